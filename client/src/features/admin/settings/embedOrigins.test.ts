import { describe, expect, it } from "vitest";
import { originsFieldError } from "./embedOrigins";

const line = (number: number, message: string) => `Line ${number}: ${message}`;

describe("originsFieldError", () => {
  it("names each refused entry by its line, in line order, after a refusal of the whole list", () => {
    expect(originsFieldError({ "origins.10": "bad", "origins.2": "worse", origins: "too many", other: "x" }, line)).toBe(
      "too many\nLine 3: worse\nLine 11: bad",
    );
  });

  it("is null when nothing is said of the origins", () => {
    expect(originsFieldError({ name: "x" }, line)).toBeNull();
  });
});
