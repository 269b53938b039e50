import { describe, expect, it, vi } from "vitest";
import { bundledResources } from "./bundledResources";
import { createI18n } from "./i18n";
import { NAMESPACE } from "./resources";
import { createUiTextsLoader } from "./uiTexts";

// No texts are preloaded here (logic tests have no setup file): the instance starts empty, as the application's does.
const answering = (respond: (url: string) => Response) => vi.fn<typeof fetch>(async (url) => respond(String(url)));

describe("the visitor's texts loader", () => {
  it("shows the server's dictionary of the route's language alone: one request, no other language's texts", async () => {
    const instance = createI18n("fi");
    const served = { events: { title: "Tapahtumat ja muuta" } };
    const fetchImpl = answering(() => new Response(JSON.stringify(served), { status: 200, headers: { ETag: '"t1"' } }));
    await createUiTextsLoader(instance, fetchImpl)("fi");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/\/dictionaries\/fi\/ui\.json$/);
    expect(instance.t("events.title", { lng: "fi" })).toBe("Tapahtumat ja muuta");
    // The server's answer is the whole dictionary (the bundled one with the venue's texts): nothing bundled was added.
    expect(instance.getResourceBundle("fi", NAMESPACE)).toEqual(served);
    expect(instance.hasResourceBundle("en", NAMESPACE)).toBe(false);
    expect(instance.hasResourceBundle("sv", NAMESPACE)).toBe(false);
  });

  it("shows the bundled texts of the language when the server's cannot be had, and the server's once they can", async () => {
    const instance = createI18n("sv");
    let fail = true;
    const fetchImpl = answering(() =>
      fail ? new Response("down", { status: 503 }) : new Response(JSON.stringify({ events: { title: "Evenemang nu" } }), { status: 200 }),
    );
    const load = createUiTextsLoader(instance, fetchImpl);
    await load("sv");
    expect(instance.t("events.title", { lng: "sv" })).toBe(bundledResources.sv.ui.events.title);
    expect(instance.t("errorPage.title", { lng: "sv" })).toBe(bundledResources.sv.ui.errorPage.title);
    expect(instance.hasResourceBundle("en", NAMESPACE)).toBe(false);

    fail = false;
    await load("sv");
    await vi.waitFor(() => expect(instance.t("events.title", { lng: "sv" })).toBe("Evenemang nu"));
    // Merged over the bundled copy the page had.
    expect(instance.t("errorPage.title", { lng: "sv" })).toBe(bundledResources.sv.ui.errorPage.title);
  });

  it("loads a language without bundled texts with its fallback's, from the server or else bundled", async () => {
    const instance = createI18n("de");
    instance.options.fallbackLng = ["en"];
    const fetchImpl = answering((url) =>
      url.includes("/de/")
        ? new Response(JSON.stringify({ events: { title: "Veranstaltungen" } }), { status: 200 })
        : new Response("", { status: 500 }),
    );
    await createUiTextsLoader(instance, fetchImpl)("de");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(instance.t("events.title", { lng: "de" })).toBe("Veranstaltungen");
    expect(instance.t("errorPage.title", { lng: "de" })).toBe(bundledResources.en.ui.errorPage.title);
  });
});
