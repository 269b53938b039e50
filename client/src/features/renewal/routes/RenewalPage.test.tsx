import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CheckoutSettingsDocument,
  PaymentMethodsDocument,
  PaySeriesOrderDocument,
  PlanSpacesDocument,
  ReceiptSellerDocument,
  RenewalDocument,
  RenewalMapDocument,
  RenewalOccupancyChangedDocument,
  RenewalPaymentDocument,
  RenewDocument,
} from "../../../generated/graphql";
import { createI18n } from "../../../shared/i18n/i18n";
import { RenewalPage } from "./RenewalPage";
import { RenewalPaymentPage } from "./RenewalPaymentPage";
import type { RenewalLoaderData, RenewalPaymentLoaderData } from "./renewalLoader";

const LINK = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const ORDER = "5b1d0c7e-2f4a-4e8b-9c3d-1a2b3c4d5e6f";
const PAYMENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const PASS_PRICE = 12000;

const client = {
  __typename: "Client",
  firstname: "Aino",
  lastname: "Virtanen",
  email: "aino@example.fi",
  phone: "0401234567",
  address: null,
  identityNumber: null,
  message: null,
};

const ticket = (seat: number) => ({
  __typename: "RenewalTicket",
  id: `t${seat}`,
  spaceId: `s${seat}`,
  spaceName: `R5-S${seat}`,
  spaceLabel: `Rivi 5, paikka ${seat}`,
  ticketTypeId: "adult",
  ticketTypeName: "Aikuinen",
  // A season ticket's price is the whole pass's, every date together.
  price: PASS_PRICE,
  vat: 10,
  options: [{ __typename: "RenewalPrice", ticketTypeId: "adult", name: "Aikuinen", price: PASS_PRICE, vat: 10 }],
});

const summaryOf = (seats: number) => ({
  __typename: "BookingSummary",
  total: seats * PASS_PRICE,
  requirePayment: true,
  byTicketType: [
    {
      __typename: "TicketTypeSummary",
      ticketTypeId: "adult",
      name: "Aikuinen",
      amount: seats,
      total: seats * PASS_PRICE,
      price: PASS_PRICE,
    },
  ],
  byAddon: [],
  byVat: [{ __typename: "VatSummary", rate: 10, amount: seats * PASS_PRICE, vat: seats * 1091 }],
  discount: 0,
});

// 18:00 in Helsinki (summer time, UTC+3).
const DATES = [
  { occasionId: "o1", bookingId: "b1", startTime: "2027-09-09T15:00:00.000Z", title: null, status: "renewable" },
  { occasionId: "o2", bookingId: "b2", startTime: "2027-10-07T15:00:00.000Z", title: "Ensi-ilta", status: "renewable" },
];

const seasonRenewal = {
  __typename: "Renewal",
  uuid: LINK,
  bookingId: "b1",
  number: 1201,
  status: "renewable",
  phase: "open",
  opensAt: "2027-08-01T06:00:00.000Z",
  closesAt: "2027-08-15T06:00:00.000Z",
  saleStartsAt: "2027-08-15T06:00:00.000Z",
  occasionId: "o1",
  eventId: "e1",
  eventName: "Kamarimusiikki",
  occasionTitle: null,
  startTime: DATES[0]!.startTime,
  planId: "p1",
  seatsBefore: 2,
  paymentMethodId: null,
  paymentStatus: null,
  openPaymentMethodId: null,
  tickets: [ticket(1), ticket(2)],
  summary: summaryOf(2),
  client,
  orderId: ORDER,
  seriesName: "Syyskausi 2027",
  dates: DATES.map((date) => ({ __typename: "RenewalDate", ...date })),
};

const renewed = (status: string) => ({
  ...seasonRenewal,
  status,
  paymentMethodId: "paytrail",
  tickets: [ticket(1)],
  summary: summaryOf(1),
  dates: seasonRenewal.dates.map((date) => ({ ...date, status })),
});

const mapMocks: MockLink.MockedResponse[] = [
  {
    request: { query: RenewalMapDocument, variables: { uuid: LINK } },
    result: {
      data: {
        renewal: {
          __typename: "Renewal",
          uuid: LINK,
          occasionId: "o1",
          plan: { __typename: "Plan", id: "p1", name: "Sali", styles: null },
          occupancy: [],
          occupancyTakenAt: "2027-08-02T06:00:00.000Z",
        },
      },
    },
    // Read again after renewing (the seats released are free).
    maxUsageCount: 2,
  },
  {
    request: { query: PlanSpacesDocument, variables: { id: "p1" } },
    result: { data: { plan: { __typename: "Plan", id: "p1", sections: [], spaces: [] } } },
  },
  { request: { query: RenewalOccupancyChangedDocument, variables: { uuid: LINK } }, result: { data: null }, delay: Infinity },
];

const settingsMocks: MockLink.MockedResponse[] = [
  {
    request: { query: CheckoutSettingsDocument },
    result: {
      data: {
        settings: {
          __typename: "Settings",
          bookingNotice: null,
          bookingTerms: "Ehdot.",
          requireAddress: false,
          requireIdentityNumber: false,
        },
      },
    },
  },
  {
    request: { query: PaymentMethodsDocument },
    result: { data: { paymentMethods: [{ __typename: "PaymentMethod", id: "paytrail", name: "Paytrail" }] } },
  },
];

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  const renewalData: RenewalLoaderData = { uuid: LINK, found: true, eventName: "Kamarimusiikki", timeZone: "Europe/Helsinki", svg: null };
  const paymentData: RenewalPaymentLoaderData = {
    uuid: LINK,
    paymentId: PAYMENT,
    found: true,
    eventName: "Kamarimusiikki",
    timeZone: "Europe/Helsinki",
  };
  const router = createMemoryRouter(
    [
      { path: "/:lng/renewals/:uuid", loader: () => renewalData, HydrateFallback: () => null, element: <RenewalPage /> },
      {
        path: "/:lng/renewals/:uuid/payments/:paymentId",
        loader: () => paymentData,
        HydrateFallback: () => null,
        element: <RenewalPaymentPage />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    // As the app's cache: a renewal is known by its link's uuid (its page and its map share one entry).
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: { Renewal: { keyFields: ["uuid"] } } })}>
      <I18nextProvider i18n={createI18n("fi")}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
}

/** The season ticket's dates as listed under their heading. */
async function listedDates(): Promise<string[]> {
  const section = (await screen.findByRole("heading", { level: 2, name: "Kausilippusi esityskerrat" })).closest("section")!;
  return within(section)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("RenewalPage, a season ticket's renewal", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists the season ticket's dates in the venue's time, says the prices are the whole pass's, and pays once with paySeriesOrder", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    renderAt(`/fi/renewals/${LINK}`, [
      { request: { query: RenewalDocument, variables: { uuid: LINK } }, result: { data: { renewal: seasonRenewal } } },
      ...settingsMocks,
      ...mapMocks,
      {
        request: {
          query: RenewDocument,
          variables: {
            uuid: LINK,
            input: {
              tickets: [{ ticketId: "t1", ticketTypeId: "adult" }],
              client: {
                firstname: "Aino",
                lastname: "Virtanen",
                email: "aino@example.fi",
                phone: "0401234567",
                address: null,
                identityNumber: null,
                message: null,
              },
              paymentMethodId: "paytrail",
              termsAccepted: true,
            },
          },
        },
        result: { data: { renew: renewed("payment") } },
      },
      {
        request: { query: PaySeriesOrderDocument, variables: { uuid: ORDER } },
        result: {
          data: {
            paySeriesOrder: {
              __typename: "PaymentSubmission",
              action: "https://pay.example/renewal",
              method: "post",
              fields: { order: ORDER },
            },
          },
        },
      },
    ]);

    expect(await screen.findByRole("heading", { level: 1, name: "Uusi paikkasi" })).toBeTruthy();
    expect(await listedDates()).toEqual(["09.09.2027 18:00", "07.10.2027 18:00 · Ensi-ilta"]);
    expect(screen.getByText("Kausilippu: Syyskausi 2027")).toBeTruthy();
    expect(screen.getByTestId("renewal-season-prices").textContent).toBe(
      "Näytetyt hinnat ovat koko kausilipun hintoja: kaikki esityskerrat yhteensä.",
    );
    await waitFor(() => expect(screen.getByTestId("checkout-total").textContent?.replace(/\s/g, " ")).toBe("Yhteensä 240,00 €"));

    // One place of two kept: the pass price once, paid once for every date through the order.
    fireEvent.click(screen.getByRole("checkbox", { name: "Pidä paikka Rivi 5, paikka 2" }));
    await waitFor(() => expect(screen.getByTestId("checkout-total").textContent?.replace(/\s/g, " ")).toBe("Yhteensä 120,00 €"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Hyväksyn ehdot" }));
    fireEvent.click(screen.getByRole("button", { name: "Uusi ja maksa" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.body.querySelector<HTMLFormElement>("form[hidden]")!;
    expect(form.action).toBe("https://pay.example/renewal");
    expect(form.querySelector<HTMLInputElement>("input[name=order]")!.value).toBe(ORDER);
    form.remove();
  });

  it("a one-date renewal lists no season dates", async () => {
    renderAt(`/fi/renewals/${LINK}`, [
      {
        request: { query: RenewalDocument, variables: { uuid: LINK } },
        result: { data: { renewal: { ...seasonRenewal, orderId: null, seriesName: null, dates: [] } } },
      },
      ...settingsMocks,
      ...mapMocks,
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Uusi paikkasi" })).toBeTruthy();
    expect(screen.getByText("09.09.2027 18:00")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Kausilippusi esityskerrat" })).toBeNull();
    expect(screen.queryByTestId("renewal-season-prices")).toBeNull();
  });

  it("the payment result of a season ticket's renewal lists the dates it renewed", async () => {
    renderAt(`/fi/renewals/${LINK}/payments/${PAYMENT}`, [
      {
        request: { query: RenewalPaymentDocument, variables: { uuid: LINK, paymentId: PAYMENT } },
        result: {
          data: {
            renewalPayment: {
              __typename: "RenewalPaymentResult",
              paymentId: PAYMENT,
              paymentStatus: "paid",
              outcome: "booked",
              renewal: renewed("booked"),
            },
          },
        },
      },
      { request: { query: ReceiptSellerDocument }, result: { data: { settings: { __typename: "Settings", seller: null } } } },
    ]);
    expect(await screen.findByTestId("renewal-success")).toBeTruthy();
    expect(await listedDates()).toEqual(["09.09.2027 18:00", "07.10.2027 18:00 · Ensi-ilta"]);
    expect(screen.getByText("Kausilippu: Syyskausi 2027")).toBeTruthy();
    expect(screen.getByTestId("renewal-season-prices")).toBeTruthy();
  });
});
