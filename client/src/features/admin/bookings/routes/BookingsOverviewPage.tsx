import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSettingsQuery } from "../../../../generated/graphql";
import { useAdminBookingsQuery } from "../../../../generated/admin";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { Pager } from "../../components/Pager";
import {
  bookingFiltersToParams,
  changeBookingFilters,
  PAGE_SIZE,
  parseBookingFilters,
  toBookingFilter,
  type BookingFilters,
} from "../bookingFilters";
import { BookingExportLinks } from "../components/BookingExportLinks";
import { BookingFilterFields } from "../components/BookingFilterFields";
import { BookingSearchForm } from "../components/BookingSearchForm";
import { BookingsTable } from "../components/BookingsTable";
import { useBookingFilterEvents } from "../hooks/useBookingFilterEvents";

/** /admin (administer_bookings): the bookings a box office looks after, filtered, sorted and paged; the filters live in the URL. */
export function BookingsOverviewPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseBookingFilters(searchParams);
  const { events, occasionOf } = useBookingFilterEvents();
  const { data: settings } = useSettingsQuery({ fetchPolicy: "cache-first" });
  const timeZone = settings?.settings.timeZone;
  const { data, previousData, loading } = useAdminBookingsQuery({
    variables: { filter: toBookingFilter(filters), offset: filters.offset, limit: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  // The previous page stays on screen while the next one loads, so the table does not jump.
  const page = (data ?? previousData)?.bookings;

  const show = (next: BookingFilters) => setSearchParams(bookingFiltersToParams(next));
  const change = (change: Partial<Omit<BookingFilters, "offset">>) => show(changeBookingFilters(filters, change));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t("adminBookings.title")}</Title>
        <Group gap="xs" align="center">
          <BookingExportLinks filters={filters} lng={lng} />
          <Button component={Link} to={localizedPath(lng, "/admin/settings/personal-data")} variant="subtle" size="xs">
            {t("admin.personalDataRequests")}
          </Button>
        </Group>
      </Group>
      <BookingSearchForm value={filters.search} onSearch={(search) => change({ search })} />
      <BookingFilterFields filters={filters} events={events} timeZone={timeZone} onChange={change} />
      <div aria-busy={loading}>
        {page && page.items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t("adminBookings.empty")}
          </Text>
        ) : (
          page && <BookingsTable bookings={page.items} lng={lng} timeZone={timeZone} occasionOf={occasionOf} />
        )}
      </div>
      {page && (
        <Pager
          offset={page.offset}
          limit={page.limit}
          itemCount={page.items.length}
          total={page.total}
          onChange={(offset) => show({ ...filters, offset })}
        />
      )}
    </Stack>
  );
}
