import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache.js";

/** A loader that answers `key@n`, n counting its calls, so a test can tell a cached value from a reload. */
function counting() {
  let calls = 0;
  return (key: string) => () => Promise.resolve(`${key}@${++calls}`);
}

describe("TtlCache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shares one load between concurrent callers of a key", async () => {
    const cache = new TtlCache<string>(1000);
    const load = vi.fn(() => Promise.resolve("v"));
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b]).toEqual(["v", "v"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads a value older than its time to live", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000);
    const load = counting();
    expect(await cache.get("k", load("k"))).toBe("k@1");
    vi.advanceTimersByTime(999);
    expect(await cache.get("k", load("k"))).toBe("k@1");
    vi.advanceTimersByTime(1);
    expect(await cache.get("k", load("k"))).toBe("k@2");
  });

  it("forgets a failed load, so the next caller tries again", async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", () => Promise.resolve("up"))).toBe("up");
  });

  it("when full, evicts only the entry loaded longest ago", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000, 3);
    const load = counting();
    await cache.get("a", load("a"));
    vi.advanceTimersByTime(10);
    await cache.get("b", load("b"));
    await cache.get("c", load("c"));
    await cache.get("d", load("d")); // full: "a" goes
    expect(await cache.get("b", load("b"))).toBe("b@2");
    expect(await cache.get("c", load("c"))).toBe("c@3");
    expect(await cache.get("d", load("d"))).toBe("d@4");
    expect(await cache.get("a", load("a"))).toBe("a@5"); // reloaded; "b" goes
    expect(await cache.get("c", load("c"))).toBe("c@3");
    expect(await cache.get("b", load("b"))).toBe("b@6");
  });

  it("a reloaded key moves to the back of the eviction order", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000, 2);
    const load = counting();
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    vi.advanceTimersByTime(1000);
    expect(await cache.get("a", load("a"))).toBe("a@3"); // stale: reloaded, now the newest
    await cache.get("c", load("c")); // full: "b", the oldest load, goes
    expect(await cache.get("a", load("a"))).toBe("a@3");
    expect(await cache.get("c", load("c"))).toBe("c@4");
  });
});
