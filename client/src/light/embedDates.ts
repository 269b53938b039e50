import type { EmbedEventQuery } from "../generated/graphql";

export type EmbedOccasion = NonNullable<EmbedEventQuery["event"]>["occasions"][number];

const LOCALES: Record<string, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

/** The dates still to come (or under way) in start order: a widget on a venue's page shows no past dates. */
export function upcomingOccasions(occasions: readonly EmbedOccasion[], now: number): EmbedOccasion[] {
  return occasions
    .filter((occasion) => Date.parse(occasion.endTime ?? occasion.startTime) >= now)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** A date's lowest and highest price in cents over its ticket types and zones; null when it has none. */
export function priceSpan(prices: readonly { price: number }[]): { min: number; max: number } | null {
  if (prices.length === 0) return null;
  const cents = prices.map((entry) => entry.price);
  return { min: Math.min(...cents), max: Math.max(...cents) };
}

/** The weekday of an instant in the venue's zone, short, in the language (la, lör, Sat); English's for another language. */
export function zonedWeekday(instant: string, lng: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(LOCALES[lng] ?? "en-GB", { weekday: "short", timeZone: timeZone ?? "Europe/Helsinki" }).format(
    new Date(instant),
  );
}
