import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { pickErrorKind } from "./pickErrors";
import { formatSpaceLabel, naturalOrder, spaceTitle, ticketsPerSpace } from "./spaceState";
import { minutesRemaining } from "../../shared/booking/draftStore";

const seat = { id: "s1", name: "R1-S1", maxTickets: 1, spaceType: { name: "Seat" } };
const standing = { id: "st", name: "standing-A", maxTickets: 200, spaceType: { name: "Standing" } };

describe("formatSpaceLabel", () => {
  it("appends the availability when the mask has no counts", () => {
    expect(formatSpaceLabel("{name}", seat, { remaining: 1, total: 1 }, "1 / 1 available")).toBe("R1-S1, 1 / 1 available");
    expect(formatSpaceLabel(null, seat, { remaining: 0, total: 1 }, "0 / 1 available")).toBe("R1-S1, 0 / 1 available");
  });

  it("fills {section}, {row} and {seat}, empty where the space has none", () => {
    const placed = { ...seat, section: "Parterre", row: "3", seat: "12" };
    expect(formatSpaceLabel("{section}, row {row}, seat {seat}", placed, { remaining: 1, total: 1 }, "free")).toBe(
      "Parterre, row 3, seat 12, free",
    );
    expect(formatSpaceLabel("{section} {row} {seat} {remaining}/{max}", { ...seat, section: "B1" }, { remaining: 1, total: 1 }, "x")).toBe(
      "B1   1/1",
    );
  });

  it("says the server's label in the visitor's language, not the drawing's id", () => {
    const labelled = { ...seat, row: "1", seat: "1", label: "Rivi 1, paikka 1" };
    expect(formatSpaceLabel(null, labelled, { remaining: 1, total: 1 }, "1 / 1 vapaana")).toBe("Rivi 1, paikka 1, 1 / 1 vapaana");
    expect(spaceTitle(null, labelled, { remaining: 1, total: 1 })).toBe("Rivi 1, paikka 1");
    // A mask with live counts is filled with the map's occupancy (the server's label cannot know it).
    expect(spaceTitle("{name}: {remaining} / {max}", labelled, { remaining: 0, total: 1 })).toBe("R1-S1: 0 / 1");
  });

  it("fills {name}, {type}, {remaining} and {max}", () => {
    expect(formatSpaceLabel("{type} {name}: {remaining} / {max}", standing, { remaining: 50, total: 200 }, "x")).toBe(
      "Standing standing-A: 50 / 200",
    );
  });
});

describe("naturalOrder", () => {
  it("sorts numbers in names by value", () => {
    const names = ["R1-S10", "R10-S1", "R1-S2", "standing-A", "R2-S1", "R1-S1", "wheelchair-1"];
    expect(
      names
        .map((name) => ({ name }))
        .sort(naturalOrder("fi"))
        .map((space) => space.name),
    ).toEqual(["R1-S1", "R1-S2", "R1-S10", "R2-S1", "R10-S1", "standing-A", "wheelchair-1"]);
  });
});

describe("ticketsPerSpace and minutesRemaining", () => {
  it("counts the draft's tickets per space", () => {
    const counts = ticketsPerSpace([{ spaceId: "a" }, { spaceId: "b" }, { spaceId: "a" }]);
    expect(counts.get("a")).toBe(2);
    expect(counts.get("b")).toBe(1);
    expect(counts.get("c")).toBeUndefined();
  });

  it("rounds minutes up and stops at zero", () => {
    expect(minutesRemaining(10 * 60_000, 0)).toBe(10);
    expect(minutesRemaining(9 * 60_000 + 1, 0)).toBe(10);
    expect(minutesRemaining(1000, 2000)).toBe(0);
  });
});

describe("pickErrorKind", () => {
  const error = (extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message: "refused", extensions }] });

  it("maps the SPEC section 8 codes", () => {
    expect(pickErrorKind(error({ code: "SPACE_OCCUPIED", status: 409 }))).toBe("occupied");
    expect(pickErrorKind(error({ code: "DRAFT_EXPIRED", status: 404 }))).toBe("notFound");
    expect(pickErrorKind(error({ code: "NOT_FOUND" }))).toBe("notFound");
    expect(pickErrorKind(error({ code: "NOT_BOOKABLE", status: 403 }))).toBe("notAllowed");
    expect(pickErrorKind(error({ code: "TOO_MANY_TICKETS", status: 422 }))).toBe("unknown");
    expect(pickErrorKind(new TypeError("Failed to fetch"))).toBe("unknown");
  });
});
