import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminEventsQuery } from "../../../../generated/admin";
import { useAuthUser } from "../../../../shared/auth/auth";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { adminPaths } from "../adminPaths";
import { MissingTranslations } from "../components/MissingTranslations";
import { occasionSummary } from "../eventList";
import { useVenueTimeZone } from "../useVenueTimeZone";
import { venueAbilities } from "../../permissions";
import { formatZoned } from "@seatbooking/core";

/**
 * /admin/events (administer_events, or sell_tickets without the create button): every event, published or not, with what it lacks to be published (texts
 * missing in a language), its occasion count and next date.
 */
export function AdminEventsPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const timeZone = useVenueTimeZone();
  // Preloaded by the route; refreshed here since other administrators change events too.
  const { data } = useAdminEventsQuery({ fetchPolicy: "cache-and-network" });
  const events = data?.adminEvents ?? [];
  const canCreate = venueAbilities(useAuthUser()?.permissions ?? []).manageEvents;
  const now = new Date();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t("admin.events")}</Title>
        {canCreate && (
          <Button component={Link} to={localizedPath(lng, adminPaths.createEvent())}>
            {t("adminEvents.createTitle")}
          </Button>
        )}
      </Group>
      {events.length === 0 ? (
        <Text c="dimmed">{t("adminEvents.noEvents")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("adminEvents.name")}</Table.Th>
                <Table.Th>{t("adminEvents.published")}</Table.Th>
                <Table.Th>{t("adminEvents.status")}</Table.Th>
                <Table.Th>{t("adminEvents.translationsColumn")}</Table.Th>
                <Table.Th>{t("adminEvents.occasionCount")}</Table.Th>
                <Table.Th>{t("adminEvents.nextDate")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => {
                const { count, next } = occasionSummary(event.occasions, now);
                return (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Anchor component={Link} to={localizedPath(lng, adminPaths.event(event.id))}>
                        {event.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={event.published ? "green" : "gray"}>
                        {event.published ? t("admin.published") : t("admin.unpublished")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{t(`adminEvents.statuses.${event.status}`, { defaultValue: event.status })}</Table.Td>
                    <Table.Td>
                      <MissingTranslations eventName={event.name} missing={event.missingTranslations} />
                    </Table.Td>
                    <Table.Td>{count}</Table.Td>
                    <Table.Td>{next ? formatZoned(next, timeZone) : "–"}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
