import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 40, the embeddable widget: the administrator lists a venue's site in Finnish (a path refused on its line, in
 * Finnish); the venue's page, on another origin (http://localhost:<port>, the app being http://127.0.0.1:<port>), carries
 * embed.js in Finnish, in Swedish and in a language the site lacks (the site's first instead, said in the console), and a
 * tag with a bad event id (said in the console, nothing inserted): each iframe
 * sits right after its script and shows the event's date, price range and places left, sized to its content; "Varaa"
 * opens the date's seat map in a new top-level tab on the app's origin, where a seat is held (the draft and CSRF cookies,
 * SameSite=Lax, are first-party there). A page on an origin not listed gets no widget: the browser refuses the frame
 * (frame-ancestors). The embed page has no serious axe violation.
 */

test.use(ownAddressPerTest);

/** A venue's own site: a node server on a free port answering every path with `html`, reached as http://localhost:<port>. */
async function venueSite(html: (origin: string) => string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html(origin));
  });
  // Every address of the machine's loopback: the browser may reach "localhost" over IPv4 or IPv6.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The browser keeps its connections alive: they would hold the close.
      server.closeAllConnections();
    });
  return { origin, close };
}

const venuePage = (appUrl: string, eventId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Venue</title></head>
<body>
  <h1>Our stage</h1>
  <p id="before-fi">In Finnish:</p>
  <script src="${appUrl}/embed.js" data-event="${eventId}" data-lng="fi"></script>
  <p id="before-sv">In Swedish:</p>
  <script src="${appUrl}/embed.js" data-event="${eventId}" data-lng="SV"></script>
  <p id="before-de">In a language the site does not have:</p>
  <script src="${appUrl}/embed.js" data-event="${eventId}" data-lng="de"></script>
  <p id="before-bad">A tag with no event:</p>
  <script src="${appUrl}/embed.js" data-event="not-an-event"></script>
  <p id="end">The end.</p>
</body></html>`;

/** dd.MM.yyyy HH:mm in the venue's zone, as the app writes a date. */
function helsinki(instant: string): string {
  const parts = new Intl.DateTimeFormat("fi-FI", {
    timeZone: "Europe/Helsinki",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}

test("a venue's page shows an event's dates in Finnish and books in a tab of the app; an unlisted site gets no widget", async ({
  page,
  server,
  newContext,
}) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const name = `Kamarikonsertti ${uniqueSuffix()}`;
  const { eventId, occasionId, startTime } = await api.publishedOccasion(catalog, name, { Adult: 2500, Child: 1200 }, 30);
  const seatId = catalog.spaces.get("R3-S5")!;
  const listed = await venueSite((_origin) => venuePage(server.url, eventId));
  const unlisted = await venueSite((_origin) => venuePage(server.url, eventId));
  expect(new URL(listed.origin).origin).not.toBe(new URL(server.url).origin);

  try {
    await test.step("the administrator lists the venue's site in Finnish; a path is refused on its line", async () => {
      await page.goto("/fi/admin/settings/embedding");
      await expect(page.getByRole("heading", { level: 2, name: "Upotus muille sivustoille" })).toBeVisible();
      await expect(page.getByTestId("embed-snippet")).toContainText(`${server.url}/embed.js`);
      const origins = page.getByRole("textbox", { name: "Sivustot, joilla upotus saa näkyä" });
      await origins.fill(`${listed.origin}/tapahtumat`);
      await page.getByRole("button", { name: "Tallenna", exact: true }).click();
      await expect(origins).toHaveAccessibleDescription(/Rivi 1: Anna sivusto muodossa https:\/\/tapahtumapaikka\.fi/);
      await origins.fill(`${listed.origin.toUpperCase().replace("HTTP://", "http://")}/`);
      await page.getByRole("button", { name: "Tallenna", exact: true }).click();
      await expect(page.locator(".mantine-Notification-root").filter({ hasText: "Tallennettu" })).toBeVisible();
      await expect(origins).toHaveValue(listed.origin);
      expect(await seriousViolations(page)).toEqual([]);
    });

    // A visitor of the venue's site, with no session or cookie of the app.
    const venue = await (await newContext()).newPage();
    const bad = venue.waitForEvent("console", (message) => message.text().includes("data-event must be the event's id"));
    const unknownLanguage = venue.waitForEvent("console", (message) => message.text().includes('data-lng "de" is none of'));
    await venue.goto(listed.origin);
    const finnish = venue.locator("#before-fi + script + iframe");
    const swedish = venue.locator("#before-sv + script + iframe");

    await test.step("each script inserts its own iframe right after itself, in its language; a bad event id only says so", async () => {
      expect((await bad).type()).toBe("error");
      expect((await unknownLanguage).type()).toBe("warning");
      await expect(venue.locator("iframe")).toHaveCount(3);
      // A language the site does not have: the site's first (the demo's English).
      await expect(venue.locator("#before-de + script + iframe")).toHaveAttribute("src", `${server.url}/en/embed/events/${eventId}`);
      await expect(venue.locator("#before-bad + script + p#end")).toHaveCount(1);
      await expect(finnish).toHaveAttribute("src", `${server.url}/fi/embed/events/${eventId}`);
      await expect(swedish).toHaveAttribute("src", `${server.url}/sv/embed/events/${eventId}`);
    });

    await test.step("the iframe shows the event's date, prices and places left in Finnish, sized to its content", async () => {
      const frame = finnish.contentFrame();
      await expect(frame.getByRole("heading", { level: 1, name })).toBeVisible();
      const date = frame.getByTestId("embed-date");
      await expect(date).toHaveCount(1);
      await expect(date).toContainText(helsinki(startTime));
      await expect(date.getByTestId("embed-prices")).toHaveText("Hinnat 12,00 €–25,00 €");
      await expect(date.getByTestId("embed-availability")).toHaveText(/^\d+ \/ \d+ paikkaa vapaana$/);
      await expect(swedish.contentFrame().getByTestId("embed-availability")).toHaveText(/^\d+ \/ \d+ platser lediga$/);
      // The page inside told its height and title (postMessage); the script's default height is 360 px.
      await expect(finnish).toHaveAttribute("title", new RegExp(`^${name} · `));
      await expect.poll(async () => (await finnish.boundingBox())!.height).not.toBe(360);
      const inner = await frame.locator("#root").evaluate((root) => Math.ceil(root.getBoundingClientRect().bottom));
      await expect.poll(async () => Math.round((await finnish.boundingBox())!.height)).toBe(inner);
    });

    await test.step("Varaa opens the date's seat map in a new tab of the app, where a seat is held", async () => {
      const opened = venue.waitForEvent("popup");
      await finnish
        .contentFrame()
        .getByRole("link", { name: /^Varaa / })
        .click();
      const tab = await opened;
      await expect(tab).toHaveURL(`${server.url}/fi/occasions/${occasionId}`);
      // A tab of its own: the venue's page cannot reach it (rel=noopener).
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      const seatMap = new SeatMapPage(tab, "fi");
      await expect(seatMap.map).toBeVisible();
      await expect(seatMap.bootPage).toHaveCount(0);
      await seatMap.space(seatId).click();
      await expect(seatMap.space(seatId)).toHaveClass(/\byours\b/);
      await expect(seatMap.draftStatus).toBeVisible();
      const cookies = await tab.context().cookies(server.url);
      expect(cookies.filter((cookie) => cookie.sameSite !== "Lax")).toEqual([]);
      await tab.close();
    });

    await test.step("the embed page itself has no serious axe violation; an unknown event's says so", async () => {
      await page.goto(`/fi/embed/events/${eventId}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // An event that is not public (here: none has this id) gets a friendly message.
      const unknown = await page.goto(`/fi/embed/events/${randomUUID()}`);
      expect(unknown!.status()).toBe(404);
      await expect(page.getByRole("main")).toHaveText("Tätä tapahtumaa ei voi varata täällä tällä hetkellä.");
    });

    await test.step("a site not listed gets no widget: the browser refuses the frame", async () => {
      const refused = venue.waitForEvent("console", (message) => message.text().includes("frame-ancestors"));
      await venue.goto(unlisted.origin);
      expect((await refused).text()).toContain(listed.origin);
      await expect(venue.locator("iframe")).toHaveCount(3);
      await expect(venue.locator("#before-fi + script + iframe").contentFrame().getByRole("heading")).toHaveCount(0);
    });
  } finally {
    await Promise.all([listed.close(), unlisted.close()]);
  }
});
