import { fireEvent, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it } from "vitest";
import { SettingsDocument } from "../../../generated/graphql";
import {
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from "../../../generated/admin";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { WebhookEndpointPage } from "./WebhookEndpointPage";

const TYPES = ["booking.booked", "booking.changed", "check_in.admitted"];
const saved = {
  __typename: "WebhookEndpoint",
  id: "e1",
  url: "https://kassa.example.com/hooks",
  description: "",
  events: ["booking.booked", "check_in.admitted"],
  active: true,
  secretHint: "c0de",
  pendingDeliveries: 0,
  failedDeliveries: 0,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
};
const listed = (endpoint: typeof saved) => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: [endpoint], webhookEventTypes: TYPES } },
});
const base: MockLink.MockedResponse[] = [
  { request: { query: SettingsDocument }, result: { data: settingsFixture } },
  listed(saved),
  {
    request: { query: WebhookDeliveriesDocument, variables: { endpointId: "e1", state: null, first: 50 } },
    result: { data: { webhookDeliveries: [] } },
  },
];

function open(mocks: MockLink.MockedResponse[]) {
  return renderRoute({
    path: "admin/settings/webhooks/:endpointId",
    element: <WebhookEndpointPage />,
    url: "/en/admin/settings/webhooks/e1",
    mocks,
  });
}

describe("WebhookEndpointPage", () => {
  it("pauses the endpoint by saving it as it is, inactive, keeping its secret (none sent)", async () => {
    let sent: unknown = null;
    const input = { url: saved.url, description: null, events: saved.events, active: false, secret: null };
    open([
      ...base,
      {
        request: { query: UpdateWebhookEndpointDocument, variables: { id: "e1", input } },
        result: () => {
          sent = input;
          return { data: { updateWebhookEndpoint: { ...saved, active: false } } };
        },
      },
      listed({ ...saved, active: false }),
    ]);
    expect(await screen.findByRole("heading", { name: saved.url })).toBeTruthy();
    expect(screen.getByText("Secret ends in …c0de")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(await screen.findByRole("button", { name: "Resume" })).toBeTruthy();
    expect(sent).toEqual(input);
    expect(screen.getByText("Paused")).toBeTruthy();
  });

  it("makes a new secret only once confirmed, and shows it once", async () => {
    open([
      ...base,
      {
        request: { query: RotateWebhookSecretDocument, variables: { id: "e1" } },
        result: {
          data: {
            rotateWebhookSecret: {
              __typename: "WebhookEndpointWithSecret",
              endpoint: { ...saved, secretHint: "9xyz" },
              secret: "whsec_new_secret_0123456789_9xyz",
            },
          },
        },
      },
      listed({ ...saved, secretHint: "9xyz" }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "New secret" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new secret?" });
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "New secret" }));
    expect((await screen.findByTestId("webhook-secret-value")).textContent).toBe("whsec_new_secret_0123456789_9xyz");
    fireEvent.click(screen.getByRole("button", { name: "Done, hide it" }));
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
  });
});
