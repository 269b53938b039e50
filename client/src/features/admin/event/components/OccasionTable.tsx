import { Anchor, Badge, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminEventOccasionRowFragment } from "../../../../generated/admin";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { adminPaths } from "../adminPaths";
import { useVenueTimeZone } from "../useVenueTimeZone";
import { formatZoned } from "@seatbooking/core";

/** An event's occasions by start: each links to its page (tickets) and, for administer_events (`canEdit`), its form. */
export function OccasionTable({
  eventId,
  occasions,
  canEdit = true,
}: {
  eventId: string;
  occasions: readonly AdminEventOccasionRowFragment[];
  canEdit?: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const timeZone = useVenueTimeZone();
  if (occasions.length === 0) return <Text c="dimmed">{t("adminOccasions.none")}</Text>;

  const yesNo = (value: boolean) => (value ? t("admin.yes") : t("admin.no"));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("adminOccasions.startTime")}</Table.Th>
            <Table.Th>{t("adminOccasions.nameAndTitle")}</Table.Th>
            <Table.Th>{t("adminEvents.status")}</Table.Th>
            <Table.Th>{t("adminEvents.published")}</Table.Th>
            <Table.Th>{t("adminOccasions.bookable")}</Table.Th>
            <Table.Th>{t("adminOccasions.availability")}</Table.Th>
            {canEdit && <Table.Th>{t("adminEvents.prices.actions")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occasions.map((occasion) => {
            const start = formatZoned(occasion.startTime, timeZone);
            const label = occasion.name.trim() || start;
            return (
              <Table.Tr key={occasion.id}>
                <Table.Td>
                  <Anchor component={Link} to={localizedPath(lng, adminPaths.occasion(eventId, occasion.id))}>
                    {start}
                  </Anchor>
                  {occasion.endTime && (
                    <Text size="xs" c="dimmed">
                      {t("adminOccasions.endsAt", { end: formatZoned(occasion.endTime, timeZone) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{occasion.name || "–"}</Text>
                  {occasion.title && (
                    <Text size="xs" c="dimmed">
                      {occasion.title}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`adminOccasions.statuses.${occasion.status}`, { defaultValue: occasion.status })}</Table.Td>
                <Table.Td>
                  <Badge color={occasion.published ? "green" : "gray"}>{yesNo(occasion.published)}</Badge>
                </Table.Td>
                <Table.Td>{yesNo(occasion.bookable)}</Table.Td>
                <Table.Td>{t("adminOccasions.remainingOfTotal", occasion.availability)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={localizedPath(lng, adminPaths.editOccasion(eventId, occasion.id))}
                      aria-label={t("adminOccasions.editNamed", { name: label })}
                    >
                      {t("adminEvents.edit")}
                    </Anchor>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
