import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventDocument, SettingsDocument } from "../../../generated/graphql";
import { eventFixture, settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { EventDetailPage } from "./EventDetailPage";

const mocks = [
  { request: { query: EventDocument, variables: { id: "e1" } }, result: { data: eventFixture } },
  { request: { query: SettingsDocument }, result: { data: settingsFixture } },
];

describe("EventDetailPage", () => {
  it("shows the event and its occasions in the venue time zone, in start order", async () => {
    renderRoute({ path: "events/:eventId", element: <EventDetailPage />, url: "/en/events/e1", mocks });

    expect(await screen.findByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Dates" })).toBeTruthy();

    const premiere = await screen.findByRole("link", { name: "12.06.2027 18:30" });
    expect(premiere.getAttribute("href")).toBe("/en/occasions/o1");
    const matinee = screen.getByRole("link", { name: "13.06.2027 13:00" });
    expect(matinee.getAttribute("href")).toBe("/en/occasions/o2");
    // Sorted by start time.
    expect(premiere.compareDocumentPosition(matinee) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(screen.getByText("42 / 120 seats available")).toBeTruthy();
    expect(screen.getByText("0 / 120 seats available")).toBeTruthy();
    expect(screen.getByText("Sold out")).toBeTruthy();
  });

  it("is translated", async () => {
    renderRoute({ path: "events/:eventId", element: <EventDetailPage />, url: "/sv/events/e1", mocks });
    expect(await screen.findByText("42 / 120 platser lediga")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Tillfällen" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "12.06.2027 18:30" }).getAttribute("href")).toBe("/sv/occasions/o1");
  });

  it("says when tickets go on sale for a date whose sale window has not opened", async () => {
    const opens = "2099-06-01T07:00:00.000Z";
    const notYet = {
      event: {
        ...eventFixture.event,
        occasions: eventFixture.event.occasions.map((occasion) =>
          occasion.id === "o1" ? { ...occasion, bookableStartTime: opens } : occasion,
        ),
      },
    };
    const futureMocks = [{ request: { query: EventDocument, variables: { id: "e1" } }, result: { data: notYet } }, mocks[1]!];
    renderRoute({ path: "events/:eventId", element: <EventDetailPage />, url: "/en/events/e1", mocks: futureMocks });
    // 10:00 in Helsinki.
    expect(await screen.findByText("On sale 01.06.2099 10:00")).toBeTruthy();
  });

  it("shows a cancelled date as cancelled, without a count of places, in every language (issue 34, item 9)", async () => {
    const cancelled = {
      event: {
        ...eventFixture.event,
        occasions: eventFixture.event.occasions.map((occasion) => (occasion.id === "o1" ? { ...occasion, status: "cancelled" } : occasion)),
      },
    };
    const cancelledMocks = [{ request: { query: EventDocument, variables: { id: "e1" } }, result: { data: cancelled } }, mocks[1]!];
    for (const [lng, word] of [
      ["en", "Cancelled"],
      ["fi", "Peruttu"],
      ["sv", "Inställd"],
    ] as const) {
      const { unmount } = renderRoute({
        path: "events/:eventId",
        element: <EventDetailPage />,
        url: `/${lng}/events/e1`,
        mocks: cancelledMocks,
      });
      const premiere = (await screen.findByRole("link", { name: "12.06.2027 18:30" })).closest("li")!;
      expect(within(premiere).getByText(word)).toBeTruthy();
      expect(within(premiere).queryByText(/42/)).toBeNull();
      // The other date is still on sale, with its count.
      const matinee = screen.getByRole("link", { name: "13.06.2027 13:00" }).closest("li")!;
      expect(within(matinee).queryByText(word)).toBeNull();
      expect(within(matinee).getByText(/0 \/ 120/)).toBeTruthy();
      unmount();
    }
  });

  it("lists the season tickets on sale with their dates and lowest price, in Finnish (issue 38)", async () => {
    const date = (id: string, startTime: string) => ({ __typename: "Occasion" as const, id, startTime });
    const price = (cents: number) => ({ __typename: "Price" as const, price: cents });
    const withSeries = {
      event: {
        ...eventFixture.event,
        series: [
          {
            __typename: "Series" as const,
            id: "s1",
            name: "Syyskausi",
            onSale: true,
            dates: [date("o2", "2027-06-13T10:00:00.000Z"), date("o1", "2027-06-12T15:30:00.000Z")],
            prices: [price(9000), price(6000)],
          },
          {
            __typename: "Series" as const,
            id: "s2",
            name: "Ended",
            onSale: false,
            dates: [date("o1", "2027-06-12T15:30:00.000Z")],
            prices: [],
          },
        ],
      },
    };
    renderRoute({
      path: "events/:eventId",
      element: <EventDetailPage />,
      url: "/fi/events/e1",
      mocks: [{ request: { query: EventDocument, variables: { id: "e1" } }, result: { data: withSeries } }, mocks[1]!],
    });
    const section = await screen.findByTestId("season-tickets");
    expect(within(section).getByRole("heading", { level: 2, name: "Kausiliput" })).toBeTruthy();
    expect(within(section).getByText("Syyskausi")).toBeTruthy();
    expect(within(section).queryByText("Ended")).toBeNull();
    await waitFor(() => expect(within(section).getByText("2 esityskertaa · 12.06.2027–13.06.2027")).toBeTruthy());
    expect(within(section).getByTestId("series-price").textContent?.replace(/\s/g, " ")).toBe("Kausilippu alkaen 60,00 €");
    expect(within(section).getByRole("link", { name: "Valitse paikat: Syyskausi" }).getAttribute("href")).toBe("/fi/series/s1");
  });

  it("shows no season tickets section for an event without series", async () => {
    renderRoute({ path: "events/:eventId", element: <EventDetailPage />, url: "/en/events/e1", mocks });
    await screen.findByRole("heading", { level: 1, name: "Swan Lake" });
    expect(screen.queryByTestId("season-tickets")).toBeNull();
  });
});
