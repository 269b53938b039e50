import { describe, expect, it } from "vitest";
import { moveItem } from "./languageOrder";

describe("moveItem", () => {
  it("moves an item up and down", () => {
    expect(moveItem(["en", "fi", "sv"], 2, 1)).toEqual(["en", "sv", "fi"]);
    expect(moveItem(["en", "fi", "sv"], 0, 1)).toEqual(["fi", "en", "sv"]);
    expect(moveItem(["en", "fi", "sv"], 0, 2)).toEqual(["fi", "sv", "en"]);
  });

  it("leaves the list as it is for a move out of range, and never changes its input", () => {
    const input = ["en", "fi"];
    expect(moveItem(input, 0, -1)).toEqual(["en", "fi"]);
    expect(moveItem(input, 1, 2)).toEqual(["en", "fi"]);
    moveItem(input, 0, 1);
    expect(input).toEqual(["en", "fi"]);
  });
});
