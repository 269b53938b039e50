/**
 * Issue 40, the embeddable widget: /embed.js and the embed page's frame.js (script type, revalidation), the embed page's
 * framing (frame-ancestors 'self' and the origins the administrator listed, no X-Frame-Options) while every other answer
 * keeps SAMEORIGIN and frame-ancestors 'self', the origins' checks (refusals translated, nothing saved), and a change
 * reaching the page without a restart when announced by another process.
 */
import "reflect-metadata";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLAnswer, GraphQLClient } from "../../helpers/booking-client.js";

// A stand-in for the built client: the light pages' document and a renderer that names what it was asked for.
const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-embed-"));
writeFileSync(
  path.join(clientDist, "index.html"),
  `<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  path.join(clientDist, "light.html"),
  `<!doctype html><html lang="en" data-page="light" data-mantine-color-scheme="light"><head><title>Booking</title>` +
    `<script type="module" crossorigin src="/assets/light-1.js"></script><link rel="modulepreload" href="/assets/react-1.js">` +
    `<link rel="stylesheet" crossorigin href="/assets/light-1.css"></head><body><div id="root"></div></body></html>`,
);
mkdirSync(path.join(clientDist, "ssr"));
writeFileSync(
  path.join(clientDist, "ssr", "render.js"),
  `export async function renderEmbedPage({ eventId, lng }) {
     return { html: "<main data-event=\\"" + eventId + "\\" data-lng=\\"" + lng + "\\">dates</main>", title: "Event " + eventId, found: eventId !== null };
   }
   export async function renderLightPage() { return null; }`,
);

const EVENT = "5f0c8b5e-6b8e-4f5e-9d3e-2f3c4d5e6f70";
const ORIGINS = `mutation ($origins: [String!]!) { saveEmbedOrigins(origins: $origins) }`;

let app: BookingTestApp;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ demoData: false, env: { CLIENT_DIST: clientDist } });
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
  rmSync(clientDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header: name -> sources. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers, redirect: "manual" });
const frameAncestors = (response: Response) => directives(response.headers.get("content-security-policy")).get("frame-ancestors");

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  expect(answer.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");
  return (answer.errors![0]!.extensions?.fields ?? {}) as Record<string, string>;
}

/** Every answer but the embed page's: a page, the front page, a REST answer, GraphQL, a script of the app. */
const OTHERS = ["/en/events", "/fi/events/" + EVENT, "/", "/api/events", "/healthz", "/embed.js", "/embed/frame.js"];

async function expectOthersUnframeable(): Promise<void> {
  for (const pathname of OTHERS) {
    const response = await get(pathname);
    expect(response.headers.get("x-frame-options"), pathname).toBe("SAMEORIGIN");
    expect(frameAncestors(response), pathname).toEqual(["'self'"]);
  }
}

describe("the embed page's framing", () => {
  it("with no origin listed, only the app itself may frame it; every other answer is as before", async () => {
    const response = await get(`/fi/embed/events/${EVENT}`);
    expect(response.status).toBe(200);
    expect(frameAncestors(response)).toEqual(["'self'"]);
    expect(response.headers.get("x-frame-options")).toBeNull();
    await expectOthersUnframeable();
  });

  it("lists the origins the administrator saved (normalized, each once), for the embed page alone", async () => {
    const saved = await admin.op<{ saveEmbedOrigins: string[] }>(ORIGINS, {
      origins: [" HTTPS://Venue.Example:443/ ", "", "http://127.0.0.1:8080", "https://venue.example", "https://other.example:8443"],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEmbedOrigins).toEqual(["https://venue.example", "http://127.0.0.1:8080", "https://other.example:8443"]);
    const listed = await admin.op<{ embedOrigins: string[] }>(`{ embedOrigins }`);
    expect(listed.data!.embedOrigins).toEqual(saved.data!.saveEmbedOrigins);

    for (const pathname of [`/fi/embed/events/${EVENT}`, `/sv/embed/events/${EVENT.toUpperCase()}`, `/en/embed/events/not-an-id`]) {
      const response = await get(pathname);
      expect(frameAncestors(response), pathname).toEqual([
        "'self'",
        "https://venue.example",
        "http://127.0.0.1:8080",
        "https://other.example:8443",
      ]);
      expect(response.headers.get("x-frame-options"), pathname).toBeNull();
      // The rest of the policy stays the app's.
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
    }
    await expectOthersUnframeable();
  });

  it("serves the event's page in the path's language, unhydrated, with its frame script; a malformed id gets the friendly 404", async () => {
    const response = await get(`/fi/embed/events/${EVENT}`);
    const html = await response.text();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain(`<html lang="fi" data-page="embed"`);
    expect(html).toContain(`<main data-event="${EVENT}" data-lng="fi">dates</main>`);
    expect(html).toContain(`<title>Event ${EVENT}</title>`);
    expect(html).toContain(`<script src="/embed/frame.js" defer></script>`);
    expect(html).toContain(`<meta name="robots" content="noindex" />`);
    expect(html).toContain(`href="/assets/light-1.css"`);
    expect(html).not.toContain("light-1.js");
    expect(html).not.toContain("modulepreload");
    // Revalidated by its tag.
    const etag = response.headers.get("etag")!;
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect((await get(`/fi/embed/events/${EVENT}`, { "if-none-match": etag })).status).toBe(304);

    // A language the site does not have: its default (the first language). No id at all: the friendly message, 404.
    expect(await (await get(`/de/embed/events/${EVENT}`)).text()).toContain(`data-lng="en"`);
    const malformed = await get(`/fi/embed/events/12345`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain(`<main data-event="null" data-lng="fi">`);
    // The REST facade's paths stay its own.
    expect((await get(`/api/embed/events/${EVENT}`)).headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("refuses what is no origin, each entry named and translated, and saves nothing", async () => {
    const before = (await admin.op<{ embedOrigins: string[] }>(`{ embedOrigins }`)).data!.embedOrigins;
    const bad = ["https://ok.example", "https://venue.example/tickets", "http://venue.example", "https://*.venue.example", "venue.example"];
    const messages = {
      en: "Give a site as https://venue.example (https, the host and an optional port; no path, no *). http:// only for localhost and 127.0.0.1",
      fi: "Anna sivusto muodossa https://tapahtumapaikka.fi (https, palvelin ja mahdollinen portti; ei polkua eikä *). http:// vain localhostille ja 127.0.0.1:lle",
      sv: "Ange en webbplats som https://scen.example (https, värden och en valfri port; ingen sökväg, ingen *). http:// endast för localhost och 127.0.0.1",
    };
    for (const [language, message] of Object.entries(messages)) {
      const fields = fieldsOf(await admin.op(ORIGINS, { origins: bad }, { language }));
      expect(fields).toEqual({ "origins.1": message, "origins.2": message, "origins.3": message, "origins.4": message });
    }
    const tooMany = Array.from({ length: 21 }, (_, index) => `https://site${index}.example`);
    expect(fieldsOf(await admin.op(ORIGINS, { origins: tooMany }, { language: "fi" }))).toEqual({
      origins: "Luettele enintään 20 sivustoa",
    });
    expect((await admin.op<{ embedOrigins: string[] }>(`{ embedOrigins }`)).data!.embedOrigins).toEqual(before);
    expect(frameAncestors(await get(`/fi/embed/events/${EVENT}`))).toEqual(["'self'", ...before]);
  });

  it("takes another process's change at once: the list is read again when its change is announced", async () => {
    // As another process's save does: the row changed and the change announced at its commit.
    await app.query(`UPDATE settings SET embed_origins = ARRAY['https://elsewhere.example'] WHERE id = 1`);
    await app.query(`SELECT pg_notify('embed_origins', '')`);
    await expect.poll(async () => frameAncestors(await get(`/en/embed/events/${EVENT}`))).toEqual(["'self'", "https://elsewhere.example"]);
  });
});

describe("the scripts", () => {
  it("/embed.js is JavaScript revalidated by its tag, with the site's languages and each one's frame title", async () => {
    const response = await get("/embed.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    expect(source).toContain(`"languages":["en","fi","sv"]`);
    expect(source).toContain(`"fi":"Liput: ajankohdat, hinnat ja vapaat paikat"`);
    expect(source).toContain("document.currentScript");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/embed.js", { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("/embed/frame.js is the embed page's JavaScript", async () => {
    const response = await get("/embed/frame.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toContain("postMessage");
  });
});
