import type { ClientRequirements } from "@seatbooking/core";
import { clientDetailsSchema } from "@seatbooking/core/input";
import type { AdminBookingFieldsFragment, ClientInput } from "../../../generated/admin";
import { schemaErrors } from "../../../shared/form/inputProblems";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ClientFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  identityNumber: string;
  message: string;
};

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
 * What checkout requires, by the schema the server checks the details with (@seatbooking/core/input): names,
 * e-mail and phone; address and identity number when the settings ask; each within its limit and format.
 */
export function clientFormErrors(values: ClientFormValues, settings: ClientRequirements, t: Translate): Record<string, string> {
  return schemaErrors(clientDetailsSchema(settings), values, t);
}

/**
 * The mutation's client from a form's fields (the booking editor's, the box office's): each trimmed, an empty
 * one null (an empty identity number keeps the stored one).
 */
export function toClientInput(values: Partial<ClientFormValues>): ClientInput {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value?.trim() || null]));
}
