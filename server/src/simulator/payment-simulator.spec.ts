/**
 * End-to-end behaviour of the simulator over HTTP: create (signed) → pay page → outcome → signed
 * redirect + callback to a tiny merchant server started here; control API; refusals.
 * The merchant side is played with the simulator's own signing functions.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sequentialIds } from "./ids.js";
import { startPaymentSimulator, type PaymentSimulator } from "./payment-simulator.js";
import {
  ceeposHash,
  ceeposRequestValues,
  paytrailSignature,
  verifyCeeposNotification,
  verifyCeeposResponse,
  verifyCeeposReturn,
  verifyPaytrailParams,
  verifyVismaPayReturn,
  vismaPayAuthcode,
} from "./signing.js";

interface Received {
  method: string;
  url: string;
  body: string;
}

/** A merchant server that records every request and answers `status` (200 by default). */
async function startMerchant() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(status, { "content-type": "text/plain" });
      res.end("OK");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer(code: number) {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const FIXED_NOW = new Date("2026-03-01T10:00:00.000Z");

let sim: PaymentSimulator;
let merchant: Awaited<ReturnType<typeof startMerchant>>;

beforeAll(async () => {
  merchant = await startMerchant();
  sim = await startPaymentSimulator({ port: 0, now: () => FIXED_NOW, ids: sequentialIds() });
});

afterAll(async () => {
  await sim.close();
  await merchant.close();
});

afterEach(async () => {
  await sim.idle();
  sim.reset();
  merchant.received.length = 0;
  merchant.answer(200);
});

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

// ----------------------------------------------------------------------------------------------
// Paytrail
// ----------------------------------------------------------------------------------------------

let nonce = 0;

function paytrailHeaders(method: string, body: string, extra: Record<string, string> = {}, secret = "SAIPPUAKAUPPIAS") {
  const headers: Record<string, string> = {
    "checkout-account": "375917",
    "checkout-algorithm": "sha256",
    "checkout-method": method,
    "checkout-nonce": `nonce-${++nonce}`,
    "checkout-timestamp": FIXED_NOW.toISOString(),
    ...extra,
  };
  headers.signature = paytrailSignature(secret, "sha256", headers, body);
  return { ...headers, "content-type": "application/json; charset=utf-8" };
}

function paytrailBody(stamp: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    stamp,
    reference: "B-1001",
    amount: 1525,
    currency: "EUR",
    language: "FI",
    items: [{ unitPrice: 1525, units: 1, vatPercentage: 25.5, productCode: "T1" }],
    customer: { email: "buyer@example.com" },
    redirectUrls: { success: `${merchant.url}/return?booking=7`, cancel: `${merchant.url}/return?booking=7&cancel=1` },
    callbackUrls: { success: `${merchant.url}/callback?p=paytrail`, cancel: `${merchant.url}/callback?p=paytrail&cancel=1` },
    ...overrides,
  });
}

async function paytrailCreate(stamp: string, overrides: Record<string, unknown> = {}) {
  const body = paytrailBody(stamp, overrides);
  return fetch(`${sim.url}/paytrail/payments`, { method: "POST", headers: paytrailHeaders("POST", body), body });
}

describe("Paytrail", () => {
  it("refuses a create request with a bad signature, an unknown account or a reused nonce (401)", async () => {
    const body = paytrailBody("a1");
    const bad = await fetch(`${sim.url}/paytrail/payments`, {
      method: "POST",
      headers: paytrailHeaders("POST", body, {}, "WRONG-SECRET"),
      body,
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ status: "error", message: "HMAC signature mismatch" });

    const unknown = paytrailHeaders("POST", body, { "checkout-account": "111111" });
    expect((await fetch(`${sim.url}/paytrail/payments`, { method: "POST", headers: unknown, body })).status).toBe(401);

    const headers = paytrailHeaders("POST", body);
    expect((await fetch(`${sim.url}/paytrail/payments`, { method: "POST", headers, body })).status).toBe(201);
    const replay = await fetch(`${sim.url}/paytrail/payments`, { method: "POST", headers, body });
    expect(replay.status).toBe(401);
    expect(sim.payments()).toHaveLength(1);
  });

  it("validates the body: item sum, language, duplicate stamp", async () => {
    const mismatch = await paytrailCreate("b1", { amount: 1000 });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { meta: string[] }).meta.join()).toContain("item total");
    expect((await paytrailCreate("b2", { language: "fi" })).status).toBe(400);
    expect((await paytrailCreate("b3", { amount: 15.25 })).status).toBe(400);
    expect((await paytrailCreate("b4")).status).toBe(201);
    const duplicate = await paytrailCreate("b4");
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ message: "Duplicate stamp" });
  });

  it("create → pay page → Pay: signed response, signed redirect keeping the merchant query, signed callback", async () => {
    const response = await paytrailCreate("c1");
    expect(response.status).toBe(201);
    const text = await response.text();
    const responseHeaders = Object.fromEntries(response.headers);
    expect(responseHeaders.signature).toBe(paytrailSignature("SAIPPUAKAUPPIAS", "sha256", responseHeaders, text));
    const created = JSON.parse(text) as { transactionId: string; href: string; providers: { url: string; parameters: unknown[] }[] };
    // Sequential ids keep counting across reset(), so only the shape is fixed here.
    expect(created.transactionId).toMatch(/^00000000-0000-4000-8000-\d{12}$/);
    expect(created.href).toBe(`${sim.url}/paytrail/pay/${created.transactionId}`);
    expect(created.providers[0]?.parameters).toContainEqual({ name: "MAC", value: expect.stringMatching(/^base64 /) });

    const page = await fetch(created.href);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain("<main>");
    expect(html).toMatch(/<h1>Paytrail: 15\.25 €<\/h1>/);
    for (const label of ["Pay", "Fail", "Cancel", "Pending"]) expect(html).toContain(`>${label}</button>`);

    const outcome = await fetch(`${created.href}/outcome`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=ok",
      redirect: "manual",
    });
    expect(outcome.status).toBe(302);
    const location = outcome.headers.get("location")!;
    expect(location.startsWith(`${merchant.url}/return?booking=7&checkout-account=375917`)).toBe(true);
    const params = query(location);
    expect(params).toMatchObject({ booking: "7", "checkout-status": "ok", "checkout-stamp": "c1", "checkout-amount": "1525" });
    expect(verifyPaytrailParams(params, "SAIPPUAKAUPPIAS")).toBe(true);

    await sim.idle();
    expect(merchant.received).toHaveLength(1);
    const callback = merchant.received[0]!;
    expect(callback.method).toBe("GET");
    const callbackParams = query(merchant.url + callback.url);
    expect(callbackParams.p).toBe("paytrail");
    expect(verifyPaytrailParams(callbackParams, "SAIPPUAKAUPPIAS")).toBe(true);
    expect(sim.callbacks()[0]).toMatchObject({ status: 200, error: null, outcome: "ok" });

    // Status query: needs the transaction id header.
    const id = created.transactionId;
    const status = await fetch(`${sim.url}/paytrail/payments/${id}`, {
      headers: paytrailHeaders("GET", "", { "checkout-transaction-id": id }),
    });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ status: "ok", stamp: "c1", amount: 1525 });
    const noHeader = await fetch(`${sim.url}/paytrail/payments/${id}`, { headers: paytrailHeaders("GET", "") });
    expect(noHeader.status).toBe(401);

    // A paid payment cannot be paid again.
    expect((await fetch(created.href)).status).toBe(409);
  });

  it("cancel goes to the cancel URLs with status fail; ?outcome= skips the page", async () => {
    const created = (await (await paytrailCreate("c2")).json()) as { href: string };
    const res = await fetch(`${created.href}?outcome=cancel`, { redirect: "manual" });
    const params = query(res.headers.get("location")!);
    expect(params).toMatchObject({ cancel: "1", "checkout-status": "fail" });
    expect(verifyPaytrailParams(params, "SAIPPUAKAUPPIAS")).toBe(true);
    await sim.idle();
    expect(merchant.received[0]?.url).toContain("/callback?p=paytrail&cancel=1&checkout-account=375917");
  });

  it("provider forms must post the opaque parameters back verbatim", async () => {
    const created = (await (await paytrailCreate("c3")).json()) as {
      providers: { url: string; parameters: { name: string; value: string }[] }[];
    };
    const provider = created.providers[0]!;
    const form = new URLSearchParams(provider.parameters.map((p) => [p.name, p.value]));
    const ok = await fetch(provider.url, { method: "POST", body: form, redirect: "manual" });
    expect(ok.status).toBe(200);
    form.set("MAC", "altered");
    expect((await fetch(provider.url, { method: "POST", body: form })).status).toBe(400);
  });

  it("refund: only for ok payments, signed 201, signed refund callback", async () => {
    const created = (await (await paytrailCreate("rf1")).json()) as { transactionId: string; href: string };
    const id = created.transactionId;
    const refund = (amount: number) => {
      const body = JSON.stringify({
        amount,
        refundStamp: "rf1-r",
        callbackUrls: { success: `${merchant.url}/refund?ok=1`, cancel: `${merchant.url}/refund?ok=0` },
      });
      return fetch(`${sim.url}/paytrail/payments/${id}/refund`, {
        method: "POST",
        headers: paytrailHeaders("POST", body, { "checkout-transaction-id": id }),
        body,
      });
    };
    expect((await refund(500)).status).toBe(400);
    await fetch(`${created.href}?outcome=ok`, { redirect: "manual" });
    await sim.idle();
    merchant.received.length = 0;
    expect((await refund(2000)).status).toBe(400);
    const ok = await refund(500);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ status: "ok", provider: "nordea" });
    await sim.idle();
    const params = query(merchant.url + merchant.received[0]!.url);
    expect(params).toMatchObject({ ok: "1", "checkout-amount": "500", "checkout-stamp": "rf1-r", "checkout-status": "ok" });
    expect(verifyPaytrailParams(params, "SAIPPUAKAUPPIAS")).toBe(true);
  });

  it("an unknown extra checkout-* parameter is signed when enabled", async () => {
    sim.configure({ paytrailExtraParam: true });
    const created = (await (await paytrailCreate("c4")).json()) as { href: string };
    const res = await fetch(`${created.href}?outcome=ok`, { redirect: "manual" });
    const params = query(res.headers.get("location")!);
    expect(params["checkout-sim-extra"]).toBeDefined();
    expect(verifyPaytrailParams(params, "SAIPPUAKAUPPIAS")).toBe(true);
  });
});

// ----------------------------------------------------------------------------------------------
// Visma Pay
// ----------------------------------------------------------------------------------------------

function vismaBody(orderNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    version: "w3.2",
    api_key: "TESTAPIKEY",
    order_number: orderNumber,
    amount: 2500,
    currency: "EUR",
    authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", orderNumber]),
    payment_method: {
      type: "e-payment",
      return_url: `${merchant.url}/return?booking=8`,
      notify_url: `${merchant.url}/notify?booking=8`,
      lang: "fi",
    },
    products: [{ id: "T1", title: "Ticket", count: 2, pretax_price: 996, tax: 25.5, price: 1250, type: 1 }],
    ...overrides,
  };
}

async function vismaPost(path: string, body: unknown) {
  const res = await fetch(`${sim.url}/vismapay/pbwapi/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe("Visma Pay", () => {
  it("refuses a bad authcode or unknown api key with {result: 1}, validates amounts and order numbers", async () => {
    expect(await vismaPost("auth_payment", vismaBody("v1", { authcode: "0".repeat(64) }))).toEqual({ result: 1 });
    expect(await vismaPost("auth_payment", vismaBody("v1", { api_key: "OTHER" }))).toEqual({ result: 1 });
    const mismatch = await vismaPost("auth_payment", vismaBody("v1", { amount: 2400 }));
    expect(mismatch).toEqual({ result: 1, errors: ["The product.price sum does not match with the total amount."] });
    expect(await vismaPost("auth_payment", vismaBody("v1"))).toEqual({ result: 0, token: "tok0001", type: "e-payment" });
    expect((await vismaPost("auth_payment", vismaBody("v1"))).result).toBe(1);
  });

  it("create → token page → Pay: signed return keeping the query, signed notify, status query", async () => {
    const { token } = (await vismaPost("auth_payment", vismaBody("v2"))) as { token: string };
    const page = await fetch(`${sim.url}/vismapay/pbwapi/token/${token}`);
    expect(await page.text()).toContain("<h1>Visma Pay: 25.00 €</h1>");

    const res = await fetch(`${sim.url}/vismapay/pbwapi/token/${token}?outcome=ok`, { redirect: "manual" });
    expect(res.status).toBe(302);
    const params = query(res.headers.get("location")!);
    expect(params).toMatchObject({ booking: "8", RETURN_CODE: "0", ORDER_NUMBER: "v2", SETTLED: "1" });
    expect(verifyVismaPayReturn(params, "private_key")).toBe(true);

    await sim.idle();
    expect(merchant.received).toHaveLength(1);
    expect(merchant.received[0]!.url.startsWith("/notify?booking=8&RETURN_CODE=0")).toBe(true);
    expect(verifyVismaPayReturn(query(merchant.url + merchant.received[0]!.url), "private_key")).toBe(true);

    const status = await vismaPost("check_payment_status", {
      version: "w3.2",
      api_key: "TESTAPIKEY",
      order_number: "v2",
      authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", "v2"]),
    });
    expect(status).toMatchObject({ result: 0, settled: 1 });
  });

  it("a failure carries a signed INCIDENT_ID", async () => {
    const { token } = (await vismaPost("auth_payment", vismaBody("v3"))) as { token: string };
    const res = await fetch(`${sim.url}/vismapay/pbwapi/token/${token}?outcome=fail`, { redirect: "manual" });
    const params = query(res.headers.get("location")!);
    expect(params).toMatchObject({ RETURN_CODE: "1", INCIDENT_ID: "INC0001" });
    expect(verifyVismaPayReturn(params, "private_key")).toBe(true);
  });
});

// ----------------------------------------------------------------------------------------------
// Ceepos
// ----------------------------------------------------------------------------------------------

function ceeposBody(id: string, overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    ApiVersion: "3.0.5",
    Source: "examplecom",
    Id: id,
    Mode: 3,
    Action: "new payment",
    Description: "Booking 9",
    Products: [{ Code: "T1", Amount: 2, Price: 1000, Description: "Ticket", Taxcode: "24" }],
    Email: "buyer@example.com",
    FirstName: "Bea",
    LastName: "Buyer",
    Language: "fi",
    ReturnAddress: `${merchant.url}/return?booking=9`,
    NotificationAddress: `${merchant.url}/ceepos-notify`,
    ...overrides,
  };
  body.Hash = ceeposHash(ceeposRequestValues(body), "123");
  return body;
}

async function ceeposCreate(body: Record<string, unknown>) {
  const res = await fetch(`${sim.url}/ceepos/maksu.html`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe("Ceepos", () => {
  it("refuses a bad hash with Status 99 and a repeated Id with 97", async () => {
    const tampered = { ...ceeposBody("e1"), Description: "Changed" };
    const refused = await ceeposCreate(tampered);
    expect(refused.Status).toBe(99);
    expect(verifyCeeposResponse(refused, "123")).toBe(true);
    expect((await ceeposCreate(ceeposBody("e1"))).Status).toBe(2);
    expect((await ceeposCreate(ceeposBody("e1"))).Status).toBe(97);
    expect((await ceeposCreate(ceeposBody("e2", { Mode: 1 }))).Status).toBe(99);
  });

  it("PaymentAddress keeps its query string; the page refuses a link without it", async () => {
    const created = await ceeposCreate(ceeposBody("e3"));
    expect(verifyCeeposResponse(created, "123")).toBe(true);
    // PaymentExpires: fixed clock 10:00 UTC = 12:00 in Helsinki, plus 30 minutes.
    expect(created).toMatchObject({
      Id: "e3",
      Status: 2,
      Reference: expect.stringMatching(/^100\d\d$/),
      Action: "new payment",
      PaymentExpires: "202603011230",
    });
    const address = created.PaymentAddress as string;
    expect(address).toMatch(
      new RegExp(`^${sim.url}/ceepos/kassa/order-pay/${created.Reference as string}/\\?pay_for_order=true&key=wc_order_\\d{4}$`),
    );
    expect((await fetch(address.split("?")[0]!)).status).toBe(403);
    const page = await fetch(address);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Ceepos: 20.00 €</h1>");
  });

  it("Pay: signed return keeping the merchant query and a signed JSON notification", async () => {
    const created = await ceeposCreate(ceeposBody("e4"));
    const res = await fetch(`${created.PaymentAddress as string}&outcome=ok`, { redirect: "manual" });
    expect(res.status).toBe(302);
    const params = query(res.headers.get("location")!);
    expect(params).toMatchObject({
      booking: "9",
      Id: "e4",
      Status: "1",
      Reference: created.Reference,
      PaymentSum: "2000",
      Timestamp: "202603011200",
    });
    expect(verifyCeeposReturn(params, "123")).toBe(true);

    await sim.idle();
    expect(merchant.received).toHaveLength(1);
    const notification = merchant.received[0]!;
    expect(notification).toMatchObject({ method: "POST", url: "/ceepos-notify" });
    const body = JSON.parse(notification.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      Id: "e4",
      Status: 1,
      Reference: created.Reference,
      Payments: [{ PaymentMethod: 30, PaymentSum: 2000, Timestamp: "202603011200", PaymentDescription: "Simulated payment" }],
    });
    expect(verifyCeeposNotification(body, "123")).toBe(true);
  });
});

// ----------------------------------------------------------------------------------------------
// Callback behaviour and control API
// ----------------------------------------------------------------------------------------------

describe("callbacks and control API", () => {
  it("repeats callbacks per configuration and records merchant failures without throwing", async () => {
    const control = await fetch(`${sim.url}/__sim/config`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ callbackRepeat: 3 }),
    });
    expect(await control.json()).toMatchObject({ callbackRepeat: 3 });
    merchant.answer(500);
    const created = (await (await paytrailCreate("r1")).json()) as { href: string };
    await fetch(`${created.href}?outcome=ok`, { redirect: "manual" });
    await sim.idle();
    expect(merchant.received).toHaveLength(3);
    expect(new Set(merchant.received.map((r) => r.url)).size).toBe(1);
    expect(sim.callbacks().map((c) => [c.attempt, c.status, c.error])).toEqual([
      [1, 500, "merchant answered HTTP 500"],
      [2, 500, "merchant answered HTTP 500"],
      [3, 500, "merchant answered HTTP 500"],
    ]);
  });

  it("a delayed callback arrives after the redirect", async () => {
    sim.configure({ callbackDelayMs: 150 });
    const created = await ceeposCreate(ceeposBody("d1"));
    await fetch(`${created.PaymentAddress as string}&outcome=ok`, { redirect: "manual" });
    expect(merchant.received).toHaveLength(0);
    await sim.idle();
    expect(merchant.received).toHaveLength(1);
  });

  it("callbackTiming 'before': the notification is delivered before the redirect is answered", async () => {
    sim.configure({ callbackTiming: "before", ceeposFlatNotification: true });
    const created = await ceeposCreate(ceeposBody("b1"));
    const res = await fetch(`${created.PaymentAddress as string}&outcome=ok`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(merchant.received).toHaveLength(1);
    const body = JSON.parse(merchant.received[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ Id: "b1", Status: 1, PaymentSum: 2000 });
    expect(body.Payments).toBeUndefined();
    expect(verifyCeeposNotification(body, "123")).toBe(true);
  });

  it("GET /__sim/idle waits for a delayed callback", async () => {
    sim.configure({ callbackDelayMs: 100 });
    const { token } = (await vismaPost("auth_payment", vismaBody("i1"))) as { token: string };
    await fetch(`${sim.url}/vismapay/pbwapi/token/${token}?outcome=authorized`, { redirect: "manual" });
    expect(merchant.received).toHaveLength(0);
    expect(await (await fetch(`${sim.url}/__sim/idle`)).json()).toEqual({ ok: true, callbacks: 1 });
    expect(merchant.received).toHaveLength(1);
    const status = await vismaPost("check_payment_status", {
      version: "w3.2",
      api_key: "TESTAPIKEY",
      token,
      authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", token]),
    });
    expect(status).toMatchObject({ result: 0, settled: 0 });
  });

  it("dropCallbacks records but does not send", async () => {
    sim.configure({ dropCallbacks: true });
    const { token } = (await vismaPost("auth_payment", vismaBody("x1"))) as { token: string };
    await fetch(`${sim.url}/vismapay/pbwapi/token/${token}?outcome=ok`, { redirect: "manual" });
    await sim.idle();
    expect(merchant.received).toHaveLength(0);
    expect(sim.callbacks()).toMatchObject([{ dropped: true, stamp: "x1" }]);
  });

  it("complete over HTTP: a late payment sends its callback and answers the signed return URL", async () => {
    await paytrailCreate("late1");
    const res = await fetch(`${sim.url}/__sim/payments/paytrail/late1/complete`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome: "ok" }),
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { returnUrl: string; callbacks: { status: number }[]; payment: { status: string } };
    expect(result.payment.status).toBe("ok");
    expect(result.callbacks).toMatchObject([{ status: 200 }]);
    expect(merchant.received).toHaveLength(1);
    expect(verifyPaytrailParams(query(result.returnUrl), "SAIPPUAKAUPPIAS")).toBe(true);

    // Replay the callback twice (no state change), then a tampered one that must not verify.
    const replay = await fetch(`${sim.url}/__sim/payments/paytrail/late1/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ repeat: 2 }),
    });
    expect(((await replay.json()) as { callbacks: unknown[] }).callbacks).toHaveLength(2);
    expect(merchant.received).toHaveLength(3);
    const [forged] = await sim.callback("paytrail", "late1", { outcome: "fail", tamper: true });
    expect(verifyPaytrailParams(query(forged!.url), "SAIPPUAKAUPPIAS")).toBe(false);
  });

  it("complete validates provider, stamp and outcome; failCreate simulates a maintenance break", async () => {
    expect((await fetch(`${sim.url}/__sim/payments/paytrail/none/complete`, { method: "POST", body: "{}" })).status).toBe(404);
    await ceeposCreate(ceeposBody("m0"));
    await expect(sim.complete("ceepos", "m0", { outcome: "bogus" })).rejects.toThrow(/outcome must be one of/);
    sim.configure({ failCreate: "ceepos" });
    expect((await ceeposCreate(ceeposBody("m1"))).Status).toBe(98);
    sim.configure({ failCreate: "vismapay" });
    expect(await vismaPost("auth_payment", vismaBody("m2"))).toEqual({ result: 10 });
  });

  it("records inbound requests with their raw body and lists payments", async () => {
    const body = ceeposBody("q1");
    await ceeposCreate(body);
    const requests = (await (await fetch(`${sim.url}/__sim/requests`)).json()) as { method: string; path: string; rawBody: string }[];
    expect(requests).toEqual([expect.objectContaining({ method: "POST", path: "/ceepos/maksu.html", rawBody: JSON.stringify(body) })]);
    const payments = (await (await fetch(`${sim.url}/__sim/payments`)).json()) as { provider: string; stamp: string; amount: number }[];
    expect(payments).toEqual([expect.objectContaining({ provider: "ceepos", stamp: "q1", amount: 2000, status: "new" })]);
    expect((await fetch(`${sim.url}/__sim/reset`, { method: "POST" })).status).toBe(200);
    expect(sim.payments()).toHaveLength(0);
  });
});
