import { describe, expect, it } from "vitest";
import { InvalidProviderMessage, ProviderUnavailable, type PaymentRequest, type ProviderMessage } from "../payment-provider.js";
import type { FetchLike } from "./provider-http.js";
import { VismaPayProvider } from "./vismapay.provider.js";
import { vismaPayAuthcode, vismaPayReturnAuthcode } from "./vismapay.signature.js";

describe("Visma Pay authcodes: published vectors (reference §3.7)", () => {
  it("return authcodes of the Node library (private key 'privatekey')", () => {
    const key = "privatekey";
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "1" })).toBe(
      "E5CD8307975FE9DA10C391EB47E48E47CBBA2A171C187E35782B920F268ECFC9",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "0" })).toBe(
      "5F7B2BBE36C952C7DF6E75577538ABA01AD871B384E8F8636A740F08E0D95724",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "1", CONTACT_ID: "123" })).toBe(
      "02BAD88FA52FE5FBE9FA16EDB5313FE9690D03DDCF476F0FBFFAD502CE2A64FF",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "0", CONTACT_ID: "123" })).toBe(
      "5866C52ADEEA44EB1B04CA1EA840F5F97B92D337340DC5F2ED1B701DA8BF1150",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "1", ORDER_NUMBER: "123" })).toBe(
      "AF870E7BA31BC7A413E5FF24C6DA3CDBA1BF542EF591357CAD98B16662BFCF1F",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "1", ORDER_NUMBER: "123", INCIDENT_ID: "incident" })).toBe(
      "98F6866F50BC63B27B170E44134BE2B692FCEF1E3391D7785BFFEBAB3CFB301B",
    );
    // One character changed.
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "124", SETTLED: "1" })).not.toBe(
      "E5CD8307975FE9DA10C391EB47E48E47CBBA2A171C187E35782B920F268ECFC9",
    );
  });

  it("API authcodes of the Java library (api key TESTAPIKEY, private key 'private_key')", () => {
    const key = "private_key";
    expect(vismaPayAuthcode(key, ["TESTAPIKEY"])).toBe("7AEBC755706F5699162A4359A6947DD1CEA8F65FB7E6C38C6E0ED3C03B808E07");
    expect(vismaPayAuthcode(key, ["TESTAPIKEY", "a"])).toBe("23746DEF83C7EC93A1A6D9E03E569032804535230DC3DEDDF575699456C63BFF");
    expect(vismaPayAuthcode(key, ["TESTAPIKEY", "test_token"])).toBe("B33468AA646E3835C40929AA3361A44F4923E95D90F84CB14CDF9C70507E4384");
    expect(vismaPayAuthcode(key, ["TESTAPIKEY", "card_token"])).toBe("A2080435816D3C7C893E246B3651F12F80131984617468B0426DC6D9DD9ED0ED");
    expect(vismaPayAuthcode(key, ["TESTAPIKEY", "a", "card_token"])).toBe(
      "AD8F8D0FB039C5685D54E9EC1DEEA2972C00C46F2ED4B260481BD225209C0982",
    );
  });

  it("return authcodes of the Helsinki Java library, an empty INCIDENT_ID being omitted", () => {
    const key = "xad3b23s2a0d0328b4ea08yd95";
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "0", ORDER_NUMBER: "12345", SETTLED: "1" })).toBe(
      "CCE582990AFB0BFF29A928E8B47E88403505AAF083181E8A7F93B7A42C306E77",
    );
    expect(vismaPayReturnAuthcode(key, { RETURN_CODE: "1", ORDER_NUMBER: "12345", INCIDENT_ID: "" })).toBe(
      "864F74A47EDEDE35FBD3676C4F41376157AD54D17164633E09A54C4BAD1E573F",
    );
  });
});

const KEY = "privatekey";

function message(query: Record<string, string>): ProviderMessage {
  return { method: "GET", query, headers: {}, rawBody: "" };
}

describe("VismaPayProvider.verifyReturn / verifyCallback", () => {
  const provider = new VismaPayProvider({ apiKey: "TESTAPIKEY", privateKey: KEY });
  const paid = {
    RETURN_CODE: "0",
    ORDER_NUMBER: "123",
    SETTLED: "1",
    AUTHCODE: "E5CD8307975FE9DA10C391EB47E48E47CBBA2A171C187E35782B920F268ECFC9",
  };

  it("accepts the published vector, ignoring our own query params", () => {
    expect(provider.verifyReturn(message({ ...paid, payment: "p-1" }))).toEqual({
      stamp: "123",
      status: "paid",
      providerTransactionId: null,
      amount: null,
      payload: { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "1" },
    });
  });

  it("maps return codes: unsettled authorization and 4 pending, 1 with an incident and 10 failed, 1 without one cancelled", () => {
    const signed = (params: Record<string, string>) => {
      const { RETURN_CODE = "", ORDER_NUMBER = "", ...rest } = params;
      return message({ ...params, AUTHCODE: vismaPayReturnAuthcode(KEY, { RETURN_CODE, ORDER_NUMBER, ...rest }) });
    };
    expect(
      provider.verifyCallback(
        message({
          RETURN_CODE: "0",
          ORDER_NUMBER: "123",
          SETTLED: "0",
          AUTHCODE: "5F7B2BBE36C952C7DF6E75577538ABA01AD871B384E8F8636A740F08E0D95724",
        }),
      ).status,
    ).toBe("pending");
    expect(
      provider.verifyCallback(
        message({
          RETURN_CODE: "1",
          ORDER_NUMBER: "123",
          INCIDENT_ID: "incident",
          AUTHCODE: "98F6866F50BC63B27B170E44134BE2B692FCEF1E3391D7785BFFEBAB3CFB301B",
        }),
      ).status,
    ).toBe("failed");
    expect(
      provider.verifyCallback(
        message({
          RETURN_CODE: "1",
          ORDER_NUMBER: "123",
          INCIDENT_ID: "",
          AUTHCODE: "AF870E7BA31BC7A413E5FF24C6DA3CDBA1BF542EF591357CAD98B16662BFCF1F",
        }),
      ).status,
    ).toBe("cancelled");
    expect(provider.verifyCallback(signed({ RETURN_CODE: "1", ORDER_NUMBER: "123" })).status).toBe("cancelled");
    expect(provider.verifyCallback(signed({ RETURN_CODE: "10", ORDER_NUMBER: "123" })).status).toBe("failed");
    expect(provider.verifyCallback(signed({ RETURN_CODE: "4", ORDER_NUMBER: "123" })).status).toBe("pending");
    expect(() => provider.verifyCallback(signed({ RETURN_CODE: "7", ORDER_NUMBER: "123" }))).toThrow(InvalidProviderMessage);
  });

  it("rejects a wrong authcode, a changed order number or settlement, a missing authcode", () => {
    const reject = (query: Record<string, string>) => expect(() => provider.verifyReturn(message(query))).toThrow(InvalidProviderMessage);
    reject({ ...paid, AUTHCODE: paid.AUTHCODE.replace(/^E/, "F") });
    reject({ ...paid, ORDER_NUMBER: "124" });
    reject({ ...paid, SETTLED: "0" });
    reject({ ...paid, CONTACT_ID: "123" });
    const { AUTHCODE: _authcode, ...unsigned } = paid;
    reject(unsigned);
  });

  it("answers callbacks with OK", () => {
    expect(provider.callbackAck).toEqual({ status: 200, body: "OK" });
  });
});

const REQUEST: PaymentRequest = {
  paymentId: "p-1",
  stamp: "0123456789abcdef0123456789abcdef",
  bookingNumber: 1042,
  amount: 3550,
  currency: "EUR",
  language: "en",
  lines: [
    { productCode: "ADULT", description: "Adult Main hall", unitPrice: 2500, units: 1, vat: 10 },
    { productCode: "COFFEE", description: "", unitPrice: 525, units: 2, vat: 25.5 },
  ],
  customer: { firstname: "Anna", lastname: "Andersson", email: "anna@example.com", phone: "+358401234567" },
  returnUrl: "https://shop.example.com/api/payments/vismapay/return?payment=p-1",
  callbackUrl: "https://shop.example.com/api/payments/vismapay/callback?payment=p-1",
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

function provider(fetch: FetchLike): VismaPayProvider {
  return new VismaPayProvider({ apiKey: "TESTAPIKEY", privateKey: "private_key", baseUrl: "https://visma.test/pbwapi", fetch });
}

describe("VismaPayProvider.start", () => {
  it("sends auth_payment with its authcode and redirects to the token page", async () => {
    const stub = stubFetch(200, '{"result":0,"token":"test_token","type":"e-payment"}');
    const start = await provider(stub.fetch).start(REQUEST);
    expect(start).toEqual({
      submission: { method: "redirect", action: "https://visma.test/pbwapi/token/test_token", fields: {} },
      providerTransactionId: "test_token",
      completed: false,
    });
    const call = stub.calls[0]!;
    expect(call.url).toBe("https://visma.test/pbwapi/auth_payment");
    expect(call.method).toBe("POST");
    expect(call.headers).toEqual({ "content-type": "application/json" });
    const expected = {
      version: "w3.2",
      api_key: "TESTAPIKEY",
      order_number: REQUEST.stamp,
      amount: 3550,
      currency: "EUR",
      email: "anna@example.com",
      authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", REQUEST.stamp]),
      payment_method: { type: "e-payment", return_url: REQUEST.returnUrl, notify_url: REQUEST.callbackUrl, lang: "en" },
      customer: { firstname: "Anna", lastname: "Andersson", email: "anna@example.com", phone: "+358401234567" },
      products: [
        { id: "ADULT", title: "Adult Main hall", count: 1, pretax_price: 2273, tax: 10, price: 2500, type: 1 },
        { id: "COFFEE", title: "COFFEE", count: 2, pretax_price: 418, tax: 25.5, price: 525, type: 1 },
      ],
    };
    expect(call.body).toBe(JSON.stringify(expected));
  });

  it("turns refusals, maintenance, HTTP errors and bad answers into ProviderUnavailable", async () => {
    const failure = (status: number, body: string) =>
      provider(stubFetch(status, body).fetch)
        .start(REQUEST)
        .then(
          () => new Error("start() resolved"),
          (e: unknown) => e as Error,
        );
    const refused = await failure(200, '{"result":1,"errors":["The amount must be an integer."]}');
    expect(refused).toBeInstanceOf(ProviderUnavailable);
    expect(refused.message).toBe("vismapay: refused (result 1): The amount must be an integer.");
    expect((await failure(200, '{"result":1}')).message).not.toContain("private_key");
    expect((await failure(200, '{"result":10}')).message).toContain("maintenance");
    expect(await failure(500, "oops")).toBeInstanceOf(ProviderUnavailable);
    expect(await failure(200, "<html>")).toBeInstanceOf(ProviderUnavailable);
    expect(await failure(200, '{"result":0}')).toBeInstanceOf(ProviderUnavailable);
  });
});

describe("VismaPayProvider.queryStatus", () => {
  const attempt = { stamp: REQUEST.stamp, providerTransactionId: "test_token", amount: 3550 };

  it("posts check_payment_status by order number and maps the answer", async () => {
    const stub = stubFetch(200, '{"result":0,"settled":1,"source":{"object":"e-payment"}}');
    const report = await provider(stub.fetch).queryStatus(attempt);
    expect(report).toMatchObject({ stamp: REQUEST.stamp, status: "paid", providerTransactionId: "test_token", amount: null });
    expect(stub.calls[0]!.url).toBe("https://visma.test/pbwapi/check_payment_status");
    expect(JSON.parse(stub.calls[0]!.body!)).toEqual({
      version: "w3.2",
      api_key: "TESTAPIKEY",
      order_number: REQUEST.stamp,
      authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", REQUEST.stamp]),
    });
    await expect(provider(stubFetch(200, '{"result":0,"settled":0}').fetch).queryStatus(attempt)).resolves.toMatchObject({
      status: "pending",
    });
    await expect(provider(stubFetch(200, '{"result":2}').fetch).queryStatus(attempt)).resolves.toMatchObject({ status: "failed" });
    await expect(provider(stubFetch(200, '{"result":3}').fetch).queryStatus(attempt)).resolves.toBeNull();
    await expect(provider(stubFetch(200, '{"result":1}').fetch).queryStatus(attempt)).rejects.toThrow(ProviderUnavailable);
  });
});

describe("VismaPayProvider.refund", () => {
  const attempt = { stamp: REQUEST.stamp, providerTransactionId: "test_token", amount: 3550 };
  const refund = { amount: 3550, refundStamp: "rf-1", callbackUrl: "https://tickets.test/api/payments/vismapay/refund-callback" };

  it("posts create_refund by order number with the amount, signed over api_key|order_number", async () => {
    const stub = stubFetch(200, '{"result":0,"refund_id":123456,"type":"instant"}');
    await expect(provider(stub.fetch).refund(attempt, refund)).resolves.toEqual({ status: "done", providerRefundId: "123456" });
    expect(stub.calls[0]!.url).toBe("https://visma.test/pbwapi/create_refund");
    expect(JSON.parse(stub.calls[0]!.body!)).toEqual({
      version: "w3.2",
      api_key: "TESTAPIKEY",
      order_number: REQUEST.stamp,
      amount: 3550,
      notify_url: refund.callbackUrl,
      authcode: vismaPayAuthcode("private_key", ["TESTAPIKEY", REQUEST.stamp]),
    });
  });

  it("any other result is a refusal (the money is still owed)", async () => {
    await expect(provider(stubFetch(200, '{"result":2}').fetch).refund(attempt, refund)).rejects.toThrow(ProviderUnavailable);
    await expect(provider(stubFetch(200, '{"result":1,"errors":["bad amount"]}').fetch).refund(attempt, refund)).rejects.toThrow(
      /bad amount/,
    );
  });
});
