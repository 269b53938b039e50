import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { CACHE_LIMITS, createCache, LoadingCache } from "../common/caches.js";
import { escapeHtml } from "../common/html.js";
import { logger } from "../common/logger.js";
import { content, RestAnswer, shared } from "../common/rest-answer.js";
import { SharedBody } from "../common/shared-body.js";
import { BOOT_SCRIPT_SOURCE } from "./boot-script.js";
import { parseCookieHeader } from "./cookies.js";
import { SESSION_COOKIE_NAME } from "../modules/access/access.http.js";
import { admissionCredentialsFrom } from "../modules/booking/process/admission-port.js";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { LightPages, LightRoute, RenderedLightPage } from "./light-pages.js";
import { createPageFacts, type PageFacts } from "./page-facts.js";
import { pageHead, type PageHead } from "./page-head.js";
import { pathLanguage, visitorLanguage } from "./page-language.js";
import { pageRoute, routeKey } from "./page-route.js";
import { createPageTexts } from "./page-texts.js";
import { BOOT_NOSCRIPT, BOOT_STYLES, createSeatMapBoot } from "./seat-map-boot.js";
import type { Services } from "./services.js";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** /{lng}/occasions/{id}: the seat map's route. */
const SEAT_MAP_PATH = new RegExp(`^/([a-z]{2,3})/occasions/(${UUID})/?$`);
/** The application's entry module and stylesheet as Vite writes them into index.html. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_STYLE = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** The answer to a page while the client is not built. */
export const NOT_BUILT = content(
  "text/plain; charset=utf-8",
  "The client is not built: run `npm run build` (npm start does it for you).",
  {},
  {
    status: 503,
  },
);

/** An app page's request as the page needs it. */
export interface PageRequest {
  path: string;
  /** The query string with its `?`, or "". */
  search: string;
  headers: IncomingHttpHeaders;
  /** The origin the request named (used when PUBLIC_URL is not set). */
  origin: string | undefined;
}

/** An answer with headers of its own added before it writes. */
class WithHeaders extends RestAnswer {
  constructor(
    private readonly answer: RestAnswer,
    private readonly headers: Record<string, string>,
  ) {
    super();
  }

  write(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    return this.answer.write(req, res);
  }
}

/** What an answer chosen by the visitor's language cookie and Accept-Language varies on. */
const VARY_ON_VISITOR = "Cookie, Accept-Language";

interface Template {
  mtimeMs: number;
  html: string;
  /** A tag of the page as built and of what the server adds to it: a new build or a new server changes every page's tag. */
  tag: string;
}

/**
 * The single-page app's index.html, in the page's language (README, "Pages as the server sends them"): `<html lang>`, a
 * title naming the page and the venue and a description; on public pages their language alternates, Open Graph and
 * Twitter card tags, and on an event's or occasion's page schema.org's Event (page-head.ts). `/` is redirected to the
 * visitor's language. Pages are built once per language, route and version of what they show (their ETag).
 * On a published occasion's seat map (issue 18) it carries more:
 * - the occasion's plan (`<meta name="occasion-plan" content="{occasionId} {planId}">`), so the application loads
 *   the plan's drawing and places alongside the occasion instead of after it;
 * - while the occasion is on sale, the map itself, drawn by the server with every place's state (seat-map-boot.ts),
 *   on screen and clickable before the application's code has run; the application's script and stylesheet are then
 *   downloaded at once (preload links) and applied by the boot script after the map's first frame. Such a page is the
 *   same for every visitor of the occasion in a language: built once per occupancy snapshot, served compressed with an
 *   ETag.
 * The events list and an event's page are rendered by React on the server (light-pages.ts, issue 37): the page itself
 * with its data, hydrated by the light pages' own small script instead of the whole application, kept per origin,
 * language and route for CACHE_LIMITS.lightPages.ttl (an occasion's places left show within seconds).
 * Anything else gets the page as built.
 */
export function createClientPage(
  clientDist: string,
  services: Pick<Services, "dataSource" | "occupancy" | "dictionaries" | "settings" | "saleInfo" | "clock" | "pricing" | "config"> &
    Partial<Pick<Services, "admissionGate" | "access">>,
  facts: PageFacts = createPageFacts(services),
  lightPages: LightPages | null = null,
) {
  const indexHtml = path.join(clientDist, "index.html");
  const lightHtml = path.join(clientDist, "light.html");
  let lightTemplate: { mtimeMs: number; html: string } | null = null;
  const rendered = new LoadingCache<SharedBody | null>(CACHE_LIMITS.lightPages);
  const boot = createSeatMapBoot(services);
  const textsOf = createPageTexts(services);
  /** Pages other than a drawn seat map, per origin, language and route. */
  const appPages = createCache<string, SharedBody>(CACHE_LIMITS.appPages);
  let cached: Template | null = null;
  /** The last seat-map page sent per language and occasion. */
  const pages = createCache<string, SharedBody>(CACHE_LIMITS.clientPages);

  const template = async (): Promise<Template | null> => {
    const stats = await stat(indexHtml).catch(() => null);
    if (!stats) return null;
    // Read again when the client is rebuilt under a running server (development).
    if (cached?.mtimeMs !== stats.mtimeMs) {
      const html = await readFile(indexHtml, "utf8");
      const tag = createHash("sha1").update(html).update(BOOT_SCRIPT_SOURCE).update(BOOT_STYLES).update(BOOT_NOSCRIPT).digest("base64url");
      cached = { mtimeMs: stats.mtimeMs, html, tag };
    }
    return cached;
  };

  /** The light pages' document (light.html) as built, null when it is not. */
  const lightDocument = async (): Promise<string | null> => {
    const stats = await stat(lightHtml).catch(() => null);
    if (!stats) return null;
    if (lightTemplate?.mtimeMs !== stats.mtimeMs) lightTemplate = { mtimeMs: stats.mtimeMs, html: await readFile(lightHtml, "utf8") };
    return lightTemplate.html;
  };

  /** The events list or an event's page rendered by the server, or null when it is not (the application's page then). */
  const lightPage = (key: string, route: LightRoute, head: PageHead, pathname: string): Promise<SharedBody | null> =>
    rendered.get(key, async () => {
      const document = await lightDocument();
      const page = document && lightPages ? await lightPages(route, head.language, pathname) : null;
      if (!document || !page) return null;
      const withPage = (payload: string) =>
        withHead(document, head).replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${payload}`);
      const html = withPage(payloadScript(page.payload));
      // The tag leaves the render's time out: a page rendered again unchanged keeps its tag and a revalidation stays a
      // 304 (the copy the browser keeps hydrates from its own render time, as consistent as the new one).
      const tagged = withPage(payloadScript(page.payload, (key, value: unknown) => (key === "renderedAt" ? 0 : value)));
      return new SharedBody(html, `"${createHash("sha1").update(tagged).digest("base64url")}"`, "text/html; charset=utf-8");
    });

  /** A published occasion's plan, for the page's hint; null for anything else (the page works without it). */
  const occasionPlan = async (occasionId: string): Promise<string | null> => {
    try {
      const rows: Array<{ plan_id: string }> = await services.dataSource.query(
        `SELECT o.plan_id FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1 AND o.published AND e.published`,
        [occasionId],
      );
      return rows[0]?.plan_id ?? null;
    } catch (error) {
      logger.warn("page hint failed", { error: (error as Error).message });
      return null;
    }
  };

  /** The box office (sell_tickets) is never queued: its session's map is drawn. */
  const sellsTickets = async (session: string | undefined): Promise<boolean> =>
    Boolean(session && services.access && (await services.access.identify(session)).user?.permissions.includes("sell_tickets"));

  const hint = (occasionId: string, planId: string) => `<meta name="occasion-plan" content="${occasionId} ${planId}" />`;

  /** index.html with the page's language, title and head tags. */
  const withHead = (html: string, head: PageHead) =>
    html
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(head.language)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace("</head>", () => `${head.tags}</head>`);

  /** The page with the occasion's map drawn into it, or null when it is not drawn (not on sale, say). */
  const drawnPage = async (language: string, occasionId: string, built: Template, head: PageHead): Promise<SharedBody | null> => {
    if (!(await services.settings.languageIds()).includes(language)) return null;
    const appScript = APP_SCRIPT.exec(built.html)?.[1] ?? null;
    const appStyle = APP_STYLE.exec(built.html)?.[1] ?? null;
    // Without the script's tag to take over, the page is served as built: the application starts as usual.
    if (!appScript) return null;
    const page = await boot.render(occasionId, language, { script: appScript, style: appStyle });
    if (!page) return null;
    const etag = `"${createHash("sha1").update(`${built.tag} ${language} ${head.title} ${head.tags} ${page.etag}`).digest("base64url")}"`;
    const key = `${language} ${occasionId}`;
    let body = pages.get(key);
    if (body?.etag !== etag) {
      const bootHead = `<style>${BOOT_STYLES}</style>${BOOT_NOSCRIPT}${hint(occasionId, page.planId)}`;
      // Replaced through functions: a `$` in the venue's texts is not a replacement pattern.
      let html = withHead(built.html, head).replace("</head>", () => `${bootHead}</head>`);
      // Downloaded from the start, applied by the boot script after the map's first frame.
      html = html.replace(APP_SCRIPT, () => `<link rel="preload" as="script" crossorigin href="${appScript}">`);
      if (appStyle) html = html.replace(APP_STYLE, () => `<link rel="preload" as="style" crossorigin href="${appStyle}">`);
      html = html.replace("</body>", () => `${page.html}</body>`);
      body = new SharedBody(html, etag, "text/html; charset=utf-8");
      pages.set(key, body);
    }
    return body;
  };

  /** A page built once per origin, language, route and version of its head (its tag). */
  const sharedPage = (key: string, built: Template, head: PageHead, extra = ""): SharedBody => {
    const etag = `"${createHash("sha1").update(`${built.tag} ${head.language} ${head.title} ${head.tags} ${extra}`).digest("base64url")}"`;
    let body = appPages.get(key);
    if (body?.etag !== etag) {
      let html = withHead(built.html, head);
      if (extra) html = html.replace("</head>", () => `${extra}</head>`);
      body = new SharedBody(html, etag, "text/html; charset=utf-8");
      appPages.set(key, body);
    }
    return body;
  };

  /**
   * The page of a request, made before anything is written. The database is asked for the language and the head: when it
   * cannot answer, the visitor still gets the application (the page as built; `/` to English).
   */
  return async (request: PageRequest): Promise<RestAnswer> => {
    const built = await template();
    if (built === null) return NOT_BUILT;
    try {
      return await pageOf(request, built);
    } catch (error) {
      logger.warn("page served as built: its language or head could not be read", { error: (error as Error).message });
      if (/^\/*$/.test(request.path))
        return content("text/plain; charset=utf-8", "", { Location: `/en${request.search}`, "Cache-Control": "no-store" }, { status: 302 });
      return content("text/html; charset=utf-8", built.html, { "Cache-Control": "no-cache" }, { revalidate: true });
    }
  };

  async function pageOf(request: PageRequest, built: Template): Promise<RestAnswer> {
    const languages = await services.settings.languageIds();
    const fromPath = pathLanguage(request.path, languages);
    if (!fromPath && /^\/*$/.test(request.path)) {
      // The front page in the visitor's language: the application's canonical /{lng}, its query string kept.
      const language = await visitorLanguage(services.settings, request.headers);
      return content(
        "text/plain; charset=utf-8",
        "",
        {
          Location: `/${language}${request.search}`,
          Vary: VARY_ON_VISITOR,
          "Cache-Control": "no-store",
        },
        { status: 302 },
      );
    }
    // An absolute URL names this site as PUBLIC_URL says, else as the request did (then the origin is part of the key).
    const origin = services.config.payments.publicUrl?.replace(/\/+$/, "") ?? safeOrigin(request.origin);
    if (!fromPath) {
      // A path without a language: the application redirects it; until then, the visitor's language.
      const language = await visitorLanguage(services.settings, request.headers);
      const head = await pageHead({
        route: { kind: "other" },
        language,
        languages,
        rest: "",
        origin,
        texts: await textsOf(language),
        facts,
      });
      // A seat map's path in a language the site does not have still names the occasion's plan (the application keeps it).
      const occasionId = SEAT_MAP_PATH.exec(request.path)?.[2]?.toLowerCase();
      const planId = occasionId ? await occasionPlan(occasionId) : null;
      const page = planId
        ? sharedPage(`${origin} ${language} unprefixed ${occasionId}`, built, head, hint(occasionId!, planId))
        : sharedPage(`${origin} ${language} unprefixed`, built, head);
      return new WithHeaders(shared(page), { Vary: VARY_ON_VISITOR });
    }
    const language = fromPath;
    const segments = request.path.split("/").filter(Boolean).slice(1);
    const route = pageRoute(segments);
    const rest = segments.length > 0 ? `/${segments.join("/")}` : "";
    const head = await pageHead({
      route,
      language,
      languages,
      rest: canonicalRest(route, rest),
      origin,
      texts: await textsOf(language),
      facts,
    });
    if (route.kind === "occasion") {
      const occasionId = route.id;
      // One indexed read first: an unknown or unpublished occasion reaches none of the caches below.
      const planId = await occasionPlan(occasionId);
      if (planId) {
        // Behind a waiting room (issue 39) the map is drawn only for a browser with its admission: the rest get the
        // application, which shows them the line, answered 403 QUEUE_ADMISSION_REQUIRED and never stored.
        if (services.admissionGate && (await services.admissionGate.isOn(occasionId))) {
          const cookies = request.headers.cookie ? parseCookieHeader(request.headers.cookie) : {};
          if (
            !services.admissionGate.admissionOf(occasionId, admissionCredentialsFrom(cookies, false)) &&
            !(await sellsTickets(cookies[SESSION_COOKIE_NAME]))
          ) {
            const page = sharedPage(`${origin} ${language} ${routeKey(route)}`, built, head, hint(occasionId, planId));
            return content(
              "text/html; charset=utf-8",
              page.body,
              { "Cache-Control": "no-store", "X-Error-Code": "QUEUE_ADMISSION_REQUIRED" },
              { status: 403 },
            );
          }
        }
        const drawn = await drawnPage(language, occasionId, built, head);
        if (drawn) return shared(drawn);
        return shared(sharedPage(`${origin} ${language} ${routeKey(route)}`, built, head, hint(occasionId, planId)));
      }
    }
    // Only an event whose page is public is rendered (its head has read it): random ids render nothing, fill no entry.
    if (route.kind === "events" || (route.kind === "event" && head.indexable)) {
      const light = await lightPage(
        `${origin} ${language} ${routeKey(route)}`,
        route.kind === "event" ? { kind: "event", id: route.id } : { kind: "events" },
        head,
        `/${language}${canonicalRest(route, rest)}`,
      );
      if (light) return shared(light);
    }
    // An unknown event's or occasion's page is the same for every id: one entry for all of them.
    const unknown = (route.kind === "event" || route.kind === "occasion") && !head.indexable;
    const key = unknown ? `unknown ${route.kind}` : routeKey(route);
    return shared(sharedPage(`${origin} ${language} ${key}`, built, head));
  }
}

/**
 * The page's data for its hydration, where no script runs it (a JSON script is data to the browser and to the
 * Content-Security-Policy): `<` escaped, so no text in it can close the element.
 */
function payloadScript(payload: RenderedLightPage["payload"], replacer?: (key: string, value: unknown) => unknown): string {
  const json = JSON.stringify(payload, replacer).replace(/</g, "\\u003c");
  return `<script type="application/json" id="light-payload">${json}</script>`;
}

/** The path a public page is known by (lower-case ids, no trailing slash). */
function canonicalRest(route: ReturnType<typeof pageRoute>, rest: string): string {
  switch (route.kind) {
    case "events":
      return route.front ? "" : "/events";
    case "event":
      return `/events/${route.id}`;
    case "occasion":
      return `/occasions/${route.id}`;
    default:
      return rest;
  }
}

/** The origin a request named, when it is one (a Host header is the client's to write). */
export function safeOrigin(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).origin : "";
  } catch {
    return "";
  }
}
