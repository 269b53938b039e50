import { createHash, randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { AdminApi, ownAddress } from "../../fixtures/admin.js";
import { graphql, holdInNewDraft, occupancyOf, orchestraOccasion, serverDraft, storedDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { demo, seatLabel } from "../../fixtures/texts.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { holdAppScript } from "../../support/appScript.js";
import { watchPolicyViolations } from "../../support/csp.js";
import { englishFinder, pageTexts } from "../../support/english-texts.js";

/**
 * Issue 18, the seat map drawn by the server: a published occasion's page carries the plan's SVG with every place
 * in its state, labelled and focusable (`#boot-page`), usable before the application's code has run. Its inline
 * script (allowed by its hash in the Content-Security-Policy) remembers the places chosen meanwhile; once the
 * application's own map is in place it removes the drawing and chooses those places through its own path.
 *
 * The application's entry module is held back (the network answers it only when a test says so), so what the tests
 * click is the drawn map and nothing else. The demo orchestra's seats stand in for any plan.
 */

/** The GraphQL requests the page sends (the application's first act once its code runs). */
function countGraphQL(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") sent += 1;
  });
  return () => sent;
}

interface DrawnPlace {
  id: string;
  state: string | null;
  classes: string;
  role: string | null;
  tabindex: string | null;
  label: string | null;
}

/** Every place of a map (the drawn one or the application's), as its attributes say it. */
function placesOf(map: Locator): Promise<DrawnPlace[]> {
  return map.evaluate((root) =>
    [...root.querySelectorAll("[data-space-id]")].map((element) => ({
      id: element.getAttribute("data-space-id")!,
      state: element.getAttribute("data-state"),
      classes: element.getAttribute("class") ?? "",
      role: element.getAttribute("role"),
      tabindex: element.getAttribute("tabindex"),
      label: element.getAttribute("aria-label"),
    })),
  );
}

/** The occasion's places, their capacity and tickets, as the API answers now. */
async function occupancy(page: Page, occasionId: string): Promise<Array<{ spaceId: string; count: number; maxTickets: number }>> {
  const data = await graphql<{ occasion: { occupancy: Array<{ spaceId: string; count: number; maxTickets: number }> } }>(
    page.request,
    "query($id: ID!) { occasion(id: $id) { occupancy { spaceId count maxTickets } } }",
    { id: occasionId },
  );
  return data.occasion.occupancy;
}

/** How a place is drawn (its computed colours and outline): the drawn map and the application's draw each state alike. */
function lookOf(place: Locator): Promise<Record<string, string>> {
  return place.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.strokeDasharray };
  });
}

const stateOf = ({ count, maxTickets }: { count: number; maxTickets: number }) =>
  count >= maxTickets ? "full" : count > 0 ? "partial" : "free";

test("the drawn map is usable before the application's code runs: its choices are held once the app takes over, with nothing refused by the policy", async ({
  page,
  request,
}) => {
  const violations = await watchPolicyViolations(page);
  const graphqlSent = countGraphQL(page);
  const { occasionId, free } = await orchestraOccasion(request);
  const [taken, clicked, twice, pressed] = free("R", 4);
  if (!pressed) throw new Error("fewer than four free seats left on the orchestra's date");
  const seatMap = new SeatMapPage(page);
  const drawn = seatMap.bootPage;
  const drawnPlace = (spaceId: string) => drawn.locator(`[data-space-id="${spaceId}"]`);

  await test.step("another visitor holds a seat: the occupancy counts it", async () => {
    await holdInNewDraft(request, occasionId, [taken!.id]);
    // The page is drawn from the occupancy snapshot the API reads too, taken again at most a second later.
    await expect.poll(() => occupancyOf(request, occasionId, taken!.id)).toBe(1);
  });

  const app = await holdAppScript(page);
  await test.step("the page shows the drawn map while the application's script is held", async () => {
    await page.goto(`/en/occasions/${occasionId}`, { waitUntil: "domcontentloaded" });
    await expect(drawn).toBeVisible();
    await expect.poll(app.requested, "the application's script was asked for (preloaded) and is held").toBeGreaterThan(0);
    // After the drawing's first frame the boot script applies the application's stylesheet, then adds its script:
    // the layout the clicks below meet is final.
    await expect(page.locator('head link[rel="stylesheet"][href*="/assets/index-"]')).toHaveCount(1);
    await expect(page.locator('head script[type="module"][src*="/assets/index-"]')).toHaveCount(1);
    await expect(drawn.getByRole("heading", { level: 1, name: "City Orchestra: Sibelius 2" })).toBeVisible();
    await expect(drawn.getByText("Choose a seat or space on the map.")).toBeVisible();
    await expect(page.locator("#root [data-space-id]")).toHaveCount(0);
  });

  const drawnPlaces = await placesOf(drawn);
  await test.step("every place of the occasion is drawn in its state, labelled, a button; the map one tab stop", async () => {
    const rows = await occupancy(page, occasionId);
    expect(rows.find((row) => row.spaceId === taken!.id)).toMatchObject({ count: 1, maxTickets: 1 });
    const expected = new Map(rows.map((row) => [row.spaceId, stateOf(row)]));
    expect(drawnPlaces.map((place) => place.id).sort()).toEqual([...expected.keys()].sort());
    const wrong = drawnPlaces.filter(
      (place) => place.state !== expected.get(place.id) || !place.classes.split(/\s+/).includes(expected.get(place.id)!),
    );
    expect(wrong, "places whose data-state or class is not the occupancy's").toEqual([]);
    // One tab stop for the map (the first place drawn), the arrow keys moving between its places.
    expect(drawnPlaces.filter((place) => place.role !== "button" || !["0", "-1"].includes(place.tabindex ?? ""))).toEqual([]);
    expect(drawnPlaces.filter((place) => place.tabindex === "0")).toEqual([drawnPlaces[0]]);
    expect(drawnPlaces.filter((place) => !place.label)).toEqual([]);

    await expect(drawnPlace(taken!.id)).toHaveClass(/\bfull\b/);
    await expect(drawnPlace(taken!.id)).toHaveAttribute("aria-label", `${seatLabel(taken!.name)}, 0 / 1 available`);
    for (const seat of [clicked!, twice!, pressed]) {
      await expect(drawnPlace(seat.id)).toHaveClass(/\bfree\b/);
      await expect(drawnPlace(seat.id)).toHaveAttribute("aria-label", `${seatLabel(seat.name)}, 1 / 1 available`);
      await expect(drawnPlace(seat.id)).toHaveAttribute("role", "button");
    }
    await expect(drawn.getByRole("button", { name: `${seatLabel(clicked!.name)}, 1 / 1 available`, exact: true })).toBeVisible();
  });

  // The platform's state styles (@seatbooking/core), drawn by the server as by the application.
  const drawnLooks = { taken: await lookOf(drawnPlace(taken!.id)), free: await lookOf(drawnPlace(twice!.id)) };
  expect(drawnLooks.taken).not.toEqual(drawnLooks.free);

  await test.step("places are chosen with a click and with Enter; a second click takes one back", async () => {
    await drawnPlace(clicked!.id).click();
    await expect(drawnPlace(clicked!.id)).toHaveClass(/\bselected\b/);
    await expect(drawnPlace(clicked!.id)).toHaveAttribute("aria-pressed", "true");

    await drawnPlace(twice!.id).click();
    await expect(drawnPlace(twice!.id)).toHaveClass(/\bselected\b/);
    await expect(drawnPlace(twice!.id)).toHaveAttribute("aria-pressed", "true");
    await drawnPlace(twice!.id).click();
    await expect(drawnPlace(twice!.id)).not.toHaveClass(/\bselected\b/);
    await expect(drawnPlace(twice!.id)).toHaveAttribute("aria-pressed", "false");

    await drawnPlace(pressed.id).focus();
    await expect(drawnPlace(pressed.id)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(drawnPlace(pressed.id)).toHaveClass(/\bselected\b/);
    await expect(drawnPlace(pressed.id)).toHaveAttribute("aria-pressed", "true");

    expect(await page.evaluate(() => (window as unknown as { __bootMap: { picks: string[] } }).__bootMap.picks)).toEqual([
      clicked!.id,
      pressed.id,
    ]);
    // All of that happened before the application's code ran: it has asked the server nothing yet.
    expect(graphqlSent()).toBe(0);
    await expect(page.locator("#root [data-space-id]")).toHaveCount(0);
  });

  await test.step("the application takes over: the drawing goes, the chosen places are held through the app's own path", async () => {
    app.release();
    await expect(drawn).toHaveCount(0);
    await expect(seatMap.map).toBeVisible();
    await expect(seatMap.space(clicked!.id)).toHaveClass(/\byours\b/);
    await expect(seatMap.space(pressed.id)).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText("2 tickets selected");
    await expect(seatMap.space(twice!.id)).toHaveClass(/\bfree\b/);
    await expect(seatMap.space(taken!.id)).toHaveClass(/\bfull\b/);
    expect(await lookOf(seatMap.space(taken!.id))).toEqual(drawnLooks.taken);
    // The place focused on the drawing keeps the focus on the application's map.
    await expect(seatMap.space(pressed.id)).toBeFocused();
  });

  await test.step("the server holds exactly the two chosen seats in this browser's draft", async () => {
    await expect.poll(async () => (await storedDraft(page)).uuid).toBeTruthy();
    const { uuid } = await storedDraft(page);
    await expect
      .poll(async () => (await serverDraft(page, uuid!)).tickets.map((ticket) => ticket.spaceId).sort())
      .toEqual([clicked!.id, pressed.id].sort());
    expect(await occupancyOf(request, occasionId, twice!.id)).toBe(0);
  });

  await test.step("the application labels every other place as the drawing did", async () => {
    const appLabels = new Map((await placesOf(seatMap.map)).map((place) => [place.id, place.label]));
    const changed = new Set([clicked!.id, pressed.id]);
    const differing = drawnPlaces
      .filter((place) => !changed.has(place.id) && appLabels.get(place.id) !== place.label)
      .map((place) => `${place.label} -> ${appLabels.get(place.id)}`);
    expect(differing).toEqual([]);
  });

  expect(violations).toEqual([]);
});

/** What the drawn map says in a language, written out by hand (fixtures/texts.ts says why). */
const LANGUAGES = {
  fi: { event: "Kaupunginorkesteri: Sibelius 2", hint: "Valitse paikka kartalta.", available: "vapaana", wheelchair: "pyörätuolipaikka" },
  sv: { event: "Stadsorkestern: Sibelius 2", hint: "Välj en plats på kartan.", available: "lediga", wheelchair: "rullstolsplats" },
} as const;

for (const [lng, says] of Object.entries(LANGUAGES) as Array<[keyof typeof LANGUAGES, (typeof LANGUAGES)[keyof typeof LANGUAGES]]>) {
  test(`in ${lng} the drawn map speaks the page's language: its texts and every place's label, no English`, async ({ page, request }) => {
    const { occasionId, freeSeat } = await orchestraOccasion(request);
    const seat = freeSeat("R3-");
    const seatMap = new SeatMapPage(page, lng);
    const drawn = seatMap.bootPage;
    const app = await holdAppScript(page);
    await page.goto(`/${lng}/occasions/${occasionId}`, { waitUntil: "domcontentloaded" });
    await expect(drawn).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lng);

    const label = `${seatLabel(seat.name, lng)}, 1 / 1 ${says.available}`;
    await expect(drawn.locator(`[data-space-id="${seat.id}"]`)).toHaveAttribute("aria-label", label);
    await expect(drawn.getByRole("heading", { level: 1, name: says.event })).toBeVisible();
    await expect(drawn.getByText(says.hint)).toBeVisible();
    const labels = (await placesOf(drawn)).map((place) => place.label ?? "");
    expect(labels).toHaveLength((await occupancy(page, occasionId)).length);
    // Each place says its availability in the language (a wheelchair place then says what it is).
    const availability = new RegExp(`, \\d+ / \\d+ ${says.available}(, ${says.wheelchair})?$`);
    expect(labels.filter((text) => !availability.test(text))).toEqual([]);
    const allLabels = await drawn.evaluate((root) =>
      [...root.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label")!),
    );
    expect(allLabels.filter((text) => /\b(available|seats?|row|standing|wheelchair|place)\b/i.test(text))).toEqual([]);
    // Every text on the page, the drawing's, the static top bar's and the document's title (the site's name).
    expect(englishFinder(lng).englishAmong(await pageTexts(page))).toEqual([]);

    // The application's own map, once it has taken over, says the place the same way.
    app.release();
    await expect(drawn).toHaveCount(0);
    await expect(seatMap.space(seat.id)).toHaveAttribute("aria-label", label);
  });
}

test("only a published occasion's seat map is drawn by the server: its HTML preloads the app, other pages start it as built", async ({
  request,
  newContext,
}) => {
  const { occasionId } = await orchestraOccasion(request);
  const admin = await AdminApi.signIn((await newContext({ extraHTTPHeaders: { "x-forwarded-for": ownAddress() } })).request);
  const { adminEvents } = await admin.graphql<{ adminEvents: Array<{ id: string; name: string; occasions: Array<{ id: string }> }> }>(
    "{ adminEvents { id name occasions { id } } }",
  );
  const gala = adminEvents.find((event) => event.name === demo.unpublishedEvent);
  const unpublishedOccasion = gala?.occasions[0]?.id;
  if (!unpublishedOccasion) throw new Error(`the demo has no occasion of "${demo.unpublishedEvent}"`);
  const orchestraEvent = adminEvents.find((event) => event.name === "City Orchestra: Sibelius 2")!;

  const html = async (path: string) => {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    return { body: await response.text(), policy: response.headers()["content-security-policy"] ?? "" };
  };

  await test.step("the seat map of a published occasion: the drawing, its script allowed by its hash, the app preloaded", async () => {
    const { body, policy } = await html(`/en/occasions/${occasionId}`);
    expect(body).toContain('<div id="boot-page" class="boot-page"');
    expect(body).toContain('<html lang="en"');
    const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline, "one inline script: the boot script").toHaveLength(1);
    expect(policy).toContain(`'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`);
    expect(body).toMatch(/<link rel="preload" as="script" crossorigin href="\/assets\/index-[\w-]+\.js">/);
    expect(body).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
  });

  for (const [what, path] of [
    ["an unpublished occasion", `/en/occasions/${unpublishedOccasion}`],
    ["an occasion that does not exist", `/en/occasions/${randomUUID()}`],
    ["a language the site does not have", `/de/occasions/${occasionId}`],
    ["the occasion's checkout", `/en/occasions/${occasionId}/checkout`],
  ] as const) {
    await test.step(`${what}: the page as built, no drawing`, async () => {
      const { body } = await html(path);
      expect(body, path).not.toContain("boot-page");
      expect(body, path).not.toContain("data-space-id");
      expect(body, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    });
  }

  // Issue 37: these are rendered by the server with their own light script, not the application's, and draw no map.
  for (const [what, path] of [
    ["the event's page", `/en/events/${orchestraEvent.id}`],
    ["the event list", "/en/events"],
  ] as const) {
    await test.step(`${what}: rendered by the server, no drawing`, async () => {
      const { body } = await html(path);
      expect(body, path).not.toContain("boot-page");
      expect(body, path).not.toContain("data-space-id");
      expect(body, path).toMatch(/<script type="module" crossorigin src="\/assets\/light-[\w-]+\.js"><\/script>/);
      expect(body, path).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    });
  }
});
