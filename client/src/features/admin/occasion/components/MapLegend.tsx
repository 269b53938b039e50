import { useTranslation } from "react-i18next";
import { ADMIN_SPACE_STATES } from "../spaceHolders";
import classes from "./AdminPlanMap.module.css";

/** A swatch drawn with the map's own styles for a state (or for a selected space). */
function Swatch({ state, selected }: { state?: string; selected?: boolean }) {
  return (
    <svg width="22" height="16" viewBox="0 0 22 16" aria-hidden="true" focusable="false">
      <rect
        className={classes.swatch}
        data-state={state}
        data-selected={selected ? "true" : undefined}
        x="2"
        y="2"
        width="18"
        height="12"
        rx="2"
      />
    </svg>
  );
}

/** What the map's colours and patterns mean. Inside the map's frame, so it shares its colour variables. */
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
        <Swatch selected />
        {t("adminOccasion.legend.selected")}
      </li>
    </ul>
  );
}
