import { describe, expect, it } from "vitest";
import { InvalidProviderMessage, ProviderUnavailable, type PaymentRequest, type ProviderMessage } from "../payment-provider.js";
import { CeeposProvider } from "./ceepos.provider.js";
import { ceeposHash, ceeposNotificationHash, ceeposRequestHash, ceeposResponseHash, ceeposReturnHash } from "./ceepos.signature.js";
import type { FetchLike } from "./provider-http.js";

const SECRET = "123";

const CHARLIE = {
  Description: "Charlie Customer",
  Products: [
    { Code: "1111", Amount: 1, Price: 100, Description: "Product-specific info" },
    { Code: "1212", Price: 150, Taxcode: "10" },
  ],
  Email: "charlie.customer@example.com",
  FirstName: "Charlie",
  LastName: "Customer",
  ReturnAddress: "https://www.example.com/return-path",
  NotificationAddress: "https://www.example.com/notification-path",
};

const CREATED = {
  Id: "12345",
  Status: 2,
  Reference: "10456",
  Action: "new payment",
  PaymentAddress: "https://www.example.com/checkout?reference=10456&token=3b6fd320a01a672c3a3600d1bcfed5462011de5cc8a9a9c63f987886bc622ece",
  PaymentExpires: "202012021500",
};

const RETURNED = {
  Id: "12345",
  Status: "1",
  Reference: "10456",
  PaymentMethod: "30",
  PaymentSum: "9000",
  Timestamp: "202012041200",
  PaymentDescription: "1234",
  SubscriptionCode: "828282",
};

const NOTIFIED = {
  Id: "12345",
  Status: 1,
  Reference: "10456",
  Payments: [{ PaymentMethod: 30, PaymentSum: 9000, Timestamp: "202012041200", PaymentDescription: "1234" }],
  SubscriptionCode: "828282",
  LoyaltyCard: "556677",
};

describe("Ceepos hashes: published vectors (reference §4.6)", () => {
  it("request of the CPU document (3.0.5, new subscription) and of Respa (2.1.2)", () => {
    const subscription = {
      ApiVersion: "3.0.5",
      Source: "examplecom",
      Id: "12345",
      Mode: 3,
      Action: "new subscription",
      ...CHARLIE,
      SubscriptionPeriod: 30,
      SubscriptionEnd: "202104302359",
    };
    expect(ceeposRequestHash(subscription, SECRET)).toBe("0a3bd64c9dbc104f81a9a28cd13cfe1b7efa0be6a4b7d63f33bf78acbb601ef2");
    const payment = { ApiVersion: "2.1.2", Source: "examplecom", Id: "12345", Mode: 3, Action: "new payment", ...CHARLIE };
    expect(ceeposRequestHash(payment, SECRET)).toBe("734a651b873a5410d4894ece8261ccd34901942b49871c7c05c68a2a3a6c3561");
    expect(ceeposRequestHash({ ...payment, Id: "12346" }, SECRET)).not.toBe(
      "734a651b873a5410d4894ece8261ccd34901942b49871c7c05c68a2a3a6c3561",
    );
  });

  it("creation response, with and without PaymentExpires", () => {
    expect(ceeposResponseHash(CREATED, SECRET)).toBe("3925e863e22d4c4a76555462a69dcd22b24fc172958c289b0167e647389d59e0");
    const { PaymentExpires: _expires, ...noExpiry } = CREATED;
    expect(ceeposResponseHash({ ...noExpiry, PaymentAddress: "https://www.example.com/checkout" }, SECRET)).toBe(
      "eb4e4b8e30fc1320a3f922bd84e249b518c18b2caa52d9071387685f95b32736",
    );
  });

  it("return of the CPU document and Respa's returns", () => {
    expect(ceeposReturnHash(RETURNED, SECRET)).toBe("09e01754036dd5b0f78c98f5fde24c91c901fc6c0b87fdc13ca9483372dc270f");
    expect(ceeposReturnHash({ ...RETURNED, PaymentSum: "9001" }, SECRET)).not.toBe(
      "09e01754036dd5b0f78c98f5fde24c91c901fc6c0b87fdc13ca9483372dc270f",
    );
    const respa = (Status: string) => ceeposReturnHash({ Id: "abc123", Status, Reference: "123" }, SECRET);
    expect(respa("1")).toBe("daac0c407cc08b5e679bd2aaa1b39cc3e3e70b6cf5de8b9063cbc66bb9952fd5");
    expect(respa("0")).toBe("d2e9c1286460b6d1cd7d06394de969ab9d12719528f2328b2326469aac57dfcb");
    expect(respa("98")).toBe("b9e0429c78a92c731b4e49144bd581fd958e798152655e733a9e03192840ef16");
    expect(respa("77")).toBe("f712cd108691bd22d39b321eb93b8320dd484fe7fa9e71daf0ff0c0ac2e1d41e");
  });

  it("notification of the CPU document, numbers and strings alike", () => {
    expect(ceeposNotificationHash(NOTIFIED, SECRET)).toBe("e4ba5dd934d3519cf99a4b99b88458a0b7855e88324d727c4fc8d6a0700f4aa6");
    const { Payments, ...head } = NOTIFIED;
    expect(ceeposNotificationHash({ ...head, Status: "1", ...Payments[0] }, SECRET)).toBe(
      "e4ba5dd934d3519cf99a4b99b88458a0b7855e88324d727c4fc8d6a0700f4aa6",
    );
  });

  it("generic Respa vector", () => {
    expect(ceeposHash(["test", "123", "abc123"], SECRET)).toBe("b020844c98e7959e95967296c2bb50301287f455ee9fbaafa4b6bc1041f7d5d9");
  });
});

function returned(query: Record<string, string>): ProviderMessage {
  return { method: "GET", query, headers: {}, rawBody: "" };
}

function notified(body: unknown): ProviderMessage {
  return { method: "POST", query: { payment: "p-1" }, headers: { "content-type": "application/json" }, rawBody: JSON.stringify(body) };
}

function signedReturn(fields: Record<string, string>): Record<string, string> {
  return { ...fields, Hash: ceeposReturnHash(fields, SECRET) };
}

const provider = new CeeposProvider({ source: "examplecom", secret: SECRET, url: "https://ceepos.test/maksu.html" });

describe("CeeposProvider.verifyReturn", () => {
  it("accepts the published return vector", () => {
    expect(
      provider.verifyReturn(
        returned({ ...RETURNED, payment: "p-1", Hash: "09e01754036dd5b0f78c98f5fde24c91c901fc6c0b87fdc13ca9483372dc270f" }),
      ),
    ).toEqual({
      stamp: "12345",
      status: "paid",
      providerTransactionId: "10456",
      amount: 9000,
      payload: RETURNED,
    });
  });

  it("maps statuses: 0 cancelled, 2 and 98 pending, 95/96 failed, others invalid", () => {
    const status = (Status: string) => provider.verifyReturn(returned(signedReturn({ Id: "abc123", Status, Reference: "123" }))).status;
    expect(status("0")).toBe("cancelled");
    expect(status("2")).toBe("pending");
    expect(status("98")).toBe("pending");
    expect(status("95")).toBe("failed");
    expect(status("96")).toBe("failed");
    expect(() => status("77")).toThrow(InvalidProviderMessage);
    expect(
      provider.verifyReturn(
        returned({ Id: "abc123", Status: "0", Reference: "123", Hash: "d2e9c1286460b6d1cd7d06394de969ab9d12719528f2328b2326469aac57dfcb" }),
      ).amount,
    ).toBeNull();
  });

  it("rejects a wrong hash, a changed amount or id, a missing hash", () => {
    const good = signedReturn(RETURNED);
    const reject = (query: Record<string, string>) => expect(() => provider.verifyReturn(returned(query))).toThrow(InvalidProviderMessage);
    reject({ ...good, Hash: good.Hash!.replace(/^0/, "1") });
    reject({ ...good, PaymentSum: "1" });
    reject({ ...good, Id: "12346" });
    reject({ ...good, CardExpiration: "" });
    const { Hash: _hash, ...unsigned } = good;
    reject(unsigned);
  });
});

describe("CeeposProvider.verifyCallback", () => {
  it("accepts the published notification with Payments[]", () => {
    const report = provider.verifyCallback(
      notified({ ...NOTIFIED, Hash: "e4ba5dd934d3519cf99a4b99b88458a0b7855e88324d727c4fc8d6a0700f4aa6", Unknown: "x" }),
    );
    expect(report).toEqual({ stamp: "12345", status: "paid", providerTransactionId: "10456", amount: 9000, payload: NOTIFIED });
  });

  it("accepts the flat shape with string values, and sums split payments", () => {
    const flat = { Id: "abc123", Status: "1", Reference: "123" };
    expect(
      provider.verifyCallback(notified({ ...flat, Hash: "daac0c407cc08b5e679bd2aaa1b39cc3e3e70b6cf5de8b9063cbc66bb9952fd5" })),
    ).toMatchObject({ status: "paid", amount: null });
    const withSum = { ...flat, PaymentMethod: "30", PaymentSum: "2500" };
    expect(provider.verifyCallback(notified({ ...withSum, Hash: ceeposNotificationHash(withSum, SECRET) })).amount).toBe(2500);
    const split = {
      ...NOTIFIED,
      Payments: [...NOTIFIED.Payments, { PaymentMethod: 65, PaymentSum: 1000, Timestamp: "202012041200", PaymentDescription: "x" }],
    };
    expect(provider.verifyCallback(notified({ ...split, Hash: ceeposNotificationHash(split, SECRET) })).amount).toBe(10000);
  });

  it("rejects a wrong hash, a changed amount or id, a missing hash, a body that is not JSON", () => {
    const good = { ...NOTIFIED, Hash: ceeposNotificationHash(NOTIFIED, SECRET) };
    const reject = (message: ProviderMessage) => expect(() => provider.verifyCallback(message)).toThrow(InvalidProviderMessage);
    reject(notified({ ...good, Hash: "f" + good.Hash.slice(1) }));
    reject(notified({ ...good, Payments: [{ ...NOTIFIED.Payments[0], PaymentSum: 9001 }] }));
    reject(notified({ ...good, Id: "12346" }));
    reject(notified(NOTIFIED));
    reject({ method: "POST", query: {}, headers: {}, rawBody: "Id=1&Status=1" });
    reject(notified([good]));
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
  language: "fi",
  lines: [
    { productCode: "ADULT", description: "Aikuinen & lapsi; Iso sali", unitPrice: 2500, units: 1, vat: 10 },
    { productCode: "COFFEE", description: " ", unitPrice: 525, units: 2, vat: 25.5 },
    { productCode: "BOOK", description: "x".repeat(120), unitPrice: 0, units: 1, vat: 14 },
  ],
  customer: { firstname: "Anna", lastname: "Järvinen", email: "anna@example.com", phone: null },
  returnUrl: "https://shop.example.com/api/payments/ceepos/return?payment=p-1",
  callbackUrl: "https://shop.example.com/api/payments/ceepos/callback?payment=p-1",
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function stubFetch(status: number, body: string): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
  return { fetch, calls };
}

function starter(fetch: FetchLike): CeeposProvider {
  return new CeeposProvider({
    source: "examplecom",
    secret: SECRET,
    url: "https://ceepos.test/maksu.html",
    taxCodes: { "10": "10", "25.5": "255" },
    fetch,
  });
}

const answer = (fields: Record<string, unknown>) => JSON.stringify({ ...fields, Hash: ceeposResponseHash(fields, SECRET) });
const ACCEPTED = { ...CREATED, Id: REQUEST.stamp };

describe("CeeposProvider.start", () => {
  it("sends the hashed request and redirects to PaymentAddress, query string and all", async () => {
    const stub = stubFetch(200, answer(ACCEPTED));
    const start = await starter(stub.fetch).start(REQUEST);
    expect(start).toEqual({
      submission: { method: "redirect", action: CREATED.PaymentAddress, fields: {} },
      providerTransactionId: "10456",
      completed: false,
    });
    const call = stub.calls[0]!;
    expect(call.url).toBe("https://ceepos.test/maksu.html");
    expect(call.method).toBe("POST");
    expect(call.headers).toEqual({ "content-type": "application/json" });
    const fields = {
      ApiVersion: "3.0.5",
      Source: "examplecom",
      Id: REQUEST.stamp,
      Mode: 3,
      Action: "new payment",
      Description: "Varaus 1042",
      Products: [
        { Code: "ADULT", Amount: 1, Price: 2500, Description: "Aikuinen lapsi Iso sali", Taxcode: "10" },
        { Code: "COFFEE", Amount: 2, Price: 525, Description: "-", Taxcode: "255" },
        { Code: "BOOK", Amount: 1, Price: 0, Description: "x".repeat(99) },
      ],
      Email: "anna@example.com",
      FirstName: "Anna",
      LastName: "Järvinen",
      Language: "fi",
      ReturnAddress: REQUEST.returnUrl,
      NotificationAddress: REQUEST.callbackUrl,
    };
    expect(call.body).toBe(JSON.stringify({ ...fields, Hash: ceeposRequestHash(fields, SECRET) }));
    const sent = JSON.parse(call.body!) as Record<string, unknown>;
    const hashed = [
      "3.0.5&examplecom",
      REQUEST.stamp,
      "3&new payment&Varaus 1042",
      "ADULT&1&2500&Aikuinen lapsi Iso sali&10",
      "COFFEE&2&525&-&255",
      `BOOK&1&0&${"x".repeat(99)}`,
      "anna@example.com&Anna&Järvinen&fi",
      REQUEST.returnUrl,
      REQUEST.callbackUrl,
    ].join("&");
    expect(sent.Hash).toBe(ceeposHash([hashed], SECRET));
  });

  it("rejects a bad response hash, a refusal, a foreign Id and HTTP errors with ProviderUnavailable", async () => {
    const failure = (status: number, body: string) =>
      starter(stubFetch(status, body).fetch)
        .start(REQUEST)
        .then(
          () => new Error("start() resolved"),
          (e: unknown) => e as Error,
        );
    const tampered = await failure(200, answer(ACCEPTED).replace("10456", "10457"));
    expect(tampered).toEqual(new ProviderUnavailable("ceepos", "response hash mismatch"));
    expect(await failure(200, JSON.stringify({ ...ACCEPTED, Hash: "0".repeat(64) }))).toBeInstanceOf(ProviderUnavailable);
    expect((await failure(200, answer({ Id: REQUEST.stamp, Status: 97 }))).message).toBe("ceepos: payment refused (status 97)");
    expect(await failure(200, answer({ ...ACCEPTED, Id: "other" }))).toBeInstanceOf(ProviderUnavailable);
    const http = await failure(503, "busy");
    expect(http).toBeInstanceOf(ProviderUnavailable);
    expect(http.message).not.toContain(SECRET + "&");
  });
});
