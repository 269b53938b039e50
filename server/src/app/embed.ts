import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import { CACHE_LIMITS, LoadingCache } from "../common/caches.js";
import { escapeHtml } from "../common/html.js";
import { content, shared, type RestAnswer } from "../common/rest-answer.js";
import { SharedBody } from "../common/shared-body.js";
import { NOT_BUILT } from "./client-page.js";
import { refuseControlCharactersInQuery } from "./control-characters.js";
import { EMBED_FRAME_SCRIPT, embedScript } from "./embed-scripts.js";
import { createEmbedRenderer } from "./light-pages.js";
import { createPageTexts } from "./page-texts.js";
import { allowFramingBy } from "./security-headers.js";
import type { Services } from "./services.js";

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JAVASCRIPT = "text/javascript; charset=utf-8";
/** The light pages' hydration script and its preloads: the embed page is not hydrated (frame.js is all it runs). */
const MODULE_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The embeddable event widget (issue 40; README, "Embedding on a venue's site"):
 * - `/embed.js`, the venue's script (embed-scripts.ts), with the site's languages and frame titles, revalidated by ETag;
 * - `/embed/frame.js`, the embed page's script (its height and title to the framing page);
 * - `/{lng}/embed/events/{eventId}`: the event's upcoming dates, prices and places left, each date's "Book" opening its
 *   seat map in a new top-level tab (where the draft and CSRF cookies, SameSite=Lax, are first-party). Rendered by the
 *   light pages' renderer (client/src/light/EmbedApp.tsx), not hydrated, kept CACHE_LIMITS.embedPages per language
 *   and event. It is the one answer that other sites may frame: frame-ancestors 'self' and the origins the
 *   administrator listed (Manage > Settings > Embedding), without X-Frame-Options (security-headers.ts).
 */
export function registerEmbed(app: FastifyInstance, services: Services, clientDist: string, schema: GraphQLSchema): void {
  const queryGuard = refuseControlCharactersInQuery(services);
  const render = createEmbedRenderer(clientDist, services, schema);
  const textsOf = createPageTexts(services);
  const pages = new LoadingCache<RestAnswer>(CACHE_LIMITS.embedPages);
  const lightHtml = path.join(clientDist, "light.html");
  let document: { mtimeMs: number; html: string } | null = null;
  let script: SharedBody | null = null;

  /** The light pages' document as built, without their hydration; null when the client is not built. */
  const lightDocument = async (): Promise<string | null> => {
    const stats = await stat(lightHtml).catch(() => null);
    if (!stats) return null;
    if (document?.mtimeMs !== stats.mtimeMs)
      document = { mtimeMs: stats.mtimeMs, html: (await readFile(lightHtml, "utf8")).replace(MODULE_TAGS, "") };
    return document.html;
  };

  const page = async (language: string, eventId: string | null): Promise<RestAnswer> => {
    const built = await lightDocument();
    const rendered = built === null ? null : await render(eventId, language);
    if (built === null || rendered === null) return NOT_BUILT;
    const html = built
      .replace(/<html lang="[^"]*" data-page="[^"]*"/, () => `<html lang="${escapeHtml(language)}" data-page="embed"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace("</head>", () => `<meta name="robots" content="noindex" /><script src="/embed/frame.js" defer></script></head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
    // An event that is not (or no longer) public: its friendly message, as a 404 no cache keeps.
    if (!rendered.found) return content("text/html; charset=utf-8", html, { "Cache-Control": "no-cache" }, { status: 404 });
    return shared(new SharedBody(html, `"${createHash("sha1").update(html).digest("base64url")}"`, "text/html; charset=utf-8"));
  };

  app.get<{ Params: { lng: string; eventId: string } }>(
    "/:lng/embed/events/:eventId",
    { onRequest: queryGuard },
    async (request, reply) => {
      const requested = request.params.lng.toLowerCase();
      // /api/... is the REST facade's: a path it does not have is its 404, not a page.
      if (requested === "api") return reply.callNotFound();
      allowFramingBy(reply.raw, request.host ?? "", await services.embedOrigins.list());
      const languages = await services.settings.languageIds();
      // A language the site does not have (embed.js sends only the site's own): its default.
      const language = languages.includes(requested) ? requested : (languages[0] ?? "en");
      const eventId = EVENT_ID.test(request.params.eventId) ? request.params.eventId.toLowerCase() : null;
      const answer = await pages.get(`${language} ${eventId ?? "none"}`, () => page(language, eventId));
      reply.hijack();
      await answer.write(request.raw, reply.raw);
    },
  );

  app.get("/embed.js", async (request, reply) => {
    const languages = await services.settings.languageIds();
    const titles: Record<string, string> = {};
    for (const language of languages) titles[language] = (await textsOf(language)).t("embed.frameTitle");
    const source = embedScript({ languages, titles });
    if (script?.body !== source) script = new SharedBody(source, `"${createHash("sha1").update(source).digest("base64url")}"`, JAVASCRIPT);
    reply.hijack();
    // Cache-Control: no-cache with its ETag: venues' pages keep it and revalidate it (a 304 while the site's languages
    // and texts are unchanged).
    script.send(request.raw, reply.raw);
  });

  const frame = new SharedBody(EMBED_FRAME_SCRIPT, `"${createHash("sha1").update(EMBED_FRAME_SCRIPT).digest("base64url")}"`, JAVASCRIPT);
  app.get("/embed/frame.js", (request, reply) => {
    reply.hijack();
    frame.send(request.raw, reply.raw);
  });
}
