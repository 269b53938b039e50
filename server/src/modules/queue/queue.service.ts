import { createHash, randomInt } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { CACHE_LIMITS, createCache } from "../../common/caches.js";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import type { RateLimiter } from "../access/rate-limiter.js";
import { AdmissionTokens, visitorHash, visitorSecretOr } from "./admission-token.js";
import { aheadOf, estimatedWaitSeconds, turnEnds } from "./waiting-room.js";
import { ADVISORY_LOCKS } from "../../common/advisory-locks.js";

/** Statuses of a draft still being chosen or paid: an admission's draft in them is in use, anything else is over. */
const DRAFT_STATUSES: readonly string[] = ["draft", "payment"];

export interface QueueLimits {
  queueOpensMinutes: number;
  queueGraceSeconds: number;
  queueMaxEntriesPerClient: number;
  queueJoinsPerMinute: number;
  draftExpirySeconds: number;
  voucherTriesPerMinute: number;
}

/** Channel of the waiting rooms' changes (payload: the occasion's id): every process pushes them to its waiting visitors. */
export const QUEUE_CHANNEL = "queue_changed";

/** A date's waiting room as every visitor of it sees it (the same for all: cached per process, pushed on every change). */
export interface RoomState {
  occasionId: string;
  /** The room stands in front of the sale (turned on, or the date is high-demand). */
  active: boolean;
  enabled: boolean;
  highDemand: boolean;
  saleStartsAt: Date | null;
  /** From when visitors may join (QUEUE_OPENS_MINUTES before the sale starts); null: since always. */
  opensAt: Date | null;
  /** The early arrivals' lottery was drawn. */
  drawn: boolean;
  paused: boolean;
  soldOut: boolean;
  lastPosition: number;
  admittedThrough: number;
  /** Early arrivals waiting for the draw. */
  undrawn: number;
  /** The operator's rate; null: automatic. */
  setRate: number | null;
  /** People let in per minute lately (over five minutes), or the operator's rate. */
  ratePerMinute: number;
  /** When the admission run last looked at the room. */
  updatedAt: Date | null;
}

/** What a browser's place in a line is. */
export type QueueStanding =
  /** No waiting room in front of the sale: go straight to the map. */
  | "OFF"
  /** The room is not open yet (earlier than QUEUE_OPENS_MINUTES before the sale). */
  | "NOT_OPEN"
  /** Open, and this browser has not joined. */
  | "NOT_IN_LINE"
  /** Joined before the sale starts: placed by the lottery at the start. */
  | "WAITING_FOR_DRAW"
  | "WAITING"
  /** Its turn came: it may take its admission (until `admittedUntil` when it has not yet). */
  | "ADMITTED"
  | "SOLD_OUT";

export interface QueueStatus {
  occasionId: string;
  standing: QueueStanding;
  position: number | null;
  ahead: number | null;
  lineLength: number;
  undrawn: number;
  ratePerMinute: number;
  automatic: boolean;
  estimatedWaitSeconds: number | null;
  paused: boolean;
  opensAt: Date | null;
  saleStartsAt: Date | null;
  /** Until when an admitted browser that has not taken its admission keeps its turn. */
  admittedUntil: Date | null;
  /** The browser took its admission: its token is in its cookie. */
  claimed: boolean;
  updatedAt: Date | null;
}

/** A browser's entry as its status needs it: cached per process, read again only when the lottery places it. */
export interface EntryFacts {
  id: string;
  position: number | null;
  admittedAt: Date | null;
  claimedAt: Date | null;
  viaPass: boolean;
}

interface RoomRow {
  enabled: boolean | null;
  high_demand: boolean | null;
  rate_per_minute: number | null;
  paused: boolean | null;
  drawn_at: Date | null;
  last_position: number | null;
  admitted_through: number | null;
  sold_out: boolean | null;
  ticked_at: Date | null;
  bookable_start_time: Date | null;
  undrawn: number;
  admitted_lately: number;
}

interface EntryRow {
  id: string;
  position: number | null;
  admitted_at: Date | null;
  claimed_at: Date | null;
  via_pass: boolean;
}

/** An entry's columns as EntryRow names them (`e`: queue_entries). */
const ENTRY_COLUMNS = `e.id, e.position, e.admitted_at, e.claimed_at, e.via_pass`;
const RATE_WINDOW_MINUTES = 5;

/**
 * The waiting room in front of a date's sale (issue 39), its line in PostgreSQL so every process shares it: joining
 * (a lottery among who came before the start, then arrival order), each browser's standing, taking the admission when
 * its turn comes (the signed token of admission-token.ts), an operator's passes. The admission run (admission.job.ts)
 * lets the line in; the gate (admission-gate.ts) holds the sale's doors.
 */
export class QueueService {
  /** Room states per occasion, shared by every visitor of this process: one read per second at most. */
  private readonly rooms = createCache<string, Promise<RoomState>>(CACHE_LIMITS.queueRooms);
  /** Browsers' entries by occasion and visitor hash; an undrawn one is read again once the lottery is drawn. */
  private readonly entries = createCache<string, EntryFacts>(CACHE_LIMITS.queueEntries);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: QueueLimits,
    private readonly rateLimiter: RateLimiter,
    readonly tokens: AdmissionTokens,
    /**
     * Told after a change; `everywhere` (an operator's): every process's waiting visitors are to be told (NOTIFY
     * QUEUE_CHANNEL). A join is not announced: the next admission run's announcement carries it.
     */
    private readonly changed: (occasionId: string, everywhere: boolean) => void = () => undefined,
  ) {}

  /** How long a turn waits to be taken. */
  private get graceMs(): number {
    return this.limits.queueGraceSeconds * 1000;
  }

  /** How long a taken admission lasts: its grace period to open the draft, then the draft's own hold to fill it. */
  private get admissionMs(): number {
    return (this.limits.queueGraceSeconds + this.limits.draftExpirySeconds) * 1000;
  }

  /** The room's state, at most a second old (`fresh`: read now, as the live feed does after a change was announced). */
  roomState(occasionId: string, options: { fresh?: boolean } = {}): Promise<RoomState> {
    const cached = options.fresh ? undefined : this.rooms.get(occasionId);
    if (cached) return cached;
    const state = this.loadRoom(this.dataSource, occasionId);
    this.rooms.set(occasionId, state);
    state.catch(() => this.rooms.delete(occasionId));
    return state;
  }

  forget(occasionId: string): void {
    this.rooms.delete(occasionId);
  }

  private async loadRoom(runner: DataSource | EntityManager, occasionId: string): Promise<RoomState> {
    const now = this.clock.now();
    const [row] = await queryRows<RoomRow>(
      runner,
      `SELECT r.enabled, r.high_demand, r.rate_per_minute, r.paused, r.drawn_at, r.last_position, r.admitted_through,
              r.sold_out, r.ticked_at, o.bookable_start_time,
              (SELECT count(*)::int FROM queue_entries e
                WHERE e.occasion_id = o.id AND e.position IS NULL AND NOT e.via_pass) AS undrawn,
              (SELECT count(*)::int FROM queue_entries e
                WHERE e.occasion_id = o.id AND e.admitted_at > $2 AND NOT e.via_pass) AS admitted_lately
         FROM occasions o LEFT JOIN queue_rooms r ON r.occasion_id = o.id WHERE o.id = $1`,
      [occasionId, new Date(now.getTime() - RATE_WINDOW_MINUTES * 60_000)],
    );
    if (!row) throw new DomainError("NOT_FOUND", "errors.notFound");
    const saleStartsAt = row.bookable_start_time;
    const setRate = row.rate_per_minute;
    return {
      occasionId,
      active: Boolean(row.enabled || row.high_demand),
      enabled: Boolean(row.enabled),
      highDemand: Boolean(row.high_demand),
      saleStartsAt,
      opensAt: saleStartsAt ? new Date(saleStartsAt.getTime() - this.limits.queueOpensMinutes * 60_000) : null,
      drawn: row.drawn_at !== null,
      paused: Boolean(row.paused),
      soldOut: Boolean(row.sold_out),
      lastPosition: row.last_position ?? 0,
      admittedThrough: row.admitted_through ?? 0,
      undrawn: row.undrawn,
      setRate,
      ratePerMinute: setRate ?? Math.round(row.admitted_lately / RATE_WINDOW_MINUTES),
      updatedAt: row.ticked_at,
    };
  }

  /**
   * The browser's entry in the occasion's line, if it has one: cached, and read again only when the room has moved past
   * what the cached copy knows (the lottery placed it, or its turn came).
   */
  async entryOf(occasionId: string, visitorSecret: string | undefined, room: RoomState): Promise<EntryFacts | null> {
    if (!visitorSecret) return null;
    const cached = this.entries.get(entryKey(occasionId, visitorSecret));
    if (cached && !outdated(cached, room)) return cached;
    const row = await this.readEntry(this.dataSource, occasionId, visitorSecret);
    return row ? this.remember(occasionId, visitorSecret, entryFacts(row)) : null;
  }

  private async readEntry(runner: DataSource | EntityManager, occasionId: string, visitorSecret: string) {
    const [row] = await queryRows<EntryRow & { booking_status: string | null }>(
      runner,
      `SELECT ${ENTRY_COLUMNS}, b.status AS booking_status
         FROM queue_entries e LEFT JOIN bookings b ON b.id = e.booking_id
        WHERE e.occasion_id = $1 AND e.visitor_hash = $2 AND e.ended_at IS NULL`,
      [occasionId, visitorHash(visitorSecret)],
    );
    return row;
  }

  /** Entries of many browsers at once (the live feed's subscribers after the draw), by id. */
  async entriesById(ids: string[]): Promise<Map<string, EntryFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<EntryRow>(
      this.dataSource,
      `SELECT ${ENTRY_COLUMNS} FROM queue_entries e WHERE e.id = ANY($1::uuid[]) AND e.ended_at IS NULL`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, entryFacts(row)]));
  }

  private remember(occasionId: string, visitorSecret: string, facts: EntryFacts): EntryFacts;
  private remember(occasionId: string, visitorSecret: string, facts: null): null;
  private remember(occasionId: string, visitorSecret: string, facts: EntryFacts | null): EntryFacts | null {
    const key = entryKey(occasionId, visitorSecret);
    if (facts) this.entries.set(key, facts);
    else this.entries.delete(key);
    return facts;
  }

  /** The browser's standing in the occasion's line. */
  async status(occasionId: string, visitorSecret: string | undefined): Promise<QueueStatus> {
    const room = await this.roomState(occasionId);
    return this.standing(room, await this.entryOf(occasionId, visitorSecret, room), this.clock.now());
  }

  /** What `entry` (null: not in line) makes of `room` at `now`: the status the visitor is shown. */
  standing(room: RoomState, entry: EntryFacts | null, now: Date): QueueStatus {
    const lineLength = Math.max(0, room.lastPosition - room.admittedThrough) + room.undrawn;
    const base: QueueStatus = {
      occasionId: room.occasionId,
      standing: "OFF",
      position: entry?.position ?? null,
      ahead: null,
      lineLength,
      undrawn: room.undrawn,
      ratePerMinute: room.paused ? 0 : room.ratePerMinute,
      automatic: room.setRate === null,
      estimatedWaitSeconds: null,
      paused: room.paused,
      opensAt: room.opensAt,
      saleStartsAt: room.saleStartsAt,
      admittedUntil: null,
      claimed: Boolean(entry?.claimedAt),
      updatedAt: room.updatedAt,
    };
    if (!room.active) return base;
    const admitted = entry && (entry.viaPass || (entry.position !== null && entry.position <= room.admittedThrough));
    if (admitted) {
      // A taken admission lasts until its token lapses; a turn not taken, for the grace period.
      const until = entry.claimedAt
        ? turnEnds(entry.claimedAt, room.saleStartsAt, this.admissionMs)
        : turnEnds(entry.admittedAt ?? now, room.saleStartsAt, this.graceMs);
      return {
        ...base,
        standing: "ADMITTED",
        ahead: 0,
        claimed: entry.claimedAt !== null && now.getTime() < until,
        admittedUntil: new Date(until),
      };
    }
    if (room.soldOut) return { ...base, standing: "SOLD_OUT" };
    if (!entry) return { ...base, standing: room.opensAt && now < room.opensAt ? "NOT_OPEN" : "NOT_IN_LINE" };
    if (entry.position === null) return { ...base, standing: "WAITING_FOR_DRAW" };
    const ahead = aheadOf(entry.position, room.admittedThrough);
    return {
      ...base,
      standing: "WAITING",
      ahead,
      estimatedWaitSeconds: room.paused ? null : estimatedWaitSeconds(ahead + 1, room.ratePerMinute),
    };
  }

  /**
   * Joins the occasion's line (or finds this browser's place again: coming back keeps it). Before the sale starts the
   * place is left to the lottery; after it, the end of the line. An entry whose admission's draft has been booked or has
   * ended is over: the browser joins anew. Answers the browser's visitor secret (a new one for a browser without) and
   * its status. A join reads the room from the cache and its own entry from the database (another process may have
   * ended it); it does not make other visitors read the room again.
   */
  async join(
    occasionId: string,
    visitorSecret: string | undefined,
    clientKey: string,
  ): Promise<{ visitorSecret: string; status: QueueStatus }> {
    const now = this.clock.now();
    const room = await this.roomState(occasionId);
    if (!room.active) throw new DomainError("CONFLICT", "queue.off");
    if (room.opensAt && now < room.opensAt) throw new DomainError("NOT_BOOKABLE", "queue.notOpen");
    const secret = visitorSecretOr(visitorSecret);
    const known = await this.readEntry(this.dataSource, occasionId, secret);
    if (known && (known.booking_status === null || DRAFT_STATUSES.includes(known.booking_status))) {
      this.remember(occasionId, secret, entryFacts(known));
      return { visitorSecret: secret, status: await this.status(occasionId, secret) };
    }
    if (known) await this.end(this.dataSource, known.id);
    if (room.soldOut) throw new DomainError("CONFLICT", "queue.soldOut");
    await this.rateLimiter.hit(`queue-join:${clientKey}`, this.limits.queueJoinsPerMinute);
    const entry = { occasionId, hash: visitorHash(secret), clientKey, lotteryKey: String(randomInt(0, 2 ** 48 - 1)), now };
    const early = room.saleStartsAt !== null && now < room.saleStartsAt;
    // An early arrival shares the room's lock with the others (the draw takes it exclusively, so none is left out of it).
    // Found drawn already (the draw ran meanwhile, or the start was moved after it), it joins the end as a late arrival,
    // in a transaction of its own: taking the exclusive lock while sharing it would deadlock with the others doing so.
    const joinedEarly =
      early &&
      (await inTransaction(this.dataSource, async (manager) => {
        const [locked] = await queryRows<{ drawn_at: Date | null }>(
          manager,
          `SELECT drawn_at FROM queue_rooms WHERE occasion_id = $1 FOR SHARE`,
          [occasionId],
        );
        if (!locked) throw new DomainError("CONFLICT", "queue.off");
        if (locked.drawn_at !== null) return false;
        await this.underClientCap(manager, entry);
        await manager.query(
          `INSERT INTO queue_entries (occasion_id, visitor_hash, client_key, joined_at, early, lottery_key)
           VALUES ($1, $2, $3, $4, true, $5) ON CONFLICT (occasion_id, visitor_hash) WHERE ended_at IS NULL DO NOTHING`,
          [occasionId, entry.hash, clientKey, now, entry.lotteryKey],
        );
        return true;
      }));
    if (!joinedEarly)
      await inTransaction(this.dataSource, async (manager) => {
        const [locked] = await queryRows<{ drawn_at: Date | null }>(
          manager,
          `SELECT drawn_at FROM queue_rooms WHERE occasion_id = $1 FOR UPDATE`,
          [occasionId],
        );
        if (!locked) throw new DomainError("CONFLICT", "queue.off");
        if (locked.drawn_at === null && !early) await this.draw(manager, occasionId, now);
        await this.underClientCap(manager, entry);
        await this.joinEnd(manager, occasionId, entry.hash, clientKey, entry.lotteryKey, now);
      });
    this.remember(occasionId, secret, null);
    this.changed(occasionId, false);
    return { visitorSecret: secret, status: await this.status(occasionId, secret) };
  }

  /** QUEUE_MAX_ENTRIES_PER_CLIENT, counted under a lock per client and date so parallel joins cannot pass it together. */
  private async underClientCap(manager: EntityManager, entry: { occasionId: string; clientKey: string }): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [
      ADVISORY_LOCKS.queueJoin,
      `${entry.occasionId}|${entry.clientKey}`,
    ]);
    const [counted] = await queryRows<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM queue_entries WHERE occasion_id = $1 AND client_key = $2 AND ended_at IS NULL`,
      [entry.occasionId, entry.clientKey],
    );
    if (counted!.n >= this.limits.queueMaxEntriesPerClient)
      throw new DomainError("RATE_LIMITED", "queue.tooManyFromClient", { max: this.limits.queueMaxEntriesPerClient });
  }

  /** An entry is over (its turn passed unused, or its admission's draft ended): the row stays for the operator's counts. */
  private async end(runner: DataSource | EntityManager, entryId: string): Promise<void> {
    await runner.query(`UPDATE queue_entries SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [entryId, this.clock.now()]);
  }

  /** The end of the line, under the room's lock; let in at once when nobody waits and the set rate has room. */
  private async joinEnd(manager: EntityManager, occasionId: string, hash: string, clientKey: string, lotteryKey: string, now: Date) {
    const [room] = await queryRows<{
      last_position: number;
      admitted_through: number;
      admit_credit: number;
      paused: boolean;
      rate: number | null;
    }>(
      manager,
      `SELECT last_position, admitted_through, admit_credit, paused, rate_per_minute AS rate FROM queue_rooms WHERE occasion_id = $1`,
      [occasionId],
    );
    const position = room!.last_position + 1;
    const inserted = await queryRows<{ id: string }>(
      manager,
      `INSERT INTO queue_entries (occasion_id, visitor_hash, client_key, joined_at, early, lottery_key, position)
       VALUES ($1, $2, $3, $4, false, $5, $6) ON CONFLICT (occasion_id, visitor_hash) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
      [occasionId, hash, clientKey, now, lotteryKey, position],
    );
    if (inserted.length === 0) return;
    const walkIn = !room!.paused && room!.rate !== null && room!.admitted_through >= room!.last_position && room!.admit_credit >= 1;
    await manager.query(
      `UPDATE queue_rooms SET last_position = $2, admitted_through = CASE WHEN $3 THEN $2 ELSE admitted_through END,
              admit_credit = CASE WHEN $3 THEN admit_credit - 1 ELSE admit_credit END WHERE occasion_id = $1`,
      [occasionId, position, walkIn],
    );
    if (walkIn) await manager.query(`UPDATE queue_entries SET admitted_at = $2 WHERE id = $1`, [inserted[0]!.id, now]);
  }

  /**
   * The lottery, under the room's exclusive lock (once, at the sale's start): every early arrival gets a place in the
   * order of their random draws, after any place already handed out. Answers the room's last place now.
   */
  async draw(manager: EntityManager, occasionId: string, now: Date): Promise<number> {
    const [drawn] = await queryRows<{ n: number }>(
      manager,
      `WITH base AS (SELECT last_position FROM queue_rooms WHERE occasion_id = $1),
            ordered AS (
              SELECT id, row_number() OVER (ORDER BY lottery_key, id) AS n FROM queue_entries
               WHERE occasion_id = $1 AND early AND position IS NULL AND NOT via_pass AND ended_at IS NULL),
            placed AS (
              UPDATE queue_entries e SET position = (SELECT last_position FROM base) + o.n FROM ordered o WHERE e.id = o.id RETURNING 1)
       SELECT count(*)::int AS n FROM placed`,
      [occasionId],
    );
    const [room] = await queryRows<{ last_position: number }>(
      manager,
      `UPDATE queue_rooms SET drawn_at = $2, last_position = last_position + $3 WHERE occasion_id = $1 RETURNING last_position`,
      [occasionId, now, drawn!.n],
    );
    return room!.last_position;
  }

  /**
   * Takes the browser's admission once its turn has come: the signed token for its cookie, which opens one draft on the
   * date within QUEUE_GRACE_SECONDS (and adds places to it while it lives). The clock of a turn starts at the sale's
   * start at the earliest (a pass used before it). A turn not taken within QUEUE_GRACE_SECONDS, an admission that opened
   * no draft before its token lapsed, and one whose draft was booked or has ended are over: the entry ends, so the
   * browser can join the line again.
   */
  async claim(occasionId: string, visitorSecret: string | undefined): Promise<{ token: string; expiresAt: Date; status: QueueStatus }> {
    if (!visitorSecret) throw new DomainError("QUEUE_ADMISSION_REQUIRED", "queue.notInLine");
    const now = this.clock.now();
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const [entry] = await queryRows<
        EntryRow & { admitted_through: number; booking_id: string | null; booking_status: string | null; sale_start: Date | null }
      >(
        manager,
        `SELECT ${ENTRY_COLUMNS}, e.booking_id, r.admitted_through, b.status AS booking_status,
                o.bookable_start_time AS sale_start
           FROM queue_entries e JOIN queue_rooms r ON r.occasion_id = e.occasion_id JOIN occasions o ON o.id = e.occasion_id
           LEFT JOIN bookings b ON b.id = e.booking_id
          WHERE e.occasion_id = $1 AND e.visitor_hash = $2 AND e.ended_at IS NULL FOR UPDATE OF e`,
        [occasionId, visitorHash(visitorSecret)],
      );
      if (!entry) return { refused: "queue.notInLine", ended: false } as const;
      const admitted = entry.via_pass || (entry.position !== null && entry.position <= entry.admitted_through);
      if (!admitted) return { refused: "queue.notYourTurn", ended: false } as const;
      const turnPassed = entry.claimed_at
        ? entry.booking_id === null && turnEnds(entry.claimed_at, entry.sale_start, this.admissionMs) <= now.getTime()
        : turnEnds(entry.admitted_at ?? now, entry.sale_start, this.graceMs) < now.getTime();
      const draftOver = entry.booking_id !== null && !DRAFT_STATUSES.includes(entry.booking_status ?? "");
      if (turnPassed || draftOver) {
        await this.end(manager, entry.id);
        return { refused: draftOver ? "queue.admissionUsed" : "queue.turnPassed", ended: true } as const;
      }
      const claimedAt = entry.claimed_at ?? now;
      if (!entry.claimed_at) await manager.query(`UPDATE queue_entries SET claimed_at = $2 WHERE id = $1`, [entry.id, now]);
      return {
        entryId: entry.id,
        expiresAt: new Date(turnEnds(claimedAt, entry.sale_start, this.admissionMs)),
        facts: entryFacts({ ...entry, claimed_at: claimedAt }),
      };
    });
    if (outcome.refused) {
      if (outcome.ended) this.remember(occasionId, visitorSecret, null);
      throw new DomainError("QUEUE_ADMISSION_REQUIRED", outcome.refused);
    }
    this.remember(occasionId, visitorSecret, outcome.facts!);
    const expiresAt = outcome.expiresAt!;
    const token = this.tokens.sign(
      { occasionId, entryId: outcome.entryId!, expiresAt: Math.floor(expiresAt.getTime() / 1000) },
      visitorSecret,
    );
    return { token, expiresAt, status: await this.status(occasionId, visitorSecret) };
  }

  /**
   * A known customer let through with an operator's pass: the browser is admitted at once (its place in line, if it had
   * one, is let go, and an admission it had used is replaced) and takes its admission. Each try counts against the
   * per-client guessing limit of voucher codes (VOUCHER_TRIES_PER_MINUTE, the same count).
   */
  async usePass(
    occasionId: string,
    code: string,
    visitorSecret: string | undefined,
    clientKey: string,
  ): Promise<{ visitorSecret: string; token: string; expiresAt: Date; status: QueueStatus }> {
    await this.rateLimiter.hit(`voucher:${clientKey}`, this.limits.voucherTriesPerMinute);
    const now = this.clock.now();
    const secret = visitorSecretOr(visitorSecret);
    const hash = visitorHash(secret);
    const used = await inTransaction(this.dataSource, async (manager) => {
      const [pass] = await queryRows<{ id: string }>(
        manager,
        `UPDATE queue_passes SET used_at = $3 WHERE occasion_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [occasionId, passHash(code), now],
      );
      if (!pass) return false;
      await manager.query(`UPDATE queue_entries SET ended_at = $3 WHERE occasion_id = $1 AND visitor_hash = $2 AND ended_at IS NULL`, [
        occasionId,
        hash,
        now,
      ]);
      await manager.query(
        `INSERT INTO queue_entries (occasion_id, visitor_hash, client_key, joined_at, early, lottery_key, position, admitted_at, claimed_at, via_pass)
         VALUES ($1, $2, $3, $4, false, 0, NULL, $4, $4, true)`,
        [occasionId, hash, clientKey, now],
      );
      return true;
    });
    if (!used) throw new DomainError("BAD_USER_INPUT", "queue.passInvalid", {}, { code: "queue.passInvalid" });
    this.remember(occasionId, secret, null);
    const claimed = await this.claim(occasionId, secret);
    return { visitorSecret: secret, ...claimed };
  }

  /** Administrators: the room's settings, the line's counts, and the passes given. */
  async adminView(occasionId: string): Promise<QueueAdminView> {
    const room = await this.roomState(occasionId, { fresh: true });
    const [counts] = await queryRows<{ admitted: number; claimed: number; converted: number; passes: number; passes_used: number }>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE e.admitted_at IS NOT NULL)::int AS admitted,
              count(*) FILTER (WHERE e.claimed_at IS NOT NULL)::int AS claimed,
              count(*) FILTER (WHERE b.status = 'booked')::int AS converted,
              (SELECT count(*)::int FROM queue_passes p WHERE p.occasion_id = $1) AS passes,
              (SELECT count(*)::int FROM queue_passes p WHERE p.occasion_id = $1 AND p.used_at IS NOT NULL) AS passes_used
         FROM queue_entries e LEFT JOIN bookings b ON b.id = e.booking_id WHERE e.occasion_id = $1`,
      [occasionId],
    );
    return {
      room,
      lineLength: Math.max(0, room.lastPosition - room.admittedThrough) + room.undrawn,
      admitted: counts!.admitted,
      claimed: counts!.claimed,
      converted: counts!.converted,
      passes: counts!.passes,
      passesUsed: counts!.passes_used,
    };
  }

  /** Administrators: turns the room on or off, marks the date high-demand, sets the rate (null: automatic), pauses. */
  async configure(occasionId: string, settings: RoomSettings): Promise<QueueAdminView> {
    await this.assertOccasion(occasionId);
    await this.dataSource.query(
      `INSERT INTO queue_rooms (occasion_id, enabled, high_demand, rate_per_minute, paused) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (occasion_id) DO UPDATE SET enabled = $2, high_demand = $3, rate_per_minute = $4, paused = $5`,
      [occasionId, settings.enabled, settings.highDemand, settings.ratePerMinute, settings.paused],
    );
    this.forget(occasionId);
    this.changed(occasionId, true);
    return this.adminView(occasionId);
  }

  /** Administrators: a one-use code letting a known customer through the line at once (shown once, kept hashed). */
  async createPass(occasionId: string, note: string, createdBy: string): Promise<string> {
    const [room] = await queryRows<{ occasion_id: string }>(this.dataSource, `SELECT occasion_id FROM queue_rooms WHERE occasion_id = $1`, [
      occasionId,
    ]);
    if (!room) throw new DomainError("CONFLICT", "queue.off");
    const code = newPassCode();
    await this.dataSource.query(`INSERT INTO queue_passes (occasion_id, code_hash, note, created_by) VALUES ($1, $2, $3, $4)`, [
      occasionId,
      passHash(code),
      note,
      createdBy,
    ]);
    return code;
  }

  private async assertOccasion(occasionId: string): Promise<void> {
    const rows = await queryRows(this.dataSource, `SELECT 1 FROM occasions WHERE id = $1`, [occasionId]);
    if (rows.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
  }
}

export interface RoomSettings {
  enabled: boolean;
  highDemand: boolean;
  ratePerMinute: number | null;
  paused: boolean;
}

export interface QueueAdminView {
  room: RoomState;
  lineLength: number;
  admitted: number;
  claimed: number;
  converted: number;
  passes: number;
  passesUsed: number;
}

function entryKey(occasionId: string, visitorSecret: string): string {
  return `${occasionId}|${visitorHash(visitorSecret)}`;
}

/** What a cached entry cannot know any more: the lottery has placed it, or its turn has come (when is in the row). */
export function outdated(entry: EntryFacts, room: RoomState): boolean {
  if (entry.viaPass) return false;
  if (entry.position === null) return room.drawn;
  return entry.position <= room.admittedThrough && entry.admittedAt === null;
}

function entryFacts(row: EntryRow): EntryFacts {
  return { id: row.id, position: row.position, admittedAt: row.admitted_at, claimedAt: row.claimed_at, viaPass: row.via_pass };
}

/** Pass codes: 12 characters without look-alikes (no 0/O, 1/I/L), grouped in threes when shown. */
const PASS_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newPassCode(): string {
  let code = "";
  for (let i = 0; i < 12; i++) code += PASS_ALPHABET[randomInt(PASS_ALPHABET.length)];
  return code.replace(/(.{4})(?=.)/g, "$1-");
}

/** A pass code as typed: case, spaces and dashes do not matter. */
export function passHash(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[\s-]/g, "")).digest("hex");
}
