import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { occasionInputFields } from "./occasion-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

const start = new Date("2027-05-01T16:00:00Z");

describe("occasionInputFields", () => {
  it("answers the times, the window, the status, the plan id lower-cased (null when empty) and the bare name trimmed", () => {
    expect(parseInput(occasionInputFields.times, { startTime: start, headsUpDays: 14, accessibleHoldbackHours: null })).toEqual({
      startTime: start,
      headsUpDays: 14,
      accessibleHoldbackHours: null,
    });
    expect(parseInput(occasionInputFields.bookingWindow, { bookableStartTime: null, bookableEndTime: start })).toEqual({
      bookableStartTime: null,
      bookableEndTime: start,
    });
    expect(parseInput(occasionInputFields.status, "completed")).toBe("completed");
    expect(parseInput(occasionInputFields.planId, "")).toBeNull();
    expect(parseInput(occasionInputFields.planId, "0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(parseInput(occasionInputFields.name, "  Łukasz Ščerbanović  ")).toBe("Łukasz Ščerbanović");
  });

  it("refuses a missing start, dates out of the pickers' range, and bad numbers, all at once", () => {
    expect(refusedFields(() => parseInput(occasionInputFields.times, { headsUpDays: -1, accessibleHoldbackHours: 0 }))).toEqual({
      startTime: "validation.required",
      headsUpDays: "validation.headsUpDays",
      accessibleHoldbackHours: "validation.accessibleHoldbackHours",
    });
    expect(
      refusedFields(() =>
        parseInput(occasionInputFields.times, {
          startTime: new Date("2100-01-01T00:00:00Z"),
          headsUpDays: "10,0",
          accessibleHoldbackHours: 1.5,
        }),
      ),
    ).toEqual({
      startTime: "validation.dateRange",
      headsUpDays: "validation.headsUpDays",
      accessibleHoldbackHours: "validation.accessibleHoldbackHours",
    });
    expect(refusedFields(() => parseInput(occasionInputFields.endTime, new Date(Number.NaN), "endTime"))).toEqual({
      endTime: "validation.dateRange",
    });
  });

  it("takes an end time left out or null as none (the argument is nullable)", () => {
    expect(parseInput(occasionInputFields.endTime, undefined, "endTime")).toBeUndefined();
    expect(parseInput(occasionInputFields.endTime, null, "endTime")).toBeNull();
  });

  it("refuses a window that closes before it opens at its end, an unknown status, a malformed plan and a too long name", () => {
    expect(
      refusedFields(() =>
        parseInput(occasionInputFields.bookingWindow, { bookableStartTime: start, bookableEndTime: new Date("2027-04-01T00:00:00Z") }),
      ),
    ).toEqual({ bookableEndTime: "validation.windowInverted" });
    expect(refusedFields(() => parseInput(occasionInputFields.status, "Scheduled", "status"))).toEqual({
      status: "validation.occasionStatus",
    });
    expect(refusedFields(() => parseInput(occasionInputFields.planId, "plan-1", "planId"))).toEqual({ planId: "validation.planUnknown" });
    expect(refusedFields(() => parseInput(occasionInputFields.name, "x".repeat(201), "name"))).toEqual({ name: "validation.tooLong" });
  });
});
