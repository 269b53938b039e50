import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { queryRows } from "../../db/query-rows.js";
import { AddressRefused, endpointUrl, resolveEndpoint } from "./webhook-address.js";
import { webhookEndpointSchema } from "./webhook.input.js";
import { newWebhookSecret } from "./webhook-signature.js";

export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  /** The secret's last four characters, to tell secrets apart; the secret itself is shown once. */
  secret_hint: string;
  created_at: Date;
  updated_at: Date;
  pending: number;
  failed: number;
}

export interface WebhookDeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  event_created_at: Date;
  payload: string;
  state: string;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  response_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  resend_of: string | null;
  created_at: Date;
}

/** How many log entries one read answers at most. */
export const MAX_DELIVERIES_LISTED = 200;

const ENDPOINT_COLUMNS = `e.id, e.url, e.description, e.events, e.active, right(e.secret, 4) AS secret_hint, e.created_at, e.updated_at,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.state = 'pending') AS pending,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.state = 'failed') AS failed`;

const DELIVERY_SELECT = `SELECT d.id::text AS id, d.endpoint_id, d.event_id, ev.type AS event_type, ev.created_at AS event_created_at,
         jsonb_build_object('id', ev.id, 'type', ev.type, 'createdAt', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', ev.data)::text AS payload,
         d.state, d.attempts, d.next_attempt_at, d.last_attempt_at, d.response_status, d.last_error, d.delivered_at,
         d.resend_of::text AS resend_of, d.created_at
    FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id`;

/** Webhook endpoints and their delivery log, for administrators (issue 40, administer_settings). */
export class WebhookAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly allowPrivate: boolean,
  ) {}

  list(): Promise<WebhookEndpointRow[]> {
    return queryRows<WebhookEndpointRow>(
      this.dataSource.manager,
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ORDER BY e.created_at, e.id`,
    );
  }

  async get(idInput: string): Promise<WebhookEndpointRow> {
    const [endpoint] = await queryRows<WebhookEndpointRow>(
      this.dataSource.manager,
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.id = $1`,
      [parseUuid(idInput)],
    );
    if (!endpoint) throw new DomainError("NOT_FOUND", "errors.notFound");
    return endpoint;
  }

  /** Registers an endpoint; answers it with its secret, which is not shown again. */
  async create(input: unknown, actorUserId: string | null): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
    const values = await this.checked(input);
    const secret = values.secret ?? newWebhookSecret();
    const now = this.clock.now();
    const [row] = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO webhook_endpoints (url, description, events, secret, active, created_by_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [values.url, values.description ?? "", values.events, secret, values.active, actorUserId, now],
    );
    return { endpoint: await this.get(row!.id), secret };
  }

  /** Saves an endpoint; a secret given replaces its own (none: it keeps the one it has). */
  async update(idInput: string, input: unknown): Promise<WebhookEndpointRow> {
    const id = parseUuid(idInput);
    const values = await this.checked(input);
    const updated = await queryRows(
      this.dataSource.manager,
      `UPDATE webhook_endpoints SET url = $2, description = $3, events = $4, active = $5, secret = COALESCE($6, secret), updated_at = $7
        WHERE id = $1 RETURNING id`,
      [id, values.url, values.description ?? "", values.events, values.active, values.secret ?? null, this.clock.now()],
    );
    if (updated.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
    return this.get(id);
  }

  /** A new secret for the endpoint, answered once; deliveries from now on are signed with it. */
  async rotateSecret(idInput: string): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
    const id = parseUuid(idInput);
    const secret = newWebhookSecret();
    const updated = await queryRows(
      this.dataSource.manager,
      `UPDATE webhook_endpoints SET secret = $2, updated_at = $3 WHERE id = $1 RETURNING id`,
      [id, secret, this.clock.now()],
    );
    if (updated.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
    return { endpoint: await this.get(id), secret };
  }

  /** Deletes the endpoint and its log (events still owed to it are not sent). */
  async delete(idInput: string): Promise<void> {
    const deleted = await queryRows(this.dataSource.manager, `DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id`, [
      parseUuid(idInput),
    ]);
    if (deleted.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
  }

  /** The endpoint's deliveries, newest first; `state` narrows them to pending, delivered or failed ones. */
  async deliveries(endpointIdInput: string, state: string | null, limit: number): Promise<WebhookDeliveryRow[]> {
    const endpointId = parseUuid(endpointIdInput);
    const known = await queryRows(this.dataSource.manager, `SELECT 1 FROM webhook_endpoints WHERE id = $1`, [endpointId]);
    if (known.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (state !== null && !["pending", "delivered", "failed"].includes(state)) throw validationFailed({ state: "validation.invalid" });
    return queryRows<WebhookDeliveryRow>(
      this.dataSource.manager,
      `${DELIVERY_SELECT} WHERE d.endpoint_id = $1 AND ($2::varchar IS NULL OR d.state = $2) ORDER BY d.id DESC LIMIT $3`,
      [endpointId, state, Math.min(Math.max(1, limit), MAX_DELIVERIES_LISTED)],
    );
  }

  /**
   * Sends a delivered or failed delivery's event again, as a new delivery (the log keeps both): due at once, retried for a
   * day like any other. A pending one is already on its way: CONFLICT.
   */
  async resend(deliveryIdInput: string): Promise<WebhookDeliveryRow> {
    if (!/^[1-9][0-9]{0,17}$/.test(deliveryIdInput)) throw new DomainError("NOT_FOUND", "errors.notFound");
    const [original] = await queryRows<{ endpoint_id: string; state: string }>(
      this.dataSource.manager,
      `SELECT endpoint_id, state FROM webhook_deliveries WHERE id = $1`,
      [deliveryIdInput],
    );
    if (!original) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (original.state === "pending") throw new DomainError("CONFLICT", "webhook.stillPending");
    const now = this.clock.now();
    const [row] = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, order_key, next_attempt_at, created_at, resend_of)
       SELECT endpoint_id, event_id, order_key, $2, $2, id FROM webhook_deliveries WHERE id = $1 RETURNING id::text AS id`,
      [deliveryIdInput, now],
    );
    const [delivery] = await queryRows<WebhookDeliveryRow>(this.dataSource.manager, `${DELIVERY_SELECT} WHERE d.id = $1`, [row!.id]);
    return delivery!;
  }

  /** The input's shape, then its URL's address (the resolver's answer now; every delivery checks it again). */
  private async checked(input: unknown) {
    const values = parseInput(webhookEndpointSchema, input);
    try {
      const url = endpointUrl(values.url, this.allowPrivate);
      await resolveEndpoint(url, this.allowPrivate);
      return { ...values, url: url.toString() };
    } catch (error) {
      if (error instanceof AddressRefused) throw validationFailed({ url: `webhook.${error.problem}` });
      throw error;
    }
  }
}
