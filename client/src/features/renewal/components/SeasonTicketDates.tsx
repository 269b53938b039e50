import { Stack, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RenewalFieldsFragment } from "../../../generated/graphql";

export interface SeasonTicketDatesProps {
  renewal: Pick<RenewalFieldsFragment, "seriesName" | "dates">;
  timeZone: string | undefined;
}

/**
 * A season ticket's renewal (createNextSeries): the series and every date it covers, in the venue's time, under a
 * heading of their own; the places kept are kept on each of them.
 */
export function SeasonTicketDates({ renewal, timeZone }: SeasonTicketDatesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId} data-testid="renewal-season-dates">
      <Title order={2} id={headingId}>
        {t("renewal.season.datesTitle")}
      </Title>
      {renewal.seriesName && <Text fw={600}>{t("renewal.season.name", { name: renewal.seriesName })}</Text>}
      <Text size="sm">{t("renewal.season.samePlaces", { count: renewal.dates.length })}</Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: "none" }}>
        {renewal.dates.map((date) => (
          <li key={date.bookingId} data-testid="renewal-season-date">
            <Text size="sm" component="span">
              <time dateTime={date.startTime}>
                {formatZonedDate(date.startTime, timeZone)} {formatZonedTime(date.startTime, timeZone)}
              </time>
              {date.title ? ` · ${date.title}` : ""}
              {date.status === "cancelled" ? ` · ${t("renewal.season.dateCancelled")}` : ""}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
