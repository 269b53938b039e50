/**
 * App pages as the server sends them (issue 37, items 4 and 5): `/` redirected to the visitor's language (the path, then
 * the `lng` cookie, then Accept-Language, then the site's default); every page in its language with a title naming the
 * page and the venue and a description; event and occasion pages with Open Graph and Twitter card tags, hreflang
 * alternates and schema.org Event JSON-LD; /sitemap.xml and /robots.txt.
 */
import "reflect-metadata";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

const PUBLIC_URL = "https://tickets.example.fi";
const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
writeFileSync(
  path.join(clientDist, "index.html"),
  [
    `<!doctype html>`,
    `<html lang="en">`,
    `<head><meta charset="UTF-8" /><title>Booking</title>`,
    `<script type="module" crossorigin src="/assets/index-abc123.js"></script>`,
    `</head>`,
    `<body><div id="root" data-marker="spa-index"></div></body>`,
    `</html>`,
  ].join("\n"),
);
mkdirSync(path.join(clientDist, "assets"));

let app: BookingTestApp;
let demo: DemoIds;
let sevenBrothers: string;
let concert: string;
let hidden: string;
/** An upcoming date not on sale yet (the demo's second concert), one cancelled and one moved (Seven Brothers). */
let notYetOnSale: string;
let cancelled: string;
let moved: string;
const MOVED_FROM = new Date("2026-01-02T17:00:00Z");

beforeAll(async () => {
  app = await startBookingApp({ env: { CLIENT_DIST: clientDist, PUBLIC_URL } });
  demo = await demoIds(app);
  const eventId = async (name: string) => (await app.query<{ id: string }>(`SELECT id FROM events WHERE name->>'en' = $1`, [name]))[0]!.id;
  sevenBrothers = await eventId("The Seven Brothers");
  concert = (await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [demo.occasions["Concert"]]))[0]!
    .event_id;
  hidden = (await app.query<{ id: string }>(`SELECT id FROM events WHERE NOT published LIMIT 1`))[0]!.id;
  notYetOnSale = demo.occasions["Second concert"]!;
  // Changed before any page is read: the pages' facts are kept a few seconds.
  cancelled = demo.occasions["Matinee"]!;
  moved = demo.occasions["Evening show 2"]!;
  await app.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [cancelled]);
  await app.query(`UPDATE occasions SET previous_start_time = $2 WHERE id = $1`, [moved, MOVED_FROM]);
  // The concert has an image of its own and a description that tries to end the JSON-LD script.
  await app.query(`UPDATE events SET image_url = 'https://cdn.example.fi/concert.jpg', description = $2 WHERE id = $1`, [
    concert,
    JSON.stringify({
      en: `Loud </script><script>alert(1)</script> & "fun". Second sentence.`,
      fi: "Konsertti. Toinen lause.",
      sv: "Konsert.",
    }),
  ]);
  await app.query(`UPDATE settings SET image_url = 'https://cdn.example.fi/theatre.jpg', seller_address = $1`, [
    "Teatterikatu 1\n00100 Helsinki",
  ]);
});

afterAll(async () => {
  await app?.stop();
  rmSync(clientDist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${app.url}${pathname}`, { headers, redirect: "manual" });

/** schema.org's Event as the pages write it. */
interface SchemaEvent {
  "@context": string;
  "@type": string;
  name: string;
  description: string;
  startDate: string;
  endDate?: string;
  previousStartDate?: string;
  eventStatus: string;
  eventAttendanceMode: string;
  url: string;
  image?: string[];
  location: { "@type": string; name: string; address?: string };
  offers: { "@type": string; lowPrice: string; highPrice: string; priceCurrency: string; availability: string; url: string };
}

interface ReadPage {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
  meta(name: string): string | null;
  jsonLd(): unknown;
}

async function read(pathname: string, headers: Record<string, string> = {}): Promise<ReadPage> {
  const response = await get(pathname, headers);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  return {
    status: response.status,
    headers: response.headers,
    html,
    document,
    meta: (name) => document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute("content") ?? null,
    jsonLd: () => {
      const scripts = document.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      return JSON.parse(scripts[0]!.textContent!);
    },
  };
}

describe("/ goes to the visitor's language", () => {
  const redirect = async (headers: Record<string, string>, pathname = "/") => {
    const response = await get(pathname, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(response.headers.get("cache-control")).toBe("no-store");
    return response.headers.get("location");
  };

  it("by the lng cookie first, then Accept-Language, then the site's default", async () => {
    expect(await redirect({ cookie: "lng=sv", "accept-language": "fi-FI,fi;q=0.9" })).toBe("/sv");
    expect(await redirect({ cookie: "other=1; lng=fi", "accept-language": "sv" })).toBe("/fi");
    // A cookie naming no language the site offers is passed over.
    expect(await redirect({ cookie: "lng=de", "accept-language": "sv-FI,sv;q=0.9,en;q=0.5" })).toBe("/sv");
    expect(await redirect({ "accept-language": "de-DE, fi;q=0.7, en;q=0.8" })).toBe("/en");
    expect(await redirect({ "accept-language": "fi-FI" })).toBe("/fi");
    expect(await redirect({ "accept-language": "de" })).toBe("/en");
    expect(await redirect({})).toBe("/en");
  });

  it("keeps the query string", async () => {
    expect(await redirect({ "accept-language": "fi" }, "/?q=1")).toBe("/fi?q=1");
  });

  it("never redirects a path that names a language: the path wins over the cookie and the browser", async () => {
    const page = await read("/sv/events", { cookie: "lng=fi", "accept-language": "fi" });
    expect(page.status).toBe(200);
    expect(page.document.documentElement.lang).toBe("sv");
  });

  it("serves a path without a language (which the application redirects) in the visitor's language, varying on it", async () => {
    const page = await read("/events", { cookie: "lng=fi" });
    expect(page.status).toBe(200);
    expect(page.document.documentElement.lang).toBe("fi");
    expect(page.headers.get("vary")).toContain("Accept-Language");
    expect(page.html).toContain('data-marker="spa-index"');
  });
});

describe("every page in its language, naming the page and the venue", () => {
  it("the front page and the event list", async () => {
    for (const pathname of ["/fi", "/fi/", "/fi/events"]) {
      const page = await read(pathname);
      expect(page.document.documentElement.lang, pathname).toBe("fi");
      expect(page.document.title, pathname).toBe("Tapahtumat · Kaupunginteatteri");
      expect(page.meta("description"), pathname).toBe(
        "Tapahtumat ja liput – Kaupunginteatteri. Valitse paikkasi salikartalta ja varaa verkossa.",
      );
    }
    const swedish = await read("/sv/events");
    expect(swedish.document.title).toBe("Evenemang · Stadsteatern");
    expect(swedish.meta("description")).toBe(
      "Evenemang och biljetter – Stadsteatern. Välj dina platser på salongskartan och boka på nätet.",
    );
  });

  it("an event's page: its name and its description's first sentence", async () => {
    const finnish = await read(`/fi/events/${sevenBrothers}`);
    expect(finnish.status).toBe(200);
    expect(finnish.document.documentElement.lang).toBe("fi");
    expect(finnish.document.title).toBe("Seitsemän veljestä · Kaupunginteatteri");
    expect(finnish.meta("description")).toBe("Aleksis Kiven klassikko riehakkaana ja koskettavana teatteri-iltana koko perheelle.");
    expect(finnish.html).toContain('data-marker="spa-index"');

    const swedish = await read(`/sv/events/${sevenBrothers}`);
    expect(swedish.document.title).toBe("Sju bröder · Stadsteatern");
    expect(swedish.meta("description")).toBe("Aleksis Kivis klassiker som en yster och rörande teaterkväll för hela familjen.");

    expect((await read(`/fi/events/${concert}`)).meta("description")).toBe("Konsertti.");
  });

  it("an occasion's page: the event, its title and date", async () => {
    const start = (
      await app.query<{ start_time: Date }>(`SELECT start_time FROM occasions WHERE id = $1`, [demo.occasions["Premiere"]])
    )[0]!.start_time;
    const when = new Intl.DateTimeFormat("fi-FI", {
      timeZone: "Europe/Helsinki",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(start);
    const finnish = await read(`/fi/occasions/${demo.occasions["Premiere"]}`);
    expect(finnish.document.documentElement.lang).toBe("fi");
    expect(finnish.document.title).toMatch(
      new RegExp(`^Seitsemän veljestä: Ensi-ilta, ${when.replace(/\./g, "\\.")} \\d\\d:\\d\\d · Kaupunginteatteri$`),
    );
    expect(finnish.meta("description")).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d\. Aleksis Kiven klassikko/);

    const swedish = await read(`/sv/occasions/${demo.occasions["Evening show"]}`);
    expect(swedish.document.documentElement.lang).toBe("sv");
    expect(swedish.document.title).toMatch(/^Sju bröder, \d\d\.\d\d\.\d{4} \d\d:\d\d · Stadsteatern$/);
  });

  it("the application's other pages by what they are, kept from search engines", async () => {
    const cases: Array<[string, string]> = [
      ["/sv/my-booking/abc", "Min bokning · Stadsteatern"],
      [`/fi/occasions/${demo.occasions["Premiere"]}/checkout`, "Kassa · Kaupunginteatteri"],
      ["/fi/account", "Tili · Kaupunginteatteri"],
    ];
    for (const [pathname, title] of cases) {
      const page = await read(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.document.title, pathname).toBe(title);
      expect(page.meta("robots"), pathname).toBe("noindex");
      expect(page.meta("og:title"), pathname).toBeNull();
    }
  });

  it("an unknown or unpublished event or occasion: the application's page with a generic title, not for search engines", async () => {
    for (const pathname of [
      "/fi/events/0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f",
      `/fi/events/${hidden}`,
      "/fi/occasions/0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f",
      "/fi/events/not-an-id",
      "/fi/no-such-page",
    ]) {
      const page = await read(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.html, pathname).toContain('data-marker="spa-index"');
      expect(page.document.title, pathname).toBe("Kaupunginteatteri");
      expect(page.meta("robots"), pathname).toBe("noindex");
      expect(page.document.querySelector('script[type="application/ld+json"]'), pathname).toBeNull();
    }
  });

  it("is cached and revalidated by its tag, and compressed", async () => {
    const first = await get(`/fi/events/${sevenBrothers}`, { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(first.headers.get("content-encoding")).toBe("br");
    expect((await get(`/fi/events/${sevenBrothers}`, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(304);
    // Another language is another page.
    expect((await get(`/sv/events/${sevenBrothers}`, { "accept-encoding": "br" })).headers.get("etag")).not.toBe(etag);
  });
});

describe("sharing and search metadata", () => {
  it("Open Graph and Twitter card tags, with the theme's image", async () => {
    const page = await read(`/sv/events/${sevenBrothers}`);
    expect(page.meta("og:title")).toBe("Sju bröder · Stadsteatern");
    expect(page.meta("og:description")).toBe("Aleksis Kivis klassiker som en yster och rörande teaterkväll för hela familjen.");
    expect(page.meta("og:url")).toBe(`${PUBLIC_URL}/sv/events/${sevenBrothers}`);
    expect(page.meta("og:type")).toBe("website");
    expect(page.meta("og:locale")).toBe("sv_FI");
    expect(page.meta("og:site_name")).toBe("Stadsteatern");
    expect(page.meta("og:image")).toBe("https://cdn.example.fi/theatre.jpg");
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    expect(page.meta("twitter:image")).toBe("https://cdn.example.fi/theatre.jpg");
    expect(page.meta("twitter:title")).toBe("Sju bröder · Stadsteatern");
  });

  it("an event's own image before the theme's", async () => {
    const page = await read(`/fi/events/${concert}`);
    expect(page.meta("og:image")).toBe("https://cdn.example.fi/concert.jpg");
    expect(page.meta("og:locale")).toBe("fi_FI");
  });

  it("hreflang alternates for every language and x-default, absolute from PUBLIC_URL", async () => {
    const occasionId = demo.occasions["Premiere"]!;
    const page = await read(`/fi/occasions/${occasionId.toUpperCase()}/`);
    const alternates = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", `${PUBLIC_URL}/en/occasions/${occasionId}`],
      ["fi", `${PUBLIC_URL}/fi/occasions/${occasionId}`],
      ["sv", `${PUBLIC_URL}/sv/occasions/${occasionId}`],
      ["x-default", `${PUBLIC_URL}/en/occasions/${occasionId}`],
    ]);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${PUBLIC_URL}/fi/occasions/${occasionId}`);
  });

  it("an occasion's page: schema.org Event with what search engines require, valid JSON", async () => {
    const occasionId = demo.occasions["Premiere"]!;
    const [row] = await app.query<{ start_time: Date; end_time: Date | null }>(`SELECT start_time, end_time FROM occasions WHERE id = $1`, [
      occasionId,
    ]);
    const event = (await read(`/fi/occasions/${occasionId}`)).jsonLd() as SchemaEvent;
    expect(event["@context"]).toBe("https://schema.org");
    expect(event["@type"]).toBe("Event");
    expect(event.name).toBe("Seitsemän veljestä: Ensi-ilta");
    expect(event.startDate).toBe(row!.start_time.toISOString());
    expect(event.endDate).toBe(row!.end_time!.toISOString());
    expect(event.location).toEqual({ "@type": "Place", name: "Kaupunginteatteri", address: "Teatterikatu 1, 00100 Helsinki" });
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.url).toBe(`${PUBLIC_URL}/fi/occasions/${occasionId}`);
    expect(event.image).toEqual(["https://cdn.example.fi/theatre.jpg"]);
    // The premiere's own prices (the demo's custom prices, with its price zones).
    expect(event.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(Number(event.offers.lowPrice)).toBeGreaterThan(0);
    expect(Number(event.offers.lowPrice)).toBeLessThanOrEqual(25);
    expect(Number(event.offers.highPrice)).toBeGreaterThanOrEqual(49);
  });

  it("says a date not yet on sale is a pre-order, a cancelled one cancelled, a moved one rescheduled", async () => {
    const preOrder = (await read(`/en/occasions/${notYetOnSale}`)).jsonLd() as SchemaEvent;
    expect(preOrder.offers.availability).toBe("https://schema.org/PreOrder");

    const gone = (await read(`/en/occasions/${cancelled}`)).jsonLd() as SchemaEvent;
    expect(gone.eventStatus).toBe("https://schema.org/EventCancelled");

    const rescheduled = (await read(`/sv/occasions/${moved}`)).jsonLd() as SchemaEvent;
    expect(rescheduled.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(rescheduled.previousStartDate).toBe(MOVED_FROM.toISOString());
  });

  it("an event's page: an Event per date to come, each with name, startDate and location", async () => {
    const events = (await read(`/sv/events/${sevenBrothers}`)).jsonLd() as Array<SchemaEvent>;
    expect(Array.isArray(events)).toBe(true);
    const dates = await app.query<{ id: string }>(
      `SELECT id FROM occasions WHERE event_id = $1 AND published AND start_time > now() ORDER BY start_time, id`,
      [sevenBrothers],
    );
    expect(events.map((event) => event.url)).toEqual(dates.map((date) => `${PUBLIC_URL}/sv/occasions/${date.id}`));
    for (const event of events) {
      expect(event.name).toMatch(/^Sju bröder/);
      expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
      expect(event.location.name).toBe("Stadsteatern");
    }
  });

  it("writes text that would end the script escaped, and the JSON still reads back as written", async () => {
    const page = await read(`/en/events/${concert}`);
    const opening = '<script type="application/ld+json">';
    const script = page.html.slice(page.html.indexOf(opening) + opening.length);
    const body = script.slice(0, script.indexOf("</script>"));
    expect(body).not.toContain("<");
    const events = page.jsonLd() as Array<SchemaEvent> | SchemaEvent;
    const first = Array.isArray(events) ? events[0]! : events;
    expect(first.description).toBe(`Loud </script><script>alert(1)</script> & "fun".`);
    expect(page.meta("description")).toBe(`Loud </script><script>alert(1)</script> & "fun".`);
    expect(page.document.querySelectorAll("script")).toHaveLength(2);
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  it("lists the published events and their dates to come in every language, with alternates", async () => {
    const response = await get("/sitemap.xml", { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    expect(document.querySelector("parsererror")).toBeNull();
    expect(document.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = [...document.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map((loc) => loc.textContent);
    for (const lng of ["en", "fi", "sv"]) {
      expect(urls).toContain(`${PUBLIC_URL}/${lng}`);
      expect(urls).toContain(`${PUBLIC_URL}/${lng}/events/${sevenBrothers}`);
      expect(urls).toContain(`${PUBLIC_URL}/${lng}/occasions/${demo.occasions["Premiere"]}`);
    }
    expect(urls.some((url) => url!.includes(hidden))).toBe(false);
    expect(urls.some((url) => url!.includes(cancelled))).toBe(false);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/(en|fi|sv)(/|$)`));

    const entry = [...document.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")].find(
      (element) => element.firstElementChild?.textContent === `${PUBLIC_URL}/fi/events/${sevenBrothers}`,
    )!;
    const alternates = [...entry.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) =>
      link.getAttribute("hreflang"),
    );
    expect(alternates).toEqual(["en", "fi", "sv", "x-default"]);
  });

  it("robots.txt points at the sitemap and keeps private pages out", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain("Disallow: /*/my-booking/");
  });
});
