import { DomainError } from "../../common/errors.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import { messageLanguage, serverMessage, type MessageKey } from "../i18n/server-messages.js";

/**
 * The completeness guard (issue 15): what a visitor reads about an event must be there in every enabled
 * language before it is published.
 *
 * The customer-facing texts of an event are its name and description; the name and title of each of its
 * published occasions (the list of dates shows the name where there is no title); the names of the ticket types its price lists sell (its own and its published occasions' custom
 * ones); the names of the active addons it offers; the names of the plans its maps come from (the map's
 * accessible name) and of the space types on those plans; and the booking notice and terms shown at checkout.
 * An occasion's are those its booking page shows: its event's name, description and addons, its own name and title,
 * the ticket types of the price list in effect (its own or the event's), its plan's name and space types, and
 * the notice and terms.
 *
 * A text is missing in an enabled language when it is blank there although it is required (a name) or
 * exists in some other language (visitors would otherwise read that other language's text: `translate`
 * falls back). An optional text (description, an occasion's name or title, notice, terms) left empty in every
 * language is fine: an occasion without a name is called by its date.
 */

/** The kinds of text, in the order a list of missing ones shows them. */
export const TEXT_KINDS = [
  "eventName",
  "eventDescription",
  "occasionName",
  "occasionTitle",
  "ticketTypeName",
  "addonName",
  "planName",
  "spaceTypeName",
  "bookingNotice",
  "bookingTerms",
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Where an administrator fixes a text: an event's form, an occasion's, or a settings screen. */
export type FixLocation = "event" | "occasion" | "ticketTypes" | "addons" | "plans" | "spaceTypes" | "theme";

const FIX_LOCATION: Record<TextKind, FixLocation> = {
  eventName: "event",
  eventDescription: "event",
  occasionName: "occasion",
  occasionTitle: "occasion",
  ticketTypeName: "ticketTypes",
  addonName: "addons",
  planName: "plans",
  spaceTypeName: "spaceTypes",
  bookingNotice: "theme",
  bookingTerms: "theme",
};

/** One customer-facing text without a translation in one enabled language. */
export interface MissingTranslation {
  kind: TextKind;
  language: string;
  /** The event, occasion, ticket type, addon, plan or space type the text belongs to; null for notice and terms. */
  subjectId: string | null;
  /** What the subject is called: its translated name. */
  subjectName: Translations | null;
  eventId: string;
  eventName: Translations;
}

/** The languages (of `languages`, in their order) a text is missing in; see the module comment. */
export function missingLanguages(texts: Translations | null | undefined, languages: readonly string[], required: boolean): string[] {
  const has = (language: string) => (texts?.[language] ?? "").trim() !== "";
  if (!required && !Object.keys(texts ?? {}).some(has)) return [];
  return languages.filter((language) => !has(language));
}

interface TextRow {
  event_id: string;
  event_name: Translations;
  kind: TextKind;
  subject_id: string | null;
  label: Translations | null;
  texts: Translations | null;
  required: boolean;
}

/**
 * The texts of the events (`ev`) whose content is described by `occ` (occasions), `price_lists`
 * (event_id, ticket_type_id) and `plans_used` (event_id, plan_id), defined by the caller's CTEs.
 */
const TEXTS = `
  plan_space_types AS (
    SELECT DISTINCT s.plan_id, s.space_type_id FROM spaces s
    WHERE s.plan_id IN (SELECT plan_id FROM plans_used) AND s.space_type_id IS NOT NULL
  ),
  texts AS (
    SELECT id AS event_id, 'eventName' AS kind, id AS subject_id, name AS label, name AS texts, true AS required FROM ev
    UNION ALL SELECT id, 'eventDescription', id, name, description, false FROM ev
    UNION ALL SELECT event_id, 'occasionName', id, name, name, false FROM occ
    UNION ALL SELECT event_id, 'occasionTitle', id, name, title, false FROM occ
    UNION ALL SELECT pl.event_id, 'ticketTypeName', t.id, t.name, t.name, true
      FROM price_lists pl JOIN ticket_types t ON t.id = pl.ticket_type_id
    UNION ALL SELECT ea.event_id, 'addonName', a.id, a.name, a.name, true
      FROM event_addons ea JOIN addons a ON a.id = ea.addon_id WHERE ea.event_id IN (SELECT id FROM ev) AND a.active
    UNION ALL SELECT pu.event_id, 'planName', p.id, p.name, p.name, true FROM plans_used pu JOIN plans p ON p.id = pu.plan_id
    UNION ALL SELECT pu.event_id, 'spaceTypeName', st.id, st.name, st.name, true
      FROM plans_used pu JOIN plan_space_types pst ON pst.plan_id = pu.plan_id JOIN space_types st ON st.id = pst.space_type_id
    UNION ALL SELECT ev.id, 'bookingNotice', NULL, NULL, s.booking_notice, false FROM ev CROSS JOIN settings s WHERE s.id = 1
    UNION ALL SELECT ev.id, 'bookingTerms', NULL, NULL, s.booking_terms, false FROM ev CROSS JOIN settings s WHERE s.id = 1
  )
  SELECT texts.*, ev.name AS event_name FROM texts JOIN ev ON ev.id = texts.event_id`;

/** Events with their published occasions (what publishing an event shows). */
const EVENTS_SQL = `
  WITH ev AS (SELECT id, plan_id, name, description FROM events WHERE id = ANY($1::uuid[])),
  occ AS (SELECT id, event_id, plan_id, name, title, custom_pricing FROM occasions WHERE event_id = ANY($1::uuid[]) AND published),
  price_lists AS (
    SELECT event_id, ticket_type_id FROM event_prices WHERE event_id = ANY($1::uuid[])
    UNION SELECT occ.event_id, p.ticket_type_id FROM occ JOIN occasion_prices p ON p.occasion_id = occ.id WHERE occ.custom_pricing
  ),
  plans_used AS (SELECT id AS event_id, plan_id FROM ev UNION SELECT event_id, plan_id FROM occ),
  ${TEXTS}`;

/** One occasion's booking page: its event's texts, its own, and its price list and plan in effect. */
const OCCASION_SQL = `
  WITH occ AS (SELECT id, event_id, plan_id, name, title, custom_pricing FROM occasions WHERE id = $1),
  ev AS (SELECT e.id, e.plan_id, e.name, e.description FROM events e WHERE e.id IN (SELECT event_id FROM occ)),
  price_lists AS (
    SELECT occ.event_id, p.ticket_type_id FROM occ JOIN occasion_prices p ON p.occasion_id = occ.id WHERE occ.custom_pricing
    UNION SELECT occ.event_id, p.ticket_type_id FROM occ JOIN event_prices p ON p.event_id = occ.event_id WHERE NOT occ.custom_pricing
  ),
  plans_used AS (SELECT event_id, plan_id FROM occ),
  ${TEXTS}`;

const itemKey = (item: MissingTranslation) => `${item.kind}:${item.subjectId ?? ""}:${item.language}`;

/** The missing translations of the texts, in TEXT_KINDS order, then by subject, then in the languages' order. */
function missingOf(rows: readonly TextRow[], languages: readonly string[]): MissingTranslation[] {
  const items = new Map<string, MissingTranslation>();
  for (const row of rows) {
    for (const language of missingLanguages(row.texts, languages, row.required)) {
      const item: MissingTranslation = {
        kind: row.kind,
        language,
        subjectId: row.subject_id,
        subjectName: row.label,
        eventId: row.event_id,
        eventName: row.event_name,
      };
      items.set(itemKey(item), item);
    }
  }
  const order = (item: MissingTranslation) => [TEXT_KINDS.indexOf(item.kind), subjectLabel(item, languages[0] ?? "en")] as const;
  return [...items.values()].sort((a, b) => {
    const [kindA, labelA] = order(a);
    const [kindB, labelB] = order(b);
    return kindA - kindB || labelA.localeCompare(labelB) || languages.indexOf(a.language) - languages.indexOf(b.language);
  });
}

/** Each event's missing translations (every given event has an entry), in a single query whatever their number. */
export async function eventsMissingTranslations(
  runner: SqlRunner,
  eventIds: readonly string[],
  languages: readonly string[],
): Promise<Map<string, MissingTranslation[]>> {
  const byEvent = new Map<string, TextRow[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length > 0) {
    for (const row of await queryRows<TextRow>(runner, EVENTS_SQL, [[...new Set(eventIds)]])) byEvent.get(row.event_id)?.push(row);
  }
  return new Map([...byEvent].map(([id, rows]) => [id, missingOf(rows, languages)]));
}

/** The missing translations of one occasion's booking page. */
export async function occasionMissingTranslations(
  runner: SqlRunner,
  occasionId: string,
  languages: readonly string[],
): Promise<MissingTranslation[]> {
  return missingOf(await queryRows<TextRow>(runner, OCCASION_SQL, [occasionId]), languages);
}

/**
 * Refuses to publish while translations are missing. `tolerated` are those missing before the save when it
 * was published already: such a save (cancelling it, a fix elsewhere in the form) is not held back by texts it
 * did not touch, but it may not remove a translation.
 */
export function refuseIncomplete(missing: readonly MissingTranslation[], tolerated: readonly MissingTranslation[] = []): void {
  const known = new Set(tolerated.map(itemKey));
  const added = missing.filter((item) => !known.has(itemKey(item)));
  if (added.length > 0) throw new IncompleteContentError(added);
}

const WHAT: Record<TextKind, MessageKey> = {
  eventName: "completeness.eventName",
  eventDescription: "completeness.eventDescription",
  occasionName: "completeness.occasionName",
  occasionTitle: "completeness.occasionTitle",
  ticketTypeName: "completeness.ticketTypeName",
  addonName: "completeness.addonName",
  planName: "completeness.planName",
  spaceTypeName: "completeness.spaceTypeName",
  bookingNotice: "completeness.bookingNotice",
  bookingTerms: "completeness.bookingTerms",
};

const WHERE: Record<FixLocation, MessageKey> = {
  event: "completeness.fixEvent",
  occasion: "completeness.fixOccasion",
  ticketTypes: "completeness.fixTicketTypes",
  addons: "completeness.fixAddons",
  plans: "completeness.fixPlans",
  spaceTypes: "completeness.fixSpaceTypes",
  theme: "completeness.fixTheme",
};

function subjectLabel(item: MissingTranslation, language: string): string {
  return translate(item.subjectName, language) ?? "";
}

function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([messageLanguage(language)], { type: "language", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A missing translation as the administrator reads it: which text, in which language, and where to fix it. */
export interface MissingTranslationText {
  kind: TextKind;
  language: string;
  subjectId: string | null;
  subjectName: string;
  eventId: string;
  fixAt: FixLocation;
  /** E.g. "Swedish name of ticket type “Adult” — Settings → Ticket types". */
  message: string;
}

export function describeMissing(item: MissingTranslation, language: string): MissingTranslationText {
  const subjectName = subjectLabel(item, language);
  const fixAt = FIX_LOCATION[item.kind];
  const what = serverMessage(WHAT[item.kind], language, { language: languageName(item.language, language), subject: subjectName });
  const where = serverMessage(WHERE[fixAt], language, { event: translate(item.eventName, language) ?? "", occasion: subjectName });
  return {
    kind: item.kind,
    language: item.language,
    subjectId: item.subjectId,
    subjectName,
    eventId: item.eventId,
    fixAt,
    message: serverMessage("completeness.item", language, { what, where }),
  };
}

/** The refusal: BAD_USER_INPUT, its message listing what is missing, the list itself in extensions.missingTranslations. */
export class IncompleteContentError extends DomainError {
  constructor(readonly missing: readonly MissingTranslation[]) {
    super("BAD_USER_INPUT", "completeness.refused");
  }

  override paramsIn(language: string): Record<string, string> {
    return { list: this.missing.map((item) => describeMissing(item, language).message).join("; ") };
  }

  override extensionsIn(language: string): Record<string, unknown> {
    return { missingTranslations: this.missing.map((item) => describeMissing(item, language)) };
  }
}
