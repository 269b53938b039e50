/**
 * Issue 40 point 1: webhooks. A real HTTP receiver checks every request's signature and counts duplicates; the app
 * records events in the transactions of their changes and delivers them after commit, in order per booking, retried with
 * backoff, with a log an administrator can resend from. Addresses inside the network are refused when saved and again
 * when sent.
 */
import "reflect-metadata";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";
import { verifySignature } from "../../../src/modules/webhook/webhook-signature.js";

interface Received {
  id: string;
  type: string;
  createdAt: string;
  sequence: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payloads are read as the receiver gets them, untyped JSON
  data: Record<string, any>;
  deliveryId: string;
  signed: boolean;
  /** What the receiver answered. */
  status: number;
}

/** An endpoint on this machine: verifies each request's signature with `secret`, answers `status()` (200 unless told otherwise). */
class Receiver {
  readonly requests: Received[] = [];
  secret = "";
  status: (event: { type: string }) => number = () => 200;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const event = JSON.parse(body) as Omit<Received, "deliveryId" | "signed">;
      const signed = verifySignature(this.secret, body, String(req.headers["x-seatbooking-signature"] ?? ""), this.nowSeconds());
      const status = this.status(event);
      this.requests.push({ ...event, deliveryId: String(req.headers["x-seatbooking-delivery"]), signed, status });
      res.statusCode = status;
      res.end("ok");
    });
  });
  constructor(private readonly nowSeconds: () => number) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  private accepted(): Received[] {
    return this.requests.filter((request) => request.status >= 200 && request.status < 300);
  }
  /** What was accepted, each event once. */
  unique(): Received[] {
    return [...new Map(this.accepted().map((request) => [request.id, request])).values()];
  }
  /** Events accepted more than once (at least once delivery: a receiver deduplicates by the event's id). */
  duplicates(): number {
    return this.accepted().length - new Set(this.accepted().map((request) => request.id)).size;
  }
}

const ENDPOINT_FIELDS = `id url description events active secretHint pendingDeliveries failedDeliveries`;
const CREATE = `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const DELIVERIES = `query ($id: ID!, $state: String) { webhookDeliveries(endpointId: $id, state: $state) {
  id eventId eventType state attempts responseStatus lastError nextAttemptAt deliveredAt resendOf payload } }`;
const ALL_EVENTS = [
  "booking.booked",
  "booking.changed",
  "booking.cancelled",
  "booking.refunded",
  "occasion.changed",
  "occasion.cancelled",
  "check_in.admitted",
];

interface DeliveryJson {
  id: string;
  eventId: string;
  eventType: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  resendOf: string | null;
  payload: string;
}

let app: BookingTestApp;
let clock: ManualClock;
let ids: DemoIds;
let admin: GraphQLClient;
let receiver: Receiver;
let endpointId: string;

async function userCredentials(permissions: string[]): Promise<[string, string]> {
  const user = await insertUser(app, { permissions });
  return [user.email, user.password];
}

async function createEndpoint(client: GraphQLClient, input: Record<string, unknown>, language?: string) {
  return client.op<{ createWebhookEndpoint: { secret: string; endpoint: { id: string; secretHint: string } } }>(
    CREATE,
    { input },
    { language },
  );
}

async function deliveries(state: string | null = null): Promise<DeliveryJson[]> {
  const answer = await admin.op<{ webhookDeliveries: DeliveryJson[] }>(DELIVERIES, { id: endpointId, state });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.webhookDeliveries;
}

/** Runs the delivery job until nothing is due (as the cluster job would, once per interval). */
async function deliverAll(): Promise<void> {
  for (let run = 0; run < 20 && (await app.services.webhookDelivery.runOnce()) > 0; run++);
}

/** A customer's booking through the REST facade with skip payment: booked. */
async function customerBooking(spaceNames: string[]): Promise<{ id: string; updatedAt: string }> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(ids.occasions["Evening show"]!);
  for (const name of spaceNames) await buyer.addSpaceOk(ids.space(name));
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
  expect(confirmed.status, confirmed.text).toBe(200);
  const [row] = await app.query<{ id: string; updated_at: Date }>(`SELECT id, updated_at FROM bookings WHERE id = $1`, [buyer.uuid]);
  return { id: row!.id, updatedAt: row!.updated_at.toISOString() };
}

beforeAll(async () => {
  clock = new ManualClock(new Date("2026-12-01T10:00:00Z"));
  app = await startBookingApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
  ids = await demoIds(app);
  admin = await signInAdmin(app);
  receiver = new Receiver(() => Math.floor(clock.now().getTime() / 1000));
  const url = await receiver.start();
  const created = await createEndpoint(admin, { url, description: "Ticket CRM — Łukasz Ščerbanović", events: ALL_EVENTS, active: true });
  expect(created.errors).toBeUndefined();
  endpointId = created.data!.createWebhookEndpoint.endpoint.id;
  receiver.secret = created.data!.createWebhookEndpoint.secret;
  expect(receiver.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  expect(created.data!.createWebhookEndpoint.endpoint.secretHint).toBe(receiver.secret.slice(-4));
});
afterAll(async () => {
  await receiver?.stop();
  await app?.stop();
});
afterEach(() => {
  receiver.status = () => 200;
});

describe("webhooks", () => {
  it("tells a booking's life in order, signed, each event once: booked, changed, refunded; a cancellation and the door too", async () => {
    receiver.requests.length = 0;
    const booking = await customerBooking(["R2-S1", "R2-S2"]);
    const updated = await admin.op<{ updateBooking: { updatedAt: string } }>(
      `mutation ($id: ID!, $input: BookingUpdateInput!, $v: DateTimeISO!) { updateBooking(id: $id, input: $input, version: $v) { updatedAt } }`,
      { id: booking.id, v: booking.updatedAt, input: { client: { ...VALID_CLIENT, firstname: "Łukasz", lastname: "Ščerbanović" } } },
    );
    expect(updated.errors, JSON.stringify(updated.errors)).toBeUndefined();
    const refunded = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`, {
      id: booking.id,
      v: updated.data!.updateBooking.updatedAt,
    });
    expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();

    await deliverAll();
    const mine = receiver.requests.filter((request) => request.data.booking?.id === booking.id);
    expect(mine.map((request) => request.type)).toEqual(["booking.booked", "booking.changed", "booking.refunded"]);
    expect(mine.every((request) => request.signed)).toBe(true);
    expect(receiver.duplicates()).toBe(0);
    const [booked, changed, refund] = mine;
    expect(booked!.data).toMatchObject({
      previousStatus: "draft",
      booking: {
        id: booking.id,
        status: "booked",
        occasionId: ids.occasions["Evening show"],
        currency: "EUR",
        customer: { firstname: "Aino" },
      },
    });
    expect(booked!.data.booking.tickets.map((ticket: { space: string }) => ticket.space)).toEqual(["R2-S1", "R2-S2"]);
    expect(booked!.createdAt).toBe(clock.now().toISOString());
    expect(changed!.data).toMatchObject({ change: "client", booking: { customer: { firstname: "Łukasz", lastname: "Ščerbanović" } } });
    expect(refund!.data).toMatchObject({ previousStatus: "booked", booking: { status: "refunded" } });
    // Each later snapshot of the booking carries a higher sequence (a receiver can drop one that arrives late).
    expect(booked!.sequence).toBeLessThan(changed!.sequence);
    expect(changed!.sequence).toBeLessThan(refund!.sequence);

    // A box-office cancellation of another booking, and a ticket let in at the door.
    const cancelledId = await insertBooking(app, {
      occasionId: ids.occasions["Evening show"]!,
      status: "booked",
      spaceIds: [ids.space("R2-S5")],
      ticketTypeId: ids.ticketTypes.adult!,
    });
    const [version] = await app.query<{ updated_at: Date }>(`SELECT updated_at FROM bookings WHERE id = $1`, [cancelledId]);
    const cancelled = await admin.op(
      `mutation ($id: ID!, $v: DateTimeISO!) { cancelBooking(id: $id, version: $v, reason: "Asked by phone") { id } }`,
      {
        id: cancelledId,
        v: version!.updated_at.toISOString(),
      },
    );
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    const doorBooking = await insertBooking(app, {
      occasionId: ids.occasions["Evening show"]!,
      status: "booked",
      spaceIds: [ids.space("R2-S6")],
      ticketTypeId: ids.ticketTypes.adult!,
    });
    const [ticket] = await app.query<{ id: string; code: string }>(`SELECT id, code FROM tickets WHERE booking_id = $1`, [doorBooking]);
    const admitted = await app.services.checkIn.checkIn({
      occasionId: ids.occasions["Evening show"]!,
      code: app.services.ticketSignature.sign(ticket!.code),
      device: "North door",
      userId: null,
      language: "en",
    });
    expect(admitted.outcome).toBe("ADMITTED");
    await deliverAll();
    expect(receiver.unique().find((request) => request.data.booking?.id === cancelledId)).toMatchObject({
      type: "booking.cancelled",
      data: { reason: "Asked by phone", previousStatus: "booked", booking: { status: "cancelled" } },
    });
    expect(receiver.unique().find((request) => request.type === "check_in.admitted")?.data.checkIn).toMatchObject({
      ticketId: ticket!.id,
      bookingId: doorBooking,
      space: "R2-S6",
      device: "North door",
    });
    expect(receiver.duplicates()).toBe(0);
    expect(receiver.requests.every((request) => request.signed)).toBe(true);
  });

  it("takes an endpoint's own secret, keeps it when an edit leaves the secret empty, and makes a new one on request", async () => {
    const own = "my-own-secret-of-twenty-four-plus";
    const created = await createEndpoint(admin, { url: "http://127.0.0.1:9/own", events: ["booking.booked"], active: false, secret: own });
    expect(created.data!.createWebhookEndpoint.secret).toBe(own);
    const id = created.data!.createWebhookEndpoint.endpoint.id;
    const updated = await admin.op<{ updateWebhookEndpoint: { secretHint: string; active: boolean } }>(
      `mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { secretHint active } }`,
      { id, input: { url: "http://127.0.0.1:9/own", events: ["booking.booked"], active: false, secret: " " } },
    );
    expect(updated.data!.updateWebhookEndpoint).toEqual({ secretHint: own.slice(-4), active: false });
    const rotated = await admin.op<{ rotateWebhookSecret: { secret: string } }>(
      `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`,
      { id },
    );
    expect(rotated.data!.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect((await admin.op(`mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id })).errors).toBeUndefined();
  });

  it("says nothing of drafts that come and go, nor of a draft's details", async () => {
    receiver.requests.length = 0;
    const buyer = new RestClient(app.url);
    await buyer.bookOk(ids.occasions["Evening show"]!);
    await buyer.addSpaceOk(ids.space("R4-S1"));
    expect((await buyer.cancelDraft()).status).toBe(204);
    await deliverAll();
    expect(receiver.requests).toEqual([]);
  });

  it("retries a failing endpoint with backoff, keeping the booking's order; the log shows each attempt; a delivery is resent on request", async () => {
    receiver.requests.length = 0;
    let failing = true;
    receiver.status = () => (failing ? 503 : 200);
    const booking = await customerBooking(["R5-S1"]);
    const refunded = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`, {
      id: booking.id,
      v: booking.updatedAt,
    });
    expect(refunded.errors).toBeUndefined();
    await deliverAll();
    // The refund waits behind the booking's first event: one request only, answered 503.
    expect(receiver.requests.map((request) => request.type)).toEqual(["booking.booked"]);
    const [first] = (await deliveries("pending")).filter((delivery) => delivery.eventType === "booking.booked");
    expect(first).toMatchObject({ attempts: 1, responseStatus: 503, lastError: "HTTP 503" });
    // Not due again before its backoff (10 s, with jitter).
    clock.advance(5_000);
    await deliverAll();
    expect(receiver.requests).toHaveLength(1);
    clock.advance(10_000);
    await deliverAll();
    expect(receiver.requests).toHaveLength(2);
    failing = false;
    clock.advance(30_000);
    await deliverAll();
    expect(receiver.requests.slice(2).map((request) => request.type)).toEqual(["booking.booked", "booking.refunded"]);
    const log = (await deliveries()).filter((delivery) => JSON.parse(delivery.payload).data.booking?.id === booking.id);
    expect(log.map((delivery) => [delivery.eventType, delivery.state, delivery.attempts])).toEqual([
      ["booking.refunded", "delivered", 1],
      ["booking.booked", "delivered", 3],
    ]);

    // Resent: the same event (same id, a receiver deduplicates it) as a new delivery, in the log beside the first.
    const resent = await admin.op<{ resendWebhookDelivery: DeliveryJson }>(
      `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id eventId state resendOf } }`,
      { id: log[1]!.id },
    );
    expect(resent.data!.resendWebhookDelivery).toMatchObject({ eventId: log[1]!.eventId, state: "pending", resendOf: log[1]!.id });
    const again = await admin.op(`mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, {
      id: resent.data!.resendWebhookDelivery.id,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    await deliverAll();
    expect(receiver.duplicates()).toBe(1);
    expect(receiver.requests.at(-1)).toMatchObject({ id: log[1]!.eventId, signed: true });
  });

  it("gives a delivery up after a day of retries; other bookings' events are not held up meanwhile", async () => {
    receiver.requests.length = 0;
    let doomedId = "";
    receiver.status = (event) => ((event as Received).data?.booking?.id === doomedId ? 500 : 200);
    const doomed = await customerBooking(["R6-S1"]);
    doomedId = doomed.id;
    await deliverAll();
    let otherId = "";
    for (let hour = 0; hour < 25; hour++) {
      clock.advance(3600_000);
      if (hour === 3) otherId = (await customerBooking(["R6-S2"])).id;
      await deliverAll();
    }
    const [given] = (await deliveries("failed")).filter((delivery) => JSON.parse(delivery.payload).data.booking.id === doomed.id);
    expect(given).toMatchObject({ state: "failed", responseStatus: 500 });
    expect(given!.attempts).toBeGreaterThanOrEqual(10);
    // The other booking, made while the first one's event was being retried, was delivered at once.
    const other = receiver.requests.filter((request) => request.data.booking?.id === otherId);
    expect(other.map((request) => [request.type, request.status])).toEqual([["booking.booked", 200]]);
    const endpoint = await admin.op<{ webhookEndpoints: Array<{ id: string; failedDeliveries: number }> }>(
      `{ webhookEndpoints { id failedDeliveries } }`,
    );
    expect(endpoint.data!.webhookEndpoints.find((one) => one.id === endpointId)!.failedDeliveries).toBeGreaterThanOrEqual(1);
  });

  it("a run that outlives its claim cannot overwrite the outcome of the run that claimed the delivery after it", async () => {
    // The first request hangs until released, then is answered 500; any later one is answered 200 at once.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = http.createServer((req, res) => {
      req.resume();
      calls += 1;
      if (calls === 1)
        void held.then(() => {
          res.statusCode = 500;
          res.end();
        });
      else res.end("ok");
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const created = await createEndpoint(admin, {
      url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`,
      events: ["booking.booked"],
      active: true,
    });
    const slowId = created.data!.createWebhookEndpoint.endpoint.id;
    try {
      await customerBooking(["R9-S1"]);
      const first = app.services.webhookDelivery.runOnce();
      await expect.poll(() => calls).toBe(1);
      // Past the first run's lease, a second run claims the delivery again and it is delivered.
      clock.advance(301_000);
      await app.services.webhookDelivery.runOnce();
      expect(calls).toBe(2);
      release();
      await first;
      const log = await admin.op<{ webhookDeliveries: DeliveryJson[] }>(DELIVERIES, { id: slowId, state: null });
      expect(log.data!.webhookDeliveries.map((delivery) => [delivery.state, delivery.attempts, delivery.responseStatus])).toEqual([
        ["delivered", 1, 200],
      ]);
    } finally {
      await admin.op(`mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: slowId });
      release();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it("is for administrators of settings who also administer bookings (the payloads carry customers' details)", async () => {
    const settingsOnly = await signIn(app, ...(await userCredentials(["administer_settings"])));
    for (const query of [`{ webhookEndpoints { id } }`, `{ webhookEventTypes }`])
      expect((await settingsOnly.op(query)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const both = await signIn(app, ...(await userCredentials(["administer_settings", "administer_bookings"])));
    expect((await both.op<{ webhookEventTypes: string[] }>(`{ webhookEventTypes }`)).data!.webhookEventTypes).toEqual(ALL_EVENTS);
  });

  it("erases a customer's details from the events kept about their bookings when the customer is forgotten", async () => {
    const booking = await customerBooking(["R10-S1"]);
    const changed = await admin.op(
      `mutation ($id: ID!, $input: BookingUpdateInput!, $v: DateTimeISO!) { updateBooking(id: $id, input: $input, version: $v) { id } }`,
      { id: booking.id, v: booking.updatedAt, input: { client: { ...VALID_CLIENT, phone: "+358 50 765 4321" } } },
    );
    expect(changed.errors).toBeUndefined();
    await app.services.dataSource.transaction((manager) =>
      app.services.clientDetails.anonymize(manager, { bookingIds: [booking.id], reason: "request", actorUserId: null, now: clock.now() }),
    );
    const kept = await app.query<{ type: string; customer: Record<string, unknown> }>(
      `SELECT type, data->'booking'->'customer' AS customer FROM webhook_events WHERE subject_id = $1 ORDER BY seq`,
      [booking.id],
    );
    expect(kept.map((event) => event.type)).toEqual(["booking.booked", "booking.changed", "booking.changed"]);
    for (const event of kept) expect(event.customer).toEqual({ firstname: null, lastname: null, email: null, phone: null });
  });

  it("delivers through the job queue after commit, without anyone running it", async () => {
    const jobClock = new ManualClock(new Date());
    const running = await startBookingApp({
      jobs: true,
      clock: jobClock,
      env: { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_INTERVAL_SECONDS: "1" },
    });
    const own = new Receiver(() => Math.floor(Date.now() / 1000));
    try {
      const url = await own.start();
      const client = await signInAdmin(running);
      const created = await createEndpoint(client, {
        url,
        events: ["occasion.changed", "occasion.cancelled", "booking.cancelled"],
        active: true,
      });
      own.secret = created.data!.createWebhookEndpoint.secret;
      const demo = await demoIds(running);
      const occasionId = demo.occasions.Matinee!;
      const bookingId = await insertBooking(running, {
        occasionId,
        status: "booked",
        spaceIds: [demo.space("R3-S3")],
        ticketTypeId: demo.ticketTypes.adult!,
      });
      const [row] = await running.query<{ updated_at: Date }>(`SELECT updated_at FROM occasions WHERE id = $1`, [occasionId]);
      await running.services.occasionAdmin.setEndTime(occasionId, new Date("2027-06-01T20:00:00Z"), row!.updated_at);
      await running.services.occasionCancellation.request(occasionId, "Storm", client.userId);
      // The date's own events in order; the cancellation of its booking (ordered by the booking, not the date) beside them.
      await expect
        .poll(() => own.requests.map((request) => request.type).sort(), { timeout: 20_000 })
        .toEqual(["booking.cancelled", "occasion.cancelled", "occasion.changed"]);
      const dateEvents = own.requests.filter((request) => request.type.startsWith("occasion."));
      expect(dateEvents.map((request) => request.type)).toEqual(["occasion.changed", "occasion.cancelled"]);
      expect(dateEvents[1]!.data).toMatchObject({ reason: "Storm", occasion: { id: occasionId, status: "cancelled" } });
      expect(own.requests.find((request) => request.type === "booking.cancelled")!.data.booking).toMatchObject({ id: bookingId });
      expect(own.requests.every((request) => request.signed)).toBe(true);
    } finally {
      await own.stop();
      await running.stop();
    }
  });
});

describe("webhook addresses (no server-side request forgery)", () => {
  let strict: BookingTestApp;
  let strictAdmin: GraphQLClient;
  beforeAll(async () => {
    strict = await startBookingApp();
    strictAdmin = await signInAdmin(strict);
  });
  afterAll(() => strict?.stop());

  it("refuses, on the field and in the administrator's language, URLs that are not https, point inside the network or carry credentials", async () => {
    const refusal = async (url: string, events = ["booking.booked"], language?: string) => {
      const answer = await createEndpoint(strictAdmin, { url, events, active: true }, language);
      return { code: answer.errors?.[0]?.extensions?.code, fields: answer.errors?.[0]?.extensions?.fields };
    };
    expect(await refusal("http://example.com/hooks")).toEqual({
      code: "BAD_USER_INPUT",
      fields: { url: expect.stringContaining("https") },
    });
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://[::1]:8443/hooks",
      "https://10.1.2.3/hooks",
      "https://192.168.0.10/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://localhost/hooks",
    ])
      expect((await refusal(url)).fields?.url, url).toMatch(/private, loopback or link-local/);
    expect((await refusal("https://user:secret@example.com/hooks")).fields?.url).toMatch(/user name and password/);
    expect((await refusal("not a url")).fields?.url).toMatch(/full URL/);
    expect((await refusal("https://example.com/hooks", [])).fields?.events).toBe("Choose at least one event.");
    expect((await refusal("https://example.com/hooks", ["booking.exploded"])).fields?.events).toBe("Choose at least one event.");
    expect((await refusal("https://10.0.0.1/", ["booking.booked"], "fi")).fields?.url).toMatch(/yksityisessä/);
    const shortSecret = await createEndpoint(strictAdmin, {
      url: "https://10.0.0.1/",
      events: ["booking.booked"],
      active: true,
      secret: "short",
    });
    expect(shortSecret.errors?.[0]?.extensions?.fields).toMatchObject({ secret: expect.stringContaining("24-200") });
    const listed = await strictAdmin.op<{ webhookEndpoints: unknown[] }>(`{ webhookEndpoints { id } }`);
    expect(listed.data!.webhookEndpoints).toEqual([]);
  });

  it("checks the address again when sending: an endpoint saved while private addresses were allowed gets nothing", async () => {
    // A bare TCP listener: it counts every connection made to it, whatever the protocol.
    let connections = 0;
    const server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // As saved under WEBHOOK_ALLOW_PRIVATE=true, by address and by a name that resolves to loopback.
      await strict.query(
        `INSERT INTO webhook_endpoints (url, events, secret, active, updated_at)
         VALUES ($1, '{booking.booked}', 'whsec_test_secret_of_enough_length', true, now()), ($2, '{booking.booked}', 'whsec_test_secret_of_enough_length', true, now())`,
        [`https://127.0.0.1:${port}/literal`, `https://localhost:${port}/named`],
      );
      const demo = await demoIds(strict);
      const buyer = new RestClient(strict.url);
      await buyer.bookOk(demo.occasions["Evening show"]!);
      await buyer.addSpaceOk(demo.space("R7-S1"));
      expect((await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true })).status).toBe(200);
      expect(await strict.services.webhookDelivery.runOnce()).toBe(2);
      expect(connections).toBe(0);
      const log = await strict.query<{ last_error: string; attempts: number; state: string }>(
        `SELECT last_error, attempts, state FROM webhook_deliveries ORDER BY id`,
      );
      expect(log).toHaveLength(2);
      for (const entry of log)
        expect(entry).toMatchObject({ state: "pending", attempts: 1, last_error: expect.stringMatching(/^refused: .*private address/) });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
