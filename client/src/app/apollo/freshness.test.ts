import { describe, expect, it } from "vitest";
import { createFreshnessTracker, FRESHNESS_MS, operationKey } from "./freshness";

describe("freshness", () => {
  it("keeps data fresh for 10 s", () => {
    let now = 1_000;
    const tracker = createFreshnessTracker(FRESHNESS_MS, () => now);
    expect(tracker.isFresh("Events")).toBe(false);
    tracker.markFetched("Events");
    now += 9_999;
    expect(tracker.isFresh("Events")).toBe(true);
    now += 1;
    expect(tracker.isFresh("Events")).toBe(false);
  });

  it("forgets everything on reset", () => {
    const tracker = createFreshnessTracker();
    tracker.markFetched("Events");
    tracker.reset();
    expect(tracker.isFresh("Events")).toBe(false);
  });

  it("keys by operation and variables, independent of key order", () => {
    expect(operationKey("Events")).toBe("Events");
    expect(operationKey("Event", { id: "1", x: 2 })).toBe(operationKey("Event", { x: 2, id: "1" }));
    expect(operationKey("Event", { id: "1" })).not.toBe(operationKey("Event", { id: "2" }));
  });
});
