import { describe, expect, it } from "vitest";
import { dateLocale } from "./dates";

describe("dates", () => {
  it("maps languages to date locales", () => {
    expect(dateLocale("sv")).toBe("sv");
    expect(dateLocale("fi")).toBe("fi");
    expect(dateLocale("en")).toBe("en-gb");
    expect(dateLocale("de")).toBe("en-gb");
  });
});
