import { Anchor, Stack, Text } from "@mantine/core";
import { ADMIN_STATE_CSS } from "@seatbooking/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { PlanMap, type MapSpace } from "../../../../shared/plan/PlanMap";
import skipClasses from "../../../../shared/ui/SkipLink.module.css";
import { ADMIN_SPACE_STATES, spaceTooltipLines, type AdminSpaceState, type AdminSpaceStatus } from "../spaceHolders";
import classes from "./AdminPlanMap.module.css";
import { MapLegend } from "./MapLegend";

/** A space on the box office's map, with who holds it. */
export interface AdminMapSpace extends MapSpace<AdminSpaceState> {
  /** As people read it ('Stalls, row D, seat 7'); `name` is the plan's code, the SVG element's id. */
  placeLabel: string;
  status: AdminSpaceStatus;
}

export interface AdminPlanMapProps {
  svg: string;
  plan: { name: string; styles?: string | null };
  spaces: ReadonlyArray<AdminMapSpace>;
  onToggle: (spaceId: string) => void;
  /** Where the skip link takes keyboard users past the map's many tab stops. */
  skipTo: string;
}

/** The occasion's plan coloured by who holds each space; a tooltip says who, and spaces are toggled into a selection. */
export function AdminPlanMap({ svg, plan, spaces, onToggle, skipTo }: AdminPlanMapProps) {
  const { t } = useTranslation();
  const describe = useCallback(
    (spaceId: string) => {
      const space = spaces.find((candidate) => candidate.id === spaceId);
      if (!space) return null;
      const [title, ...holders] = spaceTooltipLines(space.placeLabel, space.status, t);
      return (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {holders.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      );
    },
    [spaces, t],
  );

  return (
    <Stack gap="xs" className={`${classes.adminMap} admin-states`}>
      {/* The box office's state styles, for the map and its legend (ADMIN_STATE_SCOPE), whatever the plan's CSS. */}
      <style data-admin-plan-states="">{ADMIN_STATE_CSS}</style>
      <Anchor href={`#${skipTo}`} className={skipClasses.skipLink}>
        {t("adminOccasion.map.skip")}
      </Anchor>
      <MapLegend />
      <PlanMap
        svg={svg}
        label={plan.name}
        styles={plan.styles}
        spaces={spaces}
        states={ADMIN_SPACE_STATES}
        onActivate={onToggle}
        describe={describe}
      />
    </Stack>
  );
}
