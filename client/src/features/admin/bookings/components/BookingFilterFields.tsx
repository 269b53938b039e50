import { MultiSelect, Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { occasionLabel } from "../bookingLabels";
import { PAYMENT_STATUSES } from "@seatbooking/core";
import { BOOKING_SORTS, BOOKING_STATUSES, type BookingFilters, type BookingSort } from "../bookingFilters";
import type { FilterEvent } from "../hooks/useBookingFilterEvents";

export interface BookingFilterFieldsProps {
  filters: BookingFilters;
  events: readonly FilterEvent[];
  timeZone?: string;
  onChange: (change: Partial<Omit<BookingFilters, "offset">>) => void;
}

/** The overview's selects: event, occasion (of the chosen event, else of every event), statuses, payment statuses, order. */
export function BookingFilterFields({ filters, events, timeZone, onChange }: BookingFilterFieldsProps) {
  const { t } = useTranslation();
  const chosenEvents = filters.eventId ? events.filter((event) => event.id === filters.eventId) : events;
  const occasionGroups = chosenEvents
    .filter((event) => event.occasions.length > 0)
    .map((event) => ({
      group: event.name,
      items: event.occasions.map((occasion) => ({ value: occasion.id, label: occasionLabel(occasion, timeZone) })),
    }));
  const eventOfOccasion = (occasionId: string | null) =>
    occasionId ? events.find((event) => event.occasions.some((occasion) => occasion.id === occasionId))?.id : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
      <Select
        label={t("adminBookings.filters.event")}
        placeholder={t("adminBookings.filters.allEvents")}
        data={events.map((event) => ({ value: event.id, label: event.name }))}
        value={filters.eventId}
        onChange={(eventId) => onChange({ eventId })}
        searchable
        clearable
        nothingFoundMessage={t("adminBookings.filters.nothingFound")}
      />
      <Select
        label={t("adminBookings.filters.occasion")}
        placeholder={t("adminBookings.filters.allOccasions")}
        data={occasionGroups}
        value={filters.occasionId}
        onChange={(occasionId) => onChange({ occasionId, eventId: filters.eventId ?? eventOfOccasion(occasionId) ?? null })}
        searchable
        clearable
        nothingFoundMessage={t("adminBookings.filters.nothingFound")}
      />
      <MultiSelect
        label={t("adminBookings.filters.status")}
        data={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookingStatus.${status}`) }))}
        value={filters.statuses}
        onChange={(statuses) => onChange({ statuses })}
        clearable
      />
      <MultiSelect
        label={t("adminBookings.filters.paymentStatus")}
        placeholder={t("adminBookings.filters.anyPaymentStatus")}
        data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`adminBookings.paymentStatus.${status}`) }))}
        value={filters.paymentStatuses}
        onChange={(paymentStatuses) => onChange({ paymentStatuses })}
        clearable
      />
      <Select
        label={t("adminBookings.filters.sort")}
        data={BOOKING_SORTS.map((sort) => ({ value: sort, label: t(`adminBookings.sort.${sort}`) }))}
        value={filters.sort}
        onChange={(sort) => sort && onChange({ sort: sort as BookingSort })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
