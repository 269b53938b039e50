import { GraphQLError } from "graphql";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AuthenticateDocument } from "../../../../generated/graphql";
import {
  AdminBookingDocument,
  BookingFormSettingsDocument,
  BookingNamesDocument,
  BookingPublicOccasionDocument,
  BookingChangePreviewDocument,
  ChangeBookingTicketTypeDocument,
  MoveBookingTicketDocument,
  UpdateBookingClientDocument,
  type AdminBookingQuery,
  type BookingPublicOccasionQuery,
} from "../../../../generated/admin";
import type { WithTypename } from "../../../../shared/test/fixtures";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { BookingEditPage } from "./BookingEditPage";

const VERSION = "2027-05-01T10:00:00.000Z";

const booking: WithTypename<AdminBookingQuery>["booking"] = {
  __typename: "Booking",
  id: "b1",
  number: 1042,
  seriesOrder: null,
  status: "booked",
  createdAt: "2027-04-30T09:00:00.000Z",
  updatedAt: VERSION,
  expiresAt: null,
  occasionId: "o1",
  paymentMethodId: "paytrail",
  price: 2500,
  paid: 2500,
  received: 2500,
  refunded: 0,
  owed: 0,
  balance: 0,
  identityNumber: "010190-123M",
  anonymizedAt: null,
  client: {
    __typename: "Client",
    firstname: "Maija",
    lastname: "Virtanen",
    email: "maija@example.fi",
    phone: "+358401234567",
    address: null,
    identityNumber: "*******123A",
    message: null,
  },
  tickets: [
    {
      __typename: "Ticket",
      id: "t1",
      spaceId: "s1",
      ticketTypeId: "adult",
      price: 2500,
      total: 2500,
      vat: 10,
      addons: [],
    },
  ],
  summary: {
    __typename: "BookingSummary",
    total: 2500,
    requirePayment: true,
    byTicketType: [{ __typename: "TicketTypeSummary", ticketTypeId: "adult", name: "Adult", amount: 1, total: 2500, tickets: ["t1"] }],
    byVat: [{ __typename: "VatSummary", rate: 10, amount: 2500, vat: 227 }],
  },
  payments: [],
  ledger: [],
  history: [],
};

const occasion: WithTypename<BookingPublicOccasionQuery>["occasion"] = {
  __typename: "Occasion",
  id: "o1",
  name: "Premiere",
  title: "Premiere",
  startTime: "2027-06-12T15:30:00.000Z",
  eventId: "e1",
  plan: {
    __typename: "Plan",
    id: "p1",
    spaces: [
      { __typename: "Space", id: "s1", label: "A1", maxTickets: 1, priceZoneId: null, spaceType: null },
      { __typename: "Space", id: "s2", label: "A2", maxTickets: 1, priceZoneId: null, spaceType: null },
    ],
  },
  occupancy: [{ __typename: "SpaceOccupancy", spaceId: "s1", count: 1, maxTickets: 1 }],
  prices: [
    {
      __typename: "Price",
      price: 2500,
      ticketTypeId: "adult",
      priceZoneId: null,
      ticketType: { __typename: "TicketType", id: "adult", name: "Adult", vat: 10 },
    },
  ],
};

const client = {
  firstname: "Maija",
  lastname: "Virtanen",
  email: "maija@example.com",
  phone: "+358401234567",
  address: null,
  identityNumber: "010190-123M",
  message: null,
};

function renderEditPage(
  updateError: GraphQLError,
  shown: typeof booking = booking,
  shownOccasion: typeof occasion = occasion,
  more: Parameters<typeof renderRoute>[0]["mocks"] = [],
) {
  return renderRoute({
    path: "admin/events/:eventId/occasions/:occasionId/bookings/:bookingId/edit",
    element: <BookingEditPage />,
    url: "/en/admin/events/e1/occasions/o1/bookings/b1/edit",
    mocks: [
      {
        request: { query: AuthenticateDocument },
        result: {
          data: {
            authenticate: {
              __typename: "Authentication",
              csrfToken: "csrf",
              user: { __typename: "User", id: "u1", email: "box@example.fi", permissions: ["administer_bookings"] },
            },
          },
        },
      },
      { request: { query: AdminBookingDocument, variables: { id: "b1" } }, result: { data: { booking: shown } } },
      { request: { query: BookingPublicOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: shownOccasion } } },
      { request: { query: BookingNamesDocument }, result: { data: { ticketTypes: [], addons: [], spaceTypes: [] } } },
      {
        request: { query: BookingFormSettingsDocument },
        result: {
          data: {
            settings: { __typename: "Settings", requireAddress: false, requireIdentityNumber: true, timeZone: "Europe/Helsinki" },
          },
        },
      },
      {
        request: { query: UpdateBookingClientDocument, variables: { id: "b1", client, version: VERSION } },
        result: { errors: [updateError] },
      },
      // Reload after a conflict: someone else's version.
      {
        request: { query: AdminBookingDocument, variables: { id: "b1" } },
        result: {
          data: { booking: { ...booking, updatedAt: "2027-05-01T10:05:00.000Z", client: { ...booking.client, firstname: "Maria" } } },
        },
      },
      { request: { query: BookingPublicOccasionDocument, variables: { id: "o1" } }, result: { data: { occasion: shownOccasion } } },
      ...(more ?? []),
    ],
  });
}

async function saveWithEmail(email: string) {
  const form = await screen.findByRole("form", { name: "Client details" });
  const emailField = within(form).getByLabelText(/^Email/);
  fireEvent.change(emailField, { target: { value: email } });
  fireEvent.click(within(form).getByRole("button", { name: "Save client details" }));
  return { form, emailField };
}

describe("BookingEditPage: the client's details", () => {
  it("puts the server's field message on its field", async () => {
    renderEditPage(
      new GraphQLError("Invalid input", {
        extensions: { code: "BAD_USER_INPUT", status: 400, fields: { email: "Anna kelvollinen sähköposti" } },
      }),
    );
    // The administrator sees the identity number unmasked.
    expect(await screen.findByDisplayValue("010190-123M")).toBeTruthy();
    const { emailField } = await saveWithEmail("maija@example.com");
    await waitFor(() => expect(emailField.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Anna kelvollinen sähköposti")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });

  it("shows a CONFLICT with a Reload action that brings in the other version instead of overwriting it", async () => {
    renderEditPage(new GraphQLError("Someone else changed the booking, reload", { extensions: { code: "CONFLICT", status: 409 } }));
    await saveWithEmail("maija@example.com");
    const reload = await screen.findByRole("button", { name: "Reload" });
    expect(screen.getByText("Changed by someone else")).toBeTruthy();
    // The form keeps what was typed until the reload.
    expect(screen.getByDisplayValue("maija@example.com")).toBeTruthy();
    fireEvent.click(reload);
    expect(await screen.findByDisplayValue("Maria")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reload" })).toBeNull());
    expect(screen.getByDisplayValue("maija@example.fi")).toBeTruthy();
  });

  it("says the details were erased instead of offering them for editing", async () => {
    const erased = {
      ...booking,
      anonymizedAt: "2027-05-02T08:00:00.000Z",
      identityNumber: null,
      client: { ...booking.client, firstname: null, lastname: null, email: null, phone: null, identityNumber: null },
    };
    renderEditPage(new GraphQLError("unused"), erased);
    expect(await screen.findByText("Client details erased on 02.05.2027")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Client details" })).toBeNull();
  });
});

describe("BookingEditPage: an event with zone prices", () => {
  const ticketType = (id: string, name: string) => ({ __typename: "TicketType" as const, id, name, vat: 10 });
  // Adult and Senior have a plain price and one in the balcony zone: the ticket in B1 (balcony) is priced there.
  const zoned: typeof occasion = {
    ...occasion,
    plan: {
      ...occasion.plan,
      spaces: [
        { __typename: "Space", id: "s1", label: "B1", maxTickets: 1, priceZoneId: "balcony", spaceType: null },
        { __typename: "Space", id: "s2", label: "A2", maxTickets: 1, priceZoneId: null, spaceType: null },
      ],
    },
    prices: [
      { __typename: "Price", price: 3000, ticketTypeId: "adult", priceZoneId: null, ticketType: ticketType("adult", "Adult") },
      { __typename: "Price", price: 2500, ticketTypeId: "adult", priceZoneId: "balcony", ticketType: ticketType("adult", "Adult") },
      { __typename: "Price", price: 2000, ticketTypeId: "senior", priceZoneId: null, ticketType: ticketType("senior", "Senior") },
      { __typename: "Price", price: 1500, ticketTypeId: "senior", priceZoneId: "balcony", ticketType: ticketType("senior", "Senior") },
      { __typename: "Price", price: 4000, ticketTypeId: "senior", priceZoneId: "stalls", ticketType: ticketType("senior", "Senior") },
    ],
  };

  it("offers each ticket type once, at the price the ticket's zone gives, and retypes the ticket", async () => {
    const user = userEvent.setup();
    const retyped = {
      ...booking,
      updatedAt: "2027-05-01T10:06:00.000Z",
      tickets: [{ ...booking.tickets[0]!, ticketTypeId: "senior", price: 1500, total: 1500 }],
    };
    // Unpaid: the user, without refund_bookings, may retype it (issue 34, item 8).
    renderEditPage(new GraphQLError("unused"), { ...booking, paid: 0 }, zoned, [
      {
        request: {
          query: ChangeBookingTicketTypeDocument,
          variables: { bookingId: "b1", ticketId: "t1", ticketTypeId: "senior", version: VERSION },
        },
        result: { data: { changeTicketType: retyped } },
      },
      {
        request: {
          query: BookingChangePreviewDocument,
          variables: { bookingId: "b1", version: VERSION, change: { kind: "RETYPE", ticketId: "t1", ticketTypeId: "senior" } },
        },
        result: { data: { bookingChangePreview: { __typename: "MoneyPreview", owes: 0, kept: 0, refunds: [] } } },
      },
    ]);
    const select = await screen.findByRole("combobox", { name: "Ticket type of B1" });
    // The other sections stay reachable.
    expect(screen.getByRole("form", { name: "Client details" })).toBeTruthy();
    await user.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute("aria-controls") ?? "")!);
    const options = within(listbox).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(["Adult €25.00", "Senior €15.00"]);
    await user.click(within(listbox).getByRole("option", { name: "Senior €15.00", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Change type" }));
    // The dialog says what money moves (here none: the booking is unpaid) before the change is confirmed.
    const dialog = await screen.findByRole("dialog", { name: "Change the ticket type of B1?" });
    expect(await within(dialog).findByText("No money moves.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Change type" }));
    await waitFor(() => expect(screen.getAllByText("€15.00").length).toBeGreaterThan(0));
  });
});

describe("BookingEditPage: a season ticket's date", () => {
  const date = (bookingId: string, day: number, status = "booked") => ({
    __typename: "BookingSeriesDate" as const,
    bookingId,
    bookingNumber: 1040 + day,
    occasionId: `o${day}`,
    startTime: `2027-06-${10 + day}T15:30:00.000Z`,
    status,
  });
  const pass = {
    ...booking,
    seriesOrder: {
      __typename: "BookingSeriesOrder" as const,
      id: "order-1",
      number: 7,
      seriesName: "Autumn season",
      // This booking is the second of four dates; the last was cancelled on its own.
      dates: [date("b0", 1), date("b1", 2), date("b2", 3), date("b3", 4, "cancelled")],
    },
  };

  it("offers to move the place on the pass's later dates that still hold it, and sends the operator's choice", async () => {
    const user = userEvent.setup();
    const moved = { ...pass, updatedAt: "2027-05-01T10:07:00.000Z", tickets: [{ ...booking.tickets[0]!, spaceId: "s2" }] };
    renderEditPage(new GraphQLError("unused"), pass, occasion, [
      {
        request: {
          query: MoveBookingTicketDocument,
          variables: { bookingId: "b1", ticketId: "t1", spaceId: "s2", version: VERSION, laterDates: true },
        },
        result: { data: { moveTicket: moved } },
      },
    ]);
    const later = await screen.findByRole("checkbox", { name: "Also on the season ticket's later date" });
    const select = screen.getByRole("combobox", { name: "Move A1 to" });
    await user.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute("aria-controls") ?? "")!);
    await user.click(within(listbox).getByRole("option", { name: "A2", hidden: true }));
    await user.click(later);
    await user.click(screen.getByRole("button", { name: "Move" }));
    // The answer (the mock matches only laterDates: true) is the moved booking: its ticket is on A2 now.
    expect(await screen.findByRole("combobox", { name: "Move A2 to" })).toBeTruthy();
  });
});
