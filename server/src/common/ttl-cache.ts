/**
 * A tiny single-flight cache: concurrent callers of a missing or stale key share one load, and a value
 * lives `ttlMs`. For hot public reads (an occasion page during a flash sale), never for anything private.
 * When full, a new key evicts the entry loaded longest ago (the next to go stale), never the whole cache: a
 * burst of new keys must not empty it while the hot keys are being read.
 */
export class TtlCache<V> {
  /** In load order: every load (re)inserts its key at the back. */
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.value;
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
