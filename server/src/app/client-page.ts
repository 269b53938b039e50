import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { CACHE_LIMITS, createCache } from "../common/caches.js";
import { escapeHtml } from "../common/html.js";
import { logger } from "../common/logger.js";
import { content, shared, type RestAnswer } from "../common/rest-answer.js";
import { SharedBody } from "../common/shared-body.js";
import { BOOT_SCRIPT_SOURCE } from "./boot-script.js";
import { BOOT_NOSCRIPT, BOOT_STYLES, createSeatMapBoot } from "./seat-map-boot.js";
import type { Services } from "./services.js";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** /{lng}/occasions/{id}: the seat map's route. */
const SEAT_MAP_PATH = new RegExp(`^/([a-z]{2,3})/occasions/(${UUID})/?$`);
/** The application's entry module and stylesheet as Vite writes them into index.html. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_STYLE = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

const NOT_BUILT = content(
  "text/plain; charset=utf-8",
  "The client is not built: run `npm run build` (npm start does it for you).",
  {},
  {
    status: 503,
  },
);

interface Template {
  mtimeMs: number;
  html: string;
  /** A tag of the page as built and of what the server adds to it: a new build or a new server changes every page's tag. */
  tag: string;
}

/**
 * The single-page app's index.html. On a published occasion's seat map (issue 18) it carries more:
 * - the occasion's plan (`<meta name="occasion-plan" content="{occasionId} {planId}">`), so the application loads
 *   the plan's drawing and places alongside the occasion instead of after it;
 * - while the occasion is on sale, the map itself, drawn by the server with every place's state (seat-map-boot.ts),
 *   on screen and clickable before the application's code has run; the application's script and stylesheet are then
 *   downloaded at once (preload links) and applied by the boot script after the map's first frame. Such a page is the
 *   same for every visitor of the occasion in a language: built once per occupancy snapshot, served compressed with an
 *   ETag.
 * Anything else gets the page as built.
 */
export function createClientPage(
  clientDist: string,
  services: Pick<Services, "dataSource" | "occupancy" | "dictionaries" | "settings" | "saleInfo" | "clock">,
) {
  const indexHtml = path.join(clientDist, "index.html");
  const boot = createSeatMapBoot(services);
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

  const hint = (occasionId: string, planId: string) => `<meta name="occasion-plan" content="${occasionId} ${planId}" />`;

  /** The page with the occasion's map drawn into it, or null when it is not drawn (not on sale, say). */
  const drawnPage = async (language: string, occasionId: string, built: Template): Promise<SharedBody | null> => {
    if (!(await services.settings.languageIds()).includes(language)) return null;
    const appScript = APP_SCRIPT.exec(built.html)?.[1] ?? null;
    const appStyle = APP_STYLE.exec(built.html)?.[1] ?? null;
    // Without the script's tag to take over, the page is served as built: the application starts as usual.
    if (!appScript) return null;
    const page = await boot.render(occasionId, language, { script: appScript, style: appStyle });
    if (!page) return null;
    const etag = `"${createHash("sha1").update(`${built.tag} ${language} ${page.title} ${page.etag}`).digest("base64url")}"`;
    const key = `${language} ${occasionId}`;
    let body = pages.get(key);
    if (body?.etag !== etag) {
      const head = `<style>${BOOT_STYLES}</style>${BOOT_NOSCRIPT}${hint(occasionId, page.planId)}`;
      // Replaced through functions: a `$` in the venue's texts is not a replacement pattern.
      let html = built.html
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace("</head>", () => `${head}</head>`);
      // Downloaded from the start, applied by the boot script after the map's first frame.
      html = html.replace(APP_SCRIPT, () => `<link rel="preload" as="script" crossorigin href="${appScript}">`);
      if (appStyle) html = html.replace(APP_STYLE, () => `<link rel="preload" as="style" crossorigin href="${appStyle}">`);
      html = html.replace("</body>", () => `${page.html}</body>`);
      body = new SharedBody(html, etag, "text/html; charset=utf-8");
      pages.set(key, body);
    }
    return body;
  };

  /** The page of `path`, made before anything is written: a failure is answered as any other. */
  return async (path: string): Promise<RestAnswer> => {
    const built = await template();
    if (built === null) return NOT_BUILT;
    let html = built.html;
    const match = SEAT_MAP_PATH.exec(path);
    if (match) {
      const language = match[1]!;
      const occasionId = match[2]!.toLowerCase();
      // One indexed read first: an unknown or unpublished occasion reaches none of the caches below.
      const planId = await occasionPlan(occasionId);
      if (planId) {
        const drawn = await drawnPage(language, occasionId, built);
        if (drawn) return shared(drawn);
        html = html.replace("</head>", () => `${hint(occasionId, planId)}</head>`);
      }
    }
    return content("text/html; charset=utf-8", html, { "Cache-Control": "no-cache" }, { revalidate: true });
  };
}
