import { describe, expect, it } from "vitest";
import { dateLocale, formatDate, formatTime } from "./dates";

describe("dates", () => {
  it("formats dd.MM.yyyy and HH:mm in the venue time zone", () => {
    expect(formatDate("2027-06-12T15:30:00.000Z", "Europe/Helsinki")).toBe("12.06.2027");
    expect(formatTime("2027-06-12T15:30:00.000Z", "Europe/Helsinki")).toBe("18:30");
  });

  it("uses the venue's date, not UTC's, around midnight", () => {
    expect(formatDate("2027-06-12T22:30:00.000Z", "Europe/Helsinki")).toBe("13.06.2027");
    expect(formatTime("2027-06-12T22:30:00.000Z", "Europe/Helsinki")).toBe("01:30");
    expect(formatDate("2027-01-05T08:00:00.000Z", "Europe/Stockholm")).toBe("05.01.2027");
    expect(formatTime("2027-01-05T08:00:00.000Z", "Europe/Stockholm")).toBe("09:00");
  });

  it("maps languages to date locales", () => {
    expect(dateLocale("sv")).toBe("sv");
    expect(dateLocale("fi")).toBe("fi");
    expect(dateLocale("en")).toBe("en-gb");
    expect(dateLocale("de")).toBe("en-gb");
  });
});
