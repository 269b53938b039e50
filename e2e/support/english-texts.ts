import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * What counts as English on a Finnish or Swedish page (issue 15: no English left behind). The English
 * dictionary and the server's English messages are the English texts the product itself has; the component
 * library adds its own built-in English labels and the calendar's English month and day names. A text that
 * the page's own language spells the same (a name, 'OK') is not counted.
 */

type Lng = "fi" | "sv";
type Json = { [key: string]: string | Json };

function leaves(tree: Json, into: string[] = []): string[] {
  for (const value of Object.values(tree)) {
    if (typeof value === "string") into.push(value);
    else leaves(value, into);
  }
  return into;
}

const read = (path: string): Json => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Json;

/** The client's texts: the visitor's namespace (ui) and the administrator's (admin). */
const dictionary = (lng: string): string[] =>
  ["ui", "admin"].flatMap((namespace) => leaves(read(`../../client/src/shared/i18n/locales/${lng}/${namespace}.json`)));

/** The server's own texts (errors, e-mails, PDFs): the i18next namespace 'server'. */
const serverTexts = (lng: string): string[] => leaves(read(`../../server/src/modules/i18n/locales/${lng}/server.json`));

/** Labels Mantine 9 has built in, in English (read from its sources), and what @mantine/dates shows from an English locale. */
const LIBRARY_ENGLISH = [
  "Toggle password visibility",
  "Scroll left",
  "Scroll right",
  "Resize window",
  "Search...",
  "Actions",
  ..."January February March April May June July August September October November December".split(" "),
  ..."Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" "),
  ..."Jan Feb Mar Apr Jun Jul Aug Sep Oct Nov Dec".split(" "),
  ..."Mo Tu We Th Fr Sa Su".split(" "),
];

/** English words that never occur in Finnish or Swedish interface texts. */
const ENGLISH_WORDS =
  /\b(the|and|your|with|please|toggle|click|loading|previous|next|close|search|select|nothing|found|required|invalid|error|page|save|cancel|delete)\b/;

const DICTIONARY_KEY = /\b[A-Za-z]\w*(?:\.\w+)+\b/g;

function template(text: string): RegExp | null {
  if (!/\{\{?\w+\}?\}/.test(text)) return null;
  const literal = text.replace(/\{\{?\w+\}?\}/g, "");
  if (literal.replace(/[^A-Za-z]/g, "").length < 8) return null;
  const pattern = text
    .split(/\{\{?\w+\}?\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+");
  return new RegExp(`^${pattern}$`);
}

export interface EnglishFinder {
  /** The texts among `found` that are English on a page in this language, each with why. */
  englishAmong(found: readonly string[]): string[];
}

/** The language's own month and weekday names, full and short, as calendars write them (fi 'Su' is sunnuntai). */
function calendarNames(lng: Lng): string[] {
  const names: string[] = [];
  const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    for (const weekday of ["long", "short", "narrow"] as const) {
      const name = new Intl.DateTimeFormat(lng, { weekday, timeZone: "UTC" }).format(date).replace(/\.$/, "");
      names.push(name, capitalized(name), name.slice(0, 2), capitalized(name.slice(0, 2)));
    }
  }
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2024, month, 1));
    for (const style of ["long", "short"] as const) {
      const name = new Intl.DateTimeFormat(lng, { month: style, timeZone: "UTC" }).format(date).replace(/\.$/, "");
      names.push(name, capitalized(name));
    }
  }
  return names;
}

export function englishFinder(lng: Lng): EnglishFinder {
  const own = new Set([...dictionary(lng), ...calendarNames(lng)]);
  for (const text of serverTexts(lng)) own.add(text);
  const english = new Set([...dictionary("en"), ...serverTexts("en"), ...LIBRARY_ENGLISH]);
  const templates = [...english].map(template).filter((pattern): pattern is RegExp => pattern !== null);
  return {
    englishAmong(found) {
      const problems: string[] = [];
      for (const text of found) {
        if (own.has(text)) continue;
        if (english.has(text)) problems.push(`"${text}" (English text)`);
        else if (templates.some((pattern) => pattern.test(text))) problems.push(`"${text}" (English template)`);
        // A dictionary key (menu.toggle) is an identifier the dictionary editor shows, not a word.
        else if (ENGLISH_WORDS.test(text.replace(DICTIONARY_KEY, "").toLowerCase())) problems.push(`"${text}" (English word)`);
      }
      return problems;
    },
  };
}

/**
 * Every text a person meets on the page now: rendered text of visible elements, and the accessible names and
 * hints in attributes (aria-label, title, placeholder, alt) of rendered elements; the document's title too.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (value: string | null | undefined) => {
      const text = value?.replace(/\s+/g, " ").trim();
      if (text) texts.add(text);
    };
    add(document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A textarea's text is the content being edited (the English tab of a translated text), not the interface.
      if (!parent || parent.closest("script, style, noscript, template, textarea")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      add(node.textContent);
    }
    for (const element of document.body.querySelectorAll("*")) {
      if (!(element as HTMLElement).checkVisibility?.() && !element.closest("svg")) continue;
      for (const attribute of ["aria-label", "title", "placeholder", "alt", "aria-roledescription", "aria-valuetext"]) {
        add(element.getAttribute(attribute));
      }
      // Inline markup splits a sentence into several text nodes: the whole of a short element counts too.
      if (/^(P|SPAN|LABEL|BUTTON|A|H[1-6]|TD|TH|LI|LEGEND|DT|DD)$/.test(element.tagName)) {
        const inner = (element as HTMLElement).innerText;
        if (inner && inner.length < 200) add(inner);
      }
    }
    return [...texts];
  });
}
