import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import { MyBookingDetails } from "../components/MyBookingDetails";
import type { MyBookingLoaderData } from "./myBookingLoader";

/**
 * /my-booking/:token: the booking behind the link of the confirmation e-mail, in any browser. The customer sees
 * it with its receipt, downloads the tickets again, and cancels it where the venue allows.
 */
export function MyBookingPage() {
  const loaded = useLoaderData() as MyBookingLoaderData;
  const { t } = useTranslation();
  if (!loaded.found)
    return (
      <Stack gap="md" maw={760} data-testid="my-booking-not-found">
        <Title order={1}>{t("myBooking.notFoundTitle")}</Title>
        <Text>{t("myBooking.notFoundHelp")}</Text>
      </Stack>
    );
  return <MyBookingDetails key={loaded.token} token={loaded.token} timeZone={loaded.timeZone} />;
}
