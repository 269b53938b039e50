import { screen } from "@testing-library/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ConfirmBuyerEmailDocument } from "../../generated/graphql";
import { renderRoute } from "../../shared/test/renderWithProviders";
import { buyerNoticeOf } from "./buyerNotice";
import { BuyerCapNotice } from "./components/BuyerCapNotice";
import { VerifyEmailView } from "./components/VerifyEmailView";

const OCCASION = "6f1c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";
const BOOKING = "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f";
const TOKEN = "k3J9xQ2mZr8TqW4vB6nY1cD5fG7hJ0lP2sA4uE6iO8w";

function failure(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe("buyerNoticeOf", () => {
  it("tells a confirmation link apart from a reached cap, and ignores other failures", () => {
    expect(buyerNoticeOf(failure("Confirm first", { code: "EMAIL_NOT_VERIFIED", email: "aino@example.fi" }))).toEqual({
      kind: "verify",
      email: "aino@example.fi",
    });
    expect(buyerNoticeOf(failure("At most 4", { code: "BUYER_CAP_REACHED", max: 4, already: 3, requested: 2 }))).toEqual({
      kind: "cap",
      message: "At most 4",
      max: 4,
      already: 3,
    });
    expect(buyerNoticeOf(failure("Gone", { code: "DRAFT_EXPIRED" }))).toBeNull();
    expect(buyerNoticeOf(new Error("network"))).toBeNull();
  });
});

describe("BuyerCapNotice", () => {
  it("says a link was sent to the address, in Finnish", async () => {
    renderRoute({
      path: "occasions/:occasionId/checkout",
      element: <BuyerCapNotice notice={{ kind: "verify", email: "aino@example.fi" }} />,
      url: `/fi/occasions/${OCCASION}/checkout`,
    });
    expect(await screen.findByText("Vahvista sähköpostiosoitteesi")).toBeTruthy();
    expect(screen.getByTestId("checkout-verify-email").textContent).toContain("Lähetimme linkin osoitteeseen aino@example.fi.");
  });

  it("shows the cap with the server's message, in Swedish", async () => {
    renderRoute({
      path: "occasions/:occasionId/checkout",
      element: <BuyerCapNotice notice={{ kind: "cap", message: "Biljetter per kund för detta datum: högst 4.", max: 4, already: 3 }} />,
      url: `/sv/occasions/${OCCASION}/checkout`,
    });
    expect(await screen.findByText("Högst 4 biljetter per kund")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Biljetter per kund för detta datum: högst 4.");
  });
});

describe("VerifyEmailView", () => {
  it("confirms the address when opened and leads back to the checkout", async () => {
    renderRoute({
      path: "verify-email/:token",
      element: <VerifyEmailView token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/en/verify-email/${TOKEN}`,
      mocks: [
        {
          request: { query: ConfirmBuyerEmailDocument, variables: { token: TOKEN } },
          result: {
            data: {
              confirmBuyerEmail: {
                __typename: "BuyerEmailConfirmation",
                bookingId: BOOKING,
                occasionId: OCCASION,
                orderId: null,
                eventName: "Hamlet",
                startTime: "2026-12-12T17:00:00.000Z",
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeTruthy();
    expect(screen.getByText("12.12.2026 19:00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the checkout" }).getAttribute("href")).toBe(
      `/en/occasions/${OCCASION}/checkout/${BOOKING}`,
    );
  });

  it("leads a season ticket's buyer back to the order's checkout, every date together", async () => {
    renderRoute({
      path: "verify-email/:token",
      element: <VerifyEmailView token={TOKEN} timeZone="Europe/Helsinki" />,
      url: `/en/verify-email/${TOKEN}`,
      mocks: [
        {
          request: { query: ConfirmBuyerEmailDocument, variables: { token: TOKEN } },
          result: {
            data: {
              confirmBuyerEmail: {
                __typename: "BuyerEmailConfirmation",
                bookingId: BOOKING,
                occasionId: OCCASION,
                orderId: "order-1",
                eventName: "Hamlet",
                startTime: "2026-12-12T17:00:00.000Z",
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the checkout" }).getAttribute("href")).toBe("/en/series/orders/order-1");
  });

  it("says in Finnish that a link is not valid or has expired", async () => {
    renderRoute({
      path: "verify-email/:token",
      element: <VerifyEmailView token="expired" timeZone={undefined} />,
      url: "/fi/verify-email/expired",
      mocks: [
        {
          request: { query: ConfirmBuyerEmailDocument, variables: { token: "expired" } },
          result: { errors: [new GraphQLError("Vahvistuslinkki ei kelpaa", { extensions: { code: "NOT_FOUND", status: 404 } })] },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Linkki ei kelpaa" })).toBeTruthy();
    expect(screen.getByText(/Linkki on ehkä vanhentunut/)).toBeTruthy();
  });
});
