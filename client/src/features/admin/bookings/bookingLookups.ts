import { HOLDING_STATUSES, isOneOf, REPRICEABLE_STATUSES } from "@seatbooking/core";
import type { BookingOccasionFieldsFragment } from "../../../generated/admin";
import { pricesForZone } from "../../../shared/booking/zonePrices";

/** Names for the ids a booking carries: its occasion's spaces and prices, every ticket type and addon. */
export interface BookingNames {
  space: (spaceId: string) => string;
  ticketType: (ticketTypeId: string) => string;
  addon: (addonId: string) => string;
  /** A space type's name; undefined for none or one not known. */
  spaceType: (spaceTypeId: string | undefined) => string | undefined;
}

export function bookingNames(
  occasion: Pick<BookingOccasionFieldsFragment, "plan" | "prices"> | undefined,
  ticketTypes: ReadonlyArray<{ id: string; name: string }> = [],
  addons: ReadonlyArray<{ id: string; name: string }> = [],
  spaceTypes: ReadonlyArray<{ id: string; name: string }> = [],
): BookingNames {
  // A space as people read it in the admin's language (the server's one labelling function), never its raw name.
  const spaces = new Map(occasion?.plan.spaces.map((space) => [space.id, space.label]) ?? []);
  const types = new Map([
    ...ticketTypes.map((type) => [type.id, type.name] as const),
    ...(occasion?.prices.map((price) => [price.ticketTypeId, price.ticketType.name] as const) ?? []),
  ]);
  const addonNames = new Map(addons.map((addon) => [addon.id, addon.name]));
  const spaceTypeNames = new Map(spaceTypes.map((type) => [type.id, type.name]));
  // An id without a name (a space of another plan, an addon off sale) is still shown, shortened.
  const orId = (id: string) => id.slice(0, 8);
  return {
    space: (id) => spaces.get(id) ?? orId(id),
    ticketType: (id) => types.get(id) ?? orId(id),
    addon: (id) => addonNames.get(id) ?? orId(id),
    spaceType: (id) => (id ? spaceTypeNames.get(id) : undefined),
  };
}

/**
 * The prices a ticket in `spaceId` can have: one per ticket type (the price list holds a plain price and maybe one
 * per zone for each), at its zone's price where the space's zone has one, else at the plain price.
 */
export function spacePrices(
  occasion: Pick<BookingOccasionFieldsFragment, "plan" | "prices">,
  spaceId: string,
): BookingOccasionFieldsFragment["prices"] {
  const space = occasion.plan.spaces.find((candidate) => candidate.id === spaceId);
  return pricesForZone(occasion.prices, space?.priceZoneId);
}

export interface FreeSpace {
  id: string;
  name: string;
  /** Places left in it (1 for a free seat). */
  remaining: number;
  spaceType?: string;
}

/** The occasion's spaces with a place left, by label in natural order; `except` (the ticket's own space) is left out. */
export function freeSpaces(
  occasion: Pick<BookingOccasionFieldsFragment, "plan" | "occupancy">,
  except?: string,
  spaceTypeName: BookingNames["spaceType"] = () => undefined,
): FreeSpace[] {
  const held = new Map(occasion.occupancy.map((entry) => [entry.spaceId, entry]));
  return occasion.plan.spaces
    .filter((space) => space.id !== except)
    .map((space) => {
      const entry = held.get(space.id);
      const capacity = entry?.maxTickets ?? space.maxTickets;
      return { id: space.id, name: space.label, remaining: capacity - (entry?.count ?? 0), spaceType: spaceTypeName(space.spaceType?.id) };
    })
    .filter((space) => space.remaining > 0)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/**
 * What an administrator may do to a booking in its status (the server's transitions, DESIGN section 3): a booking
 * that holds places can have its tickets moved or removed and be cancelled; a repriceable one its ticket types
 * changed and its balance collected.
 */
export function allowedBookingActions(booking: { status: string; paid: number; balance: number }) {
  const holding = isOneOf(booking.status, HOLDING_STATUSES);
  const repriceable = isOneOf(booking.status, REPRICEABLE_STATUSES);
  return {
    /** Move a ticket or remove it. */
    editTickets: holding,
    changeTicketType: repriceable,
    cancel: holding,
    /** A booked booking with money taken: its places go back on sale, the money back to the customer. */
    refund: booking.status === "booked" && booking.paid > 0,
    /** The customer owes the difference after a change (Booking.balance > 0): taken at the box office. */
    collectBalance: repriceable && booking.balance > 0,
  };
}
