import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminBookingsQuery } from "../../../generated/graphql";
import { formatCents } from "../../../shared/i18n/money";
import { useLng } from "../../../shared/hooks/useLng";
import { Pager } from "../components/Pager";

const PAGE = 25;

/** /admin (administer_bookings): the newest bookings. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [offset, setOffset] = useState(0);
  const { data } = useAdminBookingsQuery({ variables: { offset, limit: PAGE }, fetchPolicy: "cache-and-network" });
  const page = data?.bookings;
  return (
    <Stack>
      <Title order={1}>{t("admin.bookings")}</Title>
      {page && page.items.length === 0 ? (
        <Text c="dimmed">{t("admin.noBookings")}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("admin.bookingNumber")}</Table.Th>
              <Table.Th>{t("admin.status")}</Table.Th>
              <Table.Th>{t("admin.client")}</Table.Th>
              <Table.Th>{t("admin.total")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.map((booking) => (
              <Table.Tr key={booking.id}>
                <Table.Td>{booking.number}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`bookingStatus.${booking.status}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  {[booking.client.firstname, booking.client.lastname].filter(Boolean).join(" ") || booking.client.email || "–"}
                </Table.Td>
                <Table.Td>{formatCents(booking.price, lng)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {page && <Pager offset={page.offset} limit={page.limit} itemCount={page.items.length} total={page.total} onChange={setOffset} />}
    </Stack>
  );
}
