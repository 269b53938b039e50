/**
 * Issue 35, marking a plan's places on a chart uploaded unmarked (markPlanPlaces, administer_plans): rules, picks,
 * names from labels and groups, capacities, the marks written into the stored map, and the spaces following the
 * places in one transaction over the plan's version. A place with tickets cannot stop being one; unchanged places
 * keep their spaces. Every refusal is checked against the stored state: nothing is saved half-way.
 */
import "reflect-metadata";
import { readChart, type Chart, type PlaceRule } from "@seatbooking/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realStyleChart, REAL_STYLE_PLACE_RULE } from "../../../src/bench/real-style-chart.js";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { healthzWhile } from "../../helpers/healthz.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** Seats as circles in row groups placed by transforms, numbered by separate labels; areas as paths with ids. */
const CHART = `<svg ${SVG_NS} viewBox="0 0 400 200">
<rect id="stage" x="0" y="0" width="400" height="20"/>
<g id="Balcony">
  <g id="Balcony-R1" transform="translate(20 40)">
    <circle cx="0" cy="0" r="5"/><text x="0" y="2" font-size="6">1</text>
    <circle cx="14" cy="0" r="5"/><text x="14" y="2" font-size="6">2</text>
    <circle cx="28" cy="0" r="5"/><text x="28" y="2" font-size="6">3</text>
  </g>
  <g id="Balcony-R2" transform="translate(20 60) rotate(2)">
    <circle cx="0" cy="0" r="5"/><text x="0" y="2" font-size="6">1</text>
    <circle cx="14" cy="0" r="5"/><text x="14" y="2" font-size="6">2</text>
    <circle cx="28" cy="0" r="5"/><text x="28" y="2" font-size="6">3</text>
  </g>
</g>
<g id="Floor">
  <path id="A" d="M20 100h80v60h-80z"/><text x="60" y="132">A</text>
  <path id="CB12" d="M120 100h80v60h-80z"/><text x="160" y="132">CB12</text>
  <path id="101" d="M220 100h80v60h-80z"/><text x="260" y="132">101</text>
  <path id="_x31_806524" d="M320 100h60v60h-60z"/><text x="350" y="132">Standing</text>
</g>
</svg>`;

const BALCONY = ["Balcony-1-1", "Balcony-1-2", "Balcony-1-3", "Balcony-2-1", "Balcony-2-2", "Balcony-2-3"];

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

interface Marking {
  rules?: PlaceRule[];
  add?: number[];
  remove?: number[];
  names?: Array<{ element: number; name: string }>;
  capacities?: Array<{ element: number; maxTickets: number }>;
  labelsLetClicksThrough?: boolean;
}

interface Marked {
  plan: {
    id: string;
    updatedAt: string;
    spaces: Array<{ id: string; name: string; maxTickets: number; section: string | null; row: string | null; seat: string | null }>;
  };
  places: number;
  created: number;
  removed: number;
  resized: number;
}

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function failure(answer: GraphQLAnswer<unknown>) {
  expect(answer.errors, `expected an error, got ${JSON.stringify(answer.data)}`).toHaveLength(1);
  return answer.errors![0]!;
}

async function uploadedPlan(svg: string): Promise<string> {
  const created = ok(
    await admin.op<{ createPlan: { plan: { id: string } } }>(
      `mutation ($input: PlanInput!) { createPlan(input: $input) { plan { id } } }`,
      {
        input: {
          names: [
            { language: "en", text: `Marked ${Math.random().toString(36).slice(2, 8)}` },
            { language: "fi", text: "Merkitty" },
            { language: "sv", text: "Märkt" },
          ],
          descriptions: [],
          namePattern: null,
          mapLabelMasks: [],
          spaceLabelMasks: [],
          styles: null,
        },
      },
    ),
  ).createPlan.plan.id;
  const upload = await admin.fetch("PUT", `/api/plans/${created}/map.svg`, {
    body: svg,
    options: { headers: { "content-type": "image/svg+xml" } },
  });
  expect(upload.status, upload.text.slice(0, 300)).toBe(200);
  return created;
}

/** The plan's stored map, its version, and its spaces by name (id, capacity, parts) with their tickets. */
async function stored(planId: string) {
  const [row] = await app.query<{ map: string; updated_at: Date }>(`SELECT map, updated_at FROM plans WHERE id = $1`, [planId]);
  const spaces = await app.query<{
    id: string;
    name: string;
    max_tickets: number;
    section: string | null;
    row: string | null;
    seat: string | null;
    tickets: number;
  }>(
    `SELECT s.id, s.name, s.max_tickets, s.section, s.row, s.seat, (SELECT count(*)::int FROM tickets t WHERE t.space_id = s.id) AS tickets
       FROM spaces s WHERE s.plan_id = $1 ORDER BY s.name`,
    [planId],
  );
  return { map: row!.map, version: row!.updated_at.toISOString(), spaces };
}

/** The stored map read as the editor reads it, and an element's index by a test on it. */
async function chartOf(
  planId: string,
): Promise<{ chart: Chart; index: (test: (element: Chart["elements"][number]) => boolean) => number[] }> {
  const chart = readChart((await stored(planId)).map);
  return { chart, index: (test) => chart.elements.filter(test).map((element) => element.index) };
}

const MARKED_FIELDS = "plan { id updatedAt spaces { id name maxTickets section row seat } } places created removed resized";

function mark(planId: string, version: string, marking: Marking, client: GraphQLClient = admin, language?: string, fields = MARKED_FIELDS) {
  return client.op<{ markPlanPlaces: Marked }>(
    `mutation ($planId: ID!, $version: DateTimeISO!, $marking: PlaceMarkingInput!) {
       markPlanPlaces(planId: $planId, version: $version, marking: $marking) { ${fields} } }`,
    { planId, version, marking: { rules: [], add: [], remove: [], names: [], capacities: [], ...marking } },
    { language },
  );
}

describe("markPlanPlaces", () => {
  it("marks every circle by one rule: named by their labels qualified by their groups, marked in the map, a space each", async () => {
    const planId = await uploadedPlan(CHART);
    const before = await stored(planId);
    expect(before.spaces).toEqual([]);
    const marked = ok(await mark(planId, before.version, { rules: [{ tag: "circle" }] })).markPlanPlaces;
    expect(marked).toMatchObject({ places: 6, created: 6, removed: 0, resized: 0 });
    expect(marked.plan.spaces.map((space) => space.name).sort()).toEqual(BALCONY);
    expect(marked.plan.spaces.find((space) => space.name === "Balcony-2-3")).toMatchObject({
      maxTickets: 1,
      section: "Balcony",
      row: "2",
      seat: "3",
    });

    const after = await stored(planId);
    expect(after.version).toBe(marked.plan.updatedAt);
    expect(after.version).not.toBe(before.version);
    // The marks are the map's own: the served map carries them, the labels let clicks through to their seats.
    const served = await admin.fetch("GET", `/api/plans/${planId}/map.svg`);
    expect(served.text).toBe(after.map);
    const { chart } = await chartOf(planId);
    const circles = chart.elements.filter((element) => element.tag === "circle");
    expect(circles.map((circle) => [circle.id, circle.classes.includes("space"), circle.attributes.get("data-section")])).toEqual(
      BALCONY.map((name) => [name, true, "Balcony"]),
    );
    const labels = chart.elements.filter((element) => element.tag === "text" && /^\d$/.test(element.text ?? ""));
    expect(labels.map((label) => label.attributes.get("pointer-events"))).toEqual(Array(6).fill("none"));
    // The areas were not chosen: unmarked.
    expect(chart.elements.filter((element) => element.classes.includes("space"))).toHaveLength(6);
  });

  it("marks ids by pattern and what lies inside a group, names an area by its label, and sets a capacity for many at once", async () => {
    const planId = await uploadedPlan(CHART);
    const { index } = await chartOf(planId);
    const areas = index((element) => element.tag === "path");
    expect(areas).toHaveLength(4);
    const marked = ok(
      await mark(planId, (await stored(planId)).version, {
        rules: [{ idPattern: "CB*" }, { idPattern: "1##" }, { tag: "path", inGroup: "Floor" }],
        capacities: areas.map((element) => ({ element, maxTickets: 250 })),
      }),
    ).markPlanPlaces;
    expect(marked).toMatchObject({ places: 4, created: 4, removed: 0, resized: 0 });
    // A written id is the name; the generated one (_x31_806524) gives way to the label over it.
    expect((await stored(planId)).spaces.map((space) => [space.name, space.max_tickets, space.section])).toEqual([
      ["101", 250, "Floor"],
      ["A", 250, "Floor"],
      ["CB12", 250, "Floor"],
      ["Standing", 250, "Floor"],
    ]);
    const { chart } = await chartOf(planId);
    expect(chart.elements.filter((element) => element.tag === "path").map((element) => element.attributes.get("data-max-tickets"))).toEqual(
      Array(4).fill("250"),
    );

    // Only ids matching a pattern: CB12 and 101, nothing else in the map is marked by it.
    const other = await uploadedPlan(CHART);
    const byPattern = ok(
      await mark(other, (await stored(other)).version, { rules: [{ idPattern: "CB##" }, { idPattern: "1#1" }] }),
    ).markPlanPlaces;
    expect(byPattern.plan.spaces.map((space) => space.name).sort()).toEqual(["101", "CB12"]);
  });

  it("refuses a duplicate name with the place's problem, and saves nothing", async () => {
    const planId = await uploadedPlan(CHART);
    const { index } = await chartOf(planId);
    const [first, second] = index((element) => element.tag === "circle");
    const before = await stored(planId);
    const error = failure(
      await mark(planId, before.version, {
        rules: [{ tag: "circle" }],
        names: [
          { element: first!, name: "Twin" },
          { element: second!, name: "Twin" },
        ],
      }),
    );
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe("Places that need a fix before the marking can be saved: 2 (see their problems in the table)");
    expect(error.extensions?.fields).toEqual({
      [`places.${first}`]: "Another place has this name",
      [`places.${second}`]: "Another place has this name",
    });
    expect(await stored(planId)).toEqual(before);

    // In Finnish too; and a name given by hand that is no space name.
    const finnish = failure(await mark(planId, before.version, { add: [first!], names: [{ element: first!, name: "Ä 1" }] }, admin, "fi"));
    expect(finnish.message).toBe("Korjattavia paikkoja ennen tallennusta: 1 (katso ongelmat taulukosta)");
    expect(finnish.extensions?.fields).toEqual({
      [`places.${first}`]: "Anna 1–100 merkin nimi (kirjaimet, numerot, '.', '_', ':' tai '-'), joka alkaa kirjaimella tai numerolla",
    });
    expect(await stored(planId)).toEqual(before);
  });

  it("checks the marking's shape: empty rules, bad patterns, capacities out of range, negative indices, lists too long", async () => {
    const planId = await uploadedPlan(CHART);
    const before = await stored(planId);
    const error = failure(
      await mark(planId, before.version, {
        rules: [{}, { idPattern: "#".repeat(101) }],
        add: [-1],
        capacities: [{ element: 3, maxTickets: 0 }],
      }),
    );
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.extensions?.fields).toEqual({
      "rules.0": "Give the rule at least one condition",
      "rules.1.idPattern": "Use letters, digits and the wildcards * (any characters), ? (one character) and # (one digit)",
      "add.0": "Not an element of the map",
      "capacities.0.maxTickets": "Give a whole number of tickets from 1 to 100,000",
    });
    // Indices past the map's last element (a stale editor, a hand-made call): refused by field, the version kept.
    const elements = (await chartOf(planId)).chart.elements.length;
    const unknown = failure(
      await mark(planId, before.version, {
        add: [1, elements],
        remove: [99_999],
        names: [{ element: elements + 5, name: "Ghost" }],
        capacities: [
          { element: 0, maxTickets: 2 },
          { element: elements, maxTickets: 2 },
        ],
      }),
    );
    expect(unknown.extensions?.code).toBe("BAD_USER_INPUT");
    expect(unknown.extensions?.fields).toEqual({
      "add.1": "Not an element of the map",
      "remove.0": "Not an element of the map",
      "names.0.element": "Not an element of the map",
      "capacities.1.element": "Not an element of the map",
    });
    const tooMany = failure(await mark(planId, before.version, { rules: Array.from({ length: 51 }, () => ({ tag: "circle" })) }));
    expect(tooMany.extensions?.fields).toEqual({ rules: "Too many" });
    expect(await stored(planId)).toEqual(before);
  });

  it("re-marks without touching booked places: unchanged places keep their spaces and tickets; a booked place cannot be unmarked", async () => {
    const planId = await uploadedPlan(CHART);
    ok(await mark(planId, (await stored(planId)).version, { rules: [{ tag: "circle" }] }));
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seats = await stored(planId);
    const booked = seats.spaces.find((space) => space.name === "Balcony-1-1")!;
    await insertBooking(app, { occasionId, status: "booked", spaceIds: [booked.id], ticketTypeId: demo.ticketTypes.adult! });

    // The areas join, one of them standing for 400; the seats stay as they were.
    const { index } = await chartOf(planId);
    const standing = index((element) => element.id === "_x31_806524")[0]!;
    const remarked = ok(
      await mark(planId, seats.version, {
        rules: [{ tag: "path", inGroup: "Floor" }],
        capacities: [{ element: standing, maxTickets: 400 }],
      }),
    ).markPlanPlaces;
    expect(remarked).toMatchObject({ places: 10, created: 4, removed: 0, resized: 0 });
    const after = await stored(planId);
    for (const seat of seats.spaces)
      expect(after.spaces.find((space) => space.name === seat.name)).toEqual({ ...seat, tickets: seat.name === booked.name ? 1 : 0 });
    expect(after.spaces.find((space) => space.name === "Standing")).toMatchObject({ max_tickets: 400 });
    // The occasion sells the new places too, the standing area at its capacity.
    const inventory = await app.query<{ name: string; max_tickets: number }>(
      `SELECT s.name, os.max_tickets FROM occasion_spaces os JOIN spaces s ON s.id = os.space_id WHERE os.occasion_id = $1 ORDER BY s.name`,
      [occasionId],
    );
    expect(inventory).toHaveLength(10);
    expect(inventory.find((row) => row.name === "Standing")).toEqual({ name: "Standing", max_tickets: 400 });

    // A new capacity for the area: resized, its space kept.
    const resized = ok(await mark(planId, after.version, { capacities: [{ element: standing, maxTickets: 300 }] })).markPlanPlaces;
    expect(resized).toMatchObject({ places: 10, created: 0, removed: 0, resized: 1 });
    const afterResize = await stored(planId);
    expect(afterResize.spaces.find((space) => space.name === "Standing")).toMatchObject({
      id: after.spaces.find((space) => space.name === "Standing")!.id,
      max_tickets: 300,
    });

    // Unmarking the booked seat (with a free one) fails as a whole: CONFLICT, nothing changes.
    const booked1 = index((element) => element.tag === "circle");
    const refused = failure(await mark(planId, afterResize.version, { remove: booked1.slice(0, 2) }));
    expect(refused.extensions?.code).toBe("CONFLICT");
    expect(refused.message).toBe("Tickets point at Balcony-1-1, so they cannot be removed");
    expect(await stored(planId)).toEqual(afterResize);

    // Unmarking the free one alone goes: its space is deleted, the others keep theirs.
    const unmarked = ok(await mark(planId, afterResize.version, { remove: [booked1[1]!] })).markPlanPlaces;
    expect(unmarked).toMatchObject({ places: 9, created: 0, removed: 1, resized: 0 });
    const final = await stored(planId);
    expect(final.spaces.map((space) => space.name)).not.toContain("Balcony-1-2");
    expect(final.spaces.filter((space) => space.name !== "Balcony-1-2")).toEqual(
      afterResize.spaces.filter((space) => space.name !== "Balcony-1-2"),
    );
    expect(readChart(final.map).elements[booked1[1]!]!.classes).not.toContain("space");
  });

  it("refuses a new map that drops a place held or sold for a date to come, in the caller's language; one keeping it replaces the map", async () => {
    const planId = await uploadedPlan(CHART);
    ok(await mark(planId, (await stored(planId)).version, { rules: [{ tag: "circle" }] }));
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const marked = await stored(planId);
    const spaceOf = (name: string) => marked.spaces.find((space) => space.name === name)!;
    await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: [spaceOf("Balcony-1-2").id],
      ticketTypeId: demo.ticketTypes.adult!,
    });
    await insertBooking(app, {
      occasionId,
      status: "draft",
      spaceIds: [spaceOf("Balcony-2-3").id],
      ticketTypeId: demo.ticketTypes.adult!,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const booked = await stored(planId);

    // The chart exported again, unmarked (a corrected drawing): its seats are no places, two of them have tickets.
    const put = (svg: string, language = "en") =>
      admin.fetch("PUT", `/api/plans/${planId}/map.svg?lng=${language}`, {
        body: svg,
        options: { headers: { "content-type": "image/svg+xml" } },
      });
    const refused = await put(CHART);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.text).toBe(
      "The new map has no place for Balcony-1-2, Balcony-2-3, held or sold for dates to come: keep these places in the drawing (elements with these ids, marked as places) or move their tickets first",
    );
    expect((await put(CHART, "fi")).text).toMatch(/^Uudessa kartassa ei ole paikkoja Balcony-1-2, Balcony-2-3/);
    const withoutSoldSeat = booked.map.replace(/<circle[^>]*id="Balcony-1-2"[^>]*\/>/, "");
    expect((await put(withoutSoldSeat)).text).toBe(
      "The new map has no place for Balcony-1-2, held or sold for a date to come: keep this place in the drawing (an element with this id, marked as a place) or move its tickets first",
    );
    expect(await stored(planId)).toEqual(booked);

    // The marked map without one free seat: taken, the free seat's space stays (shown without its element), the sold
    // ones keep their parts.
    const withoutFreeSeat = marked.map.replace(/<circle[^>]*id="Balcony-1-3"[^>]*\/>/, "");
    expect(withoutFreeSeat).not.toBe(marked.map);
    expect((await put(withoutFreeSeat)).status).toBe(200);
    const after = await stored(planId);
    expect(after.map).not.toContain('id="Balcony-1-3"');
    expect(after.spaces.map((space) => space.name)).toEqual(marked.spaces.map((space) => space.name));
    expect(after.spaces.find((space) => space.name === "Balcony-1-2")).toMatchObject({
      section: "Balcony",
      row: "1",
      seat: "2",
      tickets: 1,
    });
    // The seat without its element keeps its section, row and seat (its past tickets and the spaces tab say where it was).
    expect(after.spaces.find((space) => space.name === "Balcony-1-3")).toMatchObject({
      section: "Balcony",
      row: "1",
      seat: "3",
      tickets: 0,
    });

    // Once the date is over, its tickets no longer hold the places: the unmarked export is taken, every space kept as it was.
    await app.query(`UPDATE occasions SET start_time = now() - interval '2 days', end_time = now() - interval '1 day' WHERE id = $1`, [
      occasionId,
    ]);
    expect((await put(CHART)).status).toBe(200);
    const parts = (spaces: typeof after.spaces) => spaces.map((space) => [space.name, space.section, space.row, space.seat, space.tickets]);
    expect(parts((await stored(planId)).spaces)).toEqual(parts(after.spaces));
  });

  it("keeps what the spaces tab set: a space made by hand for an unmarked element, a capacity changed there, a renamed place's space", async () => {
    const planId = await uploadedPlan(CHART);
    const first = await stored(planId);
    ok(await mark(planId, first.version, { rules: [{ tag: "circle" }] }));
    const marked = await stored(planId);
    const spaceOf = (name: string) => marked.spaces.find((space) => space.name === name)!;
    const { spaceTypes } = ok(await admin.op<{ spaceTypes: Array<{ id: string }> }>(`{ spaceTypes { id } }`));
    const type = spaceTypes[0]!.id;
    // In the spaces tab: a space for the stage (an element never marked), seat 1-3 for two, seat 1-2 given a type.
    ok(
      await admin.op(
        `mutation ($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) {
           savePlanSpaces(planId: $planId, changes: $changes, version: $version) { id } }`,
        {
          planId,
          version: marked.version,
          changes: {
            save: [
              { name: "stage", maxTickets: 1 },
              { id: spaceOf("Balcony-1-3").id, name: "Balcony-1-3", maxTickets: 2 },
              { id: spaceOf("Balcony-1-2").id, name: "Balcony-1-2", maxTickets: 1, spaceTypeId: type },
            ],
            delete: [],
          },
        },
      ),
    );
    const edited = await stored(planId);

    // Marked again, seat 1-2 renamed by hand: its space follows under the new name; nothing else changes.
    const { index } = await chartOf(planId);
    const seat12 = index((element) => element.id === "Balcony-1-2")[0]!;
    const renamed = ok(await mark(planId, edited.version, { names: [{ element: seat12, name: "B1-2" }] })).markPlanPlaces;
    expect(renamed).toMatchObject({ places: 6, created: 0, removed: 0, resized: 0 });
    const after = await stored(planId);
    expect(after.spaces.find((space) => space.name === "stage")).toMatchObject({ id: edited.spaces.find((s) => s.name === "stage")!.id });
    expect(after.spaces.find((space) => space.name === "Balcony-1-3")).toMatchObject({ max_tickets: 2 });
    expect(after.spaces.find((space) => space.name === "B1-2")).toMatchObject({ id: spaceOf("Balcony-1-2").id });
    const [typed] = await app.query<{ space_type_id: string }>(`SELECT space_type_id FROM spaces WHERE id = $1`, [
      spaceOf("Balcony-1-2").id,
    ]);
    expect(typed!.space_type_id).toBe(type);
    expect(after.spaces.map((space) => space.name)).not.toContain("Balcony-1-2");

    // A sold place keeps its name: renaming it is refused, nothing saved.
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: [spaceOf("Balcony-1-2").id],
      ticketTypeId: demo.ticketTypes.adult!,
    });
    const sold = await stored(planId);
    const refused = failure(await mark(planId, sold.version, { names: [{ element: seat12, name: "B1-2b" }] }));
    expect(refused.extensions?.code).toBe("CONFLICT");
    expect(refused.message).toBe("Tickets point at B1-2, so they keep their names");
    expect(await stored(planId)).toEqual(sold);
  });

  it("refuses a name the map could not keep as an id (the sanitizer drops document properties such as 'title')", async () => {
    const planId = await uploadedPlan(CHART);
    const { index } = await chartOf(planId);
    const area = index((element) => element.id === "A")[0]!;
    const before = await stored(planId);
    const refused = failure(await mark(planId, before.version, { add: [area], names: [{ element: area, name: "title" }] }));
    expect(refused.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await stored(planId)).toEqual(before);
  });

  it("refuses a stale version with CONFLICT, and a user without administer_plans with FORBIDDEN", async () => {
    const planId = await uploadedPlan(CHART);
    const before = await stored(planId);
    const stale = new Date(new Date(before.version).getTime() - 1_000).toISOString();
    const conflict = failure(await mark(planId, stale, { rules: [{ tag: "circle" }] }));
    expect(conflict.extensions?.code).toBe("CONFLICT");
    expect(conflict.message).toBe("Changed by someone else meanwhile: reload to see the changes, then make yours again");

    const seller = await insertUser(app, { permissions: ["sell_tickets", "administer_events"] });
    const forbidden = failure(
      await mark(planId, before.version, { rules: [{ tag: "circle" }] }, await signIn(app, seller.email, seller.password)),
    );
    expect(forbidden.extensions?.code).toBe("FORBIDDEN");
    expect(await stored(planId)).toEqual(before);
  });

  it("takes a marking larger than the usual 100 KB body (a 60,000-element pick), and no other operation that large", async () => {
    const planId = await uploadedPlan(CHART);
    const before = await stored(planId);
    const { index } = await chartOf(planId);
    const circles = index((element) => element.tag === "circle");
    // The six circles picked again and again (a pick repeats an element when a box and a lasso both take it).
    const pick = Array.from({ length: 60_000 }, (_, at) => circles[at % circles.length]!);
    expect(JSON.stringify(pick).length).toBeGreaterThan(110_000);
    const marked = ok(await mark(planId, before.version, { add: pick })).markPlanPlaces;
    expect(marked).toMatchObject({ places: 6, created: 6 });

    const large = await admin.op(`query ($ids: [Int!]!) { plans { id } }`, { ids: pick });
    expect(large.status, JSON.stringify(large.errors)).toBe(413);
    expect(large.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");

    // A large marking is read only from someone who may mark places: anyone else's body is refused unread.
    const after = await stored(planId);
    const clerk = await insertUser(app, { permissions: ["sell_tickets"] });
    for (const client of [new GraphQLClient(app.url), await signIn(app, clerk.email, clerk.password)]) {
      const refused = await mark(planId, after.version, { add: pick }, client);
      expect(refused.status).toBe(413);
      expect(refused.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await stored(planId)).toEqual(after);
  });
});

describe("marking a 20,000-place chart", () => {
  it("marks every seat by one rule off the event loop, /healthz answering within 100 ms meanwhile", async () => {
    const svg = realStyleChart({ places: 20_000, labels: true });
    // Uploading it also starts the worker: the window measured is the marking's own.
    const planId = await uploadedPlan(svg);
    const before = await stored(planId);

    const started = performance.now();
    const { result, latencies } = await healthzWhile(
      app,
      mark(
        planId,
        before.version,
        { rules: [REAL_STYLE_PLACE_RULE] },
        admin,
        undefined,
        "plan { id updatedAt } places created removed resized",
      ),
    );
    const markMs = performance.now() - started;
    const marked = ok(result).markPlanPlaces;
    expect(marked).toMatchObject({ places: 20_000, created: 20_000, removed: 0, resized: 0 });
    // Reading, deriving and writing the marks of the chart's 42,000 elements takes the worker seconds of CPU (on the
    // event loop it would hold every request that long); storing the map, 20,000 spaces and their parts is the
    // database's, the event loop handing rows on. The worker runs below the main thread's priority, so even with the
    // machine busy (load average 5-6 on 2 cores) the longest of about 7,000 answers took 62-199 ms in four runs and
    // the 99th percentile under 40 ms (before: 466 ms, a dozen over 100 ms). Ninety-nine answers in a hundred are
    // held to 100 ms; the longest to a tenth of the marking, at least 500 ms, for a CI machine busier still.
    const report = `/healthz times during the ${Math.round(markMs)} ms marking (ms): ${latencies.map(Math.round).join(", ")}`;
    expect(latencies.length, "several /healthz requests during the marking").toBeGreaterThanOrEqual(3);
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.99)], report).toBeLessThan(100);
    expect(sorted.at(-1), report).toBeLessThan(Math.max(500, markMs / 10));
    const after = await stored(planId);
    expect(after.spaces).toHaveLength(20_000);
    expect(new Set(after.spaces.map((space) => space.section)).size).toBeGreaterThan(10);
    expect(after.spaces.every((space) => space.row !== null && space.seat !== null)).toBe(true);
  }, 240_000);
});
