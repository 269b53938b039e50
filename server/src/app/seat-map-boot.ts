import { createHash } from "node:crypto";
import {
  DEFAULT_TIME_ZONE,
  formatZoned,
  maskHasCounts,
  sectionOrder,
  SPACE_STATES,
  spaceStatus,
  startSection,
  STATE_CSS,
  type SpaceState,
} from "@seatbooking/core";
import { escapeHtml } from "../common/html.js";
import { logger } from "../common/logger.js";
import { CACHE_LIMITS, createCache, LoadingCache } from "../common/caches.js";
import { translate, type Translations } from "../common/translations.js";
import { isOnSale } from "../modules/booking/draft/sale-info.js";
import type { OccupancySnapshot } from "../modules/occasion/occupancy.js";
import { customerLabel, defaultLabelMasks, maskIn, sectionNameIn, type SectionNames } from "../modules/plan/label-mask.js";
import { BOOT_SCRIPT } from "./boot-script.js";
import { createPageTexts, interpolate, type Texts } from "./page-texts.js";
import { PLAN_SPACES_VERSION } from "../modules/plan/plan.service.js";
import type { Services } from "./services.js";

/**
 * The seat map drawn by the server (issue 18): on the page of a published occasion on sale the served HTML carries the plan's
 * SVG with every place already in its state (free, partial, full), labelled and focusable (one tab stop, the arrow
 * keys moving between places), so the map is on screen
 * and can be clicked before the application's JavaScript has run (boot-script.ts remembers those clicks for the
 * application). The application draws its own map from its own queries and then removes this one
 * (client: shared/plan/bootMap.ts); until then this page lies over the application's shell below the top bar.
 *
 * Nothing here is private: the same HTML for every visitor of the occasion in a language, built once per
 * occupancy snapshot and served compressed with an ETag.
 */

/** A place as the boot map shows it. */
interface BootSpace {
  id: string;
  name: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  maxTickets: number;
  typeName: Translations | null;
  accessible: boolean;
}

/** What the boot map needs of an occasion's plan: read again only when the plan's version changes (PLAN_SPACES_VERSION). */
interface BootPlan {
  planId: string;
  planName: Translations;
  map: string;
  styles: string | null;
  /** The plan's space label mask per language and its sections' names. */
  masks: Translations;
  sectionNames: SectionNames;
  spaces: BootSpace[];
}

/** What the boot map needs of an occasion besides its occupancy (cached briefly), its plan as long as it is unchanged. */
interface BootOccasion {
  occasionId: string;
  startTime: Date;
  title: Translations | null;
  eventName: Translations;
  timeZone: string;
  plan: BootPlan;
}

function decodeXmlAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (entity, name: string) => {
    if (name === "amp") return "&";
    if (name === "lt") return "<";
    if (name === "gt") return ">";
    if (name === "quot") return '"';
    if (name === "apos") return "'";
    const code = name.startsWith("#x") ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** What the map writes on a place's element. */
export interface DecoratedSpace {
  id: string;
  /** The core's state of the place (spaceStatus; `yours` needs the app, so the drawn map never shows it). */
  state: SpaceState;
  label: string;
}

/**
 * A tag of XMLSerializer's output (start, end or empty): every attribute written name="value" (values never hold a raw
 * quote, `<` or `>`; text never holds a raw `<`), whitespace being XML's four characters only.
 */
const TAG = /<(\/?)([^ \t\n\r/>"=]+)((?:[ \t\n\r]+[^ \t\n\r=/>]+="[^"]*")*)[ \t\n\r]*(\/?)>/g;
const ATTRIBUTE = /[ \t\n\r]+([^ \t\n\r=/>]+)="([^"]*)"/g;
/** Attributes the map sets itself, left out of what the drawing had. */
const OWN_ATTRIBUTES = new Set(["data-space-id", "tabindex", "role", "aria-label", "aria-pressed", "data-state", "class"]);
/**
 * Elements left out of the drawn page with all they hold. In an HTML document `desc` and `title` switch the parser back
 * to HTML rules for what they contain (an empty `<title/>` in them opens an HTML title that swallows the rest of the
 * page) and `font` with a colour or size leaves the SVG altogether; the drawing needs none of them.
 */
const LEFT_OUT = new Set(["desc", "title", "font", "foreignobject"]);

/** A tag's attributes as the HTML parser reads them: names in lower case, the first of a repeated name winning. */
function attributesOf(attributes: string): Array<{ whole: string; name: string; value: string }> {
  const seen = new Set<string>();
  const result: Array<{ whole: string; name: string; value: string }> = [];
  for (const [whole, name, value] of attributes.matchAll(ATTRIBUTE)) {
    const lower = name!.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    result.push({ whole, name: lower, value: value! });
  }
  return result;
}

/**
 * A drawing ready to be decorated again and again: the markup between places' elements, and for each place's element
 * (by name) its tag up to the classes the drawing gave it and what follows the state-dependent attributes.
 */
export interface CompiledSvg {
  /** Markup, then a place, then markup, ...: one more piece of markup than places. */
  markup: string[];
  /** Per place: its tag as drawn, and the decorated tag's start (through the drawing's other classes) and end. */
  places: Array<{ name: string; drawn: string; head: string; end: string }>;
}

/**
 * The plan's sanitized SVG (XML-serialized), split at the elements of the places named in `names` (an element's id
 * is its place's name); the root loses its fixed size and becomes a group labelled `label`, and elements the HTML
 * parser would read as HTML are left out ({@link LEFT_OUT}). Done once per drawing.
 */
export function compileSvg(svg: string, label: string, names: ReadonlySet<string>): CompiledSvg {
  const markup: string[] = [];
  const places: CompiledSvg["places"] = [];
  let root = true;
  let piece = "";
  let last = 0;
  /** Inside a left-out element: how many of its elements are open. */
  let skipping = 0;
  for (const match of svg.matchAll(TAG)) {
    const [tag, closing, qualifiedName, attributes, empty] = match as unknown as [string, string, string, string, string];
    const before = svg.slice(last, match.index);
    last = match.index + tag.length;
    if (skipping > 0) {
      if (closing) skipping -= 1;
      else if (!empty) skipping += 1;
      continue;
    }
    piece += before;
    const localName = qualifiedName.slice(qualifiedName.indexOf(":") + 1).toLowerCase();
    if (!closing && LEFT_OUT.has(localName)) {
      if (!empty) skipping = 1;
      continue;
    }
    if (closing) {
      piece += tag;
      continue;
    }
    const parsed = attributesOf(attributes);
    const end = `${empty}>`;
    if (root) {
      root = false;
      const kept = parsed.filter((attribute) => !["width", "height", "role", "aria-label"].includes(attribute.name));
      piece += `<${qualifiedName}${kept.map((attribute) => attribute.whole).join("")} role="group" aria-label="${escapeHtml(label)}"${end}`;
      continue;
    }
    const id = parsed.find((attribute) => attribute.name === "id");
    const placeName = id ? decodeXmlAttribute(id.value) : null;
    if (placeName === null || !names.has(placeName)) {
      piece += tag;
      continue;
    }
    const classes = (parsed.find((attribute) => attribute.name === "class")?.value ?? "")
      .split(/[ \t\n\r]+/)
      .filter((token) => token && !(SPACE_STATES as readonly string[]).includes(token));
    const kept = parsed.filter((attribute) => !OWN_ATTRIBUTES.has(attribute.name)).map((attribute) => attribute.whole);
    markup.push(piece);
    piece = "";
    places.push({
      name: placeName,
      drawn: tag,
      head: `<${qualifiedName}${kept.join("")} class="${classes.map((token) => `${token} `).join("")}`,
      end,
    });
  }
  markup.push(piece + (skipping > 0 ? "" : svg.slice(last)));
  return { markup, places };
}

/** The compiled drawing with each place decorated as the application's PlanMap decorates it; everything written is escaped. */
export function fillSvg(compiled: CompiledSvg, spaces: ReadonlyMap<string, DecoratedSpace>): string {
  const parts: string[] = [compiled.markup[0]!];
  // One tab stop for the map, the first place drawn (the boot script moves it with the arrow keys, as the app does).
  let tabStop = true;
  compiled.places.forEach((place, index) => {
    const space = spaces.get(place.name);
    const tabindex = space && tabStop ? "0" : "-1";
    if (space) tabStop = false;
    parts.push(
      space
        ? `${place.head}${space.state}" data-space-id="${escapeHtml(space.id)}" tabindex="${tabindex}" role="button" aria-label="${escapeHtml(space.label)}" data-state="${space.state}"${place.end}`
        : place.drawn,
      compiled.markup[index + 1]!,
    );
  });
  return parts.join("");
}

/** A plan's drawing and places in one language: compiled once per plan version, language and texts. */
interface CompiledPage {
  texts: Texts;
  /** The venue's wording of the default labels in the page's language (the dictionary editor changes it). */
  labelling: string;
  /** The plan's space label mask in the page's language. */
  mask: string | null;
  /** The plan's own styles, as a style element (or nothing). */
  styles: string;
  svg: CompiledSvg;
  /** The plan's section codes in the order the application's section chips list them. */
  sections: string[];
  places: Array<{
    id: string;
    name: string;
    /** Its section's code (null: in none). */
    section: string | null;
    title: string | null;
    values: { name: string; type: string | null; section: string | null; row: string | null; seat: string | null };
    /** Its section's name in the page's language, when the plan named it. */
    sectionName: string | null;
    suffix: string;
  }>;
  availability: string;
}

/** The compiled page of a plan, per language: kept while the plan's version is (the same BootPlan). */
const compiled = new WeakMap<BootPlan, Map<string, CompiledPage>>();

export interface BootPage {
  html: string;
  etag: string;
  planId: string;
}

export interface SeatMapBoot {
  /**
   * The boot page's HTML for a published occasion in `language` (the application's script, if given, is started by
   * the boot script after the map's first frame), a tag of its content and the occasion's plan; null for anything else.
   */
  render(occasionId: string, language: string, app: { script: string; style: string | null }): Promise<BootPage | null>;
}

export function createSeatMapBoot(
  services: Pick<Services, "dataSource" | "occupancy" | "dictionaries" | "settings" | "saleInfo" | "clock">,
): SeatMapBoot {
  /** Occupancy is always the latest snapshot; an occasion's details are reused a while, its plan while unchanged. */
  const occasions = new LoadingCache<BootOccasion | null>(CACHE_LIMITS.bootOccasions);
  /**
   * By plan, with the version it was read at: a 20,000-place plan's map is megabytes and compiling its drawing takes
   * the event loop for a second, so neither is done again when an occasion's details are read again, only when the
   * plan changes (its new version replaces the old one: one copy per plan).
   */
  const plans = createCache<string, { version: string; plan: Promise<BootPlan> }>(CACHE_LIMITS.bootPlans);
  const planAt = (planId: string, version: string): Promise<BootPlan> => {
    const known = plans.get(planId);
    if (known?.version === version) return known.plan;
    const plan = loadPlan(planId);
    plans.set(planId, { version, plan });
    // A failed read is not kept: the next request tries again.
    plan.catch(() => {
      if (plans.peek(planId)?.plan === plan) plans.delete(planId);
    });
    return plan;
  };
  /** The last page drawn per occasion and language, with the snapshot (its tag) it shows. */
  const rendered = createCache<string, { page: CompiledPage; before: string; snapshot: string; html: string; etag: string }>(
    CACHE_LIMITS.bootPages,
  );

  const loadOccasion = async (occasionId: string): Promise<BootOccasion | null> => {
    const rows: Array<Record<string, unknown>> = await services.dataSource.query(
      `SELECT o.id, o.start_time, o.title, e.name AS event_name, p.id AS plan_id, ${PLAN_SPACES_VERSION} AS plan_version,
              s.time_zone
         FROM occasions o JOIN events e ON e.id = o.event_id JOIN plans p ON p.id = o.plan_id LEFT JOIN settings s ON true
        WHERE o.id = $1 AND o.published AND e.published`,
      [occasionId],
    );
    const row = rows[0];
    if (!row) return null;
    const planId = row.plan_id as string;
    return {
      occasionId,
      startTime: row.start_time as Date,
      title: row.title as Translations | null,
      eventName: row.event_name as Translations,
      timeZone: (row.time_zone as string | null) ?? DEFAULT_TIME_ZONE,
      plan: await planAt(planId, row.plan_version as string),
    };
  };

  const loadPlan = async (planId: string): Promise<BootPlan> => {
    const [row]: Array<Record<string, unknown>> = await services.dataSource.query(
      `SELECT p.name, p.map, p.styles, p.space_label_masks, p.section_names FROM plans p WHERE p.id = $1`,
      [planId],
    );
    if (!row) throw new Error(`plan ${planId} is gone`);
    const spaces: Array<Record<string, unknown>> = await services.dataSource.query(
      `SELECT s.id, s.name, s.section, s.row, s.seat, s.max_tickets, t.name AS type_name, coalesce(t.accessible, false) AS accessible
         FROM spaces s LEFT JOIN space_types t ON t.id = s.space_type_id WHERE s.plan_id = $1`,
      [planId],
    );
    return {
      planId,
      planName: row.name as Translations,
      map: row.map as string,
      styles: row.styles as string | null,
      masks: (row.space_label_masks as Translations | null) ?? {},
      sectionNames: (row.section_names as SectionNames | null) ?? {},
      spaces: spaces.map((space) => ({
        id: space.id as string,
        name: space.name as string,
        section: space.section as string | null,
        row: space.row as string | null,
        seat: space.seat as string | null,
        maxTickets: space.max_tickets as number,
        typeName: space.type_name as Translations | null,
        accessible: space.accessible as boolean,
      })),
    };
  };

  const textsOf = createPageTexts(services);

  /** The drawing's parts that change with the plan, language or texts, not with the occasion's details or occupancy. */
  const compile = (plan: BootPlan, language: string, texts: Texts, labelling: string): CompiledPage => {
    const planName = translate(plan.planName, language) ?? "";
    const mask = maskIn(plan.masks, language);
    const countsInMask = maskHasCounts(mask);
    const accessibleText = texts.t("seatMap.accessiblePlace");
    const places = plan.spaces.map((space) => {
      const values = {
        name: space.name,
        type: space.typeName ? translate(space.typeName, language) : null,
        section: space.section,
        row: space.row,
        seat: space.seat,
      };
      const sectionName = sectionNameIn(plan.sectionNames, space.section, language);
      return {
        id: space.id,
        name: space.name,
        section: space.section,
        // A mask with live counts is filled per snapshot; any other title is the same in every one.
        title: countsInMask ? null : customerLabel(mask, values, language, sectionName).trim(),
        sectionName,
        values,
        suffix: space.accessible && accessibleText ? `, ${accessibleText}` : "",
      };
    });
    return {
      texts,
      labelling,
      // A plan's styles are checked when saved; one that could close its element is left out rather than trusted.
      styles: plan.styles && !/<\/style/i.test(plan.styles) ? `<style>${plan.styles}</style>` : "",
      svg: compileSvg(plan.map, planName, new Set(places.map((place) => place.name))),
      sections: sectionOrder(
        plan.spaces.flatMap((space) => (space.section ? [space.section] : [])),
        language,
      ),
      places,
      mask,
      availability: texts.t("seatMap.availability"),
    };
  };

  /** The page down to the drawing's container, and the document's title: the occasion's details in `language`. */
  const headOf = (occasion: BootOccasion, page: CompiledPage, language: string): { before: string } => {
    const title = occasion.title ? translate(occasion.title, language) : null;
    const eventName = translate(occasion.eventName, language) ?? "";
    return {
      before: [
        `<div class="boot-main">`,
        `<h1 class="boot-title">${escapeHtml(eventName)}</h1>`,
        `<p class="boot-when"><time datetime="${occasion.startTime.toISOString()}">${escapeHtml(formatZoned(occasion.startTime, occasion.timeZone))}</time>`,
        `${title ? ` · ${escapeHtml(title)}` : ""}</p>`,
        `<p class="boot-hint">${escapeHtml(page.texts.t("seatMap.instructions"))}</p>`,
        // The platform's state styles, as the application's map has them, whatever the plan's styles say.
        `<style data-plan-states="">${STATE_CSS}</style>`,
        page.styles,
      ].join(""),
    };
  };

  /** The page of one snapshot: each place's state and label from its occupancy row. */
  const fill = (page: CompiledPage, before: string, snapshot: OccupancySnapshot, language: string): string => {
    const occupancy = new Map(snapshot.occupancy.map((entry) => [entry.spaceId, entry]));
    const availabilityTexts = new Map<string, string>();
    const decorated = new Map<string, DecoratedSpace>();
    const free: Array<{ section: string | null; remaining: number }> = [];
    for (const place of page.places) {
      const entry = occupancy.get(place.id);
      // Only the occasion's places (its occupancy rows) can be booked; the others are left as drawn.
      if (!entry) continue;
      const { state, remaining, total } = spaceStatus(entry, entry);
      free.push({ section: place.section, remaining });
      let label: string;
      if (place.title === null)
        label = customerLabel(page.mask, { ...place.values, remaining, max: total }, language, place.sectionName).trim();
      else {
        const key = `${remaining}/${total}`;
        let availability = availabilityTexts.get(key);
        if (availability === undefined) availabilityTexts.set(key, (availability = interpolate(page.availability, { remaining, total })));
        label = `${place.title}, ${availability}`;
      }
      decorated.set(place.name, { id: place.id, state, label: label + place.suffix });
    }
    // A small screen opens on this section (the boot script zooms to its places), as the application's map does.
    const start = startSection(page.sections, free);
    const startPlaces = start === null ? [] : page.places.filter((place) => place.section === start).map((place) => place.name);
    const startAttribute = startPlaces.length > 0 ? ` data-start-places="${escapeHtml(JSON.stringify(startPlaces))}"` : "";
    return `${before}<div class="plan boot-map"${startAttribute}>${fillSvg(page.svg, decorated)}</div></div>`;
  };

  return {
    async render(occasionId, language, app) {
      try {
        // Only while places can be picked (booking's own rule, on its cached sale facts): otherwise the drawing
        // would take clicks the application then drops, and the application says why nothing can be picked.
        const sale = await services.saleInfo.get(occasionId);
        if (!sale || !isOnSale(sale, services.clock.now())) return null;
        const occasion = await occasions.get(occasionId, () => loadOccasion(occasionId));
        if (!occasion) return null;
        const [snapshot, texts] = await Promise.all([services.occupancy.get(occasionId), textsOf(language)]);
        let pages = compiled.get(occasion.plan);
        if (!pages) compiled.set(occasion.plan, (pages = new Map()));
        let page = pages.get(language);
        const labelling = JSON.stringify(defaultLabelMasks(language));
        if (page?.texts.etag !== texts.etag || page.labelling !== labelling)
          pages.set(language, (page = compile(occasion.plan, language, texts, labelling)));
        const head = headOf(occasion, page, language);
        // Snapshots are taken again every second; one whose occupancy is unchanged (same tag) draws the same page.
        const key = `${occasionId} ${language}`;
        let body = rendered.get(key);
        if (body?.page !== page || body.before !== head.before || body.snapshot !== snapshot.etag) {
          const html = fill(page, head.before, snapshot, language);
          body = { page, before: head.before, snapshot: snapshot.etag, html, etag: createHash("sha1").update(html).digest("base64url") };
          rendered.set(key, body);
        }
        const attributes =
          `id="boot-page" class="boot-page" data-occasion-id="${occasionId}" data-app-script="${escapeHtml(app.script)}"` +
          (app.style ? ` data-app-style="${escapeHtml(app.style)}"` : "");
        return {
          html: `<div ${attributes}>${body.html}</div><script>${BOOT_SCRIPT}</script>`,
          etag: body.etag,
          planId: occasion.plan.planId,
        };
      } catch (error) {
        // The drawn map is a head start: the application works without it.
        logger.warn("seat map boot page failed", { error: (error as Error).message });
        return null;
      }
    },
  };
}

/**
 * The boot page's styles (in the head): the application's layout and fonts, the map as the app frames it. The page is
 * shown once parsed (the boot script's `boot-shown`), or at once without scripts (BOOT_NOSCRIPT).
 */
export const BOOT_STYLES = [
  `.boot-page{display:none;position:absolute;top:56px;left:0;right:0;min-height:calc(100vh - 56px);background:#fff;z-index:150;color:#000;`,
  `font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji";line-height:1.55}`,
  `.boot-page.boot-shown{display:block}`,
  `.boot-main{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:16px}`,
  `.boot-title{font-size:34px;line-height:1.3;margin:0 0 4px;font-weight:700}`,
  `.boot-when{margin:0 0 16px;font-size:16px}`,
  `.boot-hint{margin:0 0 16px;font-size:14px;color:#868e96}`,
  `.boot-map{border:1px solid #dee2e6;border-radius:4px;overflow:auto;max-height:75vh}`,
  `.boot-map svg{display:block;width:100%;height:auto;max-height:72vh}`,
  `.boot-map [data-space-id]{cursor:pointer}`,
  `.boot-map [data-space-id]:focus-visible{outline:3px solid #228be6;outline-offset:1px}`,
  `.boot-map .selected{stroke:#1864ab;stroke-width:3px}`,
].join("");

export const BOOT_NOSCRIPT = `<noscript><style>.boot-page{display:block}</style></noscript>`;
