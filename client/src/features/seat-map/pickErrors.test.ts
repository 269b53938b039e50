import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { pickErrorKind, pickErrorMessage } from "./pickErrors";

const t = ((key: string) => key) as unknown as Parameters<typeof pickErrorMessage>[1];
const refusal = (code: string, message: string, status: number) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, status } }] });

describe("pick errors (SPEC section 8, adding a space)", () => {
  it("maps 409, 404 and 403 to their messages", () => {
    expect(pickErrorMessage(refusal("SPACE_OCCUPIED", "selected space is already booked", 409), t)).toBe("seatMap.errors.occupied");
    expect(pickErrorMessage(refusal("DRAFT_EXPIRED", "booking expired or missing", 404), t)).toBe("seatMap.errors.notFound");
    expect(pickErrorMessage(refusal("NOT_BOOKABLE", "booking is not allowed", 403), t)).toBe("seatMap.errors.notAllowed");
    expect(pickErrorKind(new Error("network"))).toBe("unknown");
  });

  it("says what to do for the ticket limit and a pending payment, in the server's words", () => {
    expect(pickErrorMessage(refusal("TOO_MANY_TICKETS", "A booking can hold at most 10 tickets", 422), t)).toBe(
      "A booking can hold at most 10 tickets",
    );
    const heldFromNetwork = "Too many places are held from your network for this date (at most 40): complete or cancel a booking first";
    expect(pickErrorMessage(refusal("TOO_MANY_HELD", heldFromNetwork, 429), t)).toBe(heldFromNetwork);
    expect(pickErrorMessage(refusal("PAYMENT_PENDING", "booking has a payment pending, finish it or go back", 409), t)).toBe(
      "booking has a payment pending, finish it or go back",
    );
  });

  it("says why a held-back wheelchair place or companion seat is refused, in the server's words", () => {
    const companion = "This companion seat is kept for now for a wheelchair user's companion: choose its wheelchair place first";
    expect(pickErrorMessage(refusal("CONFLICT", companion, 409), t)).toBe(companion);
  });
});
