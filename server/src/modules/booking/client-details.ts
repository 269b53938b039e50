import { validationFailed } from "../../common/errors.js";
import { isValidIdentityNumber, normalizeIdentityNumber } from "../../common/identity-number.js";
import type { MessageKey } from "../i18n/server-messages.js";

/** Client details as sent by checkout (GraphQL ClientInput, REST form values). */
export interface ClientDetailsInput {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  identityNumber?: string | null;
  message?: string | null;
}

export interface ClientDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string | null;
  identityNumber: string | null;
  message: string | null;
}

export const CLIENT_LIMITS = { firstname: 100, lastname: 100, email: 254, phone: 40, address: 300, message: 2000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{5,40}$/;

/**
 * Validates checkout details (SPEC section 5): name, e-mail and phone required; address and identity
 * number only when the settings ask for them (a real Finnish identity code with a valid check character);
 * the message optional and bounded. Throws one BAD_USER_INPUT with a message per field.
 */
export function validateClientDetails(
  input: ClientDetailsInput,
  settings: { requireAddress: boolean; requireIdentityNumber: boolean },
): ClientDetails {
  const errors: Record<string, MessageKey> = {};
  const text = (field: keyof typeof CLIENT_LIMITS, required: boolean): string | null => {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string") {
      errors[field] = "validation.missing";
      return null;
    }
    const value = (raw ?? "").trim();
    if (!value) {
      if (required) errors[field] = "validation.required";
      return null;
    }
    if (value.length > CLIENT_LIMITS[field]) errors[field] = "validation.tooLong";
    return value;
  };
  const firstname = text("firstname", true);
  const lastname = text("lastname", true);
  const email = text("email", true);
  if (email && !errors.email && !EMAIL.test(email)) errors.email = "validation.email";
  const phone = text("phone", true);
  if (phone && !errors.phone && !PHONE.test(phone)) errors.phone = "validation.phone";
  const address = text("address", settings.requireAddress);
  let identityNumber: string | null = null;
  const rawIdentity = typeof input.identityNumber === "string" ? input.identityNumber.trim() : "";
  if (settings.requireIdentityNumber) {
    if (!rawIdentity) errors.identityNumber = "validation.required";
    else if (!isValidIdentityNumber(rawIdentity)) errors.identityNumber = "validation.identityNumber";
    else identityNumber = normalizeIdentityNumber(rawIdentity);
  }
  const message = text("message", false);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { firstname: firstname!, lastname: lastname!, email: email!.toLowerCase(), phone: phone!, address, identityNumber, message };
}
