import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventsDocument } from "../../../generated/graphql";
import { eventsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { EventListPage } from "./EventListPage";

const eventsMock = { request: { query: EventsDocument }, result: { data: eventsFixture } };

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
