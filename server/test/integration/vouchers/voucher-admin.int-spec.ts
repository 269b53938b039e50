/**
 * Voucher administration (issue 38, point 6): administer_vouchers (given by the migration to every role that
 * administers events), campaigns with their checks and versions, generated batches of unguessable codes, single codes
 * typed in any case, and a batch's CSV through the app's formula-safe writer.
 */
import "reflect-metadata";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRole, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, UNKNOWN_UUID, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { Vouchers1797420000000 } from "../../../src/app/database/migrations/1797420000000-vouchers.js";
import { VoucherCampaignPlaces1797460000000 } from "../../../src/app/database/migrations/1797460000000-voucher-campaign-places.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const CAMPAIGN_FIELDS = `id name kind value validFrom validUntil eventIds occasionIds ticketTypeIds priceZoneIds usesPerCode usesPerEmail updatedAt
  codeCount used`;

interface CampaignJson {
  id: string;
  name: string;
  kind: string;
  value: number;
  updatedAt: string;
  codeCount: number;
  usesPerCode: number | null;
}

async function createCampaign(input: Record<string, unknown>) {
  return admin.op<{ createVoucherCampaign: CampaignJson }>(
    `mutation ($input: VoucherCampaignInput!) { createVoucherCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }`,
    { input },
  );
}

async function campaignOk(input: Record<string, unknown> = {}): Promise<CampaignJson> {
  const answer = await createCampaign({ name: "Autumn friends", kind: "PERCENT", value: 1500, ...input });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.createVoucherCampaign;
}

describe("the permission", () => {
  it("the migration gives administer_vouchers to every role that administers events, once, and to no other", async () => {
    const events = await insertRole(app, ["administer_events", "check_in"]);
    const door = await insertRole(app, ["check_in"]);
    const runner = app.services.dataSource.createQueryRunner();
    try {
      // The presale's places refer to campaigns: undone first, done again last.
      const places = new VoucherCampaignPlaces1797460000000();
      const migration = new Vouchers1797420000000();
      await places.down(runner);
      await migration.down(runner);
      await migration.up(runner);
      await places.up(runner);
    } finally {
      await runner.release();
    }
    const permissions = async (id: string) =>
      (await app.query<{ permissions: string[] }>(`SELECT permissions FROM roles WHERE id = $1`, [id]))[0]!.permissions;
    expect(await permissions(events)).toEqual(["administer_events", "check_in", "administer_vouchers"]);
    expect(await permissions(door)).toEqual(["check_in"]);
    // The seeded administrator role held every permission already: it holds it once.
    const [administrators] = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM roles r, unnest(r.permissions) p WHERE p = 'administer_vouchers' AND 'administer_roles' = ANY (r.permissions)`,
    );
    expect(administrators!.n).toBeGreaterThan(0);
    expect(await app.query(`SELECT id FROM roles WHERE array_length(array_positions(permissions, 'administer_vouchers'), 1) > 1`)).toEqual(
      [],
    );
  });

  it("without administer_vouchers: FORBIDDEN in GraphQL and 403 for the CSV; with it, allowed", async () => {
    const user = await insertUser(app, { permissions: ["administer_bookings"] });
    const clerk = await signIn(app, user.email, user.password);
    const refused = await clerk.op(`query { voucherCampaigns { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const campaign = await campaignOk();
    expect((await clerk.fetch("GET", `/api/admin/vouchers/campaigns/${campaign.id}/codes.csv`)).status).toBe(403);
    const manager = await insertUser(app, { permissions: ["administer_vouchers"] });
    const allowed = await signIn(app, manager.email, manager.password);
    const listed = await allowed.op<{ voucherCampaigns: Array<{ id: string }> }>(`query { voucherCampaigns { id } }`);
    expect(listed.data!.voucherCampaigns.map((row) => row.id)).toContain(campaign.id);
  });
});

describe("campaigns", () => {
  it("are checked as a whole: every problem on its field", async () => {
    const answer = await createCampaign({
      name: " ",
      kind: "PERCENT",
      value: 10001,
      validFrom: "2027-01-02T00:00:00Z",
      validUntil: "2027-01-01T00:00:00Z",
      usesPerCode: 0,
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        name: "Give the campaign a name.",
        value: "Give a value: cents of at least 0, or a percentage of 0-100.",
        validUntil: "The end of validity must be after its start.",
        usesPerCode: "Uses must be at least 1 or left empty.",
      },
    });
  });

  it("an update as of an old version is refused as CONFLICT; as of the current one it saves", async () => {
    const campaign = await campaignOk({ eventIds: [], ticketTypeIds: [demo.ticketTypes.child] });
    const update = (version: string, name: string) =>
      admin.op<{ updateVoucherCampaign: CampaignJson }>(
        `mutation ($id: ID!, $input: VoucherCampaignInput!, $v: DateTimeISO!) {
           updateVoucherCampaign(id: $id, input: $input, version: $v) { ${CAMPAIGN_FIELDS} } }`,
        { id: campaign.id, input: { name, kind: "AMOUNT", value: 500 }, v: version },
      );
    const saved = await update(campaign.updatedAt, "Renamed");
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.updateVoucherCampaign).toMatchObject({ name: "Renamed", kind: "AMOUNT", value: 500 });
    expect((await update(campaign.updatedAt, "Lost")).errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const unknown = await admin.op(`query ($id: ID!) { voucherCampaign(id: $id) { id } }`, { id: UNKNOWN_UUID });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("lowering a campaign's uses per code", () => {
  it("reaches the codes issued already: capped at the new number, never below the uses a code has taken (used up then)", async () => {
    const campaign = await campaignOk({ value: 10000, usesPerCode: 5 });
    const generated = await admin.op<{ generateVoucherCodes: string[] }>(
      `mutation ($id: ID!) { generateVoucherCodes(campaignId: $id, count: 2, prefix: "lower-") }`,
      { id: campaign.id },
    );
    const [busy, fresh] = generated.data!.generateVoucherCodes;
    const own = await admin.op(
      `mutation ($id: ID!) { createVoucherCode(campaignId: $id, code: "LOWER-OWN-${Date.now()}", maxUses: 2) { code } }`,
      {
        id: campaign.id,
      },
    );
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    // Four uses of one code taken already (bookings sold).
    await app.query(`UPDATE voucher_codes SET used = 4 WHERE code = $1`, [busy]);
    const lowered = await admin.op<{ updateVoucherCampaign: CampaignJson }>(
      `mutation ($id: ID!, $input: VoucherCampaignInput!, $v: DateTimeISO!) {
         updateVoucherCampaign(id: $id, input: $input, version: $v) { ${CAMPAIGN_FIELDS} } }`,
      { id: campaign.id, input: { name: campaign.name, kind: "PERCENT", value: 10000, usesPerCode: 3 }, v: campaign.updatedAt },
    );
    expect(lowered.errors, JSON.stringify(lowered.errors)).toBeUndefined();
    expect(lowered.data!.updateVoucherCampaign.usesPerCode).toBe(3);
    const codes = await app.query<{ code: string; max_uses: number; used: number }>(
      `SELECT code, max_uses, used FROM voucher_codes WHERE campaign_id = $1 ORDER BY max_uses, code`,
      [campaign.id],
    );
    expect(codes).toEqual([
      { code: expect.stringMatching(/^LOWER-OWN-/), max_uses: 2, used: 0 },
      { code: fresh, max_uses: 3, used: 0 },
      { code: busy, max_uses: 4, used: 4 },
    ]);
    // The code past the new number takes no more uses.
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions["Evening show"]!);
    await buyer.addSpaceOk(demo.space("R4-S4"));
    const refused = await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/voucher`, { body: { code: busy!.toLowerCase() } });
    expect({ status: refused.status, text: refused.text }).toEqual({ status: 409, text: "This code has been used up." });
  });
});

describe("codes", () => {
  it("a generated batch: unguessable Crockford base32 after the prefix, each with the campaign's uses; the count is bounded", async () => {
    const campaign = await campaignOk({ usesPerCode: 2 });
    const generated = await admin.op<{ generateVoucherCodes: string[] }>(
      `mutation ($id: ID!) { generateVoucherCodes(campaignId: $id, count: 200, prefix: "autumn-") }`,
      { id: campaign.id },
    );
    const codes = generated.data!.generateVoucherCodes;
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^AUTUMN-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await app.query(`SELECT DISTINCT max_uses, used FROM voucher_codes WHERE campaign_id = $1`, [campaign.id])).toEqual([
      { max_uses: 2, used: 0 },
    ]);
    for (const count of [0, 10_001]) {
      const refused = await admin.op(`mutation ($id: ID!, $n: Int!) { generateVoucherCodes(campaignId: $id, count: $n) }`, {
        id: campaign.id,
        n: count,
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { count: expect.any(String) } });
    }
  });

  it("a single code typed in any case is stored upper-case, once; a customer types it in any case too", async () => {
    const campaign = await campaignOk({ value: 10000 });
    const create = () =>
      admin.op<{ createVoucherCode: { code: string; maxUses: number | null } }>(
        `mutation ($id: ID!) { createVoucherCode(campaignId: $id, code: " Early-Bird ", maxUses: 5) { code maxUses } }`,
        { id: campaign.id },
      );
    expect((await create()).data!.createVoucherCode).toEqual({ code: "EARLY-BIRD", maxUses: 5 });
    expect((await create()).errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions["Evening show"]!);
    await buyer.addSpaceOk(demo.space("R3-S3"));
    const applied = await buyer.fetch<{ total: number }>("POST", `/api/drafts/${buyer.uuid}/voucher`, { body: { code: "early-bird" } });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.total).toBe(0);
  });

  it("a batch's CSV: a header in the chosen language, every code with its uses, text that would start a formula neutralised", async () => {
    const campaign = await campaignOk();
    await admin.op(`mutation ($id: ID!) { generateVoucherCodes(campaignId: $id, count: 3) }`, { id: campaign.id });
    await admin.op(`mutation ($id: ID!) { createVoucherCode(campaignId: $id, code: "-SUM1") { code } }`, { id: campaign.id });
    const answer = await admin.fetch("GET", `/api/admin/vouchers/campaigns/${campaign.id}/codes.csv?lng=fi`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows]: string[][] = parse(answer.text, { delimiter: ";", bom: true });
    expect(header).toEqual(["Koodi", "Käytetty", "Käyttökertoja enintään"]);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[0])).toContain("'-SUM1");
    expect(rows.every((row) => row[1] === "0")).toBe(true);
    expect((await admin.fetch("GET", `/api/admin/vouchers/campaigns/${UNKNOWN_UUID}/codes.csv`)).status).toBe(404);
  });
});
