import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { setServerTextOverrides } from "../../src/modules/i18n/server-messages.js";
import {
  demoPlanId,
  eventually,
  getJson,
  gqlData,
  gqlError,
  PLAN_FIELDS,
  queryOne,
  requestText,
  UNKNOWN_ID,
  type PlanJson,
} from "../helpers/read-api.js";

let app: TestApp;
let planId: string;

beforeAll(async () => {
  app = await startTestApp();
  planId = await demoPlanId(app);
});
afterAll(() => app?.stop());

const DESCRIPTIONS = {
  en: "The city theatre's main hall: a three-section parterre, wheelchair places and a standing area.",
  fi: "Kaupunginteatterin suuri sali: permanto kolmessa lohkossa, pyörätuolipaikat ja seisomakatsomo.",
  sv: "Stadsteaterns stora sal: parkett i tre sektioner, rullstolsplatser och ståplatser.",
} as const;

describe("GET /api/plans", () => {
  it("lists plans as a bare array, without spaces, with the map's address", async () => {
    const plans = await getJson<PlanJson[]>(app, "/api/plans");
    expect(Array.isArray(plans)).toBe(true);
    const { count } = await queryOne<{ count: number }>(app, `SELECT count(*)::int AS count FROM plans`);
    expect(plans).toHaveLength(count);
    const hall = plans.find((plan) => plan.id === planId);
    expect(hall).toMatchObject({
      id: planId,
      name: "Suuri sali",
      spaces: [],
      mapUrl: `/api/plans/${planId}/map.svg`,
      description: DESCRIPTIONS.en,
    });
    expect(hall!.mapLabelMask).toContain("{name}");
    expect(hall!.styles).toContain(".plan");
    for (const plan of plans) expect(plan.spaces).toEqual([]);
  });

  it.each(["en", "fi", "sv"] as const)("gives the same plans through GraphQL, description in %s", async (language) => {
    const rest = await getJson<PlanJson[]>(app, `/api/plans?lng=${language}`);
    const gql = await gqlData<{ plans: PlanJson[] }>(app, `{ plans { ${PLAN_FIELDS} } }`, {}, { language });
    expect(gql.plans).toEqual(rest);
    expect(rest.find((plan) => plan.id === planId)?.description).toBe(DESCRIPTIONS[language]);
  });

  it("lists a new plan too, by name", async () => {
    await app.services.dataSource.query(
      `INSERT INTO plans (name, description, map) VALUES ('{"en": "Aaa studio"}', '{"en": "Small stage"}', '<svg xmlns="http://www.w3.org/2000/svg"/>')`,
    );
    await eventually(async () => {
      const plans = await getJson<PlanJson[]>(app, "/api/plans?lng=fi");
      const names = plans.map((plan) => plan.name);
      expect(names).toContain("Aaa studio");
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      // No Finnish description: English is the fallback.
      expect(plans.find((plan) => plan.name === "Aaa studio")?.description).toBe("Small stage");
      expect((await gqlData<{ plans: PlanJson[] }>(app, `{ plans { ${PLAN_FIELDS} } }`, {}, { language: "fi" })).plans).toEqual(plans);
    });
  });
});

describe("GET /api/plans/{id}", () => {
  it("answers the plan with every space, its capacity and its type", async () => {
    const plan = await getJson<PlanJson>(app, `/api/plans/${planId}`);
    expect(plan.id).toBe(planId);
    expect(plan.name).toBe("Suuri sali");
    expect(plan.spaces.length).toBeGreaterThanOrEqual(300);
    expect(new Set(plan.spaces.map((space) => space.name)).size).toBe(plan.spaces.length);
    expect(new Set(plan.spaces.map((space) => space.id)).size).toBe(plan.spaces.length);
    const standing = plan.spaces.find((space) => space.name === "standing-A");
    expect(standing).toMatchObject({ maxTickets: 200, spaceType: { name: "Standing" } });
    expect(plan.spaces.find((space) => space.name === "R1-S1")).toMatchObject({ maxTickets: 1, spaceType: { name: "Seat" } });
    expect(plan.spaces.find((space) => space.name === "wheelchair-1")).toMatchObject({
      maxTickets: 1,
      spaceType: { name: "Wheelchair place" },
    });
    // The database agrees on the count.
    const { count } = await queryOne<{ count: number }>(app, `SELECT count(*)::int AS count FROM spaces WHERE plan_id = $1`, [planId]);
    expect(plan.spaces).toHaveLength(count);
  });

  it("translates space type names and the description", async () => {
    const fi = await getJson<PlanJson>(app, `/api/plans/${planId}?lng=fi`);
    expect(fi.description).toBe(DESCRIPTIONS.fi);
    expect(fi.spaces.find((space) => space.name === "standing-A")?.spaceType?.name).toBe("Seisomapaikka");
    const sv = await getJson<PlanJson>(app, `/api/plans/${planId}?lng=sv`);
    expect(sv.spaces.find((space) => space.name === "R1-S1")?.spaceType?.name).toBe("Sittplats");
    // Space names are the SVG ids: never translated.
    expect(sv.spaces.map((space) => space.name)).toEqual(fi.spaces.map((space) => space.name));
  });

  it("gives the same plan through GraphQL plan(id)", async () => {
    for (const language of ["en", "fi", "sv"]) {
      const rest = await getJson<PlanJson>(app, `/api/plans/${planId}?lng=${language}`);
      const gql = await gqlData<{ plan: PlanJson }>(
        app,
        `query ($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`,
        { id: planId },
        { language },
      );
      expect(gql.plan).toEqual(rest);
    }
  });

  it("answers 404 / NOT_FOUND for an unknown plan and 400 / BAD_USER_INPUT for a malformed id", async () => {
    expect(await requestText(app, `/api/plans/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: "Not Found" });
    expect(await requestText(app, `/api/plans/${UNKNOWN_ID}?lng=sv`)).toMatchObject({ status: 404, body: "Hittades inte" });
    expect((await requestText(app, `/api/plans/suuri-sali`)).status).toBe(400);
    expect((await gqlError(app, `query ($id: ID!) { plan(id: $id) { id } }`, { id: UNKNOWN_ID })).extensions).toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
    expect((await gqlError(app, `{ plan(id: "suuri-sali") { id } }`)).extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
  });
});

describe("GET /api/plans/{id}/map.svg", () => {
  it("serves the sanitized SVG as image/svg+xml with a restrictive Content-Security-Policy", async () => {
    const response = await requestText(app, `/api/plans/${planId}/map.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.body.trimStart()).toMatch(/^<svg[\s>]/);
    expect(response.body).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  it("has an element whose id is the name of each space of the plan", async () => {
    const [svg, plan] = await Promise.all([
      requestText(app, `/api/plans/${planId}/map.svg`),
      getJson<PlanJson>(app, `/api/plans/${planId}`),
    ]);
    const ids = new Set([...svg.body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const missing = plan.spaces.filter((space) => !ids.has(space.name)).map((space) => space.name);
    expect(missing).toEqual([]);
  });

  it("is what the plan's mapUrl points at", async () => {
    const plan = await getJson<PlanJson>(app, `/api/plans/${planId}`);
    const viaUrl = await requestText(app, plan.mapUrl);
    expect(viaUrl.status).toBe(200);
    expect(viaUrl.body).toContain('id="standing-A"');
  });

  it("answers 404 for an unknown plan and 400 for a malformed id, as plain text", async () => {
    const missing = await requestText(app, `/api/plans/${UNKNOWN_ID}/map.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await requestText(app, `/api/plans/not-a-plan/map.svg`)).status).toBe(400);
  });
});

describe("GET /api/plans/{id}/spaces", () => {
  const PLAN_SPACES = `id sections { code name } spaces { id name label section row seat priceZoneId spaceTypeId companionOfId }`;

  it("answers the plan's places as the seat map's PlanSpaces query does, in the asked language", async () => {
    for (const language of ["en", "fi", "sv"]) {
      const rest = await getJson<{ id: string; spaces: unknown[] }>(app, `/api/plans/${planId}/spaces?lng=${language}`);
      const gql = await gqlData<{ plan: unknown }>(
        app,
        `query ($id: ID!) { plan(id: $id) { ${PLAN_SPACES} } }`,
        { id: planId },
        { language },
      );
      expect(rest).toEqual(gql.plan);
      expect(rest.spaces.length).toBeGreaterThanOrEqual(300);
    }
  });

  it("is revalidated by its ETag: 304 while the plan is unchanged, its new places once it changed", async () => {
    const first = await requestText(app, `/api/plans/${planId}/spaces?lng=en`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await requestText(app, `/api/plans/${planId}/spaces?lng=en`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const upper = await requestText(app, `/api/plans/${planId.toUpperCase()}/spaces?lng=en`, { headers: { "if-none-match": etag! } });
    expect(upper.status, "the same plan, however its id is written").toBe(304);
    // Another language is another answer.
    expect((await requestText(app, `/api/plans/${planId}/spaces?lng=fi`)).headers.get("etag")).not.toBe(etag);
  });

  it("follows a change of the plan's places and of their type's name", async () => {
    const [plan] = await app.services.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO plans (name, description, map, space_label_masks) VALUES ('{"en": "Spaces studio"}', '{}', '<svg xmlns="http://www.w3.org/2000/svg"/>', '{"en": "{type} {name}"}') RETURNING id`,
    );
    const [type] = await app.services.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO space_types (name) VALUES ('{"en": "Bench"}') RETURNING id`,
    );
    try {
      await app.services.dataSource.query(`INSERT INTO spaces (plan_id, name, max_tickets, space_type_id) VALUES ($1, 'B1', 1, $2)`, [
        plan!.id,
        type!.id,
      ]);
      const labels = async () =>
        (await getJson<{ spaces: Array<{ name: string; label: string }> }>(app, `/api/plans/${plan!.id}/spaces?lng=en`)).spaces.map(
          (space) => `${space.name}: ${space.label}`,
        );
      expect(await labels()).toEqual(["B1: Bench B1"]);
      // A change of its places comes with a new version of the plan (every save raises updated_at).
      await app.services.dataSource.query(`INSERT INTO spaces (plan_id, name, max_tickets, space_type_id) VALUES ($1, 'B2', 1, $2)`, [
        plan!.id,
        type!.id,
      ]);
      await app.services.dataSource.query(`UPDATE plans SET updated_at = now() + interval '1 second' WHERE id = $1`, [plan!.id]);
      expect(await labels()).toEqual(["B1: Bench B1", "B2: Bench B2"]);
      // A space type's name is in the labels: renaming it is a new version too.
      await app.services.dataSource.query(`UPDATE space_types SET name = '{"en": "Pew"}' WHERE id = $1`, [type!.id]);
      expect(await labels()).toEqual(["B1: Pew B1", "B2: Pew B2"]);
    } finally {
      await app.services.dataSource.query(`DELETE FROM spaces WHERE plan_id = $1`, [plan!.id]);
      await app.services.dataSource.query(`DELETE FROM plans WHERE id = $1`, [plan!.id]);
      await app.services.dataSource.query(`DELETE FROM space_types WHERE id = $1`, [type!.id]);
    }
  });

  it("follows the venue's wording of the default labels (the dictionary editor's server texts)", async () => {
    const [plan] = await app.services.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO plans (name, description, map) VALUES ('{"en": "Wording studio"}', '{}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
    );
    try {
      await app.services.dataSource.query(`INSERT INTO spaces (plan_id, name, max_tickets, row, seat) VALUES ($1, 'R2-S7', 1, '2', '7')`, [
        plan!.id,
      ]);
      const label = async () =>
        (await getJson<{ spaces: Array<{ label: string }> }>(app, `/api/plans/${plan!.id}/spaces?lng=en`)).spaces[0]!.label;
      expect(await label()).toBe("Row 2, seat 7");
      setServerTextOverrides(new Map([["en", new Map([["spaceLabel.rowSeat", "Bench {row}, place {seat}"]])]]));
      expect(await label()).toBe("Bench 2, place 7");
    } finally {
      setServerTextOverrides(new Map());
      await app.services.dataSource.query(`DELETE FROM spaces WHERE plan_id = $1`, [plan!.id]);
      await app.services.dataSource.query(`DELETE FROM plans WHERE id = $1`, [plan!.id]);
    }
  });

  it("answers 404 for an unknown plan and 400 for a malformed id", async () => {
    expect(await requestText(app, `/api/plans/${UNKNOWN_ID}/spaces`)).toMatchObject({ status: 404, body: "Not Found" });
    expect((await requestText(app, `/api/plans/not-a-plan/spaces`)).status).toBe(400);
  });
});

describe("space types", () => {
  it("lists the space types through REST and GraphQL alike, translated", async () => {
    for (const language of ["en", "fi"]) {
      const rest = await getJson<Array<{ id: string; name: string; accessible: boolean }>>(app, `/api/space-types?lng=${language}`);
      const gql = await gqlData<{ spaceTypes: Array<{ id: string; name: string; accessible: boolean }> }>(
        app,
        `{ spaceTypes { id name accessible } }`,
        {},
        { language },
      );
      expect(gql.spaceTypes).toEqual(rest);
    }
    const fi = await getJson<Array<{ name: string }>>(app, "/api/space-types?lng=fi");
    expect(fi.map((type) => type.name).sort()).toEqual(["Avustajan paikka", "Istumapaikka", "Pyörätuolipaikka", "Seisomapaikka"]);
  });
});
