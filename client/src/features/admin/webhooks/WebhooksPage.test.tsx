import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WebhookEndpointsDocument } from "../../../generated/admin";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { WebhooksPage } from "./WebhooksPage";

const endpoint = (id: string, url: string, events: string[], active: boolean, pendingDeliveries: number, failedDeliveries: number) => ({
  __typename: "WebhookEndpoint",
  id,
  url,
  description: id === "e1" ? "Kassajärjestelmä" : "",
  events,
  active,
  secretHint: "c0de",
  pendingDeliveries,
  failedDeliveries,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
});

describe("WebhooksPage", () => {
  it("lists each endpoint with its events by label, active or paused, and its waiting and failed deliveries, linking to its log", async () => {
    renderRoute({
      path: "admin/settings/webhooks",
      element: <WebhooksPage />,
      url: "/fi/admin/settings/webhooks",
      mocks: [
        {
          request: { query: WebhookEndpointsDocument },
          result: {
            data: {
              webhookEventTypes: ["booking.booked", "booking.cancelled", "check_in.admitted"],
              webhookEndpoints: [
                endpoint("e1", "https://kassa.example.com/hooks", ["booking.booked", "booking.cancelled"], true, 2, 0),
                endpoint("e2", "https://ovi.example.com/in", ["check_in.admitted"], false, 0, 3),
              ],
            },
          },
        },
      ],
    });
    const rows = await screen.findAllByTestId("webhook-endpoint");
    expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["https://kassa.example.com/hooksKassajärjestelmä", "Varaus tehtyVaraus peruttu", "Käytössä", "2", "0"],
      ["https://ovi.example.com/in", "Päästetty sisään lipuntarkastuksessa", "Keskeytetty", "0", "3"],
    ]);
    expect(within(rows[1]!).getByRole("link", { name: "https://ovi.example.com/in" }).getAttribute("href")).toBe(
      "/fi/admin/settings/webhooks/e2",
    );
    expect(screen.getByRole("link", { name: "Lisää vastaanottaja" }).getAttribute("href")).toBe("/fi/admin/settings/webhooks/create");
    expect(screen.getByRole("region", { name: "Allekirjoituksen tarkistaminen" })).toBeTruthy();
  });
});
