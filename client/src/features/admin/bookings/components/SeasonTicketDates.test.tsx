import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { SeasonTicketDates } from "./SeasonTicketDates";

const date = (bookingId: string, day: number, status: string) => ({
  __typename: "BookingSeriesDate" as const,
  bookingId,
  bookingNumber: 500 + day,
  occasionId: `o${day}`,
  startTime: `2027-10-0${day}T16:00:00.000Z`,
  status,
});

const booking = {
  id: "b2",
  seriesOrder: {
    __typename: "BookingSeriesOrder" as const,
    id: "order-1",
    number: 12,
    seriesId: "s1",
    seriesName: "Syyskausi",
    dates: [date("b1", 1, "booked"), date("b2", 2, "booked"), date("b3", 3, "cancelled")],
  },
};

describe("SeasonTicketDates", () => {
  it("names the pass and links every other date's own booking, in Finnish", async () => {
    renderRoute({
      path: "admin",
      url: "/fi/admin",
      element: <SeasonTicketDates booking={booking} eventId="e1" lng="fi" timeZone="Europe/Helsinki" />,
    });
    const section = await screen.findByRole("region", { name: "Sarjalippu" });
    expect(within(section).getByText("Syyskausi, tilaus 12: tämä varaus on yksi sen 3 esityksestä.")).toBeTruthy();
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/fi/admin/events/e1/occasions/o1/bookings/b1",
      "/fi/admin/events/e1/occasions/o3/bookings/b3",
    ]);
    expect(within(section).getByText(/#502/).getAttribute("aria-current")).toBe("page");
  });

  it("shows nothing for a booking of no season ticket", () => {
    renderRoute({
      path: "admin",
      url: "/en/admin",
      element: <SeasonTicketDates booking={{ id: "b9", seriesOrder: null }} eventId="e1" lng="en" />,
    });
    expect(screen.queryByRole("region")).toBeNull();
  });
});
