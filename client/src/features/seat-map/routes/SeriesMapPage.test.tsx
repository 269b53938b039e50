import { GraphQLError } from "graphql";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HoldSeriesDocument,
  RemoveSeriesPlaceDocument,
  SeriesMapDocument,
  SeriesOccupancyDocument,
  SeriesOrderDocument,
  SpaceTypesDocument,
} from "../../../generated/graphql";
import { getSeriesOrderUuid, storeSeriesOrderUuid } from "../../../shared/booking/seriesOrderStore";
import { clearPlanSpaces } from "../../../shared/plan/planSpaces";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { toast } from "../../../shared/toast/toast";
import { SeriesMapPage } from "./SeriesMapPage";

vi.mock("../../../shared/toast/toast", () => ({
  toast: { error: vi.fn(), warning: vi.fn(), info: vi.fn(), success: vi.fn(), show: vi.fn(), hide: vi.fn(), clean: vi.fn() },
}));

const SERIES = "a1b2c3d4-0000-4000-8000-000000000001";
const ORDER = "5b1d0c7e-2f4a-4e8b-9c3d-1a2b3c4d5e6f";

const space = (id: string, name: string) => ({
  __typename: "Space",
  id,
  name,
  label: name,
  section: null,
  row: null,
  seat: null,
  priceZoneId: null,
  companionOfId: null,
  spaceTypeId: "seat",
});
const planSpaces = {
  __typename: "Plan",
  id: "p1",
  sections: [],
  spaces: [space("s1", "R1-S1"), space("s2", "R1-S2"), space("s3", "R1-S3")],
};

const series = {
  __typename: "Series",
  id: SERIES,
  eventId: "e1",
  name: "Autumn season",
  onSale: true,
  saleStart: null,
  saleEnd: null,
  refundRule: "",
  presaleSpaceIds: [] as string[],
  event: { __typename: "Event", id: "e1", name: "Swan Lake" },
  plan: { __typename: "Plan", id: "p1", name: "Main hall", spaceLabelMask: "{name}", styles: null },
  dates: ["2027-09-10T15:00:00.000Z", "2027-10-08T15:00:00.000Z"].map((startTime, index) => ({
    __typename: "Occasion",
    id: `o${index + 1}`,
    title: null,
    startTime,
    status: "scheduled",
  })),
  prices: [
    {
      __typename: "Price",
      price: 8000,
      ticketTypeId: "adult",
      priceZoneId: null,
      ticketType: { __typename: "TicketType", id: "adult", name: "Adult" },
    },
  ],
};

const occupancy = (entries: Array<[string, number]>) =>
  entries.map(([spaceId, count]) => ({ __typename: "SpaceOccupancy", spaceId, count, maxTickets: 1 }));

const summary = {
  __typename: "BookingSummary",
  total: 4000,
  requirePayment: true,
  byTicketType: [],
  byAddon: [],
  byVat: [],
  discount: 0,
};
const client = {
  __typename: "Client",
  firstname: null,
  lastname: null,
  email: null,
  phone: null,
  address: null,
  identityNumber: null,
  message: null,
};
const held = {
  __typename: "SeriesOrder",
  uuid: ORDER,
  number: 7,
  seriesId: SERIES,
  status: "draft",
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  spaceIds: ["s1"],
  total: 8000,
  voucherCode: null,
  dates: ["o1", "o2"].map((occasionId, index) => ({
    __typename: "Draft",
    uuid: `d${index + 1}`,
    occasionId,
    status: "draft",
    paymentMethodId: null,
    openPaymentMethodId: null,
    client,
    tickets: [
      { __typename: "Ticket", id: `t${index + 1}`, spaceId: "s1", spaceLabel: "R1-S1", ticketTypeId: "adult", price: 4000, total: 4000 },
    ],
    summary,
  })),
};

const base = [
  { request: { query: SeriesMapDocument, variables: { id: SERIES } }, result: { data: { series } } },
  {
    request: { query: SpaceTypesDocument },
    result: { data: { spaceTypes: [{ __typename: "SpaceType", id: "seat", name: "Seat", accessible: false }] } },
  },
  // s3 is taken on one of the dates: not free for a season ticket.
  {
    request: { query: SeriesOccupancyDocument, variables: { seriesId: SERIES } },
    result: {
      data: {
        seriesOccupancy: occupancy([
          ["s1", 0],
          ["s2", 0],
          ["s3", 1],
        ]),
      },
    },
  },
];

/** The occupancy asked for again after each change. */
const occupancyAfter = (entries: Array<[string, number]>) => ({
  request: { query: SeriesOccupancyDocument, variables: { seriesId: SERIES } },
  result: { data: { seriesOccupancy: occupancy(entries) } },
});

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) =>
      String(input).startsWith("/api/plans/p1/spaces?lng=") ? Response.json(planSpaces) : new Response("Not Found", { status: 404 }),
    ),
  );
});
afterEach(() => {
  clearPlanSpaces();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  vi.mocked(toast.error).mockClear();
});

describe("SeriesMapPage", () => {
  it("holds a free place on every date, shows the order, and drops the place chosen again", async () => {
    renderRoute({
      path: "series/:seriesId",
      element: <SeriesMapPage />,
      url: `/en/series/${SERIES}`,
      mocks: [
        ...base,
        {
          request: { query: HoldSeriesDocument, variables: { seriesId: SERIES, spaceIds: ["s1"], orderUuid: null } },
          result: { data: { holdSeries: held } },
        },
        occupancyAfter([
          ["s1", 1],
          ["s2", 0],
          ["s3", 1],
        ]),
        {
          request: { query: RemoveSeriesPlaceDocument, variables: { orderUuid: ORDER, spaceId: "s1" } },
          result: { data: { removeSeriesPlace: null } },
        },
        occupancyAfter([
          ["s1", 0],
          ["s2", 0],
          ["s3", 1],
        ]),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Autumn season" })).toBeTruthy();
    expect(
      within(screen.getByTestId("series-dates"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["10.09.2027 18:00", "08.10.2027 18:00"]);
    const table = await screen.findByRole("table");
    // Taken on one date: unavailable for the season ticket.
    const taken = await within(table).findByRole("button", { name: "Choose R1-S3, 0 / 1 available" });
    expect(taken.getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(within(table).getByRole("button", { name: "Choose R1-S1, 1 / 1 available" }));
    const order = await screen.findByTestId("series-order");
    expect(within(order).getByText("1 place")).toBeTruthy();
    expect(within(order).getByText("2 dates")).toBeTruthy();
    expect(within(order).getByTestId("series-order-total").textContent).toBe("Total €80.00");
    expect(within(order).getByRole("link", { name: "Continue to checkout" }).getAttribute("href")).toBe(`/en/series/orders/${ORDER}`);
    expect(getSeriesOrderUuid(SERIES)).toBe(ORDER);
    expect(await within(table).findByRole("button", { name: /^Remove, R1-S1, .*Your selection$/ })).toBeTruthy();

    fireEvent.click(within(order).getByRole("button", { name: "R1-S1: remove" }));
    await waitFor(() => expect(screen.queryByTestId("series-order")).toBeNull());
    expect(getSeriesOrderUuid(SERIES)).toBeNull();
  });

  it("says the server's word when a place was taken meanwhile, and holds nothing", async () => {
    renderRoute({
      path: "series/:seriesId",
      element: <SeriesMapPage />,
      url: `/en/series/${SERIES}`,
      mocks: [
        ...base,
        {
          request: { query: HoldSeriesDocument, variables: { seriesId: SERIES, spaceIds: ["s2"], orderUuid: null } },
          result: {
            errors: [
              new GraphQLError("R1-S2 is no longer free on every date of the season ticket.", {
                extensions: { code: "SPACE_OCCUPIED", status: 409 },
              }),
            ],
          },
        },
        occupancyAfter([
          ["s1", 0],
          ["s2", 1],
          ["s3", 1],
        ]),
      ],
    });
    const table = await screen.findByRole("table");
    fireEvent.click(await within(table).findByRole("button", { name: "Choose R1-S2, 1 / 1 available" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("R1-S2 is no longer free on every date of the season ticket."));
    // The occupancy read again shows it taken.
    expect(await within(table).findByRole("button", { name: "Choose R1-S2, 0 / 1 available" })).toBeTruthy();
    expect(screen.queryByTestId("series-order")).toBeNull();
    expect(getSeriesOrderUuid(SERIES)).toBeNull();
  });

  it("a place held back for a presale code on some date says so and is not held for a season ticket", async () => {
    renderRoute({
      path: "series/:seriesId",
      element: <SeriesMapPage />,
      url: `/en/series/${SERIES}`,
      mocks: [{ ...base[0]!, result: { data: { series: { ...series, presaleSpaceIds: ["s2"] } } } }, ...base.slice(1)],
    });
    const table = await screen.findByRole("table");
    const place = await within(table).findByRole("button", { name: "Choose R1-S2, 1 / 1 available, held for a presale code" });
    expect(place.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(place);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "This place is held for a presale code on some date of the series: it is not sold as a season ticket.",
      ),
    );
    expect(screen.queryByTestId("series-order")).toBeNull();
  });

  it("leads an order waiting for its payment back to its checkout instead of adding to it", async () => {
    storeSeriesOrderUuid(SERIES, ORDER);
    renderRoute({
      path: "series/:seriesId",
      element: <SeriesMapPage />,
      url: `/fi/series/${SERIES}`,
      mocks: [
        ...base,
        {
          request: { query: SeriesOrderDocument, variables: { uuid: ORDER } },
          result: { data: { seriesOrder: { ...held, status: "payment" } } },
        },
      ],
    });
    const notice = await screen.findByTestId("series-awaiting-payment");
    expect(within(notice).getByText("Varauksesi odottaa maksua")).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Jatka kassalle" }).getAttribute("href")).toBe(`/fi/series/orders/${ORDER}`);
    expect(screen.queryByTestId("series-order")).toBeNull();
    // A free place chosen meanwhile starts nothing (no holdSeries mock: a request would fail the test).
    const table = await screen.findByRole("table");
    fireEvent.click(await within(table).findByRole("button", { name: "Valitse R1-S2, 1 / 1 vapaana" }));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(getSeriesOrderUuid(SERIES)).toBe(ORDER);
  });
});
