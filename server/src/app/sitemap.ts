import { createHash } from "node:crypto";
import { CACHE_LIMITS, createCache } from "../common/caches.js";
import { escapeHtml } from "../common/html.js";
import { SharedBody } from "../common/shared-body.js";
import type { Services } from "./services.js";

/** How long a built sitemap is served before it is built again (crawlers read it a few times a day). */
const SITEMAP_TTL_MS = 60_000;

/** Paths search engines are kept away from: the API, and pages behind a customer's link or a sign-in. */
const PRIVATE_PATHS = [
  "/api/",
  "/graphql",
  "/*/admin",
  "/*/account",
  "/*/my-booking/",
  "/*/renewals/",
  "/*/waiting-list/",
  "/*/occasions/*/checkout",
];

/**
 * /sitemap.xml: the front page, the event list, every published event's page and its published dates still to come, each
 * in every language with the others as xhtml:link alternates (Google's hreflang in sitemaps), absolute URLs from
 * PUBLIC_URL (else the request's origin). Built at most once a minute per origin.
 */
export function createSitemap(services: Pick<Services, "dataSource" | "settings" | "clock">) {
  const built = createCache<string, { at: number; body: SharedBody }>({ ...CACHE_LIMITS.sitemaps });

  /** What the sitemap lists, read once a minute whatever the origin (a Host header is the client's to vary). */
  let listed: { at: number; languages: string[]; pages: Promise<Array<{ rest: string; modified?: Date }>> } | null = null;
  const list = async () => {
    if (listed && Date.now() - listed.at < SITEMAP_TTL_MS) return { languages: listed.languages, pages: await listed.pages };
    const languages = await services.settings.languageIds();
    const pages = readPages();
    listed = { at: Date.now(), languages, pages };
    pages.catch(() => (listed = null));
    return { languages, pages: await pages };
  };

  const readPages = async (): Promise<Array<{ rest: string; modified?: Date }>> => {
    const events: Array<{ id: string; updated_at: Date }> = await services.dataSource.query(
      `SELECT e.id, e.updated_at FROM events e WHERE e.published AND e.status <> 'archived' ORDER BY e.created_at, e.id`,
    );
    const occasions: Array<{ id: string; updated_at: Date }> = await services.dataSource.query(
      `SELECT o.id, o.updated_at FROM occasions o JOIN events e ON e.id = o.event_id
        WHERE o.published AND e.published AND e.status <> 'archived' AND o.status = 'scheduled' AND coalesce(o.end_time, o.start_time) > $1
        ORDER BY o.start_time, o.id`,
      [services.clock.now()],
    );
    return [
      { rest: "" },
      { rest: "/events" },
      ...events.map((event) => ({ rest: `/events/${event.id}`, modified: event.updated_at })),
      ...occasions.map((occasion) => ({ rest: `/occasions/${occasion.id}`, modified: occasion.updated_at })),
    ];
  };

  const build = async (origin: string): Promise<SharedBody> => {
    const { languages, pages } = await list();
    const url = (lng: string, rest: string) => escapeHtml(`${origin}/${lng}${rest}`);
    const entries = pages.flatMap((page) => {
      const alternates = languages.map((lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${url(lng, page.rest)}"/>`);
      if (languages[0]) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(languages[0], page.rest)}"/>`);
      return languages.map(
        (lng) =>
          `<url><loc>${url(lng, page.rest)}</loc>${page.modified ? `<lastmod>${page.modified.toISOString()}</lastmod>` : ""}${alternates.join("")}</url>`,
      );
    });
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
      ...entries,
      `</urlset>`,
      "",
    ].join("\n");
    return new SharedBody(xml, `"${createHash("sha1").update(xml).digest("base64url")}"`, "application/xml; charset=utf-8");
  };

  return {
    async sitemap(origin: string): Promise<SharedBody> {
      const known = built.get(origin);
      if (known && Date.now() - known.at < SITEMAP_TTL_MS) return known.body;
      const body = await build(origin);
      built.set(origin, { at: Date.now(), body });
      return body;
    },
    robots(origin: string): string {
      return ["User-agent: *", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    },
  };
}
