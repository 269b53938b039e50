import { describe, expect, it } from "vitest";
import { includedVat, initialChoices, keptTickets, renewalSummary, type RenewalTicketLike } from "./renewalChoices";

const ADULT = { ticketTypeId: "adult", name: "Adult", price: 10000, vat: 14 };
const CHILD = { ticketTypeId: "child", name: "Child", price: 5000, vat: 14 };
const PARKING = { ticketTypeId: "parking", name: "Parking", price: 1000, vat: 25.5 };

const tickets: RenewalTicketLike[] = [
  { id: "t1", spaceLabel: "A1", ticketTypeId: "adult", ticketTypeName: "Adult", price: 10000, vat: 14, options: [ADULT, CHILD, PARKING] },
  { id: "t2", spaceLabel: "A2", ticketTypeId: "adult", ticketTypeName: "Adult", price: 10000, vat: 14, options: [ADULT, CHILD, PARKING] },
];

describe("renewal choices", () => {
  it("start with every seat kept as its type, and total it with the included VAT", () => {
    const kept = keptTickets(tickets, initialChoices(tickets));
    expect(kept.map((ticket) => ticket.spaceLabel)).toEqual(["A1", "A2"]);
    // 20000 * 14 / 114 = 2456.14 -> 2456, rounded once for the rate.
    expect(renewalSummary(kept)).toEqual({
      total: 20000,
      requirePayment: true,
      byTicketType: [{ ticketTypeId: "adult", name: "Adult", amount: 2, total: 20000 }],
      byVat: [{ rate: 14, amount: 20000, vat: 2456 }],
    });
  });

  it("leave out released seats and price the chosen type; VAT rows are by rate", () => {
    const choices = { t1: { keep: true, ticketTypeId: "parking" }, t2: { keep: false, ticketTypeId: "adult" } };
    const summary = renewalSummary(keptTickets(tickets, choices));
    expect(summary.total).toBe(1000);
    expect(summary.byVat).toEqual([{ rate: 25.5, amount: 1000, vat: 203 }]);
    expect(
      renewalSummary(keptTickets(tickets, { t1: { keep: false, ticketTypeId: "adult" }, t2: { keep: false, ticketTypeId: "adult" } })),
    ).toMatchObject({
      total: 0,
      requirePayment: false,
      byVat: [],
    });
  });

  it("round the included VAT half up to whole cents", () => {
    expect(includedVat(114, 14)).toBe(14);
    expect(includedVat(1000, 10)).toBe(91);
    expect(includedVat(0, 25.5)).toBe(0);
  });
});
