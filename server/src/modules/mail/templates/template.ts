import { currentFallbackLanguage } from "../../../common/translations.js";
import { serverMessage, type MessageKey } from "../../i18n/server-messages.js";

/** A piece of an e-mail's body; the layout writes each as plain text and as escaped HTML. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A link shown as a button in HTML and as "label: url" in text; http(s) only. */
  | { kind: "button"; label: string; url: string }
  /** Label and value rows (a booking's details). */
  | { kind: "facts"; rows: Array<{ label: string; value: string }> };

/** What a template writes in one language: plain strings, never HTML (the layout escapes them). */
export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

/** The site as every e-mail's layout presents it, in the message's language. */
export interface MailSite {
  name: string;
  primaryColor: string;
  /** The venue's IANA time zone, for dates in the text. */
  timeZone: string;
  /** The seller's legal details (Finnish law asks them of the seller), when set. */
  seller: { name: string | null; businessId: string | null; address: string | null } | null;
}

export type MailWriter<P> = (params: P, site: MailSite) => MailContent;

/**
 * One kind of e-mail: its key (stored on the outbox row) and its text in each language it is written in.
 * English is required: the last fallback.
 */
export interface MailTemplate<P> {
  key: string;
  languages: { en: MailWriter<P> } & Partial<Record<string, MailWriter<P>>>;
}

/** The language to write in: the requested one when the template has it, else the site's fallback language, else English. */
export function templateLanguage(template: MailTemplate<never>, requested: string): string {
  for (const language of [requested, currentFallbackLanguage()]) if (template.languages[language]) return language;
  return "en";
}

/**
 * The texts of the e-mail `name` in `language`: `mail.<name>.<key>` of the server's i18next namespace, read as
 * the e-mail is written, so a venue's override (the dictionary editor) shows in the next one sent.
 */
export function mailWords(name: string, language: string): (key: string, params?: Record<string, string | number>) => string {
  return (key, params) => serverMessage(`mail.${name}.${key}` as MessageKey, language, params);
}
