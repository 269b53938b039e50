/**
 * The seat map's page as the server sends it (issue 18): a published occasion's URL carries its plan drawn with every
 * place's state and label, the boot script (and only it) allowed by the policy, the application's script and
 * stylesheet preloaded for the boot script to start; anything else gets the application's page as built.
 */
import "reflect-metadata";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { RestClient } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

// A stand-in for the built client, with the tags Vite writes.
const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
const INDEX_HTML = [
  `<!doctype html>`,
  `<html lang="en">`,
  `<head><title>Booking</title>`,
  `<script type="module" crossorigin src="/assets/index-abc123.js"></script>`,
  `<link rel="stylesheet" crossorigin href="/assets/index-def456.css">`,
  `</head>`,
  `<body><div id="root"><header class="boot-top-bar"></header></div></body>`,
  `</html>`,
].join("\n");
writeFileSync(path.join(clientDist, "index.html"), INDEX_HTML);
mkdirSync(path.join(clientDist, "assets"));

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp({ env: { CLIENT_DIST: clientDist } });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
  rmSync(clientDist, { recursive: true, force: true });
});

const page = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers });

/** The drawn places of a page: data-space-id -> its element's attributes. */
function drawnPlaces(html: string): Map<string, Map<string, string>> {
  const places = new Map<string, Map<string, string>>();
  for (const [tag] of html.matchAll(/<[a-z]+ [^>]*data-space-id="[^"]*"[^>]*>/g)) {
    const attributes = new Map([...tag.matchAll(/\s([^\s=]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
    places.set(attributes.get("data-space-id")!, attributes);
  }
  return places;
}

async function occupancyOf(occasionId: string): Promise<Map<string, { held: number; max: number }>> {
  const rows = await app.query<{ space_id: string; held: number; max_tickets: number }>(
    `SELECT space_id, held, max_tickets FROM occasion_spaces WHERE occasion_id = $1`,
    [occasionId],
  );
  return new Map(rows.map((row) => [row.space_id, { held: row.held, max: row.max_tickets }]));
}

/** Polls the page until `check` holds (a hold reaches the page with the next occupancy snapshot). */
function eventually(pathname: string, check: (html: string) => boolean, timeout = 10_000): Promise<string> {
  return vi.waitFor(
    async () => {
      const html = await (await page(pathname)).text();
      if (!check(html)) throw new Error(`the page at ${pathname} does not show the change`);
      return html;
    },
    { timeout, interval: 100 },
  );
}

describe("a published occasion's seat map page", () => {
  it("draws every place of the occasion in its state, labelled, as a button, the map one tab stop", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(demo.space("R2-S3"));
    const html = await eventually(
      `/en/occasions/${occasionId}`,
      (text) => drawnPlaces(text).get(demo.space("R2-S3"))?.get("data-state") === "full",
    );

    const occupancy = await occupancyOf(occasionId);
    const places = drawnPlaces(html);
    expect([...places.keys()].sort()).toEqual([...occupancy.keys()].sort());
    for (const [spaceId, attributes] of places) {
      const { held, max } = occupancy.get(spaceId)!;
      const state = held >= max ? "full" : held > 0 ? "partial" : "free";
      expect(attributes.get("data-state"), spaceId).toBe(state);
      expect(attributes.get("class")?.split(" "), spaceId).toContain(state);
      expect(attributes.get("role")).toBe("button");
      // One tab stop for the map, the first place drawn (R1-S1); the arrow keys move between the places.
      expect(attributes.get("tabindex"), spaceId).toBe(spaceId === demo.space("R1-S1") ? "0" : "-1");
    }
    expect(places.get(demo.space("R1-S1"))!.get("aria-label")).toBe("Row 1, seat 1, 1 / 1 available");
    expect(places.get(demo.space("R2-S3"))!.get("aria-label")).toBe("Row 2, seat 3, 0 / 1 available");
    expect(html).toContain(`<h1 class="boot-title">The Seven Brothers</h1>`);
    expect(html).toContain(`<html lang="en"`);
    // The page and the venue (page-head.int-spec.ts), never index.html's placeholder.
    expect(html).toMatch(/<title>The Seven Brothers, \d\d\.\d\d\.\d{4} \d\d:\d\d · City Theatre<\/title>/);
    expect(html).toContain(`id="boot-page"`);
    expect(html).toContain(`data-occasion-id="${occasionId}"`);
  });

  it("says it in the URL's language", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const html = await (await page(`/fi/occasions/${occasionId}`)).text();
    expect(html).toContain(`<html lang="fi"`);
    expect(html).toMatch(/<title>Seitsemän veljestä, \d\d\.\d\d\.\d{4} \d\d:\d\d · Kaupunginteatteri<\/title>/);
    expect(drawnPlaces(html).get(demo.space("R1-S1"))!.get("aria-label")).toBe("Rivi 1, paikka 1, 1 / 1 vapaana");
    expect(html).toContain("Valitse paikka kartalta.");
  });

  it("in a language the venue added without texts of its own, says the fallback language's texts", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    await app.query(`INSERT INTO languages (id, name, position) VALUES ('de', 'Deutsch', 99)`);
    const fallback = ((await (await fetch(`${app.url}/api/languages`)).json()) as Array<{ id: string }>)[0]!.id;
    const hintOf = (html: string) => /<p class="boot-hint">([^<]*)<\/p>/.exec(html)?.[1];
    const expected = hintOf(await (await page(`/${fallback}/occasions/${occasionId}`)).text());
    expect(expected).toBeTruthy();
    // Languages are read again within a few seconds.
    const html = await eventually(`/de/occasions/${occasionId}`, (text) => text.includes(`<html lang="de"`));
    expect(hintOf(html)).toBe(expected);
    expect(drawnPlaces(html).get(demo.space("R1-S1"))!.get("aria-label")).not.toMatch(/, $/);
  });

  it("preloads the application's script and stylesheet for the boot script, the one inline script the policy allows", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const response = await page(`/en/occasions/${occasionId}`);
    const html = await response.text();
    expect(html).not.toContain(`<script type="module"`);
    expect(html).toContain(`<link rel="preload" as="script" crossorigin href="/assets/index-abc123.js">`);
    expect(html).toContain(`<link rel="preload" as="style" crossorigin href="/assets/index-def456.css">`);
    expect(html).toContain(`data-app-script="/assets/index-abc123.js" data-app-style="/assets/index-def456.css"`);
    const plan = await app.query<{ plan_id: string }>(`SELECT plan_id FROM occasions WHERE id = $1`, [occasionId]);
    expect(html).toContain(`<meta name="occasion-plan" content="${occasionId} ${plan[0]!.plan_id}" />`);

    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    const scriptSrc = response.headers
      .get("content-security-policy")!
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("is served gzipped with an ETag that changes with the occupancy", async () => {
    const occasionId = demo.occasions.Matinee!;
    const pathname = `/en/occasions/${occasionId}`;
    const first = await page(pathname, { "accept-encoding": "gzip" });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+-gz"$/);
    // fetch decodes the body itself; the bytes are gzip, and unzip to the same page a reader without gzip gets.
    const plain = await (await page(pathname)).text();
    expect(await first.text()).toBe(plain);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${app.url}${pathname}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(gunzipSync(raw).toString("utf8")).toBe(plain);

    expect((await page(pathname, { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(304);

    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(demo.space("R3-S4"));
    await eventually(pathname, (html) => drawnPlaces(html).get(demo.space("R3-S4"))?.get("data-state") === "full");
    const after = await page(pathname, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("shows a change of its plan, of a space type or of the event within the occasion's 10 s cache", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const pathname = `/en/occasions/${occasionId}`;
    const before = await (await page(pathname)).text();
    expect(before).not.toContain("fill:#123456");
    const [occasion] = await app.query<{ plan_id: string }>(`SELECT plan_id FROM occasions WHERE id = $1`, [occasionId]);
    const planId = occasion!.plan_id;
    // As the plan editor saves styles: its version (updated_at) rises, so its drawing is compiled again.
    await app.query(`UPDATE plans SET styles = '.space { fill:#123456 }', updated_at = now() WHERE id = $1`, [planId]);
    await eventually(pathname, (html) => html.includes("<style>.space { fill:#123456 }</style>"), 15_000);
    // A space type renamed and the event renamed (the occasion's details, read again after 10 s): the labels that
    // name the type (a wheelchair place, say) say its new name.
    const typed = await app.query<{ id: string; space_id: string; name: string }>(
      `SELECT t.id, s.id AS space_id, t.name->>'en' AS name FROM spaces s JOIN space_types t ON t.id = s.space_type_id WHERE s.plan_id = $1`,
      [planId],
    );
    const drawn = drawnPlaces(before);
    const { id: typeId, space_id: spaceId } = typed.find((row) => drawn.get(row.space_id)?.get("aria-label")?.includes(row.name))!;
    // Neither raises the plan's version.
    await app.query(`UPDATE space_types SET name = name || '{"en": "Renamed type"}'::jsonb WHERE id = $1`, [typeId]);
    await app.query(
      `UPDATE events SET name = name || '{"en": "Renamed evening"}'::jsonb WHERE id = (SELECT event_id FROM occasions WHERE id = $1)`,
      [occasionId],
    );
    await eventually(
      pathname,
      (html) =>
        html.includes(`<h1 class="boot-title">Renamed evening</h1>`) &&
        (drawnPlaces(html).get(spaceId)?.get("aria-label") ?? "").includes("Renamed type"),
      15_000,
    );
  }, 45_000);

  it("escapes the venue's texts", async () => {
    const occasionId = demo.occasions.Concert!;
    await app.query(`UPDATE events SET name = $1 WHERE id = (SELECT event_id FROM occasions WHERE id = $2)`, [
      { en: `<img src=x onerror="alert(1)"> $& $' $\``, fi: "x", sv: "x" },
      occasionId,
    ]);
    const html = await (await page(`/en/occasions/${occasionId}`)).text();
    expect(html).toContain(`<h1 class="boot-title">&#60;img src=x onerror=&#34;alert(1)&#34;&#62; $&#38; $&#39; $\`</h1>`);
    expect(html).not.toContain(`<img src=x`);
  });
});

/**
 * A page without what the server writes into every page's head (its language, title, description, alternates and sharing
 * tags: page-head.int-spec.ts), to compare with the page as built.
 */
function withoutHead(html: string): string {
  return html
    .replace(/<html lang="[^"]*"/, '<html lang="en"')
    .replace(/<title>[^<]*<\/title>/, "<title>Booking</title>")
    .replace(/<meta (name|property)="(description|robots|og:[a-z_:]+|twitter:[a-z]+)" content="[^"]*">/g, "")
    .replace(/<link rel="(canonical|alternate)"[^>]*>/g, "")
    .replace(/<script type="application\/ld\+json">.*?<\/script>/gs, "");
}

describe("any other page", () => {
  it("is the application's page as built: other routes, unpublished or unknown occasions", async () => {
    const unpublished = demo.occasions.Gala!;
    await app.query(`UPDATE occasions SET published = false WHERE id = $1`, [unpublished]);
    const occasionId = demo.occasions["Evening show"]!;
    for (const pathname of [
      "/en/events",
      `/en/occasions/${unpublished}`,
      "/en/occasions/00000000-0000-4000-8000-000000000000",
      `/en/occasions/${occasionId}/checkout`,
    ]) {
      const response = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(withoutHead(await response.text()), pathname).toBe(INDEX_HTML);
    }
  });

  it("is the page as built with only the plan's hint for an occasion not on sale, or in a language the site does not have", async () => {
    // The demo's second concert goes on sale later.
    const notOnSale = demo.occasions["Second concert"]!;
    const occasionId = demo.occasions["Evening show"]!;
    for (const [pathname, id] of [
      [`/en/occasions/${notOnSale}`, notOnSale],
      [`/xx/occasions/${occasionId}`, occasionId],
    ] as const) {
      const plan = await app.query<{ plan_id: string }>(`SELECT plan_id FROM occasions WHERE id = $1`, [id]);
      const response = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(withoutHead(await response.text()), pathname).toBe(
        INDEX_HTML.replace("</head>", `<meta name="occasion-plan" content="${id} ${plan[0]!.plan_id}" /></head>`),
      );
    }
  });
});
