import type { Locator } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix, type Catalog } from "../../fixtures/admin.js";
import { holdInNewDraft, occupancyOf } from "../../fixtures/booking.js";
import { seasonWithSubscriber, SUBSCRIBER } from "../../fixtures/renewals.js";
import { expect, test } from "../../fixtures/test.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 34 item 14: an operator's own plan, uploaded without any CSS, its places <path>s and <g>roups drawn black by
 * the operator, shows every place state in the platform's own look on the customer's map, the box office's map and
 * the renewal map, each state apart from the others by more than colour, and each legend's swatch drawn exactly as
 * the map draws its state.
 */

test.use(ownAddressPerTest);

/** Row 1: places drawn as <path>s; row 2: places drawn as groups (a circle and a mark). Everything black, no CSS. */
const OPERATOR_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 150" width="640" height="300">
  <rect x="20" y="6" width="280" height="22" fill="#000"/>
${[1, 2, 3, 4, 5, 6]
  .map((seat) => `  <path id="M-1-${seat}" data-section="M" data-row="1" data-seat="${seat}" d="M${seat * 44} 50h30v30h-30z" fill="#000"/>`)
  .join("\n")}
${[1, 2, 3]
  .map(
    (seat) =>
      `  <g id="M-2-${seat}" data-section="M" data-row="2" data-seat="${seat}" fill="#000" stroke="#000"><circle cx="${seat * 80 + 15}" cy="112" r="16"/><path d="M${seat * 80 + 9} 112h12"/></g>`,
  )
  .join("\n")}
</svg>
`;

/** A venue's CSS that would draw every place black, without an outline, hidden, some of them by id. */
const HOSTILE_CSS = `path, circle, rect, g { fill: #000 !important; stroke: #000 !important; stroke-width: 0 !important; stroke-dasharray: none !important; opacity: 0.2 !important; visibility: hidden !important; }
#M-1-1, #M-2-1, #M-1-2, #M-2-2 { fill: #fff !important; stroke: #fff !important; }`;

/** How a place (a group: its circle) or a swatch is drawn. */
interface Look {
  fill: string;
  stroke: string;
  strokeWidth: string;
  dash: string;
  visible: boolean;
}

function lookOf(element: Locator): Promise<Look> {
  return element.evaluate((node) => {
    const shape = node.tagName.toLowerCase() === "g" ? node.querySelector("circle")! : node;
    const style = getComputedStyle(shape);
    return {
      fill: style.fill,
      stroke: style.stroke,
      strokeWidth: style.strokeWidth,
      dash: style.strokeDasharray,
      visible: style.visibility === "visible" && style.opacity === "1",
    };
  });
}

/** Every look differs from every other in its fill and in its outline (pattern or width), not by colour alone. */
function expectApart(looks: Record<string, Look>) {
  const all = Object.values(looks);
  expect(new Set(all.map((look) => look.fill)).size, JSON.stringify(looks)).toBe(all.length);
  expect(new Set(all.map((look) => `${look.dash}/${look.strokeWidth}`)).size, JSON.stringify(looks)).toBe(all.length);
  for (const look of all) expect(look.visible).toBe(true);
}

test("an operator's own plan without CSS shows every place state on the customer's, the box office's and the renewal map, as their legends do", async ({
  page,
  request,
  newContext,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const planName = `Own hall ${suffix}`;
  const api = await AdminApi.signIn(page.request);
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: planName })), descriptions: [] } },
  );
  const planId = createPlan.plan.id;
  const editor = new PlanEditorPage(page, planId);
  let catalog!: Catalog;

  await test.step("the administrator uploads the operator's SVG and creates its places", async () => {
    await editor.goto("map");
    await editor.upload({ name: "own-hall.svg", mimeType: "image/svg+xml", buffer: Buffer.from(OPERATOR_SVG) });
    await expect(editor.toast("Map uploaded")).toBeVisible();
    await expect(editor.nothingRemoved).toBeVisible();
    await editor.openTab("spaces");
    await expect(editor.createFromMap).toHaveText("Create spaces for all unbound elements (9)");
    await editor.createFromMap.click();
    await expect(editor.spacesTable).toHaveAccessibleName("9 spaces");
    const { ticketTypes } = await api.catalog();
    const { plan } = await api.graphql<{ plan: { styles: string | null; spaces: Array<{ id: string; name: string }> } }>(
      "query($id: ID!) { plan(id: $id) { styles spaces { id name } } }",
      { id: planId },
    );
    expect(plan.styles ?? "").toBe("");
    catalog = { planId, ticketTypes, spaces: new Map(plan.spaces.map((space) => [space.name, space.id])) };
  });
  const id = (name: string) => catalog.spaces.get(name)!;

  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Own hall night ${suffix}`, { Adult: 2500 });

  await test.step("others take places: a visitor holds one, the box office sells one, the administrator locks one", async () => {
    await holdInNewDraft(request, occasionId, [id("M-1-2")]);
    await api.boxOfficeBooking(occasionId, [id("M-1-3")], { ...SUBSCRIBER, email: `states-${suffix}@example.com` });
    await api.lockSpaces(occasionId, [id("M-2-2")]);
    await expect.poll(() => occupancyOf(request, occasionId, id("M-2-2"))).toBe(1);
  });

  const customer = await (await newContext()).newPage();
  const seatMap = new SeatMapPage(customer);
  const customerSwatch = (state: string) =>
    customer.getByTestId("seat-map-legend").getByRole("list").first().locator(`rect[data-state="${state}"]`);
  const customerPlaces = {
    free: ["M-1-4", "M-2-3"],
    yours: ["M-1-1", "M-2-1"],
    // Held by another visitor, sold at the box office, locked: all taken to the customer.
    full: ["M-1-2", "M-1-3", "M-2-2"],
  };
  let customerLooks!: Record<keyof typeof customerPlaces, Look>;
  await test.step("the customer's map draws free, yours and taken places apart, as its legend does, and passes axe", async () => {
    await seatMap.goto(occasionId);
    for (const name of ["M-1-1", "M-2-1"]) {
      await seatMap.space(id(name)).click();
      await expect(seatMap.space(id(name))).toHaveAttribute("data-state", "yours");
    }
    for (const name of ["M-1-2", "M-1-3", "M-2-2"]) await expect(seatMap.space(id(name))).toHaveAttribute("data-state", "full");
    for (const name of ["M-1-4", "M-2-3"]) await expect(seatMap.space(id(name))).toHaveAttribute("data-state", "free");

    const looks = {
      free: await lookOf(customerSwatch("free")),
      yours: await lookOf(customerSwatch("yours")),
      full: await lookOf(customerSwatch("full")),
    };
    expectApart(looks);
    // Each place, a path or a group alike, is drawn as its state's swatch: not the operator's black.
    for (const [state, names] of Object.entries(customerPlaces) as Array<[keyof typeof looks, string[]]>)
      for (const name of names) expect(await lookOf(seatMap.space(id(name))), `${name} (${state})`).toEqual(looks[state]);
    for (const look of Object.values(looks)) expect(look.fill).not.toBe("rgb(0, 0, 0)");
    customerLooks = looks;

    expect(await seriousViolations(customer)).toEqual([]);
  });

  const occasion = new OccasionAdminPage(page, planName);
  const adminSwatch = (state: string) => occasion.main.locator(`svg.plan > rect[data-state="${state}"]:not(.selected)`);
  const adminPlace = (name: string) => occasion.map.locator(`[data-space-id="${id(name)}"]`);
  const adminPlaces = { free: ["M-1-4", "M-2-3"], held: ["M-1-1", "M-1-2", "M-2-1"], booked: ["M-1-3"], locked: ["M-2-2"] };
  let adminLooks!: Record<keyof typeof adminPlaces, Look>;
  await test.step("the box office's map draws free, held, booked and locked places apart, as its legend does", async () => {
    await occasion.goto(eventId, occasionId);
    await occasion.expectState("M, row 2, seat 2", "Locked (house seat)");
    await occasion.expectState("M, row 1, seat 3", "Booked");
    await occasion.expectState("M, row 1, seat 2", "Held");
    await occasion.expectState("M, row 1, seat 4", "Free");
    const looks = {
      free: await lookOf(adminSwatch("free")),
      held: await lookOf(adminSwatch("held")),
      booked: await lookOf(adminSwatch("booked")),
      locked: await lookOf(adminSwatch("locked")),
    };
    expectApart(looks);
    for (const [state, names] of Object.entries(adminPlaces) as Array<[keyof typeof looks, string[]]>)
      for (const name of names) expect(await lookOf(adminPlace(name)), `${name} (${state})`).toEqual(looks[state]);
    adminLooks = looks;
    expect(await seriousViolations(page, { exclude: ".plan [data-space-id]" })).toEqual([]);
  });

  await test.step("the venue's CSS, important and aimed at the places' ids, hides no state on either map", async () => {
    const { plan } = await api.graphql<{ plan: { updatedAt: string } }>("query($id: ID!) { plan(id: $id) { updatedAt } }", { id: planId });
    await api.graphql(
      "mutation($id: ID!, $input: PlanInput!, $version: DateTimeISO!) { updatePlan(id: $id, input: $input, version: $version) { plan { id } } }",
      {
        id: planId,
        version: plan.updatedAt,
        input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: planName })), descriptions: [], styles: HOSTILE_CSS },
      },
    );
    await occasion.goto(eventId, occasionId);
    await occasion.expectState("M, row 2, seat 2", "Locked (house seat)");
    for (const [state, names] of Object.entries(adminPlaces) as Array<[keyof typeof adminLooks, string[]]>) {
      expect(await lookOf(adminSwatch(state))).toEqual(adminLooks[state]);
      for (const name of names) expect(await lookOf(adminPlace(name)), `${name} (${state})`).toEqual(adminLooks[state]);
    }
    await seatMap.goto(occasionId);
    await expect(seatMap.space(id("M-1-1"))).toHaveAttribute("data-state", "yours");
    for (const [state, names] of Object.entries(customerPlaces) as Array<[keyof typeof customerLooks, string[]]>) {
      const swatch = await lookOf(customerSwatch(state));
      // A free place may take the venue's colours (its zone's), never another state's outline; the others are the platform's.
      if (state === "free") expect({ ...swatch, fill: "", stroke: "" }).toEqual({ ...customerLooks.free, fill: "", stroke: "" });
      else expect(swatch).toEqual(customerLooks[state]);
      for (const name of names) expect(await lookOf(seatMap.space(id(name))), `${name} (${state})`).toEqual(swatch);
    }
  });

  await test.step("the renewal map shows the subscriber's own seats apart from every other place", async () => {
    const season = await seasonWithSubscriber(request, { seatNames: ["M-1-5", "M-2-3"], saleInDays: 3, headsUpDays: 7, catalog });
    const subscriber = await (await newContext()).newPage();
    await subscriber.goto(`/en${season.renewalPath}`);
    await expect(subscriber.getByRole("heading", { level: 1, name: "Renew your seats" })).toBeVisible();
    const place = (name: string) => subscriber.locator(`.plan [data-space-id="${id(name)}"]`);
    for (const name of ["M-1-5", "M-2-3"]) await expect(place(name)).toHaveAttribute("data-state", "yours");
    await expect(place("M-1-4")).toHaveAttribute("data-state", "free");
    const yours = await lookOf(place("M-1-5"));
    expect(await lookOf(place("M-2-3"))).toEqual(yours);
    const free = await lookOf(place("M-1-4"));
    expectApart({ yours, free });
    expect(yours.fill).not.toBe("rgb(0, 0, 0)");
  });
});
