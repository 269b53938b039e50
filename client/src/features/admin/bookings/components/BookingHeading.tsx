import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminBookingFieldsFragment, BookingOccasionFieldsFragment } from "../../../../generated/admin";
import { occasionLabel } from "../bookingLabels";
import { BookingStatusBadge } from "./BookingStatusBadge";

export interface BookingHeadingProps {
  title: string;
  booking: Pick<AdminBookingFieldsFragment, "status" | "createdAt" | "expiresAt">;
  occasion?: Pick<BookingOccasionFieldsFragment, "name" | "title" | "startTime">;
  timeZone?: string;
  children?: ReactNode;
}

/** The page's h1 with the booking's status, its occasion and when it was made; `children` are the page's links. */
export function BookingHeading({ title, booking, occasion, timeZone, children }: BookingHeadingProps) {
  const { t } = useTranslation();
  const at = (iso: string) => `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <BookingStatusBadge status={booking.status} />
        </Group>
        {occasion && <Text>{occasionLabel(occasion, timeZone)}</Text>}
        <Text size="sm" c="dimmed">
          {t("adminBookings.createdAt", { at: at(booking.createdAt) })}
          {booking.expiresAt && ` · ${t("adminBookings.expiresAt", { at: at(booking.expiresAt) })}`}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
