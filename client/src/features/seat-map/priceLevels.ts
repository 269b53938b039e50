import { pricesForZone, type ZonedPrice } from "../../shared/booking/zonePrices";

/**
 * Price levels of an occasion's map: the plan's price zones grouped by what they cost. Zones that sell every
 * ticket type at the same prices are one level (a venue may split a hall into zones it prices alike on some
 * dates), and levels are numbered from the dearest (1) down, as the big seat-map services colour them.
 */
export interface PriceLevel<Price extends ZonedPrice> {
  /** 1 for the dearest level. */
  level: number;
  /** The prices that apply in this level, one per ticket type, in the price list's order. */
  prices: Price[];
}

export interface PriceLevels<Price extends ZonedPrice> {
  levels: Array<PriceLevel<Price>>;
  /** A zone's level (the key "" is the plan's default zone). */
  levelOfZone: Map<string, number>;
}

const zoneKey = (priceZoneId: string | null | undefined) => priceZoneId ?? "";

/**
 * The levels of the zones the map's spaces are in. Fewer than two levels means the map has nothing to tell
 * apart: it is not marked by price.
 */
export function priceLevels<Price extends ZonedPrice>(
  prices: readonly Price[],
  spaceZoneIds: Iterable<string | null | undefined>,
): PriceLevels<Price> {
  const zones = new Set<string>();
  for (const zoneId of spaceZoneIds) zones.add(zoneKey(zoneId));
  const bySignature = new Map<string, { prices: Price[]; zones: string[] }>();
  for (const zone of zones) {
    const zonePrices = pricesForZone(prices, zone || null);
    const signature = zonePrices.map((price) => `${price.ticketTypeId}=${price.price}`).join(";");
    const entry = bySignature.get(signature);
    if (entry) entry.zones.push(zone);
    else bySignature.set(signature, { prices: zonePrices, zones: [zone] });
  }
  // Dearest first: by the highest price, then by the cheapest, then by the zones' order of appearance (stable).
  const groups = [...bySignature.values()]
    .filter((group) => group.prices.length > 0)
    .sort((a, b) => maxPrice(b.prices) - maxPrice(a.prices) || minPrice(b.prices) - minPrice(a.prices));
  const levelOfZone = new Map<string, number>();
  const levels = groups.map((group, index) => {
    for (const zone of group.zones) levelOfZone.set(zone, index + 1);
    return { level: index + 1, prices: group.prices };
  });
  return { levels, levelOfZone };
}

/** A space's level, or undefined when the map is not marked by price (fewer than two levels). */
export function levelOf(levels: PriceLevels<ZonedPrice>, priceZoneId: string | null | undefined): number | undefined {
  if (levels.levels.length < 2) return undefined;
  return levels.levelOfZone.get(zoneKey(priceZoneId));
}

function maxPrice(prices: readonly ZonedPrice[]): number {
  return Math.max(...prices.map((price) => price.price));
}

function minPrice(prices: readonly ZonedPrice[]): number {
  return Math.min(...prices.map((price) => price.price));
}
