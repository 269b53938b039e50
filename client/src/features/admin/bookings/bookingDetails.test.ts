import { describe, expect, it } from "vitest";
import { describeHistoryEntry } from "./bookingHistory";
import { allowedBookingActions, bookingNames, freeSpaces, spacePrices } from "./bookingLookups";

const money = (cents: number) => `${cents / 100} €`;
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const occasion = {
  plan: {
    id: "p1",
    spaces: [
      { id: "s10", label: "A10", maxTickets: 1, priceZoneId: "front", spaceType: { id: "seat", name: "Seat" } },
      { id: "s2", label: "A2", maxTickets: 1, priceZoneId: null, spaceType: null },
      { id: "s1", label: "A1", maxTickets: 1, priceZoneId: null, spaceType: null },
      { id: "floor", label: "Floor", maxTickets: 50, priceZoneId: null, spaceType: null },
    ],
  },
  occupancy: [
    { spaceId: "s1", count: 1, maxTickets: 1 },
    { spaceId: "floor", count: 48, maxTickets: 50 },
  ],
  prices: [
    { price: 2000, ticketTypeId: "adult", priceZoneId: null, ticketType: { id: "adult", name: "Adult", vat: 10 } },
    { price: 2600, ticketTypeId: "adult", priceZoneId: "front", ticketType: { id: "adult", name: "Adult", vat: 10 } },
    { price: 1200, ticketTypeId: "child", priceZoneId: null, ticketType: { id: "child", name: "Child", vat: 10 } },
  ],
};

describe("spacePrices", () => {
  it("offers each ticket type once, at the price of the space's zone where it has one (issue 34, item 6)", () => {
    expect(spacePrices(occasion, "s10").map((price) => [price.ticketTypeId, price.price])).toEqual([
      ["adult", 2600],
      ["child", 1200],
    ]);
    expect(spacePrices(occasion, "s2").map((price) => [price.ticketTypeId, price.price])).toEqual([
      ["adult", 2000],
      ["child", 1200],
    ]);
  });
});

describe("freeSpaces", () => {
  it("lists the spaces with a place left, by name in natural order, without the ticket's own", () => {
    expect(freeSpaces(occasion, "s2", bookingNames(occasion, [], [], [{ id: "seat", name: "Seat" }]).spaceType)).toEqual([
      { id: "s10", name: "A10", remaining: 1, spaceType: "Seat" },
      { id: "floor", name: "Floor", remaining: 2, spaceType: undefined },
    ]);
    expect(freeSpaces(occasion).map((space) => space.name)).toEqual(["A2", "A10", "Floor"]);
  });
});

describe("bookingNames", () => {
  it("names spaces, ticket types and addons, and shortens what it cannot name", () => {
    const names = bookingNames(occasion, [{ id: "child", name: "Child" }], [{ id: "parking", name: "Parking" }]);
    expect(names.space("s10")).toBe("A10");
    expect(names.ticketType("adult")).toBe("Adult");
    expect(names.ticketType("child")).toBe("Child");
    expect(names.addon("parking")).toBe("Parking");
    expect(names.space("0123456789abcdef")).toBe("01234567");
  });
});

describe("describeHistoryEntry", () => {
  const names = bookingNames(occasion);

  it("describes status transitions and the creation", () => {
    expect(describeHistoryEntry({ kind: "status", fromStatus: "draft", toStatus: "booked" }, names, t, money)).toBe(
      'adminBookings.history.transition {"from":"bookingStatus.draft {\\"defaultValue\\":\\"draft\\"}","to":"bookingStatus.booked {\\"defaultValue\\":\\"booked\\"}"}',
    );
    expect(describeHistoryEntry({ kind: "status", fromStatus: null, toStatus: "draft" }, names, t, money)).toContain(
      "adminBookings.history.created",
    );
  });

  it("names the client's fields and the spaces of a move", () => {
    expect(describeHistoryEntry({ kind: "client", detail: '{"fields":["email","phone"]}' }, names, t, money)).toBe(
      'adminBookings.history.client {"fields":"checkout.fields.email, checkout.fields.phone"}',
    );
    expect(describeHistoryEntry({ kind: "ticket_moved", detail: '{"fromSpaceId":"s1","toSpaceId":"s10"}' }, names, t, money)).toBe(
      'adminBookings.history.ticketMoved {"from":"A1","to":"A10"}',
    );
  });

  it("says why the client's details were erased", () => {
    expect(describeHistoryEntry({ kind: "anonymized", detail: '{"reason":"retention"}' }, names, t, money)).toBe(
      'adminBookings.history.anonymized {"reason":"adminBookings.history.anonymizedReasons.retention {\\"defaultValue\\":\\"retention\\"}"}',
    );
  });

  it("survives a broken detail and an unknown kind", () => {
    expect(describeHistoryEntry({ kind: "ticket_removed", detail: "not json" }, names, t, money)).toBe(
      'adminBookings.history.ticketRemoved {"space":""}',
    );
    expect(describeHistoryEntry({ kind: "balance_collected", detail: '{"amount":1250}' }, names, t, money)).toBe(
      'adminBookings.history.balanceCollected {"amount":"12.5 €"}',
    );
    expect(describeHistoryEntry({ kind: "tickets_released" }, names, t, money)).toBe(
      'adminBookings.history.kinds.tickets_released {"defaultValue":"tickets_released"}',
    );
  });
});

describe("allowedBookingActions", () => {
  it("edits, retypes and cancels what holds its places, refunds a booked paid booking, collects what is owed", () => {
    expect(allowedBookingActions({ status: "booked", paid: 4000, balance: 1000 })).toEqual({
      editTickets: true,
      changeTicketType: true,
      cancel: true,
      refund: true,
      collectBalance: true,
    });
    expect(allowedBookingActions({ status: "payment", paid: 0, balance: 4000 })).toEqual({
      editTickets: true,
      changeTicketType: false,
      cancel: true,
      refund: false,
      collectBalance: false,
    });
    expect(allowedBookingActions({ status: "cancelled", paid: 4000, balance: 0 })).toEqual({
      editTickets: false,
      changeTicketType: false,
      cancel: false,
      refund: false,
      collectBalance: false,
    });
  });
});
