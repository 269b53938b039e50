import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { STORAGE_KEYS } from "../../shared/storage/localStore";
import { createFakeServer, type Handler } from "../../shared/test/fakeServer";
import { AppProviders } from "../providers/AppProviders";
import { createAppServices } from "../services";
import { createRoutes } from "./routes";

function renderApp(url: string, overrides: Record<string, Handler> = {}) {
  const server = createFakeServer(overrides);
  const services = createAppServices({ i18n: createI18n(), fetchImpl: server.fetch });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [url] });
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, server, services };
}

const at = (router: ReturnType<typeof renderApp>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

describe("app routes", () => {
  afterEach(() => {
    document.documentElement.lang = "";
  });

  it("redirects a path without language with replace, keeping the query string", async () => {
    const { router } = renderApp("/events?x=1");
    await waitFor(() => expect(at(router)).toBe("/en/events?x=1"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
  });

  it("redirects / to the browser language", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fi-FI", "en"]);
    const { router } = renderApp("/");
    await waitFor(() => expect(at(router)).toBe("/fi"));
    expect(await screen.findByRole("heading", { level: 1, name: "Tapahtumat" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("fi");
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe("fi");
  });

  it("prefers the stored language over the browser's", async () => {
    window.localStorage.setItem(STORAGE_KEYS.language, "sv");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fi-FI"]);
    const { router } = renderApp("/events");
    await waitFor(() => expect(at(router)).toBe("/sv/events"));
  });

  it("replaces an unsupported language code and removes a trailing slash", async () => {
    const { router } = renderApp("/de/events/");
    await waitFor(() => expect(at(router)).toBe("/en/events"));
  });

  it("awaits authenticate before route data and sends the CSRF token and language", async () => {
    const { server } = renderApp("/fi/events/e1");
    expect(await screen.findByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    const names = server.requests.map((r) => r.operationName).filter(Boolean);
    expect(names.indexOf("Authenticate")).toBeLessThan(names.indexOf("Event"));
    expect(window.localStorage.getItem(STORAGE_KEYS.csrfToken)).toBe("csrf-1");
    const eventRequest = server.requests.find((r) => r.operationName === "Event");
    expect(eventRequest?.headers.get("X-CSRF-Token")).toBe("csrf-1");
    expect(eventRequest?.headers.get("Accept-Language")).toBe("fi");
    const languagesRequest = server.requests.find((r) => r.operationName === "Languages");
    expect(languagesRequest?.headers.get("Accept-Language")).toBeNull();
  });

  it("renders the layout landmarks, breadcrumbs and footer", async () => {
    renderApp("/en/events/e1");
    expect(await screen.findByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Kulttuuritalo" }).getAttribute("href")).toBe("/en");
    expect(screen.getByRole("main")).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).getByText("Kulttuuritalo, Helsinki")).toBeTruthy();
    const breadcrumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(within(breadcrumbs).getByRole("link", { name: "Events" }).getAttribute("href")).toBe("/en/events");
    expect(within(breadcrumbs).getByText("Swan Lake").getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe("#main-content");
  });

  it("opens the drawer listing events from the menu button", async () => {
    renderApp("/en/events");
    const menuButton = await screen.findByRole("button", { name: "Menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menuButton);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(drawer).getByRole("navigation", { name: "Events" });
    expect(within(nav).getByRole("link", { name: "Hamlet" }).getAttribute("href")).toBe("/en/events/e2");
  });

  it("switches language keeping the route and the search string", async () => {
    // jsdom has no layout, so Mantine's focus trap finds nothing focusable and says so.
    const consoleWarn = console.warn;
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith("[@mantine/hooks/use-focus-trap]")) return;
      consoleWarn(...args);
    });
    const { router, server } = renderApp("/en/events/e1?x=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Change language EN" }));
    const item = await screen.findByRole("menuitem", { name: "Suomi" });
    expect(item.getAttribute("href")).toBe("/fi/events/e1?x=1");
    fireEvent.click(item);
    await waitFor(() => expect(at(router)).toBe("/fi/events/e1?x=1"));
    expect(await screen.findByText("42 / 120 paikkaa vapaana")).toBeTruthy();
    expect(document.documentElement.lang).toBe("fi");
    const finnishEventRequests = server.requests.filter((r) => r.operationName === "Event" && r.headers.get("Accept-Language") === "fi");
    expect(finnishEventRequests.length).toBeGreaterThan(0);
  });

  it("renders the error page with 404 for an unknown route", async () => {
    renderApp("/en/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Oops!" })).toBeTruthy();
    expect(screen.getByText("Sorry, an unexpected error has occurred.")).toBeTruthy();
    expect(screen.getByText("404 Not Found")).toBeTruthy();
    expect(screen.getByText("/en/no/such/page")).toBeTruthy();
    // Inside the layout: the top bar is still there.
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  it("turns a NOT_FOUND error from a loader into a 404 error page", async () => {
    renderApp("/fi/events/missing");
    expect(await screen.findByRole("heading", { level: 1, name: "Hups!" })).toBeTruthy();
    expect(screen.getByText("404 Ei löytynyt")).toBeTruthy();
    expect(screen.getByText("Event not found")).toBeTruthy();
  });

  it("shows the root error page when the languages cannot be loaded", async () => {
    renderApp("/en/events", {
      Languages: () => new Response("Internal error", { status: 500 }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops!" })).toBeTruthy();
    expect(screen.getByText("500 Internal server error")).toBeTruthy();
  });
});
