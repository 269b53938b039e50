/**
 * Provider messages are trusted only with the provider's valid signature over exactly what it sent
 * (reference payments.md §8.5 item 6, DESIGN section 7): forged, tampered, re-pointed and replayed
 * returns and callbacks answer 400 and change nothing; unknown providers 404; junk never 500; no
 * merchant secret in any answer or log line. Also a provider that fails at pay time (502 naming it).
 */
import "reflect-metadata";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLogLevel, type Level } from "../../../src/common/logger.js";
import {
  ceeposHash,
  ceeposReturnValues,
  paytrailSignature,
  vismaPayAuthcode,
  vismaPayReturnValues,
} from "../../../src/simulator/signing.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, heldOf, statusHistory, type DemoIds } from "../../helpers/booking-fixtures.js";
import {
  confirmedBuyer,
  eventsOf,
  paymentById,
  paymentsOf,
  payOk,
  PROVIDERS,
  seatDealer,
  visit,
  type PaymentRow,
  type Provider,
} from "./payment-flow.js";

const SECRETS = ["SAIPPUAKAUPPIAS", "private_key"];

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;

// Every log line and every answer body of this file, checked for secrets at the end.
const captured: string[] = [];
// The logger's threshold is module state shared by the files of a worker (isolate: false): restored in afterAll.
let previousLogLevel: Level;
const originalStderr = process.stderr.write.bind(process.stderr);
const originalStdout = process.stdout.write.bind(process.stdout);

function capture(original: typeof process.stderr.write): typeof process.stderr.write {
  return ((chunk: unknown, ...rest: unknown[]) => {
    captured.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
}

beforeAll(async () => {
  process.stderr.write = capture(originalStderr);
  process.stdout.write = capture(originalStdout);
  previousLogLevel = setLogLevel("debug");
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
});

afterEach(() => {
  app.simulator!.configure({
    callbackDelayMs: 0,
    callbackRepeat: 1,
    dropCallbacks: false,
    callbackTiming: "after",
    failCreate: null,
    paytrailExtraParam: false,
    ceeposFlatNotification: false,
  });
});

afterAll(async () => {
  await app?.stop();
  setLogLevel(previousLogLevel);
  process.stderr.write = originalStderr;
  process.stdout.write = originalStdout;
});

/** A GET/POST that records the answer body for the secret check. */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; location: string | null; text: string }> {
  const answer = await visit(url, init);
  captured.push(answer.text, answer.location ?? "");
  return answer;
}

/** The booking and its attempt exactly as before: still payment, attempt open, no booked transition. */
async function expectUnchanged(bookingId: string, payment: PaymentRow, spaceId?: string): Promise<void> {
  expect((await bookingRow(app, bookingId)).status).toBe("payment");
  expect(await paymentById(app, payment.id)).toEqual(payment);
  expect((await statusHistory(app, bookingId)).some((row) => row.to === "booked")).toBe(false);
  expect(await eventsOf(app, payment.id)).toEqual([]);
  if (spaceId) expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
}

async function openAttempt(provider: Provider): Promise<{ buyer: RestClient & { uuid: string }; payment: PaymentRow; spaceId: string }> {
  const spaceId = seat();
  const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
  const { payment } = await payOk(app, buyer);
  return { buyer, payment: await paymentById(app, payment.id), spaceId };
}

/** A signed success for any stamp/amount, made with the merchant's secret (what only the provider can do). */
function signedReturn(provider: Provider, base: string, fields: { stamp: string; amount: number; reference?: string }): string {
  const url = new URL(`${app.url}/api/payments/${provider}/${base}`);
  if (provider === "paytrail") {
    const params: Record<string, string> = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-amount": String(fields.amount),
      "checkout-stamp": fields.stamp,
      "checkout-reference": "1",
      "checkout-transaction-id": "forged-transaction",
      "checkout-status": "ok",
      "checkout-provider": "nordea",
    };
    params.signature = paytrailSignature("SAIPPUAKAUPPIAS", "sha256", params, "");
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  } else if (provider === "vismapay") {
    const params: Record<string, string> = { RETURN_CODE: "0", ORDER_NUMBER: fields.stamp, SETTLED: "1" };
    params.AUTHCODE = vismaPayAuthcode("private_key", vismaPayReturnValues(params));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  } else {
    const params: Record<string, string> = {
      Id: fields.stamp,
      Status: "1",
      Reference: fields.reference ?? "ref",
      PaymentMethod: "30",
      PaymentSum: String(fields.amount),
      Timestamp: "202611220600",
      PaymentDescription: "x",
    };
    params.Hash = ceeposHash(ceeposReturnValues(params), "123");
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  }
  return url.toString();
}

describe.each(PROVIDERS)("%s forged messages", (provider: Provider) => {
  it("simulator tamper: the return and the callback answer 400, booking and payment unchanged", async () => {
    const { buyer, payment, spaceId } = await openAttempt(provider);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", tamper: true });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([400]);
    const back = await call(done.returnUrl);
    expect(back.status).toBe(400);
    expect(back.text).toMatch(/could not be verified|Nothing was changed|ei voitu|kunde inte/i);
    await expectUnchanged(buyer.uuid, payment, spaceId);
    // A tampered failure claiming success (status flipped to ok) is refused as well.
    const flipped = await app.simulator!.callback(provider, payment.stamp, { outcome: "fail", tamper: true });
    expect(flipped.map((delivery) => delivery.status)).toEqual([400]);
    await expectUnchanged(buyer.uuid, payment, spaceId);
    // The genuine message still works afterwards.
    const genuine = await app.simulator!.callback(provider, payment.stamp, { outcome: "ok" });
    expect(genuine.map((delivery) => delivery.status)).toEqual([200]);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
  });

  it("a wrong signature (one character changed) and a missing signature: 400", async () => {
    const { buyer, payment } = await openAttempt(provider);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    const url = new URL(done.returnUrl);
    const name = provider === "paytrail" ? "signature" : provider === "vismapay" ? "AUTHCODE" : "Hash";
    const value = url.searchParams.get(name)!;
    const flip = (c: string) => (c === "0" ? "1" : c === "1" ? "0" : c === "A" ? "B" : c === "a" ? "b" : "0");
    url.searchParams.set(name, flip(value[0]!) + value.slice(1));
    expect((await call(url.toString())).status).toBe(400);
    url.searchParams.delete(name);
    expect((await call(url.toString())).status).toBe(400);
    // Same on the callback endpoint (GET for Paytrail and Visma Pay).
    const callbackUrl = url.toString().replace("/return?", "/callback?");
    expect((await call(callbackUrl)).status).toBe(400);
    await expectUnchanged(buyer.uuid, payment);
  });

  it("a changed stamp without re-signing: 400; a correctly signed message for an unknown stamp: 400", async () => {
    const { buyer, payment } = await openAttempt(provider);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    const url = new URL(done.returnUrl);
    const name = provider === "paytrail" ? "checkout-stamp" : provider === "vismapay" ? "ORDER_NUMBER" : "Id";
    url.searchParams.set(name, "0".repeat(32));
    expect((await call(url.toString())).status).toBe(400);
    expect((await call(signedReturn(provider, "return", { stamp: "f".repeat(32), amount: payment.amount }))).status).toBe(400);
    expect((await call(signedReturn(provider, "callback", { stamp: "f".repeat(32), amount: payment.amount }))).status).toBe(400);
    await expectUnchanged(buyer.uuid, payment);
  });

  it("replaying attempt A's signed success to booking B's URLs cannot book B", async () => {
    const a = await openAttempt(provider);
    const b = await openAttempt(provider);
    const done = await app.simulator!.complete(provider, a.payment.stamp, { outcome: "ok", sendCallback: false });
    // The same URL carries B's checkout page nowhere: whatever the path or extra parameters, A's stamp decides.
    const replay = new URL(done.returnUrl);
    replay.searchParams.set("booking", b.buyer.uuid);
    replay.searchParams.set("uuid", b.buyer.uuid);
    const back = await call(replay.toString());
    expect(back.status).toBe(303);
    expect(back.location).toContain(`/checkout/${a.buyer.uuid}/`);
    expect(back.location).not.toContain(b.buyer.uuid);
    // A booked, B untouched.
    expect((await bookingRow(app, a.buyer.uuid)).status).toBe("booked");
    await expectUnchanged(b.buyer.uuid, b.payment, b.spaceId);
    // Replaying again and as a callback: still only A (duplicate), B untouched.
    expect((await call(replay.toString().replace("/return?", "/callback?"))).status).toBe(provider === "ceepos" ? 400 : 200);
    await expectUnchanged(b.buyer.uuid, b.payment, b.spaceId);
    // A's message sent to another provider's endpoint: not that provider's signature.
    const other = PROVIDERS.find((id) => id !== provider)!;
    expect((await call(done.returnUrl.replace(`/api/payments/${provider}/`, `/api/payments/${other}/`))).status).toBe(400);
  });

  it("a correctly signed success with a changed amount: 400, nothing changes (Visma Pay reports no amount)", async () => {
    if (provider === "vismapay") return;
    const { buyer, payment } = await openAttempt(provider);
    const forged = signedReturn(provider, "return", {
      stamp: payment.stamp,
      amount: payment.amount - 100,
      reference: payment.provider_transaction_id ?? undefined,
    });
    expect((await call(forged)).status).toBe(400);
    await expectUnchanged(buyer.uuid, payment);
    // The same with the right amount is accepted (the forgery helper itself is sound).
    const right = signedReturn(provider, "return", {
      stamp: payment.stamp,
      amount: payment.amount,
      reference: payment.provider_transaction_id ?? undefined,
    });
    expect((await call(right)).status).toBe(303);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
  });

  it("junk on the return and callback endpoints: 400, never 500", async () => {
    const base = `${app.url}/api/payments/${provider}`;
    const junk = [
      "",
      "?x=1",
      "?signature=abc&checkout-algorithm=sha256",
      "?checkout-algorithm=md5&signature=00",
      "?RETURN_CODE=0&ORDER_NUMBER=1&AUTHCODE=zz",
      "?Id=1&Status=1&Hash=zz",
      "?signature[]=a&signature[]=b&Hash[x]=1&AUTHCODE[]=1",
      "?checkout-status=ok&checkout-stamp=%00%ff&signature=%E0%A4%A",
      `?${"a".repeat(5000)}=1`,
    ];
    for (const query of junk) {
      for (const endpoint of ["return", "callback"]) {
        const answer = await call(`${base}/${endpoint}${query}`);
        expect(answer.status, `${endpoint}${query.slice(0, 80)}`).toBe(400);
      }
    }
    for (const body of ["", "not json", "[]", "null", '{"Id":"1","Status":1}', '{"Id":"1","Status":1,"Hash":"00"}', '{"Hash":{"a":1}}']) {
      const answer = await call(`${base}/callback`, { method: "POST", body, headers: { "content-type": "application/json" } });
      expect(answer.status, body).toBe(400);
    }
    expect((await call(`${base}/callback`, { method: "PUT", body: "x" })).status).toBe(405);
    // Oversized and oddly encoded bodies: a client error, not a server error.
    const big = await call(`${base}/callback`, { method: "POST", body: "x".repeat(200_000), headers: { "content-type": "text/plain" } });
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    const charset = await call(`${base}/callback`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json; charset=klingon" },
    });
    expect(charset.status).toBeGreaterThanOrEqual(400);
    expect(charset.status).toBeLessThan(500);
  });
});

describe("an attempt pays for what it was opened for", () => {
  it.each(PROVIDERS)(
    "%s: a voided attempt for 1 ticket, completed after more tickets were added, cannot book the bigger booking",
    async (provider) => {
      const [first, second] = [seat(), seat()];
      const buyer = await confirmedBuyer(app, occasionId, first, provider);
      const small = await payOk(app, buyer);
      // Back to draft (the attempt is voided at our end, but still payable at the provider's page), add a ticket.
      expect((await buyer.cancelPayment()).status).toBe(200);
      await buyer.addSpaceOk(second);
      const total = Number((await bookingRow(app, buyer.uuid)).total);
      expect(total).toBeGreaterThan(small.payment.amount);
      // The customer completes the old, cheaper attempt in the other tab.
      const done = await app.simulator!.complete(provider, small.payment.stamp, { outcome: "ok" });
      expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
      expect((await bookingRow(app, buyer.uuid)).status).not.toBe("booked");
      expect((await paymentById(app, small.payment.id)).status).toBe("refund_required");
      const back = await call(done.returnUrl);
      expect(back.location).not.toMatch(/\/success$/);
      // The booking can still be paid in full.
      const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: provider, terms_accepted: true });
      expect(confirmed.status, confirmed.text).toBe(200);
      const full = await payOk(app, buyer);
      expect(full.payment.amount).toBe(total);
      await app.simulator!.complete(provider, full.payment.stamp, { outcome: "ok" });
      expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
      expect(await heldOf(app, occasionId, first)).toMatchObject({ held: 1, holding: 1 });
      expect(await heldOf(app, occasionId, second)).toMatchObject({ held: 1, holding: 1 });
    },
  );
});

describe("unknown providers", () => {
  it("404 naming the provider on return and callback, before anything is parsed; skip has no return", async () => {
    for (const path of [
      "/api/payments/stripe/return?checkout-status=ok",
      "/api/payments/stripe/callback",
      "/api/payments/Paytrail/return",
    ]) {
      const answer = await call(`${app.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.text).toContain(path.split("/")[3]);
    }
    const post = await call(`${app.url}/api/payments/stripe/callback`, { method: "POST", body: "{}" });
    expect(post.status).toBe(404);
    // An over-long name is cut, and markup is not reflected as HTML.
    const long = await call(`${app.url}/api/payments/${"<b>x</b>".repeat(20)}/return`);
    expect(long.status).toBe(404);
    // skip payment is a provider without a return: its messages are refused, not 500.
    const skip = await call(`${app.url}/api/payments/skip/return?x=1`);
    expect(skip.status).toBe(400);
  });
});

describe("provider failure at pay time", () => {
  it.each(PROVIDERS)(
    "%s: REST pay answers 502 naming the provider, the attempt is failed, paying works after recovery",
    async (provider) => {
      const spaceId = seat();
      const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
      app.simulator!.configure({ failCreate: provider });
      const failed = await buyer.pay();
      captured.push(failed.text);
      expect(failed.status, failed.text).toBe(502);
      expect(failed.headers.get("content-type")).toMatch(/text\/plain/);
      expect(failed.text.toLowerCase()).toContain(provider);
      expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["failed"]);
      expect((await bookingRow(app, buyer.uuid)).status).toBe("payment");
      expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });

      app.simulator!.configure({ failCreate: null });
      const { payment } = await payOk(app, buyer);
      const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
      expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
      expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
      expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["failed", "paid"]);
    },
  );

  it("GraphQL pay answers PROVIDER_UNAVAILABLE naming the provider", async () => {
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    const added = await buyer.addSpace(seat());
    expect(added.errors).toBeUndefined();
    const confirmed = await buyer.confirm({ client: { ...VALID_CLIENT }, paymentMethodId: "vismapay", termsAccepted: true });
    expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
    app.simulator!.configure({ failCreate: "vismapay" });
    const failed = await buyer.pay();
    expect(failed.data?.pay ?? null).toBeNull();
    expect(failed.errors?.[0]?.extensions?.code).toBe("PROVIDER_UNAVAILABLE");
    expect(failed.errors?.[0]?.message.toLowerCase()).toContain("vismapay");
    captured.push(JSON.stringify(failed.errors));
    app.simulator!.configure({ failCreate: null });
    const again = await buyer.pay();
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    expect(again.data?.pay.method).toBe("redirect");
  });

  it("an unreachable configured provider (PAYTRAIL_BASE_URL to a closed port): 502, attempt failed", async () => {
    const other = await startBookingApp({
      env: {
        PAYMENT_SIMULATOR: "false",
        PAYTRAIL_MERCHANT_ID: "375917",
        PAYTRAIL_SECRET_KEY: "SAIPPUAKAUPPIAS",
        PAYTRAIL_BASE_URL: "http://127.0.0.1:9",
      },
    });
    try {
      const ids = await demoIds(other);
      const buyer = await confirmedBuyer(other, ids.occasions["Evening show"]!, ids.space("R10-S1"), "paytrail");
      const failed = await buyer.pay();
      captured.push(failed.text);
      expect(failed.status, failed.text).toBe(502);
      expect(failed.text.toLowerCase()).toContain("paytrail");
      const rows = await other.query<{ status: string }>(`SELECT status FROM payments WHERE booking_id = $1`, [buyer.uuid]);
      expect(rows.map((row) => row.status)).toEqual(["failed"]);
      // Not listed as stuck and pay is allowed again (still failing while unreachable).
      expect((await buyer.pay()).status).toBe(502);
    } finally {
      await other.stop();
    }
  });
});

describe("PUBLIC_URL", () => {
  it("providers get PUBLIC_URL-based return/callback URLs whatever Host the pay request had; the return redirects there", async () => {
    const other = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true", PUBLIC_URL: "https://tickets.example.fi/" } });
    try {
      const ids = await demoIds(other);
      const buyer = await confirmedBuyer(other, ids.occasions["Evening show"]!, ids.space("R10-S1"), "paytrail");
      const paid = await buyer.pay({ headers: { host: "evil.example.com", "x-forwarded-host": "evil.example.com" } });
      expect(paid.status, paid.text).toBe(200);
      const [row] = await other.query<{ stamp: string }>(`SELECT stamp FROM payments WHERE booking_id = $1`, [buyer.uuid]);
      const atSimulator = other.simulator!.payment("paytrail", row!.stamp)!;
      expect(atSimulator.returnUrl).toBe("https://tickets.example.fi/api/payments/paytrail/return");
      expect(atSimulator.callbackUrl).toBe("https://tickets.example.fi/api/payments/paytrail/callback");
      const done = await other.simulator!.complete("paytrail", row!.stamp, { outcome: "ok", sendCallback: false });
      // The browser reaches us (here directly), the redirect names PUBLIC_URL, not the Host it came with.
      const back = await call(done.returnUrl.replace("https://tickets.example.fi", other.url), { headers: { host: "evil.example.com" } });
      expect(back.status).toBe(303);
      expect(back.location).toMatch(/^https:\/\/tickets\.example\.fi\/en\/occasions\/[0-9a-f-]+\/checkout\/[0-9a-f-]+\/success$/);
    } finally {
      await other.stop();
    }
  });
});

describe("secrets", () => {
  it("no merchant secret in any answer or log line of this file", async () => {
    // Make sure there is something to look at: a failed and a refused message were logged.
    const joined = captured.join("\n");
    expect(joined).toMatch(/payment message refused/);
    expect(joined).toMatch(/payment provider refused or unreachable/);
    for (const secret of SECRETS) expect(joined.includes(secret), secret).toBe(false);
    // And none in the stored audit trail either.
    const stored = await app.query<{ payload: unknown }>(`SELECT payload FROM payment_events`);
    const text = JSON.stringify(stored);
    for (const secret of SECRETS) expect(text.includes(secret), secret).toBe(false);
  });
});
