import { describe, expect, it } from "vitest";
import { aSeasonOn, nextSeriesFormValues, toNextSeriesInput } from "./nextSeriesValues";

describe("next season's form values", () => {
  it("moves a wall time 52 weeks on: the same weekday and time, across daylight saving", () => {
    // Sunday 10:00 in winter time (the clocks went back that night) -> Sunday 10:00 in summer time a year on.
    expect(aSeasonOn("2026-10-25 10:00:00")).toBe("2027-10-24 10:00:00");
    expect(aSeasonOn(null)).toBeNull();
  });

  it("starts with last season's sale start a year on in the venue's zone, or empty without one", () => {
    // 10:00 EET on 25.10.2026 (08:00Z) -> 10:00 EEST on 24.10.2027 (07:00Z).
    const values = nextSeriesFormValues("2026-10-25T08:00:00.000Z", "Europe/Helsinki");
    expect(values).toEqual({ saleStart: "2027-10-24 10:00:00", name: "", headsUpDays: "" });
    expect(toNextSeriesInput(values, "Europe/Helsinki")).toEqual({ saleStart: "2027-10-24T07:00:00.000Z", name: null, headsUpDays: null });
    expect(nextSeriesFormValues(null, "Europe/Helsinki").saleStart).toBeNull();
  });

  it("sends a trimmed name and the days given", () => {
    expect(toNextSeriesInput({ saleStart: null, name: "  Kevät 2027 ", headsUpDays: 0 }, "Europe/Helsinki")).toEqual({
      saleStart: null,
      name: "Kevät 2027",
      headsUpDays: 0,
    });
  });
});
