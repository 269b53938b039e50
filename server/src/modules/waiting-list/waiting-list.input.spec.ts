import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { waitingListJoinSchema } from "./waiting-list.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("waitingListJoinSchema", () => {
  it("answers the address trimmed and lower-cased, and the party size", () => {
    expect(parseInput(waitingListJoinSchema, { email: "  Łukasz.Ščerbanović@Example.FI ", partySize: 3 })).toEqual({
      email: "łukasz.ščerbanović@example.fi",
      partySize: 3,
    });
  });

  it("calls an empty or malformed address not an address, and a party of less than 1 or not whole its own words, both at once", () => {
    expect(refusedFields(() => parseInput(waitingListJoinSchema, { email: "", partySize: 0 }))).toEqual({
      email: "validation.email",
      partySize: "waitingList.partySize",
    });
    expect(refusedFields(() => parseInput(waitingListJoinSchema, { email: "Łukasz Ščerbanović", partySize: 2.5 }))).toEqual({
      email: "validation.email",
      partySize: "waitingList.partySize",
    });
    expect(refusedFields(() => parseInput(waitingListJoinSchema, { email: `${"a".repeat(250)}@x.fi`, partySize: "2" }))).toEqual({
      email: "validation.email",
      partySize: "waitingList.partySize",
    });
  });
});
