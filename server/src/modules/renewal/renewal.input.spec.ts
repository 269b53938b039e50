import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { keptTicketsSchema, renewTicketSchema } from "./renewal.input.js";

const TICKET = "0B6E4C1A-7F3D-4E2A-9C1B-5D8E7F6A4B3C";
const TYPE = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

describe("keptTicketsSchema", () => {
  it("needs at least one seat", () => {
    expect(checkInput(keptTicketsSchema, [{ ticketId: TICKET }])).toMatchObject({ ok: true });
    expect(checkInput(keptTicketsSchema, [])).toEqual({ ok: false, problems: { "": { problem: "invalid", key: "renewal.keepOne" } } });
    expect(checkInput(keptTicketsSchema, "Łukasz Ščerbanović")).toEqual({ ok: false, problems: { "": { problem: "missing" } } });
  });
});

describe("renewTicketSchema", () => {
  it("takes a seat's id and optionally a ticket type's, lower-cased; an empty type keeps the seat's own", () => {
    expect(checkInput(renewTicketSchema, { ticketId: TICKET, ticketTypeId: TYPE })).toEqual({
      ok: true,
      value: { ticketId: TICKET.toLowerCase(), ticketTypeId: TYPE },
    });
    expect(checkInput(renewTicketSchema, { ticketId: TICKET, ticketTypeId: "" })).toEqual({
      ok: true,
      value: { ticketId: TICKET.toLowerCase(), ticketTypeId: null },
    });
  });

  it("refuses the entry as a whole for a malformed id, and a seat id that is not text on its field", () => {
    for (const entry of [{ ticketId: "Łukasz Ščerbanović" }, { ticketId: TICKET, ticketTypeId: "senior" }])
      expect(checkInput(renewTicketSchema, entry)).toEqual({
        ok: false,
        problems: { "": { problem: "invalid", key: "errors.malformedId" } },
      });
    expect(checkInput(renewTicketSchema, { ticketId: 42 })).toEqual({ ok: false, problems: { ticketId: { problem: "missing" } } });
  });
});
