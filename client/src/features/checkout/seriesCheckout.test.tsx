import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CancelSeriesOrderPaymentDocument,
  CheckoutSettingsDocument,
  ConfirmSeriesOrderDocument,
  ContinueSeriesOrderPaymentDocument,
  PaymentMethodsDocument,
  PaySeriesOrderDocument,
  SeriesMapDocument,
  SeriesOrderDocument,
} from "../../generated/graphql";
import { getSeriesOrderUuid, storeSeriesOrderUuid } from "../../shared/booking/seriesOrderStore";
import { createI18n } from "../../shared/i18n/i18n";
import { SeriesCheckoutPage } from "./routes/SeriesCheckoutPage";
import type { SeriesCheckoutLoaderData } from "./routes/seriesCheckoutLoader";

const ORDER = "5b1d0c7e-2f4a-4e8b-9c3d-1a2b3c4d5e6f";
const SERIES = "a1b2c3d4-0000-4000-8000-000000000001";
const DATES = [
  { occasionId: "o1", uuid: "d1", startTime: "2027-09-10T15:00:00.000Z" },
  { occasionId: "o2", uuid: "d2", startTime: "2027-10-08T15:00:00.000Z" },
];

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
const summary = {
  __typename: "BookingSummary",
  total: 4000,
  requirePayment: true,
  byTicketType: [{ __typename: "TicketTypeSummary", ticketTypeId: "adult", name: "Aikuinen", amount: 1, total: 4000, price: 4000 }],
  byAddon: [],
  byVat: [{ __typename: "VatSummary", rate: 10, amount: 4000, vat: 364 }],
  discount: 0,
};
const ticket = (date: number) => ({
  __typename: "Ticket",
  id: `t${date}`,
  spaceId: "s1",
  spaceLabel: "Rivi 1, paikka 5",
  ticketTypeId: "adult",
  price: 4000,
  total: 4000,
});

const order = {
  __typename: "SeriesOrder",
  uuid: ORDER,
  number: 1042,
  seriesId: SERIES,
  status: "draft",
  expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
  spaceIds: ["s1"],
  total: 8000,
  voucherCode: null,
  dates: DATES.map((date, index) => ({
    __typename: "Draft",
    uuid: date.uuid,
    occasionId: date.occasionId,
    status: "draft",
    paymentMethodId: null as string | null,
    openPaymentMethodId: null as string | null,
    client,
    tickets: [ticket(index + 1)],
    summary,
  })),
};

const series = {
  __typename: "Series",
  id: SERIES,
  eventId: "e1",
  name: "Syyskausi",
  onSale: true,
  saleStart: null,
  saleEnd: null,
  refundRule: "",
  event: { __typename: "Event", id: "e1", name: "Joutsenlampi" },
  plan: { __typename: "Plan", id: "p1", name: "Sali", spaceLabelMask: null, styles: null },
  dates: DATES.map((date) => ({
    __typename: "Occasion",
    id: date.occasionId,
    title: null,
    startTime: date.startTime,
    status: "scheduled",
  })),
  prices: [
    {
      __typename: "Price",
      price: 8000,
      ticketTypeId: "adult",
      priceZoneId: null,
      ticketType: { __typename: "TicketType", id: "adult", name: "Aikuinen" },
    },
  ],
};

const buyer = {
  firstname: "Aino",
  lastname: "Virtanen",
  email: "aino@example.fi",
  phone: "0401234567",
  address: null,
  identityNumber: null,
  message: null,
};

function confirmed(status: string) {
  return {
    __typename: "SeriesOrderResult",
    uuid: ORDER,
    number: 1042,
    seriesId: SERIES,
    status,
    paymentStatus: null,
    total: 8000,
    dates: order.dates.map((date, index) => ({
      __typename: "CheckoutResult",
      uuid: date.uuid,
      number: 500 + index,
      occasionId: date.occasionId,
      status,
      expiresAt: null,
      paymentMethodId: null,
      client: { ...client, ...buyer },
      tickets: date.tickets,
      summary,
    })),
  };
}

function baseMocks(methods: Array<{ id: string; name: string }>, shown: typeof order = order): MockLink.MockedResponse[] {
  return [
    { request: { query: SeriesOrderDocument, variables: { uuid: ORDER } }, result: { data: { seriesOrder: shown } } },
    { request: { query: SeriesMapDocument, variables: { id: SERIES } }, result: { data: { series } } },
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
      result: { data: { paymentMethods: methods.map((method) => ({ __typename: "PaymentMethod", ...method })) } },
    },
  ];
}

function renderCheckout(lng: string, mocks: MockLink.MockedResponse[], search = "") {
  const loaderData: SeriesCheckoutLoaderData = {
    uuid: ORDER,
    found: true,
    series: { id: SERIES, name: "Syyskausi" },
    event: { id: "e1", name: "Joutsenlampi" },
    timeZone: "Europe/Helsinki",
  };
  const router = createMemoryRouter(
    [
      { path: "/:lng/series/orders/:uuid", loader: () => loaderData, HydrateFallback: () => null, element: <SeriesCheckoutPage /> },
      { path: "/:lng/series/orders/:uuid/success", element: <p>success page</p> },
    ],
    { initialEntries: [`/${lng}/series/orders/${ORDER}${search}`] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <I18nextProvider i18n={createI18n(lng)}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return router;
}

function fillIn(labels: { firstname: string; lastname: string; email: string; phone: string; terms: string }) {
  fireEvent.change(screen.getByLabelText(labels.firstname, { exact: false }), { target: { value: buyer.firstname } });
  fireEvent.change(screen.getByLabelText(labels.lastname, { exact: false }), { target: { value: buyer.lastname } });
  fireEvent.change(screen.getByLabelText(labels.email, { exact: false }), { target: { value: buyer.email } });
  fireEvent.change(screen.getByLabelText(labels.phone, { exact: false }), { target: { value: buyer.phone } });
  fireEvent.click(screen.getByLabelText(labels.terms, { exact: false }));
}

const FINNISH = { firstname: "Etunimi", lastname: "Sukunimi", email: "Sähköposti", phone: "Puhelin", terms: "Hyväksyn ehdot" };

describe("SeriesCheckoutPage", () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("shows every date's tickets and the total, and books with skip payment straight to the success page, in Finnish", async () => {
    storeSeriesOrderUuid(SERIES, ORDER);
    const router = renderCheckout("fi", [
      ...baseMocks([{ id: "skip", name: "Ohita maksu" }]),
      {
        request: {
          query: ConfirmSeriesOrderDocument,
          variables: { uuid: ORDER, client: buyer, paymentMethodId: "skip", termsAccepted: true },
        },
        result: { data: { confirmSeriesOrder: confirmed("booked") } },
      },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Kausilipun kassa" })).toBeTruthy();
    const summaryBox = screen.getByTestId("series-summary");
    await waitFor(() =>
      expect(
        within(summaryBox)
          .getAllByTestId("series-date")
          .map((cell) => cell.textContent),
      ).toEqual(["10.09.2027 18:00", "08.10.2027 18:00"]),
    );
    expect(within(summaryBox).getAllByText("Rivi 1, paikka 5")).toHaveLength(2);
    expect(within(summaryBox).getAllByText("Aikuinen")).toHaveLength(2);
    expect(within(summaryBox).getByTestId("checkout-total").textContent?.replace(/\s/g, " ")).toBe("Yhteensä 80,00 €");

    fillIn(FINNISH);
    fireEvent.click(screen.getByRole("button", { name: "Vahvista" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fi/series/orders/${ORDER}/success`));
    // The order is done: the series' map starts a new one.
    expect(getSeriesOrderUuid(SERIES)).toBeNull();
  });

  it("sends the browser to the provider with paySeriesOrder when the order waits for payment", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    renderCheckout("en", [
      ...baseMocks([{ id: "paytrail", name: "Paytrail" }]),
      {
        request: {
          query: ConfirmSeriesOrderDocument,
          variables: { uuid: ORDER, client: buyer, paymentMethodId: "paytrail", termsAccepted: true },
        },
        result: { data: { confirmSeriesOrder: confirmed("payment") } },
      },
      {
        request: { query: PaySeriesOrderDocument, variables: { uuid: ORDER } },
        result: {
          data: {
            paySeriesOrder: {
              __typename: "PaymentSubmission",
              action: "https://pay.example/series",
              method: "post",
              fields: { order: ORDER },
            },
          },
        },
      },
    ]);
    await screen.findByRole("heading", { level: 1, name: "Season ticket checkout" });
    fillIn({ firstname: "First name", lastname: "Last name", email: "Email", phone: "Phone", terms: "I accept the terms" });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.body.querySelector<HTMLFormElement>("form[hidden]")!;
    expect(form.action).toBe("https://pay.example/series");
    expect(form.querySelector<HTMLInputElement>("input[name=order]")!.value).toBe(ORDER);
    form.remove();
  });

  it("does not confirm an incomplete form: the fields say what is missing", async () => {
    // No confirm mock: a confirmSeriesOrder sent would fail the test with an unmatched request.
    renderCheckout("fi", baseMocks([{ id: "skip", name: "Ohita maksu" }]));
    await screen.findByRole("heading", { level: 1, name: "Kausilipun kassa" });
    fireEvent.click(screen.getByRole("button", { name: "Vahvista" }));
    expect(await screen.findByText("Ehdot on hyväksyttävä")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vahvista" })).toBeTruthy();
  });

  it("back from a failed payment: says so, tries again at the provider, or goes back to editing the order", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const waiting = {
      ...order,
      status: "payment",
      dates: order.dates.map((date) => ({ ...date, status: "payment", paymentMethodId: "paytrail" })),
    };
    const router = renderCheckout(
      "fi",
      [
        ...baseMocks([{ id: "paytrail", name: "Paytrail" }], waiting),
        {
          request: { query: ContinueSeriesOrderPaymentDocument, variables: { uuid: ORDER } },
          result: {
            data: {
              continueSeriesOrderPayment: {
                __typename: "PaymentSubmission",
                action: "https://pay.example/again",
                method: "post",
                fields: {},
              },
            },
          },
        },
        {
          request: { query: CancelSeriesOrderPaymentDocument, variables: { uuid: ORDER } },
          result: { data: { cancelSeriesOrderPayment: order } },
        },
        { request: { query: SeriesOrderDocument, variables: { uuid: ORDER } }, result: { data: { seriesOrder: order } } },
      ],
      "?payment=failed",
    );
    expect(await screen.findByText("Maksu epäonnistui")).toBeTruthy();
    const pending = screen.getByTestId("payment-pending");
    // While it waits for payment the form is closed.
    expect((screen.getByRole("button", { name: "Vahvista" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pending).getByRole("button", { name: "Jatka maksamaan" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.body.querySelector<HTMLFormElement>("form[hidden]")!;
    expect(form.action).toBe("https://pay.example/again");
    form.remove();

    fireEvent.click(within(pending).getByRole("button", { name: "Valitse toinen maksutapa" }));
    await waitFor(() => expect(screen.queryByTestId("payment-pending")).toBeNull());
    expect(router.state.location.search).toBe("");
    expect((screen.getByRole("button", { name: "Vahvista" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
