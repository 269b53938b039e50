import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../test/renderWithProviders";
import { CheckoutSummary } from "./CheckoutSummary";

describe("CheckoutSummary with a voucher (issue 38)", () => {
  it("shows a discounted ticket's list price beside what it costs, and the discount above the VAT and the total", async () => {
    renderRoute({
      path: "summary",
      url: "/en/summary",
      element: (
        <CheckoutSummary
          lng="en"
          tickets={[
            { id: "a", spaceName: "Row 1, seat 1", ticketTypeName: "Adult", addons: [], total: 3315, price: 3315, listPrice: 3900 },
            { id: "b", spaceName: "Row 1, seat 2", ticketTypeName: "Adult", addons: [], total: 3900, price: 3900, listPrice: null },
          ]}
          summary={{
            total: 7215,
            discount: 585,
            byTicketType: [{ ticketTypeId: "t", name: "Adult", amount: 2, total: 7215, price: 7215 }],
            byVat: [{ rate: 10, amount: 7215, vat: 656 }],
          }}
        />
      ),
    });
    expect(await screen.findAllByTestId("checkout-list-price")).toHaveLength(1);
    expect(screen.getByTestId("checkout-list-price").textContent).toBe("Normally €39.00");
    expect(screen.getByTestId("checkout-discount").textContent).toBe("Discount: −€5.85");
  });

  it("shows no discount line without a discount", async () => {
    renderRoute({
      path: "summary",
      url: "/en/summary",
      element: (
        <CheckoutSummary
          lng="en"
          tickets={[{ id: "a", spaceName: "Row 1, seat 1", ticketTypeName: "Adult", addons: [], total: 3900 }]}
          summary={{ total: 3900, discount: 0, byTicketType: [], byVat: [] }}
        />
      ),
    });
    await screen.findByTestId("checkout-total");
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
    expect(screen.queryByTestId("checkout-list-price")).toBeNull();
  });
});
