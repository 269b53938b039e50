import { GraphQLError } from "graphql";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AddSpaceDocument,
  BookDocument,
  DraftDocument,
  HoldBestAvailableDocument,
  OccasionDocument,
  OccasionOccupancyDocument,
  QueueStatusDocument,
  SeatMapOccasionDocument,
  SettingsDocument,
  SpaceTypesDocument,
} from "../../../generated/graphql";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { clearStoredDraft, storeDraft } from "../../../shared/booking/draftStore";
import { forgetNewestOccupancy } from "../../../shared/booking/occupancyCache";
import { setOccupancy } from "../../../shared/booking/occupancyStore";
import { clearPlanSpaces } from "../../../shared/plan/planSpaces";
import { SeatMapPage } from "./SeatMapPage";

// A place's capacity comes with the occasion's occupancy, not the plan.
const spaceTypes = [
  { __typename: "SpaceType", id: "seat", name: "Seat", accessible: false },
  { __typename: "SpaceType", id: "standing", name: "Standing", accessible: false },
  { __typename: "SpaceType", id: "wheelchair", name: "Wheelchair place", accessible: true },
];
const space = (id: string, name: string, type: string) => ({
  __typename: "Space",
  id,
  name,
  label: name,
  section: null,
  row: null,
  seat: null,
  priceZoneId: null,
  companionOfId: null,
  spaceTypeId: spaceTypes.find((spaceType) => spaceType.name === type)!.id,
});

// The occasion's occupancy comes with its own query (OccasionOccupancy), past the normalized cache.
const occupancy = {
  __typename: "Occasion",
  id: "o1",
  availability: { __typename: "Availability", remaining: 52, total: 202 },
  occupancy: [
    { __typename: "SpaceOccupancy", spaceId: "s1", count: 1, maxTickets: 1 },
    { __typename: "SpaceOccupancy", spaceId: "s2", count: 1, maxTickets: 1 },
    { __typename: "SpaceOccupancy", spaceId: "st", count: 148, maxTickets: 200 },
    { __typename: "SpaceOccupancy", spaceId: "w1", count: 0, maxTickets: 1 },
  ],
  occupancyTakenAt: 1_000,
};

const occasion = {
  __typename: "Occasion",
  id: "o1",
  title: "Premiere",
  startTime: "2027-06-12T15:30:00.000Z",
  bookable: true,
  bookableStartTime: null,
  bookableEndTime: null,
  status: "scheduled",
  accessibleHeldUntil: null,
  presaleSpaceIds: [],
  event: { __typename: "Event", id: "e1", name: "Swan Lake", addons: [] },
  availability: { __typename: "Availability", remaining: 52, total: 202 },
  plan: {
    __typename: "Plan",
    id: "p1",
    name: "Main hall",
    mapUrl: "/api/plans/p1/map.svg",
    mapLabelMask: "{name}: {remaining} / {max}",
    spaceLabelMask: "{name}",
    styles: null,
  },
  occupancyTakenAt: 1_000,
  prices: [],
};

const draft = {
  __typename: "Draft",
  uuid: "d1",
  occasionId: "o1",
  expiresAt: new Date(Date.now() + 14.5 * 60_000).toISOString(),
  status: "draft",
  tickets: [{ __typename: "Ticket", id: "t1", spaceId: "s2", ticketTypeId: "adult", price: 2500, total: 2500, addons: [] }],
};

const planSpaces = {
  __typename: "Plan",
  id: "p1",
  sections: [],
  spaces: [
    space("s1", "R1-S1", "Seat"),
    space("s2", "R1-S2", "Seat"),
    space("st", "standing-A", "Standing"),
    space("w1", "W-1", "Wheelchair place"),
  ],
};

const mocks = [
  { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion } } },
  { request: { query: OccasionOccupancyDocument, variables: { id: "o1" } }, result: { data: { occasion: occupancy } } },
  { request: { query: SettingsDocument }, result: { data: settingsFixture } },
  { request: { query: SpaceTypesDocument }, result: { data: { spaceTypes } } },
  { request: { query: DraftDocument, variables: { uuid: "d1" } }, result: { data: { draft } } },
  { request: { query: DraftDocument, variables: { uuid: "d1" } }, result: { data: { draft } } },
  // No waiting room in front of the sale (issue 39): the map as it always was.
  {
    request: { query: QueueStatusDocument, variables: { occasionId: "o1" } },
    result: {
      data: {
        queueStatus: {
          __typename: "QueueStatus",
          occasionId: "o1",
          standing: "OFF",
          position: null,
          ahead: null,
          lineLength: 0,
          undrawn: 0,
          ratePerMinute: 0,
          automatic: true,
          estimatedWaitSeconds: null,
          paused: false,
          opensAt: null,
          saleStartsAt: null,
          admittedUntil: null,
          claimed: false,
          updatedAt: null,
        },
      },
    },
  },
];

// The plan's places come from GET /api/plans/{id}/spaces, past the normalized cache.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) =>
      String(input).startsWith("/api/plans/p1/spaces?lng=") ? Response.json(planSpaces) : new Response("Not Found", { status: 404 }),
    ),
  );
});
afterEach(() => {
  forgetNewestOccupancy();
  clearPlanSpaces();
  vi.unstubAllGlobals();
});

describe("SeatMapPage", () => {
  it("follows the occupancy store: a live change relabels only the place it changed", async () => {
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks });
    const table = await screen.findByRole("table");
    expect(await within(table).findByRole("button", { name: "Choose W-1, 1 / 1 available, wheelchair place" })).toBeTruthy();
    const standing = within(table).getByRole("button", { name: "Choose standing-A, 52 / 200 available" });
    act(() =>
      setOccupancy("o1", [...occupancy.occupancy.filter((entry) => entry.spaceId !== "w1"), { spaceId: "w1", count: 1, maxTickets: 1 }]),
    );
    expect(await within(table).findByRole("button", { name: "Choose W-1, 0 / 1 available, wheelchair place" })).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Choose standing-A, 52 / 200 available" })).toBe(standing);
  });

  it("lists the spaces with their availability, the held ones as yours, and the minutes left", async () => {
    storeDraft("d1", "o1", draft.expiresAt);
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks });

    expect(await screen.findByRole("heading", { level: 1, name: "Swan Lake" })).toBeTruthy();
    // Without the map (not loaded here) the list is shown.
    expect(screen.getByText("The map could not be loaded. Choose from the list below.")).toBeTruthy();
    const table = screen.getByRole("table");
    // The occupancy is a query of its own (kept out of the normalized cache): the rows follow the heading.
    // A sold place is announced as unavailable yet stays reachable in the list's one tab stop (not `disabled`).
    const sold = await within(table).findByRole("button", { name: "Choose R1-S1, 0 / 1 available" });
    expect(sold.getAttribute("aria-disabled")).toBe("true");
    expect(sold.hasAttribute("disabled")).toBe(false);
    expect(
      within(table)
        .getAllByRole("button")
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    expect(within(table).getByRole("button", { name: "Choose standing-A, 52 / 200 available" })).toBeTruthy();
    expect(await within(table).findByRole("button", { name: "Edit tickets, R1-S2, 0 / 1 available, Your selection" })).toBeTruthy();
    expect(await screen.findByText("15 minutes remaining")).toBeTruthy();
    expect(screen.getByText("1 ticket selected")).toBeTruthy();
    expect(screen.getByTestId("draft-total").textContent).toBe("Total €25.00");

    // Choosing a held seat opens the tickets dialog.
    fireEvent.click(within(table).getByRole("button", { name: /^Edit tickets, R1-S2/ }));
    expect(await screen.findByRole("dialog", { name: "Tickets for R1-S2" })).toBeTruthy();
  });

  it("lists the chosen places in their natural order and totals what they cost, add-ons included", async () => {
    const two = {
      ...draft,
      tickets: [
        {
          __typename: "Ticket",
          id: "t2",
          spaceId: "st",
          ticketTypeId: "adult",
          price: 2500,
          total: 3100,
          addons: [{ __typename: "TicketAddon", addonId: "a", price: 600 }],
        },
        { __typename: "Ticket", id: "t1", spaceId: "s2", ticketTypeId: "adult", price: 2500, total: 2500, addons: [] },
      ],
    };
    storeDraft("d1", "o1", two.expiresAt);
    const withTwo = mocks.map((mock) => (mock.request.query === DraftDocument ? { ...mock, result: { data: { draft: two } } } : mock));
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks: withTwo });
    const chosen = await screen.findByRole("list", { name: "Your places" });
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole("button")
          .map((button) => button.textContent),
      ).toHaveLength(2),
    );
    const titles = within(chosen)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(titles[0]).toMatch(/R1-S2|Row 1/);
    expect(titles[1]).toMatch(/standing-A/);
    expect(screen.getByTestId("draft-total").textContent).toBe("Total €56.00");
  });

  it("offers the waiting list to a party larger than the places free, its size carried over (issue 37)", async () => {
    // A visitor with no places held (an earlier test stored a draft in this browser).
    clearStoredDraft();
    // Numbered seats, so 'Find me N seats' is offered.
    const numbered = { ...planSpaces, spaces: planSpaces.spaces.map((entry, index) => ({ ...entry, row: "1", seat: String(index + 1) })) };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request) =>
        String(input).startsWith("/api/plans/p1/spaces?lng=") ? Response.json(numbered) : new Response("Not Found", { status: 404 }),
      ),
    );
    const refused = {
      request: { query: HoldBestAvailableDocument, variables: { occasionId: "o1", count: 60, preference: null } },
      result: { errors: [new GraphQLError("There are not 60 seats free", { extensions: { code: "CONFLICT", status: 409 } })] },
    };
    const refetch = { request: { query: OccasionDocument, variables: { id: "o1" } }, error: new Error("not needed here") };
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks: [...mocks, refused, refetch] });
    const form = await screen.findByRole("form", { name: "Find me seats" });
    expect(screen.queryByTestId("waiting-list-join"), "52 places free: no waiting list yet").toBeNull();
    fireEvent.change(within(form).getByRole("textbox", { name: "Number of seats" }), { target: { value: "60" } });
    fireEvent.click(within(form).getByRole("button", { name: "Find me 60 seats" }));
    const join = await screen.findByTestId("waiting-list-join");
    expect((within(join).getByRole("textbox", { name: "Party size" }) as HTMLInputElement).value).toBe("60");
    expect(within(join).getByRole("heading", { level: 2 }).textContent).toBe("Not that many places free: join the waiting list");
  });

  it("offers no 'Find me N seats' on a sold-out date, the waiting list instead", async () => {
    const soldOut = { ...occasion, availability: { ...occasion.availability, remaining: 0 } };
    const numbered = { ...planSpaces, spaces: planSpaces.spaces.map((entry, index) => ({ ...entry, row: "1", seat: String(index + 1) })) };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request) =>
        String(input).startsWith("/api/plans/p1/spaces?lng=") ? Response.json(numbered) : new Response("Not Found", { status: 404 }),
      ),
    );
    const soldOutMocks = [
      { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: soldOut } } },
      ...mocks.slice(1),
    ];
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks: soldOutMocks });
    const join = await screen.findByTestId("waiting-list-join");
    expect(within(join).getByRole("heading", { level: 2 }).textContent).toBe("Sold out: join the waiting list");
    await screen.findByRole("table");
    expect(screen.queryByRole("form", { name: "Find me seats" })).toBeNull();
  });

  it("a presale: places held back for a code are faded and say so; choosing one asks for the code, which is sent with the place", async () => {
    clearStoredDraft();
    const presaleOccasion = { ...occasion, presaleSpaceIds: ["st"] };
    const newDraft = { ...draft, tickets: [] };
    const added = vi.fn(() => ({
      data: { addSpace: { __typename: "Ticket", id: "t9", spaceId: "st", ticketTypeId: "adult", price: 1500, total: 1500, addons: [] } },
    }));
    const presaleMocks = [
      { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: presaleOccasion } } },
      ...mocks.slice(1),
      { request: { query: BookDocument, variables: { occasionId: "o1" } }, result: { data: { book: newDraft } } },
      { request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "st", presaleCode: "FAN-1" } }, result: added },
      {
        request: { query: OccasionDocument, variables: { id: "o1" } },
        result: { data: { occasion: { ...presaleOccasion, ...occupancy } } },
      },
    ];
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks: presaleMocks });
    const table = await screen.findByRole("table");
    const place = await within(table).findByRole("button", { name: "Choose standing-A, 52 / 200 available, held for a presale code" });
    expect(place.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByTestId("presale-legend").textContent).toMatch(/held for a presale code/);
    fireEvent.click(place);
    const codeField = await screen.findByRole("textbox", { name: "Presale code" });
    expect(screen.getByText("Enter your presale code to choose standing-A.")).toBeTruthy();
    expect(added).not.toHaveBeenCalled();
    fireEvent.change(codeField, { target: { value: " FAN-1 " } });
    fireEvent.click(screen.getByRole("button", { name: "Use code" }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Presale code FAN-1 in use: you can choose the places held for it.")).toBeTruthy();
  });

  it("says a wheelchair place is one, whatever its name", async () => {
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks });
    const table = await screen.findByRole("table");
    expect(await within(table).findByRole("button", { name: "Choose W-1, 1 / 1 available, wheelchair place" })).toBeTruthy();
  });

  it("is translated", async () => {
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/fi/occasions/o1", mocks });
    expect(await screen.findByRole("button", { name: "Valitse standing-A, 52 / 200 vapaana" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Valitse luettelosta" })).toBeTruthy();
  });

  it("says when a date's tickets go on sale, and offers no picks before that", async () => {
    const notYet = { ...occasion, bookableStartTime: "2027-05-01T06:00:00.000Z" };
    const notYetMocks = [
      { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: notYet } } },
      ...mocks.slice(1, 4),
    ];
    renderRoute({ path: "occasions/:occasionId", element: <SeatMapPage />, url: "/en/occasions/o1", mocks: notYetMocks });
    expect(await screen.findByText("Not bookable")).toBeTruthy();
    expect(screen.getByText(/^Tickets go on sale \d\d\.\d\d\.2027 \d\d:\d\d\.$/)).toBeTruthy();
    // Choosing a free space sends nothing (no Book mock here: a request would fail with a toast).
    // The plan's places arrive with their own query.
    fireEvent.click(await within(await screen.findByRole("table")).findByRole("button", { name: "Choose standing-A, 52 / 200 available" }));
    expect(screen.queryByTestId("draft-status")).toBeNull();
  });

  it("shows a cancelled date as cancelled, in Finnish and Swedish too, and offers nothing: no count, no places, no best available (issue 34, item 9)", async () => {
    const cancelled = { ...occasion, status: "cancelled" };
    const cancelledMocks = [
      { request: { query: SeatMapOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: cancelled } } },
      ...mocks.slice(1, 5),
    ];
    for (const [lng, title, text] of [
      ["en", "Cancelled", "This date has been cancelled. Nothing is on sale for it."],
      ["fi", "Peruttu", "Tämä esitys on peruttu. Siihen ei myydä lippuja."],
      ["sv", "Inställd", "Den här föreställningen är inställd. Inga biljetter säljs till den."],
    ] as const) {
      const { unmount } = renderRoute({
        path: "occasions/:occasionId",
        element: <SeatMapPage />,
        url: `/${lng}/occasions/o1`,
        mocks: cancelledMocks,
      });
      const alert = await screen.findByTestId("not-on-sale");
      expect(within(alert).getByText(title)).toBeTruthy();
      expect(within(alert).getByText(text)).toBeTruthy();
      expect(screen.queryByText(/52 \/ 202/)).toBeNull();
      expect(screen.queryByRole("table")).toBeNull();
      expect(screen.queryByRole("button", { name: /Find me|Etsi|Hitta/ })).toBeNull();
      unmount();
    }
  });
});
