import { NAMESPACES } from "@seatbooking/core";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LightPayload } from "./lightPage";

/**
 * An i18next instance with the page's texts given, ready at once (the server's render and the browser's hydration read
 * the same texts): the visitor namespace only, keys missing in the page's language from the fallback language's.
 */
export function createLightI18n({ lng, texts, fallbackLng }: { lng: string } & Pick<LightPayload, "texts" | "fallbackLng">): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(texts).map(([lng, dictionary]) => [lng, { [NAMESPACES.visitor]: dictionary }]));
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng,
    ns: [NAMESPACES.visitor],
    defaultNS: NAMESPACES.visitor,
    interpolation: { escapeValue: false }, // React escapes.
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
