/**
 * An occasion's price list holds plain prices (priceZoneId null) and zone prices. For a space, each ticket
 * type is offered once: at its zone's price when the space's zone has one, else at the plain price.
 */

export interface ZonedPrice {
  ticketTypeId: string;
  price: number;
  priceZoneId?: string | null;
}

/** The prices that apply to a space in `priceZoneId` (null: the default zone), one per ticket type, in list order. */
export function pricesForZone<Price extends ZonedPrice>(prices: readonly Price[], priceZoneId: string | null | undefined): Price[] {
  const chosen = new Map<string, Price>();
  for (const price of prices) {
    if (price.priceZoneId) continue;
    chosen.set(price.ticketTypeId, price);
  }
  if (priceZoneId) for (const price of prices) if (price.priceZoneId === priceZoneId) chosen.set(price.ticketTypeId, price);
  // Keep the list's order of ticket types (first appearance), whichever price won.
  const order: string[] = [];
  for (const price of prices) if (!order.includes(price.ticketTypeId) && chosen.has(price.ticketTypeId)) order.push(price.ticketTypeId);
  return order.map((ticketTypeId) => chosen.get(ticketTypeId)!);
}
