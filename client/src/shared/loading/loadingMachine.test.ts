import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingMachine, LONG_LOADING_MS, type LoadingPhase } from "./loadingMachine";

describe("loading machine", () => {
  let phases: LoadingPhase[];
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  const machine = (options: { delay?: number; longDelay?: number } = {}) =>
    createLoadingMachine({ ...options, onChange: (phase) => phases.push(phase) });

  it("shows the bar at once with the default delay of 0 ms", () => {
    const m = machine();
    m.setPending(true);
    expect(m.phase).toBe("loading");
  });

  it("becomes long loading 10000 ms after the bar appeared", () => {
    const m = machine();
    m.setPending(true);
    vi.advanceTimersByTime(LONG_LOADING_MS - 1);
    expect(m.phase).toBe("loading");
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe("longLoading");
    expect(phases).toEqual(["loading", "longLoading"]);
  });

  it("returns to done when nothing is pending", () => {
    const m = machine();
    m.setPending(true);
    vi.advanceTimersByTime(LONG_LOADING_MS);
    m.setPending(false);
    expect(m.phase).toBe("done");
    expect(phases).toEqual(["loading", "longLoading", "done"]);
  });

  it("waits for the delay before showing the bar", () => {
    const m = machine({ delay: 200 });
    m.setPending(true);
    vi.advanceTimersByTime(199);
    expect(m.phase).toBe("done");
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe("loading");
    vi.advanceTimersByTime(LONG_LOADING_MS);
    expect(m.phase).toBe("longLoading");
  });

  it("never shows anything for a fetch shorter than the delay", () => {
    const m = machine({ delay: 200 });
    m.setPending(true);
    vi.advanceTimersByTime(100);
    m.setPending(false);
    vi.advanceTimersByTime(LONG_LOADING_MS * 2);
    expect(phases).toEqual([]);
  });

  it("restarts the long-loading wait for a new fetch", () => {
    const m = machine();
    m.setPending(true);
    vi.advanceTimersByTime(9_000);
    m.setPending(false);
    m.setPending(true);
    vi.advanceTimersByTime(9_000);
    expect(m.phase).toBe("loading");
    vi.advanceTimersByTime(1_000);
    expect(m.phase).toBe("longLoading");
  });

  it("ignores repeated pending values", () => {
    const m = machine();
    m.setPending(true);
    vi.advanceTimersByTime(5_000);
    m.setPending(true);
    vi.advanceTimersByTime(5_000);
    expect(m.phase).toBe("longLoading");
  });

  it("stops its timer on dispose", () => {
    const m = machine();
    m.setPending(true);
    m.dispose();
    vi.advanceTimersByTime(LONG_LOADING_MS * 2);
    expect(m.phase).toBe("loading");
  });
});
