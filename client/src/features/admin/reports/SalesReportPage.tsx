import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSalesReportQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { useBookingFilterEvents } from "../bookings/hooks/useBookingFilterEvents";
import { VenueDateInput } from "../event/components/VenueDateInput";
import { useVenueTimeZone } from "../event/useVenueTimeZone";
import { SalesReportTable } from "./SalesReportTable";
import { parseSalesReportFilters, salesReportExportUrl, salesReportFiltersToParams, type SalesReportFilters } from "./salesReportFilters";

/**
 * /admin/reports/sales (administer_bookings): the venue's sales for its accounting, per day (its time zone),
 * payment method and provider, with VAT per rate and refunds; the same as CSV or XLSX. The range and the event
 * live in the URL, so a report can be bookmarked or sent to the accountant.
 */
export function SalesReportPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const timeZone = useVenueTimeZone();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSalesReportFilters(params, new Date(), timeZone), [params, timeZone]);
  const { events } = useBookingFilterEvents();
  const { data, loading, error } = useSalesReportQuery({ variables: filters, fetchPolicy: "cache-and-network" });
  const report = data?.salesReport;
  const change = (patch: Partial<SalesReportFilters>) => setParams(salesReportFiltersToParams({ ...filters, ...patch }), { replace: true });

  return (
    <Stack gap="md">
      <Title order={1}>{t("adminReports.title")}</Title>
      <Text size="sm" c="dimmed">
        {t("adminReports.intro", { zone: timeZone })}
      </Text>
      <Group align="flex-end">
        <VenueDateInput label={t("adminReports.from")} value={filters.from} onChange={(from) => from && change({ from })} />
        <VenueDateInput label={t("adminReports.to")} value={filters.to} onChange={(to) => to && change({ to })} />
        <Select
          label={t("adminReports.event")}
          placeholder={t("adminReports.allEvents")}
          clearable
          data={events.map((event) => ({ value: event.id, label: event.name }))}
          value={filters.eventId}
          onChange={(eventId) => change({ eventId })}
          miw={240}
        />
        <Button component="a" href={salesReportExportUrl("csv", filters, lng)} download variant="default">
          {t("adminReports.csv")}
        </Button>
        <Button component="a" href={salesReportExportUrl("xlsx", filters, lng)} download variant="default">
          {t("adminReports.xlsx")}
        </Button>
      </Group>
      {error ? (
        // The server's own words (a range that is not real days, too long) are in the app's error toast too.
        <Alert color="red">{error.message}</Alert>
      ) : !report ? (
        loading && <Loader aria-label={t("adminReports.loading")} />
      ) : report.rows.length === 0 ? (
        <Text>{t("adminReports.empty")}</Text>
      ) : (
        <SalesReportTable report={report} lng={lng} />
      )}
    </Stack>
  );
}
