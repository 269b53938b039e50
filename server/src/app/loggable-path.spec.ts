import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path.js";

describe("loggablePath", () => {
  it("hides a 'my booking' link's token and leaves other paths alone", () => {
    expect(loggablePath("/my-booking/abcDEF123_-xyz/tickets.pdf")).toBe("/my-booking/…/tickets.pdf");
    expect(loggablePath("/api/my-booking/abcDEF123")).toBe("/api/my-booking/…");
    expect(loggablePath("/fi/waiting-list/abcDEF123_-xyz")).toBe("/fi/waiting-list/…");
    // A waiting-list entry's confirmation link (issue 32): the token, not the word before it.
    expect(loggablePath("/sv/waiting-list/confirm/abcDEF123_-xyz")).toBe("/sv/waiting-list/confirm/…");
    expect(loggablePath("/fi/waiting-list/confirmXYZ123_-xyz")).toBe("/fi/waiting-list/…");
    expect(loggablePath("/occasions/1b2c/occupancy")).toBe("/occasions/1b2c/occupancy");
  });

  it("hides a renewal link's token, on its page and on its payment's result page (issue 32)", () => {
    const token = "0b0e7d2c-5b5e-4f44-9d0c-3a4b5c6d7e8f";
    expect(loggablePath(`/fi/renewals/${token}`)).toBe("/fi/renewals/…");
    expect(loggablePath(`/renewals/${token}`)).toBe("/renewals/…");
    expect(loggablePath(`/sv/renewals/${token}/payments/9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f`)).toBe(
      "/sv/renewals/…/payments/9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f",
    );
    expect(loggablePath(`/en/renewals/${token}/`)).toBe("/en/renewals/…/");
    expect(loggablePath("/fi/renewals")).toBe("/fi/renewals");
  });
});
