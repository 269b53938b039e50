import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { InvalidProviderMessage, ProviderUnavailable, type PaymentRequest, type ProviderMessage } from "../payment-provider.js";
import { PaytrailProvider } from "./paytrail.provider.js";
import { paytrailSignature } from "./paytrail.signature.js";
import type { FetchLike } from "./provider-http.js";

const SECRET = "SAIPPUAKAUPPIAS";

describe("paytrailSignature: published vectors (reference §2.8)", () => {
  it("V-PT-1 create payment", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "POST",
      "checkout-nonce": "564635208570151",
      "checkout-timestamp": "2018-07-06T10:01:31.904Z",
    };
    const body =
      '{"stamp":"unique-identifier-for-merchant","reference":"3759170","amount":1525,"currency":"EUR","language":"FI","items":[{"unitPrice":1525,"units":1,"vatPercentage":25.5,"productCode":"#1234","deliveryDate":"2018-09-01"}],"customer":{"email":"test.customer@example.com"},"redirectUrls":{"success":"https://ecom.example.com/cart/success","cancel":"https://ecom.example.com/cart/cancel"}}';
    expect(paytrailSignature(SECRET, "sha256", headers, body)).toBe("9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129");
    expect(paytrailSignature(SECRET, "sha256", headers, body.replace("25.5", "24"))).toBe(
      "3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6",
    );
    // One character changed in the body.
    expect(paytrailSignature(SECRET, "sha256", headers, body.replace("1525,", "1526,"))).not.toBe(
      "9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129",
    );
  });

  it("V-PT-2 status request with empty body", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "GET",
      "checkout-timestamp": "2019-11-01T08:48:50.832Z",
      "checkout-transaction-id": "681538c4-fc84-11e9-83bc-2ffcef4c3453",
      "checkout-nonce": "87ac41e1-e6e6-4789-b8e0-c83930cfc447",
    };
    expect(paytrailSignature(SECRET, "sha256", headers, "")).toBe("4d84e3aedaa847b23e672ff3bc9c57ae5d1c1e84aec251ce39914eaf250bb8b2");
  });

  it("V-PT-3 redirect query, its derived sha512 and fail variants, ignoring non checkout-* params", () => {
    expect(paytrailSignature(SECRET, "sha256", V_PT_3, "")).toBe("b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080");
    expect(paytrailSignature(SECRET, "sha256", { ...V_PT_3, signature: "x", payment: "y" }, "")).toBe(
      "b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080",
    );
    expect(paytrailSignature(SECRET, "sha512", { ...V_PT_3, "checkout-algorithm": "sha512" }, "")).toBe(
      "439b5face373064ad4ff294e94449a2dd55017fc7b9a7e5bacffcf16ce625b3a1be2e721906c1a02479390a12fc8d36fd73af3e639a0cdd98f73d3fb19e7eca9",
    );
    expect(paytrailSignature(SECRET, "sha256", { ...V_PT_3, "checkout-status": "fail" }, "")).toBe(
      "e88ac5183b19626119d3837f2e73ebccb170eaa47441dc390310b39bf9a1720d",
    );
    expect(paytrailSignature(SECRET, "sha256", { ...V_PT_3, "checkout-provider": "nordeb" }, "")).not.toBe(
      "b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080",
    );
  });

  it("V-PT-4/5 JS SDK vectors and V-PT-6 historic vector", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-method": "GET",
      "checkout-algorithm": "sha256",
      "checkout-timestamp": "2018-07-05T11:19:25.950Z",
      "checkout-nonce": "123456",
    };
    expect(paytrailSignature(SECRET, "sha256", headers, "")).toBe("e2070810cb0d8795534cf0c2b983a3dee0858990cd073869ce23437c59f98776");
    expect(paytrailSignature(SECRET, "sha256", headers, '{"data":"test"}')).toBe(
      "73b1e55ebcf42dab90507f7dd53cddb7d2076ebcc61f67f27c9b9f4c94471a67",
    );
    const gistBody =
      '{"stamp":"should-be-unique-for-merchant","reference":"3759170","amount":1525,"currency":"EUR","language":"FI","items":[{"unitPrice":1525,"units":1,"vatPercentage":24,"productCode":"#1234","deliveryDate":"2018-09-01"}],"customer":{"email":"test.customer@example.com"},"redirectUrls":{"success":"https://ecom.example.com/cart/success","cancel":"https://ecom.example.com/cart/cancel"}}';
    expect(
      paytrailSignature(
        SECRET,
        "sha256",
        { "checkout-account": "375917", "checkout-algorithm": "sha256", "checkout-method": "POST" },
        gistBody,
      ),
    ).toBe("84b454005a4f087076ad86cee8b4a646b18982998de7221db57646743cda7b81");
  });
});

const V_PT_3: Record<string, string> = {
  "checkout-account": "375917",
  "checkout-algorithm": "sha256",
  "checkout-amount": "2964",
  "checkout-stamp": "15336332710015",
  "checkout-reference": "192387192837195",
  "checkout-transaction-id": "4b300af6-9a22-11e8-9184-abb6de7fd2d0",
  "checkout-status": "ok",
  "checkout-provider": "nordea",
};

function message(query: Record<string, string>): ProviderMessage {
  return { method: "GET", query, headers: {}, rawBody: "" };
}

function signedQuery(overrides: Record<string, string> = {}): Record<string, string> {
  const params = { ...V_PT_3, ...overrides };
  const algorithm = params["checkout-algorithm"] === "sha512" ? "sha512" : "sha256";
  return { ...params, signature: paytrailSignature(SECRET, algorithm, params, ""), payment: "our-own-param" };
}

describe("PaytrailProvider.verifyReturn / verifyCallback", () => {
  const provider = new PaytrailProvider({ merchantId: "375917", secret: SECRET });

  it("accepts the published redirect vector", () => {
    const report = provider.verifyReturn(
      message({ ...V_PT_3, signature: "b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080" }),
    );
    expect(report).toEqual({
      stamp: "15336332710015",
      status: "paid",
      providerTransactionId: "4b300af6-9a22-11e8-9184-abb6de7fd2d0",
      amount: 2964,
      payload: V_PT_3,
    });
  });

  it("maps statuses and accepts sha512 and unknown extra checkout-* params", () => {
    expect(provider.verifyCallback(message(signedQuery({ "checkout-status": "fail" }))).status).toBe("cancelled");
    expect(provider.verifyCallback(message(signedQuery({ "checkout-status": "pending" }))).status).toBe("pending");
    expect(provider.verifyCallback(message(signedQuery({ "checkout-status": "delayed" }))).status).toBe("pending");
    expect(provider.verifyCallback(message(signedQuery({ "checkout-algorithm": "sha512" }))).status).toBe("paid");
    expect(provider.verifyCallback(message(signedQuery({ "checkout-foo": "bar" }))).payload).toMatchObject({ "checkout-foo": "bar" });
  });

  it("rejects a wrong, tampered or missing signature", () => {
    const good = signedQuery();
    const reject = (query: Record<string, string>) => expect(() => provider.verifyCallback(message(query))).toThrow(InvalidProviderMessage);
    reject({ ...good, signature: good.signature!.replace(/^./, (c) => (c === "0" ? "1" : "0")) });
    reject({ ...good, "checkout-amount": "2965" });
    reject({ ...good, "checkout-stamp": "15336332710016" });
    reject({ ...good, "checkout-extra": "unsigned" });
    const { signature: _signature, ...unsigned } = good;
    reject(unsigned);
  });

  it("rejects unknown algorithms, statuses, foreign accounts and missing fields even when signed", () => {
    const reject = (query: Record<string, string>) => expect(() => provider.verifyReturn(message(query))).toThrow(InvalidProviderMessage);
    reject({ ...V_PT_3, "checkout-algorithm": "md5", signature: createHmac("md5", SECRET).update("x").digest("hex") });
    reject(signedQuery({ "checkout-status": "new" }));
    reject(signedQuery({ "checkout-status": "weird" }));
    reject(signedQuery({ "checkout-account": "695861" }));
    reject(signedQuery({ "checkout-amount": "12.5" }));
    const { "checkout-stamp": _stamp, ...noStamp } = V_PT_3;
    reject({ ...noStamp, signature: paytrailSignature(SECRET, "sha256", noStamp, "") });
  });

  it("answers callbacks with an empty 200", () => {
    expect(provider.callbackAck).toEqual({ status: 200, body: "" });
  });
});

const REQUEST: PaymentRequest = {
  paymentId: "p-1",
  stamp: "0123456789abcdef0123456789abcdef",
  bookingNumber: 1042,
  amount: 3550,
  currency: "EUR",
  language: "sv",
  lines: [
    { productCode: "ADULT", description: "Vuxen Stora salen", unitPrice: 2500, units: 1, vat: 10 },
    { productCode: "COFFEE", description: "", unitPrice: 525, units: 2, vat: 25.5 },
  ],
  customer: { firstname: "Anna", lastname: "Andersson", email: "anna@example.com", phone: null },
  returnUrl: "https://shop.example.com/api/payments/paytrail/return?payment=p-1",
  callbackUrl: "https://shop.example.com/api/payments/paytrail/callback?payment=p-1",
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records the call and answers with a response signed like Paytrail's (optionally spoiled). */
function stubFetch(status: number, body: string, sign: "good" | "bad" | "none" = "good"): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    const headers: Record<string, string> = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "request-id": "r-1",
      "content-type": "application/json",
    };
    if (sign !== "none") headers.signature = paytrailSignature(sign === "good" ? SECRET : "WRONG", "sha256", headers, body);
    return new Response(body, { status, headers });
  };
  return { fetch, calls };
}

function provider(fetch: FetchLike): PaytrailProvider {
  return new PaytrailProvider({
    merchantId: "375917",
    secret: SECRET,
    baseUrl: "https://paytrail.test",
    platformName: "seatbooking",
    fetch,
    now: () => new Date("2026-01-02T03:04:05.678Z"),
    nonce: () => "nonce-1",
  });
}

const CREATED = JSON.stringify({ transactionId: "tx-1", href: "https://pay.paytrail.com/pay/tx-1?x=1", reference: "1042", providers: [] });

describe("PaytrailProvider.start", () => {
  it("sends the signed create request and redirects to href", async () => {
    const stub = stubFetch(201, CREATED);
    const start = await provider(stub.fetch).start(REQUEST);
    expect(start).toEqual({
      submission: { method: "redirect", action: "https://pay.paytrail.com/pay/tx-1?x=1", fields: {} },
      providerTransactionId: "tx-1",
      completed: false,
    });
    const call = stub.calls[0]!;
    expect(call.url).toBe("https://paytrail.test/payments");
    expect(call.method).toBe("POST");
    const body =
      '{"stamp":"0123456789abcdef0123456789abcdef","reference":"1042","amount":3550,"currency":"EUR","language":"SV",' +
      '"items":[{"unitPrice":2500,"units":1,"vatPercentage":10,"productCode":"ADULT","description":"Vuxen Stora salen"},{"unitPrice":525,"units":2,"vatPercentage":25.5,"productCode":"COFFEE"}],' +
      '"customer":{"email":"anna@example.com","firstName":"Anna","lastName":"Andersson"},' +
      '"redirectUrls":{"success":"https://shop.example.com/api/payments/paytrail/return?payment=p-1","cancel":"https://shop.example.com/api/payments/paytrail/return?payment=p-1"},' +
      '"callbackUrls":{"success":"https://shop.example.com/api/payments/paytrail/callback?payment=p-1","cancel":"https://shop.example.com/api/payments/paytrail/callback?payment=p-1"}}';
    expect(call.body).toBe(body);
    const signed = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "POST",
      "checkout-nonce": "nonce-1",
      "checkout-timestamp": "2026-01-02T03:04:05.678Z",
    };
    expect(call.headers).toEqual({
      ...signed,
      signature: paytrailSignature(SECRET, "sha256", signed, body),
      "content-type": "application/json; charset=utf-8",
      "platform-name": "seatbooking",
    });
  });

  it("rejects a response with a bad or missing signature", async () => {
    await expect(provider(stubFetch(201, CREATED, "bad").fetch).start(REQUEST)).rejects.toThrow(
      new ProviderUnavailable("paytrail", "response signature mismatch"),
    );
    await expect(provider(stubFetch(201, CREATED, "none").fetch).start(REQUEST)).rejects.toThrow(ProviderUnavailable);
    await expect(provider(stubFetch(201, CREATED.replace("tx-1", "tx-2")).fetch).start(REQUEST)).resolves.toMatchObject({
      providerTransactionId: "tx-2",
    });
  });

  it("turns HTTP errors and network failures into ProviderUnavailable without leaking the secret", async () => {
    const error = await provider(stubFetch(401, '{"status":"error","message":"Invalid signature"}').fetch)
      .start(REQUEST)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toBe("paytrail: HTTP 401");
    const failing: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    const network = await provider(failing)
      .start(REQUEST)
      .catch((e: unknown) => e);
    expect(network).toBeInstanceOf(ProviderUnavailable);
    expect((network as Error).message).not.toContain(SECRET);
  });
});

describe("PaytrailProvider.queryStatus", () => {
  const attempt = { stamp: REQUEST.stamp, providerTransactionId: "tx-1", amount: 3550 };

  it("sends a signed GET with checkout-transaction-id and maps the status", async () => {
    const stub = stubFetch(200, JSON.stringify({ transactionId: "tx-1", status: "new", amount: 3550, stamp: REQUEST.stamp }));
    const report = await provider(stub.fetch).queryStatus(attempt);
    expect(report).toMatchObject({ stamp: REQUEST.stamp, status: "pending", providerTransactionId: "tx-1", amount: 3550 });
    const call = stub.calls[0]!;
    expect(call.url).toBe("https://paytrail.test/payments/tx-1");
    expect(call.method).toBe("GET");
    expect(call.body).toBeUndefined();
    const signed = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "GET",
      "checkout-nonce": "nonce-1",
      "checkout-timestamp": "2026-01-02T03:04:05.678Z",
      "checkout-transaction-id": "tx-1",
    };
    expect(call.headers).toEqual({ ...signed, signature: paytrailSignature(SECRET, "sha256", signed, ""), "platform-name": "seatbooking" });
  });

  it("reports ok as paid, rejects a bad response signature and a foreign stamp", async () => {
    const ok = JSON.stringify({ transactionId: "tx-1", status: "ok", amount: 3550, stamp: REQUEST.stamp });
    await expect(provider(stubFetch(200, ok).fetch).queryStatus(attempt)).resolves.toMatchObject({ status: "paid" });
    await expect(provider(stubFetch(200, ok, "bad").fetch).queryStatus(attempt)).rejects.toThrow(ProviderUnavailable);
    const foreign = JSON.stringify({ transactionId: "tx-1", status: "ok", amount: 3550, stamp: "other" });
    await expect(provider(stubFetch(200, foreign).fetch).queryStatus(attempt)).rejects.toThrow(ProviderUnavailable);
  });

  it("answers null without a transaction id or when Paytrail does not know it", async () => {
    await expect(provider(stubFetch(200, "{}").fetch).queryStatus({ ...attempt, providerTransactionId: null })).resolves.toBeNull();
    await expect(provider(stubFetch(404, '{"status":"error"}', "none").fetch).queryStatus(attempt)).resolves.toBeNull();
  });
});

describe("PaytrailProvider.refund", () => {
  const attempt = { stamp: REQUEST.stamp, providerTransactionId: "tx-1", amount: 3550 };
  const refund = { amount: 3550, refundStamp: "rf-1", callbackUrl: "https://tickets.test/api/payments/paytrail/refund-callback" };

  it("posts the signed refund of the transaction and reads its signed answer: ok is done, pending finishes later", async () => {
    const stub = stubFetch(201, JSON.stringify({ transactionId: "rf-tx-1", provider: "nordea", status: "ok" }));
    await expect(provider(stub.fetch).refund(attempt, refund)).resolves.toEqual({ status: "done", providerRefundId: "rf-tx-1" });
    const call = stub.calls[0]!;
    expect(call.url).toBe("https://paytrail.test/payments/tx-1/refund");
    expect(call.headers["checkout-transaction-id"]).toBe("tx-1");
    expect(JSON.parse(call.body!)).toEqual({
      amount: 3550,
      refundStamp: "rf-1",
      refundReference: REQUEST.stamp,
      callbackUrls: { success: refund.callbackUrl, cancel: refund.callbackUrl },
    });
    const pending = stubFetch(201, JSON.stringify({ transactionId: "rf-tx-2", provider: "nordea", status: "pending" }));
    await expect(provider(pending.fetch).refund(attempt, refund)).resolves.toEqual({ status: "pending", providerRefundId: "rf-tx-2" });
  });

  it("a refused refund, a forged answer or a payment without a transaction id is a provider failure", async () => {
    await expect(provider(stubFetch(201, '{"status":"fail"}').fetch).refund(attempt, refund)).rejects.toThrow(ProviderUnavailable);
    await expect(provider(stubFetch(201, '{"status":"ok"}', "bad").fetch).refund(attempt, refund)).rejects.toThrow(ProviderUnavailable);
    await expect(
      provider(stubFetch(201, '{"status":"ok"}').fetch).refund({ ...attempt, providerTransactionId: null }, refund),
    ).rejects.toThrow(ProviderUnavailable);
  });
});
