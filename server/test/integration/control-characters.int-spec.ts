/**
 * Input with NUL or other control characters is refused at the edge with 400 and a field error (DESIGN
 * section 7.1), never a 500 from PostgreSQL (which refuses NUL in text): GraphQL variables and string
 * literals in the document answer BAD_USER_INPUT with extensions.fields, REST bodies, query strings and
 * path parameters a plain-text `field: message`. Tab, LF and CR are ordinary text.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, LOGIN_MUTATION, signInAdmin } from "../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { Browser, GraphQLClient, onlyError, RestClient, VALID_CLIENT, type GraphQLAnswer } from "../helpers/booking-client.js";
import { bookingRow, demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

const MESSAGE = "Contains characters that are not allowed (control characters)";
const FI_MESSAGE = "Sisältää merkkejä, jotka eivät ole sallittuja (ohjausmerkkejä)";

let app: BookingTestApp;
let demo: DemoIds;
let seat = 0;

beforeAll(async () => {
  app = await startBookingApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

function expectGraphQLRefusal(answer: GraphQLAnswer<unknown>, field: string, message = MESSAGE) {
  expect(answer.status).toBe(400);
  expect(answer.data ?? null).toBeNull();
  expect(onlyError(answer)).toMatchObject({ extensions: { code: "BAD_USER_INPUT", status: 400, fields: { [field]: message } } });
}

function expectRestRefusal(answer: { status: number; text: string; headers: Headers }, line: string) {
  expect({ status: answer.status, body: answer.text }).toEqual({ status: 400, body: line });
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
}

async function gqlDraft(): Promise<GraphQLClient> {
  const buyer = new GraphQLClient(app.url);
  await buyer.bookOk(demo.occasions.Premiere!);
  seat += 1;
  expect((await buyer.addSpace(demo.space(`R12-S${seat}`))).errors).toBeUndefined();
  return buyer;
}

async function restDraft(): Promise<RestClient> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(demo.occasions.Premiere!);
  seat += 1;
  await buyer.addSpaceOk(demo.space(`R12-S${seat}`));
  return buyer;
}

describe("sign-in", () => {
  it("a NUL in the login e-mail: GraphQL variable, GraphQL literal and REST body all answer 400 with the e-mail field, no session", async () => {
    const client = new GraphQLClient(app.url);
    expectGraphQLRefusal(await client.op(LOGIN_MUTATION, { email: `${ADMIN_EMAIL}\u0000`, password: "whatever-1" }), "email");
    expectGraphQLRefusal(
      await client.op(`mutation { login(email: "admin\\u0000@example.com", password: "whatever-1") { csrfToken } }`),
      "email",
    );
    // GraphQL 16's variable-width escape is decoded the same way.
    expectGraphQLRefusal(await client.op(`mutation { login(email: "admin\\u{0}@example.com", password: "x") { csrfToken } }`), "email");

    const browser = new Browser(app.url);
    await browser.authenticate();
    expectRestRefusal(
      await browser.fetch("POST", "/api/login", { body: { email: `admin\u0000@example.com`, password: "whatever-1" } }),
      `email: ${MESSAGE}`,
    );
    expect(browser.jar.get("session")).toBeUndefined();
  });

  it("the field message is in the request's language (Accept-Language for GraphQL, ?lng= for REST)", async () => {
    const client = new GraphQLClient(app.url);
    expectGraphQLRefusal(
      await client.op(LOGIN_MUTATION, { email: "a\u0000@b.fi", password: "x" }, { language: "fi" }),
      "email",
      FI_MESSAGE,
    );
    const browser = new Browser(app.url);
    await browser.authenticate();
    expectRestRefusal(
      await browser.fetch("POST", "/api/login?lng=fi", { body: { email: "a\u0000@b.fi", password: "x" } }),
      `email: ${FI_MESSAGE}`,
    );
  });
});

describe("checkout", () => {
  it("GraphQL variables: NUL in firstname, e-mail or message is 400 naming the field; the draft is untouched", async () => {
    const buyer = await gqlDraft();
    for (const field of ["firstname", "email", "message"] as const) {
      const client = { ...VALID_CLIENT, [field]: `${VALID_CLIENT.email}\u0000` };
      expectGraphQLRefusal(await buyer.initiatePayment({ client, paymentMethodId: "skip" }), field);
      expectGraphQLRefusal(await buyer.confirm({ client, paymentMethodId: "skip", termsAccepted: true }), field);
    }
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");
  });

  it("GraphQL literal: a control character escaped inside the document is refused with the input field's name", async () => {
    const buyer = await gqlDraft();
    await buyer.ensureCsrf();
    const answer = await buyer.op(
      `mutation ($uuid: ID!) { initiatePayment(uuid: $uuid, input: {
         paymentMethodId: "skip",
         client: { firstname: "Aino", lastname: "Virtanen", email: "aino@example.fi", phone: "+358 40 123 4567", message: "hi\\u0000there" }
       }) { uuid } }`,
      { uuid: buyer.uuid },
    );
    expectGraphQLRefusal(answer, "message");
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");
  });

  it("REST: NUL in first_name, e-mail or message is 400 'field: message'; tab, LF and CR in a message are accepted", async () => {
    const buyer = await restDraft();
    const form = { ...VALID_CLIENT, payment_method_id: "skip" };
    expectRestRefusal(await buyer.initiatePayment({ ...form, first_name: "Ai\u0000no", firstname: undefined }), `first_name: ${MESSAGE}`);
    expectRestRefusal(await buyer.initiatePayment({ ...form, email: "aino\u0000@example.fi" }), `email: ${MESSAGE}`);
    expectRestRefusal(await buyer.confirm({ ...form, message: "\u0000", terms_accepted: true }), `message: ${MESSAGE}`);
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");

    const accepted = await buyer.initiatePayment({ ...form, message: "Row 1\tplease\r\nthanks\n" });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.client.message).toBe("Row 1\tplease\r\nthanks");
  });

  it("other C0 controls, DEL and C1 controls are refused too (ESC, backspace, U+007F, U+009B)", async () => {
    const buyer = await restDraft();
    for (const character of ["\u001b", "\u0008", "\u007f", "\u009b"]) {
      expectRestRefusal(
        await buyer.initiatePayment({ ...VALID_CLIENT, lastname: `Virtanen${character}[31m`, payment_method_id: "skip" }),
        `lastname: ${MESSAGE}`,
      );
    }
    // Letters beyond the C1 block are ordinary text.
    const accepted = await buyer.initiatePayment({ ...VALID_CLIENT, lastname: "Ääkkönen-Øster ÿ", payment_method_id: "skip" });
    expect(accepted.status, accepted.text).toBe(200);
  });
});

describe("administration", () => {
  it("user e-mail, role name and API token name with a NUL: 400 with the field, nothing written", async () => {
    const admin = await signInAdmin(app);
    const before = await app.query<{ users: number; roles: number; tokens: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM roles) AS roles, (SELECT count(*)::int FROM api_tokens) AS tokens`,
    );
    expectGraphQLRefusal(
      await admin.op(`mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
        input: { email: "new\u0000@example.com", password: "long-enough-password", roleIds: [] },
      }),
      "email",
    );
    expectGraphQLRefusal(
      await admin.op(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, {
        input: { name: "Ushers\u0000", description: "", permissions: [] },
      }),
      "name",
    );
    expectGraphQLRefusal(await admin.op(`mutation { createApiToken(name: "Reports\\u0000") { token } }`), "name");
    expectGraphQLRefusal(await admin.op(`mutation ($name: String!) { createApiToken(name: $name) { token } }`, { name: "\u0000" }), "name");
    const after = await app.query(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM roles) AS roles, (SELECT count(*)::int FROM api_tokens) AS tokens`,
    );
    expect(after).toEqual(before);
  });
});

describe("query strings and path parameters", () => {
  it("REST: a control character in a query parameter or a path parameter is 400 naming it", async () => {
    const browser = new Browser(app.url);
    expectRestRefusal(await browser.fetch("GET", "/api/events?lng=fi%00"), `lng: ${MESSAGE}`);
    expectRestRefusal(await browser.fetch("GET", `/api/occasions/${demo.occasions.Premiere}%00`), `occasionId: ${MESSAGE}`);
    expectRestRefusal(await browser.fetch("GET", "/api/dictionaries/fi%00/common.json"), `lng: ${MESSAGE}`);
  });

  it("GraphQL over GET: a control character in the variables or the document is refused the same way", async () => {
    const variables = encodeURIComponent(JSON.stringify({ id: "x\u0000" }));
    const answer = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent("query ($id: ID!) { event(id: $id) { id } }")}&variables=${variables}`,
      {
        headers: { "apollo-require-preflight": "true", accept: "application/json" },
      },
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      errors: [{ extensions: { code: "BAD_USER_INPUT", status: 400, fields: { id: MESSAGE } } }],
    });
  });
});
