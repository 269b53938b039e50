import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDismissTimer, halfOfRemaining, TOAST_AUTO_CLOSE_MS } from "./dismissTimer";

describe("dismiss timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("expires after the auto-hide duration (5000 ms)", () => {
    const onExpire = vi.fn();
    createDismissTimer({ duration: TOAST_AUTO_CLOSE_MS, onExpire }).start();
    vi.advanceTimersByTime(4_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("pauses while hovered", () => {
    const onExpire = vi.fn();
    const timer = createDismissTimer({ duration: 5_000, onExpire });
    timer.start();
    vi.advanceTimersByTime(1_000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("resumes with half the duration", () => {
    const onExpire = vi.fn();
    const timer = createDismissTimer({ duration: 5_000, onExpire });
    timer.start();
    vi.advanceTimersByTime(4_000);
    timer.pause();
    vi.advanceTimersByTime(10_000);
    timer.resume();
    vi.advanceTimersByTime(2_499);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("can resume with half the remaining time instead", () => {
    const onExpire = vi.fn();
    const timer = createDismissTimer({ duration: 5_000, onExpire, resume: halfOfRemaining });
    timer.start();
    vi.advanceTimersByTime(4_000);
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(499);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("does nothing after clear, and resume without pause is ignored", () => {
    const onExpire = vi.fn();
    const timer = createDismissTimer({ duration: 5_000, onExpire });
    timer.start();
    timer.resume();
    vi.advanceTimersByTime(4_999);
    timer.clear();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.running).toBe(false);
  });
});
