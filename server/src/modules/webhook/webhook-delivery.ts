import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { queryRows } from "../../db/query-rows.js";
import { AddressRefused, checkEndpointAddress, endpointUrl, guardedLookup } from "./webhook-address.js";
import { signatureHeader } from "./webhook-signature.js";

/** A delivery is retried for a day from its creation, then given up (`failed`; an administrator may resend it). */
export const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
/** The first retry comes after 10 s, each later one after twice as long, at most an hour apart (with 10 % jitter). */
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 3600_000;
/** How long an endpoint has to answer (connection and status line). */
const REQUEST_TIMEOUT_MS = 10_000;
/** A claimed delivery is not claimed again for this long: a run that died leaves its claims to the run after that. */
const CLAIM_LEASE_SECONDS = 120;
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
  endpoint_id: string;
  url: string;
  secret: string;
  attempts: number;
  created_at: Date;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  event_created_at: Date;
}

interface Outcome {
  status: number | null;
  error: string | null;
}

export function retryDelayMs(attempts: number, random: () => number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
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

  /** One run: answers how many deliveries it tried. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
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
        WHERE d.id = h.id AND h.n <= $2 AND e.id = d.endpoint_id AND ev.id = d.event_id AND d.state = 'pending'
       RETURNING d.id::text AS id, d.endpoint_id, e.url, e.secret, d.attempts, d.created_at, ev.id AS event_id, ev.type, ev.data,
                 ev.created_at AS event_created_at`,
      [now, PER_ENDPOINT, CLAIM_LEASE_SECONDS],
    );
    const byEndpoint = new Map<string, Claimed[]>();
    for (const delivery of claimed.sort((a, b) => Number(a.id) - Number(b.id)))
      byEndpoint.set(delivery.endpoint_id, [...(byEndpoint.get(delivery.endpoint_id) ?? []), delivery]);
    await Promise.all([...byEndpoint.values()].map((deliveries) => this.sendAll(deliveries)));
    return claimed.length;
  }

  /** An endpoint's claimed deliveries, a few at once; once it fails to answer, the rest wait for its next run. */
  private async sendAll(deliveries: Claimed[]): Promise<void> {
    const queue = [...deliveries];
    let unreachable: string | null = null;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (unreachable) {
          await this.postpone(next, `not sent: ${unreachable}`);
          continue;
        }
        const outcome = await this.send(next);
        if (outcome.status === null) unreachable = outcome.error;
        await this.record(next, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PER_ENDPOINT, deliveries.length) }, worker));
  }

  /** The request: the payload `{ id, type, createdAt, data }`, signed; a redirect is a failure (it is not followed). */
  private async send(delivery: Claimed): Promise<Outcome> {
    const body = JSON.stringify({
      id: delivery.event_id,
      type: delivery.type,
      createdAt: delivery.event_created_at.toISOString(),
      data: delivery.data,
    });
    let url: URL;
    try {
      url = endpointUrl(delivery.url, this.options.allowPrivate);
      // A literal address is never looked up: it is checked here, as the lookup checks a name's addresses.
      if (ipaddr.isValid(url.hostname.replace(/^\[(.*)\]$/, "$1"))) await checkEndpointAddress(url, this.options.allowPrivate);
    } catch (error) {
      return { status: null, error: error instanceof AddressRefused ? `refused: ${error.message}` : "invalid URL" };
    }
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
        lookup: guardedLookup(url, this.options.allowPrivate),
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
          error instanceof AddressRefused
            ? `refused: ${error.message}`
            : error.name === "AbortError" || error.name === "TimeoutError"
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
                response_status = $3, last_error = NULL WHERE id = $1`,
        [delivery.id, now, outcome.status],
      );
      return;
    }
    const attempts = delivery.attempts + 1;
    const givenUp = now.getTime() - delivery.created_at.getTime() >= GIVE_UP_AFTER_MS;
    const next = new Date(now.getTime() + retryDelayMs(attempts, this.options.random ?? Math.random));
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET state = $2, attempts = $3, last_attempt_at = $4, next_attempt_at = $5, response_status = $6,
              last_error = $7 WHERE id = $1`,
      [delivery.id, givenUp ? "failed" : "pending", attempts, now, next, outcome.status, outcome.error],
    );
    if (givenUp) logger.warn("webhook delivery given up after a day", { deliveryId: delivery.id, endpointId: delivery.endpoint_id });
  }

  /** Not tried (its endpoint failed earlier in this run): due again with the next retry, no attempt counted. */
  private async postpone(delivery: Claimed, reason: string): Promise<void> {
    const next = new Date(this.clock.now().getTime() + retryDelayMs(1, this.options.random ?? Math.random));
    await this.dataSource.query(`UPDATE webhook_deliveries SET next_attempt_at = $2, last_error = $3 WHERE id = $1 AND state = 'pending'`, [
      delivery.id,
      next,
      reason.slice(0, 500),
    ]);
  }

  /** Deletes the log of deliveries ended over 30 days ago, and the events no delivery names any more. */
  async prune(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - 30 * 24 * 3600 * 1000);
    await this.dataSource.query(`DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < $1`, [before]);
    await this.dataSource.query(
      `DELETE FROM webhook_events ev WHERE ev.created_at < $1 AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = ev.id)`,
      [before],
    );
  }
}
