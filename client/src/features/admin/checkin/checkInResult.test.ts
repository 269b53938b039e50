import { describe, expect, it } from "vitest";
import { presentScan, RepeatFilter, REPEAT_SCAN_MS, storedDeviceName } from "./checkInResult";

describe("presentScan", () => {
  it("admits only a valid ticket, in green; a used one is orange, every other refusal red", () => {
    expect(presentScan("ADMITTED")).toMatchObject({ color: "green", admit: true });
    expect(presentScan("ALREADY_USED")).toMatchObject({ color: "orange", admit: false });
    for (const outcome of ["WRONG_OCCASION", "CANCELLED", "UNPAID", "UNKNOWN", "FORGED"] as const)
      expect(presentScan(outcome), outcome).toMatchObject({ color: "red", admit: false });
  });
});

describe("RepeatFilter", () => {
  it("takes a code held up to the camera once, and again after the interval or after another code", () => {
    const filter = new RepeatFilter();
    expect(filter.accept("A", 0)).toBe(true);
    expect(filter.accept("A", 100)).toBe(false);
    expect(filter.accept("A", 100 + REPEAT_SCAN_MS - 1)).toBe(false);
    expect(filter.accept("A", 100 + 2 * REPEAT_SCAN_MS)).toBe(true);
    expect(filter.accept("B", 100 + 2 * REPEAT_SCAN_MS + 1)).toBe(true);
    expect(filter.accept("A", 100 + 2 * REPEAT_SCAN_MS + 2)).toBe(true);
  });
});

describe("storedDeviceName", () => {
  it("names a new device once and keeps the name", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    const name = storedDeviceName(storage, "Device", () => 0);
    expect(name).toBe("Device AAAA");
    expect(storedDeviceName(storage, "Laite", () => 0.99)).toBe(name);
  });
});
