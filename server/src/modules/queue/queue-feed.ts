import { logger } from "../../common/logger.js";
import type { PgListener } from "../../common/pg-listener.js";
import { outdated, QUEUE_CHANNEL, type EntryFacts, type QueueService, type QueueStatus, type RoomState } from "./queue.service.js";

interface Subscriber {
  entry: EntryFacts | null;
  /** What the visitor was last sent: a status that would look the same is not sent again. */
  last: string;
  push(status: QueueStatus): void;
}

/** Subscribers given their status between two yields to the event loop: a line of thousands never stalls requests. */
const PUSH_BATCH = 500;

/** What a visitor sees of a status (its updatedAt aside, which changes with every run of the admission job). */
function seen(status: QueueStatus): string {
  const { updatedAt: _updatedAt, ...rest } = status;
  return JSON.stringify(rest);
}

/**
 * The waiting visitors' live view (issue 39): every process LISTENs for its rooms' changes (the admission run announces
 * each room it looked at), reads the room's state once, and works out each of its subscribers' standing from it in
 * memory. A waiting visitor costs the database nothing while they wait: one read of their entry when they subscribe,
 * and one read per process for all its subscribers placed by the lottery.
 */
export class QueueFeed {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    listener: PgListener,
    private readonly queue: QueueService,
    /** Told of every announced change, this process's own too (what else caches a room: the admission gate). */
    private readonly heard: (occasionId: string) => void = () => undefined,
    private readonly flushMs = 250,
  ) {
    listener.listen(
      QUEUE_CHANNEL,
      (occasionId) => {
        this.queue.forget(occasionId);
        this.heard(occasionId);
        if (this.subscribers.has(occasionId)) this.pending.add(occasionId);
      },
      () => {
        for (const occasionId of this.subscribers.keys()) this.pending.add(occasionId);
      },
    );
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async flush(): Promise<void> {
    const occasionIds = [...this.pending];
    this.pending.clear();
    for (const occasionId of occasionIds) {
      const subscribers = this.subscribers.get(occasionId);
      if (!subscribers?.size) continue;
      try {
        const room = await this.queue.roomState(occasionId, { fresh: true });
        await this.refreshOutdated(room, subscribers);
        const now = new Date();
        let sent = 0;
        for (const subscriber of [...subscribers]) {
          const status = this.queue.standing(room, subscriber.entry, now);
          const key = seen(status);
          if (key === subscriber.last) continue;
          subscriber.last = key;
          subscriber.push(status);
          if (++sent % PUSH_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (error) {
        logger.warn("waiting room refresh failed", { occasionId, error: String(error) });
        this.pending.add(occasionId);
      }
    }
  }

  /**
   * The entries of this process's subscribers that the room has moved past (the lottery placed them, or their turn came):
   * read again, one read for all of them.
   */
  private async refreshOutdated(room: RoomState, subscribers: Set<Subscriber>): Promise<void> {
    const stale = [...subscribers].filter((subscriber) => subscriber.entry && outdated(subscriber.entry, room));
    if (stale.length === 0) return;
    const fresh = await this.queue.entriesById(stale.map((subscriber) => subscriber.entry!.id));
    for (const subscriber of stale) subscriber.entry = fresh.get(subscriber.entry!.id) ?? null;
  }

  /** The browser's standing now, then after every change of the room (coalesced per flushMs). */
  async subscribe(occasionId: string, visitorSecret: string | undefined): Promise<AsyncIterableIterator<QueueStatus>> {
    const room = await this.queue.roomState(occasionId);
    const queued: QueueStatus[] = [];
    let wake: (() => void) | undefined;
    let done = false;
    const subscriber: Subscriber = {
      entry: await this.queue.entryOf(occasionId, visitorSecret, room),
      last: "",
      push: (status) => {
        // Only the newest matters to a visitor: a slow reader is never sent a backlog.
        queued.length = 0;
        queued.push(status);
        wake?.();
      },
    };
    const first = this.queue.standing(room, subscriber.entry, new Date());
    subscriber.last = seen(first);
    subscriber.push(first);
    let set = this.subscribers.get(occasionId);
    if (!set) this.subscribers.set(occasionId, (set = new Set()));
    set.add(subscriber);
    const close = () => {
      done = true;
      set!.delete(subscriber);
      if (set!.size === 0) this.subscribers.delete(occasionId);
      wake?.();
    };
    const iterator: AsyncIterableIterator<QueueStatus> = {
      async next() {
        while (!done && queued.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        if (done) return { value: undefined, done: true };
        return { value: queued.shift()!, done: false };
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

  /** Subscribers in this process (the benchmark's and the metrics' count). */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }
}
