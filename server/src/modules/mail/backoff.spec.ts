import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff.js";

describe("retryDelayMs", () => {
  it("waits a minute after the first failure, doubling, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("the default 30 attempts keep a message trying for about a day", () => {
    let total = 0;
    for (let attempts = 1; attempts < 30; attempts++) total += retryDelayMs(attempts);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
