import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./i18n";
import { bundledResources } from "./bundledResources";
import { createServerDictionaryLoader, fetchServerDictionary } from "./serverDictionary";

const jsonResponse = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json", ...(etag ? { ETag: etag } : {}) } });

const notModified = () => new Response(null, { status: 304 });

/** A fetch whose answers the test gives one by one (each call waits for the next `answer`). */
function scriptedFetch() {
  const waiting: Array<(response: Response) => void> = [];
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchImpl = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Promise<Response>((resolve) => waiting.push(resolve));
  });
  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    calls,
    pending: () => waiting.length,
    /** Answers the oldest waiting request and lets the loader act on it. */
    async answer(response: Response) {
      const resolve = waiting.shift();
      if (!resolve) throw new Error("no request is waiting");
      resolve(response);
      await vi.waitFor(() => undefined);
      await new Promise((settle) => setTimeout(settle, 0));
    },
  };
}

const header = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string> | undefined)?.[name];

describe("fetchServerDictionary", () => {
  it("fetches /api/dictionaries/{lng}/ui.json past the browser's cache, conditionally when it has a tag", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ "menu.toggle": "Päävalikko" }, '"v1"'));
    await expect(fetchServerDictionary("fi", null, fetchImpl)).resolves.toEqual({
      status: "changed",
      dictionary: { menu: { toggle: "Päävalikko" } },
      etag: '"v1"',
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/dictionaries/fi/ui.json",
      expect.objectContaining({ credentials: "same-origin", cache: "no-store" }),
    );
    expect(header(fetchImpl.mock.calls[0]![1], "If-None-Match")).toBeUndefined();

    const conditional = vi.fn<typeof fetch>(async () => notModified());
    await expect(fetchServerDictionary("fi", '"v1"', conditional)).resolves.toEqual({ status: "unchanged" });
    expect(header(conditional.mock.calls[0]![1], "If-None-Match")).toBe('"v1"');
  });

  it("fails on 404, on a network failure and on invalid JSON", async () => {
    await expect(fetchServerDictionary("fi", null, async () => new Response("Not Found", { status: 404 }))).resolves.toEqual({
      status: "failed",
    });
    await expect(
      fetchServerDictionary("fi", null, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).resolves.toEqual({ status: "failed" });
    await expect(fetchServerDictionary("fi", null, async () => new Response("{ nope", { status: 200 }))).resolves.toEqual({
      status: "failed",
    });
  });
});

describe("the server dictionary loader", () => {
  it("waits for a language's first dictionary and merges it over the bundled one", async () => {
    const i18n = createI18n("fi");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    let loaded = false;
    const first = load("fi").then(() => (loaded = true));
    expect(loaded).toBe(false);
    await server.answer(jsonResponse({ menu: { toggle: "Päävalikko" } }, '"v1"'));
    await first;
    expect(i18n.t("menu.toggle")).toBe("Päävalikko");
    // Keys the server did not send keep their bundled translation.
    expect(i18n.t("menu.close")).toBe("Sulje valikko");
  });

  it("revalidates on every later call in the background: a 304 keeps the texts and re-renders nothing", async () => {
    const i18n = createI18n("fi");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    const first = load("fi");
    await server.answer(jsonResponse({ menu: { toggle: "Päävalikko" } }, '"v1"'));
    await first;

    const added = vi.fn();
    i18n.store.on("added", added);
    // Resolves at once, before the server answers.
    await load("fi");
    expect(server.pending()).toBe(1);
    expect(header(server.calls[1]!.init, "If-None-Match")).toBe('"v1"');
    await server.answer(notModified());
    expect(i18n.t("menu.toggle")).toBe("Päävalikko");
    expect(added).not.toHaveBeenCalled();
  });

  it("replaces the language's texts when the dictionary changed, so a removed override shows the bundled text again", async () => {
    const i18n = createI18n("fi");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    const first = load("fi");
    await server.answer(jsonResponse({ menu: { toggle: "Päävalikko" }, events: { title: "Ohjelmisto" } }, '"v1"'));
    await first;

    const added = vi.fn();
    i18n.store.on("added", added);
    await load("fi");
    await server.answer(jsonResponse({ events: { title: "Tapahtumakalenteri" } }, '"v2"'));
    expect(i18n.t("events.title")).toBe("Tapahtumakalenteri");
    expect(i18n.t("menu.toggle")).toBe("Valikko");
    expect(added).toHaveBeenCalledTimes(1);

    await load("fi");
    expect(header(server.calls[2]!.init, "If-None-Match")).toBe('"v2"');
  });

  it("asks the server once per language at a time, however often it is called", async () => {
    const i18n = createI18n("sv");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    const calls = [load("sv"), load("sv"), load("sv")];
    expect(server.calls).toHaveLength(1);
    await server.answer(jsonResponse({}, '"v1"'));
    await Promise.all(calls);

    await Promise.all([load("sv"), load("sv"), load("sv")]);
    expect(server.calls).toHaveLength(2);
    await server.answer(notModified());
    await load("sv");
    expect(server.calls).toHaveLength(3);
  });

  it("keeps what the page has when the server fails", async () => {
    const i18n = createI18n("sv");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    const first = load("sv");
    await server.answer(jsonResponse({ menu: { toggle: "Huvudmeny" } }, '"v1"'));
    await first;
    await load("sv");
    await server.answer(new Response("Service Unavailable", { status: 503 }));
    expect(i18n.t("menu.toggle")).toBe("Huvudmeny");
    await load("sv");
    expect(header(server.calls[2]!.init, "If-None-Match")).toBe('"v1"');
  });

  it("loads a language without a bundled dictionary with its fallback's, key by key", async () => {
    const i18n = createI18n("en");
    const server = scriptedFetch();
    const load = createServerDictionaryLoader(i18n, server.fetchImpl, bundledResources);
    const first = load("de");
    expect(server.calls.map((call) => call.url)).toEqual(["/api/dictionaries/de/ui.json", "/api/dictionaries/en/ui.json"]);
    await server.answer(jsonResponse({ events: { title: "Veranstaltungen" } }, '"de1"'));
    await server.answer(jsonResponse({ menu: { toggle: "Main menu" } }, '"en1"'));
    await first;
    await i18n.changeLanguage("de");
    expect(i18n.t("events.title")).toBe("Veranstaltungen");
    expect(i18n.t("menu.toggle")).toBe("Main menu");
    expect(i18n.t("menu.close")).toBe("Close menu");

    // An override removed from the language that has no bundle: the fallback's text shows again.
    await load("de");
    await server.answer(jsonResponse({}, '"de2"'));
    await server.answer(notModified());
    expect(i18n.t("events.title")).toBe("Events");
  });
});
