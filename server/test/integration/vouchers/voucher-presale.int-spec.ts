/**
 * A presale (issue 38, point 6: "a code can unlock places held back for it"): an administrator holds places of a date
 * back for a campaign; the seat map knows them; a visitor holds one only with one of the campaign's codes, which is
 * applied to the draft with the place (one use of it, so a one-use code unlocks places for one booking); the code stays
 * on while it keeps places; best available, the waiting list's count and season tickets leave the places alone; when
 * the campaign's validity ends they are on general sale.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBookingApp, ManualClock, type BookingTestApp } from "../../helpers/booking-app.js";
import { DRAFT_FIELDS, GraphQLClient, RestClient, VALID_CLIENT, mapLimit, type GqlDraft } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { errorCode, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { createSeries, eventWithDates, holdSeries, seriesInput } from "../series/series-fixtures.js";
import { presalePlacesNow, SaleInfoCache } from "../../../src/modules/booking/draft/sale-info.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
const clock = new ManualClock(new Date());
let serial = 0;

beforeAll(async () => {
  app = await startBookingApp({ clock });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const SET_PLACES = `mutation ($campaignId: ID!, $occasionId: ID!, $spaceIds: [ID!]!) {
  setVoucherCampaignPlaces(campaignId: $campaignId, occasionId: $occasionId, spaceIds: $spaceIds) { occasionId spaceIds } }`;
const PLACES = `query ($campaignId: ID!) { voucherCampaignPlaces(campaignId: $campaignId) { occasionId spaceIds } }`;
const PRESALE_SPACES = `query ($id: ID!) { occasion(id: $id) { presaleSpaceIds } }`;
const HOLD_BEST = `mutation ($occasionId: ID!, $count: Int!) { holdBestAvailable(occasionId: $occasionId, count: $count) { ${DRAFT_FIELDS} } }`;

/** A seated row A-1-1..A-1-6 on a plan of its own, on sale at 2000 cents (adult); answers the date and the seats by name. */
async function seatedDate(): Promise<{ occasionId: string; eventId: string; seats: Record<string, string> }> {
  const [plan] = await app.query<{ id: string }>(
    `INSERT INTO plans (name, map) VALUES ('{"en":"Hall","fi":"Sali","sv":"Sal"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
  );
  const rows = await app.query<{ id: string; name: string }>(
    `INSERT INTO spaces (plan_id, name, max_tickets, section, row, seat)
     SELECT $1, 'A-1-' || n, 1, 'A', '1', n::text FROM generate_series(1, 6) AS n RETURNING id, name`,
    [plan!.id],
  );
  const { occasionId, eventId } = await createOccasion(app, { planId: plan!.id, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
  return { occasionId, eventId, seats: Object.fromEntries(rows.map((row) => [row.name, row.id])) };
}

/** A campaign (25 % off unless told) with one code of `maxUses`; answers the code as a customer types it. */
async function campaignWithCode(options: { maxUses?: number | null; validUntil?: Date | null } = {}) {
  serial += 1;
  const code = `presale-${serial}-${Math.random().toString(36).slice(2, 7)}`;
  const [campaign] = await app.query<{ id: string }>(
    `INSERT INTO voucher_campaigns (name, kind, value, valid_until, uses_per_code, updated_at) VALUES ($1, 'percent', 2500, $2, $3, now()) RETURNING id`,
    [`Fan club ${serial}`, options.validUntil ?? null, options.maxUses ?? null],
  );
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO voucher_codes (campaign_id, code, max_uses) VALUES ($1, $2, $3) RETURNING id`,
    [campaign!.id, code.toUpperCase(), options.maxUses ?? null],
  );
  return { campaignId: campaign!.id, code, codeId: row!.id };
}

async function holdBack(campaignId: string, occasionId: string, spaceIds: string[]) {
  const answer = await admin.op<{ setVoucherCampaignPlaces: { spaceIds: string[] } }>(SET_PLACES, { campaignId, occasionId, spaceIds });
  expect(answer.errors).toBeUndefined();
  return answer.data!.setVoucherCampaignPlaces;
}

function addWithCode(buyer: RestClient, spaceId: string, code?: string) {
  return buyer.fetch<{ id: string; price: number }>("POST", `/api/drafts/${buyer.uuid}/spaces/${spaceId}?lng=en`, {
    body: code === undefined ? {} : { presale_code: code },
  });
}

async function draftOn(occasionId: string): Promise<RestClient> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  return buyer;
}

describe("an administrator holds places back for a campaign", () => {
  it("sets and reads them per date (GraphQL and REST); the seat map reads them from the occasion; bad input is refused", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId } = await campaignWithCode();
    const set = await holdBack(campaignId, occasionId, [seats["A-1-2"]!, seats["A-1-1"]!, seats["A-1-1"]!]);
    expect(set.spaceIds).toEqual([seats["A-1-1"], seats["A-1-2"]].sort());
    const read = await admin.op<{ voucherCampaignPlaces: Array<{ occasionId: string; spaceIds: string[] }> }>(PLACES, { campaignId });
    expect(read.data?.voucherCampaignPlaces).toEqual([{ occasionId, spaceIds: [seats["A-1-1"], seats["A-1-2"]].sort() }]);

    const visitor = new GraphQLClient(app.url);
    const seen = await visitor.op<{ occasion: { presaleSpaceIds: string[] } }>(PRESALE_SPACES, { id: occasionId });
    expect([...seen.data!.occasion.presaleSpaceIds].sort()).toEqual([seats["A-1-1"], seats["A-1-2"]].sort());

    // REST: PUT replaces the date's places, GET lists them.
    const put = await admin.fetch<{ spaceIds: string[] }>("PUT", `/api/admin/vouchers/campaigns/${campaignId}/places`, {
      body: { occasionId, spaceIds: [seats["A-1-3"]] },
    });
    expect(put.status).toBe(200);
    const got = await admin.fetch<Array<{ occasionId: string; spaceIds: string[] }>>(
      "GET",
      `/api/admin/vouchers/campaigns/${campaignId}/places`,
    );
    expect(got.body).toEqual([{ occasionId, spaceIds: [seats["A-1-3"]] }]);
    const afterPut = await visitor.op<{ occasion: { presaleSpaceIds: string[] } }>(PRESALE_SPACES, { id: occasionId });
    expect(afterPut.data!.occasion.presaleSpaceIds).toEqual([seats["A-1-3"]]);

    // A place of another plan: a field error, nothing changed.
    const foreign = await admin.op(SET_PLACES, { campaignId, occasionId, spaceIds: [demo.space("R1-S1")] }, { language: "fi" });
    expect(errorCode(foreign)).toBe("BAD_USER_INPUT");
    expect(foreign.errors?.[0]?.extensions?.fields?.spaceIds).toMatch(/paikoista/);
    const badBody = await admin.fetch("PUT", `/api/admin/vouchers/campaigns/${campaignId}/places`, { body: { occasionId, spaceIds: "x" } });
    expect(badBody.status).toBe(400);
    expect((await admin.fetch("GET", `/api/admin/vouchers/campaigns/${campaignId}/places`)).body).toEqual([
      { occasionId, spaceIds: [seats["A-1-3"]] },
    ]);

    // An empty list: none held back there any more.
    await holdBack(campaignId, occasionId, []);
    expect((await admin.op<{ voucherCampaignPlaces: unknown[] }>(PLACES, { campaignId })).data?.voucherCampaignPlaces).toEqual([]);
  });

  it("only with administer_vouchers: a box-office user is refused, in GraphQL and REST", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId } = await campaignWithCode();
    const user = await insertUser(app, { permissions: ["administer_bookings"] });
    const clerk = await signIn(app, user.email, user.password);
    expect(errorCode(await clerk.op(SET_PLACES, { campaignId, occasionId, spaceIds: [seats["A-1-1"]] }))).toBe("FORBIDDEN");
    const put = await clerk.fetch("PUT", `/api/admin/vouchers/campaigns/${campaignId}/places`, {
      body: { occasionId, spaceIds: [seats["A-1-1"]] },
    });
    expect(put.status).toBe(403);
    expect((await clerk.fetch("GET", `/api/admin/vouchers/campaigns/${campaignId}/places`)).status).toBe(403);
    expect((await app.query(`SELECT 1 FROM voucher_campaign_places WHERE campaign_id = $1`, [campaignId])).length).toBe(0);
  });
});

describe("a voucher administrator without other permissions", () => {
  it("reads the events and a date (unpublished too) to choose places on, and holds them back", async () => {
    const { occasionId, seats } = await seatedDate();
    await app.query(`UPDATE occasions SET published = false WHERE id = $1`, [occasionId]);
    const { campaignId } = await campaignWithCode();
    const user = await insertUser(app, { permissions: ["administer_vouchers"] });
    const marketer = await signIn(app, user.email, user.password);
    const events = await marketer.op<{ adminEvents: Array<{ occasions: Array<{ id: string }> }> }>(
      `query { adminEvents { occasions { id } } }`,
    );
    expect(events.errors).toBeUndefined();
    expect(events.data!.adminEvents.flatMap((event) => event.occasions.map((occasion) => occasion.id))).toContain(occasionId);
    const date = await marketer.op<{ adminOccasion: { plan: { id: string } } }>(
      `query ($id: ID!) { adminOccasion(id: $id) { plan { id } } }`,
      {
        id: occasionId,
      },
    );
    expect(date.errors).toBeUndefined();
    const set = await marketer.op(SET_PLACES, { campaignId, occasionId, spaceIds: [seats["A-1-1"]] });
    expect(set.errors).toBeUndefined();
    // Reading is all: the date's events and bookings stay out of reach.
    expect(errorCode(await marketer.op(`mutation ($id: ID!) { deleteOccasion(id: $id) }`, { id: occasionId }))).toBe("FORBIDDEN");
  });
});

describe("a visitor holds a place held back for a code", () => {
  it("only with one of the campaign's codes, which the draft then carries (discounted); the code stays while it keeps places", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId, code } = await campaignWithCode();
    const other = await campaignWithCode();
    await holdBack(campaignId, occasionId, [seats["A-1-1"]!, seats["A-1-2"]!]);
    const buyer = await draftOn(occasionId);

    const refused = await addWithCode(buyer, seats["A-1-1"]!);
    expect(refused.status).toBe(409);
    expect(refused.text).toMatch(/held for a presale code/);
    expect((await addWithCode(buyer, seats["A-1-1"]!, "NO-SUCH-CODE")).status).toBe(422);
    const wrongCampaign = await addWithCode(buyer, seats["A-1-1"]!, other.code);
    expect(wrongCampaign.status).toBe(422);
    expect(wrongCampaign.text).toMatch(/does not unlock this place/);
    // The codes in GraphQL's extensions.
    const viaGraphQL = new GraphQLClient(app.url);
    await viaGraphQL.bookOk(occasionId);
    const ADD = `mutation ($uuid: ID!, $spaceId: ID!, $code: String) { addSpace(uuid: $uuid, spaceId: $spaceId, presaleCode: $code) { id } }`;
    expect(errorCode(await viaGraphQL.op(ADD, { uuid: viaGraphQL.uuid, spaceId: seats["A-1-1"] }))).toBe("SPACE_HELD_FOR_CODE");
    expect(errorCode(await viaGraphQL.op(ADD, { uuid: viaGraphQL.uuid, spaceId: seats["A-1-1"], code: other.code }))).toBe(
      "VOUCHER_NOT_APPLICABLE",
    );
    expect(errorCode(await viaGraphQL.op(ADD, { uuid: viaGraphQL.uuid, spaceId: seats["A-1-1"], code: "NOPE-1" }))).toBe("VOUCHER_INVALID");

    // A place on general sale is held as always, at its list price.
    expect((await addWithCode(buyer, seats["A-1-4"]!)).body.price).toBe(2000);
    const held = await addWithCode(buyer, seats["A-1-1"]!, ` ${code} `);
    expect(held.status).toBe(201);
    expect(held.body.price).toBe(1500);
    // The draft carries the code now: the campaign's next place needs it no more.
    expect((await addWithCode(buyer, seats["A-1-2"]!)).status).toBe(201);
    const draft = await buyer.getDraft();
    expect(draft.body.summary.total).toBe(3 * 1500);

    // Taking the code off, or swapping it for another campaign's, would keep the places without it.
    const removal = await buyer.fetch("DELETE", `/api/drafts/${buyer.uuid}/voucher?lng=en`);
    expect(removal.status).toBe(409);
    expect(removal.text).toMatch(/unlocked places/);
    expect((await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/voucher`, { body: { code: other.code } })).status).toBe(409);
    // Once the places are given up, it may go.
    const tickets = (await buyer.getDraft()).body.tickets.filter((ticket) => ticket.space_id !== seats["A-1-4"]);
    for (const ticket of tickets) expect((await buyer.removeTicket(ticket.id)).status).toBe(200);
    expect((await buyer.fetch("DELETE", `/api/drafts/${buyer.uuid}/voucher`)).status).toBe(200);

    // A draft with another campaign's code applied is told to take it off first.
    const second = await draftOn(occasionId);
    await second.addSpaceOk(seats["A-1-5"]!);
    expect((await second.fetch("POST", `/api/drafts/${second.uuid}/voucher`, { body: { code: other.code } })).status).toBe(200);
    const clash = await addWithCode(second, seats["A-1-1"]!, code);
    expect(clash.status).toBe(409);
    expect(clash.text).toMatch(/another code/);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("a one-use code unlocks places for one booking: 20 parallel buyers with it, exactly one holds the place, one use taken", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId, code, codeId } = await campaignWithCode({ maxUses: 1 });
    await holdBack(campaignId, occasionId, [seats["A-1-1"]!, seats["A-1-2"]!, seats["A-1-3"]!]);
    const buyers = await mapLimit(Array.from({ length: 20 }), 10, () => draftOn(occasionId));
    const outcomes = await Promise.all(
      buyers.map((buyer, index) => addWithCode(buyer, seats[`A-1-${(index % 3) + 1}`]!, code).then((answer) => answer.status)),
    );
    expect(outcomes.filter((status) => status === 201)).toHaveLength(1);
    expect(new Set(outcomes.filter((status) => status !== 201))).toEqual(new Set([409]));
    expect((await app.query<{ used: number }>(`SELECT used FROM voucher_codes WHERE id = $1`, [codeId]))[0]!.used).toBe(1);
    // The winner books it; the code's use is then used, the booking's ticket discounted.
    const winner = buyers[outcomes.indexOf(201)]!;
    const confirmed = await winner.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.summary.total).toBe(1500);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("best available and the waiting list's free places leave them alone; after the campaign ends they are on sale", async () => {
    const { occasionId, seats } = await seatedDate();
    const validUntil = new Date(clock.now().getTime() + 3_600_000);
    const { campaignId } = await campaignWithCode({ validUntil });
    // Seats 3-6 held back: the best pair would be in the middle of the row.
    await holdBack(
      campaignId,
      occasionId,
      ["A-1-3", "A-1-4", "A-1-5", "A-1-6"].map((name) => seats[name]!),
    );
    const party = new GraphQLClient(app.url);
    const best = await party.op<{ holdBestAvailable: GqlDraft }>(HOLD_BEST, { occasionId, count: 2 });
    expect(best.data?.holdBestAvailable.tickets.map((ticket) => ticket.spaceId).sort()).toEqual([seats["A-1-1"], seats["A-1-2"]].sort());
    const more = await new GraphQLClient(app.url).op(HOLD_BEST, { occasionId, count: 2 });
    expect(errorCode(more)).toBe("CONFLICT");

    // Sold out for the public: the waiting list may be joined (it counts no held-back place as free).
    const join = await new GraphQLClient(app.url).op(
      `mutation ($occasionId: ID!, $email: String!) { joinWaitingList(occasionId: $occasionId, email: $email, partySize: 1) { partySize } }`,
      { occasionId, email: "fan@example.com" },
    );
    expect(join.errors).toBeUndefined();

    // The campaign's end puts them on general sale, without a code.
    clock.advance(3_600_000 + 1000);
    const visitor = new GraphQLClient(app.url);
    expect(
      (await visitor.op<{ occasion: { presaleSpaceIds: string[] } }>(PRESALE_SPACES, { id: occasionId })).data?.occasion.presaleSpaceIds,
    ).toEqual([]);
    const buyer = await draftOn(occasionId);
    expect((await addWithCode(buyer, seats["A-1-4"]!)).status).toBe(201);
  });
});

describe("a season ticket", () => {
  it("cannot take a place held back for a code on any of its dates (a presale sells single dates); other places it takes", async () => {
    const series = await eventWithDates(app, { count: 3, seats: 4, ticketTypeId: demo.ticketTypes.adult! });
    const created = await createSeries(
      admin,
      seriesInput(series.eventId, series.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price: 6000 }]),
    );
    const { campaignId } = await campaignWithCode();
    await holdBack(campaignId, series.occasionIds[1]!, [series.spaceIds[0]!]);
    // The season ticket's map marks it: held back on one of its dates.
    const map = await admin.op<{ series: { presaleSpaceIds: string[] } }>(`query ($id: ID!) { series(id: $id) { presaleSpaceIds } }`, {
      id: created.id,
    });
    expect(map.errors).toBeUndefined();
    expect(map.data?.series.presaleSpaceIds).toEqual([series.spaceIds[0]]);
    const refused = await holdSeries(new GraphQLClient(app.url), created.id, [series.spaceIds[0]!]);
    expect(errorCode(refused)).toBe("SPACE_HELD_FOR_CODE");
    const held = await holdSeries(new GraphQLClient(app.url), created.id, [series.spaceIds[1]!]);
    expect(held.errors).toBeUndefined();
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});

describe("edges", () => {
  it("a date the campaign does not cover is refused; the same place held for two campaigns keeps the draft's code swappable between them", async () => {
    const { occasionId, eventId, seats } = await seatedDate();
    const other = await seatedDate();
    const [scoped] = await app.query<{ id: string }>(
      `INSERT INTO voucher_campaigns (name, kind, value, event_ids, updated_at) VALUES ('Scoped', 'percent', 1000, $1, now()) RETURNING id`,
      [[eventId]],
    );
    const outside = await admin.op(SET_PLACES, { campaignId: scoped!.id, occasionId: other.occasionId, spaceIds: [other.seats["A-1-1"]] });
    expect(errorCode(outside)).toBe("BAD_USER_INPUT");
    expect(outside.errors?.[0]?.extensions?.fields?.occasionId).toMatch(/do not cover this date/);

    const x = await campaignWithCode();
    const y = await campaignWithCode();
    await holdBack(x.campaignId, occasionId, [seats["A-1-1"]!]);
    await holdBack(y.campaignId, occasionId, [seats["A-1-1"]!]);
    const buyer = await draftOn(occasionId);
    expect((await addWithCode(buyer, seats["A-1-1"]!, x.code)).status).toBe(201);
    // Y's code holds the place back too: the draft may swap to it, but not drop the code altogether.
    expect((await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/voucher`, { body: { code: y.code } })).status).toBe(200);
    expect((await buyer.fetch("DELETE", `/api/drafts/${buyer.uuid}/voucher`)).status).toBe(409);
  });

  it("parallel saves of one campaign's places on a date: the last one holds, never a mix", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId } = await campaignWithCode();
    const lists = ["A-1-1", "A-1-2", "A-1-3", "A-1-4", "A-1-5", "A-1-6"].map((name) => [seats[name]!]);
    const answers = await Promise.all(lists.map((spaceIds) => admin.op(SET_PLACES, { campaignId, occasionId, spaceIds })));
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const held = await app.query<{ space_id: string }>(`SELECT space_id FROM voucher_campaign_places WHERE campaign_id = $1`, [campaignId]);
    expect(held).toHaveLength(1);
  });

  it("a cached date older than a few seconds is read again before it is served (another process held places back meanwhile)", async () => {
    const { occasionId, seats } = await seatedDate();
    const { campaignId } = await campaignWithCode();
    const cache = new SaleInfoCache(app.services.dataSource);
    expect(presalePlacesNow((await cache.get(occasionId))!, clock.now())).toEqual([]);
    await app.query(`INSERT INTO voucher_campaign_places (campaign_id, occasion_id, space_id) VALUES ($1, $2, $3)`, [
      campaignId,
      occasionId,
      seats["A-1-1"],
    ]);
    const later = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 6_000);
    try {
      expect(presalePlacesNow((await cache.get(occasionId))!, clock.now())).toEqual([seats["A-1-1"]]);
    } finally {
      later.mockRestore();
    }
  });
});
