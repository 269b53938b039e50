import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthenticateDocument } from "../../../generated/graphql";
import {
  LockOccasionSpacesDocument,
  OccasionAdminOccupancyDocument,
  OccasionAdminOverviewDocument,
  OccasionAdminSettingsDocument,
  OccasionAdminTicketsDocument,
  OccasionQueueRoomDocument,
} from "../../../generated/admin";
import { createI18n } from "../../../shared/i18n/i18n";
import { toast } from "../../../shared/toast/toast";
import type { OccasionAdminLoaderData } from "./occasionAdminLoader";
import { OccasionAdminPage } from "./OccasionAdminPage";

vi.mock("../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
<rect id="R1-S1" class="space seat" x="0" width="10" height="10"/>
<rect id="R1-S2" class="space seat" x="20" width="10" height="10"/>
<rect id="R1-S3" class="space seat" x="40" width="10" height="10"/>
</svg>`;

const space = (id: string, name: string) => ({
  __typename: "Space",
  id,
  name,
  label: name.replace(/^R(\d+)-S(\d+)$/, "Row $1, seat $2"),
  maxTickets: 1,
  spaceType: { __typename: "SpaceType", id: "seat", name: "Seat" },
});

const occupancy = (counts: Record<string, number>) =>
  Object.entries(counts).map(([spaceId, count]) => ({ __typename: "SpaceOccupancy", spaceId, count, maxTickets: 1 }));

const overview = (counts: Record<string, number>, remaining: number) => ({
  adminOccasion: {
    __typename: "Occasion",
    id: "o1",
    eventId: "e1",
    name: "Premiere",
    title: null,
    startTime: "2027-06-12T15:30:00.000Z",
    published: true,
    status: "scheduled",
    availability: { __typename: "Availability", remaining, total: 3 },
    occupancy: occupancy(counts),
    prices: [
      {
        __typename: "Price",
        price: 2500,
        ticketTypeId: "adult",
        ticketType: { __typename: "TicketType", id: "adult", name: "Adult" },
      },
    ],
    plan: {
      __typename: "Plan",
      id: "p1",
      name: "Main hall",
      styles: null,
      spaces: [space("s1", "R1-S1"), space("s2", "R1-S2"), space("s3", "R1-S3")],
    },
  },
});

const ticket = (
  id: string,
  spaceId: string,
  spaceName: string,
  bookingNumber: number,
  bookingStatus: string,
  clientName: string | null,
) => ({
  __typename: "OccasionTicket",
  id,
  spaceId,
  spaceName,
  // As the server labels it (issue 34, item 15): the table shows this, never the raw name.
  spaceLabel: spaceName.replace(/^R(\d+)-S(\d+)$/, "Row $1, seat $2"),
  ticketTypeId: "adult",
  ticketType: "Adult",
  price: 2500,
  total: 2500,
  addons: [],
  bookingId: `b${bookingNumber}`,
  bookingNumber,
  bookingStatus,
  clientName,
  message: null,
});

const booked = ticket("t2", "s2", "R1-S2", 7, "booked", "Maija Virtanen");
const locked = ticket("t1", "s1", "R1-S1", 8, "locked", null);

const mocks: MockLink.MockedResponse[] = [
  { request: { query: OccasionAdminOverviewDocument, variables: { id: "o1" } }, result: { data: overview({ s2: 1 }, 2) } },
  { request: { query: OccasionAdminTicketsDocument, variables: { occasionId: "o1" } }, result: { data: { occasionTickets: [booked] } } },
  {
    request: { query: OccasionAdminSettingsDocument },
    result: {
      data: {
        settings: { __typename: "Settings", timeZone: "Europe/Helsinki", requireAddress: false, requireIdentityNumber: false },
      },
    },
  },
  // The waiting room's counts, as often as they are polled.
  {
    request: { query: OccasionQueueRoomDocument, variables: { occasionId: "o1" } },
    result: {
      data: {
        queueRoom: {
          __typename: "QueueRoom",
          occasionId: "o1",
          enabled: false,
          highDemand: false,
          active: false,
          ratePerMinute: null,
          currentRatePerMinute: 0,
          paused: false,
          drawn: false,
          soldOut: false,
          opensAt: "2027-06-01T06:30:00.000Z",
          saleStartsAt: "2027-06-01T07:00:00.000Z",
          lineLength: 0,
          admitted: 0,
          claimed: 0,
          converted: 0,
          passes: 0,
          passesUsed: 0,
          updatedAt: null,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // The live feed stays open without news.
  { request: { query: OccasionAdminOccupancyDocument, variables: { occasionId: "o1" } }, result: { data: null }, delay: Infinity },
  {
    request: { query: LockOccasionSpacesDocument, variables: { occasionId: "o1", spaceIds: ["s1"] } },
    result: { data: { lockSpaces: { __typename: "Booking", id: "b8", number: 8, status: "locked" } } },
  },
  // What the page asks again after the lock.
  { request: { query: OccasionAdminOverviewDocument, variables: { id: "o1" } }, result: { data: overview({ s1: 1, s2: 1 }, 1) } },
  {
    request: { query: OccasionAdminTicketsDocument, variables: { occasionId: "o1" } },
    result: { data: { occasionTickets: [locked, booked] } },
  },
];

// The box office of issue 34: an events administrator who also sells (as the migration left every such role).
const BOX_OFFICE_ADMIN = ["administer_events", "administer_bookings", "sell_tickets"];

function renderPage(permissions: string[] = BOX_OFFICE_ADMIN) {
  const cache = new InMemoryCache({ typePolicies: { Space: { keyFields: false } } });
  cache.writeQuery({
    query: AuthenticateDocument,
    data: {
      authenticate: {
        __typename: "Authentication",
        csrfToken: "csrf",
        user: { __typename: "User", id: "u1", email: "boxoffice@example.com", permissions },
      },
    },
  });
  const loaderData: OccasionAdminLoaderData = {
    occasion: { id: "o1", eventId: "e1", name: "Premiere", startTime: "2027-06-12T15:30:00.000Z" },
    timeZone: "Europe/Helsinki",
    svg,
  };
  const router = createMemoryRouter(
    [
      {
        path: "/:lng/admin/events/:eventId/occasions/:occasionId",
        loader: () => loaderData,
        HydrateFallback: () => null,
        element: <OccasionAdminPage />,
      },
    ],
    { initialEntries: ["/en/admin/events/e1/occasions/o1"] },
  );
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
}

describe("OccasionAdminPage", () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it("selects free places on the map and locks them as house seats", async () => {
    renderPage();
    const map = await screen.findByRole("group", { name: "Main hall" });

    // Coloured by who holds each space, named by its label (never the plan's code) with the state.
    const taken = within(map).getByRole("button", { name: "Row 1, seat 2, Booked" });
    expect(taken.classList.contains("booked")).toBe(true);
    expect(taken.getAttribute("aria-disabled")).toBe("true");
    fireEvent.focus(taken);
    expect(screen.getByRole("tooltip").textContent).toContain("Row 1, seat 2, Booked");
    expect(screen.getByRole("tooltip").textContent).toContain("Booking 7 · Maija Virtanen · Booked");
    expect(screen.getByRole("tooltip").textContent).not.toContain("R1-S2");

    // A booked seat cannot be selected; a free one toggles with Enter and a click.
    fireEvent.click(taken);
    const free = within(map).getByRole("button", { name: "Row 1, seat 1, Free" });
    fireEvent.keyDown(free, { key: "Enter" });
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 3, Free" }));
    expect(screen.getByText("2 places selected")).toBeTruthy();
    expect(screen.getByTestId("selected-spaces").textContent).toBe("Row 1, seat 1; Row 1, seat 3");
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 3, Free", pressed: true }));
    expect(screen.getByText("1 place selected")).toBeTruthy();
    expect(screen.getByTestId("selected-spaces").textContent).toBe("Row 1, seat 1");
    expect(free.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Release" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Lock" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("1 place locked as a house seat"));
    const lockedSeat = await within(map).findByRole("button", { name: "Row 1, seat 1, Locked (house seat)" });
    expect(lockedSeat.classList.contains("locked")).toBe(true);
    expect(lockedSeat.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText(/Nothing selected/)).toBeTruthy();
    expect(await screen.findByText("1 / 3 seats available")).toBeTruthy();

    // The tickets table shows the new house seat, linked to its booking.
    const table = screen.getByRole("table", { name: "Tickets" });
    expect(within(table).getByRole("link", { name: "Open booking 8" }).getAttribute("href")).toBe(
      "/en/admin/events/e1/occasions/o1/bookings/b8",
    );

    // A house seat can be selected again, to release it.
    fireEvent.click(lockedSeat);
    expect(screen.getByRole("button", { name: "Release" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Lock" }).hasAttribute("disabled")).toBe(true);
  });

  it("filters the tickets by text", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: "Tickets" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "nobody" } });
    expect(screen.getByText("No tickets match the filters.")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "virtanen" } });
    expect(within(screen.getByRole("table", { name: "Tickets" })).getByText("Row 1, seat 2")).toBeTruthy();
  });

  it("a seller (sell_tickets alone) gets the map, the selection and the tickets, but no edit, cancel or booking links", async () => {
    renderPage(["sell_tickets"]);
    const map = await screen.findByRole("group", { name: "Main hall" });
    fireEvent.click(within(map).getByRole("button", { name: "Row 1, seat 1, Free" }));
    expect(screen.getByRole("button", { name: "Sell at the box office" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Lock" }).hasAttribute("disabled")).toBe(false);
    const table = await screen.findByRole("table", { name: "Tickets" });
    expect(within(table).getByText("7")).toBeTruthy();
    expect(within(table).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit occasion" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel occasion/i })).toBeNull();
  });

  it("shows the waiting room to the events administrator only", async () => {
    renderPage(["administer_events"]);
    const section = await screen.findByRole("region", { name: "Waiting room" });
    expect(await within(section).findByText("The waiting room is off: people book as usual.")).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Create a pass code" })).toBeTruthy();
  });

  it("hides the waiting room without administer_events", async () => {
    renderPage(["sell_tickets", "administer_bookings"]);
    await screen.findByRole("group", { name: "Main hall" });
    expect(screen.queryByRole("region", { name: "Waiting room" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Waiting room" })).toBeNull();
  });

  it("an events administrator without sell_tickets edits the occasion but sells nothing", async () => {
    renderPage(["administer_events"]);
    expect(await screen.findByRole("link", { name: "Edit occasion" })).toBeTruthy();
    expect(screen.getByText("The tickets, the seat map and box-office sales need the permission to sell tickets.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Main hall" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sell at the box office" })).toBeNull();
  });
});
