/**
 * Client details at checkout (SPEC section 5, DESIGN sections 4 and 6): firstname, lastname, e-mail and
 * phone required; identity number and address only when the settings ask; terms on confirm. REST answers
 * 400 with one `field: message` line per problem, GraphQL BAD_USER_INPUT with extensions.fields, both in
 * the request's language. Identity numbers are real Finnish codes and never leave the server unmasked.
 */
import "reflect-metadata";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, onlyError, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, setSettings, type DemoIds } from "../../helpers/booking-fixtures.js";

const VALID_ID = "131052-308T";
const WRONG_CHECK = "131052-308A";
/** What a code of the right shape and date with a wrong check character is refused with (issue 37: the fault, with an example). */
const CHECK_CHARACTER_MESSAGE =
  "The last character of the identity number does not match the rest: check it for a typing error (for example 131052-308T)";
const MASKED = "*******308T";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat = 0;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  occasionId = demo.occasions.Premiere!;
});

afterEach(async () => {
  await setSettings(app, { requireIdentityNumber: false, requireAddress: false });
});

afterAll(async () => {
  await app?.stop();
});

async function restDraft(): Promise<RestClient> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  seat += 1;
  await buyer.addSpaceOk(demo.space(`R13-S${seat}`));
  return buyer;
}

async function gqlDraft(): Promise<GraphQLClient> {
  const buyer = new GraphQLClient(app.url);
  await buyer.bookOk(occasionId);
  seat += 1;
  const added = await buyer.addSpace(demo.space(`R13-S${seat}`));
  expect(added.errors).toBeUndefined();
  return buyer;
}

/** The 400 body as a set of lines (one per field). */
function lines(text: string): string[] {
  return text.split("\n").sort();
}

describe("required details", () => {
  it("initiatePayment without details: 400 with 'field: Field is required' for firstname, lastname, email and phone; the draft stays a draft", async () => {
    const buyer = await restDraft();
    const answer = await buyer.initiatePayment({ payment_method_id: "skip" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(lines(answer.text)).toEqual([
      "email: Field is required",
      "firstname: Field is required",
      "lastname: Field is required",
      "phone: Field is required",
    ]);
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");

    const blanks = await buyer.initiatePayment({ firstname: "  ", lastname: "", email: null, phone: "   ", payment_method_id: "skip" });
    expect(lines(blanks.text)).toEqual([
      "email: Field is required",
      "firstname: Field is required",
      "lastname: Field is required",
      "phone: Field is required",
    ]);
  });

  it("confirm without details or terms lists every problem at once, including termsAccepted", async () => {
    const buyer = await restDraft();
    const answer = await buyer.confirm({ payment_method_id: "skip" });
    expect(answer.status).toBe(400);
    expect(lines(answer.text)).toEqual([
      "email: Field is required",
      "firstname: Field is required",
      "lastname: Field is required",
      "phone: Field is required",
      "terms_accepted: Terms must be accepted",
    ]);
    const refused = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: false });
    expect({ status: refused.status, body: refused.text }).toEqual({ status: 400, body: "terms_accepted: Terms must be accepted" });
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");

    const accepted = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: "on" });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.status).toBe("booked");
    expect((await bookingRow(app, buyer.uuid!)).terms_accepted_at).toBeInstanceOf(Date);
  });

  it("GraphQL: BAD_USER_INPUT, status 400, the message 'Check the highlighted fields' and one message per field in extensions.fields", async () => {
    const buyer = await gqlDraft();
    const error = onlyError(await buyer.initiatePayment({ client: {}, paymentMethodId: "skip" }));
    expect(error.message).toBe("Check the highlighted fields");
    expect(error.extensions).toEqual({
      code: "BAD_USER_INPUT",
      status: 400,
      fields: { firstname: "Field is required", lastname: "Field is required", email: "Field is required", phone: "Field is required" },
    });
    const confirm = onlyError(await buyer.confirm({ client: VALID_CLIENT, paymentMethodId: "skip" }));
    expect(confirm.extensions?.fields).toEqual({ termsAccepted: "Terms must be accepted" });
  });

  it("an invalid e-mail or phone is refused with its own message; the e-mail is stored lower-cased", async () => {
    const buyer = await restDraft();
    const answer = await buyer.initiatePayment({ ...VALID_CLIENT, email: "aino.example.fi", phone: "call me", payment_method_id: "skip" });
    expect(answer.status).toBe(400);
    expect(lines(answer.text)).toEqual(["email: Enter a valid e-mail address", "phone: Enter a valid phone number"]);

    const ok = await buyer.initiatePayment({ ...VALID_CLIENT, email: "Aino.Virtanen@Example.FI", payment_method_id: "skip" });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.client).toMatchObject({
      firstname: "Aino",
      lastname: "Virtanen",
      email: "aino.virtanen@example.fi",
      phone: VALID_CLIENT.phone,
    });
  });

  it("messages follow the language: ?lng=fi on REST, Accept-Language: fi on GraphQL", async () => {
    const buyer = await restDraft();
    const rest = await buyer.initiatePayment({ email: "x", payment_method_id: "skip" }, { language: "fi" });
    expect(lines(rest.text)).toEqual([
      "email: Anna kelvollinen sähköpostiosoite",
      "firstname: Kenttä on pakollinen",
      "lastname: Kenttä on pakollinen",
      "phone: Kenttä on pakollinen",
    ]);

    const gql = await gqlDraft();
    const error = onlyError(await gql.confirm({ client: { ...VALID_CLIENT, firstname: "" }, paymentMethodId: "skip" }, { language: "fi" }));
    expect(error.message).toBe("Tarkista merkityt kentät");
    expect(error.extensions?.fields).toEqual({ firstname: "Kenttä on pakollinen", termsAccepted: "Ehdot on hyväksyttävä" });
  });
});

describe("identity number and address, only when the settings ask", () => {
  it("without require_identity_number the identity number is neither required nor validated", async () => {
    const buyer = await restDraft();
    const answer = await buyer.initiatePayment({ ...VALID_CLIENT, identity_number: WRONG_CHECK, payment_method_id: "skip" });
    expect(answer.status, answer.text).toBe(200);
  });

  it("with require_identity_number: missing -> required, a wrong check character, date or shape each said as such, a real code accepted and stored", async () => {
    await setSettings(app, { requireIdentityNumber: true });
    const buyer = await restDraft();

    const missing = await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" });
    expect({ status: missing.status, body: missing.text }).toEqual({ status: 400, body: "identity_number: Field is required" });
    const wrong = await buyer.initiatePayment({ ...VALID_CLIENT, identity_number: WRONG_CHECK, payment_method_id: "skip" });
    expect({ status: wrong.status, body: wrong.text }).toEqual({
      status: 400,
      body: `identity_number: ${CHECK_CHARACTER_MESSAGE}`,
    });
    const date = await buyer.initiatePayment({ ...VALID_CLIENT, identity_number: "310252-308T", payment_method_id: "skip" });
    expect(date.text).toBe(
      "identity_number: The first six digits of the identity number are not a date of birth (DDMMYY, for example 131052-308T)",
    );
    const shape = await buyer.initiatePayment(
      { ...VALID_CLIENT, identity_number: "1310523308", payment_method_id: "skip" },
      { language: "fi" },
    );
    expect(shape.text).toBe(
      "identity_number: Anna henkilötunnus 11 merkkinä: syntymäaika, välimerkki, kolme numeroa ja tarkistusmerkki, esimerkiksi 131052-308T",
    );

    const ok = await buyer.initiatePayment({ ...VALID_CLIENT, identity_number: VALID_ID, payment_method_id: "skip" });
    expect(ok.status, ok.text).toBe(200);
    expect((await bookingRow(app, buyer.uuid!)).identity_number).toBe(VALID_ID);
  });

  it("the draft answer never carries the full identity number: masked '*******308T' in REST and GraphQL, after initiatePayment and confirm", async () => {
    await setSettings(app, { requireIdentityNumber: true });
    const buyer = await restDraft();
    const payment = await buyer.initiatePayment({ ...VALID_CLIENT, identity_number: VALID_ID.toLowerCase(), payment_method_id: "skip" });
    expect(payment.status, payment.text).toBe(200);
    expect(payment.body.client.identityNumber).toBe(MASKED);
    expect(payment.text).not.toContain("131052");

    const read = await buyer.getDraft();
    expect(read.body.client.identityNumber).toBe(MASKED);
    expect(read.text).not.toContain("131052");

    const gql = new GraphQLClient(app.url);
    gql.jar.set("draft_secret", buyer.draftSecret!);
    const viaGraphQL = await gql.draft(buyer.uuid);
    expect(viaGraphQL.data?.draft.client.identityNumber).toBe(MASKED);
    expect(JSON.stringify(viaGraphQL)).not.toContain("131052");

    const confirmed = await buyer.confirm({ ...VALID_CLIENT, identity_number: VALID_ID, terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.client.identityNumber).toBe(MASKED);
    expect(confirmed.text).not.toContain("131052");
  });

  it("GraphQL with require_identity_number: extensions.fields.identityNumber", async () => {
    await setSettings(app, { requireIdentityNumber: true });
    const buyer = await gqlDraft();
    const error = onlyError(
      await buyer.initiatePayment({ client: { ...VALID_CLIENT, identityNumber: WRONG_CHECK }, paymentMethodId: "skip" }),
    );
    expect(error.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      status: 400,
      fields: { identityNumber: CHECK_CHARACTER_MESSAGE },
    });
    const ok = await buyer.initiatePayment({ client: { ...VALID_CLIENT, identityNumber: VALID_ID }, paymentMethodId: "skip" });
    expect(ok.data?.initiatePayment.client.identityNumber).toBe(MASKED);
  });

  it("address: optional by default, required with require_address", async () => {
    const optional = await restDraft();
    expect((await optional.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" })).status).toBe(200);

    await setSettings(app, { requireAddress: true });
    const buyer = await restDraft();
    const missing = await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" });
    expect({ status: missing.status, body: missing.text }).toEqual({ status: 400, body: "address: Field is required" });
    const ok = await buyer.initiatePayment({ ...VALID_CLIENT, address: "Teatterikatu 1, 00100 Helsinki", payment_method_id: "skip" });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.client.address).toBe("Teatterikatu 1, 00100 Helsinki");
  });
});

describe("REST field names", () => {
  it("REST validation lines name the fields as the REST form sends them (identity_number, payment_method_id, terms_accepted), DESIGN section 8", async () => {
    await setSettings(app, { requireIdentityNumber: true });
    const buyer = await restDraft();
    const answer = await buyer.confirm({
      ...VALID_CLIENT,
      identity_number: WRONG_CHECK,
      payment_method_id: "paytrail",
      terms_accepted: false,
    });
    expect(answer.status).toBe(400);
    expect(lines(answer.text)).toEqual([
      `identity_number: ${CHECK_CHARACTER_MESSAGE}`,
      "payment_method_id: Choose a payment method",
      "terms_accepted: Terms must be accepted",
    ]);
  });
});
