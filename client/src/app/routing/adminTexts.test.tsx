import { render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { createFakeServer } from "../../shared/test/fakeServer";
import { AppProviders } from "../providers/AppProviders";
import { createAppServices } from "../services";
import { createRoutes } from "./routes";

// Issue 33, item 5: the administrator's texts are loaded by admin routes only.
function renderApp(url: string) {
  const server = createFakeServer();
  const services = createAppServices({ i18n: createI18n(), fetchImpl: server.fetch });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [url] });
  render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, server };
}

const dictionaryRequests = (server: ReturnType<typeof createFakeServer>) =>
  server.requests.map((request) => request.url).filter((url) => url.includes("/api/dictionaries/"));

describe("the administrator's texts", () => {
  afterEach(() => {
    document.documentElement.lang = "";
  });

  it("are not asked for by a visitor's page", async () => {
    const { server } = renderApp("/fi/events");
    expect(await screen.findByRole("heading", { level: 1, name: "Tapahtumat" })).toBeTruthy();
    expect(dictionaryRequests(server).some((url) => url.endsWith("/fi/ui.json"))).toBe(true);
    expect(dictionaryRequests(server).filter((url) => url.endsWith("/admin.json"))).toEqual([]);
  });

  it("are loaded, in the route's language, by an admin route", async () => {
    const { server } = renderApp("/sv/admin/events");
    await waitFor(() => expect(dictionaryRequests(server).filter((url) => url.endsWith("/admin.json"))).toHaveLength(1));
    expect(dictionaryRequests(server).find((url) => url.endsWith("/admin.json"))).toMatch(/\/dictionaries\/sv\/admin\.json$/);
  });
});
