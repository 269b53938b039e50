import { useTranslation } from "react-i18next";
import { ADMIN_SPACE_STATES } from "../spaceHolders";
import classes from "./AdminPlanMap.module.css";

/**
 * A swatch drawn as a place of the map is, in an `svg.plan` with the state's data-state (a selected space: a free one
 * with the class `selected`), so the map's state styles (ADMIN_STATE_CSS, in the map's frame) draw it the same.
 */
function Swatch({ state, selected }: { state: string; selected?: boolean }) {
  return (
    <svg className={`plan ${classes.swatch}`} width="22" height="16" viewBox="0 0 22 16" aria-hidden="true" focusable="false">
      <rect className={selected ? `${state} selected` : state} data-state={state} x="2" y="2" width="18" height="12" rx="2" />
    </svg>
  );
}

/** What the map's colours and patterns mean. Inside the map's frame, so it shares its state styles. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul className={classes.legend} aria-label={t("adminOccasion.legend.label")}>
      {ADMIN_SPACE_STATES.map((state) => (
        <li key={state} className={classes.legendItem}>
          <Swatch state={state} />
          {t(`adminOccasion.state.${state}`)}
        </li>
      ))}
      <li className={classes.legendItem}>
        <Swatch state="free" selected />
        {t("adminOccasion.legend.selected")}
      </li>
    </ul>
  );
}
