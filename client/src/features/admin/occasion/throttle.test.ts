import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then collapses calls inside the window into one at its end", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // The trailing call opened a new window.
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("runs at once again after a quiet window", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    vi.advanceTimersByTime(1000);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("drops a pending call when cancelled", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
