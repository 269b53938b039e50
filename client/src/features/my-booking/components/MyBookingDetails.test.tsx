import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  CancelMyBookingDocument,
  MyBookingCancelPreviewDocument,
  MyBookingDocument,
  ReceiptSellerDocument,
  type MyBookingFieldsFragment,
} from "../../../generated/graphql";
import type { WithTypename } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { MyBookingDetails } from "./MyBookingDetails";

const TOKEN = "k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w";

const booking = (overrides: Partial<MyBookingFieldsFragment> = {}): WithTypename<MyBookingFieldsFragment> => ({
  __typename: "MyBooking",
  number: "1042",
  status: "booked",
  eventName: "Hamlet",
  occasionTitle: null,
  startTime: "2026-12-12T17:00:00.000Z",
  customerName: "Aino Virtanen",
  paymentMethodId: "paytrail",
  ticketsAvailable: true,
  cancellableUntil: "2026-12-11T17:00:00.000Z",
  canCancel: true,
  seasonTicket: null,
  tickets: [
    { __typename: "MyBookingTicket", id: "t1", placeLabel: "Rivi 3, paikka 12", ticketType: "Aikuinen", addons: ["Narikka"], price: 3500 },
  ],
  summary: {
    __typename: "BookingSummary",
    total: 3500,
    requirePayment: true,
    discount: 0,
    byTicketType: [{ __typename: "TicketTypeSummary", ticketTypeId: "a", name: "Aikuinen", amount: 1, total: 3500, price: 3200 }],
    byAddon: [{ __typename: "AddonSummary", addonId: "n", name: "Narikka", amount: 1, total: 300, rate: 25.5 }],
    byVat: [
      { __typename: "VatSummary", rate: 14, amount: 3200, vat: 393 },
      { __typename: "VatSummary", rate: 25.5, amount: 300, vat: 61 },
    ],
  },
  ...overrides,
});

const seller = {
  request: { query: ReceiptSellerDocument },
  result: {
    data: {
      settings: {
        __typename: "Settings",
        seller: { __typename: "Seller", name: "Kaupunginteatteri Oy", businessId: "0112038-9", address: "Teatterikatu 1" },
      },
    },
  },
};

const cancelPreview = (refunds: Array<{ method: string; amount: number; destination: "PROVIDER" | "BY_HAND" | "BOX_OFFICE" }>) => ({
  request: { query: MyBookingCancelPreviewDocument, variables: { token: TOKEN } },
  result: { data: { myBookingCancelPreview: refunds.map((refund) => ({ __typename: "PreviewRefund", ...refund })) } },
});

describe("MyBookingDetails", () => {
  it("shows the booking with its receipt and the tickets' download, and cancels it after asking", async () => {
    let cancelled = false;
    renderRoute({
      path: "my-booking/:token",
      element: <MyBookingDetails token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/fi/my-booking/${TOKEN}`,
      mocks: [
        { request: { query: MyBookingDocument, variables: { token: TOKEN } }, result: { data: { myBooking: booking() } } },
        seller,
        cancelPreview([{ method: "paytrail", amount: 3500, destination: "PROVIDER" }]),
        {
          request: { query: CancelMyBookingDocument, variables: { token: TOKEN } },
          result: () => {
            cancelled = true;
            return {
              data: {
                cancelMyBooking: booking({ status: "refunded", ticketsAvailable: false, canCancel: false, cancellableUntil: null }),
              },
            };
          },
        },
      ],
    });
    expect(await screen.findByText("Hamlet")).toBeTruthy();
    expect(screen.getByText("12.12.2026 19:00")).toBeTruthy();
    expect(screen.getByText("Aikuinen + Narikka")).toBeTruthy();
    expect(screen.getAllByTestId("checkout-vat")).toHaveLength(2);
    // Issue 37 item 19: the ticket type's line without the addon, the addon on its own line with its own VAT rate.
    expect(screen.getByTestId("checkout-ticket-type").textContent).toMatch(/^1 × Aikuinen: 32,00\s€$/);
    expect(screen.getByTestId("checkout-addon-line").textContent).toMatch(/^1 × Narikka \(ALV 25,5 %\): 3,00\s€$/);
    expect(await screen.findByText("Kaupunginteatteri Oy")).toBeTruthy();
    const download = screen.getByRole("link", { name: "Lataa liput (PDF)" });
    expect(download.getAttribute("href")).toBe(`/api/my-booking/${TOKEN}/tickets.pdf?lng=fi`);
    expect(screen.getByText(/Voit perua tämän varauksen 11\.12\.2026 19:00 asti\. Maksamasi summa palautetaan/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Peru varaus" }));
    const dialog = await screen.findByRole("dialog", { name: "Perutaanko varaus?" });
    const refund = await within(dialog).findByRole("status", { name: "Hyvitys" });
    expect(refund.textContent).toMatch(/^35,00\s€ palautetaan maksutavalle, jolla maksoit/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Kyllä, peru varaus" }));
    await waitFor(() => expect(cancelled).toBe(true));
    expect(await screen.findByTestId("my-booking-cancelled")).toBeTruthy();
    expect(screen.getByText("Tämä varaus on peruttu ja hyvitetty")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Lataa liput (PDF)" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Peru varaus" })).toBeNull();
  });

  it("a refund the provider cannot make is said to be paid back by the venue, before the customer confirms", async () => {
    renderRoute({
      path: "my-booking/:token",
      element: <MyBookingDetails token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/en/my-booking/${TOKEN}`,
      mocks: [
        {
          request: { query: MyBookingDocument, variables: { token: TOKEN } },
          result: { data: { myBooking: booking({ paymentMethodId: "ceepos" }) } },
        },
        seller,
        cancelPreview([{ method: "ceepos", amount: 3500, destination: "BY_HAND" }]),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    const refund = await within(dialog).findByRole("status", { name: "Refund" });
    expect(refund.textContent).toBe("The venue refunds €35.00 to you by hand; it may take a few banking days.");
    expect(within(dialog).getByRole("button", { name: "Yes, cancel the booking" }).hasAttribute("disabled")).toBe(false);
  });

  it("a booking confirmed without payment, or for nothing, does not promise a refund", async () => {
    for (const unpaid of [booking({ paymentMethodId: "skip" }), booking({ summary: { ...booking().summary, total: 0 } })]) {
      const view = renderRoute({
        path: "my-booking/:token",
        element: <MyBookingDetails token={TOKEN} timeZone="Europe/Helsinki" />,
        url: `/en/my-booking/${TOKEN}`,
        mocks: [{ request: { query: MyBookingDocument, variables: { token: TOKEN } }, result: { data: { myBooking: unpaid } } }, seller],
      });
      expect(
        await screen.findByText("You can cancel this booking until 11.12.2026 19:00. Nothing was paid for it, so nothing is refunded."),
      ).toBeTruthy();
      expect(screen.queryByText(/What you paid is refunded/)).toBeNull();
      view.unmount();
    }
  });

  it("a booking the venue does not let customers cancel says to contact the box office", async () => {
    renderRoute({
      path: "my-booking/:token",
      element: <MyBookingDetails token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/en/my-booking/${TOKEN}`,
      mocks: [
        {
          request: { query: MyBookingDocument, variables: { token: TOKEN } },
          result: { data: { myBooking: booking({ canCancel: false, cancellableUntil: null, paymentMethodId: "box_office" }) } },
        },
        seller,
      ],
    });
    expect(await screen.findByText("This booking cannot be cancelled online. To cancel it, contact the box office.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
  });

  it("a season ticket's date names its pass and lists every date, a cancelled one as refunded its share", async () => {
    const date = (number: string, day: number, status: string, current = false) => ({
      __typename: "MySeasonTicketDate",
      number,
      startTime: `2026-12-${String(day).padStart(2, "0")}T17:00:00.000Z`,
      status,
      current,
    });
    renderRoute({
      path: "my-booking/:token",
      element: <MyBookingDetails token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/fi/my-booking/${TOKEN}`,
      mocks: [
        {
          request: { query: MyBookingDocument, variables: { token: TOKEN } },
          result: {
            data: {
              myBooking: booking({
                seasonTicket: {
                  __typename: "MySeasonTicket",
                  seriesName: "Syyskausi",
                  dates: [date("1041", 5, "booked"), date("1042", 12, "booked", true), date("1043", 19, "refunded")],
                },
              } as Partial<MyBookingFieldsFragment>),
            },
          },
        },
        seller,
      ],
    });
    const section = await screen.findByRole("region", { name: "Sarjalippu" });
    expect(within(section).getByText(/Tämä varaus on yksi sarjalippusi Syyskausi 3 esityksestä/)).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "05.12.2026 19:00 · Varausnumero 1041",
      "12.12.2026 19:00 · Varausnumero 1042",
      "19.12.2026 19:00 · Varausnumero 1043 · peruttu, sen osuus hyvitetty",
    ]);
    expect(items[1]!.getAttribute("aria-current")).toBe("true");
  });
});
