import type { ClientRequirements } from "@seatbooking/core";
import { clientDetailsSchema } from "@seatbooking/core/input";
import { schemaErrors } from "../../../shared/form/inputProblems";
import { pricesForZone } from "../../../shared/booking/zonePrices";

type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/**
 * The buyer's details at the box office, by the schema the server checks them with (@seatbooking/core/input): a
 * walk-in may leave every field empty (issue 34), and what is given is checked for its format and length.
 */
export function boxOfficeClientErrors(values: BoxOfficeClientValues, settings: ClientRequirements, t: Translate): Record<string, string> {
  return schemaErrors(clientDetailsSchema(settings, { walkIn: true }), values, t);
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
