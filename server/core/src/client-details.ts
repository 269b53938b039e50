/**
 * The customer's details (SPEC section 5): which fields a booking needs, how long each may be and the phone
 * number's format. The schema both sides check them with is `clientDetailsSchema` (`@seatbooking/core/input`).
 */
import { EMAIL_MAX_LENGTH } from "./email-address.js";

/** Client details as sent by checkout and the box office (GraphQL ClientInput, REST form values). */
export interface ClientDetailsInput {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  identityNumber?: string | null;
  message?: string | null;
}

/** Valid client details, trimmed: the e-mail address lower-cased, the identity number normalized. */
export interface ClientDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string | null;
  identityNumber: string | null;
  message: string | null;
}

/** The client's fields, in the order problems are answered. */
export const CLIENT_FIELDS = ["firstname", "lastname", "email", "phone", "address", "identityNumber", "message"] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/** What the venue's settings ask of a customer beyond name, e-mail and phone. */
export interface ClientRequirements {
  requireAddress: boolean;
  requireIdentityNumber: boolean;
}

/** The most characters each text field may have, trimmed (the identity number has a format instead). */
export const CLIENT_LIMITS = { firstname: 100, lastname: 100, email: EMAIL_MAX_LENGTH, phone: 40, address: 300, message: 2000 } as const;

const PHONE = /^\+?[0-9 ()-]{5,40}$/;

/** A phone number: 5-40 digits, spaces, parentheses and dashes, after an optional leading `+`. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

/** Name, e-mail and phone always; address and identity number when the settings ask; the message never. */
export function isClientFieldRequired(field: ClientField, settings: ClientRequirements): boolean {
  switch (field) {
    case "firstname":
    case "lastname":
    case "email":
    case "phone":
      return true;
    case "address":
      return settings.requireAddress;
    case "identityNumber":
      return settings.requireIdentityNumber;
    case "message":
      return false;
  }
}

/** Each field's bounds as a form states them: whether it is required, and its most characters (trimmed). */
export function clientFieldRules(settings: ClientRequirements): Record<ClientField, { required: boolean; maxLength?: number }> {
  const limits: Partial<Record<ClientField, number>> = CLIENT_LIMITS;
  return Object.fromEntries(
    CLIENT_FIELDS.map((field) => [field, { required: isClientFieldRequired(field, settings), maxLength: limits[field] }]),
  ) as Record<ClientField, { required: boolean; maxLength?: number }>;
}
