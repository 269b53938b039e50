import type { ClientInput } from "../../../generated/admin";
import type { FormRules } from "../../../shared/form";

/** The buyer's details asked at the box office; address and identity number only when the settings require them. */
export type BoxOfficeClientValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  identityNumber: string;
};

export const EMPTY_BOX_OFFICE_CLIENT: BoxOfficeClientValues = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  address: "",
  identityNumber: "",
};

export const CLIENT_FIELDS = Object.keys(EMPTY_BOX_OFFICE_CLIENT) as ReadonlyArray<keyof BoxOfficeClientValues>;

// The server's own checks (client-details.ts), so that a typo is caught before the round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{5,40}$/;
/** Finnish identity code: DDMMYY, a century sign, three digits and a check character (the server checks the latter). */
const IDENTITY_NUMBER = /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/i;

/** SPEC section 5's rules for the buyer, as checkout has them. */
export function boxOfficeClientRules(settings: {
  requireAddress: boolean;
  requireIdentityNumber: boolean;
}): FormRules<BoxOfficeClientValues> {
  return {
    firstname: { required: true, maxLength: 100 },
    lastname: { required: true, maxLength: 100 },
    email: { required: true, maxLength: 254, pattern: { value: EMAIL, message: "adminOccasion.sale.invalidEmail" } },
    phone: { required: true, maxLength: 40, pattern: { value: PHONE, message: "adminOccasion.sale.invalidPhone" } },
    address: { required: settings.requireAddress, maxLength: 300 },
    identityNumber: { required: settings.requireIdentityNumber, pattern: { value: IDENTITY_NUMBER, message: "validation.identityNumber" } },
  };
}

/** The mutation's client: trimmed, empty fields left out. */
export function toClientInput(values: BoxOfficeClientValues): ClientInput {
  const text = (value: string) => value.trim() || null;
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    identityNumber: text(values.identityNumber),
  };
}

/** The server names the client's fields alone or under the input ('input.client.email'). */
export function clientFieldOf(serverField: string): string {
  return serverField.replace(/^(input\.)?client\./, "");
}
