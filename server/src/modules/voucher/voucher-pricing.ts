import type { VoucherKind } from "./voucher.entity.js";

/** What a campaign applies to; an empty list is any. */
export interface VoucherScope {
  eventIds: string[];
  occasionIds: string[];
  ticketTypeIds: string[];
  priceZoneIds: string[];
}

/** A ticket as the scope sees it. */
export interface ScopedTicket {
  eventId: string;
  occasionId: string;
  ticketTypeId: string;
  priceZoneId: string | null;
}

const allows = (list: string[], id: string | null) => list.length === 0 || (id !== null && list.includes(id));

/** Whether a campaign's codes apply to a ticket: its event, date, ticket type and price zone are each in scope. */
export function inScope(scope: VoucherScope, ticket: ScopedTicket): boolean {
  return (
    allows(scope.eventIds, ticket.eventId) &&
    allows(scope.occasionIds, ticket.occasionId) &&
    allows(scope.ticketTypeIds, ticket.ticketTypeId) &&
    allows(scope.priceZoneIds, ticket.priceZoneId)
  );
}

/** Whether a campaign's codes can apply to an occasion at all (its event and date). */
export function occasionInScope(scope: VoucherScope, occasion: { eventId: string; occasionId: string }): boolean {
  return allows(scope.eventIds, occasion.eventId) && allows(scope.occasionIds, occasion.occasionId);
}

/**
 * A ticket's price after the discount, in whole cents, never above its list price nor below 0: `amount` takes `value`
 * cents off, `percent` takes value/100 % off (the cents off rounded half up per ticket), `fixed` charges `value` cents.
 */
export function discountedPrice(kind: VoucherKind, value: number, listPrice: number): number {
  switch (kind) {
    case "amount":
      return Math.max(0, listPrice - value);
    case "percent":
      // Integer arithmetic: the cents off rounded half up (in the buyer's favour), exact for any price.
      return Math.max(0, listPrice - Math.floor((listPrice * value + 5000) / 10000));
    case "fixed":
      return Math.min(listPrice, value);
  }
}
