import { describe, expect, it } from "vitest";
import { filterTickets, isStatusFilter, serverStatuses } from "./ticketFilter";

const tickets = [
  { spaceName: "R1-S1", bookingNumber: 12, bookingStatus: "booked", clientName: "Maija Mäkinen" },
  { spaceName: "R1-S2", bookingNumber: 13, bookingStatus: "draft", clientName: null },
  { spaceName: "Standing A", bookingNumber: 120, bookingStatus: "locked", clientName: null },
];

describe("filterTickets", () => {
  it("matches space, booking number and client name, every word, in any case", () => {
    expect(filterTickets(tickets, "r1-s2", "holding").map((t) => t.bookingNumber)).toEqual([13]);
    expect(filterTickets(tickets, "12", "holding").map((t) => t.bookingNumber)).toEqual([12, 120]);
    expect(filterTickets(tickets, "maija MÄKINEN", "holding").map((t) => t.bookingNumber)).toEqual([12]);
    expect(filterTickets(tickets, "makinen", "holding").map((t) => t.bookingNumber)).toEqual([12]);
    expect(filterTickets(tickets, "  ", "holding")).toHaveLength(3);
  });

  it("keeps one status, or every holding one", () => {
    expect(filterTickets(tickets, "", "locked").map((t) => t.bookingNumber)).toEqual([120]);
    expect(filterTickets(tickets, "r1", "draft").map((t) => t.bookingNumber)).toEqual([13]);
  });
});

describe("status filters", () => {
  it("asks the server only for statuses that hold no places", () => {
    expect(serverStatuses("holding")).toBeNull();
    expect(serverStatuses("booked")).toBeNull();
    expect(serverStatuses("cancelled")).toEqual(["cancelled"]);
  });

  it("recognises its values", () => {
    expect(isStatusFilter("refunded")).toBe(true);
    expect(isStatusFilter("nonsense")).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});
