/**
 * The simulator's signing code against every published vector of reference payments.md §2.8, §3.7
 * and §4.6 (expected values hard-coded from the reference), in both directions where a verifier
 * exists, plus one-character tampering.
 */
import { describe, expect, it } from "vitest";
import {
  ceeposHash,
  ceeposNotificationValues,
  ceeposRequestValues,
  ceeposResponseValues,
  ceeposReturnValues,
  paytrailSignature,
  paytrailSigningText,
  verifyCeeposNotification,
  verifyCeeposRequest,
  verifyCeeposResponse,
  verifyCeeposReturn,
  verifyPaytrailParams,
  verifyVismaPayReturn,
  vismaPayAuthcode,
  vismaPayReturnValues,
} from "./signing.js";

const PT_SECRET = "SAIPPUAKAUPPIAS";

/** Flips the last hex digit: a one-character tamper. */
function tamper(hex: string): string {
  const last = hex.slice(-1);
  return hex.slice(0, -1) + (last === "0" ? "1" : "0");
}

describe("Paytrail signing (§2.8)", () => {
  const v1Headers = {
    "checkout-account": "375917",
    "checkout-algorithm": "sha256",
    "checkout-method": "POST",
    "checkout-nonce": "564635208570151",
    "checkout-timestamp": "2018-07-06T10:01:31.904Z",
  };
  const v1Body = (stamp: string, vat: string) =>
    `{"stamp":"${stamp}","reference":"3759170","amount":1525,"currency":"EUR","language":"FI","items":[{"unitPrice":1525,"units":1,"vatPercentage":${vat},"productCode":"#1234","deliveryDate":"2018-09-01"}],"customer":{"email":"test.customer@example.com"},"redirectUrls":{"success":"https://ecom.example.com/cart/success","cancel":"https://ecom.example.com/cart/cancel"}}`;

  it("V-PT-1 create payment", () => {
    expect(paytrailSignature(PT_SECRET, "sha256", v1Headers, v1Body("unique-identifier-for-merchant", "25.5"))).toBe(
      "9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129",
    );
  });

  it("V-PT-1 with vatPercentage 24 (derived)", () => {
    expect(paytrailSignature(PT_SECRET, "sha256", v1Headers, v1Body("unique-identifier-for-merchant", "24"))).toBe(
      "3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6",
    );
  });

  it("V-PT-2 status request (GET, empty body)", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-algorithm": "sha256",
      "checkout-method": "GET",
      "checkout-timestamp": "2019-11-01T08:48:50.832Z",
      "checkout-transaction-id": "681538c4-fc84-11e9-83bc-2ffcef4c3453",
      "checkout-nonce": "87ac41e1-e6e6-4789-b8e0-c83930cfc447",
    };
    expect(paytrailSignature(PT_SECRET, "sha256", headers, "")).toBe("4d84e3aedaa847b23e672ff3bc9c57ae5d1c1e84aec251ce39914eaf250bb8b2");
  });

  const v3Query = {
    "checkout-account": "375917",
    "checkout-algorithm": "sha256",
    "checkout-amount": "2964",
    "checkout-stamp": "15336332710015",
    "checkout-reference": "192387192837195",
    "checkout-transaction-id": "4b300af6-9a22-11e8-9184-abb6de7fd2d0",
    "checkout-status": "ok",
    "checkout-provider": "nordea",
  };

  it("V-PT-3 redirect query: signed text and signature, verified both ways", () => {
    expect(paytrailSigningText(v3Query, "")).toBe(
      "checkout-account:375917\ncheckout-algorithm:sha256\ncheckout-amount:2964\ncheckout-provider:nordea\ncheckout-reference:192387192837195\ncheckout-stamp:15336332710015\ncheckout-status:ok\ncheckout-transaction-id:4b300af6-9a22-11e8-9184-abb6de7fd2d0\n",
    );
    const expected = "b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080";
    expect(paytrailSignature(PT_SECRET, "sha256", v3Query, "")).toBe(expected);
    // A whole query with the signature and a merchant parameter: only checkout-* is signed.
    expect(verifyPaytrailParams({ ...v3Query, signature: expected, booking: "42" }, PT_SECRET)).toBe(true);
    expect(verifyPaytrailParams({ ...v3Query, signature: tamper(expected) }, PT_SECRET)).toBe(false);
    expect(verifyPaytrailParams({ ...v3Query, "checkout-amount": "2965", signature: expected }, PT_SECRET)).toBe(false);
    // An unknown checkout-* parameter is signed too.
    expect(verifyPaytrailParams({ ...v3Query, "checkout-foo": "x", signature: expected }, PT_SECRET)).toBe(false);
    expect(verifyPaytrailParams({ ...v3Query, signature: expected }, "WRONG")).toBe(false);
  });

  it("V-PT-3 derived: sha512 and status fail", () => {
    const sha512 = { ...v3Query, "checkout-algorithm": "sha512" };
    const expected512 =
      "439b5face373064ad4ff294e94449a2dd55017fc7b9a7e5bacffcf16ce625b3a1be2e721906c1a02479390a12fc8d36fd73af3e639a0cdd98f73d3fb19e7eca9";
    expect(paytrailSignature(PT_SECRET, "sha512", sha512, "")).toBe(expected512);
    expect(verifyPaytrailParams({ ...sha512, signature: expected512 }, PT_SECRET)).toBe(true);
    expect(paytrailSignature(PT_SECRET, "sha256", { ...v3Query, "checkout-status": "fail" }, "")).toBe(
      "e88ac5183b19626119d3837f2e73ebccb170eaa47441dc390310b39bf9a1720d",
    );
  });

  it("V-PT-4 / V-PT-5 (JS SDK tests)", () => {
    const headers = {
      "checkout-account": "375917",
      "checkout-method": "GET",
      "checkout-algorithm": "sha256",
      "checkout-timestamp": "2018-07-05T11:19:25.950Z",
      "checkout-nonce": "123456",
    };
    expect(paytrailSignature(PT_SECRET, "sha256", headers, "")).toBe("e2070810cb0d8795534cf0c2b983a3dee0858990cd073869ce23437c59f98776");
    expect(paytrailSignature(PT_SECRET, "sha256", headers, '{"data":"test"}')).toBe(
      "73b1e55ebcf42dab90507f7dd53cddb7d2076ebcc61f67f27c9b9f4c94471a67",
    );
  });

  it("V-PT-6 historic three-header example", () => {
    const headers = { "checkout-account": "375917", "checkout-algorithm": "sha256", "checkout-method": "POST" };
    expect(paytrailSignature(PT_SECRET, "sha256", headers, v1Body("should-be-unique-for-merchant", "24"))).toBe(
      "84b454005a4f087076ad86cee8b4a646b18982998de7221db57646743cda7b81",
    );
  });
});

describe("Visma Pay authcode (§3.7)", () => {
  it("return codes with private key 'privatekey' (Node lib tests)", () => {
    const cases: [string[], string][] = [
      [["0", "123", "1"], "E5CD8307975FE9DA10C391EB47E48E47CBBA2A171C187E35782B920F268ECFC9"],
      [["0", "123", "0"], "5F7B2BBE36C952C7DF6E75577538ABA01AD871B384E8F8636A740F08E0D95724"],
      [["0", "123", "1", "123"], "02BAD88FA52FE5FBE9FA16EDB5313FE9690D03DDCF476F0FBFFAD502CE2A64FF"],
      [["0", "123", "0", "123"], "5866C52ADEEA44EB1B04CA1EA840F5F97B92D337340DC5F2ED1B701DA8BF1150"],
      [["1", "123"], "AF870E7BA31BC7A413E5FF24C6DA3CDBA1BF542EF591357CAD98B16662BFCF1F"],
      [["1", "123", "incident"], "98F6866F50BC63B27B170E44134BE2B692FCEF1E3391D7785BFFEBAB3CFB301B"],
      [["apikey", "card-123"], "8FD80DB663871A0977D019465A5EADA4FF636582C7F6E09E1DED7D1D9566D963"],
      [["apikey"], "CF0552506D3736E30FAC8AB39200A9FCC81C630AEFAE4732759F37880282585E"],
      [["apikey", "234asa", "asd4005-123"], "6A012908616C06BE12FC95DD4962942FC9F78D96DE2A38E28A573DCAA8BF7968"],
    ];
    for (const [values, expected] of cases) expect(vismaPayAuthcode("privatekey", values)).toBe(expected);
  });

  it("return parameters verify in both directions; the published negative case fails", () => {
    const ok = { RETURN_CODE: "0", ORDER_NUMBER: "123", SETTLED: "1", CONTACT_ID: "123" };
    expect(vismaPayReturnValues(ok)).toEqual(["0", "123", "1", "123"]);
    const authcode = "02BAD88FA52FE5FBE9FA16EDB5313FE9690D03DDCF476F0FBFFAD502CE2A64FF";
    expect(verifyVismaPayReturn({ ...ok, AUTHCODE: authcode }, "privatekey")).toBe(true);
    expect(verifyVismaPayReturn({ ...ok, AUTHCODE: tamper(authcode) }, "privatekey")).toBe(false);
    expect(verifyVismaPayReturn({ ...ok, AUTHCODE: authcode.toLowerCase() }, "privatekey")).toBe(false);
    const failed = { RETURN_CODE: "1", ORDER_NUMBER: "123", INCIDENT_ID: "incident" };
    expect(
      verifyVismaPayReturn({ ...failed, AUTHCODE: "98F6866F50BC63B27B170E44134BE2B692FCEF1E3391D7785BFFEBAB3CFB301B" }, "privatekey"),
    ).toBe(true);
    expect(
      verifyVismaPayReturn(
        {
          RETURN_CODE: "0",
          ORDER_NUMBER: "123",
          SETTLED: "1",
          AUTHCODE: "98F6866F50BC63B27B170E44134BE2B692FCE81E3391D7785BFFEBAB3CFB301D",
        },
        "privatekey",
      ),
    ).toBe(false);
  });

  it("API authcodes with TESTAPIKEY / private_key (Java lib)", () => {
    const cases: [string[], string][] = [
      [["TESTAPIKEY"], "7AEBC755706F5699162A4359A6947DD1CEA8F65FB7E6C38C6E0ED3C03B808E07"],
      [["TESTAPIKEY", "a"], "23746DEF83C7EC93A1A6D9E03E569032804535230DC3DEDDF575699456C63BFF"],
      [["TESTAPIKEY", "test_token"], "B33468AA646E3835C40929AA3361A44F4923E95D90F84CB14CDF9C70507E4384"],
      [["TESTAPIKEY", "card_token"], "A2080435816D3C7C893E246B3651F12F80131984617468B0426DC6D9DD9ED0ED"],
      [["TESTAPIKEY", "a", "card_token"], "AD8F8D0FB039C5685D54E9EC1DEEA2972C00C46F2ED4B260481BD225209C0982"],
    ];
    for (const [values, expected] of cases) expect(vismaPayAuthcode("private_key", values)).toBe(expected);
  });

  it("return data with key xad3b23s2a0d0328b4ea08yd95; an empty INCIDENT_ID is left out", () => {
    const key = "xad3b23s2a0d0328b4ea08yd95";
    expect(
      verifyVismaPayReturn(
        {
          RETURN_CODE: "0",
          ORDER_NUMBER: "12345",
          SETTLED: "1",
          AUTHCODE: "CCE582990AFB0BFF29A928E8B47E88403505AAF083181E8A7F93B7A42C306E77",
        },
        key,
      ),
    ).toBe(true);
    const failed = { RETURN_CODE: "1", ORDER_NUMBER: "12345", INCIDENT_ID: "" };
    expect(vismaPayAuthcode(key, vismaPayReturnValues(failed))).toBe("864F74A47EDEDE35FBD3676C4F41376157AD54D17164633E09A54C4BAD1E573F");
  });
});

describe("Ceepos hash (§4.6, secret 123)", () => {
  const charlie = (apiVersion: string, action: string, subscription: Record<string, unknown>) => ({
    ApiVersion: apiVersion,
    Source: "examplecom",
    Id: "12345",
    Mode: 3,
    Action: action,
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
    ...subscription,
  });

  it("request, doc example (3.0.5, new subscription)", () => {
    const body = charlie("3.0.5", "new subscription", { SubscriptionPeriod: 30, SubscriptionEnd: "202104302359" });
    expect(ceeposRequestValues(body).join("&") + "&123").toBe(
      "3.0.5&examplecom&12345&3&new subscription&Charlie Customer&1111&1&100&Product-specific info&1212&150&10&charlie.customer@example.com&Charlie&Customer&https://www.example.com/return-path&https://www.example.com/notification-path&30&202104302359&123",
    );
    const expected = "0a3bd64c9dbc104f81a9a28cd13cfe1b7efa0be6a4b7d63f33bf78acbb601ef2";
    expect(ceeposHash(ceeposRequestValues(body), "123")).toBe(expected);
    expect(verifyCeeposRequest({ ...body, Hash: expected }, "123")).toBe(true);
    expect(verifyCeeposRequest({ ...body, Hash: expected.toUpperCase() }, "123")).toBe(true);
    expect(verifyCeeposRequest({ ...body, Hash: tamper(expected) }, "123")).toBe(false);
    expect(verifyCeeposRequest({ ...body, Hash: expected }, "124")).toBe(false);
  });

  it("request, Respa example (2.1.2, new payment)", () => {
    const body = charlie("2.1.2", "new payment", {});
    expect(ceeposHash(ceeposRequestValues(body), "123")).toBe("734a651b873a5410d4894ece8261ccd34901942b49871c7c05c68a2a3a6c3561");
  });

  it("generic values", () => {
    expect(ceeposHash(["test", "123", "abc123"], "123")).toBe("b020844c98e7959e95967296c2bb50301287f455ee9fbaafa4b6bc1041f7d5d9");
  });

  it("creation responses (with and without PaymentExpires)", () => {
    const response = {
      Id: "12345",
      Status: 2,
      Reference: "10456",
      Action: "new payment",
      PaymentAddress:
        "https://www.example.com/checkout?reference=10456&token=3b6fd320a01a672c3a3600d1bcfed5462011de5cc8a9a9c63f987886bc622ece",
      PaymentExpires: "202012021500",
    };
    const expected = "3925e863e22d4c4a76555462a69dcd22b24fc172958c289b0167e647389d59e0";
    expect(ceeposHash(ceeposResponseValues(response), "123")).toBe(expected);
    expect(verifyCeeposResponse({ ...response, Hash: expected }, "123")).toBe(true);
    expect(verifyCeeposResponse({ ...response, Reference: "10457", Hash: expected }, "123")).toBe(false);
    const short = { Id: "12345", Status: 2, Reference: "10456", Action: "new payment", PaymentAddress: "https://www.example.com/checkout" };
    expect(ceeposHash(ceeposResponseValues(short), "123")).toBe("eb4e4b8e30fc1320a3f922bd84e249b518c18b2caa52d9071387685f95b32736");
  });

  it("return, doc §3.3.2", () => {
    const query = {
      Id: "12345",
      Status: "1",
      Reference: "10456",
      PaymentMethod: "30",
      PaymentSum: "9000",
      Timestamp: "202012041200",
      PaymentDescription: "1234",
      SubscriptionCode: "828282",
    };
    const expected = "09e01754036dd5b0f78c98f5fde24c91c901fc6c0b87fdc13ca9483372dc270f";
    expect(ceeposHash(ceeposReturnValues(query), "123")).toBe(expected);
    expect(verifyCeeposReturn({ ...query, Hash: expected }, "123")).toBe(true);
    expect(verifyCeeposReturn({ ...query, PaymentSum: "9001", Hash: expected }, "123")).toBe(false);
  });

  it("return, Respa statuses for Id abc123 / Reference 123", () => {
    const cases: [string, string][] = [
      ["1", "daac0c407cc08b5e679bd2aaa1b39cc3e3e70b6cf5de8b9063cbc66bb9952fd5"],
      ["0", "d2e9c1286460b6d1cd7d06394de969ab9d12719528f2328b2326469aac57dfcb"],
      ["98", "b9e0429c78a92c731b4e49144bd581fd958e798152655e733a9e03192840ef16"],
      ["77", "f712cd108691bd22d39b321eb93b8320dd484fe7fa9e71daf0ff0c0ac2e1d41e"],
    ];
    for (const [status, expected] of cases) {
      expect(verifyCeeposReturn({ Id: "abc123", Status: status, Reference: "123", Hash: expected }, "123")).toBe(true);
    }
  });

  it("notification, doc §3.4.2 (Payments[] and flat shapes hash alike)", () => {
    const payment = { PaymentMethod: 30, PaymentSum: 9000, Timestamp: "202012041200", PaymentDescription: "1234" };
    const body = { Id: "12345", Status: 1, Reference: "10456", Payments: [payment], SubscriptionCode: "828282", LoyaltyCard: "556677" };
    const expected = "e4ba5dd934d3519cf99a4b99b88458a0b7855e88324d727c4fc8d6a0700f4aa6";
    expect(ceeposHash(ceeposNotificationValues(body), "123")).toBe(expected);
    expect(verifyCeeposNotification({ ...body, Hash: expected }, "123")).toBe(true);
    const flat = { Id: "12345", Status: 1, Reference: "10456", ...payment, SubscriptionCode: "828282", LoyaltyCard: "556677" };
    expect(verifyCeeposNotification({ ...flat, Hash: expected }, "123")).toBe(true);
    expect(verifyCeeposNotification({ ...body, Status: 0, Hash: expected }, "123")).toBe(false);
  });
});
