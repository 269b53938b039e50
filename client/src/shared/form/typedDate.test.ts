import { describe, expect, it } from "vitest";
import { formatFieldDate, parseTypedDate, parseTypedDateTime, readTypedDate, readTypedDateTime } from "./typedDate";

describe("parseTypedDateTime", () => {
  it("reads the ways people write a day and a time in en, fi and sv", () => {
    const christmasEve = "2026-12-24 19:00:00";
    for (const text of [
      "24.12.2026 19:00",
      "24.12.2026 19.00",
      "24.12.2026 klo 19.00",
      "24.12.2026 KLO 19",
      "24.12.2026 kl. 19.00",
      "24.12.2026 kl 19:00",
      "24.12.2026, 19.00",
      "  24. 12. 2026   19:00 ",
      "24-12-2026 19:00",
      "2026-12-24 19:00",
      "2026-12-24T19:00",
      "2026-12-24 19:00:00",
      "2026/12/24 19:00",
      "24.12.2026 7:00 pm",
      "24.12.2026 7 PM",
      "24.12.2026 at 7.00 p.m.",
    ])
      expect(parseTypedDateTime(text), text).toBe(christmasEve);
    expect(parseTypedDateTime("5.3.2027 9.05")).toBe("2027-03-05 09:05:00");
    expect(parseTypedDateTime("5.3.2027 12:30 am")).toBe("2027-03-05 00:30:00");
    expect(parseTypedDateTime("5.3.2027 12:30 pm")).toBe("2027-03-05 12:30:00");
    expect(parseTypedDateTime("29.2.2028 0.00")).toBe("2028-02-29 00:00:00");
  });

  it("says why a text is not a day and a time", () => {
    const problems: Record<string, string> = {
      "": "format",
      garbage: "format",
      "24.12.26 19:00": "format",
      // Month first or day first? Refused rather than guessed.
      "12/24/2026 7:00 PM": "format",
      "5/3/2027 19:00": "format",
      "24.12.2026 1900": "format",
      "31.2.2027 19:00": "noSuchDay",
      "29.2.2027 19:00": "noSuchDay",
      "24.13.2026 19:00": "noSuchDay",
      "24.12.2026": "time",
      "24.12.2026 24:00": "time",
      "24.12.2026 19:60": "time",
      "24.12.2026 13:00 pm": "time",
      "24.12.1899 19:00": "range",
      "1.1.2100 00:00": "range",
    };
    for (const [text, problem] of Object.entries(problems)) expect(readTypedDateTime(text), text).toEqual({ problem });
  });
});

describe("parseTypedDate", () => {
  it("reads a day written day first or year first", () => {
    for (const text of ["24.12.2026", "24.12.2026.", "24-12-2026", "2026-12-24", " 24. 12. 2026 "])
      expect(parseTypedDate(text), text).toBe("2026-12-24");
  });

  it("says why a text is not a day", () => {
    expect(readTypedDate("24.12.")).toEqual({ problem: "format" });
    expect(readTypedDate("24.12.2026 19:00")).toEqual({ problem: "format" });
    expect(readTypedDate("30.2.2026")).toEqual({ problem: "noSuchDay" });
    expect(readTypedDate("1.1.2100")).toEqual({ problem: "range" });
  });
});

describe("formatFieldDate", () => {
  it("shows a stored value as the fields and tables do", () => {
    expect(formatFieldDate("2026-12-24 19:00:00", true)).toBe("24.12.2026 19:00");
    expect(formatFieldDate("2026-12-24 19:00", true)).toBe("24.12.2026 19:00");
    expect(formatFieldDate("2026-12-24", false)).toBe("24.12.2026");
    expect(formatFieldDate(null, true)).toBe("");
  });
});
