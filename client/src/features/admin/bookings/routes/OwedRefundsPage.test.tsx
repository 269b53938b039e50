import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthenticateDocument } from "../../../../generated/graphql";
import { MarkRefundedManuallyDocument, OwedRefundsDocument, type OwedRefundsQuery } from "../../../../generated/admin";
import type { WithTypename } from "../../../../shared/test/fixtures";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { toast } from "../../../../shared/toast/toast";
import { OwedRefundsPage } from "./OwedRefundsPage";

vi.mock("../../../../shared/toast/toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), show: vi.fn() },
}));

const VERSION = "2027-05-01T10:00:00.000Z";

type Refund = WithTypename<OwedRefundsQuery>["owedRefunds"][number];

const owed: Refund = {
  __typename: "OwedRefund",
  id: "m1",
  method: "ceepos",
  amount: 4900,
  status: "owed",
  whole: true,
  reason: "refunded by an administrator",
  note: "ceepos has no refund API: refund it by hand",
  createdAt: "2027-05-01T09:00:00.000Z",
  updatedAt: VERSION,
  settledAt: null,
  settledBy: null,
  settledHow: null,
  bookingId: "b1",
  bookingNumber: 1042,
  bookingStatus: "refunded",
  occasionId: "o1",
  eventId: "e1",
  clientName: "Maija Virtanen",
  email: "maija@example.fi",
  phone: null,
};
const sent: Refund = { ...owed, id: "m2", method: "paytrail", status: "sent", bookingId: "b2", bookingNumber: 1043, note: null };
const marked: Refund = {
  ...owed,
  status: "refunded",
  updatedAt: "2027-05-02T08:00:00.000Z",
  settledAt: "2027-05-02T08:00:00.000Z",
  settledBy: "box@example.fi",
  settledHow: "bank transfer",
  note: "ref 1042",
};

/** The signed-in user: marking needs refund_bookings beside administer_bookings. */
function signedIn(permissions: string[]) {
  return {
    request: { query: AuthenticateDocument },
    result: {
      data: {
        authenticate: {
          __typename: "Authentication",
          csrfToken: "csrf",
          user: { __typename: "User", id: "u1", email: "box@example.fi", permissions },
        },
      },
    },
  };
}

function renderPage(
  markResult: { data: { markRefundedManually: Refund } } | { errors: GraphQLError[] },
  afterMark: Refund[],
  permissions = ["administer_bookings", "refund_bookings"],
) {
  return renderRoute({
    path: "admin/refunds",
    element: <OwedRefundsPage />,
    url: "/en/admin/refunds",
    mocks: [
      signedIn(permissions),
      { request: { query: OwedRefundsDocument }, result: { data: { owedRefunds: [owed, sent] } } },
      {
        request: { query: MarkRefundedManuallyDocument, variables: { id: "m1", how: "bank transfer", note: "ref 1042", version: VERSION } },
        result: markResult,
      },
      { request: { query: OwedRefundsDocument }, result: { data: { owedRefunds: afterMark } } },
    ],
  });
}

async function markByHand() {
  const user = userEvent.setup();
  const table = await screen.findByRole("table", { name: "Owed refunds" });
  const row = within(table).getByRole("row", { name: /Booking 1042/ });
  expect(within(row).getByText("Ceepos")).toBeTruthy();
  expect(within(row).getByText("€49.00")).toBeTruthy();
  expect(within(row).getByText("Owed")).toBeTruthy();
  // A refund the provider is on is listed, without the action.
  const other = within(table).getByRole("row", { name: /Booking 1043/ });
  expect(within(other).queryByRole("button")).toBeNull();
  expect(within(other).getByText("The provider is refunding it")).toBeTruthy();

  await user.click(await within(row).findByRole("button", { name: "Mark the refund of booking 1042 refunded manually" }));
  const dialog = await screen.findByRole("dialog", { name: "Mark refunded manually" });
  // How it was paid back is required.
  await user.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
  expect(within(dialog).getByText("Say how it was paid back")).toBeTruthy();
  await user.type(within(dialog).getByRole("textbox", { name: /How it was paid back/ }), "bank transfer");
  await user.type(within(dialog).getByRole("textbox", { name: "Note" }), "ref 1042");
  await user.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
}

describe("OwedRefundsPage", () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it("lists a Ceepos refund still owed and marks it refunded by hand, with how and a note, over its version", async () => {
    renderPage({ data: { markRefundedManually: marked } }, [sent]);
    await markByHand();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("The refund of booking 1042 is marked refunded"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Booking 1042/ })).toBeNull());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("someone else settled it first: says so and reloads the list", async () => {
    renderPage({ errors: [new GraphQLError("Changed by someone else", { extensions: { code: "CONFLICT", status: 409 } })] }, [sent]);
    await markByHand();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Someone else changed this refund meanwhile; the list is reloaded"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Booking 1042/ })).toBeNull());
  });

  it("lists the refunds without the action for a clerk who may not refund", async () => {
    renderPage({ data: { markRefundedManually: marked } }, [sent], ["administer_bookings"]);
    const table = await screen.findByRole("table", { name: "Owed refunds" });
    const row = within(table).getByRole("row", { name: /Booking 1042/ });
    expect(within(row).getByText("Owed")).toBeTruthy();
    // Signed in (the menu shows it) and still no button: the list is only read.
    await waitFor(() => expect(within(row).queryByRole("button")).toBeNull());
  });
});
