import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { SellerDetails, type Seller } from "./SellerDetails";

function renderSeller(seller: Seller | null, lng = "en") {
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <MantineProvider>
        <SellerDetails seller={seller} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe("SellerDetails (the receipt's seller lines)", () => {
  it("prints the name, business ID and address as set, the address on its own lines", () => {
    renderSeller({ name: "Kaupunginteatteri Oy", businessId: "0112038-9", address: "Teatterikatu 1\n00100 Helsinki" }, "fi");
    const section = screen.getByRole("region", { name: "Myyjä" });
    expect(section.textContent).toContain("Kaupunginteatteri Oy");
    expect(screen.getByText("Y-tunnus 0112038-9")).toBeTruthy();
    expect(screen.getByText(/Teatterikatu 1\s+00100 Helsinki/)).toBeTruthy();
  });

  it("prints only the details that are set, with no empty label", () => {
    renderSeller({ name: "Kaupunginteatteri Oy", businessId: null, address: "" });
    expect(screen.getByRole("region", { name: "Seller" }).textContent).toBe("SellerKaupunginteatteri Oy");
    expect(screen.queryByText(/Business ID/)).toBeNull();
  });

  it("prints nothing at all when no detail is set", () => {
    renderSeller({ name: null, businessId: "", address: null });
    renderSeller(null);
    expect(screen.queryByTestId("receipt-seller")).toBeNull();
    expect(screen.queryByText("Seller")).toBeNull();
  });
});
