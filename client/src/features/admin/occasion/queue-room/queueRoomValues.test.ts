import { describe, expect, it } from "vitest";
import { conversionPercent, pausedInput, rateOf, settingsKey, toQueueRoomFormValues, toQueueRoomInput } from "./queueRoomValues";

const room = { enabled: true, highDemand: false, ratePerMinute: null, paused: false };

describe("the waiting room's form values", () => {
  it("start from the saved settings, an automatic rate as an empty field", () => {
    expect(toQueueRoomFormValues(room)).toEqual({ enabled: true, highDemand: false, automatic: true, rate: "" });
    expect(toQueueRoomFormValues({ ...room, ratePerMinute: 120 })).toMatchObject({ automatic: false, rate: 120 });
  });

  it("send null for an automatic or empty rate, and a typed one as it is for the server to judge", () => {
    expect(rateOf({ automatic: true, rate: 50 })).toBeNull();
    expect(rateOf({ automatic: false, rate: "" })).toBeNull();
    expect(rateOf({ automatic: false, rate: "  " })).toBeNull();
    expect(rateOf({ automatic: false, rate: 50 })).toBe(50);
    expect(rateOf({ automatic: false, rate: "250000" })).toBe(250000);
    expect(rateOf({ automatic: false, rate: "-" })).toBeNaN();
    expect(toQueueRoomInput({ enabled: false, highDemand: true, automatic: false, rate: 30 }, true)).toEqual({
      enabled: false,
      highDemand: true,
      ratePerMinute: 30,
      paused: true,
    });
  });

  it("pause with the saved settings", () => {
    expect(pausedInput({ ...room, ratePerMinute: 40 }, true)).toEqual({
      enabled: true,
      highDemand: false,
      ratePerMinute: 40,
      paused: true,
    });
  });

  it("count the conversion of admissions into bookings", () => {
    expect(conversionPercent({ admitted: 0, converted: 0 })).toBeNull();
    expect(conversionPercent({ admitted: 3, converted: 2 })).toBe(67);
  });

  it("key the form on the settings, not the pause or the counts", () => {
    expect(settingsKey(room)).toBe(settingsKey({ ...room, paused: true }));
    expect(settingsKey(room)).not.toBe(settingsKey({ ...room, ratePerMinute: 10 }));
  });
});
