import { describe, expect, it } from "vitest";
import { priceRow } from "../components/priceList";
import {
  newOccasionFormValues,
  toOccasionFormValues,
  toOccasionInput,
  validateEndTime,
  validateOccasionForm,
  type OccasionFormContext,
  type SavedOccasion,
} from "./occasionFormValues";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const context: OccasionFormContext = {
  languages: [{ id: "en" }, { id: "fi" }, { id: "sv" }],
  timeZone: "Europe/Helsinki",
  eventPlanId: "event-plan",
  eventHasPrices: true,
};

const saved: SavedOccasion = {
  names: [
    { language: "en", text: "Premiere" },
    { language: "fi", text: "Ensi-ilta" },
  ],
  titles: [{ language: "fi", text: "Ensi-ilta" }],
  startTime: "2027-10-31T01:30:00.000Z",
  endTime: null,
  status: "scheduled",
  bookable: true,
  bookableStartTime: "2027-03-28T01:00:00.000Z",
  bookableEndTime: null,
  planId: "event-plan",
  customPricing: false,
  prices: [{ ticketTypeId: "adult", price: 2550 }],
  published: true,
  headsUpDays: 14,
  seasonal: true,
};

describe("occasion form values", () => {
  it("loads a saved occasion in the venue's wall time, the event's plan as none of its own", () => {
    const values = toOccasionFormValues(saved, context, "en");
    expect(values).toMatchObject({
      names: { en: "Premiere", fi: "Ensi-ilta", sv: "" },
      titles: { en: "", fi: "Ensi-ilta", sv: "" },
      // The second 03:30 of the autumn change day (already winter time).
      startTime: "2027-10-31 03:30:00",
      bookableStartTime: "2027-03-28 04:00:00",
      bookableEndTime: null,
      planId: null,
      prices: [{ ticketTypeId: "adult", price: "25.50" }],
      headsUpDays: 14,
    });
  });

  it("saves unchanged dates as the same instants, changed ones in the venue's zone", () => {
    const values = toOccasionFormValues(saved, context, "en");
    const input = toOccasionInput(values, context, saved);
    expect(input.startTime).toBe(saved.startTime);
    expect(input.bookableStartTime).toBe(saved.bookableStartTime);
    expect(input).toMatchObject({ planId: null, prices: null, customPricing: false, titles: [{ language: "fi", text: "Ensi-ilta" }] });
    // The name per language (issue 17), blank ones left out; no single `name`.
    expect(input.names).toEqual([
      { language: "en", text: "Premiere" },
      { language: "fi", text: "Ensi-ilta" },
    ]);
    expect(input).not.toHaveProperty("name");

    const changed = toOccasionInput({ ...values, startTime: "2027-11-01 19:00:00", customPricing: true, planId: "own" }, context, saved);
    expect(changed).toMatchObject({
      startTime: "2027-11-01T17:00:00.000Z",
      planId: "own",
      prices: [{ ticketTypeId: "adult", price: 2550 }],
    });
  });

  it("starts a new occasion from the event's prices, scheduled and unpublished", () => {
    expect(newOccasionFormValues(context.languages, [{ ticketTypeId: "adult", price: 1000 }], "fi")).toMatchObject({
      startTime: null,
      status: "scheduled",
      bookable: true,
      published: false,
      customPricing: false,
      prices: [{ ticketTypeId: "adult", price: "10,00" }],
    });
  });

  it("refuses an inverted sale window, a start after the saved end, bad own prices", () => {
    const values = {
      ...toOccasionFormValues(saved, context, "en"),
      startTime: "2027-11-02 19:00:00",
      bookableStartTime: "2027-10-01 10:00:00",
      bookableEndTime: "2027-09-01 10:00:00",
      customPricing: true,
      prices: [priceRow("adult", "-1")],
    };
    expect(validateOccasionForm(values, { ...context, endTime: "2027-11-01T20:00:00.000Z" }, t)).toEqual({
      bookableEndTime: "adminOccasions.windowInverted",
      startTime: 'adminOccasions.startAfterEnd {"end":"01.11.2027 22:00"}',
      "prices.0.price": "adminEvents.prices.negative",
    });
    // Closing the moment it opens is inverted too (the server wants the close after the open).
    expect(validateOccasionForm({ ...values, bookableEndTime: values.bookableStartTime, prices: [] }, context, t)).toMatchObject({
      bookableEndTime: "adminOccasions.windowInverted",
      prices: "adminEvents.prices.neededToPublish",
    });
  });

  it("a name longer than the server allows is an error in its language's tab", () => {
    const values = toOccasionFormValues(saved, context, "en");
    expect(validateOccasionForm({ ...values, names: { ...values.names, sv: "x".repeat(201) } }, context, t)).toEqual({
      "names.sv": 'validation.maxLength {"count":200}',
    });
  });

  it("cannot publish on the event's prices when the event has none", () => {
    const values = toOccasionFormValues(saved, context, "en");
    expect(validateOccasionForm(values, { ...context, eventHasPrices: false }, t)).toEqual({
      published: "adminOccasions.eventHasNoPrices",
    });
    expect(validateOccasionForm({ ...values, published: false }, { ...context, eventHasPrices: false }, t)).toEqual({});
  });

  it("an end time must not be before the start", () => {
    expect(validateEndTime("2027-10-31 03:00:00", saved.startTime, context.timeZone, t)).toBe("adminOccasions.endBeforeStart");
    expect(validateEndTime("2027-10-31 05:00:00", saved.startTime, context.timeZone, t)).toBeNull();
    expect(validateEndTime(null, saved.startTime, context.timeZone, t)).toBeNull();
  });
});
