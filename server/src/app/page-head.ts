import { formatZoned } from "@seatbooking/core";
import { escapeHtml } from "../common/html.js";
import { translate } from "../common/translations.js";
import { DEFAULT_SITENAME } from "../modules/settings/settings.service.js";
import type { EventFacts, OccasionFacts, PageFacts, VenueFacts } from "./page-facts.js";
import type { PageRoute } from "./page-route.js";
import { interpolate, type Texts } from "./page-texts.js";

/** What the server writes into an app page: its language, title, and the tags added to its head. */
export interface PageHead {
  language: string;
  title: string;
  /** Tags for the end of the head (description, alternates, sharing and search metadata). */
  tags: string;
  /** Whether search engines may list it (a public page of something that exists). */
  indexable: boolean;
}

/** Open Graph's locale (language_TERRITORY) of the site's languages: UK English, Finnish and Finland-Swedish (SPEC section 9). */
const OG_LOCALES: Record<string, string> = { en: "en_GB", fi: "fi_FI", sv: "sv_FI" };

/** Longest meta description: what search results show of it. */
const DESCRIPTION_MAX = 200;

/** A text's first sentence (of its first paragraph), on one line and at most DESCRIPTION_MAX characters. */
export function firstSentence(text: string | null | undefined): string {
  const paragraph = (text ?? "")
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^.+?[.!?…](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  if (sentence.length <= DESCRIPTION_MAX) return sentence;
  const cut = sentence.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

/** JSON for a script element: nothing in it can end the element or open a comment (`<` written as \u003c). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const meta = (attribute: "name" | "property", name: string, content: string) =>
  `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

interface HeadInput {
  route: PageRoute;
  language: string;
  /** The site's languages in menu order (the first is the default). */
  languages: readonly string[];
  /** The page's path after its language ("" for the front page, "/events/{id}", ...). */
  rest: string;
  /** The site's public origin (PUBLIC_URL, else as the request named it). */
  origin: string;
  texts: Texts;
  facts: PageFacts;
}

/** An event or occasion page's facts, or null for a page that shows none. */
async function entityOf(input: HeadInput): Promise<{ event: EventFacts; occasion: OccasionFacts | null } | null> {
  if (input.route.kind === "event") {
    const event = await input.facts.event(input.route.id);
    return event && { event, occasion: null };
  }
  if (input.route.kind === "occasion") return input.facts.occasion(input.route.id);
  return null;
}

/** The page's head: its title naming the page and the venue, its description, and for public pages their alternates and sharing tags. */
export async function pageHead(input: HeadInput): Promise<PageHead> {
  const { route, language, languages, rest, origin, texts } = input;
  const [venue, entity] = await Promise.all([input.facts.venue(), entityOf(input)]);
  const venueName = translate(venue.name, language) || DEFAULT_SITENAME;
  const generic = interpolate(texts.t("page.description"), { venue: venueName });
  const url = (lng: string) => `${origin}/${lng}${rest}`;
  const titled = (name: string) => (name ? `${name} · ${venueName}` : venueName);

  const tags: string[] = [];
  let title = venueName;
  let description = generic;
  let indexable = true;
  switch (route.kind) {
    case "events":
      title = titled(texts.t("events.title"));
      break;
    case "named":
      title = titled(texts.t(route.titleKey));
      indexable = !route.private;
      break;
    case "other":
      indexable = false;
      break;
    case "event":
    case "occasion":
      if (entity) {
        title = titled(entityTitle(entity, language, venue));
        description = entityDescription(entity, language, venue) || generic;
      } else indexable = false;
  }

  tags.push(meta("name", "description", description));
  if (!indexable) {
    tags.push(`<meta name="robots" content="noindex">`);
    return { language, title, tags: tags.join(""), indexable };
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(url(language))}">`);
  for (const lng of languages) tags.push(`<link rel="alternate" hreflang="${escapeHtml(lng)}" href="${escapeHtml(url(lng))}">`);
  if (languages[0]) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(languages[0]))}">`);

  const image = entity?.event.image ?? venue.image;
  tags.push(
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", venueName),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url(language)),
  );
  const locale = OG_LOCALES[language];
  if (locale) tags.push(meta("property", "og:locale", locale));
  for (const lng of languages) {
    const other = OG_LOCALES[lng];
    if (lng !== language && other) tags.push(meta("property", "og:locale:alternate", other));
  }
  if (image) tags.push(meta("property", "og:image", image));
  tags.push(
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
  );
  if (image) tags.push(meta("name", "twitter:image", image));

  if (entity) {
    const events = entity.occasion
      ? [schemaEvent(entity.event, entity.occasion, { language, origin, venue, venueName, image, description })]
      : upcoming(entity.event).map((occasion) =>
          schemaEvent(entity.event, occasion, { language, origin, venue, venueName, image, description }),
        );
    if (events.length > 0) {
      const graph = events.length === 1 ? events[0] : events;
      tags.push(`<script type="application/ld+json">${scriptJson(graph)}</script>`);
    }
  }
  return { language, title, tags: tags.join(""), indexable };
}

/** An event's occasions still to come (not past), the ones its page lists for search engines. */
function upcoming(event: EventFacts): OccasionFacts[] {
  const now = Date.now();
  return event.occasions.filter((occasion) => (occasion.endTime ?? occasion.startTime).getTime() >= now).slice(0, 50);
}

function occasionName(event: EventFacts, occasion: OccasionFacts, language: string): string {
  const name = translate(event.name, language) ?? "";
  const title = translate(occasion.title, language);
  return title && title !== name ? `${name}: ${title}` : name;
}

function entityTitle(entity: { event: EventFacts; occasion: OccasionFacts | null }, language: string, venue: VenueFacts): string {
  if (!entity.occasion) return translate(entity.event.name, language) ?? "";
  return `${occasionName(entity.event, entity.occasion, language)}, ${formatZoned(entity.occasion.startTime, venue.timeZone)}`;
}

function entityDescription(entity: { event: EventFacts; occasion: OccasionFacts | null }, language: string, venue: VenueFacts): string {
  const about = firstSentence(translate(entity.event.description, language));
  if (!entity.occasion) return about;
  const when = formatZoned(entity.occasion.startTime, venue.timeZone);
  return about ? `${when}. ${about}` : when;
}

const SCHEMA = "https://schema.org/";

/** schema.org's Event of one occasion (Google's event rich results read name, startDate and location first). */
function schemaEvent(
  event: EventFacts,
  occasion: OccasionFacts,
  page: { language: string; origin: string; venue: VenueFacts; venueName: string; image: string | null; description: string },
): Record<string, unknown> {
  const url = `${page.origin}/${page.language}/occasions/${occasion.id}`;
  const status =
    event.cancelled || occasion.cancelled ? "EventCancelled" : occasion.previousStartTime ? "EventRescheduled" : "EventScheduled";
  const place: Record<string, unknown> = { "@type": "Place", name: page.venueName };
  if (page.venue.address) place.address = page.venue.address.replace(/\s*\n\s*/g, ", ");
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: occasionName(event, occasion, page.language),
    description: firstSentence(translate(event.description, page.language)) || page.description,
    startDate: occasion.startTime.toISOString(),
    ...(occasion.endTime ? { endDate: occasion.endTime.toISOString() } : {}),
    ...(status === "EventRescheduled" ? { previousStartDate: occasion.previousStartTime!.toISOString() } : {}),
    eventStatus: `${SCHEMA}${status}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    inLanguage: page.language,
    url,
    location: place,
    organizer: { "@type": "Organization", name: page.venueName, url: `${page.origin}/${page.language}` },
    ...(page.image ? { image: [page.image] } : {}),
    ...(occasion.prices
      ? {
          offers: {
            "@type": "AggregateOffer",
            lowPrice: (occasion.prices.low / 100).toFixed(2),
            highPrice: (occasion.prices.high / 100).toFixed(2),
            priceCurrency: "EUR",
            availability: `${SCHEMA}${occasion.availability}`,
            url,
          },
        }
      : {}),
  };
}
