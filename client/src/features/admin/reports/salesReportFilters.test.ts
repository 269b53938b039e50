import { describe, expect, it } from "vitest";
import { dayIn, parseSalesReportFilters, salesReportExportUrl, salesReportFiltersToParams } from "./salesReportFilters";

describe("the sales report's filters", () => {
  it("default to this month so far in the venue's time zone", () => {
    // 22:30 UTC on 31 March is already 1 April in Helsinki.
    const now = new Date("2027-03-31T22:30:00Z");
    expect(dayIn(now, "Europe/Helsinki")).toBe("2027-04-01");
    expect(parseSalesReportFilters(new URLSearchParams(), now, "Europe/Helsinki")).toEqual({
      from: "2027-04-01",
      to: "2027-04-01",
      eventId: null,
    });
    expect(parseSalesReportFilters(new URLSearchParams(), now, "UTC")).toEqual({ from: "2027-03-01", to: "2027-03-31", eventId: null });
  });

  it("read days and the event from the URL, ignoring malformed days", () => {
    const params = new URLSearchParams("from=2027-01-05&to=soon&eventId=e1");
    expect(parseSalesReportFilters(params, new Date("2027-02-10T12:00:00Z"), "Europe/Helsinki")).toEqual({
      from: "2027-01-05",
      to: "2027-02-10",
      eventId: "e1",
    });
  });

  it("round-trip through the URL and give the export's URL in the interface language", () => {
    const filters = { from: "2027-01-01", to: "2027-01-31", eventId: "e1" };
    expect(salesReportFiltersToParams(filters).toString()).toBe("from=2027-01-01&to=2027-01-31&eventId=e1");
    expect(salesReportExportUrl("xlsx", { ...filters, eventId: null }, "fi")).toBe(
      "/api/admin/reports/sales.xlsx?from=2027-01-01&to=2027-01-31&lng=fi",
    );
  });
});
