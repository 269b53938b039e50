import { describe, expect, it } from "vitest";
import { matchSeats } from "./season-seats.js";

const ticket = (id: string, booking_id: string, space_id: string) => ({ id, booking_id, space_id });

describe("matchSeats", () => {
  it("pairs each lead ticket with the same seat's ticket on every date", () => {
    const lead = [ticket("a1", "d1", "S1"), ticket("a2", "d1", "S2")];
    const all = [...lead, ticket("b1", "d2", "S2"), ticket("b2", "d2", "S1"), ticket("c1", "d3", "S1"), ticket("c2", "d3", "S2")];
    const seats = matchSeats(lead, all);
    expect(seats.get("a1")!.map((each) => each.id)).toEqual(["a1", "b2", "c1"]);
    expect(seats.get("a2")!.map((each) => each.id)).toEqual(["a2", "b1", "c2"]);
  });

  it("pairs a standing space's places by their rank on each date, one ticket per date each", () => {
    const lead = [ticket("a2", "d1", "FLOOR"), ticket("a1", "d1", "FLOOR")];
    const all = [...lead, ticket("b9", "d2", "FLOOR"), ticket("b3", "d2", "FLOOR")];
    const seats = matchSeats(lead, all);
    expect(seats.get("a1")!.map((each) => each.id)).toEqual(["a1", "b3"]);
    expect(seats.get("a2")!.map((each) => each.id)).toEqual(["a2", "b9"]);
  });

  it("leaves a seat moved on one date unpaired, so the caller can tell the dates differ", () => {
    const lead = [ticket("a1", "d1", "S1")];
    const all = [...lead, ticket("b1", "d2", "S7")];
    const seats = matchSeats(lead, all);
    expect(seats.get("a1")!.map((each) => each.id)).toEqual(["a1"]);
  });
});
