import { describe, expect, it, vi } from "vitest";
import { createCache, LoadingCache } from "./caches.js";

/** A clock the test moves by hand. */
function manualClock() {
  const clock = { ms: 1, now: () => clock.ms }; // LRUCache reads a start of 0 as "no time to live"
  return clock;
}

/** A loader that answers `key@n`, n counting its calls, so a test can tell a cached value from a reload. */
function counting() {
  let calls = 0;
  return (key: string) => () => Promise.resolve(`${key}@${++calls}`);
}

describe("createCache", () => {
  it("when full, evicts only the least recently used entry", () => {
    const cache = createCache<string, number>({ max: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1); // "a" used: "b" is now the least recently used
    cache.set("d", 4);
    expect([...cache.keys()].sort()).toEqual(["a", "c", "d"]);
  });

  it("expires an entry after its time to live, reading it not extending it", () => {
    const clock = manualClock();
    const cache = createCache<string, number>({ max: 10, ttl: 1000 }, { perf: clock });
    cache.set("a", 1);
    clock.ms = 1000;
    expect(cache.get("a")).toBe(1);
    clock.ms = 1002;
    expect(cache.get("a")).toBeUndefined();
  });

  it("with a maxSize, evicts the least recently used entries until the new one fits", () => {
    const cache = createCache<string, string>({ max: 100, maxSize: 10 }, { sizeCalculation: (value) => value.length });
    cache.set("a", "xxxx");
    cache.set("b", "xxxx");
    cache.set("c", "xxxx");
    expect([...cache.keys()].sort()).toEqual(["b", "c"]);
  });
});

describe("LoadingCache", () => {
  it("shares one load between concurrent callers of a key", async () => {
    const cache = new LoadingCache<string>({ max: 10, ttl: 1000 });
    const load = vi.fn(() => Promise.resolve("v"));
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b]).toEqual(["v", "v"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads a value older than its time to live", async () => {
    const clock = manualClock();
    const cache = new LoadingCache<string>({ max: 10, ttl: 1000 }, { perf: clock });
    const load = counting();
    expect(await cache.get("k", load("k"))).toBe("k@1");
    clock.ms = 1000;
    expect(await cache.get("k", load("k"))).toBe("k@1");
    clock.ms = 1002;
    expect(await cache.get("k", load("k"))).toBe("k@2");
  });

  it("forgets a failed load, so the next caller tries again", async () => {
    const cache = new LoadingCache<string>({ max: 10, ttl: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", () => Promise.resolve("up"))).toBe("up");
  });

  it("when full, evicts only the least recently used key", async () => {
    const cache = new LoadingCache<string>({ max: 2, ttl: 1000 });
    const load = counting();
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a")); // "a" used: "b" goes next
    await cache.get("c", load("c"));
    expect(await cache.get("a", load("a"))).toBe("a@1");
    expect(await cache.get("c", load("c"))).toBe("c@3");
    expect(await cache.get("b", load("b"))).toBe("b@4");
  });

  it("clear() makes every key load again", async () => {
    const cache = new LoadingCache<string>({ max: 10, ttl: 1000 });
    const load = counting();
    await cache.get("k", load("k"));
    cache.clear();
    expect(await cache.get("k", load("k"))).toBe("k@2");
  });
});
