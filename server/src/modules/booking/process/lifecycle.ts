import { randomUUID } from "node:crypto";
import { DataSource, type EntityManager } from "typeorm";
import { GroupCommit } from "../../../common/group-commit.js";
import { DomainError } from "../../../common/errors.js";
import { refusedByDatabase } from "../../../common/transaction.js";
import type { UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import type { MoneyLedger } from "../../payment/money-ledger.js";
import type { PaymentService } from "../../payment/payment.service.js";
import { assertTransition, holdsSpaces } from "./booking-transitions.js";
import { isOneOf, LAPSING_STATUSES, type BookingStatus } from "@seatbooking/core";
import { NOTIFIED_STATUSES, sqlList } from "./booking-status.js";
import type { OrderKind } from "./order.entity.js";

/**
 * What `hold_place` answers: the place is held, or why not (the draft is gone or lapsed, it is in
 * payment, it has its ticket limit, its client address holds its limit on the occasion, or the space is
 * full).
 */
export type HoldOutcome = "held" | "missing" | "payment" | "too_many" | "address_limit" | "full";

export interface PlaceHold {
  bookingId: string;
  /** SHA-256 of the caller's draft cookie secret (draft_access compares it). */
  secretHash: string;
  occasionId: string;
  spaceId: string;
  ticketTypeId: string;
  price: number;
  vat: number;
  /** The ticket's random code (check-in, the customer's link). */
  code: string;
  now: Date;
}

/** A hold refused as full, to be explained (fullSpace). */
interface RefusedHold {
  now: Date;
  occasionId: string;
  spaceId: string;
}

/** What a hold refused as full is (fullSpace). */
export interface FullSpace {
  exists: boolean;
  lapsed: boolean;
}

/** A visitor's new draft booking (createDraft). */
export interface NewDraft {
  occasionId: string;
  /** SHA-256 of the draft cookie's secret. */
  secretHash: string;
  expiresAt: Date;
  language: string;
  /** The client's key (clientKey): the hold path counts the places its unfinished bookings hold per occasion. */
  clientKey: string;
  now: Date;
}

/**
 * What the process needs of the world around it, handed over by the composition root: the live maps (told after
 * commit which occasion's occupancy changed), the money ledger, the payment attempts (closed when a booking ends),
 * and the customer's e-mails.
 */
export interface ProcessPorts {
  occupancyChanged: (occasionId: string) => void;
  ledger: MoneyLedger;
  payments: Pick<PaymentService, "closeOpenAttempts">;
  notices: BookingNotices;
}

/** The customer's e-mails the process queues with a change (in its transaction, through the outbox). */
export interface BookingNotices {
  /** The booking was cancelled or refunded; false when there is no address to write to. */
  cancelled(manager: EntityManager, bookingId: string, notice: CancelNotice & { refundAmount: number }): Promise<boolean>;
  /** A booked booking's tickets changed (moved, retyped, removed); false when there is no address to write to. */
  changed(manager: EntityManager, bookingId: string, notice: TicketsChangedNotice): Promise<boolean>;
}

/**
 * Which e-mail a cancellation sends: the customer's own receipt, the occasion's cancellation, the venue's (the box
 * office cancelled or refunded it), or none.
 */
export type CancelNotice = { cause: "customer" } | { cause: "venue" } | { cause: "occasion"; occasionStart: Date; reason: string | null };

/** What the customer is told of a change to their booked booking's tickets. */
export interface TicketsChangedNotice {
  kind: "moved" | "retyped" | "removed";
  /** The tickets that changed and are still the booking's: their fresh PDFs go with the e-mail. */
  ticketIds: string[];
  /** Cents refunded by the change. */
  refundAmount: number;
  /** Cents the customer owes after it (the booking got dearer), 0 when nothing. */
  owedAmount: number;
}

/**
 * What a cancellation does with the money: `refund_paid` pays back what a booked booking paid (it ends `refunded`
 * when there was any); `keep` leaves the payments as they are (a booking cancelled by the box office, money settled
 * in person).
 */
export type RefundPolicy = "refund_paid" | "keep";

/** A booking ended by cancel or refund. */
export interface EndedBooking {
  occasionId: string;
  from: BookingStatus;
  to: "cancelled" | "refunded";
  /** Cents the booking held that are being paid back. */
  refundAmount: number;
  /** The attempts refunded whole. */
  paymentIds: string[];
  /** Whether the customer's e-mail was queued. */
  emailed: boolean;
}

/** A booking as its command locked it. */
export interface LockedBooking {
  id: string;
  occasion_id: string;
  status: BookingStatus;
  total: number;
}

interface StatusChange {
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
  reason: string;
  now: Date;
  /** The administrator who made the change; null for the customer and the system. */
  actorUserId?: string | null;
  /** Columns that change with the status. */
  set?: Partial<Record<"expires_at" | "confirmed_at" | "terms_accepted_at", Date | null>>;
}

/** A booking that holds its places from creation (createHeldBookings). */
/**
 * What a booking that holds places from its first moment is: house seats held back from sale (`locked`), a sale at
 * the box office (`booked` at once), or next season's renewal of last season's booking (`renewable` until renewed).
 */
export const HELD_BOOKING_STATUS = { house_seats: "locked", box_office_sale: "booked", renewal: "renewable" } as const;

export interface HeldBooking {
  kind: keyof typeof HELD_BOOKING_STATUS;
  /** `price` is what is charged; a voucher's discount keeps the list price and the code beside it. */
  places: Array<{
    spaceId: string;
    ticketTypeId: string;
    price: number;
    vat: number;
    code: string;
    listPrice?: number | null;
    voucherCodeId?: string | null;
  }>;
  client?: {
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    identityNumber: string | null;
    message: string | null;
  };
  paymentMethodId: string | null;
  /** The customer's language (e-mails, payment pages). */
  language?: string;
  /** Next season's renewal of last season's booking: its link capability and when its hold lapses. */
  renewal?: { renewedFromId: string | null; token: string; secretHash: string; expiresAt: Date };
  /** The order the booking is one date of (createHeldOrders). */
  orderId?: string;
  reason: string;
}

export interface LifecycleLimits {
  maxTicketsPerDraft: number;
  maxHeldPerAddressPerOccasion: number;
  /** Hold batches under way at once (group commit); the default 4 leaves the rest of the pool to other work. */
  holdBatchesInFlight?: number;
}

export interface HoldResult {
  outcome: HoldOutcome;
  ticketId: string | null;
}

/**
 * Told of bookings that have just become `booked`, in the transaction of that change (before it commits):
 * the confirmation e-mail is written with the change or not at all.
 */
export type BookedListener = (manager: EntityManager, bookingIds: string[], now: Date) => Promise<void>;

/** A status change as its history row records it; `from` is null for a booking's creation. */
export interface Transition {
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
}

/**
 * Told of every status change, in the transaction that makes it (after its history row), with why: other systems'
 * events are written with the change or not at all.
 */
export type TransitionListener = (manager: EntityManager, changes: Transition[], reason: string, now: Date) => Promise<void>;

/** Told of every change other than a status change (recordChanges), in its transaction. */
export type ChangeListener = (manager: EntityManager, bookingIds: string[], kind: string, now: Date) => Promise<void>;

/**
 * Told of bookings that have just ended unfinished or been cancelled (expired, cancelled, refunded), in the
 * transaction of that change, after the places went back: a voucher's use held by an unfinished booking is given back.
 */
export type EndedListener = (manager: EntityManager, bookingIds: string[], now: Date) => Promise<void>;

/**
 * Asked before a lapsed booking is booked after all (a payment that arrived after its hold ended), in that transaction,
 * once its places are taken again: it takes again what the booking's price or sale relied on and was given back at the
 * lapse (a voucher's use, the buyer's room under a per-buyer cap), and answers false when that is gone. The booking is
 * then not booked, as when its places are taken (the payment is owed back), and whatever was taken is rolled back.
 */
export type RetakeGuard = (manager: EntityManager, bookingId: string, now: Date) => Promise<boolean>;

/** A ticket's price as a voucher sets it (priceTickets): what is charged, the list price (null: no discount) and the code. */
export interface TicketPrice {
  ticketId: string;
  price: number;
  listPrice: number | null;
  voucherCodeId: string | null;
}

/** Byte order of ids, as PostgreSQL orders uuids (lower-case hex of the same length). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The booking process (DESIGN sections 3 and 7.2, issue 33): the only code that writes a booking's status, its
 * tickets (and their addons and the booking's total) and the occupancy counters, through typed commands (hold, book,
 * await payment, resume editing, move, retype, remove tickets, cancel, refund, expire, and the bookings that hold
 * places from their first moment). Checkout, the box office, the customer's link, an occasion's cancellation,
 * renewals, the waiting list, the expiry sweeper and payment settlement call commands; none passes a status or a
 * column. A test (lifecycle-ownership.spec.ts) fails when any other source file writes those tables or columns, or
 * pushes occupancy.
 *
 * Each command locks its booking, decides its own transition from the one table (booking-transitions.ts) and writes
 * its history row, moves money through the ledger (MoneyLedger), queues the customer's e-mail, and registers on the
 * unit of work what follows its commit (the occupancy push, the refunds sent to providers). Places are taken only by
 * the database function `hold_place` (the one hold path, in the migrations) and given back only here, in the fixed
 * (occasion, space) lock order that keeps releases free of deadlocks.
 */
export class BookingLifecycle {
  /** Autocommit holds of each data source, grouped (see holdGrouped). */
  private readonly groupCommits = new WeakMap<DataSource, GroupCommit<PlaceHold, HoldResult>>();
  /** Refused holds' reads of each data source, grouped (see fullSpace). */
  private readonly fullSpaceGroups = new WeakMap<DataSource, GroupCommit<RefusedHold, FullSpace>>();
  /** Autocommit new drafts of each data source, grouped (see draftsGrouped). */
  private readonly draftGroups = new WeakMap<DataSource, GroupCommit<NewDraft, string>>();
  private readonly bookedListeners: BookedListener[] = [];
  private readonly endedListeners: EndedListener[] = [];
  private readonly retakeGuards: RetakeGuard[] = [];
  private readonly transitionListeners: TransitionListener[] = [];
  private readonly changeListeners: ChangeListener[] = [];

  constructor(
    private readonly limits: LifecycleLimits,
    private readonly ports: ProcessPorts,
  ) {}

  /** Calls `listener` whenever bookings become booked, whichever use case booked them (see BookedListener). */
  whenBooked(listener: BookedListener): void {
    this.bookedListeners.push(listener);
  }

  /** Calls `listener` whenever bookings expire or are cancelled or refunded (see EndedListener). */
  whenEnded(listener: EndedListener): void {
    this.endedListeners.push(listener);
  }

  /** Calls `listener` with every status change, whichever command made it (see TransitionListener). */
  whenTransitioned(listener: TransitionListener): void {
    this.transitionListeners.push(listener);
  }

  /** Calls `listener` with every change recorded other than a status change (see ChangeListener). */
  whenChangeRecorded(listener: ChangeListener): void {
    this.changeListeners.push(listener);
  }

  /** Asks `guard` whenever a lapsed booking is about to be booked after all (see RetakeGuard). */
  whenRetaken(guard: RetakeGuard): void {
    this.retakeGuards.push(guard);
  }

  private async notifyEnded(manager: EntityManager, bookingIds: string[], now: Date): Promise<void> {
    if (bookingIds.length === 0) return;
    for (const listener of this.endedListeners) await listener(manager, bookingIds, now);
  }

  private async notifyBooked(manager: EntityManager, bookingIds: string[], now: Date): Promise<void> {
    if (bookingIds.length === 0) return;
    for (const listener of this.bookedListeners) await listener(manager, bookingIds, now);
  }

  /**
   * Creates a draft booking (null -> draft, with its history row) in one statement; returns its id. `runner` is
   * the data source (autocommit, and grouped with the drafts created at the same moment: a flash sale's first
   * second is hundreds of new drafts) or a transaction's manager.
   */
  async createDraft(runner: DataSource | UnitOfWork, draft: NewDraft): Promise<string> {
    if (runner instanceof DataSource) return this.draftsGrouped(runner).submit(draft);
    return (await insertDrafts(runner.manager, [draft]))[0]!;
  }

  /**
   * Creates an order of drafts bought together (a series pass: one draft per date, `drafts` in the order given) in the
   * caller's transaction; answers the order's id and its bookings' ids in that order.
   */
  async createOrderDrafts(
    unit: UnitOfWork,
    order: { kind: OrderKind; seriesId: string; drafts: NewDraft[]; now: Date },
  ): Promise<{ orderId: string; bookingIds: string[] }> {
    const [row] = await queryRows<{ id: string }>(
      unit.manager,
      `INSERT INTO orders (kind, series_id, created_at) VALUES ($1, $2, $3) RETURNING id`,
      [order.kind, order.seriesId, order.now],
    );
    return { orderId: row!.id, bookingIds: await insertDrafts(unit.manager, order.drafts, row!.id) };
  }

  /**
   * Creates orders whose bookings hold places from their first moment (next season's renewals of season tickets): one
   * order per entry of `orders`, each with one booking per date, through createHeldBookings one occasion at a time
   * (all or none: SPACE_OCCUPIED leaves nothing written once the caller rolls back). Answers each order's id and its
   * bookings' ids in the order given.
   */
  async createHeldOrders(
    unit: UnitOfWork,
    batch: {
      kind: OrderKind;
      seriesId: string;
      orders: Array<Array<HeldBooking & { occasionId: string }>>;
      actorUserId: string | null;
      now: Date;
    },
  ): Promise<Array<{ orderId: string; bookingIds: string[] }>> {
    if (batch.orders.length === 0) return [];
    const orderIds = (
      await queryRows<{ id: string }>(
        unit.manager,
        `INSERT INTO orders (kind, series_id, created_at) SELECT $1, $2, $3 FROM generate_series(1, $4) RETURNING id`,
        [batch.kind, batch.seriesId, batch.now, batch.orders.length],
      )
    ).map((row) => row.id);
    const byOccasion = new Map<string, Array<{ order: number; date: number; booking: HeldBooking }>>();
    batch.orders.forEach((bookings, order) =>
      bookings.forEach(({ occasionId, ...booking }, date) => {
        const list = byOccasion.get(occasionId) ?? [];
        list.push({ order, date, booking: { ...booking, orderId: orderIds[order]! } });
        byOccasion.set(occasionId, list);
      }),
    );
    const ids = batch.orders.map((bookings) => bookings.map(() => ""));
    for (const occasionId of [...byOccasion.keys()].sort()) {
      const entries = byOccasion.get(occasionId)!;
      const created = await this.createHeldBookings(unit, {
        occasionId,
        bookings: entries.map((entry) => entry.booking),
        actorUserId: batch.actorUserId,
        now: batch.now,
      });
      entries.forEach((entry, index) => (ids[entry.order]![entry.date] = created[index]!));
    }
    return orderIds.map((orderId, order) => ({ orderId, bookingIds: ids[order]! }));
  }

  /**
   * Locks every booking of an order, by id (the one lock order: a command on an order takes all its bookings before
   * anything else), and answers them by id, each with whether `secretHash`'s caller may edit it now: a draft by the
   * database's one draft-access rule (draft_access, as lockDraft and hold_place ask it).
   */
  async lockOrder(
    manager: EntityManager,
    orderId: string,
    access: { secretHash: string | null; now: Date } = { secretHash: null, now: new Date(0) },
  ): Promise<Array<LockedBooking & { editable: boolean }>> {
    const rows = await queryRows<LockedBooking & { editable: boolean }>(
      manager,
      `SELECT id, occasion_id, status, total, status = 'draft' AND draft_access(status, secret_hash, expires_at, $2, $3) AS editable
         FROM bookings WHERE order_id = $1 ORDER BY id FOR UPDATE`,
      [orderId, access.secretHash, access.now],
    );
    return rows.map((row) => ({ ...row, total: Number(row.total) }));
  }

  /**
   * Takes places for an order's bookings in the caller's transaction: its bookings locked first (lockOrder), then every
   * hold in one `hold_places` round trip in the counters' (occasion, space) order, each decided by hold_place on its
   * own (draft access, the ticket limit, the address's limit, the guarded counter). The caller rolls back unless all
   * were held: a series pass never has a gap.
   */
  async holdOrder(unit: UnitOfWork, orderId: string, holds: PlaceHold[]): Promise<HoldResult[]> {
    const bookings = new Set((await this.lockOrder(unit.manager, orderId)).map((booking) => booking.id));
    if (holds.some((hold) => !bookings.has(hold.bookingId))) throw new DomainError("NOT_FOUND", "booking.notFound");
    return this.holdTogether(unit, holds);
  }

  /** Autocommit drafts grouped as holds are (holdGrouped); a batch refused as a whole is tried again draft by draft. */
  private draftsGrouped(dataSource: DataSource): GroupCommit<NewDraft, string> {
    return this.groupOf(this.draftGroups, dataSource, this.draftBatches);
  }

  private readonly draftBatches = (dataSource: DataSource) => async (drafts: NewDraft[]) => {
    try {
      return await insertDrafts(dataSource.manager, drafts);
    } catch (error) {
      if (drafts.length === 1 || !refusedByDatabase(error)) throw error;
      const alone = drafts.map(async (draft) => (await insertDrafts(dataSource.manager, [draft]))[0]!);
      await Promise.allSettled(alone);
      return alone;
    }
  };

  /**
   * The group commit of `dataSource` in `groups`, made on first use with the lifecycle's batch limits and the batch
   * runner `batches` makes for that data source.
   */
  private groupOf<I, O>(
    groups: WeakMap<DataSource, GroupCommit<I, O>>,
    dataSource: DataSource,
    batches: (dataSource: DataSource) => (inputs: I[]) => Promise<Array<O | PromiseLike<O>>>,
  ): GroupCommit<I, O> {
    let group = groups.get(dataSource);
    if (!group) {
      group = new GroupCommit(batches(dataSource), { maxInFlight: this.limits.holdBatchesInFlight ?? 4, maxBatch: 200 });
      groups.set(dataSource, group);
    }
    return group;
  }

  /**
   * Creates a booking that holds places from its first moment (house seats `locked`, a box-office sale
   * `booked`), all of its places or none: see createHeldBookings.
   */
  async createHeldBooking(
    unit: UnitOfWork,
    booking: HeldBooking & { occasionId: string; actorUserId: string; now: Date },
  ): Promise<string> {
    const [id] = await this.createHeldBookings(unit, {
      occasionId: booking.occasionId,
      bookings: [booking],
      actorUserId: booking.actorUserId,
      now: booking.now,
    });
    return id!;
  }

  /**
   * Creates bookings of one occasion that hold places from their first moment (house seats, box-office
   * sales, next season's renewals), all of their places or none, in a fixed number of statements however
   * many there are: the occasion's lapsed holds are reclaimed, the counters locked in the fixed (occasion,
   * space) order, checked for room, then raised, and the bookings and tickets inserted with their history.
   * SPACE_OCCUPIED when any place is taken (nothing is written then), NOT_FOUND for a space that is not the
   * occasion's. Answers the new ids in the order given.
   */
  async createHeldBookings(
    unit: UnitOfWork,
    batch: { occasionId: string; bookings: HeldBooking[]; actorUserId: string | null; now: Date },
  ): Promise<string[]> {
    const { occasionId, bookings, now } = batch;
    const { manager } = unit;
    if (bookings.length === 0) return [];
    const wanted = new Map<string, number>();
    for (const place of bookings.flatMap((booking) => booking.places)) wanted.set(place.spaceId, (wanted.get(place.spaceId) ?? 0) + 1);
    const spaceIds = [...wanted.keys()].sort();
    if (spaceIds.length <= 20) {
      for (const spaceId of spaceIds) await this.expireLapsed(unit, now, { occasionId, spaceId });
    } else {
      await this.expireLapsed(unit, now, { occasionId });
    }
    const counters = await queryRows<{ space_id: string; held: number; max_tickets: number }>(
      manager,
      `SELECT space_id, held, max_tickets FROM occasion_spaces WHERE occasion_id = $1 AND space_id = ANY($2::uuid[])
        ORDER BY occasion_id, space_id FOR UPDATE`,
      [occasionId, spaceIds],
    );
    if (counters.length !== spaceIds.length) throw new DomainError("NOT_FOUND", "booking.spaceNotFound");
    if (counters.some((row) => row.held + wanted.get(row.space_id)! > row.max_tickets))
      throw new DomainError("SPACE_OCCUPIED", "booking.spaceOccupied");
    await manager.query(
      `UPDATE occasion_spaces os SET held = os.held + c.n FROM unnest($2::uuid[], $3::int[]) AS c(space_id, n)
        WHERE os.occasion_id = $1 AND os.space_id = c.space_id`,
      [occasionId, spaceIds, spaceIds.map((spaceId) => wanted.get(spaceId)!)],
    );
    this.occupancyChanged(unit, occasionId);
    const ids = bookings.map(() => randomUUID());
    const column = <T>(pick: (booking: HeldBooking) => T) => bookings.map(pick);
    const statusOf = (booking: HeldBooking): BookingStatus => HELD_BOOKING_STATUS[booking.kind];
    await manager.query(
      `INSERT INTO bookings (id, occasion_id, status, total, payment_method_id, created_by_id, confirmed_at, firstname, lastname, email, phone,
                             address, identity_number, message, language, renewed_from_id, renewal_token, secret_hash, expires_at,
                             order_id, created_at, updated_at)
       SELECT id, $1, status, total, method, $2, CASE WHEN status = 'booked' THEN $3::timestamptz END, firstname, lastname, email, phone,
              address, identity_number, message, COALESCE(language, 'en'), renewed_from_id, renewal_token, secret_hash, expires_at,
              order_id, $3, $3
         FROM unnest($4::uuid[], $5::varchar[], $6::int[], $7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[], $11::varchar[],
                     $12::varchar[], $13::varchar[], $14::text[], $15::varchar[], $16::uuid[], $17::uuid[], $18::varchar[], $19::timestamptz[],
                     $20::uuid[])
           AS b(id, status, total, method, firstname, lastname, email, phone, address, identity_number, message, language, renewed_from_id,
                renewal_token, secret_hash, expires_at, order_id)`,
      [
        occasionId,
        batch.actorUserId,
        now,
        ids,
        column(statusOf),
        column((booking) => booking.places.reduce((sum, place) => sum + place.price, 0)),
        column((booking) => booking.paymentMethodId),
        column((booking) => booking.client?.firstname ?? null),
        column((booking) => booking.client?.lastname ?? null),
        column((booking) => booking.client?.email ?? null),
        column((booking) => booking.client?.phone ?? null),
        column((booking) => booking.client?.address ?? null),
        column((booking) => booking.client?.identityNumber ?? null),
        column((booking) => booking.client?.message ?? null),
        column((booking) => booking.language ?? null),
        column((booking) => booking.renewal?.renewedFromId ?? null),
        column((booking) => booking.renewal?.token ?? null),
        column((booking) => booking.renewal?.secretHash ?? null),
        column((booking) => booking.renewal?.expiresAt ?? null),
        column((booking) => booking.orderId ?? null),
      ],
    );
    const tickets = bookings.flatMap((booking, index) => booking.places.map((place) => ({ bookingId: ids[index]!, ...place })));
    await manager.query(
      `INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code, list_price, voucher_code_id, created_at)
       SELECT b, $1, s, t, p, v, c, l, vc, $2
         FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::numeric[], $8::varchar[], $9::int[], $10::uuid[]) AS x(b, s, t, p, v, c, l, vc)`,
      [
        occasionId,
        now,
        tickets.map((ticket) => ticket.bookingId),
        tickets.map((ticket) => ticket.spaceId),
        tickets.map((ticket) => ticket.ticketTypeId),
        tickets.map((ticket) => ticket.price),
        tickets.map((ticket) => ticket.vat),
        tickets.map((ticket) => ticket.code),
        tickets.map((ticket) => ticket.listPrice ?? null),
        tickets.map((ticket) => ticket.voucherCodeId ?? null),
      ],
    );
    const byReason = new Map<string, Array<{ bookingId: string; from: null; to: BookingStatus }>>();
    bookings.forEach((booking, index) => {
      const changes = byReason.get(booking.reason) ?? [];
      changes.push({ bookingId: ids[index]!, from: null, to: statusOf(booking) });
      byReason.set(booking.reason, changes);
    });
    for (const [reason, changes] of byReason) await this.recordTransitions(manager, changes, reason, batch.actorUserId, now);
    await this.notifyBooked(
      manager,
      ids.filter((_, index) => statusOf(bookings[index]!) === "booked"),
      now,
    );
    return ids;
  }

  // Commands: each locks its booking, decides its own transition from the table, sets its own columns, takes or
  // gives back places through the one hold path, moves money through the ledger, writes history, queues the
  // customer's e-mail, and registers what must follow its commit on the unit of work.

  /** Locks a booking's row (the first lock of every command: the one lock order) and reads what commands decide on. */
  private async lock(manager: EntityManager, bookingId: string): Promise<LockedBooking> {
    const [booking] = await queryRows<LockedBooking>(
      manager,
      `SELECT id, occasion_id, status, total FROM bookings WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    if (!booking) throw new DomainError("NOT_FOUND", "booking.notFound");
    return { ...booking, total: Number(booking.total) };
  }

  /** The occupancy of `occasionId` changed in this unit: maps learn of it once it commits. */
  private occupancyChanged(unit: UnitOfWork, occasionId: string): void {
    unit.afterCommit(`occupancy:${occasionId}`, () => this.ports.occupancyChanged(occasionId));
  }

  /** Refunds decided in this unit are asked of the providers once it commits (the ledger's job sends what a crash left). */
  private sendRefunds(unit: UnitOfWork, movementIds: string[]): void {
    if (movementIds.length > 0) unit.afterCommit(`refunds:${movementIds.join(",")}`, () => this.ports.ledger.send(movementIds));
  }

  /**
   * Cancels a booking: an open payment attempt is voided, its places go back on sale, and with `refund_paid` what a
   * booked booking paid goes back through the ledger (it ends `refunded` then, `cancelled` otherwise). `notice` queues
   * the customer's e-mail (a booking that had reached its customer: booked, or a renewal). INVALID_TRANSITION from a
   * status that cannot be cancelled.
   */
  async cancel(
    unit: UnitOfWork,
    command: {
      bookingId: string;
      reason: string;
      actorUserId: string | null;
      now: Date;
      refund: RefundPolicy;
      notice?: CancelNotice | null;
    },
  ): Promise<EndedBooking> {
    const booking = await this.lock(unit.manager, command.bookingId);
    const held =
      command.refund === "refund_paid" && booking.status === "booked" ? await this.ports.ledger.held(unit.manager, booking.id) : 0;
    return this.end(unit, booking, held > 0 ? "refunded" : "cancelled", command, held);
  }

  /** Refunds a booked booking (INVALID_TRANSITION otherwise): its places go back on sale and all it paid goes back. */
  async refund(
    unit: UnitOfWork,
    command: { bookingId: string; reason: string; actorUserId: string | null; now: Date; notice?: CancelNotice | null },
  ): Promise<EndedBooking> {
    return this.end(unit, await this.lock(unit.manager, command.bookingId), "refunded", command);
  }

  private async end(
    unit: UnitOfWork,
    booking: LockedBooking,
    to: "cancelled" | "refunded",
    command: { reason: string; actorUserId: string | null; now: Date; notice?: CancelNotice | null },
    /** What the ledger holds for the booking, when the caller has read it under the same lock. */
    held?: number,
  ): Promise<EndedBooking> {
    const { manager } = unit;
    const { reason, actorUserId, now } = command;
    assertTransition(booking.status, to);
    const refundAmount = to === "refunded" ? (held ?? (await this.ports.ledger.held(manager, booking.id))) : 0;
    await this.ports.payments.closeOpenAttempts(manager, booking.id, "cancelled", now);
    const money = to === "refunded" ? await this.ports.ledger.refundAll(manager, booking.id, reason, actorUserId, now) : null;
    if (holdsSpaces(booking.status)) {
      await releasePlaces(manager, { bookingIds: [booking.id] });
      this.occupancyChanged(unit, booking.occasion_id);
    }
    await this.transition(manager, {
      bookingId: booking.id,
      from: booking.status,
      to,
      reason,
      now,
      actorUserId,
      set: { expires_at: null },
    });
    await this.notifyEnded(manager, [booking.id], now);
    this.sendRefunds(unit, money?.toSend ?? []);
    const emailed =
      command.notice && isOneOf(booking.status, NOTIFIED_STATUSES) && !unit.dryRun
        ? await this.ports.notices.cancelled(manager, booking.id, { ...command.notice, refundAmount })
        : false;
    return { occasionId: booking.occasion_id, from: booking.status, to, refundAmount, paymentIds: money?.paymentIds ?? [], emailed };
  }

  /**
   * Ends a renewal or an unfinished hold before its time (an administrator releasing a renewal): expired, its
   * places back on sale at once. INVALID_TRANSITION from a status that does not lapse.
   */
  async expire(unit: UnitOfWork, command: { bookingId: string; reason: string; actorUserId: string | null; now: Date }): Promise<void> {
    const booking = await this.lock(unit.manager, command.bookingId);
    assertTransition(booking.status, "expired");
    await this.ports.payments.closeOpenAttempts(unit.manager, booking.id, "cancelled", command.now);
    await releasePlaces(unit.manager, { bookingIds: [booking.id] });
    this.occupancyChanged(unit, booking.occasion_id);
    await this.transition(unit.manager, { ...command, from: booking.status, to: "expired" });
    await this.notifyEnded(unit.manager, [booking.id], command.now);
  }

  /**
   * Removes tickets of a booking that holds its places, giving the places back; removing the last ones cancels the
   * booking (`lastReason`). A paid booking that now costs less is owed the difference back, through the ledger
   * (sent to the providers once this commits). `record` names the change in the booking's history (null: a
   * customer's own draft edit, which the status history does not list).
   */
  async removeTickets(
    unit: UnitOfWork,
    command: {
      bookingId: string;
      ticketIds: string[];
      reason: string;
      lastReason: string;
      actorUserId: string | null;
      now: Date;
      record: { kind: string; detail: Record<string, unknown> } | null;
    },
  ): Promise<{ cancelled: boolean }> {
    const { manager } = unit;
    const booking = await this.lock(manager, command.bookingId);
    if (!holdsSpaces(booking.status)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(manager, `SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [
      booking.id,
    ]);
    if (command.ticketIds.length === 0) return { cancelled: false };
    await releasePlaces(manager, { ticketIds: command.ticketIds });
    await manager.query(`DELETE FROM tickets WHERE id = ANY($2::uuid[]) AND booking_id = $1`, [booking.id, command.ticketIds]);
    const total = await this.refreshTotal(manager, booking.id, command.now);
    this.occupancyChanged(unit, booking.occasion_id);
    if (command.record)
      await this.recordChange(manager, { bookingId: booking.id, ...command.record, actorUserId: command.actorUserId, now: command.now });
    // Nothing left: the booking ends (what was paid for the tickets goes back with them, below).
    const cancelled = command.ticketIds.length >= n;
    if (cancelled)
      await this.end(unit, booking, "cancelled", { reason: command.lastReason, actorUserId: command.actorUserId, now: command.now });
    const refunded = await this.refundExcessOf(unit, booking.id, total, command);
    if (cancelled && this.tellsCustomer(unit, booking))
      await this.ports.notices.cancelled(manager, booking.id, { cause: "venue", refundAmount: refunded });
    else if (!cancelled) await this.noticeChange(unit, booking, { kind: "removed", ticketIds: [], refundAmount: refunded });
    return { cancelled };
  }

  /**
   * Books a booking: a hold (draft, payment, renewal, house seats) becomes booked; a lapsed one (expired: a payment
   * that arrived after its hold ended) first takes all its places again, or none (`booked` false: the caller owes
   * the money back). INVALID_TRANSITION from a status that cannot be booked.
   */
  async book(
    unit: UnitOfWork,
    command: { bookingId: string; reason: string; actorUserId?: string | null; now: Date },
  ): Promise<{ booked: boolean; retaken: boolean }> {
    const booking = await this.lock(unit.manager, command.bookingId);
    assertTransition(booking.status, "booked");
    const retaken = !holdsSpaces(booking.status);
    if (retaken) {
      await unit.manager.query(`SAVEPOINT retake`);
      if (!(await reholdBooking(unit.manager, booking.id)) || !(await this.retakeAllowed(unit.manager, booking.id, command.now))) {
        await unit.manager.query(`ROLLBACK TO SAVEPOINT retake`);
        return { booked: false, retaken: false };
      }
      await unit.manager.query(`RELEASE SAVEPOINT retake`);
      this.occupancyChanged(unit, booking.occasion_id);
    }
    await this.transition(unit.manager, {
      bookingId: booking.id,
      from: booking.status,
      to: "booked",
      reason: command.reason,
      now: command.now,
      actorUserId: command.actorUserId ?? null,
      set: { expires_at: null, confirmed_at: command.now },
    });
    return { booked: true, retaken };
  }

  private async retakeAllowed(manager: EntityManager, bookingId: string, now: Date): Promise<boolean> {
    for (const guard of this.retakeGuards) if (!(await guard(manager, bookingId, now))) return false;
    return true;
  }

  /** A hold goes to payment (checkout confirmed, a renewal being paid): its places stay held until its hold ends. */
  async awaitPayment(unit: UnitOfWork, command: { bookingId: string; reason: string; now: Date }): Promise<void> {
    const booking = await this.lock(unit.manager, command.bookingId);
    if (booking.status === "payment") return;
    await this.transition(unit.manager, { ...command, from: booking.status, to: "payment" });
  }

  /** Back from payment to an editable draft: the terms are to be accepted again. */
  async resumeEditing(unit: UnitOfWork, command: { bookingId: string; reason: string; now: Date }): Promise<void> {
    const booking = await this.lock(unit.manager, command.bookingId);
    await this.transition(unit.manager, {
      ...command,
      from: booking.status,
      to: "draft",
      set: { terms_accepted_at: null },
    });
  }

  /** A paid booking that got cheaper is owed the difference back (nothing for a booking nobody paid for); answers the cents. */
  private async refundExcessOf(
    unit: UnitOfWork,
    bookingId: string,
    price: number,
    change: { reason: string; actorUserId: string | null; now: Date },
  ): Promise<number> {
    const { reason, actorUserId, now } = change;
    const { toSend, amount } = await this.ports.ledger.refundExcess(unit.manager, { bookingId, price, reason, actorUserId, now });
    this.sendRefunds(unit, toSend);
    return amount;
  }

  /**
   * Whether a change to this booking is e-mailed to its customer: a booked booking's (a draft's or a renewal's own
   * edits are the customer's, house seats have none), and not in a rehearsal (previewInUnitOfWork).
   */
  private tellsCustomer(unit: UnitOfWork, booking: LockedBooking): boolean {
    return booking.status === "booked" && !unit.dryRun;
  }

  /** Queues the customer's e-mail of a change to a booked booking's tickets, with what they owe after it. */
  private async noticeChange(unit: UnitOfWork, booking: LockedBooking, change: Omit<TicketsChangedNotice, "owedAmount">): Promise<void> {
    if (!this.tellsCustomer(unit, booking)) return;
    const [row] = await queryRows<{ total: number }>(unit.manager, `SELECT total FROM bookings WHERE id = $1`, [booking.id]);
    const owedAmount = Math.max(0, Number(row?.total ?? 0) - (await this.ports.ledger.held(unit.manager, booking.id)));
    await this.ports.notices.changed(unit.manager, booking.id, { ...change, owedAmount });
  }

  /** A status change through the transition table, with its history row; the caller holds the booking's row lock. */
  private async transition(manager: EntityManager, change: StatusChange): Promise<void> {
    assertTransition(change.from, change.to);
    const columns = Object.entries(change.set ?? {});
    const assignments = columns.map(([column], index) => `, ${column} = $${index + 5}`).join("");
    const updated = await queryRows(
      manager,
      `UPDATE bookings SET status = $2, updated_at = $3${assignments} WHERE id = $1 AND status = $4 RETURNING id`,
      [change.bookingId, change.to, change.now, change.from, ...columns.map(([, value]) => value)],
    );
    // The caller read `from` under the row lock; anything else is a bug, refused rather than written.
    if (updated.length === 0)
      throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition", { from: change.from, to: change.to });
    await this.recordTransitions(manager, [change], change.reason, change.actorUserId ?? null, change.now);
    if (change.to === "booked") await this.notifyBooked(manager, [change.bookingId], change.now);
  }

  /**
   * Takes one place through `hold_place` (a plpgsql function, migrations 1795320000000 and 1795330000000):
   * draft_access, the booking's ticket limit, the address's live holds on the occasion
   * (MAX_HELD_PER_ADDRESS_PER_OCCASION), then the guarded counter and the ticket, in one round trip.
   * `runner` is the data source (an autocommit transaction of its own: the flash-sale hot path) or a
   * transaction's manager. Kept over the single-statement CTE it replaced: the per-address count needs
   * the booking's row lock and an advisory lock before the counter, which a CTE cannot order.
   */
  async hold(runner: DataSource | UnitOfWork, hold: PlaceHold): Promise<HoldResult> {
    if (runner instanceof DataSource) {
      const result = await this.holdGrouped(runner).submit(hold);
      // Autocommit: the place is taken once the statement answers.
      if (result.outcome === "held") this.ports.occupancyChanged(hold.occasionId);
      return result;
    }
    const result = await this.holdOne(runner.manager, hold);
    if (result.outcome === "held") this.occupancyChanged(runner, hold.occasionId);
    return result;
  }

  private async holdOne(manager: EntityManager, hold: PlaceHold): Promise<HoldResult> {
    const rows = await queryRows<{ outcome: HoldOutcome; ticket_id: string | null }>(
      manager,
      `SELECT outcome, ticket_id FROM hold_place($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        hold.bookingId,
        hold.secretHash,
        hold.occasionId,
        hold.spaceId,
        hold.ticketTypeId,
        hold.price,
        hold.vat,
        hold.code,
        hold.now,
        this.limits.maxTicketsPerDraft,
        this.limits.maxHeldPerAddressPerOccasion,
      ],
    );
    const row = rows[0]!;
    return { outcome: row.outcome, ticketId: row.ticket_id };
  }

  /**
   * Group commit (issue 18): holds that arrive together share one `hold_places` statement (one round trip, one
   * transaction, one commit), each still decided by hold_place on its own. A batch is sent sorted by (occasion,
   * space), the counters' lock order. A batch the database refuses as a whole (a deadlock with another batch, say)
   * is tried again hold by hold, so no hold fails for another's sake.
   */
  private holdGrouped(dataSource: DataSource): GroupCommit<PlaceHold, HoldResult> {
    return this.groupOf(this.groupCommits, dataSource, this.holdBatches);
  }

  private readonly holdBatches = (dataSource: DataSource) => {
    const single = (hold: PlaceHold) => this.holdOne(dataSource.manager, hold);
    return async (holds: PlaceHold[]) => {
      if (holds.length === 1) return [await single(holds[0]!)];
      try {
        return await this.holdBatch(dataSource, holds);
      } catch (error) {
        // Run again hold by hold only when nothing of the batch committed; after a lost connection that is
        // unknown, and each hold fails as a lone hold would.
        if (!refusedByDatabase(error)) throw error;
        return Promise.all(holds.map(single));
      }
    };
  };

  /**
   * Takes several places in the caller's transaction, in one round trip (`hold_places`), each decided by
   * hold_place on its own; the caller rolls back when it needs all or none (best available).
   */
  async holdTogether(unit: UnitOfWork, holds: PlaceHold[]): Promise<HoldResult[]> {
    const results = await this.holdBatch(unit.manager, holds);
    holds.forEach((hold, index) => {
      if (results[index]!.outcome === "held") this.occupancyChanged(unit, hold.occasionId);
    });
    return results;
  }

  private async holdBatch(runner: DataSource | EntityManager, holds: PlaceHold[]): Promise<HoldResult[]> {
    const order = holds
      .map((hold, index) => ({ hold, index }))
      .sort((a, b) => compare(a.hold.occasionId, b.hold.occasionId) || compare(a.hold.spaceId, b.hold.spaceId));
    const sorted = order.map((entry) => entry.hold);
    const rows = await queryRows<{ idx: number; outcome: HoldOutcome; ticket_id: string | null }>(
      runner,
      `SELECT idx, outcome, ticket_id FROM hold_places($1::uuid[], $2::varchar[], $3::uuid[], $4::uuid[], $5::uuid[],
         $6::integer[], $7::numeric[], $8::varchar[], $9::timestamptz[], $10, $11)`,
      [
        sorted.map((hold) => hold.bookingId),
        sorted.map((hold) => hold.secretHash),
        sorted.map((hold) => hold.occasionId),
        sorted.map((hold) => hold.spaceId),
        sorted.map((hold) => hold.ticketTypeId),
        sorted.map((hold) => hold.price),
        sorted.map((hold) => hold.vat),
        sorted.map((hold) => hold.code),
        sorted.map((hold) => hold.now),
        this.limits.maxTicketsPerDraft,
        this.limits.maxHeldPerAddressPerOccasion,
      ],
    );
    const results: HoldResult[] = new Array(holds.length);
    for (const row of rows) results[order[row.idx - 1]!.index] = { outcome: row.outcome, ticketId: row.ticket_id };
    return results;
  }

  /** Moves a lapsing hold's end (the payment hold while a provider attempt runs). */
  async extendHold(manager: EntityManager, bookingId: string, until: Date, now: Date): Promise<void> {
    await manager.query(`UPDATE bookings SET expires_at = $2, updated_at = $3 WHERE id = $1 AND status IN (${sqlList(LAPSING_STATUSES)})`, [
      bookingId,
      until,
      now,
    ]);
  }

  /**
   * Moves a ticket of a booking that holds its places to another space of its occasion: the new place is
   * taken before the old one is given back, both counters locked in the fixed (occasion, space) order, so
   * the capacity invariant holds under any concurrency. SPACE_OCCUPIED when the new space is full (after
   * its lapsed holds are reclaimed), NOT_FOUND for a ticket or space that is not the booking's occasion's.
   */
  async moveTicket(
    unit: UnitOfWork,
    move: { bookingId: string; ticketId: string; toSpaceId: string; now: Date; actorUserId: string | null },
  ): Promise<{ occasionId: string; fromSpaceId: string; moved: boolean }> {
    const { manager } = unit;
    // Only a booking that holds its places has them counted: moving another's ticket would skew the counters.
    const booking = await this.lock(manager, move.bookingId);
    if (!holdsSpaces(booking.status)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
    const tickets = await queryRows<{ occasion_id: string; space_id: string }>(
      manager,
      `SELECT occasion_id, space_id FROM tickets WHERE id = $1 AND booking_id = $2 FOR UPDATE`,
      [move.ticketId, move.bookingId],
    );
    const ticket = tickets[0];
    if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
    const { occasion_id: occasionId, space_id: fromSpaceId } = ticket;
    if (fromSpaceId === move.toSpaceId) return { occasionId, fromSpaceId, moved: false };
    // Lapsed holds stop counting at their expiry: reclaim the target's before calling it full.
    await this.expireLapsed(unit, move.now, { occasionId, spaceId: move.toSpaceId });
    const counters = await queryRows<{ space_id: string; held: number; max_tickets: number }>(
      manager,
      `SELECT space_id, held, max_tickets FROM occasion_spaces WHERE occasion_id = $1 AND space_id = ANY($2::uuid[])
        ORDER BY occasion_id, space_id FOR UPDATE`,
      [occasionId, [fromSpaceId, move.toSpaceId]],
    );
    const target = counters.find((row) => row.space_id === move.toSpaceId);
    if (!target) throw new DomainError("NOT_FOUND", "booking.spaceNotFound");
    if (target.held >= target.max_tickets) throw new DomainError("SPACE_OCCUPIED", "booking.spaceOccupied");
    await manager.query(`UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2`, [
      occasionId,
      move.toSpaceId,
    ]);
    await manager.query(`UPDATE tickets SET space_id = $2 WHERE id = $1`, [move.ticketId, move.toSpaceId]);
    await manager.query(`UPDATE occasion_spaces SET held = held - 1 WHERE occasion_id = $1 AND space_id = $2`, [occasionId, fromSpaceId]);
    this.occupancyChanged(unit, occasionId);
    await this.recordChange(manager, {
      bookingId: move.bookingId,
      kind: "ticket_moved",
      detail: { ticketId: move.ticketId, fromSpaceId, toSpaceId: move.toSpaceId },
      actorUserId: move.actorUserId,
      now: move.now,
    });
    await this.noticeChange(unit, booking, { kind: "moved", ticketIds: [move.ticketId], refundAmount: 0 });
    return { occasionId, fromSpaceId, moved: true };
  }

  /**
   * The dates a `moveOrderPlace` of this ticket would move, each (occasion, new space) for the caller to reclaim its lapsed
   * holds in a transaction of its own (expireLapsed) before the move, with no counter held; read without locks.
   */
  async laterDatesToReclaim(
    runner: DataSource,
    move: { bookingId: string; ticketId: string; toSpaceId: string },
  ): Promise<Array<{ occasionId: string; spaceId: string }>> {
    const rows = await queryRows<{ occasion_id: string }>(
      runner,
      `SELECT DISTINCT later.occasion_id FROM bookings b JOIN tickets t ON t.booking_id = b.id AND t.id = $2 JOIN occasions o ON o.id = b.occasion_id
         JOIN bookings later ON later.order_id = b.order_id JOIN occasions lo ON lo.id = later.occasion_id
        WHERE b.id = $1 AND lo.start_time >= o.start_time ORDER BY later.occasion_id`,
      [move.bookingId, move.ticketId],
    );
    return rows.map((row) => ({ occasionId: row.occasion_id, spaceId: move.toSpaceId }));
  }

  /**
   * Moves a season ticket holder's place on this date and on every later date of their order (the same place on each, as
   * the pass holds it), all or none: SPACE_OCCUPIED when the new place is taken on any of them, and nothing moves. The
   * order's bookings are locked first (by id), then each date moves as `moveTicket`. The caller reclaims the new place's
   * lapsed holds on those dates first (laterDatesToReclaim). A booking of no order moves alone. Answers how many dates moved.
   */
  async moveOrderPlace(
    unit: UnitOfWork,
    move: { bookingId: string; ticketId: string; toSpaceId: string; now: Date; actorUserId: string | null },
  ): Promise<number> {
    const { manager } = unit;
    const [ticket] = await queryRows<{ order_id: string | null; space_id: string; start_time: Date }>(
      manager,
      `SELECT b.order_id, t.space_id, o.start_time FROM bookings b JOIN tickets t ON t.booking_id = b.id JOIN occasions o ON o.id = b.occasion_id
        WHERE b.id = $1 AND t.id = $2`,
      [move.bookingId, move.ticketId],
    );
    if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
    if (!ticket.order_id) return (await this.moveTicket(unit, move)).moved ? 1 : 0;
    const holding = new Set(
      (await this.lockOrder(manager, ticket.order_id)).filter((date) => holdsSpaces(date.status)).map((date) => date.id),
    );
    const dates = (
      await queryRows<{ booking_id: string; occasion_id: string; ticket_id: string }>(
        manager,
        `SELECT b.id AS booking_id, b.occasion_id, t.id AS ticket_id
           FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN tickets t ON t.booking_id = b.id AND t.space_id = $2
          WHERE b.order_id = $1 AND o.start_time >= $3 ORDER BY b.occasion_id, t.id`,
        [ticket.order_id, ticket.space_id, ticket.start_time],
      )
    ).filter((date) => holding.has(date.booking_id));
    const seen = new Set<string>();
    const moving = dates.filter((date) => !seen.has(date.booking_id) && seen.add(date.booking_id));
    // The new place's lapsed holds were reclaimed beforehand, each date in a transaction of its own (laterDatesToReclaim):
    // reclaiming here would lock their holders after this move had locked an earlier date's counters.
    let moved = 0;
    for (const date of moving) {
      const result = await this.moveTicket(unit, { ...move, bookingId: date.booking_id, ticketId: date.ticket_id });
      if (result.moved) moved += 1;
    }
    return moved;
  }

  /** Appends status-history rows, and tells the transition listeners in the same transaction. */
  private async recordTransitions(manager: EntityManager, changes: Transition[], reason: string, actorUserId: string | null, now: Date) {
    if (changes.length === 0) return;
    await manager.query(
      `INSERT INTO booking_status_changes (booking_id, from_status, to_status, reason, actor_user_id, created_at)
       SELECT booking_id, from_status, to_status, $4, $5, $6 FROM unnest($1::uuid[], $2::varchar[], $3::varchar[]) AS c(booking_id, from_status, to_status)`,
      [changes.map((c) => c.bookingId), changes.map((c) => c.from), changes.map((c) => c.to), reason.slice(0, 200), actorUserId, now],
    );
    for (const listener of this.transitionListeners) await listener(manager, changes, reason, now);
  }

  /**
   * Records a change other than a status transition (those record themselves) with who made it, and
   * moves the booking's version (updated_at) on, so a form loaded before it cannot overwrite it.
   */
  async recordChange(
    manager: EntityManager,
    change: { bookingId: string; kind: string; detail: Record<string, unknown>; actorUserId: string | null; now: Date },
  ): Promise<void> {
    const { bookingId, ...same } = change;
    await this.recordChanges(manager, { ...same, bookingIds: [bookingId] });
  }

  /** recordChange for many bookings with the same change, in two statements however many there are. */
  async recordChanges(
    manager: EntityManager,
    change: { bookingIds: string[]; kind: string; detail: Record<string, unknown>; actorUserId: string | null; now: Date },
  ): Promise<void> {
    if (change.bookingIds.length === 0) return;
    await manager.query(
      `INSERT INTO booking_changes (booking_id, kind, detail, actor_user_id, created_at) SELECT b, $2, $3, $4, $5 FROM unnest($1::uuid[]) AS b`,
      [change.bookingIds, change.kind, JSON.stringify(change.detail), change.actorUserId, change.now],
    );
    await manager.query(`UPDATE bookings SET updated_at = $2 WHERE id = ANY($1::uuid[])`, [change.bookingIds, change.now]);
    for (const listener of this.changeListeners) await listener(manager, change.bookingIds, change.kind, change.now);
  }

  /**
   * A seasonal occasion's public sale start moved: its unfinished renewals now lapse at the new start, or
   * at their own extended deadline when that is later.
   */
  async followRenewalSaleStart(manager: EntityManager, occasionId: string, saleStart: Date, now: Date): Promise<void> {
    await manager.query(
      `UPDATE bookings SET expires_at = GREATEST($2::timestamptz, COALESCE(renewal_deadline, $2::timestamptz)), updated_at = $3
        WHERE occasion_id = $1 AND renewal_token IS NOT NULL AND status IN ('renewable', 'payment')`,
      [occasionId, saleStart, now],
    );
  }

  /**
   * Gives one unfinished renewal its own deadline (null: back to the public sale start): its places stay
   * taken until then. The caller holds the booking's row lock and checked its status.
   */
  async setRenewalDeadline(
    unit: UnitOfWork,
    change: { bookingId: string; deadline: Date | null; saleStart: Date; actorUserId: string | null; now: Date },
  ): Promise<void> {
    const { manager } = unit;
    const expiresAt = change.deadline && change.deadline > change.saleStart ? change.deadline : change.saleStart;
    const [row] = await queryRows<{ occasion_id: string }>(
      manager,
      `UPDATE bookings SET renewal_deadline = $2, expires_at = $3 WHERE id = $1 AND status IN ('renewable', 'payment') RETURNING occasion_id`,
      [change.bookingId, change.deadline, expiresAt],
    );
    // Taking an extension back may end the hold now: maps learn of it (the sweeper releases it).
    if (row) this.occupancyChanged(unit, row.occasion_id);
    await this.recordChange(manager, {
      bookingId: change.bookingId,
      kind: "renewal_deadline",
      detail: { deadline: change.deadline?.toISOString() ?? null },
      actorUserId: change.actorUserId,
      now: change.now,
    });
  }

  /**
   * Changes a ticket's type and the price it carries (a draft's edit, or the box office's: `record` names it in the
   * history), with the voucher discount the caller priced it by, if any (a draft's is repriced by its code afterwards). A paid booking that got cheaper is owed the difference back through the ledger; one that got dearer
   * shows a positive balance (collectBalance).
   */
  async retypeTicket(
    unit: UnitOfWork,
    change: {
      bookingId: string;
      ticketId: string;
      ticketTypeId: string;
      price: number;
      vat: number;
      /** A voucher's discount kept by the new type (the box office's retype): the list price and the code beside `price`. */
      voucher?: { listPrice: number; voucherCodeId: string } | null;
      reason: string;
      actorUserId: string | null;
      now: Date;
      record: { kind: string; detail: Record<string, unknown> } | null;
    },
  ): Promise<void> {
    const { manager } = unit;
    const booking = await this.lock(manager, change.bookingId);
    if (!holdsSpaces(booking.status)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
    await manager.query(
      `UPDATE tickets SET ticket_type_id = $3, price = $4, vat = $5, list_price = $6, voucher_code_id = $7 WHERE id = $1 AND booking_id = $2`,
      [
        change.ticketId,
        booking.id,
        change.ticketTypeId,
        change.price,
        change.vat,
        change.voucher?.listPrice ?? null,
        change.voucher?.voucherCodeId ?? null,
      ],
    );
    const total = await this.refreshTotal(manager, booking.id, change.now);
    if (change.record)
      await this.recordChange(manager, { bookingId: booking.id, ...change.record, actorUserId: change.actorUserId, now: change.now });
    const refunded = await this.refundExcessOf(unit, booking.id, total, change);
    await this.noticeChange(unit, booking, { kind: "retyped", ticketIds: [change.ticketId], refundAmount: refunded });
  }

  /**
   * Sets the prices a voucher gives a hold's tickets (applied, removed, or a ticket added after the code): what is
   * charged, the list price beside it and the code, and the booking's total with them. Only a hold that is not being
   * paid (a draft) is repriced: INVALID_TRANSITION otherwise. Answers the new total.
   */
  async priceTickets(unit: UnitOfWork, command: { bookingId: string; prices: TicketPrice[]; now: Date }): Promise<number> {
    const { manager } = unit;
    const booking = await this.lock(manager, command.bookingId);
    if (booking.status !== "draft") throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
    if (command.prices.length === 0) return booking.total;
    await manager.query(
      `UPDATE tickets t SET price = x.price, list_price = x.list_price, voucher_code_id = x.code_id
         FROM unnest($2::uuid[], $3::int[], $4::int[], $5::uuid[]) AS x(id, price, list_price, code_id)
        WHERE t.id = x.id AND t.booking_id = $1`,
      [
        booking.id,
        command.prices.map((each) => each.ticketId),
        command.prices.map((each) => each.price),
        command.prices.map((each) => each.listPrice),
        command.prices.map((each) => each.voucherCodeId),
      ],
    );
    return this.refreshTotal(manager, booking.id, command.now);
  }

  /** Replaces a ticket's addons (with the prices they carry now). */
  async setTicketAddons(
    manager: EntityManager,
    ticket: { id: string; bookingId: string },
    addons: Array<{ id: string; price: number; vat: string | number }>,
    now: Date,
  ): Promise<void> {
    await manager.query(`DELETE FROM ticket_addons WHERE ticket_id = $1`, [ticket.id]);
    if (addons.length > 0) {
      await manager.query(
        `INSERT INTO ticket_addons (ticket_id, addon_id, price, vat) SELECT $1, addon_id, price, vat FROM unnest($2::uuid[], $3::int[], $4::numeric[]) AS a(addon_id, price, vat)`,
        [ticket.id, addons.map((addon) => addon.id), addons.map((addon) => addon.price), addons.map((addon) => addon.vat)],
      );
    }
    await this.refreshTotal(manager, ticket.bookingId, now);
  }

  /**
   * Ends lapsed holds: bookings in a lapsing status (draft, payment, renewable) whose expiresAt has passed
   * become `expired` through the transition table (their rows stay), and their places are released.
   * An unrenewed renewal is released here at its deadline, like any lapsed hold: the sweeper is the renewal
   * release job (one run at a time, from the job queue), and a visitor asking for a full space
   * reclaims that space's lapsed renewals at once. `occasionId` (with `spaceId`) limits it to the holders
   * of one occasion (one space: the reclaim an add does before answering "full"); `limit` bounds a sweep batch.
   */
  async expireLapsed(
    unit: UnitOfWork,
    now: Date,
    options: { occasionId?: string; spaceId?: string; limit?: number; skipLocked?: boolean } = {},
  ): Promise<{ bookingIds: string[]; occasionIds: string[] }> {
    const { manager } = unit;
    const params: unknown[] = [now];
    let spaceClause = "";
    if (options.occasionId && options.spaceId) {
      params.push(options.occasionId, options.spaceId);
      spaceClause = `AND id IN (SELECT booking_id FROM tickets WHERE occasion_id = $2 AND space_id = $3)`;
    } else if (options.occasionId) {
      params.push(options.occasionId);
      spaceClause = `AND occasion_id = $2`;
    }
    const limit = options.limit ? `LIMIT ${Math.floor(options.limit)}` : "";
    const lapsed = await queryRows<{ id: string; status: BookingStatus }>(
      manager,
      `SELECT id, status FROM bookings
        WHERE status IN (${sqlList(LAPSING_STATUSES)}) AND expires_at <= $1 ${spaceClause}
        ORDER BY id ${limit} FOR UPDATE ${options.skipLocked ? "SKIP LOCKED" : ""}`,
      params,
    );
    if (lapsed.length === 0) return { bookingIds: [], occasionIds: [] };
    for (const row of lapsed) assertTransition(row.status, "expired");
    const ids = lapsed.map((row) => row.id);
    await manager.query(`UPDATE bookings SET status = 'expired', updated_at = $2 WHERE id = ANY($1::uuid[])`, [ids, now]);
    // A renewal that lapses was not renewed by its deadline (the public sale start, or its own extended one).
    for (const renewal of [false, true]) {
      const changes = lapsed
        .filter((row) => (row.status === "renewable") === renewal)
        .map((row) => ({ bookingId: row.id, from: row.status, to: "expired" as const }));
      await this.recordTransitions(manager, changes, renewal ? "not renewed by its deadline" : "hold expired", null, now);
    }
    const occasionIds = await releasePlaces(manager, { bookingIds: ids });
    for (const occasionId of occasionIds) this.occupancyChanged(unit, occasionId);
    await this.notifyEnded(manager, ids, now);
    return { bookingIds: ids, occasionIds };
  }

  /**
   * What a hold refused as "full" is, in one read: `exists` false when the space is not the occasion's, `lapsed`
   * true when a holder of it has lapsed (what expireLapsed would reclaim for it). Neither: the place is taken, and
   * the refusal needs no transaction.
   */
  async fullSpace(runner: DataSource, now: Date, occasionId: string, spaceId: string): Promise<FullSpace> {
    // Refusals that arrive together (a sold-out area's last moments) share one read, as holds share a statement.
    return this.groupOf(this.fullSpaceGroups, runner, fullSpaceReads).submit({ now, occasionId, spaceId });
  }

  /** Keeps the booking's total (cents, VAT included) equal to its tickets and addons; returns it. */
  private async refreshTotal(manager: EntityManager, bookingId: string, now: Date): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      manager,
      `UPDATE bookings SET updated_at = $2, total = COALESCE((SELECT sum(t.price) FROM tickets t WHERE t.booking_id = $1), 0)
         + COALESCE((SELECT sum(a.price) FROM ticket_addons a JOIN tickets t ON t.id = a.ticket_id WHERE t.booking_id = $1), 0)
       WHERE id = $1 RETURNING total`,
      [bookingId, now],
    );
    return Number(row?.total ?? 0);
  }
}

/** Gives back the places of the given tickets (rows locked in a fixed order, so releases never deadlock). */
async function releasePlaces(manager: EntityManager, ticketFilter: { bookingIds?: string[]; ticketIds?: string[] }): Promise<string[]> {
  const { clause, value } = ticketFilter.ticketIds
    ? { clause: "id = ANY($1::uuid[])", value: ticketFilter.ticketIds }
    : { clause: "booking_id = ANY($1::uuid[])", value: ticketFilter.bookingIds ?? [] };
  if (value.length === 0) return [];
  const counts = await queryRows<{ occasion_id: string; space_id: string; n: number }>(
    manager,
    `SELECT occasion_id, space_id, count(*)::int AS n FROM tickets WHERE ${clause} GROUP BY occasion_id, space_id ORDER BY occasion_id, space_id`,
    [value],
  );
  if (counts.length === 0) return [];
  await manager.query(
    `SELECT 1 FROM occasion_spaces
      WHERE (occasion_id, space_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
      ORDER BY occasion_id, space_id FOR UPDATE`,
    [counts.map((row) => row.occasion_id), counts.map((row) => row.space_id)],
  );
  await manager.query(
    `UPDATE occasion_spaces os SET held = os.held - c.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
      WHERE os.occasion_id = c.occasion_id AND os.space_id = c.space_id`,
    [counts.map((row) => row.occasion_id), counts.map((row) => row.space_id), counts.map((row) => row.n)],
  );
  return [...new Set(counts.map((row) => row.occasion_id))];
}

/**
 * Takes the places of all tickets of a booking back (expired -> booked), all or nothing: false, with no
 * counter changed, when any space is full. (Raising the counters one space at a time and stopping at the
 * first full one left the earlier spaces' counters raised with no ticket holding them: seats lost for sale.)
 */
async function reholdBooking(manager: EntityManager, bookingId: string): Promise<boolean> {
  const counts = await queryRows<{ occasion_id: string; space_id: string; n: number }>(
    manager,
    `SELECT occasion_id, space_id, count(*)::int AS n FROM tickets WHERE booking_id = $1 GROUP BY occasion_id, space_id ORDER BY occasion_id, space_id`,
    [bookingId],
  );
  if (counts.length === 0) return true;
  const occasions = counts.map((row) => row.occasion_id);
  const spaces = counts.map((row) => row.space_id);
  const wanted = counts.map((row) => row.n);
  // Lock the counters in the fixed order releases use, check that every one has room, then raise them all.
  const fits = await queryRows<{ space_id: string }>(
    manager,
    `SELECT os.space_id FROM occasion_spaces os JOIN unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
        ON os.occasion_id = c.occasion_id AND os.space_id = c.space_id
      WHERE os.held + c.n <= os.max_tickets
      ORDER BY os.occasion_id, os.space_id FOR UPDATE OF os`,
    [occasions, spaces, wanted],
  );
  if (fits.length !== counts.length) return false;
  await manager.query(
    `UPDATE occasion_spaces os SET held = os.held + c.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
      WHERE os.occasion_id = c.occasion_id AND os.space_id = c.space_id`,
    [occasions, spaces, wanted],
  );
  return true;
}

const fullSpaceReads = (runner: DataSource) => (asked: RefusedHold[]) => readFullSpaces(runner, asked);

/** fullSpace's read for several refused holds in one statement, answered in the order asked. */
async function readFullSpaces(runner: DataSource, asked: RefusedHold[]): Promise<FullSpace[]> {
  const rows = await queryRows<FullSpace & { idx: number }>(
    runner,
    `SELECT q.idx::int AS idx,
            EXISTS (SELECT 1 FROM occasion_spaces os WHERE os.occasion_id = q.occasion_id AND os.space_id = q.space_id) AS exists,
            EXISTS (SELECT 1 FROM bookings b WHERE b.status IN (${sqlList(LAPSING_STATUSES)}) AND b.expires_at <= q.now
                       AND b.id IN (SELECT t.booking_id FROM tickets t WHERE t.occasion_id = q.occasion_id AND t.space_id = q.space_id)) AS lapsed
       FROM unnest($1::timestamptz[], $2::uuid[], $3::uuid[]) WITH ORDINALITY AS q(now, occasion_id, space_id, idx)`,
    [asked.map((one) => one.now), asked.map((one) => one.occasionId), asked.map((one) => one.spaceId)],
  );
  const answers: FullSpace[] = new Array(asked.length);
  for (const row of rows) answers[row.idx - 1] = { exists: row.exists, lapsed: row.lapsed };
  return answers;
}

/**
 * Inserts drafts with their history rows (null -> draft) in one statement, so in one round trip and, in
 * autocommit, one commit; answers their ids in the order given (made here, so no RETURNING order is relied on).
 */
async function insertDrafts(manager: EntityManager, drafts: NewDraft[], orderId: string | null = null): Promise<string[]> {
  const ids = drafts.map(() => randomUUID());
  await manager.query(
    `WITH created AS (
       INSERT INTO bookings (id, occasion_id, status, secret_hash, expires_at, language, client_address, created_at, updated_at, order_id)
       SELECT id, occasion_id, 'draft', secret_hash, expires_at, language, client_address, created_at, created_at, $8
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::timestamptz[], $5::varchar[], $6::varchar[], $7::timestamptz[])
           AS d(id, occasion_id, secret_hash, expires_at, language, client_address, created_at)
       RETURNING id, created_at)
     INSERT INTO booking_status_changes (booking_id, from_status, to_status, reason, actor_user_id, created_at)
     SELECT id, NULL, 'draft', 'booked by visitor', NULL, created_at FROM created`,
    [
      ids,
      drafts.map((draft) => draft.occasionId),
      drafts.map((draft) => draft.secretHash),
      drafts.map((draft) => draft.expiresAt),
      drafts.map((draft) => draft.language),
      drafts.map((draft) => draft.clientKey.slice(0, 64)),
      drafts.map((draft) => draft.now),
      orderId,
    ],
  );
  return ids;
}
