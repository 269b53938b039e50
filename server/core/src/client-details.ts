/**
 * The customer's details (SPEC section 5): which fields a booking needs, how long each may be and the formats
 * of e-mail, phone and identity number. The server refuses a booking's details by these rules and the client's
 * checkout and box-office forms check them before the round trip; each side words a problem in its own
 * dictionary (the server as `validation.<problem>`).
 */
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./email-address.js";
import { isValidIdentityNumber, normalizeIdentityNumber } from "./identity-number.js";

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

/**
 * Why a field is refused: `missing` (not text at all), `required` (empty though needed), `tooLong`
 * (past {@link CLIENT_LIMITS}), or not in the format of an `email` address, a `phone` number or a Finnish
 * `identityNumber` (with a valid check character).
 */
export type ClientDetailProblem = "missing" | "required" | "tooLong" | "email" | "phone" | "identityNumber";

export type ClientDetailsCheck =
  { ok: true; details: ClientDetails } | { ok: false; problems: Partial<Record<ClientField, ClientDetailProblem>> };

/**
 * Checks a customer's details: each field's first problem, in the fields' order, or the details to store.
 * An identity number the settings do not ask for is not kept.
 */
export function checkClientDetails(input: ClientDetailsInput, settings: ClientRequirements): ClientDetailsCheck {
  const check = checkFields(input, settings, (field) => isClientFieldRequired(field, settings));
  if (!check.ok) return check;
  const { firstname, lastname, email, phone } = check.details;
  return { ok: true, details: { ...check.details, firstname: firstname!, lastname: lastname!, email: email!, phone: phone! } };
}

/** A walk-in's details at the box office: every field may be left empty (null), what is given is checked as at checkout. */
export type WalkInClientDetails = { [Field in keyof ClientDetails]: string | null };

export type WalkInClientDetailsCheck =
  { ok: true; details: WalkInClientDetails } | { ok: false; problems: Partial<Record<ClientField, ClientDetailProblem>> };

/**
 * Checks a buyer's details at the box office (issue 34): nothing is required, not even a name, but an e-mail
 * address, phone number or identity number given must be one, and no field may be too long.
 */
export function checkWalkInClientDetails(input: ClientDetailsInput, settings: ClientRequirements): WalkInClientDetailsCheck {
  return checkFields(input, settings, () => false);
}

function checkFields(
  input: ClientDetailsInput,
  settings: ClientRequirements,
  required: (field: ClientField) => boolean,
): WalkInClientDetailsCheck {
  const problems: Partial<Record<ClientField, ClientDetailProblem>> = {};
  const text = (field: keyof typeof CLIENT_LIMITS, format?: { test: (value: string) => boolean; problem: ClientDetailProblem }) => {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string") {
      problems[field] = "missing";
      return null;
    }
    const value = (raw ?? "").trim();
    if (!value) {
      if (required(field)) problems[field] = "required";
      return null;
    }
    if (value.length > CLIENT_LIMITS[field]) problems[field] = "tooLong";
    else if (format && !format.test(value)) problems[field] = format.problem;
    return value;
  };
  const firstname = text("firstname");
  const lastname = text("lastname");
  const email = text("email", { test: isEmailAddress, problem: "email" });
  const phone = text("phone", { test: isPhoneNumber, problem: "phone" });
  const address = text("address");
  let identityNumber: string | null = null;
  if (isClientFieldRequired("identityNumber", settings)) {
    const raw = typeof input.identityNumber === "string" ? input.identityNumber.trim() : "";
    if (!raw) {
      if (required("identityNumber")) problems.identityNumber = "required";
    } else if (!isValidIdentityNumber(raw)) problems.identityNumber = "identityNumber";
    else identityNumber = normalizeIdentityNumber(raw);
  }
  const message = text("message");
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    details: { firstname, lastname, email: email?.toLowerCase() ?? null, phone, address, identityNumber, message },
  };
}
