import http from "node:http";
import https from "node:https";
import type { DataSource } from "typeorm";
import { doublingDelayMs } from "../../common/backoff.js";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { queryRows } from "../../db/query-rows.js";
import type { LookupAddress } from "node:dns";
import { AddressRefused, endpointUrl, pinnedLookup, resolveEndpoint } from "./webhook-address.js";
import { signatureHeader } from "./webhook-signature.js";

/** A delivery is retried for a day from its creation, then given up (`failed`; an administrator may resend it). */
export const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
/** The first retry comes after 10 s, each later one after twice as long, at most an hour apart (with 10 % jitter). */
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 3600_000;
/** How long an endpoint has to answer (connection and status line). */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * A claimed delivery is not claimed again for this long: a run that died leaves its claims to the run after that. Longer
 * than a run may last (RUN_DEADLINE_MS plus one request) and than the job's expiry (after which pg-boss may start another
 * run): a run that outlives it anyway cannot record over the next run's outcome (every write names the lease it holds).
 */
const CLAIM_LEASE_SECONDS = 300;
/** A run sends nothing more after this long; what it claimed and did not send is due again at once. */
const RUN_DEADLINE_MS = 80_000;
/** The job's expiry: past the deadline and one request's timeout. */
export const DELIVERY_RUN_EXPIRY_SECONDS = 120;
/** Per run: deliveries per endpoint, and requests at once to one endpoint. */
const PER_ENDPOINT = 20;
const PARALLEL_PER_ENDPOINT = 4;

export interface DeliveryOptions {
  allowPrivate: boolean;
  /** The random part of a retry's delay, 0-1 (tests fix it). */
  random?: () => number;
}

interface Claimed {
  id: string;
  /** The claim's lease (next_attempt_at as the claim set it): every write of the outcome names it. */
  lease: Date;
  endpoint_id: string;
  url: string;
  secret: string;
  attempts: number;
  created_at: Date;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  event_created_at: Date;
  sequence: string;
}

interface Outcome {
  status: number | null;
  error: string | null;
}

export function retryDelayMs(attempts: number, random: () => number): number {
  const base = doublingDelayMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * Sends what the outbox wrote (issue 40): a cluster job, once per WEBHOOK_INTERVAL_SECONDS for all processes. Each run
 * claims the deliveries that are due and first in their order (no earlier pending delivery of the same endpoint and
 * booking or occasion), at most 20 per endpoint, and sends them after every commit, never on a request's path: a slow or
 * failing endpoint delays only its own deliveries. At least once: a delivery is marked delivered only after a 2xx, so
 * a receiver deduplicates by the event's `id`.
 */
export class WebhookDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly options: DeliveryOptions,
  ) {}

  /** One run: answers how many deliveries it claimed. */
  async runOnce(): Promise<number> {
    const started = this.clock.now();
    // Due is checked again after a row lock wait (the UPDATE's own WHERE): a delivery another run claimed meanwhile is not.
    const claimed = await queryRows<Claimed>(
      this.dataSource.manager,
      `WITH heads AS (
         SELECT d.id, row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.id) AS n
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.active
          WHERE d.state = 'pending' AND d.next_attempt_at <= $1
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p WHERE p.endpoint_id = d.endpoint_id AND p.order_key = d.order_key
                               AND p.state = 'pending' AND p.id < d.id))
       UPDATE webhook_deliveries d SET next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         FROM heads h, webhook_endpoints e, webhook_events ev
        WHERE d.id = h.id AND h.n <= $2 AND e.id = d.endpoint_id AND ev.id = d.event_id AND d.state = 'pending' AND d.next_attempt_at <= $1
       RETURNING d.id::text AS id, d.next_attempt_at AS lease, d.endpoint_id, e.url, e.secret, d.attempts, d.created_at,
                 ev.id AS event_id, ev.type, ev.data, ev.created_at AS event_created_at, ev.seq::text AS sequence`,
      [started, PER_ENDPOINT, CLAIM_LEASE_SECONDS],
    );
    const byEndpoint = new Map<string, Claimed[]>();
    for (const delivery of claimed.sort((a, b) => Number(a.id) - Number(b.id)))
      byEndpoint.set(delivery.endpoint_id, [...(byEndpoint.get(delivery.endpoint_id) ?? []), delivery]);
    const deadline = started.getTime() + RUN_DEADLINE_MS;
    await Promise.all([...byEndpoint.values()].map((deliveries) => this.sendAll(deliveries, deadline)));
    return claimed.length;
  }

  /**
   * An endpoint's claimed deliveries, a few at once, to the addresses its name has now (resolved once for the run, and
   * checked: see webhook-address.ts); once it fails to answer, the rest wait for its next retry.
   */
  private async sendAll(deliveries: Claimed[], deadline: number): Promise<void> {
    let target: { url: URL; addresses: LookupAddress[] };
    try {
      const url = endpointUrl(deliveries[0]!.url, this.options.allowPrivate);
      target = { url, addresses: await resolveEndpoint(url, this.options.allowPrivate) };
    } catch (error) {
      const reason = error instanceof AddressRefused ? `refused: ${error.message}` : "invalid URL";
      for (const delivery of deliveries) await this.record(delivery, { status: null, error: reason });
      return;
    }
    const queue = [...deliveries];
    let unreachable: string | null = null;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (this.clock.now().getTime() >= deadline) await this.release(next);
        else if (unreachable) await this.postpone(next, `not sent: ${unreachable}`);
        else {
          const outcome = await this.send(next, target.url, target.addresses);
          if (outcome.status === null) unreachable = outcome.error;
          await this.record(next, outcome);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PER_ENDPOINT, deliveries.length) }, worker));
  }

  /** The request: the payload `{ id, type, createdAt, sequence, data }`, signed; a redirect is a failure (it is not followed). */
  private async send(delivery: Claimed, url: URL, addresses: LookupAddress[]): Promise<Outcome> {
    const body = JSON.stringify({
      id: delivery.event_id,
      type: delivery.type,
      createdAt: delivery.event_created_at.toISOString(),
      sequence: Number(delivery.sequence),
      data: delivery.data,
    });
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "User-Agent": "Seatbooking-Webhooks/1",
      "X-Seatbooking-Event": delivery.type,
      "X-Seatbooking-Event-Id": delivery.event_id,
      "X-Seatbooking-Delivery": delivery.id,
      "X-Seatbooking-Signature": signatureHeader(delivery.secret, body, Math.floor(this.clock.now().getTime() / 1000)),
    };
    const request = (url.protocol === "https:" ? https : http).request;
    return new Promise<Outcome>((resolve) => {
      const req = request(url, {
        method: "POST",
        headers,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      req.on("response", (res) => {
        // The answer's body is not kept: read and dropped, so the socket is freed.
        res.resume();
        const status = res.statusCode ?? 0;
        resolve({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        const reason =
          error.name === "AbortError" || error.name === "TimeoutError"
            ? `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`
            : `${error.code ?? error.name}: ${error.message}`;
        resolve({ status: null, error: reason.slice(0, 500) });
      });
      req.end(body);
    });
  }

  private async record(delivery: Claimed, outcome: Outcome): Promise<void> {
    const now = this.clock.now();
    if (outcome.error === null) {
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET state = 'delivered', attempts = attempts + 1, last_attempt_at = $2, delivered_at = $2,
                response_status = $3, last_error = NULL WHERE id = $1 AND state = 'pending' AND next_attempt_at = $4`,
        [delivery.id, now, outcome.status, delivery.lease],
      );
      return;
    }
    const attempts = delivery.attempts + 1;
    const givenUp = now.getTime() - delivery.created_at.getTime() >= GIVE_UP_AFTER_MS;
    const next = new Date(now.getTime() + retryDelayMs(attempts, this.options.random ?? Math.random));
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET state = $2, attempts = $3, last_attempt_at = $4, next_attempt_at = $5, response_status = $6,
              last_error = $7 WHERE id = $1 AND state = 'pending' AND next_attempt_at = $8`,
      [delivery.id, givenUp ? "failed" : "pending", attempts, now, next, outcome.status, outcome.error, delivery.lease],
    );
    if (givenUp) logger.warn("webhook delivery given up after a day", { deliveryId: delivery.id, endpointId: delivery.endpoint_id });
  }

  /** Not tried (its endpoint failed earlier in this run): due again with the next retry, no attempt counted. */
  private async postpone(delivery: Claimed, reason: string): Promise<void> {
    const next = new Date(this.clock.now().getTime() + retryDelayMs(1, this.options.random ?? Math.random));
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2, last_error = $3 WHERE id = $1 AND state = 'pending' AND next_attempt_at = $4`,
      [delivery.id, next, reason.slice(0, 500), delivery.lease],
    );
  }

  /** Not tried (the run reached its deadline): due again at once, for the next run. */
  private async release(delivery: Claimed): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id = $1 AND state = 'pending' AND next_attempt_at = $3`,
      [delivery.id, this.clock.now(), delivery.lease],
    );
  }

  /** Deletes the log of deliveries ended over 30 days ago, and the events no delivery names any more, 10,000 at a time. */
  async prune(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - 30 * 24 * 3600 * 1000);
    for (;;) {
      const deleted = await queryRows(
        this.dataSource.manager,
        `DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries WHERE created_at < $1 AND state <> 'pending' LIMIT 10000)
         RETURNING 1`,
        [before],
      );
      if (deleted.length < 10_000) break;
    }
    for (;;) {
      const deleted = await queryRows(
        this.dataSource.manager,
        `DELETE FROM webhook_events WHERE id IN (
           SELECT ev.id FROM webhook_events ev WHERE ev.created_at < $1 AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = ev.id)
            LIMIT 10000)
         RETURNING 1`,
        [before],
      );
      if (deleted.length < 10_000) break;
    }
  }
}
