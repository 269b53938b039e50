import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventsDocument, SettingsDocument } from "../../../generated/graphql";
import { eventsFixture, settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { EventListPage } from "./EventListPage";

const eventsMock = { request: { query: EventsDocument }, result: { data: eventsFixture } };
const settingsMock = { request: { query: SettingsDocument }, result: { data: settingsFixture } };

describe("EventListPage", () => {
  it("lists events with links carrying the language", async () => {
    renderRoute({ path: "events", element: <EventListPage />, url: "/fi/events", mocks: [eventsMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Tapahtumat" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Swan Lake" });
    expect(link.getAttribute("href")).toBe("/fi/events/e1");
    expect(screen.getByRole("link", { name: "Hamlet" }).getAttribute("href")).toBe("/fi/events/e2");
    expect(screen.getByText("Ballet in two acts.")).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows each event's upcoming dates and price range in the venue's zone and the language's money format", async () => {
    renderRoute({ path: "events", element: <EventListPage />, url: "/en/events", mocks: [eventsMock, settingsMock] });
    await screen.findByRole("link", { name: "Swan Lake" });
    await waitFor(() =>
      expect(screen.getAllByTestId("event-dates").map((node) => node.textContent)).toEqual(["12.06.2027 – 20.06.2027", "13.06.2027"]),
    );
    expect(screen.getAllByTestId("event-prices").map((node) => node.textContent)).toEqual(["From €12.00 to €24.50", "Price €32.00"]);
  });

  it("in Finnish: a date span and prices as Finns write them", async () => {
    renderRoute({ path: "events", element: <EventListPage />, url: "/fi/events", mocks: [eventsMock, settingsMock] });
    await screen.findByRole("link", { name: "Swan Lake" });
    const prices = screen.getAllByTestId("event-prices").map((node) => node.textContent?.replace(/\s/g, " "));
    expect(prices).toEqual(["Hinnat 12,00 €–24,50 €", "Hinta 32,00 €"]);
    expect(screen.getAllByTestId("event-dates")[0]!.textContent).toBe("12.06.2027–20.06.2027");
  });

  it("says when there are no events", async () => {
    renderRoute({
      path: "",
      element: <EventListPage />,
      url: "/en",
      mocks: [{ request: { query: EventsDocument }, result: { data: { events: [] } } }],
    });
    expect(await screen.findByText("There are no events at the moment.")).toBeTruthy();
  });
});
