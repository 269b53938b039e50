import { createHash, randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { CACHE_LIMITS, createCache } from "../../common/caches.js";
import { logger } from "../../common/logger.js";
import type { PgListener } from "../../common/pg-listener.js";
import type { AvailabilityView, SpaceOccupancyView } from "./occasion.results.js";

/**
 * Channel of the cross-process occupancy notifications (payload `<occasionId>|<sender>`). Holds do not
 * NOTIFY in their own transactions: PostgreSQL serializes the commits of notifying transactions on a
 * global lock, which capped a flash sale at a few hundred holds/s. Each process instead announces the
 * occasions it changed, coalesced, a few times a second (OccupancyFeed).
 */
export const OCCUPANCY_CHANNEL = "occupancy_changed";

export interface OccupancySnapshot {
  occasionId: string;
  occupancy: SpaceOccupancyView[];
  availability: AvailabilityView;
  /** Strong validator of the map, for HTTP ETag / If-None-Match. */
  etag: string;
  takenAt: number;
  /** This process's number of the snapshot: a later snapshot of an occasion has a larger one. */
  serial: number;
}

/**
 * What one subscriber of the live feed is sent: the newest snapshot and the spaces that changed since the update
 * this subscriber had before (`complete`: every space, for its first update and after any it could not follow).
 * At 20,000 places the whole state is about 1.5 MB of JSON; a hold changes one entry.
 */
export interface OccupancyFeedUpdate {
  snapshot: OccupancySnapshot;
  changes: SpaceOccupancyView[];
  complete: boolean;
}

interface Entry {
  snapshot?: OccupancySnapshot;
  loading?: Promise<OccupancySnapshot>;
  dirty: boolean;
  /** What each of the latest snapshots changed, oldest first (for the live feed's updates). */
  history: SnapshotChanges[];
}

/** The spaces whose count or capacity differ between two consecutive snapshots of an occasion. */
interface SnapshotChanges {
  previousSerial: number;
  serial: number;
  spaces: SpaceOccupancyView[];
}

/** Snapshots whose changes are kept: readers load one at most every 200 ms, so a dozen seconds of them. */
const HISTORY_LENGTH = 64;

/**
 * Per-occasion occupancy read from the counters (never by counting tickets), shared by every reader
 * of this process: refreshed at most once per `maxAgeMs` with single-flight, sooner (but at most every
 * `dirtyMinAgeMs`) once a change is known. So many watchers cost about one query per occasion per second.
 */
export class OccupancySnapshots {
  private readonly entries = createCache<string, Entry>(CACHE_LIMITS.occupancySnapshots);
  private serial = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs = 1000,
    private readonly dirtyMinAgeMs = 200,
  ) {}

  markDirty(occasionId: string): void {
    const entry = this.entries.peek(occasionId);
    if (entry) entry.dirty = true;
  }

  isDirty(occasionId: string): boolean {
    return this.entries.peek(occasionId)?.dirty ?? false;
  }

  /** `fresh`: reload now if a change is known, however young the snapshot (the live feed's flush). */
  get(occasionId: string, options: { fresh?: boolean } = {}): Promise<OccupancySnapshot> {
    let entry = this.entries.get(occasionId);
    if (!entry) {
      entry = { dirty: true, history: [] };
      this.entries.set(occasionId, entry);
    }
    // The live feed's read: a load under way started after the snapshot was taken (another reader started it, perhaps
    // after a change, and cleared its mark), so it is the newer state; answering the older snapshot would lose that change.
    if (options.fresh && entry.loading) return entry.loading;
    const age = entry.snapshot ? Date.now() - entry.snapshot.takenAt : Infinity;
    const minAge = entry.dirty ? (options.fresh ? 0 : this.dirtyMinAgeMs) : this.maxAgeMs;
    const fresh = entry.snapshot && age < minAge;
    if (fresh) return Promise.resolve(entry.snapshot!);
    if (entry.loading) return entry.loading;
    const current = entry;
    current.dirty = false;
    current.loading = this.load(occasionId).then(
      (snapshot) => {
        const previous = current.snapshot;
        if (previous) {
          const spaces = changedSpaces(previous.occupancy, snapshot.occupancy);
          current.history.push({ previousSerial: previous.serial, serial: snapshot.serial, spaces });
          if (current.history.length > HISTORY_LENGTH) current.history.shift();
        }
        current.snapshot = snapshot;
        current.loading = undefined;
        return snapshot;
      },
      (error) => {
        current.loading = undefined;
        current.dirty = true;
        throw error;
      },
    );
    return current.loading;
  }

  /**
   * The spaces that changed from snapshot `fromSerial` to snapshot `toSerial` of the occasion (each with its state in
   * the later one), or undefined when that is no longer known (the whole state is needed then).
   */
  changesBetween(occasionId: string, fromSerial: number, toSerial: number): SpaceOccupancyView[] | undefined {
    const history = this.entries.peek(occasionId)?.history ?? [];
    const first = history.findIndex((changes) => changes.previousSerial === fromSerial);
    if (first < 0) return undefined;
    const changed = new Map<string, SpaceOccupancyView>();
    for (const changes of history.slice(first)) {
      for (const entry of changes.spaces) changed.set(entry.spaceId, entry);
      if (changes.serial === toSerial) return [...changed.values()];
    }
    return undefined;
  }

  private async load(occasionId: string): Promise<OccupancySnapshot> {
    const takenAt = Date.now();
    // Numbered as the read starts: of two loads of an occasion that overlap (an entry evicted while one was under
    // way), the later read has the larger number.
    const serial = ++this.serial;
    const rows: Array<{ space_id: string; held: number; max_tickets: number }> = await this.dataSource.query(
      `SELECT space_id, held, max_tickets FROM occasion_spaces WHERE occasion_id = $1 ORDER BY space_id`,
      [occasionId],
    );
    let total = 0;
    let held = 0;
    const hash = createHash("sha1");
    const occupancy = rows.map((row) => {
      total += row.max_tickets;
      held += row.held;
      hash.update(`${row.space_id}:${row.held}/${row.max_tickets};`);
      return { spaceId: row.space_id, count: row.held, maxTickets: row.max_tickets };
    });
    return {
      occasionId,
      occupancy,
      availability: { total, remaining: Math.max(0, total - held) },
      etag: `"${hash.digest("base64url")}"`,
      takenAt,
      serial,
    };
  }
}

/**
 * The entries of `next` that are new or differ from `previous`. A space gone from the occasion is not listed: a
 * reader shows the plan's places, so an entry left for a place no longer in it is never read.
 */
function changedSpaces(previous: SpaceOccupancyView[], next: SpaceOccupancyView[]): SpaceOccupancyView[] {
  const before = new Map(previous.map((entry) => [entry.spaceId, entry]));
  return next.filter((entry) => {
    const old = before.get(entry.spaceId);
    return !old || old.count !== entry.count || old.maxTickets !== entry.maxTickets;
  });
}

/** One subscriber's next update: the newest snapshot it has not been sent, as changes on top of the one it was. */
class PendingUpdate {
  private latest: OccupancySnapshot | undefined;
  private sentSerial: number | undefined;

  constructor(
    private readonly snapshots: OccupancySnapshots,
    private readonly occasionId: string,
  ) {}

  get ready(): boolean {
    return this.latest !== undefined;
  }

  add(snapshot: OccupancySnapshot): void {
    const known = this.latest?.serial ?? this.sentSerial;
    if (known === undefined || snapshot.serial > known) this.latest = snapshot;
  }

  take(): OccupancyFeedUpdate {
    const snapshot = this.latest!;
    const changes =
      this.sentSerial === undefined ? undefined : this.snapshots.changesBetween(this.occasionId, this.sentSerial, snapshot.serial);
    this.sentSerial = snapshot.serial;
    this.latest = undefined;
    return changes ? { snapshot, changes, complete: false } : { snapshot, changes: snapshot.occupancy, complete: true };
  }
}

type Listener = (snapshot: OccupancySnapshot) => void;

/**
 * Live occupancy across processes. A process that changed an occasion's holds (`changed`, after commit)
 * announces it with one NOTIFY per occasion per `flushMs`; every process LISTENs, coalesces what it hears
 * per occasion, and every `flushMs` pushes one fresh snapshot to that occasion's subscribers.
 */
export class OccupancyFeed {
  private readonly pending = new Set<string>();
  /** Occasions this process changed, to announce to the others. */
  private readonly outbound = new Set<string>();
  private readonly sender = randomUUID().slice(0, 8);
  private readonly listeners = new Map<string, Set<Listener>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly listener: PgListener,
    private readonly snapshots: OccupancySnapshots,
    private readonly flushMs = 250,
  ) {
    listener.listen(
      OCCUPANCY_CHANNEL,
      (payload) => {
        const [occasionId, sender] = payload.split("|");
        if (!occasionId || sender === this.sender) return;
        this.snapshots.markDirty(occasionId);
        if (this.listeners.has(occasionId)) this.pending.add(occasionId);
      },
      // Whatever changed while the connection was lost was not heard: every watched occasion is refreshed.
      () => {
        for (const occasionId of this.listeners.keys()) {
          this.snapshots.markDirty(occasionId);
          this.pending.add(occasionId);
        }
      },
    );
  }

  /** Pushes updates every flushMs (the shared listener is started by its owner). */
  start(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** A change this process committed: refresh local watchers and tell the other processes. */
  changed(occasionId: string): void {
    this.snapshots.markDirty(occasionId);
    this.outbound.add(occasionId);
    if (this.listeners.has(occasionId)) this.pending.add(occasionId);
  }

  private async announce(): Promise<void> {
    if (this.outbound.size === 0) return;
    const payloads = [...this.outbound].map((occasionId) => `${occasionId}|${this.sender}`);
    this.outbound.clear();
    try {
      if (!(await this.listener.notify(OCCUPANCY_CHANNEL, payloads)))
        for (const payload of payloads) this.outbound.add(payload.split("|")[0]!);
    } catch (error) {
      logger.warn("occupancy announcement failed", { error: String(error) });
      for (const payload of payloads) this.outbound.add(payload.split("|")[0]!);
    }
  }

  private async flush(): Promise<void> {
    await this.announce();
    const occasionIds = [...this.pending];
    this.pending.clear();
    for (const occasionId of occasionIds) {
      const listeners = this.listeners.get(occasionId);
      if (!listeners?.size) continue;
      try {
        const snapshot = await this.snapshots.get(occasionId, { fresh: true });
        for (const listener of listeners) listener(snapshot);
        // A change that landed while this snapshot was loading goes out with the next flush.
        if (this.snapshots.isDirty(occasionId)) this.pending.add(occasionId);
      } catch (error) {
        logger.warn("occupancy refresh failed", { occasionId, error: String(error) });
        this.pending.add(occasionId);
      }
    }
  }

  /** An async iterator of one occasion's updates: the current state first, then what each coalesced change changed. */
  subscribe(occasionId: string): AsyncIterableIterator<OccupancyFeedUpdate> {
    const pending = new PendingUpdate(this.snapshots, occasionId);
    let wake: (() => void) | undefined;
    let done = false;
    const listener: Listener = (snapshot) => {
      pending.add(snapshot);
      if (pending.ready) wake?.();
    };
    let set = this.listeners.get(occasionId);
    if (!set) this.listeners.set(occasionId, (set = new Set()));
    set.add(listener);
    void this.snapshots.get(occasionId).then(listener, () => undefined);
    // A change known before this subscriber came was not queued for a flush (nobody watched): the snapshot it is
    // given first may predate the change, so the next flush reads the occasion again.
    if (this.snapshots.isDirty(occasionId)) this.pending.add(occasionId);
    const close = () => {
      done = true;
      set!.delete(listener);
      if (set!.size === 0) this.listeners.delete(occasionId);
      wake?.();
    };
    const iterator: AsyncIterableIterator<OccupancyFeedUpdate> = {
      async next() {
        while (!done && !pending.ready) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        if (done) return { value: undefined, done: true };
        return { value: pending.take(), done: false };
      },
      async return() {
        close();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Stops pushing and announces what is left (before the shared listener stops). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.announce();
  }
}
