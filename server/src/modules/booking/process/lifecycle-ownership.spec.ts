import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One owner per state (DESIGN section 7.2, issue 12): only the booking lifecycle writes booking status,
 * tickets, addons, totals, holds' ends and the occupancy counters, only PaymentAttempts writes payment
 * statuses, and only the client details' writer (client-details.ts) changes a booking's client details
 * once it exists. This scans every source file for SQL or repository writes of those tables and columns
 * elsewhere. Migrations define the tables and hold_place (the one hold path); the occasion inventory
 * creates each occasion's counters at zero.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface Rule {
  what: string;
  pattern: RegExp;
  owners: string[];
}

const RULES: Rule[] = [
  {
    what: "booking status, hold end or total",
    pattern: /UPDATE\s+bookings\s+(?:\w+\s+)?SET(?:(?!WHERE)[^`])*?\b(?:status|expires_at|total)\s*=/i,
    owners: ["modules/booking/process/lifecycle.ts"],
  },
  { what: "a booking created", pattern: /INSERT\s+INTO\s+bookings\b/i, owners: ["modules/booking/process/lifecycle.ts"] },
  // An order's bookings are created with it and move together (issue 38): the lifecycle makes orders.
  { what: "orders", pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+orders\b/i, owners: ["modules/booking/process/lifecycle.ts"] },
  { what: "tickets", pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+tickets\b/i, owners: ["modules/booking/process/lifecycle.ts"] },
  {
    what: "ticket addons",
    pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+ticket_addons\b/i,
    owners: ["modules/booking/process/lifecycle.ts"],
  },
  {
    what: "occupancy counters",
    pattern: /UPDATE\s+occasion_spaces\s+(?:\w+\s+)?SET(?:(?!WHERE)[^`])*?\bheld\s*=/i,
    owners: ["modules/booking/process/lifecycle.ts"],
  },
  {
    // A space's capacity follows its plan on the occasions that have not ended (never below what is held).
    what: "occupancy capacity",
    pattern: /UPDATE\s+occasion_spaces\s+(?:\w+\s+)?SET(?:(?!WHERE)[^`])*?\bmax_tickets\s*=/i,
    owners: ["modules/occasion/occasion-inventory.ts"],
  },
  {
    // An occasion's places come and go with its plan, only while nothing holds them (held = 0).
    what: "occupancy counter rows",
    pattern: /(?:INSERT\s+INTO|DELETE\s+FROM)\s+occasion_spaces\b/i,
    owners: ["modules/occasion/occasion-inventory.ts"],
  },
  {
    // Checkout and the box office save them, erasure and the retention job anonymize them (the lifecycle only creates bookings).
    what: "a booking's client details",
    pattern:
      /UPDATE\s+bookings\s+(?:\w+\s+)?SET(?:(?!WHERE)[^`])*?\b(?:firstname|lastname|email|phone|address|identity_number|message|client_address|anonymized_at|buyer_key)\s*=/i,
    owners: ["modules/booking/process/client-details.ts"],
  },
  {
    // Checkout's e-mail confirmations for per-buyer caps: asked and confirmed by their service, erased with the client details.
    what: "buyer e-mail verifications",
    pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+buyer_email_verifications\b/i,
    owners: ["modules/booking/checkout/buyer-verification.ts", "modules/booking/process/client-details.ts"],
  },
  {
    what: "booking history",
    pattern: /INSERT\s+INTO\s+booking_(?:status_)?changes\b/i,
    owners: ["modules/booking/process/lifecycle.ts"],
  },
  {
    what: "payment status",
    pattern: /UPDATE\s+payments\s+SET(?:(?!WHERE)[^`])*?\bstatus\s*=|INSERT\s+INTO\s+payments\b|INSERT\s+INTO\s+payment_status_changes\b/i,
    owners: ["modules/payment/payment-attempts.ts"],
  },
  {
    // The money ledger: payments received and refunds, with their history (MoneyLedger decides, money-movements.ts writes).
    what: "money movements",
    pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+money_movement(?:s|_status_changes)\b/i,
    owners: ["modules/payment/money-movements.ts"],
  },
  {
    // A refund's state is the ledger's: the attempt follows it only through PaymentAttempts, called by MoneyLedger.
    what: "refund decisions",
    pattern: /\bto:\s*"(?:refund_required|refunded)"/,
    owners: ["modules/payment/money-ledger.ts", "modules/payment/payment-status.ts"],
  },
  {
    // Live maps learn of a booking's places from the process alone, once its unit of work commits (the composition
    // root wires the feed; the accessible holdback's release job announces places it puts on sale, not bookings').
    what: "an occupancy push",
    pattern: /\boccupancyFeed\s*\.\s*changed\s*\(|\bonOccupancyChanged\s*\(/,
    owners: ["modules/booking/process/lifecycle.ts", "app/services.ts", "app/bootstrap.ts"],
  },
  {
    // A code's uses are reserved, taken and given back only by the voucher service (the guarded counter, issue 38).
    what: "voucher code uses",
    pattern: /UPDATE\s+voucher_codes\s+SET(?:(?!WHERE)[^`])*?\bused\s*=/i,
    owners: ["modules/voucher/voucher.service.ts"],
  },
  {
    what: "voucher redemptions and uses per e-mail",
    pattern: /(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+voucher_(?:redemptions|email_uses)\b/i,
    owners: ["modules/voucher/voucher.service.ts"],
  },
  {
    what: "a repository write of a lifecycle entity",
    pattern:
      /getRepository\((?:BookingEntity|TicketEntity|TicketAddonEntity|OccasionSpaceEntity|PaymentEntity)\)\s*\.\s*(?:save|insert|update|upsert|delete|remove|increment|decrement)\(/,
    owners: [],
  },
];

/** Where the tables are defined, and tools that build their own data outside the app (benchmarks). */
const EXEMPT = [/^app\/database\/migrations\//, /^bench\//, /\.spec\.ts$/];

function sourceFiles(): string[] {
  return (readdirSync(src, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

function violations(files: Array<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const rule of RULES) {
      if (rule.owners.includes(file)) continue;
      if (rule.pattern.test(text))
        found.push(`${file} writes ${rule.what} (owned by ${rule.owners.join(", ") || "nobody: use SQL in the owner"})`);
    }
  }
  return found;
}

describe("one owner per state", () => {
  it("no source file outside the owners writes booking status, tickets, counters, payment status or money, or pushes occupancy", () => {
    const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(src, file), "utf8") }));
    expect(files.length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it("the scan catches the writes it is meant to catch", () => {
    const samples = [
      "await manager.query(`UPDATE bookings SET status = 'booked', updated_at = $2 WHERE id = $1`, [id]);",
      "await manager.query(`UPDATE bookings SET updated_at = $2, expires_at = $3 WHERE id = $1`);",
      "await manager.query(`INSERT INTO tickets (booking_id) VALUES ($1)`);",
      "await manager.query(`DELETE FROM ticket_addons WHERE ticket_id = $1`);",
      "await manager.query(`UPDATE occasion_spaces os SET held = os.held + 1`);",
      "await dataSource.query(`UPDATE payments SET provider_transaction_id = $3, status = 'failed' WHERE id = $1`);",
      "await this.dataSource.getRepository(BookingEntity).update({ id }, { status: 'booked' });",
      "await manager.query(`UPDATE bookings SET email = NULL, updated_at = $2 WHERE id = $1`);",
      "await manager.query(`UPDATE bookings b SET identity_number = $2 WHERE b.id = $1`);",
      "await manager.query(`INSERT INTO money_movements (booking_id, amount) VALUES ($1, $2)`);",
      "await dataSource.query(`UPDATE money_movements SET status = 'refunded' WHERE id = $1`);",
      'await PaymentAttempts.transition(manager, { paymentId, from: "paid", to: "refund_required", reason, now });',
      "this.onOccupancyChanged(occasionId);",
      "running.occupancyFeed.changed(id);",
    ];
    for (const text of samples) expect(violations([{ file: "modules/event/event.service.ts", text }]), text).toHaveLength(1);
    // Reads and other columns are not writes of the owned state.
    const reads = [
      "SELECT status FROM bookings WHERE id = $1 FOR UPDATE",
      "UPDATE bookings SET payment_method_id = $2 WHERE id = $1",
      "UPDATE bookings SET updated_at = $2 WHERE id = ANY($1::uuid[]) AND email IS NOT NULL",
      "UPDATE payments SET provider_transaction_id = $2 WHERE id = $1",
      "UPDATE payments SET updated_at = $2 WHERE id = ANY($1::uuid[]) AND status = 'open'",
      "SELECT held, max_tickets FROM occasion_spaces",
      "SELECT amount, status FROM money_movements WHERE booking_id = $1",
    ];
    for (const text of reads) expect(violations([{ file: "modules/event/event.service.ts", text: `\`${text}\`` }]), text).toEqual([]);
  });
});

describe("the booking module's rooms", () => {
  /** Each folder of modules/booking with the folders it may import; the process is the floor every use case stands on. */
  const ROOMS: Record<string, string[]> = {
    process: [],
    tickets: ["process"],
    draft: ["process", "tickets"],
    checkout: ["process", "tickets", "draft"],
    admin: ["process", "tickets", "draft"],
    cancellation: ["process"],
    "self-service": ["process", "tickets"],
    series: ["process", "tickets", "draft"],
  };

  it("no folder imports a use case beside or above it (the shared read side stays at the module's root)", () => {
    const booking = path.join(src, "modules/booking");
    const found: string[] = [];
    for (const [room, allowed] of Object.entries(ROOMS)) {
      for (const file of readdirSync(path.join(booking, room)).filter((name) => name.endsWith(".ts"))) {
        const text = readFileSync(path.join(booking, room, file), "utf8");
        for (const match of text.matchAll(/from "\.\.\/([a-z-]+)\//g))
          if (match[1] !== room && match[1]! in ROOMS && !allowed.includes(match[1]!)) found.push(`${room}/${file} imports ${match[1]}/`);
      }
    }
    expect(Object.keys(ROOMS).sort()).toEqual(
      readdirSync(booking, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    );
    expect(found).toEqual([]);
  });
});
