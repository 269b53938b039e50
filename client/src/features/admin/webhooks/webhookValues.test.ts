import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../shared/i18n/locales/en/admin.json";
import fi from "../../../shared/i18n/locales/fi/admin.json";
import sv from "../../../shared/i18n/locales/sv/admin.json";
import {
  canResend,
  deliveryOutcome,
  eventTypeKey,
  eventTypeLabel,
  prettyPayload,
  toEndpointFormValues,
  toEndpointInput,
  type EndpointFormValues,
} from "./webhookValues";

/** What webhookEventTypes answers (server/src/common/domain-events.ts), in its order. */
const SERVER_TYPES = [
  "booking.booked",
  "booking.changed",
  "booking.cancelled",
  "booking.refunded",
  "occasion.changed",
  "occasion.cancelled",
  "check_in.admitted",
];

const saved = {
  __typename: "WebhookEndpoint" as const,
  id: "e1",
  url: "https://crm.example.com/hooks",
  description: "CRM",
  events: ["booking.cancelled", "booking.booked"],
  active: false,
  secretHint: "Ab9z",
  pendingDeliveries: 0,
  failedDeliveries: 0,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
};

const lookup = (dictionary: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);

describe("the endpoint form's values", () => {
  it("start empty and active for a new endpoint, and as saved (without the secret) for an existing one", () => {
    expect(toEndpointFormValues(null)).toEqual({ url: "", description: "", events: [], active: true, secret: "" });
    expect(toEndpointFormValues(saved)).toEqual({
      url: "https://crm.example.com/hooks",
      description: "CRM",
      events: ["booking.cancelled", "booking.booked"],
      active: false,
      secret: "",
    });
  });

  it("send the checked events in the server's order, whatever order they were checked in, and none it no longer offers", () => {
    const values: EndpointFormValues = {
      url: "  https://crm.example.com/hooks ",
      description: " ",
      events: ["check_in.admitted", "booking.refunded", "booking.booked", "retired.type"],
      active: true,
      secret: "",
    };
    expect(toEndpointInput(values, SERVER_TYPES)).toEqual({
      url: "https://crm.example.com/hooks",
      description: null,
      events: ["booking.booked", "booking.refunded", "check_in.admitted"],
      active: true,
      // Empty: the server makes one (create) or keeps the saved one (update); an empty string would be refused.
      secret: null,
    });
  });

  it("send an own secret and a description trimmed", () => {
    const values = { ...toEndpointFormValues(saved), description: " CRM sync ", secret: " whsec_my_own_secret_of_enough_length " };
    expect(toEndpointInput(values, SERVER_TYPES)).toMatchObject({
      description: "CRM sync",
      secret: "whsec_my_own_secret_of_enough_length",
    });
  });
});

describe("event type labels", () => {
  it("exist for every type the server offers, in every language, under the type's own name", () => {
    for (const dictionary of [en, fi, sv])
      for (const type of SERVER_TYPES) expect(lookup(dictionary, eventTypeKey(type)), type).toEqual(expect.any(String));
    expect(lookup(fi, eventTypeKey("booking.booked"))).toBe("Varaus tehty");
    expect(lookup(sv, eventTypeKey("check_in.admitted"))).toBe("Insläppt vid biljettkontrollen");
  });

  it("fall back to the type's name for a type without one", () => {
    const t = ((key: string, options?: { defaultValue?: string }) =>
      key === eventTypeKey("booking.booked") ? "Booking made" : options?.defaultValue) as TFunction;
    expect(eventTypeLabel("booking.booked", t)).toBe("Booking made");
    expect(eventTypeLabel("payment.settled", t)).toBe("payment.settled");
  });
});

describe("a delivery in the log", () => {
  it("tells the endpoint's answer: the status, the error when it did not answer, both when they differ", () => {
    expect(deliveryOutcome({ responseStatus: 200, lastError: null })).toBe("HTTP 200");
    expect(deliveryOutcome({ responseStatus: 500, lastError: "HTTP 500" })).toBe("HTTP 500");
    expect(deliveryOutcome({ responseStatus: null, lastError: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9" })).toBe(
      "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9",
    );
    expect(deliveryOutcome({ responseStatus: 502, lastError: "not sent: no answer in 10 s" })).toBe(
      "HTTP 502 · not sent: no answer in 10 s",
    );
    expect(deliveryOutcome({ responseStatus: null, lastError: null })).toBeNull();
  });

  it("may be resent once it has ended, never while pending", () => {
    expect(canResend({ state: "delivered" })).toBe(true);
    expect(canResend({ state: "failed" })).toBe(true);
    expect(canResend({ state: "pending" })).toBe(false);
  });

  it("shows its payload indented, or as it is when it is not JSON", () => {
    expect(prettyPayload('{"id":"e1","data":{"n":1}}')).toBe('{\n  "id": "e1",\n  "data": {\n    "n": 1\n  }\n}');
    expect(prettyPayload("not json")).toBe("not json");
  });
});
