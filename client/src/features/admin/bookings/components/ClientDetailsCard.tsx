import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingFieldsFragment } from "../../../../generated/admin";
import { AnonymizedNotice } from "./AnonymizedNotice";

const FIELDS = ["firstname", "lastname", "email", "phone", "address", "identityNumber", "message"] as const;

/** The client's details; administrators see the identity number unmasked (Booking.identityNumber). Erased ones are said so. */
export function ClientDetailsCard({
  booking,
  timeZone,
}: {
  booking: Pick<AdminBookingFieldsFragment, "client" | "identityNumber" | "anonymizedAt">;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const value = (field: (typeof FIELDS)[number]) =>
    field === "identityNumber" ? (booking.identityNumber ?? booking.client.identityNumber) : booking.client[field];
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-client">
      <Title order={2} id="booking-client">
        {t("adminBookings.sections.client")}
      </Title>
      {booking.anonymizedAt && <AnonymizedNotice anonymizedAt={booking.anonymizedAt} timeZone={timeZone} />}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
        {FIELDS.map((field) => (
          <div key={field}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`checkout.fields.${field}`)}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {value(field) || "–"}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
