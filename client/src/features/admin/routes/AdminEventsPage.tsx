import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAdminEventsQuery, useSettingsQuery } from "../../../generated/graphql";
import { formatDate, formatTime } from "../../../shared/i18n/dates";

/** /admin/events (administer_events): every event with its occasions, published or not (read-only for now). */
export function AdminEventsPage() {
  const { t } = useTranslation();
  const { data } = useAdminEventsQuery({ fetchPolicy: "cache-and-network" });
  const { data: settings } = useSettingsQuery({ fetchPolicy: "cache-first" });
  const timeZone = settings?.settings.timeZone;
  return (
    <Stack>
      <Title order={1}>{t("admin.events")}</Title>
      {data?.adminEvents.map((event) => (
        <Card key={event.id} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="lg">
              {event.name}
            </Title>
            <Badge color={event.published ? "green" : "gray"}>{event.published ? t("admin.published") : t("admin.unpublished")}</Badge>
          </Group>
          {event.occasions.length === 0 ? (
            <Text c="dimmed">{t("occasions.empty")}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("admin.occasion")}</Table.Th>
                  <Table.Th>{t("admin.startTime")}</Table.Th>
                  <Table.Th>{t("admin.availability")}</Table.Th>
                  <Table.Th>{t("admin.published")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {event.occasions.map((occasion) => (
                  <Table.Tr key={occasion.id}>
                    <Table.Td>{occasion.name || "–"}</Table.Td>
                    <Table.Td>
                      {formatDate(occasion.startTime, timeZone)} {formatTime(occasion.startTime, timeZone)}
                    </Table.Td>
                    <Table.Td>{t("occasions.availability", occasion.availability)}</Table.Td>
                    <Table.Td>{occasion.published ? t("admin.yes") : t("admin.no")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      ))}
    </Stack>
  );
}
