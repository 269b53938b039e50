import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BookingChangePreviewDocument } from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { RemoveTicketButton } from "./RemoveTicketButton";
import { TicketsEditor } from "./TicketsEditor";

const booking = { id: "b1", updatedAt: "2026-12-02T10:00:00.000Z" };

const previewOf = (refunds: Array<{ method: string; amount: number; destination: "PROVIDER" | "BY_HAND" | "BOX_OFFICE" }>, owes = 0) => ({
  request: {
    query: BookingChangePreviewDocument,
    variables: { bookingId: "b1", version: booking.updatedAt, change: { kind: "REMOVE", ticketId: "t1" } },
  },
  result: {
    data: {
      bookingChangePreview: {
        __typename: "MoneyPreview",
        owes,
        kept: 0,
        refunds: refunds.map((refund) => ({ __typename: "PreviewRefund", ...refund })),
      },
    },
  },
});

// Issue 34, item 3: the dialog says how much money moves and to where, as the server works it out, before it is confirmed.
describe("a removal's confirmation", () => {
  it.each([
    ["en", "PROVIDER" as const, "paytrail", "€4.00 will be refunded to the customer's Paytrail payment."],
    [
      "en",
      "BY_HAND" as const,
      "ceepos",
      "€4.00 will be owed to the customer: Ceepos cannot refund it automatically, so refund it by hand.",
    ],
    ["fi", "BOX_OFFICE" as const, "box_office", "4,00 € annetaan asiakkaalle takaisin lipunmyynnissä."],
  ])("(%s) says where %s money goes", async (lng, destination, method, text) => {
    renderRoute({
      path: "admin",
      url: `/${lng}/admin`,
      element: <RemoveTicketButton booking={booking} ticketId="t1" spaceName="R1-S1" lng={lng} last={false} onRemove={async () => true} />,
      mocks: [previewOf([{ method, amount: 400, destination }])],
    });
    await userEvent.click(screen.getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText(text.replace(/\u00a0/g, " "), { normalizer: (s) => s.replace(/\s+/g, " ").trim() }),
    ).toBeTruthy();
  });

  it("says so when no money moves", async () => {
    renderRoute({
      path: "admin",
      url: "/en/admin",
      element: <RemoveTicketButton booking={booking} ticketId="t1" spaceName="R1-S1" lng="en" last={false} onRemove={async () => true} />,
      mocks: [previewOf([])],
    });
    await userEvent.click(screen.getByRole("button", { name: "Remove the ticket of R1-S1" }));
    expect(await screen.findByText("No money moves.")).toBeTruthy();
  });
});

describe("the tickets editor without refund_bookings (issue 34, item 8)", () => {
  const ticket = { __typename: "Ticket" as const, id: "t1", spaceId: "s1", ticketTypeId: "tt1", price: 3900, addons: [], code: "ABC" };
  const names = { space: () => "R1-S1", spaceType: () => "", ticketType: () => "Adult", addon: () => "" };

  it.each([
    [false, 0],
    [true, 1],
  ])("offers removing a ticket of a paid booking only when it may move money back (%s)", (mayMoveMoneyBack, count) => {
    renderRoute({
      path: "admin",
      url: "/en/admin",
      element: (
        <TicketsEditor
          booking={booking}
          mayMoveMoneyBack={mayMoveMoneyBack}
          tickets={[ticket] as never}
          names={names as never}
          lng="en"
          editable
          retypable
          onChangeType={async () => true}
          onMove={async () => true}
          onRemove={async () => true}
        />
      ),
    });
    expect(screen.queryAllByRole("button", { name: "Remove the ticket of R1-S1" })).toHaveLength(count);
  });
});
