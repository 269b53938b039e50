import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";

export interface CheckoutHeadingProps {
  eventName: string;
  startTime: string;
  timeZone: string | undefined;
  /** Minutes left on the hold, or null when the draft has no expiry. */
  minutes: number | null;
}

/** The checkout's title, the occasion it books and how long the places are still held. */
export function CheckoutHeading({ eventName, startTime, timeZone, minutes }: CheckoutHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1}>{t("checkout.title")}</Title>
      <Text>
        {eventName} ·{" "}
        <time dateTime={startTime}>
          {formatZonedDate(startTime, timeZone)} {formatZonedTime(startTime, timeZone)}
        </time>
      </Text>
      {minutes !== null && (
        <Text fw={600} role="status" data-testid="checkout-minutes">
          {t("seatMap.minutesRemaining", { count: minutes })}
        </Text>
      )}
    </Stack>
  );
}
