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

/**
 * The mutation's client from a form's fields (the booking editor's, the box office's): each trimmed, an empty
 * one null (an empty identity number keeps the stored one).
 */
export function toClientInput(values: Partial<ClientFormValues>): ClientInput {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value?.trim() || null]));
}
