import { clientFieldRules, isValidIdentityNumber, isEmailAddress, type ClientRequirements } from "@seatbooking/core";
import type { AdminBookingFieldsFragment, ClientInput } from "../../../generated/admin";
import type { FormRules } from "../../../shared/form";

export type ClientFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  identityNumber: string;
  message: string;
};

// @seatbooking/core's formats, as tests of the trimmed text a pattern rule runs: the identity number's date and
// check character too, as the server checks them.
const EMAIL = { test: isEmailAddress };
const IDENTITY_NUMBER = { test: isValidIdentityNumber };

/** The form's values from a booking: the identity number unmasked, as administrators see it. */
export function clientFormValues(booking: Pick<AdminBookingFieldsFragment, "client" | "identityNumber">): ClientFormValues {
  const { client } = booking;
  return {
    firstname: client.firstname ?? "",
    lastname: client.lastname ?? "",
    email: client.email ?? "",
    phone: client.phone ?? "",
    address: client.address ?? "",
    identityNumber: booking.identityNumber ?? "",
    message: client.message ?? "",
  };
}

/**
 * What checkout requires (SPEC section 5, @seatbooking/core's rules): names, e-mail and phone; address and
 * identity number when the settings ask; each within its limit. The server checks the phone's format.
 */
export function clientFormRules(settings: ClientRequirements): FormRules<ClientFormValues> {
  const rules = clientFieldRules(settings);
  return {
    ...rules,
    email: { ...rules.email, pattern: { value: EMAIL, message: "adminBookings.invalidEmail" } },
    identityNumber: { ...rules.identityNumber, pattern: { value: IDENTITY_NUMBER, message: "validation.identityNumber" } },
  };
}

/** The mutation's input; an empty identity number is left out, which keeps the stored one. */
export function toClientInput(values: ClientFormValues): ClientInput {
  const text = (value: string) => value.trim() || null;
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    identityNumber: text(values.identityNumber),
    message: text(values.message),
  };
}
