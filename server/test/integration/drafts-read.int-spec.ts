import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import {
  createDraft,
  createOccasion,
  DEMO,
  demoPlanId,
  eventIdByName,
  getJson,
  gqlData,
  gqlError,
  occasionIdByName,
  queryOne,
  required,
  requestText,
  spaceIdsByName,
  ticketTypeIds,
  UNKNOWN_ID,
  type CreatedDraft,
  type DraftJson,
  type OccasionDetailJson,
} from "../helpers/read-api.js";

let app: TestApp;
let premiereId: string;
let spaces: Map<string, string>;
let types: Record<string, string>;
let cloakroomId: string;
/** The main draft: two adult tickets (a seat and a standing place) and a child ticket with a cloakroom addon. */
let draft: CreatedDraft;

const IDENTITY_NUMBER = "131052-308T";

const DRAFT_QUERY = `query ($uuid: ID!) { draft(uuid: $uuid) {
  uuid occasionId status paymentMethodId expiresAt
  tickets { id spaceId ticketTypeId price vat total addons { addonId price vat } }
  client { firstname lastname email phone address identityNumber message }
  summary {
    total requirePayment byTicketType { ticketTypeId name amount price total tickets } byVat { rate amount vat }
    byAddon { addonId name amount total rate } discount
  }
} }`;

interface GqlDraft {
  uuid: string;
  occasionId: string;
  status: string;
  paymentMethodId: string | null;
  expiresAt: string | null;
  tickets: Array<{ id: string; spaceId: string; ticketTypeId: string; price: number; vat: number; total: number; addons: unknown[] }>;
  client: Record<string, string | null>;
  summary: DraftJson["summary"];
}

/** The REST draft in GraphQL's field names, to compare the two. */
function restDraftAsGraphQL(rest: DraftJson): GqlDraft {
  return {
    uuid: rest.uuid,
    occasionId: rest.occasion_id,
    status: rest.status,
    paymentMethodId: rest.payment_method_id,
    expiresAt: rest.expiresAt,
    tickets: rest.tickets.map((ticket) => ({
      id: ticket.id,
      spaceId: ticket.space_id,
      ticketTypeId: ticket.ticket_type_id,
      price: ticket.price,
      vat: ticket.vat,
      total: ticket.total,
      addons: ticket.addons,
    })),
    client: rest.client,
    summary: rest.summary,
  };
}

async function restDraft(created: CreatedDraft, language = "en") {
  return getJson<DraftJson>(app, `/api/drafts/${created.uuid}?lng=${language}`, { headers: { cookie: created.cookie } });
}

async function gqlDraft(created: CreatedDraft, language = "en") {
  return (await gqlData<{ draft: GqlDraft }>(app, DRAFT_QUERY, { uuid: created.uuid }, { language, headers: { cookie: created.cookie } }))
    .draft;
}

/** Asserts the draft is unreadable with these headers: REST 404 'booking expired or missing', GraphQL DRAFT_EXPIRED. */
async function expectExpiredOrMissing(uuid: string, headers: Record<string, string>) {
  const rest = await requestText(app, `/api/drafts/${uuid}`, { headers });
  expect(rest.status).toBe(404);
  expect(rest.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(rest.body).toBe("booking expired or missing");
  const error = await gqlError(app, DRAFT_QUERY, { uuid }, { headers });
  expect(error.extensions).toMatchObject({ code: "DRAFT_EXPIRED", status: 404 });
  expect(error.message).toBe("booking expired or missing");
}

/** A one-ticket draft on the standing area of the premiere (room for 200, so tests never collide). */
function standingDraft(options: Partial<Parameters<typeof createDraft>[1]> = {}) {
  return createDraft(app, {
    occasionId: premiereId,
    tickets: [{ spaceId: required(spaces, "standing-A"), ticketTypeId: types.adult!, price: 4900, vat: 14 }],
    ...options,
  });
}

beforeAll(async () => {
  app = await startTestApp();
  premiereId = await occasionIdByName(app, DEMO.brothers, "Premiere");
  spaces = await spaceIdsByName(app, await demoPlanId(app));
  types = await ticketTypeIds(app);
  cloakroomId = (await queryOne<{ id: string }>(app, `SELECT id FROM addons WHERE product_code = 'ADDON-CLOAKROOM'`)).id;
  draft = await createDraft(app, {
    occasionId: premiereId,
    identityNumber: IDENTITY_NUMBER,
    paymentMethodId: "skip",
    client: { firstname: "Aleksis", lastname: "Kivi", email: "aleksis@example.com" },
    tickets: [
      { spaceId: required(spaces, "R1-S1"), ticketTypeId: types.adult!, price: 4900, vat: 14 },
      {
        spaceId: required(spaces, "R1-S2"),
        ticketTypeId: types.child!,
        price: 2500,
        vat: 14,
        addons: [{ addonId: cloakroomId, price: 300, vat: 25.5 }],
      },
      { spaceId: required(spaces, "standing-A"), ticketTypeId: types.adult!, price: 4900, vat: 14 },
    ],
  });
});
afterAll(() => app?.stop());

describe("GET /api/drafts/{uuid} with the draft's cookie", () => {
  it("answers the draft with uuid, occasion_id, payment_method_id and its tickets", async () => {
    const rest = await restDraft(draft);
    expect(rest.uuid).toBe(draft.uuid);
    expect(rest.occasion_id).toBe(premiereId);
    expect(rest.payment_method_id).toBe("skip");
    expect(rest.status).toBe("draft");
    expect(Date.parse(rest.expiresAt!)).toBeGreaterThan(Date.now());
    expect(rest.tickets).toEqual([
      {
        id: draft.ticketIds[0],
        space_id: required(spaces, "R1-S1"),
        ticket_type_id: types.adult,
        price: 4900,
        vat: 14,
        addons: [],
        total: 4900,
      },
      {
        id: draft.ticketIds[1],
        space_id: required(spaces, "R1-S2"),
        ticket_type_id: types.child,
        price: 2500,
        vat: 14,
        addons: [{ addonId: cloakroomId, price: 300, vat: 25.5 }],
        total: 2800,
      },
      {
        id: draft.ticketIds[2],
        space_id: required(spaces, "standing-A"),
        ticket_type_id: types.adult,
        price: 4900,
        vat: 14,
        addons: [],
        total: 4900,
      },
    ]);
  });

  it("computes the summary: total, requirePayment, per ticket type and per VAT rate with included VAT", async () => {
    const { summary } = await restDraft(draft);
    expect(summary.total).toBe(12600);
    expect(summary.requirePayment).toBe(true);
    expect(summary.byTicketType).toEqual([
      { ticketTypeId: types.adult, name: "Adult", amount: 2, price: 9800, total: 9800, tickets: [draft.ticketIds[0], draft.ticketIds[2]] },
      // The child's ticket alone, and with its cloakroom addon (on a line of its own below, at its own VAT rate).
      { ticketTypeId: types.child, name: "Child", amount: 1, price: 2500, total: 2800, tickets: [draft.ticketIds[1]] },
    ]);
    expect(summary.byAddon).toEqual([{ addonId: cloakroomId, name: "Cloakroom", amount: 1, total: 300, rate: 25.5 }]);
    // Included VAT = amount * rate / (100 + rate), rounded once per rate; sorted by rate.
    // 12300 * 14 / 114 = 1510.53 -> 1511; 300 * 25.5 / 125.5 = 60.96 -> 61.
    expect(summary.byVat).toEqual([
      { rate: 14, amount: 12300, vat: 1511 },
      { rate: 25.5, amount: 300, vat: 61 },
    ]);
  });

  it("names the ticket types in the requested language", async () => {
    expect((await restDraft(draft, "fi")).summary.byTicketType.map((entry) => entry.name)).toEqual(["Aikuinen", "Lapsi"]);
    expect((await gqlDraft(draft, "sv")).summary.byTicketType.map((entry) => entry.name)).toEqual(["Vuxen", "Barn"]);
  });

  it("masks the identity number to its last four characters and never sends it whole", async () => {
    const response = await requestText(app, `/api/drafts/${draft.uuid}`, { headers: { cookie: draft.cookie } });
    const rest = JSON.parse(response.body) as DraftJson;
    expect(rest.client.identityNumber).toBe("*******308T");
    expect(rest.client).toMatchObject({ firstname: "Aleksis", lastname: "Kivi", email: "aleksis@example.com" });
    expect(response.body).not.toContain("131052");
    const gql = await app.graphql(DRAFT_QUERY, { uuid: draft.uuid }, { cookie: draft.cookie });
    expect((gql.data as { draft: GqlDraft }).draft.client.identityNumber).toBe("*******308T");
    expect(JSON.stringify(gql)).not.toContain("131052");
  });

  it("is not cached", async () => {
    const response = await requestText(app, `/api/drafts/${draft.uuid}`, { headers: { cookie: draft.cookie } });
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("gives the same draft through GraphQL draft(uuid) with the cookie", async () => {
    for (const language of ["en", "fi"]) {
      expect(await gqlDraft(draft, language)).toEqual(restDraftAsGraphQL(await restDraft(draft, language)));
    }
  });

  it("reads a draft in payment (a pending payment) too", async () => {
    const pending = await standingDraft({ status: "payment", paymentMethodId: "skip" });
    expect((await restDraft(pending)).status).toBe("payment");
    expect((await gqlDraft(pending)).status).toBe("payment");
  });

  it("answers a draft without tickets with an empty summary", async () => {
    const empty = await createDraft(app, { occasionId: premiereId, tickets: [] });
    const rest = await restDraft(empty);
    expect(rest.tickets).toEqual([]);
    expect(rest.summary).toEqual({ total: 0, requirePayment: false, byTicketType: [], byVat: [], byAddon: [], discount: 0 });
    expect(rest.client.identityNumber).toBeNull();
    expect(rest.payment_method_id).toBeNull();
  });

  it("does not require payment when every price is zero", async () => {
    const free = await createDraft(app, {
      occasionId: premiereId,
      tickets: [
        { spaceId: required(spaces, "standing-A"), ticketTypeId: types.child!, price: 0, vat: 14 },
        { spaceId: required(spaces, "standing-A"), ticketTypeId: types.child!, price: 0, vat: 14 },
      ],
    });
    const { summary } = await restDraft(free);
    expect(summary).toEqual({
      total: 0,
      requirePayment: false,
      byTicketType: [{ ticketTypeId: types.child, name: "Child", amount: 2, price: 0, total: 0, tickets: free.ticketIds }],
      byVat: [{ rate: 14, amount: 0, vat: 0 }],
      byAddon: [],
      discount: 0,
    });
  });

  it("counts the draft's tickets in its occasion's occupancy and availability", async () => {
    const brothersId = await eventIdByName(app, DEMO.brothers);
    const occasionId = await createOccasion(app, { eventId: brothersId, published: true });
    // Capacity from the inventory rows, not from the API: occupancy is served from a short-lived snapshot,
    // so the occasion is read only after the draft exists.
    const capacity = await queryOne<{ total: number }>(
      app,
      `SELECT sum(max_tickets)::int AS total FROM occasion_spaces WHERE occasion_id = $1`,
      [occasionId],
    );
    const seat = required(spaces, "R5-S5");
    const standing = required(spaces, "standing-A");
    await createDraft(app, {
      occasionId,
      tickets: [
        { spaceId: seat, ticketTypeId: types.adult!, price: 3900, vat: 14 },
        { spaceId: standing, ticketTypeId: types.adult!, price: 3900, vat: 14 },
        { spaceId: standing, ticketTypeId: types.student!, price: 2500, vat: 14 },
      ],
    });
    const after = await getJson<OccasionDetailJson>(app, `/api/occasions/${occasionId}`);
    expect(after.occupancy[seat]).toBe(1);
    expect(after.occupancy[standing]).toBe(2);
    expect(after.availability).toEqual({ total: capacity.total, remaining: capacity.total - 3 });
    expect(Object.values(after.occupancy).reduce((sum, count) => sum + count, 0)).toBe(3);
    const gql = await gqlData<{ occasion: { availability: unknown; occupancy: Array<{ spaceId: string; count: number }> } }>(
      app,
      `query ($id: ID!) { occasion(id: $id) { availability { remaining total } occupancy { spaceId count } } }`,
      { id: occasionId },
    );
    expect(gql.occasion.availability).toEqual(after.availability);
    expect(gql.occasion.occupancy.find((row) => row.spaceId === standing)?.count).toBe(2);
  });
});

describe("who may read a draft", () => {
  it("answers 404 'booking expired or missing' without the cookie", async () => {
    await expectExpiredOrMissing(draft.uuid, {});
  });

  it("answers 404 with a wrong secret", async () => {
    await expectExpiredOrMissing(draft.uuid, { cookie: "draft_secret=not-the-secret" });
    await expectExpiredOrMissing(draft.uuid, {
      cookie: `draft_secret=${draft.secret.slice(0, -1)}${draft.secret.endsWith("A") ? "B" : "A"}`,
    });
  });

  it("answers 404 with another draft's secret", async () => {
    const other = await standingDraft();
    expect((await restDraft(other)).uuid).toBe(other.uuid);
    await expectExpiredOrMissing(draft.uuid, { cookie: other.cookie });
    await expectExpiredOrMissing(other.uuid, { cookie: draft.cookie });
  });

  it("answers the same 404 for a uuid that does not exist, so a uuid reveals nothing", async () => {
    await expectExpiredOrMissing(UNKNOWN_ID, { cookie: draft.cookie });
  });

  it("answers 404 once the hold has lapsed", async () => {
    const lapsing = await standingDraft();
    expect((await restDraft(lapsing)).uuid).toBe(lapsing.uuid);
    await app.services.dataSource.query(`UPDATE bookings SET expires_at = now() - interval '1 second' WHERE id = $1`, [lapsing.uuid]);
    await expectExpiredOrMissing(lapsing.uuid, { cookie: lapsing.cookie });
  });

  it("answers 404 for a draft created already expired", async () => {
    const expired = await standingDraft({ expiresAt: new Date(Date.now() - 60_000) });
    await expectExpiredOrMissing(expired.uuid, { cookie: expired.cookie });
  });

  it.each(["booked", "cancelled", "expired", "locked"])("answers 404 for a booking that is %s, even with its secret", async (status) => {
    // Cancelled and expired bookings hold nothing (the capacity invariant), so they keep no tickets here.
    const booking = await standingDraft({ status, ...(status === "cancelled" || status === "expired" ? { tickets: [] } : {}) });
    await expectExpiredOrMissing(booking.uuid, { cookie: booking.cookie });
  });

  it("translates the refusal", async () => {
    const rest = await requestText(app, `/api/drafts/${draft.uuid}?lng=fi`);
    expect(rest).toMatchObject({ status: 404, body: "varaus on vanhentunut tai sitä ei löydy" });
    const error = await gqlError(app, DRAFT_QUERY, { uuid: draft.uuid }, { language: "sv" });
    expect(error.message).toBe("bokningen har gått ut eller saknas");
  });

  it("answers 400 / BAD_USER_INPUT for a malformed uuid", async () => {
    expect((await requestText(app, "/api/drafts/12345", { headers: { cookie: draft.cookie } })).status).toBe(400);
    expect((await gqlError(app, DRAFT_QUERY, { uuid: "12345" }, { headers: { cookie: draft.cookie } })).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      status: 400,
    });
  });
});
