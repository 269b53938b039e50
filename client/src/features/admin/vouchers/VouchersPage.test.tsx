import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VoucherCampaignsDocument } from "../../../generated/admin";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { VouchersPage } from "./VouchersPage";

const campaign = (id: string, name: string, kind: "PERCENT" | "AMOUNT" | "FIXED", value: number) => ({
  __typename: "VoucherCampaign",
  id,
  name,
  kind,
  value,
  validFrom: null,
  validUntil: null,
  eventIds: [],
  occasionIds: [],
  ticketTypeIds: [],
  priceZoneIds: [],
  usesPerCode: 1,
  usesPerEmail: null,
  updatedAt: "2026-11-01T10:00:00.000Z",
  codeCount: 200,
  used: 12,
});

describe("VouchersPage", () => {
  it("lists each campaign with its discount as people read it, its codes and uses, linking to its page", async () => {
    renderRoute({
      path: "admin/settings/vouchers",
      element: <VouchersPage />,
      url: "/fi/admin/settings/vouchers",
      mocks: [
        {
          request: { query: VoucherCampaignsDocument },
          result: {
            data: {
              voucherCampaigns: [campaign("c1", "Syyskampanja", "PERCENT", 1500), campaign("c2", "Kutsuvieraat", "FIXED", 0)],
            },
          },
        },
      ],
    });
    const rows = await screen.findAllByTestId("voucher-campaign");
    expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["Syyskampanja", "−15 %", "200", "12"],
      ["Kutsuvieraat", "Hinta 0,00\u00a0€", "200", "12"],
    ]);
    expect(screen.getByRole("link", { name: "Syyskampanja" }).getAttribute("href")).toBe("/fi/admin/settings/vouchers/c1");
  });
});
