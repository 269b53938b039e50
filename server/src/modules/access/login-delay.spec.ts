import { describe, expect, it } from "vitest";
import { LOGIN_DELAY_CAP_MS, loginDelayMs } from "./access.service.js";

describe("loginDelayMs (an e-mail tried from many addresses is slowed down, never locked)", () => {
  it("no delay within the limit, then 100 ms doubling per attempt", () => {
    expect([1, 10].map((attempts) => loginDelayMs(attempts, 10))).toEqual([0, 0]);
    expect([11, 12, 13, 14, 15].map((attempts) => loginDelayMs(attempts, 10))).toEqual([100, 200, 400, 800, 1600]);
  });

  it("capped at a few seconds, however many attempts", () => {
    expect(LOGIN_DELAY_CAP_MS).toBe(3000);
    expect(loginDelayMs(16, 10)).toBe(3000);
    expect(loginDelayMs(10_000, 10)).toBe(3000);
    expect(loginDelayMs(Number.MAX_SAFE_INTEGER, 10)).toBe(3000);
  });
});
