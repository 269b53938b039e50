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

/** Finnish identity code nnnnnn-nnnn (with the other century signs the server accepts too); the server checks the check character. */
const IDENTITY_NUMBER = /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** What checkout requires (SPEC section 5): names, e-mail and phone; address and identity number when the settings ask. */
export function clientFormRules(settings: { requireAddress: boolean; requireIdentityNumber: boolean }): FormRules<ClientFormValues> {
  return {
    firstname: { required: true, maxLength: 100 },
    lastname: { required: true, maxLength: 100 },
    email: { required: true, maxLength: 254, pattern: { value: EMAIL, message: "adminBookings.invalidEmail" } },
    phone: { required: true, maxLength: 40 },
    address: { required: settings.requireAddress, maxLength: 300 },
    identityNumber: { required: settings.requireIdentityNumber, pattern: { value: IDENTITY_NUMBER, message: "validation.identityNumber" } },
    message: { maxLength: 2000 },
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
