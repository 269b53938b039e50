import { clientFieldRules, isValidIdentityNumber, isEmailAddress, isPhoneNumber, type ClientRequirements } from "@seatbooking/core";
import type { FormRules } from "../../../shared/form";
import { pricesForZone } from "../../../shared/booking/zonePrices";

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

/**
 * The buyer's rules at the box office: a walk-in may leave every field empty (issue 34), and what is given is
 * checked by @seatbooking/core's formats and lengths, as the server checks it.
 */
export function boxOfficeClientRules(settings: ClientRequirements): FormRules<BoxOfficeClientValues> {
  const rules = clientFieldRules(settings);
  const optional = (field: keyof typeof rules) => ({ ...rules[field], required: false });
  const [firstname, lastname, email, phone, address, identityNumber] = [
    optional("firstname"),
    optional("lastname"),
    optional("email"),
    optional("phone"),
    optional("address"),
    optional("identityNumber"),
  ];
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

/** How the customer paid at the box office (GraphQL BoxOfficePaymentKind). */
export const PAYMENT_KINDS = ["CASH", "CARD", "INVOICE"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface SalePrice {
  ticketTypeId: string;
  name: string;
  price: number;
  priceZoneId?: string | null;
}

/** The ticket types a place can be sold as, each at its price there: the zone's own price, else the plain one. */
export function placeOptions(prices: readonly SalePrice[], priceZoneId: string | null | undefined): SalePrice[] {
  return pricesForZone(prices, priceZoneId);
}

/** Each place's ticket type and price: the one chosen for it, else the first the place offers. */
export function salePlaces(
  spaces: ReadonlyArray<{ id: string; priceZoneId?: string | null }>,
  prices: readonly SalePrice[],
  chosen: Readonly<Record<string, string>>,
): Array<{ spaceId: string; options: SalePrice[]; choice: SalePrice | null }> {
  return spaces.map((space) => {
    const options = placeOptions(prices, space.priceZoneId);
    const choice = options.find((option) => option.ticketTypeId === chosen[space.id]) ?? options[0] ?? null;
    return { spaceId: space.id, options, choice };
  });
}
