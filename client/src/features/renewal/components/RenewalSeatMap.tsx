import { Alert, Anchor, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PlanMap, type MapSpace } from "../../../shared/plan/PlanMap";
import skipClasses from "../../../shared/ui/SkipLink.module.css";
import classes from "./RenewalSeatMap.module.css";

/** The renewal map's states: the customer's seats kept or released, every other space free, partly taken or full. */
export const RENEWAL_SPACE_STATES = ["yours", "released", "free", "partial", "full"] as const;
export type RenewalSpaceState = (typeof RENEWAL_SPACE_STATES)[number];

export interface RenewalSeatMapProps {
  svg: string | null;
  plan: { name: string; styles?: string | null } | undefined;
  /** `label`: the place as people read it in the visitor's language ('Row 1, seat 6'). */
  planSpaces: ReadonlyArray<{ id: string; name: string; label?: string | null }>;
  occupancy: ReadonlyArray<{ spaceId: string; count: number; maxTickets: number }>;
  /** The customer's seats: space id -> kept. */
  mine: ReadonlyMap<string, boolean>;
  /** Toggles one of the customer's seats (undefined: the map only shows them). */
  onToggle?: (spaceId: string) => void;
  /** Where the skip link takes keyboard users past the map. */
  skipTo: string;
}

/** The occasion's plan with the customer's seats marked; their seats are toggled between kept and released. */
export function RenewalSeatMap({ svg, plan, planSpaces, occupancy, mine, onToggle, skipTo }: RenewalSeatMapProps) {
  const { t } = useTranslation();
  const spaces = useMemo(() => {
    const counts = new Map(occupancy.map((entry) => [entry.spaceId, entry]));
    return planSpaces.map((space): MapSpace<RenewalSpaceState> => {
      const kept = mine.get(space.id);
      if (kept !== undefined) {
        return {
          id: space.id,
          name: space.name,
          state: kept ? "yours" : "released",
          label: `${space.label || space.name}, ${t(kept ? "renewal.seatState.kept" : "renewal.seatState.released")}`,
          selected: onToggle ? kept : undefined,
          disabled: !onToggle,
        };
      }
      const entry = counts.get(space.id);
      const count = entry?.count ?? 0;
      const state: RenewalSpaceState = count === 0 ? "free" : count >= (entry?.maxTickets ?? 1) ? "full" : "partial";
      return {
        id: space.id,
        name: space.name,
        state,
        label: `${space.label || space.name}, ${t(state === "free" ? "renewal.seatState.free" : "renewal.seatState.taken")}`,
        disabled: true,
      };
    });
  }, [planSpaces, occupancy, mine, onToggle, t]);

  if (!svg || !plan) return <Alert color="orange">{t("seatMap.mapUnavailable")}</Alert>;
  return (
    <Stack gap="xs" className={classes.renewalMap}>
      <Anchor href={`#${skipTo}`} className={skipClasses.skipLink}>
        {t("seatMap.skipMap")}
      </Anchor>
      <PlanMap
        svg={svg}
        label={plan.name}
        styles={plan.styles}
        spaces={spaces}
        states={RENEWAL_SPACE_STATES}
        onActivate={(spaceId) => {
          if (onToggle && mine.has(spaceId)) onToggle(spaceId);
        }}
      />
    </Stack>
  );
}
