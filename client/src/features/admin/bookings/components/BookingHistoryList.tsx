import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";
import { describeHistoryEntry } from "../bookingHistory";
import type { BookingNames } from "../bookingLookups";

export interface BookingHistoryListProps {
  history: AdminBookingFieldsFragment["history"];
  names: BookingNames;
  lng: string;
  timeZone?: string;
}

/** Status transitions and edits, oldest first: when, what, who (the customer or the system when no administrator) and why. */
export function BookingHistoryList({ history, names, lng, timeZone }: BookingHistoryListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-history">
      <Title order={2} id="booking-history">
        {t("adminBookings.sections.history")}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{t("adminBookings.history.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("adminBookings.history.at")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.history.change")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.history.by")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.history.reason")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry, index) => (
                <Table.Tr key={`${entry.at}-${index}`}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatZonedDate(entry.at, timeZone)} {formatZonedTime(entry.at, timeZone)}
                  </Table.Td>
                  <Table.Td>{describeHistoryEntry(entry, names, t, (cents) => formatCents(cents, lng))}</Table.Td>
                  <Table.Td>{entry.actorEmail ?? t("adminBookings.history.customerOrSystem")}</Table.Td>
                  <Table.Td>{entry.reason || "–"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
