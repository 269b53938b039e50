import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { SettingsDocument } from "../../../generated/graphql";
import { ResendWebhookDeliveryDocument, WebhookDeliveriesDocument, WebhookEndpointsDocument } from "../../../generated/admin";
import { settingsFixture } from "../../../shared/test/fixtures";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { DeliveryLog } from "./DeliveryLog";

const delivery = (id: string, state: string, overrides: Record<string, unknown> = {}) => ({
  __typename: "WebhookDelivery",
  id,
  eventId: `ev-${id}`,
  eventType: "booking.booked",
  eventCreatedAt: "2026-12-05T08:00:00.000Z",
  payload: `{"id":"ev-${id}","type":"booking.booked","createdAt":"2026-12-05T08:00:00.000Z","data":{"booking":{"number":12}}}`,
  state,
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: "2026-12-05T08:00:01.000Z",
  responseStatus: 200,
  lastError: null,
  deliveredAt: null,
  resendOf: null,
  createdAt: "2026-12-05T08:00:00.000Z",
  ...overrides,
});
const query = (state: string | null) => ({ query: WebhookDeliveriesDocument, variables: { endpointId: "e1", state, first: 50 } });

function open(mocks: NonNullable<Parameters<typeof renderRoute>[0]["mocks"]>) {
  return renderRoute({
    path: "admin/settings/webhooks/:endpointId",
    element: <DeliveryLog endpointId="e1" pollInterval={0} />,
    url: "/en/admin/settings/webhooks/e1",
    mocks: [{ request: { query: SettingsDocument }, result: { data: settingsFixture } }, ...mocks],
  });
}

describe("DeliveryLog", () => {
  it("shows each delivery's event, Helsinki time, state, attempts and answer; a pending one's next try; the payload on request", async () => {
    open([
      {
        request: query(null),
        result: {
          data: {
            webhookDeliveries: [
              delivery("2", "pending", {
                attempts: 2,
                responseStatus: 500,
                lastError: "HTTP 500",
                nextAttemptAt: "2026-12-05T08:00:30.000Z",
                createdAt: "2026-12-05T08:00:10.000Z",
              }),
              delivery("1", "delivered"),
            ],
          },
        },
      },
    ]);
    const rows = await screen.findAllByTestId("webhook-delivery");
    expect(rows.map((row) => row.getAttribute("data-state"))).toEqual(["pending", "delivered"]);
    expect(within(rows[0]!).getByText("Booking made")).toBeTruthy();
    expect(within(rows[0]!).getByText("booking.booked")).toBeTruthy();
    expect(within(rows[0]!).getByText("05.12.2026 10:00")).toBeTruthy();
    expect(within(rows[0]!).getByText("HTTP 500")).toBeTruthy();
    expect(within(rows[0]!).getByText("Next try 05.12.2026 10:00")).toBeTruthy();
    // Pending: on its way, so not resent.
    expect(within(rows[0]!).queryByRole("button", { name: /^Resend/ })).toBeNull();
    expect(within(rows[1]!).getByRole("button", { name: "Resend: Booking made, 05.12.2026 10:00" })).toBeTruthy();

    const payload = within(rows[1]!).getByRole("button", { name: /^Payload/ });
    expect(payload.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(payload);
    expect((await screen.findByTestId("webhook-payload")).textContent).toContain('"number": 12');
    expect(payload.getAttribute("aria-expanded")).toBe("true");
  });

  it("narrows the log to a state", async () => {
    open([
      { request: query(null), result: { data: { webhookDeliveries: [delivery("2", "failed"), delivery("1", "delivered")] } } },
      { request: query("failed"), result: { data: { webhookDeliveries: [delivery("2", "failed")] } } },
    ]);
    expect(await screen.findAllByTestId("webhook-delivery")).toHaveLength(2);
    fireEvent.change(screen.getByRole("combobox", { name: "Show" }), { target: { value: "failed" } });
    await waitFor(() => expect(screen.getAllByTestId("webhook-delivery")).toHaveLength(1));
    expect(screen.getByTestId("webhook-delivery").getAttribute("data-state")).toBe("failed");
  });

  it("tells a refused resend (still pending: CONFLICT) in the server's words, and reads the log again", async () => {
    const message = "This delivery is still waiting to be sent; it cannot be sent again yet.";
    open([
      { request: query(null), result: { data: { webhookDeliveries: [delivery("1", "delivered")] } } },
      {
        request: { query: ResendWebhookDeliveryDocument, variables: { id: "1" } },
        result: { errors: [new GraphQLError(message, { extensions: { code: "CONFLICT", status: 409 } })] },
      },
      { request: { query: WebhookEndpointsDocument }, result: { data: { webhookEndpoints: [], webhookEventTypes: [] } } },
      {
        request: query(null),
        result: { data: { webhookDeliveries: [delivery("3", "pending", { resendOf: "1" }), delivery("1", "delivered")] } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: /^Resend/ }));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
    expect(await screen.findByText("Resend of #1")).toBeTruthy();
  });
});
