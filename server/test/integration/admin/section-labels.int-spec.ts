/**
 * Issue 34, item 15: admins read places as customers do. A plan's sections have names per language and its label
 * masks are per language; the one labelling function answers every screen: the plan's spaces, a booking's tickets
 * and an occasion's tickets table say 'Stalls, row D, seat 7' in English and the Finnish section's name in Finnish,
 * never the raw `P-D-7`.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLAnswer, GraphQLClient } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

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

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

const PLAN = `id updatedAt namePattern spaceLabelMask names { language text } spaceLabelMasks { language text }
  sections { code name names { language text } } spaces { id name label section sectionName }`;

interface PlanJson {
  id: string;
  updatedAt: string;
  namePattern: string | null;
  spaceLabelMask: string | null;
  names: Array<{ language: string; text: string }>;
  spaceLabelMasks: Array<{ language: string; text: string }>;
  sections: Array<{ code: string; name: string | null; names: Array<{ language: string; text: string }> }>;
  spaces: Array<{ id: string; name: string; label: string; section: string | null; sectionName: string | null }>;
}

const STALLS = [
  { language: "en", text: "Stalls" },
  { language: "fi", text: "Permanto" },
  { language: "sv", text: "Parkett" },
];

async function planWithSpaces(): Promise<PlanJson> {
  const created = ok(
    await admin.op<{ createPlan: { plan: PlanJson } }>(`mutation ($input: PlanInput!) { createPlan(input: $input) { plan { ${PLAN} } } }`, {
      input: {
        names: [{ language: "en", text: `Sections ${Math.random().toString(36).slice(2, 8)}` }],
        namePattern: "{section}-{row}-{seat}",
      },
    }),
  ).createPlan.plan;
  return ok(
    await admin.op<{ savePlanSpaces: PlanJson }>(
      `mutation ($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) {
         savePlanSpaces(planId: $planId, changes: $changes, version: $version) { ${PLAN} } }`,
      {
        planId: created.id,
        version: created.updatedAt,
        changes: {
          save: [
            { name: "P-D-7", maxTickets: 1 },
            { name: "B-A-1", maxTickets: 1 },
          ],
          delete: [],
        },
      },
    ),
  ).savePlanSpaces;
}

function updatePlan(plan: PlanJson, input: Record<string, unknown>, language = "en") {
  return admin.op<{ updatePlan: { plan: PlanJson } }>(
    `mutation ($id: ID!, $input: PlanInput!, $version: DateTimeISO!) { updatePlan(id: $id, input: $input, version: $version) { plan { ${PLAN} } } }`,
    { id: plan.id, version: plan.updatedAt, input: { names: plan.names, namePattern: plan.namePattern, ...input } },
    { language },
  );
}

async function getPlan(id: string, language: string): Promise<PlanJson> {
  return ok(await admin.op<{ plan: PlanJson }>(`query ($id: ID!) { plan(id: $id) { ${PLAN} } }`, { id }, { language })).plan;
}

const labelOf = (plan: PlanJson, name: string) => plan.spaces.find((space) => space.name === name)!.label;

describe("section names and label masks per language", () => {
  it("labels a named section by its name in each language, an unnamed one by its code", async () => {
    const plan = await planWithSpaces();
    expect(labelOf(plan, "P-D-7")).toBe("P, row D, seat 7");
    const saved = ok(await updatePlan(plan, { sections: [{ code: "P", names: STALLS }] })).updatePlan.plan;
    expect(saved.sections).toEqual([
      { code: "B", name: null, names: [] },
      { code: "P", name: "Stalls", names: STALLS },
    ]);
    expect(labelOf(saved, "P-D-7")).toBe("Stalls, row D, seat 7");
    expect(labelOf(saved, "B-A-1")).toBe("B, row A, seat 1");
    const finnish = await getPlan(plan.id, "fi");
    expect(labelOf(finnish, "P-D-7")).toBe("Permanto, rivi D, paikka 7");
    expect(finnish.spaces.find((space) => space.name === "P-D-7")).toMatchObject({ section: "P", sectionName: "Permanto" });
    expect(labelOf(await getPlan(plan.id, "sv"), "P-D-7")).toBe("Parkett, rad D, plats 7");
  });

  it("fills each language's own mask, a language without one the default language's, and refuses a bad mask on its language", async () => {
    const plan = await planWithSpaces();
    const refused = await updatePlan(plan, { spaceLabelMasks: [{ language: "fi", text: "{type}" }] });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ "spaceLabelMasks.fi": expect.any(String) });
    const saved = ok(
      await updatePlan(plan, {
        sections: [{ code: "P", names: STALLS.slice(0, 2) }],
        spaceLabelMasks: [
          { language: "en", text: "{section} {row}{seat}" },
          { language: "fi", text: "{section}: rivi {row}, paikka {seat}" },
        ],
      }),
    ).updatePlan.plan;
    expect(saved.spaceLabelMasks).toEqual([
      { language: "en", text: "{section} {row}{seat}" },
      { language: "fi", text: "{section}: rivi {row}, paikka {seat}" },
    ]);
    expect(labelOf(saved, "P-D-7")).toBe("Stalls D7");
    const finnish = await getPlan(plan.id, "fi");
    expect(finnish.spaceLabelMask).toBe("{section}: rivi {row}, paikka {seat}");
    expect(labelOf(finnish, "P-D-7")).toBe("Permanto: rivi D, paikka 7");
    // Swedish has neither a mask nor a section name of its own: the default language's of both.
    const swedish = await getPlan(plan.id, "sv");
    expect(swedish.spaceLabelMask).toBe("{section} {row}{seat}");
    expect(labelOf(swedish, "P-D-7")).toBe("Stalls D7");
  });
});

describe("the admin's booking view and tickets table", () => {
  it("answer the place's label in the admin's language, never its raw name", async () => {
    const plan = await planWithSpaces();
    ok(await updatePlan(plan, { sections: [{ code: "P", names: STALLS }] }));
    const { occasionId } = await createOccasion(app, { planId: plan.id, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const spaceId = plan.spaces.find((space) => space.name === "P-D-7")!.id;
    const bookingId = await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: [spaceId],
      ticketTypeId: demo.ticketTypes.adult!,
    });
    for (const [language, label] of [
      ["en", "Stalls, row D, seat 7"],
      ["fi", "Permanto, rivi D, paikka 7"],
    ] as const) {
      const booking = ok(
        await admin.op<{ booking: { tickets: Array<{ spaceLabel: string }> } }>(
          `query ($id: ID!) { booking(id: $id) { tickets { spaceLabel } } }`,
          { id: bookingId },
          { language },
        ),
      ).booking;
      expect(booking.tickets).toEqual([{ spaceLabel: label }]);
      const table = ok(
        await admin.op<{ occasionTickets: Array<{ spaceName: string; spaceLabel: string }> }>(
          `query ($occasionId: ID!) { occasionTickets(occasionId: $occasionId) { spaceName spaceLabel } }`,
          { occasionId },
          { language },
        ),
      ).occasionTickets;
      expect(table).toEqual([{ spaceName: "P-D-7", spaceLabel: label }]);
    }
  });
});
