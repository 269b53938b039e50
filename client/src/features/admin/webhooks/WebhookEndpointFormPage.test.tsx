import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { CreateWebhookEndpointDocument, WebhookEndpointsDocument } from "../../../generated/admin";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { WebhookEndpointFormPage } from "./WebhookEndpointFormPage";

const TYPES = [
  "booking.booked",
  "booking.changed",
  "booking.cancelled",
  "booking.refunded",
  "occasion.changed",
  "occasion.cancelled",
  "check_in.admitted",
];
const listed = (webhookEndpoints: unknown[]) => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints, webhookEventTypes: TYPES } },
});
const endpoint = {
  __typename: "WebhookEndpoint",
  id: "e1",
  url: "https://crm.example.com/hooks",
  description: "",
  events: ["booking.booked", "check_in.admitted"],
  active: true,
  secretHint: "c0de",
  pendingDeliveries: 0,
  failedDeliveries: 0,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
};
const input = {
  url: "https://crm.example.com/hooks",
  description: null,
  events: ["booking.booked", "check_in.admitted"],
  active: true,
  secret: null,
};

function open(mocks: Parameters<typeof renderRoute>[0]["mocks"]) {
  return renderRoute({
    path: "admin/settings/webhooks/create",
    element: <WebhookEndpointFormPage />,
    url: "/fi/admin/settings/webhooks/create",
    mocks,
  });
}

async function fillIn() {
  fireEvent.change(await screen.findByRole("textbox", { name: /^Osoite/ }), { target: { value: "https://crm.example.com/hooks" } });
  const events = screen.getByRole("group", { name: /^Tapahtumat/ });
  // Checked out of the server's order: sent in its order.
  fireEvent.click(within(events).getByRole("checkbox", { name: "Päästetty sisään lipuntarkastuksessa" }));
  fireEvent.click(within(events).getByRole("checkbox", { name: "Varaus tehty" }));
}

describe("WebhookEndpointFormPage", () => {
  it("lists every event type by its label with its name, and refuses a form without a URL or events before asking the server", async () => {
    open([listed([])]);
    const events = await screen.findByRole("group", { name: /^Tapahtumat/ });
    expect(within(events).getAllByRole("checkbox")).toHaveLength(TYPES.length);
    expect(within(events).getByText("check_in.admitted")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Lisää" }));
    expect(await screen.findByText("Valitse vähintään yksi tapahtuma.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Osoite/ }).getAttribute("aria-invalid")).toBe("true");
  });

  it("adds the endpoint and shows its secret once, with a copy button and the warning that it is not shown again", async () => {
    let sent: unknown = null;
    open([
      listed([]),
      {
        request: { query: CreateWebhookEndpointDocument, variables: { input } },
        result: () => {
          sent = input;
          return {
            data: {
              createWebhookEndpoint: { __typename: "WebhookEndpointWithSecret", endpoint, secret: "whsec_shown_once_0123456789abcdef" },
            },
          };
        },
      },
      listed([endpoint]),
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole("button", { name: "Lisää" }));
    const panel = await screen.findByTestId("webhook-secret");
    expect(sent).toEqual(input);
    expect(within(panel).getByTestId("webhook-secret-value").textContent).toBe("whsec_shown_once_0123456789abcdef");
    expect(within(panel).getByText("Kopioi se vastaanottajalle nyt: sitä ei näytetä uudelleen.")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Kopioi salaisuus" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Avaa sen lähetysloki" }).getAttribute("href")).toBe("/fi/admin/settings/webhooks/e1");
    // The form is gone: nothing to submit twice.
    expect(screen.queryByRole("button", { name: "Lisää" })).toBeNull();
  });

  it("puts the server's refusal on its field, in the server's words", async () => {
    const message = "Vastaanottajan osoitteen on käytettävä https-yhteyttä.";
    open([
      listed([]),
      {
        request: { query: CreateWebhookEndpointDocument, variables: { input: { ...input, url: "https://crm.example.com/hooks" } } },
        result: {
          errors: [new GraphQLError("Invalid input", { extensions: { code: "BAD_USER_INPUT", status: 400, fields: { url: message } } })],
        },
      },
    ]);
    await fillIn();
    fireEvent.click(screen.getByRole("button", { name: "Lisää" }));
    expect(await screen.findByText(message)).toBeTruthy();
    const url = screen.getByRole("textbox", { name: /^Osoite/ });
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
  });
});
