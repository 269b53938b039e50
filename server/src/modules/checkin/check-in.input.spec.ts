import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { checkInDeviceSchema } from "./check-in.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("checkInDeviceSchema", () => {
  it("answers the device's name trimmed", () => {
    expect(parseInput(checkInDeviceSchema, "  Łukasz Ščerbanović's phone ", "device")).toBe("Łukasz Ščerbanović's phone");
    expect(parseInput(checkInDeviceSchema, "d".repeat(60), "device")).toHaveLength(60);
  });

  it("refuses an empty name, one past 60 characters, one with a control character, or no text, all in the device's own words", () => {
    for (const device of ["   ", "d".repeat(61), "door\u0007 2", "door\u001b[2J", 42, null])
      expect(refusedFields(() => parseInput(checkInDeviceSchema, device, "device"))).toEqual({ device: "validation.checkInDevice" });
  });
});
