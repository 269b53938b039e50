/**
 * The public pages React renders on the server (issue 37, point 3): the events list and an event's page come with their
 * content and data in the HTML, in the page's language, hydrated by the light pages' own script instead of the whole
 * application; anything they cannot show is the application's page. Uses the built client (`npm run build -w client`,
 * which `npm test` runs before these tests).
 */
import "reflect-metadata";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { createLightPages } from "../../src/app/light-pages.js";
import { createSchema } from "../../src/app/schema.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

const clientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../client/dist");

let app: BookingTestApp;
let demo: DemoIds;
let concert: string;
let hidden: string;

beforeAll(async () => {
  if (!existsSync(path.join(clientDist, "ssr", "render.js")) || !existsSync(path.join(clientDist, "light.html")))
    throw new Error(`the client is not built in ${clientDist}: run \`npm run build -w client\` first`);
  app = await startBookingApp({ env: { CLIENT_DIST: clientDist } });
  demo = await demoIds(app);
  concert = (await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [demo.occasions["Concert"]]))[0]!
    .event_id;
  hidden = (await app.query<{ id: string }>(`SELECT id FROM events WHERE NOT published LIMIT 1`))[0]!.id;
  // A name that tries to end the payload's script element and one with letters beyond Latin-1.
  await app.query(`UPDATE events SET name = $2 WHERE id = $1`, [
    concert,
    JSON.stringify({ en: `Loud </script><script>alert(1)</script> & "fun"`, fi: "Łukasz Ščerbanović soittaa", sv: "Konsert" }),
  ]);
});

afterAll(async () => {
  await app?.stop();
});

interface LightPayload {
  page: {
    lng: string;
    route: { kind: string };
    events: Array<{ id: string; name: string }>;
    event: { name: string } | null;
    renderedAt: number;
  };
  texts: Record<string, unknown>;
}

async function read(pathname: string) {
  const response = await fetch(`${app.url}${pathname}`);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const payloadText = document.getElementById("light-payload")?.textContent;
  return {
    response,
    html,
    document,
    payload: payloadText ? (JSON.parse(payloadText) as LightPayload) : null,
    scripts: [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src")!),
  };
}

describe("the events list, rendered by the server", () => {
  it("carries its events as links, in the page's language, with the light script and not the application's", async () => {
    const { response, document, payload, scripts } = await read("/fi/");
    expect(response.status).toBe(200);
    expect(document.documentElement.lang).toBe("fi");
    expect(document.querySelector("main h1")?.textContent).toBe("Tapahtumat");
    // The theme's colours apply under Mantine's colour scheme attribute: in the HTML, they paint before any script.
    expect(document.documentElement.getAttribute("data-mantine-color-scheme")).toBe("light");
    const links = [...document.querySelectorAll<HTMLAnchorElement>("main ul a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toContainEqual(["Łukasz Ščerbanović soittaa", `/fi/events/${concert}`]);
    expect(links.map(([, href]) => href)).not.toContain(`/fi/events/${hidden}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/light-[\w-]+\.js$/);
    // The language switcher's links keep the page.
    expect(payload?.page.route.kind).toBe("events");
    expect(payload?.page.events.map((event) => event.id)).toContain(concert);
    expect(Object.keys(payload!.texts)).toContain("fi");
    // The hydration's first render reads the server's clock (a sale opening in between changes nothing).
    expect(Math.abs(payload!.page.renderedAt - Date.now())).toBeLessThan(60_000);
  });

  it("escapes a text that would end the payload's script, and the payload reads back the same", async () => {
    const { html, payload, document } = await read("/en/events");
    expect(html).not.toContain("</script><script>alert(1)");
    expect(payload?.page.events.find((event) => event.id === concert)?.name).toBe(`Loud </script><script>alert(1)</script> & "fun"`);
    expect(document.querySelectorAll("script:not([src]):not([type='application/json']):not([type='application/ld+json'])")).toHaveLength(0);
  });

  it("answers a revalidation with 304 while the page is unchanged", async () => {
    const first = await fetch(`${app.url}/sv`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await fetch(`${app.url}/sv`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("keeps its tag when it is rendered again unchanged (only its render time differs), so a revalidation is a 304", async () => {
    const first = await read("/sv/events");
    const etag = first.response.headers.get("etag")!;
    // Pages are rendered again after CACHE_LIMITS.lightPages' few seconds: wait for a newer render.
    let later = await read("/sv/events");
    const deadline = Date.now() + 20_000;
    while (later.payload!.page.renderedAt === first.payload!.page.renderedAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      later = await read("/sv/events");
    }
    expect(later.payload!.page.renderedAt).toBeGreaterThan(first.payload!.page.renderedAt);
    expect(later.response.headers.get("etag")).toBe(etag);
    const again = await fetch(`${app.url}/sv/events`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  }, 45_000);
});

describe("an event's page, rendered by the server", () => {
  it("carries the event's dates as links to their seat maps", async () => {
    const { document, payload } = await read(`/sv/events/${concert}`);
    expect(document.documentElement.lang).toBe("sv");
    expect(document.querySelector("main h1")?.textContent).toBe("Konsert");
    const dates = [...document.querySelectorAll<HTMLAnchorElement>("main a[href*='/occasions/']")].map((link) => link.getAttribute("href"));
    expect(dates).toContain(`/sv/occasions/${demo.occasions["Concert"]}`);
    expect(payload?.page.event?.name).toBe("Konsert");
  });

  it("is the application's page for an event that is not public or does not exist (its not-found)", async () => {
    for (const id of [hidden, "00000000-0000-4000-8000-000000000000"]) {
      const { response, payload, scripts } = await read(`/en/events/${id}`);
      expect(response.status).toBe(200);
      expect(payload).toBeNull();
      expect(scripts.some((src) => /\/assets\/index-[\w-]+\.js$/.test(src))).toBe(true);
    }
  });
});

describe("a renderer that cannot be loaded", () => {
  it("renders nothing, so that the application's page (with its head) answers instead of a bare one", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "light-dist-"));
    try {
      await mkdir(path.join(dist, "ssr"));
      // A half-written build: the module throws when imported.
      await writeFile(path.join(dist, "ssr", "render.js"), `throw new Error("half-written renderer");\n`);
      const lightPages = createLightPages(dist, app.services, await createSchema());
      expect(await lightPages({ kind: "events" }, "en", "/en")).toBeNull();
      expect(await lightPages({ kind: "event", id: concert }, "fi", `/fi/events/${concert}`)).toBeNull();
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
