import { Button, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../../../shared/config";
import { bookingExportUrl } from "../../bookings/bookingFilters";

/** The guest list's orders, as the server takes them (?sort=). */
export type GuestListSort = "name" | "seat";

/** The plain GET URL of an occasion's printable guest list: its order and the interface language. */
export function guestListUrl(occasionId: string, sort: GuestListSort, lng: string): string {
  const params = new URLSearchParams({ sort, lng });
  return `${apiUrl(`/admin/occasions/${encodeURIComponent(occasionId)}/guest-list.pdf`)}?${params.toString()}`;
}

/**
 * The occasion's export area (issue 34, item 13; administer_bookings, as the export): its bookings as CSV and XLSX
 * (the overview's default statuses), and the door's guest list as a PDF, by name or by place, in the interface language.
 */
export function OccasionExports({ occasionId, lng }: { occasionId: string; lng: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [sort, setSort] = useState<GuestListSort>("name");
  const filters = { eventId: null, occasionId, statuses: [] };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {t("adminOccasion.exports.heading")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("adminOccasion.exports.intro")}
      </Text>
      <Group gap="xs">
        <Button component="a" href={bookingExportUrl("csv", filters, lng)} download variant="default" size="xs">
          {t("adminBookings.export.csv")}
        </Button>
        <Button component="a" href={bookingExportUrl("xlsx", filters, lng)} download variant="default" size="xs">
          {t("adminBookings.export.xlsx")}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <Radio.Group
          label={t("adminOccasion.exports.order")}
          value={sort}
          onChange={(value) => setSort(value === "seat" ? "seat" : "name")}
        >
          <Group gap="md" mt={4}>
            <Radio value="name" label={t("adminOccasion.exports.byName")} />
            <Radio value="seat" label={t("adminOccasion.exports.bySeat")} />
          </Group>
        </Radio.Group>
        <Button component="a" href={guestListUrl(occasionId, sort, lng)} download variant="default" size="xs">
          {t("adminOccasion.exports.guestList")}
        </Button>
      </Group>
    </Stack>
  );
}
