import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SellAtBoxOfficeDocument } from "../../../../generated/admin";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { BoxOfficeDialog, type BoxOfficeDialogProps } from "./BoxOfficeDialog";

/** Adult 30.00 (45.00 in the front zone) and child 15.00. */
const PRICES = [
  { ticketTypeId: "adult", name: "Adult", price: 3000, priceZoneId: null },
  { ticketTypeId: "child", name: "Child", price: 1500, priceZoneId: null },
  { ticketTypeId: "adult", name: "Adult", price: 4500, priceZoneId: "front" },
];
const SPACES = [
  { id: "s1", label: "Row 1, seat 1", code: "R1-S1", priceZoneId: "front" },
  { id: "s2", label: "Row 9, seat 1", code: "R9-S1", priceZoneId: null },
];
const EMPTY_CLIENT = { firstname: null, lastname: null, email: null, phone: null, address: null, identityNumber: null };
const SOLD = { __typename: "Booking", id: "b1", number: 1042, status: "booked", price: 6000 };

function render(props: Partial<BoxOfficeDialogProps> = {}, mocks: Parameters<typeof renderRoute>[0]["mocks"] = []) {
  const onSold = vi.fn();
  renderRoute({
    path: "",
    url: "/en",
    element: (
      <BoxOfficeDialog
        opened
        onClose={() => undefined}
        occasionId="o1"
        spaces={SPACES}
        onRemoveSpace={() => undefined}
        prices={PRICES}
        settings={{ requireAddress: false, requireIdentityNumber: false }}
        lng="en"
        onSold={onSold}
        onRefused={() => undefined}
        {...props}
      />
    ),
    mocks,
  });
  return { onSold };
}

describe("BoxOfficeDialog", () => {
  it("offers each place its ticket types at the zone's price and totals the sale", async () => {
    render();
    const dialog = await screen.findByRole("dialog", { name: "Sell at the box office" });
    // Each place by its label, with the plan's code small for the operator.
    expect(within(dialog).getByText("Row 1, seat 1")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId("place-code")
        .map((code) => code.textContent),
    ).toEqual(["R1-S1", "R9-S1"]);
    const front = within(dialog).getByLabelText<HTMLSelectElement>("Ticket type for Row 1, seat 1");
    expect([...front.options].map((option) => option.textContent)).toEqual(["Adult · €45.00", "Child · €15.00"]);
    const back = within(dialog).getByLabelText<HTMLSelectElement>("Ticket type for Row 9, seat 1");
    expect([...back.options].map((option) => option.textContent)).toEqual(["Adult · €30.00", "Child · €15.00"]);
    expect(within(dialog).getByText("Total €75.00")).toBeTruthy();
    fireEvent.change(back, { target: { value: "child" } });
    expect(within(dialog).getByText("Total €60.00")).toBeTruthy();
  });

  it("asks how the customer paid before selling, sells a walk-in with no details, then opens the tickets", async () => {
    const { onSold } = render({}, [
      {
        request: {
          query: SellAtBoxOfficeDocument,
          variables: {
            input: {
              occasionId: "o1",
              places: [
                { spaceId: "s1", ticketTypeId: "adult" },
                { spaceId: "s2", ticketTypeId: "child" },
              ],
              paymentKind: "CASH",
              voucherCode: null,
              client: EMPTY_CLIENT,
            },
          },
        },
        result: { data: { createBoxOfficeBooking: SOLD } },
      },
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Sell at the box office" });
    fireEvent.change(within(dialog).getByLabelText("Ticket type for Row 9, seat 1"), { target: { value: "child" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sell 2 places" }));
    expect(await within(dialog).findByText("Choose how the customer paid")).toBeTruthy();
    expect(onSold).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Cash" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Sell 2 places" }));
    const tickets = await within(dialog).findByRole("link", { name: "Open tickets (PDF) of booking 1042" });
    expect(tickets.getAttribute("href")).toBe("/api/admin/bookings/b1/tickets.pdf?lng=en");
    expect(tickets.getAttribute("target")).toBe("_blank");
    expect(within(dialog).getByText("Booking 1042 is booked and paid at the box office (€60.00).")).toBeTruthy();
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(expect.objectContaining({ id: "b1", number: 1042 })));
  });

  it("with a voucher code the sale needs no payment kind (a comp costs nothing) and sends the code", async () => {
    const { onSold } = render({}, [
      {
        request: {
          query: SellAtBoxOfficeDocument,
          variables: {
            input: {
              occasionId: "o1",
              places: [
                { spaceId: "s1", ticketTypeId: "adult" },
                { spaceId: "s2", ticketTypeId: "adult" },
              ],
              paymentKind: null,
              voucherCode: "GUEST-2026",
              client: EMPTY_CLIENT,
            },
          },
        },
        result: { data: { createBoxOfficeBooking: { ...SOLD, price: 0 } } },
      },
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Sell at the box office" });
    fireEvent.change(within(dialog).getByLabelText(/Voucher code/), { target: { value: " GUEST-2026 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sell 2 places" }));
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(expect.objectContaining({ id: "b1", price: 0 })));
  });

  it("checks an e-mail address or phone number that is given, though none is required", async () => {
    render();
    const dialog = await screen.findByRole("dialog", { name: "Sell at the box office" });
    expect(within(dialog).getByLabelText("E-mail").hasAttribute("required")).toBe(false);
    expect(within(dialog).getByLabelText("First name").hasAttribute("required")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("E-mail"), { target: { value: "not an address" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Card" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Sell 2 places" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address")).toBeTruthy();
  });
});
