import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bookingExportUrl, type BookingFilters } from "../bookingFilters";

/** Download CSV / XLSX of what the event, occasion and status filters select, headers in the interface language. */
export function BookingExportLinks({ filters, lng }: { filters: BookingFilters; lng: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="center">
      <Button component="a" href={bookingExportUrl("csv", filters, lng)} download variant="default" size="xs">
        {t("adminBookings.export.csv")}
      </Button>
      <Button component="a" href={bookingExportUrl("xlsx", filters, lng)} download variant="default" size="xs">
        {t("adminBookings.export.xlsx")}
      </Button>
      <Text size="xs" c="dimmed">
        {t("adminBookings.export.scope")}
      </Text>
    </Group>
  );
}
