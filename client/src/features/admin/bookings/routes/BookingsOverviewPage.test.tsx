import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthenticateDocument, SettingsDocument } from "../../../../generated/graphql";
import { AdminBookingsDocument, BookingFilterPublicEventsDocument } from "../../../../generated/admin";
import { settingsFixture } from "../../../../shared/test/fixtures";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { BookingsOverviewPage } from "./BookingsOverviewPage";

const boxOffice = {
  authenticate: {
    __typename: "Authentication",
    csrfToken: "csrf",
    user: { __typename: "User", id: "u1", email: "box@example.fi", permissions: ["administer_bookings"] },
  },
};

const events = {
  events: [
    {
      __typename: "Event",
      id: "e1",
      name: "Swan Lake",
      occasions: [{ __typename: "Occasion", id: "o1", name: "Premiere", title: null, startTime: "2027-06-12T15:30:00.000Z" }],
    },
  ],
};

const page = {
  bookings: {
    __typename: "BookingPage",
    total: 1,
    offset: 0,
    limit: 25,
    items: [
      {
        __typename: "Booking",
        id: "b1",
        number: 1042,
        status: "draft",
        createdAt: "2027-05-01T10:00:00.000Z",
        occasionId: "o1",
        price: 2500,
        paymentMethodId: null,
        client: { __typename: "Client", firstname: "Maija", lastname: "Virtanen", email: "maija@example.fi", phone: "040 123 4567" },
        payments: [],
      },
    ],
  },
};

describe("BookingsOverviewPage", () => {
  it("queries with the filters of the URL, links each booking to its page and exports what the filters select", async () => {
    renderRoute({
      path: "admin",
      element: <BookingsOverviewPage />,
      url: "/fi/admin?eventId=e1&status=draft&status=cancelled&q=virtanen",
      mocks: [
        { request: { query: AuthenticateDocument }, result: { data: boxOffice } },
        // Without administer_events the event filter offers the published events.
        { request: { query: BookingFilterPublicEventsDocument }, result: { data: events } },
        { request: { query: SettingsDocument }, result: { data: settingsFixture } },
        {
          request: {
            query: AdminBookingsDocument,
            variables: {
              filter: {
                search: "virtanen",
                eventId: "e1",
                occasionId: null,
                status: ["draft", "cancelled"],
                paymentStatus: null,
                sort: "number_desc",
              },
              offset: 0,
              limit: 25,
            },
          },
          result: { data: page },
        },
      ],
    });
    const link = await screen.findByRole("link", { name: "Avaa varaus 1042" });
    expect(link.getAttribute("href")).toBe("/fi/admin/events/e1/occasions/o1/bookings/b1");
    expect(screen.getByText("1 - 1 / 1")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lataa CSV" }).getAttribute("href")).toBe(
      "/api/admin/bookings/export.csv?eventId=e1&status=draft&status=cancelled&lng=fi",
    );
    expect(screen.getByRole("link", { name: "Lataa XLSX" }).getAttribute("href")).toBe(
      "/api/admin/bookings/export.xlsx?eventId=e1&status=draft&status=cancelled&lng=fi",
    );
  });
});
