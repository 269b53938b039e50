import { UI_NAMESPACE } from "../modules/i18n/dictionary.service.js";
import type { Services } from "./services.js";

/** The interface texts of a language, by dotted key, and the served dictionary's tag. */
export interface Texts {
  etag: string;
  t(key: string): string;
}

/** `{{name}}` placeholders filled as i18next fills them; an unknown name is left as written. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The application's own interface texts (bundled, with the venue's overrides) for pages the server writes: each language
 * parsed once per version of its served dictionary.
 */
export function createPageTexts(services: Pick<Services, "dictionaries" | "settings">): (language: string) => Promise<Texts> {
  const dictionaries = new Map<string, Texts>();

  const dictionary = async (language: string): Promise<Texts> => {
    const file = await services.dictionaries.file(language, UI_NAMESPACE);
    const known = dictionaries.get(language);
    if (known?.etag === file.etag) return known;
    const root = JSON.parse(file.body) as Record<string, unknown>;
    const texts: Texts = {
      etag: file.etag,
      t: (key) => {
        let node: unknown = root;
        for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
        return typeof node === "string" ? node : "";
      },
    };
    dictionaries.set(language, texts);
    return texts;
  };

  /**
   * The texts of a language, each missing one taken from the fallback language (the first), as the application's
   * i18next falls back key by key: a language a venue added has only the texts it gave.
   */
  return async (language: string): Promise<Texts> => {
    const fallback = (await services.settings.languageIds())[0];
    const own = await dictionary(language);
    if (!fallback || fallback === language) return own;
    const other = await dictionary(fallback);
    const etag = `${own.etag} ${other.etag}`;
    const known = dictionaries.get(`${language} ${fallback}`);
    if (known?.etag === etag) return known;
    const merged: Texts = { etag, t: (key) => own.t(key) || other.t(key) };
    dictionaries.set(`${language} ${fallback}`, merged);
    return merged;
  };
}
