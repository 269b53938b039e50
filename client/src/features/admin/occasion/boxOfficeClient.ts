import { clientFieldRules, isValidIdentityNumber, isEmailAddress, isPhoneNumber, type ClientRequirements } from "@seatbooking/core";
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

// @seatbooking/core's formats, as tests of the trimmed text a pattern rule runs: the identity number's date and
// check character too, as the server checks them.
const EMAIL = { test: isEmailAddress };
const PHONE = { test: isPhoneNumber };
const IDENTITY_NUMBER = { test: isValidIdentityNumber };

/** SPEC section 5's rules for the buyer: @seatbooking/core's, as checkout and the server have them. */
export function boxOfficeClientRules(settings: ClientRequirements): FormRules<BoxOfficeClientValues> {
  const { firstname, lastname, email, phone, address, identityNumber } = clientFieldRules(settings);
  return {
    firstname,
    lastname,
    address,
    email: { ...email, pattern: { value: EMAIL, message: "adminOccasion.sale.invalidEmail" } },
    phone: { ...phone, pattern: { value: PHONE, message: "adminOccasion.sale.invalidPhone" } },
    identityNumber: { ...identityNumber, pattern: { value: IDENTITY_NUMBER, message: "validation.identityNumber" } },
  };
}

/** The server names the client's fields alone or under the input ('input.client.email'). */
export function clientFieldOf(serverField: string): string {
  return serverField.replace(/^(input\.)?client\./, "");
}
