import { describe, expect, it } from "vitest";
import { priceRow } from "../components/priceList";
import {
  dateBlocks,
  datesChanged,
  newSeriesFormValues,
  passShares,
  priceRange,
  seriesPlanId,
  toSeriesFormValues,
  toSeriesInput,
  validateSeriesForm,
  type SeriesFormContext,
} from "./seriesFormValues";

const languages = [{ id: "fi" }, { id: "en" }, { id: "sv" }];
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const HELSINKI = "Europe/Helsinki";

const context: SeriesFormContext = {
  languages,
  timeZone: HELSINKI,
  eventId: "event-1",
  // Listed out of order: the input sends the chosen ones by start.
  dates: [
    { id: "d3", startTime: "2027-10-15T16:00:00.000Z", status: "scheduled", planId: "plan-1" },
    { id: "d1", startTime: "2027-09-03T16:00:00.000Z", status: "scheduled", planId: "plan-1" },
    { id: "d2", startTime: "2027-09-24T16:00:00.000Z", status: "scheduled", planId: "plan-1" },
    { id: "cancelled", startTime: "2027-11-05T17:00:00.000Z", status: "cancelled", planId: "plan-1" },
    { id: "small-hall", startTime: "2027-11-12T17:00:00.000Z", status: "scheduled", planId: "plan-2" },
  ],
};

const saved = {
  names: [
    { language: "fi", text: "Syyskausi 2027" },
    { language: "sv", text: "Höstsäsongen 2027" },
  ],
  dates: [{ id: "d1" }, { id: "d2" }],
  prices: [
    { ticketTypeId: "adult", price: 20000, priceZoneId: null },
    { ticketTypeId: "adult", price: 24050, priceZoneId: "front" },
  ],
  // 12:00 in Helsinki (summer time, UTC+3) and 23:59 (winter time, UTC+2).
  saleStart: "2027-08-01T09:00:00.000Z",
  saleEnd: "2027-11-01T21:59:00.000Z",
  singleDatesOnSale: false,
  published: true,
};

describe("series form values", () => {
  it("loads a saved series: a name per language, its dates, prices in the language's euros, the sale window in the venue's time", () => {
    expect(toSeriesFormValues(saved, context, "fi")).toMatchObject({
      names: { fi: "Syyskausi 2027", en: "", sv: "Höstsäsongen 2027" },
      occasionIds: ["d1", "d2"],
      prices: [
        { ticketTypeId: "adult", price: "200,00", priceZoneId: null },
        { ticketTypeId: "adult", price: "240,50", priceZoneId: "front" },
      ],
      saleStart: "2027-08-01 12:00:00",
      saleEnd: "2027-11-01 23:59:00",
      singleDatesOnSale: false,
      published: true,
    });
    expect(newSeriesFormValues(languages)).toEqual({
      names: { fi: "", en: "", sv: "" },
      occasionIds: [],
      prices: [],
      saleStart: null,
      saleEnd: null,
      singleDatesOnSale: true,
      published: false,
    });
  });

  it("sends names without the empty ones, dates by start, prices in cents and the window as instants", () => {
    const values = {
      ...newSeriesFormValues(languages),
      names: { fi: " Syyskausi 2027 ", en: "", sv: "Höstsäsongen" },
      occasionIds: ["d3", "d1"],
      prices: [priceRow("adult", "200"), priceRow("child", "99,99"), priceRow("adult", "240.5", "front")],
      saleStart: "2027-08-01 12:00",
    };
    expect(toSeriesInput(values, context)).toEqual({
      eventId: "event-1",
      names: [
        { language: "fi", text: "Syyskausi 2027" },
        { language: "sv", text: "Höstsäsongen" },
      ],
      occasionIds: ["d1", "d3"],
      prices: [
        { ticketTypeId: "adult", price: 20000 },
        { ticketTypeId: "child", price: 9999 },
        { ticketTypeId: "adult", price: 24050, priceZoneId: "front" },
      ],
      saleStart: "2027-08-01T09:00:00.000Z",
      saleEnd: null,
      singleDatesOnSale: true,
      published: false,
    });
  });

  it("sends a saved series back as it was loaded", () => {
    const input = toSeriesInput(toSeriesFormValues(saved, context, "en"), context, saved);
    expect(input).toEqual({
      eventId: "event-1",
      names: saved.names,
      occasionIds: ["d1", "d2"],
      prices: [
        { ticketTypeId: "adult", price: 20000 },
        { ticketTypeId: "adult", price: 24050, priceZoneId: "front" },
      ],
      saleStart: saved.saleStart,
      saleEnd: saved.saleEnd,
      singleDatesOnSale: false,
      published: true,
    });
  });

  it("needs the default language's name, two dates or more on one plan and none cancelled", () => {
    const values = { ...newSeriesFormValues(languages), names: { fi: "", en: "Autumn", sv: "" }, occasionIds: ["d1"] };
    expect(validateSeriesForm(values, context, t)).toEqual({
      "names.fi": "validation.required",
      occasionIds: 'adminSeries.datesCount {"max":60}',
    });
    const named = { ...values, names: { fi: "Syyskausi", en: "", sv: "" } };
    expect(validateSeriesForm({ ...named, occasionIds: ["d1", "d2"] }, context, t)).toEqual({});
    expect(validateSeriesForm({ ...named, occasionIds: ["d1", "cancelled"] }, context, t)).toEqual({
      occasionIds: "adminSeries.dateCancelled",
    });
    expect(validateSeriesForm({ ...named, occasionIds: ["d1", "small-hall"] }, context, t)).toEqual({
      occasionIds: "adminSeries.datesOnePlan",
    });
    const tooMany = Array.from({ length: 61 }, (_, index) => `date-${index}`);
    expect(validateSeriesForm({ ...named, occasionIds: tooMany }, context, t).occasionIds).toBe('adminSeries.datesCount {"max":60}');
  });

  it("checks the price rows, a price to publish with, and a sale that closes after it opens", () => {
    const values = { ...newSeriesFormValues(languages), names: { fi: "Syyskausi", en: "", sv: "" }, occasionIds: ["d1", "d2"] };
    expect(validateSeriesForm({ ...values, published: true }, context, t)).toEqual({ prices: "adminEvents.prices.neededToPublish" });
    expect(validateSeriesForm({ ...values, prices: [priceRow("adult", "-1")] }, context, t)).toEqual({
      "prices.0.price": "adminEvents.prices.negative",
    });
    expect(validateSeriesForm({ ...values, prices: [priceRow("adult", "10", "old-zone")] }, context, t, ["front"])).toEqual({
      "prices.0.priceZoneId": "catalogAdmin.zonePrices.zoneNotInPlan",
    });
    const window = { ...values, saleStart: "2027-08-01 12:00:00", saleEnd: "2027-08-01 12:00:00" };
    expect(validateSeriesForm(window, context, t)).toEqual({ saleEnd: "adminSeries.saleWindow" });
    expect(validateSeriesForm({ ...window, saleEnd: "2027-08-01 12:01:00" }, context, t)).toEqual({});
  });

  it("offers the dates no other series has and that are not cancelled, keeping the chosen ones choosable", () => {
    const blocks = dateBlocks(context.dates, [{ id: "other", name: "Kevät", dates: [{ id: "d3" }] }], null, ["cancelled"]);
    expect(Object.fromEntries(blocks)).toEqual({
      d1: null,
      d2: null,
      d3: { reason: "otherSeries", seriesName: "Kevät" },
      cancelled: null,
      "small-hall": null,
    });
    // The series' own dates (in the list as it is saved) are never another's.
    const own = dateBlocks(context.dates, [{ id: "this", name: "Syksy", dates: [{ id: "d3" }] }], "this", []);
    expect(own.get("d3")).toBeNull();
    expect(own.get("cancelled")).toEqual({ reason: "cancelled" });
  });

  it("tells the plan of the chosen dates, and whether the dates changed from the saved ones", () => {
    expect(seriesPlanId(["small-hall"], context.dates)).toBe("plan-2");
    expect(seriesPlanId([], context.dates)).toBeNull();
    const values = toSeriesFormValues(saved, context, "en");
    expect(datesChanged(values, saved)).toBe(false);
    expect(datesChanged({ ...values, occasionIds: ["d2", "d1"] }, saved)).toBe(false);
    expect(datesChanged({ ...values, occasionIds: ["d1", "d3"] }, saved)).toBe(true);
    expect(datesChanged(values, null)).toBe(false);
  });

  it("shares a pass price over its dates as a refund does, and spans a price list", () => {
    expect(passShares(20000, 8)).toEqual({ share: 2500, extra: 0 });
    // 100.00 over 3 dates: 33.34 for the first, 33.33 for the other two.
    expect(passShares(10000, 3)).toEqual({ share: 3333, extra: 1 });
    expect(priceRange([{ price: 24050 }, { price: 20000 }, { price: 9999 }])).toEqual({ from: 9999, to: 24050 });
    expect(priceRange([])).toBeNull();
  });
});
