/**
 * Issue 14, plans from the admin (administer_plans): the map uploaded with PUT /api/plans/{id}/map.svg and
 * sanitized, spaces created from the map's elements, spaces saved in bulk without breaking any occasion's
 * inventory, name patterns, label masks and scoped CSS, and price zones priced on customers' holds. Every
 * refusal is checked against the stored state: nothing is saved half-way.
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { Browser, GraphQLClient, RestClient, type GraphQLAnswer, type HttpAnswer } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

const CONCERT_HALL = readFileSync(new URL("../../../fixtures/plans/concert-hall.svg", import.meta.url), "utf8");
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
let token: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { SEED_CONCERT_HALL: "true" } });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  const created = await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "plan maps") { token } }`);
  token = created.data!.createApiToken.token;
});

afterAll(async () => {
  await app?.stop();
});

const PLAN_FIELDS = `id name namePattern mapLabelMask spaceLabelMask styles updatedAt names { language text }
  priceZones { id name position } spaces { id name label maxTickets section row seat priceZoneId companionOfId spaceType { id name accessible } }`;

interface SpaceJson {
  id: string;
  name: string;
  label: string;
  maxTickets: number;
  section: string | null;
  row: string | null;
  seat: string | null;
  priceZoneId: string | null;
  companionOfId: string | null;
  spaceType: { id: string; name: string; accessible: boolean } | null;
}

interface PlanJson {
  id: string;
  name: string;
  namePattern: string | null;
  mapLabelMask: string | null;
  spaceLabelMask: string | null;
  styles: string | null;
  updatedAt: string;
  names: Array<{ language: string; text: string }>;
  priceZones: Array<{ id: string; name: string; position: number }>;
  spaces: SpaceJson[];
}

interface SpaceInput {
  id?: string;
  name: string;
  maxTickets: number;
  spaceTypeId?: string | null;
  priceZoneId?: string | null;
  companionOfId?: string | null;
}

/** The data of an answer that must succeed. */
function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/** The single error of an answer that must fail. */
function failure(answer: GraphQLAnswer<unknown>) {
  expect(answer.errors, `expected an error, got ${JSON.stringify(answer.data)}`).toHaveLength(1);
  return answer.errors![0]!;
}

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  const error = failure(answer);
  expect(error.extensions?.code, JSON.stringify(error)).toBe("BAD_USER_INPUT");
  return error.extensions!.fields as Record<string, string>;
}

/** The masks the tests give as one string are the default language's (en): the input takes them per language. */
function planInput({
  mapLabelMask = "{name}: {remaining} / {max}",
  spaceLabelMask = "{name}",
  ...overrides
}: Record<string, unknown> = {}) {
  const inDefaultLanguage = (mask: unknown) => (typeof mask === "string" ? [{ language: "en", text: mask }] : []);
  return {
    names: [
      { language: "en", text: `Test hall ${Math.random().toString(36).slice(2, 8)}` },
      { language: "fi", text: "Testisali" },
      { language: "sv", text: "Testsal" },
    ],
    descriptions: [],
    namePattern: null,
    mapLabelMasks: inDefaultLanguage(mapLabelMask),
    spaceLabelMasks: inDefaultLanguage(spaceLabelMask),
    styles: null,
    ...overrides,
  };
}

async function createPlan(overrides: Record<string, unknown> = {}): Promise<PlanJson> {
  return ok(
    await admin.op<{ createPlan: { plan: PlanJson } }>(
      `mutation ($input: PlanInput!) { createPlan(input: $input) { plan { ${PLAN_FIELDS} } } }`,
      {
        input: planInput(overrides),
      },
    ),
  ).createPlan.plan;
}

async function getPlan(id: string): Promise<PlanJson> {
  return ok(await admin.op<{ plan: PlanJson }>(`query ($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`, { id })).plan;
}

function createSpacesFromMap(planId: string, version: string) {
  return admin.op<{ createSpacesFromMap: PlanJson }>(
    `mutation ($planId: ID!, $version: DateTimeISO!) { createSpacesFromMap(planId: $planId, version: $version) { ${PLAN_FIELDS} } }`,
    { planId, version },
  );
}

function saveSpaces(planId: string, version: string, save: SpaceInput[], remove: string[] = []) {
  return admin.op<{ savePlanSpaces: PlanJson }>(
    `mutation ($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) {
       savePlanSpaces(planId: $planId, changes: $changes, version: $version) { ${PLAN_FIELDS} } }`,
    { planId, changes: { save, delete: remove }, version },
  );
}

function updatePlan(plan: PlanJson, overrides: Record<string, unknown>) {
  return admin.op<{ updatePlan: { plan: PlanJson; stylesRemoved: string[] } }>(
    `mutation ($id: ID!, $input: PlanInput!, $version: DateTimeISO!) {
       updatePlan(id: $id, input: $input, version: $version) { plan { ${PLAN_FIELDS} } stylesRemoved } }`,
    {
      id: plan.id,
      version: plan.updatedAt,
      input: planInput({
        names: plan.names,
        namePattern: plan.namePattern,
        mapLabelMask: plan.mapLabelMask,
        spaceLabelMask: plan.spaceLabelMask,
        styles: plan.styles,
        ...overrides,
      }),
    },
  );
}

/** PUT the map through a browser's session (its cookies and, unless told otherwise, its X-CSRF-Token). */
function putMap(
  browser: Browser,
  planId: string,
  svg: string,
  options: { contentType?: string; csrf?: boolean; headers?: Record<string, string>; cookies?: boolean } = {},
): Promise<HttpAnswer<unknown>> {
  return browser.fetch("PUT", `/api/plans/${planId}/map.svg`, {
    body: svg,
    options: {
      csrf: options.csrf,
      cookies: options.cookies,
      headers: { "content-type": options.contentType ?? "image/svg+xml", ...options.headers },
    },
  });
}

/** What the database holds of a plan: map, version and its spaces. */
async function stored(planId: string) {
  const [row] = await app.query<{ map: string; map_removed: string[]; updated_at: Date; styles: string | null; masks: string }>(
    `SELECT map, map_removed, updated_at, styles, concat_ws('|', map_label_masks->>'en', space_label_masks->>'en') AS masks FROM plans WHERE id = $1`,
    [planId],
  );
  const spaces = await app.query<{ name: string; max_tickets: number; price_zone_id: string | null }>(
    `SELECT name, max_tickets, price_zone_id FROM spaces WHERE plan_id = $1 ORDER BY name`,
    [planId],
  );
  return { ...row!, updated_at: row!.updated_at.toISOString(), spaces };
}

const byName = (plan: PlanJson) => new Map(plan.spaces.map((space) => [space.name, space]));

describe("PUT /api/plans/{id}/map.svg", () => {
  it("takes the concert hall from an administrator's session with the CSRF header: 200 and the sanitized SVG, stored", async () => {
    const plan = await createPlan();
    const answer = await putMap(admin, plan.id, CONCERT_HALL);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(answer.text.trimStart()).toMatch(/^<svg[\s>]/);
    expect(answer.text).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(new Set([...answer.text.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])).size).toBe(2016);
    // Nothing dangerous in the fixture: nothing was removed.
    expect(JSON.parse(decodeURIComponent(answer.headers.get("x-sanitizer-removed")!))).toEqual([]);
    const state = await stored(plan.id);
    expect(state.map).toBe(answer.text);
    expect(state.updated_at).not.toBe(plan.updatedAt);
    // What GET serves is what was answered.
    const served = await new Browser(app.url).fetch("GET", `/api/plans/${plan.id}/map.svg`);
    expect(served.text).toBe(answer.text);
  });

  it("takes it with an API token (no session, no CSRF header)", async () => {
    const plan = await createPlan();
    const response = await fetch(`${app.url}/api/plans/${plan.id}/map.svg`, {
      method: "PUT",
      headers: { "content-type": "image/svg+xml", authorization: `Bearer ${token}` },
      body: CONCERT_HALL,
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(200);
    expect(text).toContain('id="PC-12-7"');
    expect((await stored(plan.id)).map).toBe(text);
  });

  it("answers a hostile SVG sanitized and lists what was removed (header and planMapRemoved)", async () => {
    const plan = await createPlan();
    const hostile = `<svg ${SVG_NS} viewBox="0 0 100 100"><script>alert(1)</script>
      <rect id="A-1" class="space" x="1" y="1" width="10" height="10" onclick="alert(2)"/>
      <rect id="A-2" class="space" x="20" y="1" width="10" height="10" onmouseover="steal()"/></svg>`;
    const answer = await putMap(admin, plan.id, hostile);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toMatch(/script|onclick|onmouseover|alert|steal/i);
    expect(answer.text).toContain('id="A-1"');
    expect(answer.text).toContain('id="A-2"');
    const removed: string[] = JSON.parse(decodeURIComponent(answer.headers.get("x-sanitizer-removed")!));
    expect(
      removed.some((entry) => /script/.test(entry)),
      JSON.stringify(removed),
    ).toBe(true);
    expect(
      removed.some((entry) => /onclick/.test(entry)),
      JSON.stringify(removed),
    ).toBe(true);
    expect(
      removed.some((entry) => /onmouseover/.test(entry)),
      JSON.stringify(removed),
    ).toBe(true);
    const report = ok(await admin.op<{ planMapRemoved: string[] }>(`query ($id: ID!) { planMapRemoved(planId: $id) }`, { id: plan.id }));
    expect(report.planMapRemoved).toEqual(removed);
    expect((await stored(plan.id)).map).toBe(answer.text);
  });

  it("refuses a file that is not well-formed (400, a clear message) and keeps the map", async () => {
    const plan = await createPlan();
    expect((await putMap(admin, plan.id, CONCERT_HALL)).status).toBe(200);
    const before = await stored(plan.id);
    for (const broken of [`<svg ${SVG_NS}><rect id="A-1" class="space"></svg>`, "not an svg at all", `<svg ${SVG_NS}><g>`]) {
      const answer = await putMap(admin, plan.id, broken);
      expect(answer.status, broken).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(answer.text, broken).toMatch(/^The file is not a well-formed SVG image: \S/);
    }
    const finnish = await admin.fetch("PUT", `/api/plans/${plan.id}/map.svg?lng=fi`, {
      body: "<svg",
      options: { headers: { "content-type": "image/svg+xml" } },
    });
    expect(finnish).toMatchObject({ status: 400 });
    // Where the XML breaks, in the caller's language (not the parser's English).
    expect(finnish.text).toMatch(/^Tiedosto ei ole kelvollinen SVG-kuva: sen XML on rikki rivillä 1, sarakkeessa \d+$/);
    const html = await putMap(admin, plan.id, "<html><body/></html>");
    expect(html.text).toBe("The file is not a well-formed SVG image: its outermost element is <html>, not <svg>");
    expect(await stored(plan.id)).toEqual(before);
  });

  it("refuses another Content-Type (400) and keeps the map", async () => {
    const plan = await createPlan();
    const before = await stored(plan.id);
    for (const contentType of ["text/plain", "application/octet-stream", "text/xml"]) {
      const answer = await putMap(admin, plan.id, CONCERT_HALL, { contentType });
      expect(answer.status, contentType).toBe(400);
      expect(answer.text, contentType).toBe("Send the map as an SVG image (Content-Type: image/svg+xml)");
    }
    expect(await stored(plan.id)).toEqual(before);
  });

  it("refuses a user without administer_plans (403), an anonymous caller (401) and a session without the CSRF header (403)", async () => {
    const plan = await createPlan();
    const before = await stored(plan.id);
    const user = await insertUser(app, { permissions: ["administer_events", "administer_space_types", "administer_bookings"] });
    const eventsAdmin = await signIn(app, user.email, user.password);
    const forbidden = await putMap(eventsAdmin, plan.id, CONCERT_HALL);
    expect(forbidden.status, forbidden.text).toBe(403);

    const anonymous = new Browser(app.url);
    await anonymous.authenticate();
    expect((await putMap(anonymous, plan.id, CONCERT_HALL)).status).toBe(401);

    const noCsrf = await putMap(admin, plan.id, CONCERT_HALL, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.text).toBe("Your session token is missing or out of date; reload the page and try again");
    const wrongCsrf = await admin.fetch("PUT", `/api/plans/${plan.id}/map.svg`, {
      body: CONCERT_HALL,
      options: { csrfToken: "not-the-token", headers: { "content-type": "image/svg+xml" } },
    });
    expect(wrongCsrf.status).toBe(403);
    expect(await stored(plan.id)).toEqual(before);
  });

  it("answers 404 for an unknown plan and 400 for a malformed id", async () => {
    expect((await putMap(admin, "6f1d3c4e-8a2b-4c1d-9e0f-1a2b3c4d5e6f", CONCERT_HALL)).status).toBe(404);
    expect((await putMap(admin, "not-a-plan", CONCERT_HALL)).status).toBe(400);
  });
});

describe("PUT /api/plans/{id}/map.svg over PLAN_SVG_MAX_BYTES", () => {
  let small: BookingTestApp;
  beforeAll(async () => {
    small = await startBookingApp({ demoData: false, env: { PLAN_SVG_MAX_BYTES: "4096" } });
  });
  afterAll(async () => {
    await small?.stop();
  });

  it("answers 413 and keeps the map; a map under the limit is taken", async () => {
    const smallAdmin = await signIn(small, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await smallAdmin.op<{ createPlan: { plan: { id: string } } }>(
      `mutation ($input: PlanInput!) { createPlan(input: $input) { plan { id } } }`,
      { input: planInput() },
    );
    const planId = ok(created).createPlan.plan.id;
    const [before] = await small.query<{ map: string }>(`SELECT map FROM plans WHERE id = $1`, [planId]);
    const tooLarge = await putMap(smallAdmin, planId, CONCERT_HALL);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toBe("Request is too large");
    // Just over the limit too.
    const padded = `<svg ${SVG_NS}><rect id="A-1" class="space" width="1" height="1"/>${" ".repeat(4096)}</svg>`;
    expect((await putMap(smallAdmin, planId, padded)).status).toBe(413);
    expect((await small.query<{ map: string }>(`SELECT map FROM plans WHERE id = $1`, [planId]))[0]!.map).toBe(before!.map);
    const fits = await putMap(smallAdmin, planId, `<svg ${SVG_NS}><rect id="A-1" class="space" width="1" height="1"/></svg>`);
    expect(fits.status, fits.text).toBe(200);
    expect(fits.text).toContain('id="A-1"');
  });
});

describe("createSpacesFromMap", () => {
  it("creates the concert hall's 2,016 places from its elements: standing areas, wheelchair places, companions, section/row/seat", async () => {
    const plan = await createPlan();
    expect((await putMap(admin, plan.id, CONCERT_HALL)).status).toBe(200);
    const uploaded = await getPlan(plan.id);
    const created = ok(await createSpacesFromMap(plan.id, uploaded.updatedAt)).createSpacesFromMap;
    expect(created.spaces).toHaveLength(2016);
    expect(created.spaces.reduce((sum, space) => sum + space.maxTickets, 0)).toBe(2434);
    const spaces = byName(created);

    expect(spaces.get("standing-floor")).toMatchObject({ maxTickets: 300, section: "SF", row: null, seat: null });
    expect(spaces.get("standing-terrace")).toMatchObject({ maxTickets: 120, section: "ST", row: null, seat: null });
    expect(spaces.get("standing-floor")!.spaceType?.name).toBe("Standing");

    const [wheelchairType] = await app.query<{ id: string }>(`SELECT id FROM space_types WHERE accessible`);
    for (let n = 1; n <= 8; n += 1) {
      const place = spaces.get(`W-${n}`)!;
      const companion = spaces.get(`W-${n}-C`)!;
      expect(place.spaceType, `W-${n}`).toEqual({ id: wheelchairType!.id, name: "Wheelchair place", accessible: true });
      expect(place.maxTickets).toBe(1);
      expect(place.companionOfId).toBeNull();
      expect(companion.companionOfId, `W-${n}-C`).toBe(place.id);
      expect(companion.section).toBe(place.section);
      // A companion is a 'Companion seat' (its class), numbered as its wheelchair place (demo-hall.spec: its label).
      expect(companion.spaceType?.name, `W-${n}-C`).toBe("Companion seat");
      expect(companion).toMatchObject({ row: null, seat: String(n) });
    }
    expect(spaces.get("W-1")!.section).toBe("PL");
    expect(spaces.get("W-5")!.section).toBe("B1");

    expect(spaces.get("PC-12-7")).toMatchObject({ section: "PC", row: "12", seat: "7", maxTickets: 1, companionOfId: null });
    expect(spaces.get("PC-12-7")!.spaceType).toMatchObject({ name: "Seat", accessible: false });
    expect(spaces.get("B2-6-1")).toMatchObject({ section: "B2", row: "6", seat: "1" });
    // Every seat has its three parts, as its data-* attributes say.
    const seats = created.spaces.filter((space) => /^[A-Z]+\d*-\d+-\d+$/.test(space.name));
    expect(seats).toHaveLength(1998);
    for (const seat of seats) expect(`${seat.section}-${seat.row}-${seat.seat}`).toBe(seat.name);
    // The database agrees.
    expect((await stored(plan.id)).spaces).toHaveLength(2016);
  });

  it("a second call creates nothing; a stale version is CONFLICT and creates nothing", async () => {
    const plan = await createPlan();
    expect((await putMap(admin, plan.id, CONCERT_HALL)).status).toBe(200);
    const uploaded = await getPlan(plan.id);
    const first = ok(await createSpacesFromMap(plan.id, uploaded.updatedAt)).createSpacesFromMap;
    const second = ok(await createSpacesFromMap(plan.id, first.updatedAt)).createSpacesFromMap;
    expect(second.spaces.map((space) => space.id).sort()).toEqual(first.spaces.map((space) => space.id).sort());

    // Removing a few spaces and calling again over the old version: refused, nothing recreated.
    const removed = first.spaces.filter((space) => space.name.startsWith("PL-1-")).map((space) => space.id);
    const afterDelete = ok(await saveSpaces(plan.id, second.updatedAt, [], removed)).savePlanSpaces;
    expect(afterDelete.spaces).toHaveLength(2016 - removed.length);
    const before = await stored(plan.id);
    const stale = failure(await createSpacesFromMap(plan.id, first.updatedAt));
    expect(stale.extensions?.code).toBe("CONFLICT");
    expect(stale.message).toMatch(/^Changed by someone else meanwhile/);
    expect(await stored(plan.id)).toEqual(before);
    // Over the current version the missing ones come back.
    const again = ok(await createSpacesFromMap(plan.id, afterDelete.updatedAt)).createSpacesFromMap;
    expect(again.spaces).toHaveLength(2016);
  });

  it("reads section, row and seat from the names with the plan's namePattern when the SVG has no data attributes", async () => {
    const plan = await createPlan({ spaceLabelMask: "Section {section}, row {row}, seat {seat}" });
    const svg = `<svg ${SVG_NS} viewBox="0 0 100 100">
      <rect id="A-1-1" class="space" x="0" y="0" width="5" height="5"/><rect id="A-1-2" class="space" x="10" y="0" width="5" height="5"/>
      <rect id="B-10-3" class="space" x="0" y="10" width="5" height="5"/><rect id="stage" x="0" y="50" width="100" height="10"/></svg>`;
    expect((await putMap(admin, plan.id, svg)).status).toBe(200);
    const created = ok(await createSpacesFromMap(plan.id, (await getPlan(plan.id)).updatedAt)).createSpacesFromMap;
    // The stage has no class "space" and no data-*: not a place.
    expect(created.spaces.map((space) => space.name)).toEqual(["A-1-1", "A-1-2", "B-10-3"]);
    for (const space of created.spaces) expect([space.section, space.row, space.seat]).toEqual([null, null, null]);

    const saved = ok(await updatePlan(created, { namePattern: "{section}-{row}-{seat}" })).updatePlan.plan;
    expect(saved.namePattern).toBe("{section}-{row}-{seat}");
    expect(saved.spaces.map((space) => [space.name, space.section, space.row, space.seat, space.label])).toEqual([
      ["A-1-1", "A", "1", "1", "Section A, row 1, seat 1"],
      ["A-1-2", "A", "1", "2", "Section A, row 1, seat 2"],
      ["B-10-3", "B", "10", "3", "Section B, row 10, seat 3"],
    ]);
    // A pattern with a part twice is refused on its field and changes nothing.
    const before = await stored(plan.id);
    expect(fieldsOf(await updatePlan(saved, { namePattern: "{row}-{row}" }))).toEqual({
      namePattern: "Each of {section}, {row} and {seat} may appear once",
    });
    expect(await stored(plan.id)).toEqual(before);
  });
});

describe("savePlanSpaces", () => {
  let plan: PlanJson;
  let future: string;
  let ended: string;

  beforeAll(async () => {
    const created = await createPlan();
    plan = ok(
      await saveSpaces(created.id, created.updatedAt, [
        { name: "S1", maxTickets: 1 },
        { name: "S2", maxTickets: 1 },
        { name: "standing", maxTickets: 10 },
      ]),
    ).savePlanSpaces;
    ({ occasionId: future } = await createOccasion(app, { planId: plan.id, eventPrices: { [demo.ticketTypes.adult!]: 2000 } }));
    ({ occasionId: ended } = await createOccasion(app, {
      planId: plan.id,
      eventPrices: { [demo.ticketTypes.adult!]: 2000 },
      startTime: new Date(Date.now() - 3 * 86_400_000),
    }));
  });

  const current = async () => (plan = await getPlan(plan.id));

  it("refuses duplicate names, within the request and with an existing space, on the field; nothing is saved", async () => {
    await current();
    const before = await stored(plan.id);
    expect(
      fieldsOf(
        await saveSpaces(plan.id, plan.updatedAt, [
          { name: "N1", maxTickets: 1 },
          { name: "N1", maxTickets: 1 },
        ]),
      ),
    ).toEqual({ "save.1.name": "Another space of this plan has this name" });
    expect(fieldsOf(await saveSpaces(plan.id, plan.updatedAt, [{ name: "S2", maxTickets: 1 }]))).toEqual({
      "save.0.name": "Another space of this plan has this name",
    });
    // Renaming an existing space onto another's name too.
    const s1 = byName(plan).get("S1")!;
    expect(fieldsOf(await saveSpaces(plan.id, plan.updatedAt, [{ id: s1.id, name: "S2", maxTickets: 1 }]))).toEqual({
      "save.0.name": "Another space of this plan has this name",
    });
    expect(await stored(plan.id)).toEqual(before);
  });

  it("refuses maxTickets 0 (and a bad name) on the field; nothing is saved", async () => {
    await current();
    const before = await stored(plan.id);
    expect(
      fieldsOf(
        await saveSpaces(plan.id, plan.updatedAt, [
          { name: "N2", maxTickets: 1 },
          { name: "N3", maxTickets: 0 },
          { name: "bad name", maxTickets: 1 },
        ]),
      ),
    ).toEqual({
      "save.1.maxTickets": "Give a whole number of tickets from 1 to 100,000",
      "save.2.name": "Give a name of 1-100 letters, digits, '.', '_', ':' or '-', starting with a letter or digit",
    });
    const s1 = byName(plan).get("S1")!;
    expect(fieldsOf(await saveSpaces(plan.id, plan.updatedAt, [{ id: s1.id, name: "S1", maxTickets: 0 }]))).toEqual({
      "save.0.maxTickets": "Give a whole number of tickets from 1 to 100,000",
    });
    expect(await stored(plan.id)).toEqual(before);
  });

  it("refuses to delete a space that has tickets: CONFLICT naming it, and the rest of the save is not applied", async () => {
    await current();
    const s1 = byName(plan).get("S1")!;
    const s2 = byName(plan).get("S2")!;
    await insertBooking(app, { occasionId: future, status: "booked", spaceIds: [s1.id], ticketTypeId: demo.ticketTypes.adult! });
    const before = await stored(plan.id);
    const error = failure(await saveSpaces(plan.id, plan.updatedAt, [{ name: "N4", maxTickets: 1 }], [s1.id, s2.id]));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("Tickets point at S1, so they cannot be removed");
    expect(await stored(plan.id)).toEqual(before);
    expect(await app.query(`SELECT 1 FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [future, s2.id])).toHaveLength(1);
  });

  it("refuses to rename a space that has tickets: CONFLICT naming it; nothing is saved", async () => {
    await current();
    const s1 = byName(plan).get("S1")!;
    const before = await stored(plan.id);
    const error = failure(await saveSpaces(plan.id, plan.updatedAt, [{ id: s1.id, name: "S1-renamed", maxTickets: 1 }]));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("Tickets point at S1, so they keep their names");
    expect(await stored(plan.id)).toEqual(before);
  });

  it("refuses to shrink a standing area below what an occasion holds: CONFLICT; down to what is held it is saved on occasions not ended", async () => {
    await current();
    const standing = byName(plan).get("standing")!;
    await insertBooking(app, {
      occasionId: future,
      status: "booked",
      spaceIds: [standing.id, standing.id, standing.id],
      ticketTypeId: demo.ticketTypes.adult!,
    });
    const before = await stored(plan.id);
    const error = failure(await saveSpaces(plan.id, plan.updatedAt, [{ id: standing.id, name: "standing", maxTickets: 2 }]));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("An occasion holds more tickets than the new size of standing (3)");
    expect(await stored(plan.id)).toEqual(before);
    const capacity = async (occasionId: string) =>
      (
        await app.query<{ max_tickets: number; held: number }>(
          `SELECT max_tickets, held FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`,
          [occasionId, standing.id],
        )
      )[0];
    expect(await capacity(future)).toEqual({ max_tickets: 10, held: 3 });

    const saved = ok(await saveSpaces(plan.id, plan.updatedAt, [{ id: standing.id, name: "standing", maxTickets: 3 }])).savePlanSpaces;
    expect(byName(saved).get("standing")!.maxTickets).toBe(3);
    expect(await capacity(future)).toEqual({ max_tickets: 3, held: 3 });
    // The ended occasion keeps the capacity it was sold with.
    expect(await capacity(ended)).toEqual({ max_tickets: 10, held: 0 });
  });

  it("a new space is free on an occasion of the plan that has not ended, and not on an ended one", async () => {
    await current();
    const saved = ok(await saveSpaces(plan.id, plan.updatedAt, [{ name: "S9", maxTickets: 4 }])).savePlanSpaces;
    const s9 = byName(saved).get("S9")!;
    expect(s9.maxTickets).toBe(4);
    const visitor = new GraphQLClient(app.url);
    await eventually(async () => {
      const occasion = ok(
        await visitor.op<{ occasion: { occupancy: Array<{ spaceId: string; count: number; maxTickets: number }> } }>(
          `query ($id: ID!) { occasion(id: $id) { occupancy { spaceId count maxTickets } } }`,
          { id: future },
        ),
      ).occasion;
      expect(occasion.occupancy.find((row) => row.spaceId === s9.id)).toEqual({ spaceId: s9.id, count: 0, maxTickets: 4 });
    });
    expect(
      await app.query(`SELECT held, max_tickets FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [future, s9.id]),
    ).toEqual([{ held: 0, max_tickets: 4 }]);
    expect(await app.query(`SELECT 1 FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [ended, s9.id])).toEqual([]);
    // A customer can hold it.
    const buyer = new RestClient(app.url);
    await buyer.bookOk(future);
    const ticket = await buyer.addSpaceOk(s9.id);
    expect(ticket.space_id).toBe(s9.id);
  });

  it("a stale version is CONFLICT and saves nothing", async () => {
    const stale = plan.updatedAt;
    await current();
    ok(await saveSpaces(plan.id, plan.updatedAt, [{ name: "S10", maxTickets: 1 }]));
    const before = await stored(plan.id);
    expect(failure(await saveSpaces(plan.id, stale, [{ name: "S11", maxTickets: 1 }])).extensions?.code).toBe("CONFLICT");
    expect(await stored(plan.id)).toEqual(before);
  });
});

/** Occupancy snapshots may be up to a second old: a change shows soon, not necessarily on the next read. */
function eventually(check: () => Promise<void>): Promise<void> {
  return vi.waitFor(check, { timeout: 3000, interval: 100 });
}

describe("updatePlan", () => {
  it("refuses a mask without a part of the name and one with an unknown placeholder, on their fields; nothing is saved", async () => {
    const plan = await createPlan();
    const before = await stored(plan.id);
    expect(fieldsOf(await updatePlan(plan, { spaceLabelMask: "{type}", mapLabelMask: "{name} in {zone}" }))).toEqual({
      "spaceLabelMasks.en": "Include {name}, {section}, {row} or {seat}, so that each place reads differently",
      "mapLabelMasks.en": "Use only {name}, {type}, {section}, {row}, {seat}, {remaining} and {max}",
    });
    expect(fieldsOf(await updatePlan(plan, { mapLabelMask: "{remaining} / {max}" }))).toEqual({
      "mapLabelMasks.en": "Include {name}, {section}, {row} or {seat}, so that each place reads differently",
    });
    expect(await stored(plan.id)).toEqual(before);
    const saved = ok(await updatePlan(plan, { spaceLabelMask: "{type} {row}/{seat}" })).updatePlan.plan;
    expect(saved.spaceLabelMask).toBe("{type} {row}/{seat}");
  });

  it("refuses CSS that does not parse with a message naming line and column; nothing is saved", async () => {
    const plan = await createPlan({ styles: ".seat { fill: #123; }" });
    const before = await stored(plan.id);
    const one = failure(await updatePlan(plan, { styles: ".a { color: red" }));
    expect(one.extensions?.code).toBe("BAD_USER_INPUT");
    expect(one.message).toMatch(/^The CSS does not parse at line 1, column 1: \S/);
    expect(one.extensions?.fields).toEqual({ styles: "The CSS does not parse" });
    const second = failure(await updatePlan(plan, { styles: ".a { fill: red; }\n\n  .b { color: red" }));
    expect(second.message).toMatch(/^The CSS does not parse at line 3, column 3: \S/);
    expect(await stored(plan.id)).toEqual(before);
  });

  it("stores CSS without @import, url(https://...) and position: fixed, every selector under .plan, and lists what was removed", async () => {
    const plan = await createPlan();
    const css = [
      `@import url("https://evil.example/x.css");`,
      `rect.seat { fill: #123456; background: url(https://x); }`,
      `.wrapper, g > .label { position: fixed; color: blue; }`,
      `.plan .ok { stroke: red; }`,
      `@media (max-width: 600px) { .label { display: none; } }`,
    ].join("\n");
    const answer = ok(await updatePlan(plan, { styles: css })).updatePlan;
    expect(answer.stylesRemoved).toEqual(["@import", "background in .plan rect.seat", "position in .plan .wrapper, .plan g > .label"]);
    const styles = answer.plan.styles!;
    expect((await stored(plan.id)).styles).toBe(styles);
    expect(styles).not.toMatch(/@import|url\(|position|https:/);
    expect(styles).toContain("fill: #123456");
    expect(styles).toContain("color: blue");
    expect(styles).toContain("@media (max-width: 600px)");
    const selectors = [...styles.matchAll(/([^{};]+)\{/g)]
      .map((match) => match[1]!.trim())
      .filter((selector) => !selector.startsWith("@"))
      .flatMap((selector) => selector.split(","))
      .map((selector) => selector.trim());
    expect(selectors.length).toBeGreaterThanOrEqual(5);
    for (const selector of selectors) expect(selector, styles).toMatch(/^\.plan[\s>:]/);
    // createPlan answers the same way.
    const created = ok(
      await admin.op<{ createPlan: { stylesRemoved: string[] } }>(
        `mutation ($input: PlanInput!) { createPlan(input: $input) { stylesRemoved } }`,
        {
          input: planInput({ styles: css }),
        },
      ),
    ).createPlan;
    expect(created.stylesRemoved).toEqual(answer.stylesRemoved);
  });
});

describe("price zones", () => {
  let plan: PlanJson;
  let zoneId: string;

  beforeAll(async () => {
    const created = await createPlan();
    const spaced = ok(
      await saveSpaces(created.id, created.updatedAt, [
        { name: "Z1", maxTickets: 1 },
        { name: "Z2", maxTickets: 1 },
        { name: "Z3", maxTickets: 1 },
      ]),
    ).savePlanSpaces;
    const zoned = ok(
      await admin.op<{ savePriceZones: PlanJson }>(
        `mutation ($planId: ID!, $zones: [PriceZoneInput!]!, $version: DateTimeISO!) {
           savePriceZones(planId: $planId, zones: $zones, version: $version) { ${PLAN_FIELDS} } }`,
        {
          planId: spaced.id,
          version: spaced.updatedAt,
          zones: [
            {
              names: [
                { language: "en", text: "Front" },
                { language: "fi", text: "Eturivit" },
              ],
            },
          ],
        },
      ),
    ).savePriceZones;
    expect(zoned.priceZones).toEqual([{ id: expect.any(String), name: "Front", position: 0 }]);
    zoneId = zoned.priceZones[0]!.id;
    const z1 = byName(zoned).get("Z1")!;
    plan = ok(await saveSpaces(zoned.id, zoned.updatedAt, [{ id: z1.id, name: "Z1", maxTickets: 1, priceZoneId: zoneId }])).savePlanSpaces;
    expect(byName(plan).get("Z1")!.priceZoneId).toBe(zoneId);
    expect(byName(plan).get("Z2")!.priceZoneId).toBeNull();
  });

  const EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) { id prices { ticketTypeId priceZoneId price } } }`;
  const eventInput = (prices: Array<Record<string, unknown>>, planId = plan.id) => ({
    names: [
      { language: "en", text: "Zoned concert" },
      { language: "fi", text: "Vyöhykekonsertti" },
      { language: "sv", text: "Zonkonsert" },
    ],
    descriptions: [],
    planId,
    published: true,
    status: "active",
    prices,
  });
  const eventCount = async () => (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n;

  it("a hold of a space in the zone is priced at the zone price, another at the plain price", async () => {
    const event = ok(
      await admin.op<{ createEvent: { id: string; prices: unknown[] } }>(EVENT, {
        input: eventInput([
          { ticketTypeId: demo.ticketTypes.adult, price: 3000 },
          { ticketTypeId: demo.ticketTypes.adult, priceZoneId: zoneId, price: 4500 },
          { ticketTypeId: demo.ticketTypes.child, price: 1500 },
        ]),
      }),
    ).createEvent;
    expect(event.prices).toEqual(
      expect.arrayContaining([
        { ticketTypeId: demo.ticketTypes.adult, priceZoneId: null, price: 3000 },
        { ticketTypeId: demo.ticketTypes.adult, priceZoneId: zoneId, price: 4500 },
        { ticketTypeId: demo.ticketTypes.child, priceZoneId: null, price: 1500 },
      ]),
    );
    expect(event.prices).toHaveLength(3);
    const occasion = ok(
      await admin.op<{ createOccasion: { id: string } }>(
        `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }`,
        {
          eventId: event.id,
          input: {
            names: [
              { language: "en", text: "Zoned night" },
              { language: "fi", text: "Vyöhykeilta" },
              { language: "sv", text: "Zonkväll" },
            ],
            titles: [],
            startTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            bookable: true,
            bookableStartTime: null,
            bookableEndTime: null,
            planId: null,
            customPricing: false,
            prices: null,
            published: true,
            status: "scheduled",
            headsUpDays: 0,
            seasonal: false,
          },
        },
      ),
    ).createOccasion;
    const spaces = byName(plan);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasion.id);
    const inZone = await buyer.addSpaceOk(spaces.get("Z1")!.id);
    const plain = await buyer.addSpaceOk(spaces.get("Z2")!.id);
    expect(inZone.price).toBe(4500);
    expect(plain.price).toBe(3000);
    // Another ticket type without a zone price of its own sells at its plain price in the zone too.
    const child = await buyer.updateTicket(inZone.id, { ticket_type_id: demo.ticketTypes.child });
    expect(child.status, child.text).toBe(200);
    expect(child.body.price).toBe(1500);
    const back = await buyer.updateTicket(inZone.id, { ticket_type_id: demo.ticketTypes.adult });
    expect(back.body.price).toBe(4500);
    const draft = await buyer.getDraft();
    expect(draft.body.summary.total).toBe(4500 + 3000);
  });

  it("refuses a zone price for a ticket type without a plain price, and a zone of another plan; nothing is saved", async () => {
    const before = await eventCount();
    expect(
      fieldsOf(
        await admin.op(EVENT, {
          input: eventInput([
            { ticketTypeId: demo.ticketTypes.adult, price: 3000 },
            { ticketTypeId: demo.ticketTypes.child, priceZoneId: zoneId, price: 1000 },
          ]),
        }),
      ),
    ).toEqual({ "prices.1": "Give this ticket type a plain price too: zones without their own price sell at it" });

    const [otherZone] = await app.query<{ id: string }>(`SELECT id FROM price_zones WHERE plan_id <> $1 LIMIT 1`, [plan.id]);
    expect(otherZone, "the demo's concert hall has price zones").toBeDefined();
    expect(
      fieldsOf(
        await admin.op(EVENT, {
          input: eventInput([
            { ticketTypeId: demo.ticketTypes.adult, price: 3000 },
            { ticketTypeId: demo.ticketTypes.adult, priceZoneId: otherZone!.id, price: 1000 },
          ]),
        }),
      ),
    ).toEqual({ "prices.1": "Choose a price zone of this plan" });
    // The zone is this plan's, the event's plan another: refused too.
    expect(
      fieldsOf(
        await admin.op(EVENT, {
          input: eventInput(
            [
              { ticketTypeId: demo.ticketTypes.adult, price: 3000 },
              { ticketTypeId: demo.ticketTypes.adult, priceZoneId: zoneId, price: 1000 },
            ],
            demo.planId,
          ),
        }),
      ),
    ).toEqual({ "prices.1": "Choose a price zone of this plan" });
    expect(await eventCount()).toBe(before);
  });

  it("a space of the plan cannot be put in a zone of another plan", async () => {
    const [otherZone] = await app.query<{ id: string }>(`SELECT id FROM price_zones WHERE plan_id <> $1 LIMIT 1`, [plan.id]);
    const current = await getPlan(plan.id);
    const z3 = byName(current).get("Z3")!;
    const before = await stored(plan.id);
    expect(
      fieldsOf(await saveSpaces(plan.id, current.updatedAt, [{ id: z3.id, name: "Z3", maxTickets: 1, priceZoneId: otherZone!.id }])),
    ).toEqual({
      "save.0.priceZoneId": "Choose a price zone of this plan",
    });
    expect(await stored(plan.id)).toEqual(before);
  });
});

describe("space labels", () => {
  it("a ticket's spaceLabel is the plan's spaceLabelMask over the parts its name pattern reads, for every ticket of a draft", async () => {
    const created = await createPlan({ namePattern: "R{row}-S{seat}", spaceLabelMask: "Row {row}, seat {seat}" });
    const spaced = ok(
      await saveSpaces(created.id, created.updatedAt, [
        { name: "R4-S7", maxTickets: 1 },
        { name: "R4-S8", maxTickets: 1 },
        { name: "standing", maxTickets: 50 },
      ]),
    ).savePlanSpaces;
    const spaces = byName(spaced);
    expect(spaces.get("R4-S7")!.label).toBe("Row 4, seat 7");
    // A place the pattern does not read is labelled by its name.
    expect(spaces.get("standing")!.label).toBe("standing");
    // A renamed space is read again; the others keep their parts.
    const renamed = ok(
      await saveSpaces(spaced.id, spaced.updatedAt, [{ id: spaces.get("standing")!.id, name: "R5-S2", maxTickets: 50 }]),
    ).savePlanSpaces;
    expect(byName(renamed).get("R5-S2")).toMatchObject({ row: "5", seat: "2", label: "Row 5, seat 2" });
    expect(byName(renamed).get("R4-S7")).toMatchObject({ row: "4", seat: "7", label: "Row 4, seat 7" });
    const event = ok(
      await admin.op<{ createEvent: { id: string } }>(`mutation ($input: EventInput!) { createEvent(input: $input) { id } }`, {
        input: {
          names: [
            { language: "en", text: "Labelled night" },
            { language: "fi", text: "Merkitty ilta" },
            { language: "sv", text: "Märkt kväll" },
          ],
          planId: spaced.id,
          published: true,
          status: "active",
          prices: [{ ticketTypeId: demo.ticketTypes.adult, price: 2000 }],
        },
      }),
    ).createEvent;
    const occasionId = ok(
      await admin.op<{ createOccasion: { id: string } }>(
        `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }`,
        {
          eventId: event.id,
          input: {
            name: "",
            titles: [],
            startTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            bookable: true,
            customPricing: false,
            published: true,
            status: "scheduled",
            headsUpDays: 0,
            seasonal: false,
          },
        },
      ),
    ).createOccasion.id;
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    for (const name of ["R4-S7", "R4-S8"]) expect((await buyer.addSpace(spaces.get(name)!.id)).errors).toBeUndefined();
    const draft = await buyer.op<{ draft: { tickets: Array<{ spaceId: string; spaceLabel: string }> } }>(
      `query ($uuid: ID!) { draft(uuid: $uuid) { tickets { spaceId spaceLabel } } }`,
      { uuid: buyer.uuid },
    );
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.draft.tickets.map((ticket) => ticket.spaceLabel).sort()).toEqual(["Row 4, seat 7", "Row 4, seat 8"]);
  });
});
