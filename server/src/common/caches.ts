import { LRUCache } from "lru-cache";

/**
 * Bounds of a process-local cache. When full, the least recently used entry makes room (never the whole cache:
 * a burst of new keys must not empty it while the hot keys are being read).
 */
export interface CacheLimits {
  /** Most entries kept. */
  max: number;
  /** Milliseconds an entry is served; without it an entry lives until replaced or evicted (it carries its own version). */
  ttl?: number;
  /** Most total size kept, for caches of big bodies (the cache is then given a sizeCalculation). */
  maxSize?: number;
  /** Milliseconds after which the owner serves the entry stale while one reload runs (it checks this itself). */
  staleAfter?: number;
  /** Milliseconds after which the owner serves the entry no more: it reloads it first (it checks this itself). */
  servedStaleUntil?: number;
}

/** Every process-local cache's size and time to live, each with its reason. */
export const CACHE_LIMITS = {
  /** Public occasion views: every buyer of a flash sale reads them; an administrator's change shows within a second. */
  occasionViews: { max: 10_000, ttl: 1_000 },
  /** Occasion price lists, read with every occasion page: an administrator's change shows within a second. */
  occasionPrices: { max: 10_000, ttl: 1_000 },
  /** Occasion pages serialized per snapshot (an 8,000-place map is 330 kB): bounded in characters of JSON too. */
  occasionPages: { max: 5_000, maxSize: 256 * 1024 * 1024 },
  /** Occupancy snapshots per occasion (their age is checked per read): a venue sells dozens at a time, not thousands. */
  occupancySnapshots: { max: 5_000 },
  /**
   * Sale facts per occasion, read on every hold: refreshed in the background a second after their load, and not served
   * at all five seconds after it (a date nobody asked about since, changed meanwhile by another process).
   */
  saleInfo: { max: 10_000, staleAfter: 1_000, servedStaleUntil: 5_000 },
  /** A draft's occasion (never changes): the drafts of a large sale, a few tens of MB at most. */
  draftOccasions: { max: 200_000 },
  /** Waiting rooms' states (issue 39), each read at most once a second however many wait: the dates on sale. */
  queueRooms: { max: 1_000, ttl: 1_000 },
  /** Waiting browsers' entries (their places never change once drawn): a large on-sale's line, a few tens of MB at most. */
  queueEntries: { max: 200_000 },
  /** Whether a date's sale stands behind a waiting room, read on every hold: another process's change shows within 2 s. */
  admissionRooms: { max: 10_000, ttl: 2_000 },
  /** Which admission opened a draft (never changes once set): as many as the drafts of a large sale. */
  draftAdmissions: { max: 200_000 },
  /** Served dictionaries: every open browser revalidates on each navigation, so merged and hashed once a second at most. */
  dictionaryFiles: { max: 1_000, ttl: 1_000 },
  /** A plan's places per version and language (a 20,000-place plan's body is megabytes): the plans on sale. */
  planSpacesBodies: { max: 32 },
  /** The drawn seat map's occasion and plan: an administrator's change reaches it within 10 s (the application's map at once). */
  bootOccasions: { max: 100, ttl: 10_000 },
  /** The drawn seat map's plans, each at its latest version (a 20,000-place plan's map and places are megabytes): the plans on sale. */
  bootPlans: { max: 16 },
  /** Drawn seat-map pages per occasion and language (a large plan's is about half a megabyte): a few dozen occasions on sale. */
  bootPages: { max: 100 },
  /** Client pages with the seat map drawn in, per language and occasion: as the drawn maps. */
  clientPages: { max: 100 },
  /** What app pages' heads say of events, occasions and the venue: an administrator's change shows within 5 s. */
  pageFacts: { max: 2_000, ttl: 5_000 },
  /**
   * The server-rendered events list and event pages per origin, language and route (tens of kB each): rendered again
   * after 5 s, so an occasion's places left and an administrator's change show within that.
   */
  lightPages: { max: 2_000, ttl: 5_000 },
  /**
   * The origins that may frame the embed page (issue 40), read on every embed page and script: every process drops it
   * when any process saves them (NOTIFY embed_origins); the minute is the backstop for a notice missed while reconnecting.
   */
  embedOrigins: { max: 1, ttl: 60_000 },
  /** The embed pages per language and event (a few kB each): rendered again after 5 s, as the light pages are. */
  embedPages: { max: 2_000, ttl: 5_000 },
  /** App pages per language and route (a few kB each): every public page of a large catalogue in every language. */
  appPages: { max: 2_000 },
  /** Sitemaps per origin (PUBLIC_URL, else each name the server is reached by). */
  sitemaps: { max: 20 },
  /** Accept-Encoding headers and the coding chosen for each: browsers send a handful of distinct ones. */
  acceptEncodings: { max: 100 },
  /** Content-Security-Policy per Host header: a server is reached by a handful of names. */
  contentSecurityPolicies: { max: 100 },
} as const satisfies Record<string, CacheLimits>;

/** What LRUCache keeps as a key or value: anything but null and undefined. */
type Cacheable = NonNullable<unknown>;

/** Options a cache's owner may add: the size of an entry (with maxSize), and a clock for tests. */
export type CacheOptions<K extends Cacheable, V extends Cacheable> = Pick<LRUCache.Options<K, V, unknown>, "sizeCalculation" | "perf">;

/**
 * A least-recently-used cache within `limits`. Reads cost no timers: an entry's age is checked when it is read
 * (no autopurge), and reading does not extend it.
 */
export function createCache<K extends Cacheable, V extends Cacheable>(
  limits: CacheLimits,
  options: CacheOptions<K, V> = {},
): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: limits.max,
    // ttlResolution 0: one clock read per read, not a timer a millisecond to cache the clock in.
    ...(limits.ttl === undefined ? {} : { ttl: limits.ttl, ttlAutopurge: false, updateAgeOnGet: false, ttlResolution: 0 }),
    ...(limits.maxSize === undefined ? {} : { maxSize: limits.maxSize }),
    ...options,
  });
}

/**
 * A cache of loads: concurrent readers of a missing or expired key share one load, which is kept `limits.ttl`
 * from its start; a failed load is forgotten, so the next reader tries again. For hot public reads (an occasion
 * page during a flash sale), never for anything private. The loader is given per read, and a hit returns the
 * stored promise itself (no promise or abort controller per read, as LRUCache.fetch would make).
 */
export class LoadingCache<V> {
  private readonly loads: LRUCache<string, Promise<V>>;

  constructor(limits: CacheLimits, options: CacheOptions<string, Promise<V>> = {}) {
    this.loads = createCache(limits, options);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const known = this.loads.get(key);
    if (known) return known;
    const value = load();
    this.loads.set(key, value);
    value.catch(() => {
      if (this.loads.peek(key) === value) this.loads.delete(key);
    });
    return value;
  }

  clear(): void {
    this.loads.clear();
  }
}
