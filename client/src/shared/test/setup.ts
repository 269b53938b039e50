import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import type { Dictionary } from "../i18n/dictionary";
import { preloadNamespace } from "../i18n/i18n";
import { ADMIN_NAMESPACE } from "../i18n/resources";
import { preloadVisitorTexts } from "./visitorTexts";

// findBy* and waitFor wait up to 5 s (Testing Library's 1 s is too short on a busy 2-core machine).
configure({ asyncUtilTimeout: 5_000 });

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!("ResizeObserver" in window)) {
  Object.defineProperty(window, "ResizeObserver", { writable: true, configurable: true, value: ResizeObserverStub });
}
// Mantine's autosize Textarea listens for web fonts loading, which jsdom does not do.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
// jsdom only logs "Not implemented" (ScrollRestoration calls it on navigation).
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

// Components are rendered without the language session, which loads the route language's texts in the app: every
// test's i18n instance has every language's from the start instead.
preloadVisitorTexts();

// The admin screens' tests render them without the admin route's loader, which loads the administrator's
// texts in the app: every test's i18n instance has them from the start instead.
preloadNamespace(
  ADMIN_NAMESPACE,
  Object.fromEntries(
    Object.entries(import.meta.glob<Dictionary>("../i18n/locales/*/admin.json", { eager: true, import: "default" })).map(
      ([path, texts]) => [path.split("/")[3]!, texts],
    ),
  ),
);
