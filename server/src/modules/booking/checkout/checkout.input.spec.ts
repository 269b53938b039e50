import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../i18n/server-messages.js";
import { collectInput } from "../../../common/request-input.js";
import { checkoutClientSchema, termsAcceptedSchema } from "./checkout.input.js";

const NONE = { requireAddress: false, requireIdentityNumber: false };
const CLIENT = { firstname: " Łukasz ", lastname: "Ščerbanović", email: "Lukasz@Example.FI", phone: "+358 40 123 4567" };

describe("termsAcceptedSchema", () => {
  it("takes only true", () => {
    const errors: Record<string, MessageKey> = {};
    expect(collectInput(termsAcceptedSchema, true, errors, "termsAccepted")).toBe(true);
    for (const accepted of [false, null, undefined, "true"])
      expect(collectInput(termsAcceptedSchema, accepted, errors, "termsAccepted")).toBeNull();
    expect(errors).toEqual({ termsAccepted: "validation.termsRequired" });
  });
});

describe("checkoutClientSchema", () => {
  it("answers the details as the client form's schema does", () => {
    expect(collectInput(checkoutClientSchema(NONE), CLIENT, {})).toEqual({
      firstname: "Łukasz",
      lastname: "Ščerbanović",
      email: "lukasz@example.fi",
      phone: "+358 40 123 4567",
      address: null,
      identityNumber: null,
      message: null,
    });
  });

  it("is built once per combination of the settings", () => {
    expect(checkoutClientSchema({ ...NONE })).toBe(checkoutClientSchema(NONE));
    expect(checkoutClientSchema({ requireAddress: true, requireIdentityNumber: false })).not.toBe(checkoutClientSchema(NONE));
  });

  it("adds each field's problem to the form's other errors, the address too when the settings ask for it", () => {
    const errors: Record<string, MessageKey> = { paymentMethodId: "validation.paymentMethod" };
    const settings = { requireAddress: true, requireIdentityNumber: false };
    expect(collectInput(checkoutClientSchema(settings), { ...CLIENT, firstname: "Ł".repeat(1000), phone: 358 }, errors)).toBeNull();
    expect(errors).toEqual({
      paymentMethodId: "validation.paymentMethod",
      firstname: "validation.tooLong",
      phone: "validation.missing",
      address: "validation.required",
    });
  });
});
