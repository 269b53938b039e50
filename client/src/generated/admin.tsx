/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** An addon as administrators create and edit it. */
export type AddonInput = {
  /** On sale; an inactive addon is offered nowhere but stays on the tickets that have it. */
  active: boolean;
  /** The description per language. */
  descriptions?: Array<TranslationInput> | null | undefined;
  /** The events that offer it. */
  eventIds: Array<string | number>;
  /** The name per language; the default language is required. */
  names: Array<TranslationInput>;
  /** Price in cents, VAT included. */
  price: number;
  /** Product code sent to payment providers. */
  productCode: string;
  /** VAT percentage, 0-100. */
  vat: number;
};

/** The change to preview: its kind and what the mutation of that kind takes. */
export type BookingChangeInput = {
  kind: BookingChangeKind;
  /** The space a ticket moves to (MOVE). */
  spaceId?: string | number | null | undefined;
  /** The ticket moved, retyped or removed. */
  ticketId?: string | number | null | undefined;
  /** The ticket type a ticket changes to (RETYPE). */
  ticketTypeId?: string | number | null | undefined;
};

/** A change of a booking that may move money (moveTicket, changeTicketType, removeBookingTicket, cancelBooking, refundBooking). */
export type BookingChangeKind =
  | 'CANCEL'
  | 'MOVE'
  | 'REFUND'
  | 'REMOVE'
  | 'RETYPE';

/** Narrows the bookings query; every field optional. */
export type BookingFilter = {
  eventId?: string | number | null | undefined;
  occasionId?: string | number | null | undefined;
  /** Statuses of the booking's latest payment attempt (open, paid, failed, ...). */
  paymentStatus?: Array<string> | null | undefined;
  /** Booking number, or part of the client's name, e-mail or phone. */
  search?: string | null | undefined;
  /** number_desc (default), number_asc, created_desc, created_asc, name_asc or name_desc. */
  sort?: string | null | undefined;
  /** Booking statuses. */
  status?: Array<string> | null | undefined;
};

/** A sale at the box office on a customer's behalf. */
export type BoxOfficeBookingInput = {
  /** The buyer's details: at the box office every field may be left empty (a walk-in); what is given is checked. */
  client: ClientInput;
  occasionId: string | number;
  /** How the customer paid: required for a sale of `places` that costs something (a sale by `spaceIds` without it records none). */
  paymentKind?: BoxOfficePaymentKind | null | undefined;
  /** The places, each with its ticket type (priced by the occasion's price list and the place's zone). Give this or `spaceIds`. */
  places?: Array<BoxOfficePlaceInput> | null | undefined;
  /** The places, one ticket each of the occasion's first ticket type at its price there. Give this or `places`. */
  spaceIds?: Array<string | number> | null | undefined;
  /** A voucher code (any case): its matching places are discounted; a 100 % code (a comp) costs nothing and records no payment. */
  voucherCode?: string | null | undefined;
};

/** How a box-office sale was paid. */
export type BoxOfficePaymentKind =
  /** By card at the box office's terminal. */
  | 'CARD'
  /** In cash. */
  | 'CASH'
  /** Invoiced to the customer. */
  | 'INVOICE';

/** A place sold at the box office and the ticket type it is sold as. */
export type BoxOfficePlaceInput = {
  spaceId: string | number;
  ticketTypeId: string | number;
};

/** What the door is told of a scan. */
export type CheckInOutcome =
  /** A valid ticket of this occasion, let in now. */
  | 'ADMITTED'
  /** Let in earlier (checkedInAt, checkedInBy). */
  | 'ALREADY_USED'
  /** Its booking was cancelled, refunded or expired. */
  | 'CANCELLED'
  /** A ticket code whose signature does not match: altered or made up. */
  | 'FORGED'
  /** Not a ticket code, or no ticket has it. */
  | 'UNKNOWN'
  /** Its booking is not booked yet (a draft, a pending payment, a renewal). */
  | 'UNPAID'
  /** A ticket of another occasion (ticketOccasion). */
  | 'WRONG_OCCASION';

/** The customer's details at checkout. */
export type ClientInput = {
  /** Required when settings.requireAddress. */
  address?: string | null | undefined;
  email?: string | null | undefined;
  firstname?: string | null | undefined;
  /** Finnish personal identity code; required when settings.requireIdentityNumber. */
  identityNumber?: string | null | undefined;
  lastname?: string | null | undefined;
  /** Message to the organizer. */
  message?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CreateUserInput = {
  email: string;
  /** At least 10 characters. */
  password: string;
  roleIds?: Array<string | number>;
};

/** An event as administrators create and edit it. */
export type EventInput = {
  /** The addons its tickets can have; left out, unchanged (none for a new event). */
  addonIds?: Array<string | number> | null | undefined;
  /** The description per language. */
  descriptions?: Array<TranslationInput> | null | undefined;
  /** An https image shown when its page is shared (Open Graph, Twitter cards); empty: none (the theme's); left out: unchanged. */
  imageUrl?: string | null | undefined;
  /** The most tickets one customer may have on each date of the event, across their bookings (a signed-in account, or a confirmed e-mail address); a whole number from 1; null: no cap; left out: unchanged. The box office and renewals are not capped. */
  maxTicketsPerBuyer?: number | null | undefined;
  /** The name per language; the first (default) language is required. */
  names: Array<TranslationInput>;
  /** The default plan (map) of its occasions. */
  planId: string | number;
  /** The price list: a price per ticket type offered, and per price zone where it differs. */
  prices: Array<PriceInput>;
  /** Visible to visitors; needs a price list. */
  published: boolean;
  /** active, cancelled or archived. */
  status: string;
};

/** One language of the saved list: the list's order is the menu order. */
export type LanguageInput = {
  enabled: boolean;
  id: string | number;
  name: string;
};

/** Next season's occasion; every field left out takes the proposal (nextSeasonProposal). */
export type NextSeasonInput = {
  bookableEndTime?: string | null | undefined;
  /** The public sale start, when unrenewed seats are released; in the future. */
  bookableStartTime?: string | null | undefined;
  endTime?: string | null | undefined;
  /** Next season's event name per language (the default language's required); default: the proposal's eventNames for the start time given. */
  eventNames?: Array<TranslationInput> | null | undefined;
  headsUpDays?: number | null | undefined;
  /** The occasion's name in the request's language; its other languages' names are copied from last season. */
  name?: string | null | undefined;
  startTime?: string | null | undefined;
};

/** What createNextSeries changes in its defaults (last season's a year on). */
export type NextSeriesInput = {
  /** Days before the sale start that the renewal links open; default: the dates' own. */
  headsUpDays?: number | null | undefined;
  /** The new series' name in the request's language; default: last season's with next season's year, in every language. */
  name?: string | null | undefined;
  /** The end of the pass's sale; default: last season's a year on. */
  saleEnd?: string | null | undefined;
  /** The public sale start of the new series and of each of its dates: pass holders renew until then. Default: last season's a year on; in the future. */
  saleStart?: string | null | undefined;
};

/** An occasion as administrators create and edit it (its end time has its own action). */
export type OccasionInput = {
  /** Hold wheelchair places and their companion seats back from general sale until this many hours before the start (1-720); null holds nothing back. Omitted on an edit: unchanged. */
  accessibleHoldbackHours?: number | null | undefined;
  /** Whether it can be booked at all. */
  bookable: boolean;
  /** Booking closes; null = until it starts. */
  bookableEndTime?: string | null | undefined;
  /** Booking opens; null = open now. */
  bookableStartTime?: string | null | undefined;
  /** Its own price list instead of the event's. */
  customPricing: boolean;
  /** Days before booking opens from which seasonal renewals can be confirmed. */
  headsUpDays: number;
  /** Its name in the request's language only (the other languages' names are kept); for systems written before `names`. Ignored when `names` is given. */
  name?: string | null | undefined;
  /** Its name per language, e.g. 'Evening show'; replaces every language's name. Wins over `name`. */
  names?: Array<TranslationInput> | null | undefined;
  /** A plan of its own; null = the event's plan. */
  planId?: string | number | null | undefined;
  /** Its own price list (with customPricing). */
  prices?: Array<PriceInput> | null | undefined;
  /** Visible to visitors. */
  published: boolean;
  /** Recurs yearly with renewable bookings. */
  seasonal: boolean;
  /** When it starts. */
  startTime: string;
  /** scheduled, cancelled or completed. */
  status: string;
  /** Public title per language, e.g. 'Premiere'. */
  titles?: Array<TranslationInput> | null | undefined;
};

/** How many tickets a place holds (an area more than one). */
export type PlaceCapacityInput = {
  /** The element's index in the map (document order). */
  element: number;
  /** 1 to 100,000. */
  maxTickets: number;
};

/** Which elements of the plan's map are places, their names and capacities. */
export type PlaceMarkingInput = {
  /** Elements picked by click, box or lasso, on top of the rules and the places already marked. */
  add: Array<number>;
  /** Capacities given; a place without one keeps its marked capacity, or 1. */
  capacities: Array<PlaceCapacityInput>;
  /** Labels over places let clicks through to them (default true). */
  labelsLetClicksThrough?: boolean | null | undefined;
  /** Names given by hand. */
  names: Array<PlaceNameInput>;
  /** Elements that are not places, whatever a rule or an earlier marking says. */
  remove: Array<number>;
  /** Rules choosing places (at most 50). */
  rules: Array<PlaceRuleInput>;
};

/** A place's name given by hand, overriding the derived one. */
export type PlaceNameInput = {
  /** The element's index in the map (document order). */
  element: number;
  /** The place's name: its element's id and its space's name. */
  name: string;
};

/** Elements a rule matches: every condition given must hold; an empty rule matches nothing. */
export type PlaceRuleInput = {
  /** A class the element has. */
  className?: string | null | undefined;
  /** A wildcard its id matches as a whole: * any characters, ? one character, # one digit (1## is 100-199). */
  idPattern?: string | null | undefined;
  /** The id of a group (or any element) it lies inside, at any depth. */
  inGroup?: string | null | undefined;
  /** The element's tag (circle, path, rect, g...), case-insensitive. */
  tag?: string | null | undefined;
  /** true: only elements that have an id. */
  withId?: boolean | null | undefined;
};

/** A plan's details, structure, label masks and styles as administrators edit them. */
export type PlanInput = {
  /** The description per language. */
  descriptions?: Array<TranslationInput> | null | undefined;
  /** Labels on the map per language: {name}, {type}, {section}, {row}, {seat}, {remaining}, {max}. */
  mapLabelMasks?: Array<TranslationInput> | null | undefined;
  /** How a space's name splits into {section}, {row} and {seat}, e.g. R{row}-S{seat}. */
  namePattern?: string | null | undefined;
  /** The name per language; the default language is required. */
  names: Array<TranslationInput>;
  /** Its sections' names per language; a section left out has none. */
  sections?: Array<PlanSectionInput> | null | undefined;
  /** A space's accessible name and list label per language (same placeholders, no counts needed). */
  spaceLabelMasks?: Array<TranslationInput> | null | undefined;
  /** CSS for the map; scoped under the map and cleaned of anything that fetches or escapes it. */
  styles?: string | null | undefined;
};

/** A section's name per language ('Stalls', 'Permanto'). */
export type PlanSectionInput = {
  /** The section's code, as its spaces' names give it (P, B1). */
  code: string;
  /** The name per language; empty means unnamed in that language. */
  names: Array<TranslationInput>;
};

/** A price of a ticket type; its VAT comes from the ticket type. */
export type PriceInput = {
  /** Cents, VAT included. */
  price: number;
  /** A price zone of the plan: this ticket type's price there (left out: the plain price). */
  priceZoneId?: string | number | null | undefined;
  ticketTypeId: string | number;
};

/** A price zone to keep (with its id) or create. */
export type PriceZoneInput = {
  id?: string | number | null | undefined;
  /** The name per language; the default language is required. */
  names: Array<TranslationInput>;
};

/** A date's waiting room settings. */
export type QueueRoomInput = {
  /** Turn the room on. */
  enabled: boolean;
  /** Mark the date high-demand (its room is on without being turned on). */
  highDemand: boolean;
  /** Pause admission (the line keeps its order). */
  paused: boolean;
  /** People let in per minute (1-100,000); null: automatic, from the places still free. */
  ratePerMinute?: number | null | undefined;
};

/** Where a refund goes. */
export type RefundDestination =
  /** Handed back at the box office (money taken there). */
  | 'BOX_OFFICE'
  /** Owed: the provider has no refund API (Ceepos), so someone pays it back by hand. */
  | 'BY_HAND'
  /** Back to the customer's payment, through the provider's refund API (Paytrail, Visma Pay). */
  | 'PROVIDER';

export type RoleInput = {
  description?: string;
  name: string;
  permissions?: Array<string>;
};

/** A series (season ticket) as administrators create and edit it. */
export type SeriesInput = {
  /** The event whose dates it groups; a series stays with its event. */
  eventId: string | number;
  /** The name per language (e.g. 'Autumn season 2027'); the default language is required. */
  names: Array<TranslationInput>;
  /** Its dates: occasions of the event on one plan, each in no other series. */
  occasionIds: Array<string | number>;
  /** The season ticket's price list: cents per ticket for all the dates together, per ticket type and price zone. */
  prices: Array<PriceInput>;
  /** Visible to visitors and on sale in its window; needs a price list. */
  published: boolean;
  /** When its sale closes; null (and at the latest): when its first date starts. */
  saleEnd?: string | null | undefined;
  /** When its sale opens; null: as soon as it is published. */
  saleStart?: string | null | undefined;
  /** Whether its dates are also sold one by one; false: only as the season ticket. */
  singleDatesOnSale: boolean;
};

/** The site's settings as administrators edit them (administer_settings). */
export type SettingsInput = {
  /** The notice shown at checkout, per language. */
  bookingNotices: Array<TranslationInput>;
  /** The booking terms in Markdown, per language. */
  bookingTerms: Array<TranslationInput>;
  /** Customers may cancel their booking from their 'my booking' link until this many hours before the start (0-8760); none: they may not. */
  customerCancellationHours?: number | null | undefined;
  /** The footer text, per language. */
  footerTexts: Array<TranslationInput>;
  /** An https image shown when the site's pages are shared (Open Graph, Twitter cards), unless an event has its own; empty: none; left out: unchanged. */
  imageUrl?: string | null | undefined;
  /** Theme primary colour, #rrggbb. */
  primaryColor: string;
  /** Whether checkout asks for the client's address. */
  requireAddress: boolean;
  /** Whether checkout asks for the client's Finnish personal identity code. */
  requireIdentityNumber: boolean;
  /** Days after an occasion ends that its clients' details are kept (1-3650); none: kept. */
  retentionDays?: number | null | undefined;
  /** Theme secondary colour, #rrggbb, or none. */
  secondaryColor?: string | null | undefined;
  /** The seller's postal address for receipts (at most 300 characters). */
  sellerAddress?: string | null | undefined;
  /** The seller's Finnish business ID (Y-tunnus, 1234567-8 with a valid check digit). */
  sellerBusinessId?: string | null | undefined;
  /** The seller's legal name for receipts (at most 200 characters); none: not printed. */
  sellerName?: string | null | undefined;
  /** The site's name per language; the default language is required. */
  sitenames: Array<TranslationInput>;
  /** The venue's IANA time zone, e.g. Europe/Helsinki. */
  timeZone: string;
  /** Minutes the places offered to a waiting-list entry are held for them before they pass to the next entry (5-10080); none: unchanged. */
  waitingListOfferMinutes?: number | null | undefined;
};

/** Spaces created, changed and deleted in one save. */
export type SpaceChangesInput = {
  /** Spaces to delete; one that has tickets cannot be. */
  delete: Array<string | number>;
  /** New spaces (no id) and changed ones (with id). */
  save: Array<SpaceInput>;
};

/** A space to create or change. */
export type SpaceInput = {
  /** For a companion seat: the wheelchair place (a space of the plan) it goes with. */
  companionOfId?: string | number | null | undefined;
  /** The space to change; left out, a new space. */
  id?: string | number | null | undefined;
  /** How many tickets it holds: 1 for a seat, more for a standing area. */
  maxTickets: number;
  /** Equals the id of its element in the map. */
  name: string;
  /** Its price zone; null for the plan's default zone. */
  priceZoneId?: string | number | null | undefined;
  spaceTypeId?: string | number | null | undefined;
};

/** A space type as administrators create and edit it. */
export type SpaceTypeInput = {
  /** A wheelchair place: maps and legends mark it, companions go with it. */
  accessible: boolean;
  /** The name per language; the default language is required. */
  names: Array<TranslationInput>;
};

/** A ticket type as administrators create and edit it. */
export type TicketTypeInput = {
  /** The name per language; the default language is required. */
  names: Array<TranslationInput>;
  /** Display order (smaller first); 0 when left out. */
  position?: number | null | undefined;
  /** Product code sent to payment providers (letters, digits, '-', '_', '.'). */
  productCode: string;
  /** VAT percentage, 0-100, decimals allowed (e.g. 25.5). */
  vat: number;
};

/** A text in one language; an empty text means not translated. */
export type TranslationInput = {
  language: string;
  text: string;
};

export type UpdateUserInput = {
  email?: string | null | undefined;
  /** Replaces the user's roles. */
  roleIds?: Array<string | number> | null | undefined;
};

export type VoucherCampaignInput = {
  eventIds?: Array<string | number> | null | undefined;
  kind: VoucherKind;
  name: string;
  occasionIds?: Array<string | number> | null | undefined;
  priceZoneIds?: Array<string | number> | null | undefined;
  ticketTypeIds?: Array<string | number> | null | undefined;
  usesPerCode?: number | null | undefined;
  usesPerEmail?: number | null | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
  value: number;
};

/** How a campaign's codes price a matching ticket: AMOUNT cents off, PERCENT hundredths of a percent off, FIXED a price in cents. */
export type VoucherKind =
  | 'AMOUNT'
  | 'FIXED'
  | 'PERCENT';

/** An endpoint other systems are told of events at (issue 40). */
export type WebhookEndpointInput = {
  /** An inactive endpoint is sent nothing; its pending deliveries wait for it. */
  active: boolean;
  /** What it is for (up to 200 characters). */
  description?: string | null | undefined;
  /** The event types it receives (webhookEventTypes); at least one. */
  events: Array<string>;
  /** Its signing secret (24-200 characters without spaces); none: one is made (on create) or the one it has is kept. */
  secret?: string | null | undefined;
  /** https URL on a public address (see WEBHOOK_ALLOW_PRIVATE). */
  url: string;
};

export type AdminRoleFieldsFragment = { id: string, name: string, description: string, permissions: Array<string> };

export type AdminUserFieldsFragment = { id: string, email: string, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> };

export type AdminUsersQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AdminUsersQuery = { users: { total: number, offset: number, limit: number, items: Array<{ id: string, email: string, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> }> } };

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserQuery = { user: { id: string, email: string, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> } };

export type AdminRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRolesQuery = { permissions: Array<string>, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> } };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, email: string, permissions: Array<string>, createdAt: string, lastLoginAt: string | null, roles: Array<{ id: string, name: string, description: string, permissions: Array<string> }> } };

export type SetUserPasswordMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type SetUserPasswordMutation = { setUserPassword: boolean };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: string, name: string, description: string, permissions: Array<string> } };

export type UpdateRoleMutationVariables = Exact<{
  id: string | number;
  input: RoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: string, name: string, description: string, permissions: Array<string> } };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type AdminUserApiTokensQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminUserApiTokensQuery = { apiTokens: Array<{ id: string, name: string, tokenPrefix: string, createdAt: string, lastUsedAt: string | null }> };

export type RevokeUserApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeUserApiTokenMutation = { revokeUserApiToken: boolean };

export type AdminBookingRowFieldsFragment = { id: string, number: number, status: string, createdAt: string, occasionId: string, price: number, paymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null }, payments: Array<{ id: string, status: string }> };

export type AdminBookingsQueryVariables = Exact<{
  filter?: BookingFilter | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminBookingsQuery = { bookings: { total: number, offset: number, limit: number, items: Array<{ id: string, number: number, status: string, createdAt: string, occasionId: string, price: number, paymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null }, payments: Array<{ id: string, status: string }> }> } };

export type BookingChoiceOccasionFieldsFragment = { id: string, name: string, title: string | null, startTime: string };

export type BookingFilterAdminEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingFilterAdminEventsQuery = { adminEvents: Array<{ id: string, name: string, occasions: Array<{ id: string, name: string, title: string | null, startTime: string }> }> };

export type BookingFilterPublicEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingFilterPublicEventsQuery = { events: Array<{ id: string, name: string, occasions: Array<{ id: string, name: string, title: string | null, startTime: string }> }> };

export type AdminBookingTicketFieldsFragment = { id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> };

export type AdminBookingPaymentFieldsFragment = { id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> };

export type AdminBookingFieldsFragment = { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> };

export type AdminBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingQuery = { booking: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type BookingOccasionFieldsFragment = { id: string, name: string, title: string | null, startTime: string, eventId: string, plan: { id: string, spaces: Array<{ id: string, label: string, maxTickets: number, priceZoneId: string | null, spaceType: { id: string } | null }> }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string, vat: number } }> };

export type BookingAdminOccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingAdminOccasionQuery = { adminOccasion: { id: string, name: string, title: string | null, startTime: string, eventId: string, plan: { id: string, spaces: Array<{ id: string, label: string, maxTickets: number, priceZoneId: string | null, spaceType: { id: string } | null }> }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string, vat: number } }> } };

export type BookingPublicOccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingPublicOccasionQuery = { occasion: { id: string, name: string, title: string | null, startTime: string, eventId: string, plan: { id: string, spaces: Array<{ id: string, label: string, maxTickets: number, priceZoneId: string | null, spaceType: { id: string } | null }> }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string, vat: number } }> } };

export type BookingNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingNamesQuery = { ticketTypes: Array<{ id: string, name: string, vat: number }>, spaceTypes: Array<{ id: string, name: string }>, addons: Array<{ id: string, name: string }> };

export type UpdateBookingClientMutationVariables = Exact<{
  id: string | number;
  client: ClientInput;
  version: string;
}>;


export type UpdateBookingClientMutation = { updateBooking: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type MoveBookingTicketMutationVariables = Exact<{
  bookingId: string | number;
  ticketId: string | number;
  spaceId: string | number;
  version: string;
  laterDates?: boolean | null | undefined;
}>;


export type MoveBookingTicketMutation = { moveTicket: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type RemoveBookingTicketMutationVariables = Exact<{
  bookingId: string | number;
  ticketId: string | number;
  version: string;
}>;


export type RemoveBookingTicketMutation = { removeBookingTicket: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
  version: string;
}>;


export type CancelBookingMutation = { cancelBooking: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type ChangeBookingTicketTypeMutationVariables = Exact<{
  bookingId: string | number;
  ticketId: string | number;
  ticketTypeId: string | number;
  version: string;
}>;


export type ChangeBookingTicketTypeMutation = { changeTicketType: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type CollectBookingBalanceMutationVariables = Exact<{
  bookingId: string | number;
  version: string;
}>;


export type CollectBookingBalanceMutation = { collectBalance: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type RefundBookingMutationVariables = Exact<{
  id: string | number;
  version: string;
}>;


export type RefundBookingMutation = { refundBooking: { id: string, number: number, status: string, createdAt: string, updatedAt: string, expiresAt: string | null, occasionId: string, paymentMethodId: string | null, price: number, paid: number, received: number, refunded: number, owed: number, balance: number, identityNumber: string | null, anonymizedAt: string | null, seriesOrder: { id: string, number: number, seriesName: string, dates: Array<{ bookingId: string, bookingNumber: number, occasionId: string, startTime: string, status: string }> } | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, vat: number, addons: Array<{ addonId: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, tickets: Array<string> }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, payments: Array<{ id: string, provider: string, boxOfficeKind: BoxOfficePaymentKind | null, status: string, amount: number, createdAt: string, paidAt: string | null, stamp: string, providerTransactionId: string | null, events: Array<{ kind: string, outcome: string, receivedAt: string }> }>, ledger: Array<{ id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null }>, history: Array<{ at: string, kind: string, fromStatus: string | null, toStatus: string | null, reason: string | null, actorEmail: string | null, detail: string | null }> } };

export type BookingFormSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingFormSettingsQuery = { settings: { requireAddress: boolean, requireIdentityNumber: boolean, timeZone: string } };

export type BookingChangePreviewQueryVariables = Exact<{
  bookingId: string | number;
  version: string;
  change: BookingChangeInput;
}>;


export type BookingChangePreviewQuery = { bookingChangePreview: { owes: number, kept: number, refunds: Array<{ method: string, amount: number, destination: RefundDestination }> } };

export type MoneyMovementFieldsFragment = { id: string, kind: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null };

export type OwedRefundFieldsFragment = { id: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null, bookingId: string, bookingNumber: number, bookingStatus: string, occasionId: string, eventId: string, clientName: string | null, email: string | null, phone: string | null };

export type OwedRefundsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwedRefundsQuery = { owedRefunds: Array<{ id: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null, bookingId: string, bookingNumber: number, bookingStatus: string, occasionId: string, eventId: string, clientName: string | null, email: string | null, phone: string | null }> };

export type MarkRefundedManuallyMutationVariables = Exact<{
  id: string | number;
  how: string;
  note?: string | null | undefined;
  version: string;
}>;


export type MarkRefundedManuallyMutation = { markRefundedManually: { id: string, method: string, amount: number, status: string, whole: boolean, reason: string, note: string | null, createdAt: string, updatedAt: string, settledAt: string | null, settledBy: string | null, settledHow: string | null, bookingId: string, bookingNumber: number, bookingStatus: string, occasionId: string, eventId: string, clientName: string | null, email: string | null, phone: string | null } };

export type CatalogTicketTypeFieldsFragment = { id: string, name: string, vat: number, productCode: string, position: number, names: Array<{ language: string, text: string }> };

export type CatalogTicketTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogTicketTypesQuery = { ticketTypes: Array<{ id: string, name: string, vat: number, productCode: string, position: number, names: Array<{ language: string, text: string }> }> };

export type CreateTicketTypeMutationVariables = Exact<{
  input: TicketTypeInput;
}>;


export type CreateTicketTypeMutation = { createTicketType: { id: string, name: string, vat: number, productCode: string, position: number, names: Array<{ language: string, text: string }> } };

export type UpdateTicketTypeMutationVariables = Exact<{
  id: string | number;
  input: TicketTypeInput;
}>;


export type UpdateTicketTypeMutation = { updateTicketType: { id: string, name: string, vat: number, productCode: string, position: number, names: Array<{ language: string, text: string }> } };

export type DeleteTicketTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTicketTypeMutation = { deleteTicketType: boolean };

export type CatalogSpaceTypeFieldsFragment = { id: string, name: string, accessible: boolean, names: Array<{ language: string, text: string }> };

export type CatalogSpaceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogSpaceTypesQuery = { spaceTypes: Array<{ id: string, name: string, accessible: boolean, names: Array<{ language: string, text: string }> }> };

export type CreateSpaceTypeMutationVariables = Exact<{
  input: SpaceTypeInput;
}>;


export type CreateSpaceTypeMutation = { createSpaceType: { id: string, name: string, accessible: boolean, names: Array<{ language: string, text: string }> } };

export type UpdateSpaceTypeMutationVariables = Exact<{
  id: string | number;
  input: SpaceTypeInput;
}>;


export type UpdateSpaceTypeMutation = { updateSpaceType: { id: string, name: string, accessible: boolean, names: Array<{ language: string, text: string }> } };

export type DeleteSpaceTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSpaceTypeMutation = { deleteSpaceType: boolean };

export type CatalogAddonFieldsFragment = { id: string, name: string, price: number, vat: number, productCode: string, active: boolean, eventIds: Array<string>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }> };

export type CatalogAddonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogAddonsQuery = { adminAddons: Array<{ id: string, name: string, price: number, vat: number, productCode: string, active: boolean, eventIds: Array<string>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }> }> };

export type CatalogEventChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogEventChoicesQuery = { adminEvents: Array<{ id: string, name: string }> };

export type CreateAddonMutationVariables = Exact<{
  input: AddonInput;
}>;


export type CreateAddonMutation = { createAddon: { id: string, name: string, price: number, vat: number, productCode: string, active: boolean, eventIds: Array<string>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }> } };

export type UpdateAddonMutationVariables = Exact<{
  id: string | number;
  input: AddonInput;
}>;


export type UpdateAddonMutation = { updateAddon: { id: string, name: string, price: number, vat: number, productCode: string, active: boolean, eventIds: Array<string>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }> } };

export type DeleteAddonMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddonMutation = { deleteAddon: boolean };

export type DoorOccasionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DoorOccasionsQuery = { doorOccasions: Array<{ id: string, eventName: string, name: string | null, startTime: string }> };

export type CheckInCountsQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type CheckInCountsQuery = { checkInCounts: { admitted: number, expected: number } };

export type CheckInTicketMutationVariables = Exact<{
  occasionId: string | number;
  code: string;
  device: string;
}>;


export type CheckInTicketMutation = { checkInTicket: { outcome: CheckInOutcome, spaceLabel: string | null, ticketTypeName: string | null, addonNames: Array<string>, checkedInAt: string | null, checkedInBy: string | null, ticketOccasion: { id: string, eventName: string, name: string | null, startTime: string } | null, counts: { admitted: number, expected: number } } };

export type AdminEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsQuery = { adminEvents: Array<{ id: string, name: string, published: boolean, status: string, occasions: Array<{ id: string, startTime: string }>, missingTranslations: Array<{ language: string, kind: string, subjectId: string | null, message: string }> }> };

export type AdminEventOccasionRowFragment = { id: string, name: string, title: string | null, startTime: string, endTime: string | null, published: boolean, bookable: boolean, status: string, availability: { remaining: number, total: number } };

export type AdminEventOverviewQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminEventOverviewQuery = { adminEvent: { id: string, name: string, description: string | null, published: boolean, status: string, plan: { id: string, name: string }, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, endTime: string | null, published: boolean, bookable: boolean, status: string, availability: { remaining: number, total: number } }> } };

export type AdminEventFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventFormOptionsQuery = { plans: Array<{ id: string, name: string }>, ticketTypes: Array<{ id: string, name: string, vat: number }>, adminAddons: Array<{ id: string, name: string, active: boolean }> };

export type AdminPlanPriceZonesQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPlanPriceZonesQuery = { plan: { id: string, priceZones: Array<{ id: string, name: string }> } };

export type AdminEventFormFieldsFragment = { id: string, name: string, planId: string, imageUrl: string | null, maxTicketsPerBuyer: number | null, published: boolean, status: string, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }>, addons: Array<{ id: string }> };

export type AdminEventFormQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminEventFormQuery = { adminEvent: { id: string, name: string, planId: string, imageUrl: string | null, maxTicketsPerBuyer: number | null, published: boolean, status: string, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }>, addons: Array<{ id: string }> } };

export type AdminEventSavedFieldsFragment = { description: string | null, id: string, name: string, planId: string, imageUrl: string | null, maxTicketsPerBuyer: number | null, published: boolean, status: string, updatedAt: string, plan: { id: string, name: string }, missingTranslations: Array<{ language: string, kind: string, subjectId: string | null, message: string }>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }>, addons: Array<{ id: string }> };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { description: string | null, id: string, name: string, planId: string, imageUrl: string | null, maxTicketsPerBuyer: number | null, published: boolean, status: string, updatedAt: string, plan: { id: string, name: string }, missingTranslations: Array<{ language: string, kind: string, subjectId: string | null, message: string }>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }>, addons: Array<{ id: string }> } };

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
  version: string;
}>;


export type UpdateEventMutation = { updateEvent: { description: string | null, id: string, name: string, planId: string, imageUrl: string | null, maxTicketsPerBuyer: number | null, published: boolean, status: string, updatedAt: string, plan: { id: string, name: string }, missingTranslations: Array<{ language: string, kind: string, subjectId: string | null, message: string }>, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }>, addons: Array<{ id: string }> } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: boolean };

export type AdminOccasionFormEventQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AdminOccasionFormEventQuery = { adminEvent: { id: string, name: string, planId: string, plan: { id: string, name: string }, prices: Array<{ ticketTypeId: string, price: number }> } };

export type AdminOccasionFormFieldsFragment = { id: string, eventId: string, name: string, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, planId: string, customPricing: boolean, published: boolean, status: string, headsUpDays: number, seasonal: boolean, accessibleHoldbackHours: number | null, updatedAt: string, names: Array<{ language: string, text: string }>, titles: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> };

export type AdminOccasionFormQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOccasionFormQuery = { adminOccasion: { id: string, eventId: string, name: string, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, planId: string, customPricing: boolean, published: boolean, status: string, headsUpDays: number, seasonal: boolean, accessibleHoldbackHours: number | null, updatedAt: string, names: Array<{ language: string, text: string }>, titles: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type CreateOccasionMutationVariables = Exact<{
  eventId: string | number;
  input: OccasionInput;
}>;


export type CreateOccasionMutation = { createOccasion: { id: string, eventId: string, name: string, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, planId: string, customPricing: boolean, published: boolean, status: string, headsUpDays: number, seasonal: boolean, accessibleHoldbackHours: number | null, updatedAt: string, names: Array<{ language: string, text: string }>, titles: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type UpdateOccasionMutationVariables = Exact<{
  id: string | number;
  input: OccasionInput;
  version: string;
}>;


export type UpdateOccasionMutation = { updateOccasion: { title: string | null, id: string, eventId: string, name: string, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, planId: string, customPricing: boolean, published: boolean, status: string, headsUpDays: number, seasonal: boolean, accessibleHoldbackHours: number | null, updatedAt: string, names: Array<{ language: string, text: string }>, titles: Array<{ language: string, text: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type SetOccasionEndTimeMutationVariables = Exact<{
  id: string | number;
  endTime?: string | null | undefined;
  version: string;
}>;


export type SetOccasionEndTimeMutation = { setOccasionEndTime: { id: string, endTime: string | null, updatedAt: string } };

export type DeleteOccasionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOccasionMutation = { deleteOccasion: boolean };

export type OccasionAdminOverviewQueryVariables = Exact<{
  id: string | number;
}>;


export type OccasionAdminOverviewQuery = { adminOccasion: { id: string, eventId: string, name: string, title: string | null, startTime: string, published: boolean, status: string, seasonal: boolean, updatedAt: string, occupancyTakenAt: number, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string } }>, plan: { id: string, name: string, styles: string | null, spaces: Array<{ id: string, name: string, label: string, maxTickets: number, priceZoneId: string | null }> } } };

export type OccasionAdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OccasionAdminSettingsQuery = { settings: { timeZone: string, requireAddress: boolean, requireIdentityNumber: boolean } };

export type OccasionAdminTicketFieldsFragment = { id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketType: string, price: number, total: number, addons: Array<string>, bookingId: string, bookingNumber: number, bookingStatus: string, clientName: string | null, message: string | null };

export type OccasionAdminTicketsQueryVariables = Exact<{
  occasionId: string | number;
  statuses?: Array<string> | string | null | undefined;
}>;


export type OccasionAdminTicketsQuery = { occasionTickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketType: string, price: number, total: number, addons: Array<string>, bookingId: string, bookingNumber: number, bookingStatus: string, clientName: string | null, message: string | null }> };

export type OccasionAdminOccupancySubscriptionVariables = Exact<{
  occasionId: string | number;
}>;


export type OccasionAdminOccupancySubscription = { occupancyChanged: { occasionId: string, occupancyTakenAt: number, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type LockOccasionSpacesMutationVariables = Exact<{
  occasionId: string | number;
  spaceIds: Array<string | number> | string | number;
}>;


export type LockOccasionSpacesMutation = { lockSpaces: { id: string, number: number, status: string } };

export type ReleaseOccasionSpacesMutationVariables = Exact<{
  occasionId: string | number;
  spaceIds: Array<string | number> | string | number;
}>;


export type ReleaseOccasionSpacesMutation = { releaseSpaces: number };

export type SellAtBoxOfficeMutationVariables = Exact<{
  input: BoxOfficeBookingInput;
}>;


export type SellAtBoxOfficeMutation = { createBoxOfficeBooking: { id: string, number: number, status: string, price: number } };

export type OccasionCancellationFieldsFragment = { occasionId: string, cancelled: boolean, requestedAt: string | null, finishedAt: string | null, reason: string | null, remaining: number, remainingPaid: number, remainingToEmail: number, refunded: number, cancelledBookings: number, emailed: number, refundsOwed: number };

export type OccasionCancellationQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type OccasionCancellationQuery = { occasionCancellation: { occasionId: string, cancelled: boolean, requestedAt: string | null, finishedAt: string | null, reason: string | null, remaining: number, remainingPaid: number, remainingToEmail: number, refunded: number, cancelledBookings: number, emailed: number, refundsOwed: number } };

export type CancelOccasionMutationVariables = Exact<{
  occasionId: string | number;
  reason?: string | null | undefined;
}>;


export type CancelOccasionMutation = { cancelOccasion: { occasionId: string, cancelled: boolean, requestedAt: string | null, finishedAt: string | null, reason: string | null, remaining: number, remainingPaid: number, remainingToEmail: number, refunded: number, cancelledBookings: number, emailed: number, refundsOwed: number } };

export type QueueRoomFieldsFragment = { occasionId: string, enabled: boolean, highDemand: boolean, active: boolean, ratePerMinute: number | null, currentRatePerMinute: number, paused: boolean, drawn: boolean, soldOut: boolean, opensAt: string | null, saleStartsAt: string | null, lineLength: number, admitted: number, claimed: number, converted: number, passes: number, passesUsed: number, updatedAt: string | null };

export type OccasionQueueRoomQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type OccasionQueueRoomQuery = { queueRoom: { occasionId: string, enabled: boolean, highDemand: boolean, active: boolean, ratePerMinute: number | null, currentRatePerMinute: number, paused: boolean, drawn: boolean, soldOut: boolean, opensAt: string | null, saleStartsAt: string | null, lineLength: number, admitted: number, claimed: number, converted: number, passes: number, passesUsed: number, updatedAt: string | null } };

export type UpdateOccasionQueueRoomMutationVariables = Exact<{
  occasionId: string | number;
  input: QueueRoomInput;
}>;


export type UpdateOccasionQueueRoomMutation = { updateQueueRoom: { occasionId: string, enabled: boolean, highDemand: boolean, active: boolean, ratePerMinute: number | null, currentRatePerMinute: number, paused: boolean, drawn: boolean, soldOut: boolean, opensAt: string | null, saleStartsAt: string | null, lineLength: number, admitted: number, claimed: number, converted: number, passes: number, passesUsed: number, updatedAt: string | null } };

export type CreateOccasionQueuePassMutationVariables = Exact<{
  occasionId: string | number;
  note: string;
}>;


export type CreateOccasionQueuePassMutation = { createQueuePass: string };

export type NextSeasonProposalQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type NextSeasonProposalQuery = { nextSeasonProposal: { occasionId: string, seasonal: boolean, nextOccasionId: string | null, nextEventId: string | null, name: string, startTime: string, endTime: string | null, bookableStartTime: string | null, bookableEndTime: string | null, headsUpDays: number, renewals: number, houseSeats: number, eventNames: Array<{ language: string, text: string }> } };

export type CreateNextSeasonMutationVariables = Exact<{
  occasionId: string | number;
  input?: NextSeasonInput | null | undefined;
}>;


export type CreateNextSeasonMutation = { createNextSeason: { id: string, eventId: string } };

export type RenewalBookingFieldsFragment = { bookingId: string, number: number, status: string, state: string, clientName: string | null, email: string | null, language: string, seats: Array<string>, spaceIds: Array<string>, seatsBefore: number, deadline: string, extendedDeadline: string | null, lastNotice: string | null, lastNoticeAt: string | null, link: string, updatedAt: string };

export type RenewalOverviewQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type RenewalOverviewQuery = { renewalOverview: { occasionId: string, previousOccasionId: string | null, previousEventId: string | null, nextOccasionId: string | null, opensAt: string | null, saleStartsAt: string | null, total: number, renewed: number, partlyRenewed: number, pending: number, released: number, unrenewedSpaceIds: Array<string>, bookings: Array<{ bookingId: string, number: number, status: string, state: string, clientName: string | null, email: string | null, language: string, seats: Array<string>, spaceIds: Array<string>, seatsBefore: number, deadline: string, extendedDeadline: string | null, lastNotice: string | null, lastNoticeAt: string | null, link: string, updatedAt: string }> } };

export type ResendRenewalLinkMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type ResendRenewalLinkMutation = { resendRenewalLink: { bookingId: string, number: number, status: string, state: string, clientName: string | null, email: string | null, language: string, seats: Array<string>, spaceIds: Array<string>, seatsBefore: number, deadline: string, extendedDeadline: string | null, lastNotice: string | null, lastNoticeAt: string | null, link: string, updatedAt: string } };

export type ExtendRenewalDeadlineMutationVariables = Exact<{
  bookingId: string | number;
  deadline?: string | null | undefined;
  version: string;
}>;


export type ExtendRenewalDeadlineMutation = { extendRenewalDeadline: { bookingId: string, number: number, status: string, state: string, clientName: string | null, email: string | null, language: string, seats: Array<string>, spaceIds: Array<string>, seatsBefore: number, deadline: string, extendedDeadline: string | null, lastNotice: string | null, lastNoticeAt: string | null, link: string, updatedAt: string } };

export type ReleaseRenewalMutationVariables = Exact<{
  bookingId: string | number;
  version: string;
}>;


export type ReleaseRenewalMutation = { releaseRenewal: { bookingId: string, number: number, status: string, state: string, clientName: string | null, email: string | null, language: string, seats: Array<string>, spaceIds: Array<string>, seatsBefore: number, deadline: string, extendedDeadline: string | null, lastNotice: string | null, lastNoticeAt: string | null, link: string, updatedAt: string } };

export type SpaceSeasonHistoryQueryVariables = Exact<{
  occasionId: string | number;
  spaceId: string | number;
}>;


export type SpaceSeasonHistoryQuery = { spaceSeasonHistory: Array<{ occasionId: string, eventName: string, occasionName: string, startTime: string, bookingId: string, bookingNumber: number, bookingStatus: string, clientName: string | null, renewedFromPrevious: boolean, renewal: string | null }> };

export type OccasionWaitingListQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type OccasionWaitingListQuery = { waitingList: Array<{ id: string, position: number, email: string, partySize: number, language: string, status: string, createdAt: string, offeredAt: string | null, offerExpiresAt: string | null, bookingId: string | null, bookingNumber: number | null }> };

export type RemoveWaitingListEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveWaitingListEntryMutation = { removeWaitingListEntry: boolean };

export type AdminPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlansQuery = { plans: Array<{ id: string, name: string }>, planUsage: Array<{ planId: string, spaces: number, capacity: number, occasions: number }> };

export type AdminPlanSpaceFragment = { id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null };

export type AdminPlanFieldsFragment = { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> };

export type AdminPlanQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPlanQuery = { plan: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } };

export type AdminPlanMapRemovedQueryVariables = Exact<{
  planId: string | number;
}>;


export type AdminPlanMapRemovedQuery = { planMapRemoved: Array<string> };

export type AdminPlanSpaceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlanSpaceTypesQuery = { spaceTypes: Array<{ id: string, name: string, accessible: boolean }> };

export type CreatePlanMutationVariables = Exact<{
  input: PlanInput;
}>;


export type CreatePlanMutation = { createPlan: { stylesRemoved: Array<string>, plan: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } } };

export type UpdatePlanMutationVariables = Exact<{
  id: string | number;
  input: PlanInput;
  version: string;
}>;


export type UpdatePlanMutation = { updatePlan: { stylesRemoved: Array<string>, plan: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } } };

export type DeletePlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlanMutation = { deletePlan: boolean };

export type SavePlanSpacesMutationVariables = Exact<{
  planId: string | number;
  changes: SpaceChangesInput;
  version: string;
}>;


export type SavePlanSpacesMutation = { savePlanSpaces: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } };

export type CreateSpacesFromMapMutationVariables = Exact<{
  planId: string | number;
  version: string;
}>;


export type CreateSpacesFromMapMutation = { createSpacesFromMap: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } };

export type SavePriceZonesMutationVariables = Exact<{
  planId: string | number;
  zones: Array<PriceZoneInput> | PriceZoneInput;
  version: string;
}>;


export type SavePriceZonesMutation = { savePriceZones: { id: string, name: string, namePattern: string | null, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, descriptions: Array<{ language: string, text: string }>, mapLabelMasks: Array<{ language: string, text: string }>, spaceLabelMasks: Array<{ language: string, text: string }>, labelDefaults: { sectionRowSeat: string, rowSeat: string, typeSeat: string, typeSection: string }, sections: Array<{ code: string, name: string | null, names: Array<{ language: string, text: string }> }>, priceZones: Array<{ id: string, name: string, position: number, names: Array<{ language: string, text: string }> }>, spaces: Array<{ id: string, name: string, maxTickets: number, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, companionOfId: string | null, spaceTypeId: string | null }> } };

export type MarkPlanPlacesMutationVariables = Exact<{
  planId: string | number;
  version: string;
  marking: PlaceMarkingInput;
}>;


export type MarkPlanPlacesMutation = { markPlanPlaces: { places: number, created: number, removed: number, resized: number, plan: { id: string, updatedAt: string } } };

export type PersonalDataFieldsFragment = { email: string, exportedAt: string, accountWithheld: boolean, account: { id: string, email: string, createdAt: string, lastLoginAt: string | null, permissions: Array<string>, roles: Array<{ name: string }> } | null, bookings: Array<{ id: string, number: number, status: string, eventId: string, event: string, occasionId: string, occasionStartTime: string, createdAt: string, confirmedAt: string | null, language: string, paymentMethodId: string | null, total: number, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null, networkAddress: string | null }, tickets: Array<{ space: string, ticketType: string, price: number, vat: number, total: number, addons: Array<{ name: string, price: number, vat: number }> }> }> };

export type PersonalDataQueryVariables = Exact<{
  email: string;
}>;


export type PersonalDataQuery = { personalData: { email: string, exportedAt: string, accountWithheld: boolean, account: { id: string, email: string, createdAt: string, lastLoginAt: string | null, permissions: Array<string>, roles: Array<{ name: string }> } | null, bookings: Array<{ id: string, number: number, status: string, eventId: string, event: string, occasionId: string, occasionStartTime: string, createdAt: string, confirmedAt: string | null, language: string, paymentMethodId: string | null, total: number, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null, networkAddress: string | null }, tickets: Array<{ space: string, ticketType: string, price: number, vat: number, total: number, addons: Array<{ name: string, price: number, vat: number }> }> }> } };

export type ErasePersonalDataMutationVariables = Exact<{
  email: string;
}>;


export type ErasePersonalDataMutation = { erasePersonalData: number };

export type SalesReportQueryVariables = Exact<{
  from: string;
  to: string;
  eventId?: string | number | null | undefined;
}>;


export type SalesReportQuery = { salesReport: { from: string, to: string, timeZone: string, rows: Array<{ day: string, paymentMethod: string, provider: string, payments: number, gross: number, refunded: number, refundsOwed: number, net: number, vat: Array<{ rate: number | null, gross: number, vat: number }>, refundedVat: Array<{ rate: number | null, gross: number, vat: number }> }>, totals: { payments: number, gross: number, refunded: number, refundsOwed: number, net: number, vat: Array<{ rate: number | null, gross: number, vat: number }>, refundedVat: Array<{ rate: number | null, gross: number, vat: number }> } } };

export type AdminSeriesRowFragment = { id: string, name: string, published: boolean, onSale: boolean, singleDatesOnSale: boolean, saleStart: string | null, saleEnd: string | null, nextSeriesId: string | null, dates: Array<{ id: string, startTime: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> };

export type AdminEventSeriesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AdminEventSeriesQuery = { adminEventSeries: Array<{ id: string, name: string, published: boolean, onSale: boolean, singleDatesOnSale: boolean, saleStart: string | null, saleEnd: string | null, nextSeriesId: string | null, dates: Array<{ id: string, startTime: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> }> };

export type AdminSeriesFormEventQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AdminSeriesFormEventQuery = { adminEvent: { id: string, name: string, planId: string, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, status: string, planId: string }> } };

export type AdminSeriesFormFieldsFragment = { id: string, eventId: string, name: string, saleStart: string | null, saleEnd: string | null, singleDatesOnSale: boolean, published: boolean, nextSeriesId: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, dates: Array<{ id: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> };

export type AdminSeriesFormQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminSeriesFormQuery = { adminSeries: { id: string, eventId: string, name: string, saleStart: string | null, saleEnd: string | null, singleDatesOnSale: boolean, published: boolean, nextSeriesId: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, dates: Array<{ id: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type CreateSeriesMutationVariables = Exact<{
  input: SeriesInput;
}>;


export type CreateSeriesMutation = { createSeries: { id: string, eventId: string, name: string, saleStart: string | null, saleEnd: string | null, singleDatesOnSale: boolean, published: boolean, nextSeriesId: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, dates: Array<{ id: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type UpdateSeriesMutationVariables = Exact<{
  id: string | number;
  input: SeriesInput;
  version: string;
}>;


export type UpdateSeriesMutation = { updateSeries: { id: string, eventId: string, name: string, saleStart: string | null, saleEnd: string | null, singleDatesOnSale: boolean, published: boolean, nextSeriesId: string | null, updatedAt: string, names: Array<{ language: string, text: string }>, dates: Array<{ id: string }>, prices: Array<{ ticketTypeId: string, price: number, priceZoneId: string | null }> } };

export type DeleteSeriesMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSeriesMutation = { deleteSeries: boolean };

export type CreateNextSeriesMutationVariables = Exact<{
  seriesId: string | number;
  input?: NextSeriesInput | null | undefined;
}>;


export type CreateNextSeriesMutation = { createNextSeries: { id: string, eventId: string, dates: Array<{ id: string }> } };

export type AdminSeriesLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminSeriesLinkQuery = { adminSeries: { id: string, eventId: string, name: string } };

export type DictionaryEntryFieldsFragment = { key: string, bundled: string | null, override: string | null, fallback: string | null };

export type DictionaryLanguagesQueryVariables = Exact<{
  namespace: string;
}>;


export type DictionaryLanguagesQuery = { dictionaryLanguages: Array<{ id: string, name: string, bundled: boolean, missing: number, overridden: number, keys: number }> };

export type DictionaryEntriesQueryVariables = Exact<{
  language: string;
  namespace: string;
}>;


export type DictionaryEntriesQuery = { dictionaryEntries: Array<{ key: string, bundled: string | null, override: string | null, fallback: string | null }> };

export type SetDictionaryOverrideMutationVariables = Exact<{
  language: string;
  key: string;
  value: string;
  namespace: string;
}>;


export type SetDictionaryOverrideMutation = { setDictionaryOverride: { key: string, bundled: string | null, override: string | null, fallback: string | null } };

export type RemoveDictionaryOverrideMutationVariables = Exact<{
  language: string;
  key: string;
  namespace: string;
}>;


export type RemoveDictionaryOverrideMutation = { removeDictionaryOverride: { key: string, bundled: string | null, override: string | null, fallback: string | null } };

export type ImportDictionaryMutationVariables = Exact<{
  language: string;
  json: string;
  namespace: string;
}>;


export type ImportDictionaryMutation = { importDictionary: { texts: number, overridden: number } };

export type EmbedOriginsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmbedOriginsQuery = { embedOrigins: Array<string> };

export type SaveEmbedOriginsMutationVariables = Exact<{
  origins: Array<string> | string;
}>;


export type SaveEmbedOriginsMutation = { saveEmbedOrigins: Array<string> };

export type AdminLanguageFieldsFragment = { id: string, name: string, enabled: boolean };

export type AdminLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLanguagesQuery = { adminLanguages: Array<{ id: string, name: string, enabled: boolean }> };

export type AddLanguageMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
}>;


export type AddLanguageMutation = { addLanguage: Array<{ id: string, name: string, enabled: boolean }> };

export type SaveLanguagesMutationVariables = Exact<{
  languages: Array<LanguageInput> | LanguageInput;
}>;


export type SaveLanguagesMutation = { saveLanguages: Array<{ id: string, name: string, enabled: boolean }> };

export type AdminSettingsFieldsFragment = { primaryColor: string, secondaryColor: string | null, requireAddress: boolean, requireIdentityNumber: boolean, timeZone: string, retentionDays: number | null, customerCancellationHours: number | null, waitingListOfferMinutes: number, sellerName: string | null, sellerBusinessId: string | null, sellerAddress: string | null, imageUrl: string | null, updatedAt: string, sitenames: Array<{ language: string, text: string }>, bookingNotices: Array<{ language: string, text: string }>, bookingTerms: Array<{ language: string, text: string }>, footerTexts: Array<{ language: string, text: string }> };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { adminSettings: { primaryColor: string, secondaryColor: string | null, requireAddress: boolean, requireIdentityNumber: boolean, timeZone: string, retentionDays: number | null, customerCancellationHours: number | null, waitingListOfferMinutes: number, sellerName: string | null, sellerBusinessId: string | null, sellerAddress: string | null, imageUrl: string | null, updatedAt: string, sitenames: Array<{ language: string, text: string }>, bookingNotices: Array<{ language: string, text: string }>, bookingTerms: Array<{ language: string, text: string }>, footerTexts: Array<{ language: string, text: string }> } };

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
  version: string;
}>;


export type UpdateSettingsMutation = { updateSettings: { primaryColor: string, secondaryColor: string | null, requireAddress: boolean, requireIdentityNumber: boolean, timeZone: string, retentionDays: number | null, customerCancellationHours: number | null, waitingListOfferMinutes: number, sellerName: string | null, sellerBusinessId: string | null, sellerAddress: string | null, imageUrl: string | null, updatedAt: string, sitenames: Array<{ language: string, text: string }>, bookingNotices: Array<{ language: string, text: string }>, bookingTerms: Array<{ language: string, text: string }>, footerTexts: Array<{ language: string, text: string }> } };

export type SendTestEmailMutationVariables = Exact<{
  to: string;
}>;


export type SendTestEmailMutation = { sendTestEmail: { id: string, recipient: string, status: string, lastError: string | null } };

export type VoucherCampaignFieldsFragment = { id: string, name: string, kind: VoucherKind, value: number, validFrom: string | null, validUntil: string | null, eventIds: Array<string>, occasionIds: Array<string>, ticketTypeIds: Array<string>, priceZoneIds: Array<string>, usesPerCode: number | null, usesPerEmail: number | null, updatedAt: string, codeCount: number, used: number };

export type VoucherCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type VoucherCampaignsQuery = { voucherCampaigns: Array<{ id: string, name: string, kind: VoucherKind, value: number, validFrom: string | null, validUntil: string | null, eventIds: Array<string>, occasionIds: Array<string>, ticketTypeIds: Array<string>, priceZoneIds: Array<string>, usesPerCode: number | null, usesPerEmail: number | null, updatedAt: string, codeCount: number, used: number }> };

export type VoucherCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type VoucherCampaignQuery = { voucherCampaign: { id: string, name: string, kind: VoucherKind, value: number, validFrom: string | null, validUntil: string | null, eventIds: Array<string>, occasionIds: Array<string>, ticketTypeIds: Array<string>, priceZoneIds: Array<string>, usesPerCode: number | null, usesPerEmail: number | null, updatedAt: string, codeCount: number, used: number }, voucherCodes: Array<{ id: string, code: string, maxUses: number | null, used: number }> };

export type CreateVoucherCampaignMutationVariables = Exact<{
  input: VoucherCampaignInput;
}>;


export type CreateVoucherCampaignMutation = { createVoucherCampaign: { id: string, name: string, kind: VoucherKind, value: number, validFrom: string | null, validUntil: string | null, eventIds: Array<string>, occasionIds: Array<string>, ticketTypeIds: Array<string>, priceZoneIds: Array<string>, usesPerCode: number | null, usesPerEmail: number | null, updatedAt: string, codeCount: number, used: number } };

export type UpdateVoucherCampaignMutationVariables = Exact<{
  id: string | number;
  input: VoucherCampaignInput;
  version: string;
}>;


export type UpdateVoucherCampaignMutation = { updateVoucherCampaign: { id: string, name: string, kind: VoucherKind, value: number, validFrom: string | null, validUntil: string | null, eventIds: Array<string>, occasionIds: Array<string>, ticketTypeIds: Array<string>, priceZoneIds: Array<string>, usesPerCode: number | null, usesPerEmail: number | null, updatedAt: string, codeCount: number, used: number } };

export type GenerateVoucherCodesMutationVariables = Exact<{
  campaignId: string | number;
  count: number;
  prefix?: string | null | undefined;
}>;


export type GenerateVoucherCodesMutation = { generateVoucherCodes: Array<string> };

export type CreateVoucherCodeMutationVariables = Exact<{
  campaignId: string | number;
  code: string;
  maxUses?: number | null | undefined;
}>;


export type CreateVoucherCodeMutation = { createVoucherCode: { id: string, code: string } };

export type VoucherCampaignPlacesQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type VoucherCampaignPlacesQuery = { voucherCampaignPlaces: Array<{ occasionId: string, spaceIds: Array<string> }> };

export type SetVoucherCampaignPlacesMutationVariables = Exact<{
  campaignId: string | number;
  occasionId: string | number;
  spaceIds: Array<string | number> | string | number;
}>;


export type SetVoucherCampaignPlacesMutation = { setVoucherCampaignPlaces: { occasionId: string, spaceIds: Array<string> } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, description: string, events: Array<string>, active: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: string, updatedAt: string };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, eventCreatedAt: string, payload: string, state: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, responseStatus: number | null, lastError: string | null, deliveredAt: string | null, resendOf: string | null, createdAt: string };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEventTypes: Array<string>, webhookEndpoints: Array<{ id: string, url: string, description: string, events: Array<string>, active: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: string, updatedAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  state?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, eventCreatedAt: string, payload: string, state: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, responseStatus: number | null, lastError: string | null, deliveredAt: string | null, resendOf: string | null, createdAt: string }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<string>, active: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: string, updatedAt: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, description: string, events: Array<string>, active: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: string, updatedAt: string } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string, description: string, events: Array<string>, active: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: string, updatedAt: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string, eventId: string, eventType: string, eventCreatedAt: string, payload: string, state: string, attempts: number, nextAttemptAt: string | null, lastAttemptAt: string | null, responseStatus: number | null, lastError: string | null, deliveredAt: string | null, resendOf: string | null, createdAt: string } };

export const AdminRoleFieldsFragmentDoc = gql`
    fragment AdminRoleFields on Role {
  id
  name
  description
  permissions
}
    `;
export const AdminUserFieldsFragmentDoc = gql`
    fragment AdminUserFields on AdminUser {
  id
  email
  permissions
  createdAt
  lastLoginAt
  roles {
    ...AdminRoleFields
  }
}
    `;
export const AdminBookingRowFieldsFragmentDoc = gql`
    fragment AdminBookingRowFields on Booking {
  id
  number
  status
  createdAt
  occasionId
  price
  paymentMethodId
  client {
    firstname
    lastname
    email
    phone
  }
  payments {
    id
    status
  }
}
    `;
export const BookingChoiceOccasionFieldsFragmentDoc = gql`
    fragment BookingChoiceOccasionFields on Occasion {
  id
  name
  title
  startTime
}
    `;
export const AdminBookingTicketFieldsFragmentDoc = gql`
    fragment AdminBookingTicketFields on Ticket {
  id
  spaceId
  ticketTypeId
  price
  total
  vat
  addons {
    addonId
    price
    vat
  }
}
    `;
export const AdminBookingPaymentFieldsFragmentDoc = gql`
    fragment AdminBookingPaymentFields on PaymentAttempt {
  id
  provider
  boxOfficeKind
  status
  amount
  createdAt
  paidAt
  stamp
  providerTransactionId
  events {
    kind
    outcome
    receivedAt
  }
}
    `;
export const MoneyMovementFieldsFragmentDoc = gql`
    fragment MoneyMovementFields on MoneyMovement {
  id
  kind
  method
  amount
  status
  whole
  reason
  note
  createdAt
  updatedAt
  settledAt
  settledBy
  settledHow
}
    `;
export const AdminBookingFieldsFragmentDoc = gql`
    fragment AdminBookingFields on Booking {
  id
  number
  seriesOrder {
    id
    number
    seriesName
    dates {
      bookingId
      bookingNumber
      occasionId
      startTime
      status
    }
  }
  status
  createdAt
  updatedAt
  expiresAt
  occasionId
  paymentMethodId
  price
  paid
  received
  refunded
  owed
  balance
  identityNumber
  anonymizedAt
  client {
    firstname
    lastname
    email
    phone
    address
    identityNumber
    message
  }
  tickets {
    ...AdminBookingTicketFields
  }
  summary {
    total
    requirePayment
    byTicketType {
      ticketTypeId
      name
      amount
      total
      tickets
    }
    byVat {
      rate
      amount
      vat
    }
  }
  payments {
    ...AdminBookingPaymentFields
  }
  ledger {
    ...MoneyMovementFields
  }
  history {
    at
    kind
    fromStatus
    toStatus
    reason
    actorEmail
    detail
  }
}
    `;
export const BookingOccasionFieldsFragmentDoc = gql`
    fragment BookingOccasionFields on Occasion {
  id
  name
  title
  startTime
  eventId
  plan {
    id
    spaces {
      id
      label
      maxTickets
      priceZoneId
      spaceType {
        id
      }
    }
  }
  occupancy {
    spaceId
    count
    maxTickets
  }
  prices {
    price
    ticketTypeId
    priceZoneId
    ticketType {
      id
      name
      vat
    }
  }
}
    `;
export const OwedRefundFieldsFragmentDoc = gql`
    fragment OwedRefundFields on OwedRefund {
  id
  method
  amount
  status
  whole
  reason
  note
  createdAt
  updatedAt
  settledAt
  settledBy
  settledHow
  bookingId
  bookingNumber
  bookingStatus
  occasionId
  eventId
  clientName
  email
  phone
}
    `;
export const CatalogTicketTypeFieldsFragmentDoc = gql`
    fragment CatalogTicketTypeFields on TicketType {
  id
  name
  names {
    language
    text
  }
  vat
  productCode
  position
}
    `;
export const CatalogSpaceTypeFieldsFragmentDoc = gql`
    fragment CatalogSpaceTypeFields on SpaceType {
  id
  name
  names {
    language
    text
  }
  accessible
}
    `;
export const CatalogAddonFieldsFragmentDoc = gql`
    fragment CatalogAddonFields on Addon {
  id
  name
  names {
    language
    text
  }
  descriptions {
    language
    text
  }
  price
  vat
  productCode
  active
  eventIds
}
    `;
export const AdminEventOccasionRowFragmentDoc = gql`
    fragment AdminEventOccasionRow on Occasion {
  id
  name
  title
  startTime
  endTime
  published
  bookable
  status
  availability {
    remaining
    total
  }
}
    `;
export const AdminEventFormFieldsFragmentDoc = gql`
    fragment AdminEventFormFields on Event {
  id
  name
  names {
    language
    text
  }
  descriptions {
    language
    text
  }
  planId
  prices {
    ticketTypeId
    price
    priceZoneId
  }
  addons {
    id
  }
  imageUrl
  maxTicketsPerBuyer
  published
  status
  updatedAt
}
    `;
export const AdminEventSavedFieldsFragmentDoc = gql`
    fragment AdminEventSavedFields on Event {
  ...AdminEventFormFields
  description
  plan {
    id
    name
  }
  missingTranslations {
    language
    kind
    subjectId
    message
  }
}
    `;
export const AdminOccasionFormFieldsFragmentDoc = gql`
    fragment AdminOccasionFormFields on Occasion {
  id
  eventId
  name
  names {
    language
    text
  }
  titles {
    language
    text
  }
  startTime
  endTime
  bookable
  bookableStartTime
  bookableEndTime
  planId
  customPricing
  prices {
    ticketTypeId
    price
    priceZoneId
  }
  published
  status
  headsUpDays
  seasonal
  accessibleHoldbackHours
  updatedAt
}
    `;
export const OccasionAdminTicketFieldsFragmentDoc = gql`
    fragment OccasionAdminTicketFields on OccasionTicket {
  id
  spaceId
  spaceName
  spaceLabel
  ticketTypeId
  ticketType
  price
  total
  addons
  bookingId
  bookingNumber
  bookingStatus
  clientName
  message
}
    `;
export const OccasionCancellationFieldsFragmentDoc = gql`
    fragment OccasionCancellationFields on OccasionCancellation {
  occasionId
  cancelled
  requestedAt
  finishedAt
  reason
  remaining
  remainingPaid
  remainingToEmail
  refunded
  cancelledBookings
  emailed
  refundsOwed
}
    `;
export const QueueRoomFieldsFragmentDoc = gql`
    fragment QueueRoomFields on QueueRoom {
  occasionId
  enabled
  highDemand
  active
  ratePerMinute
  currentRatePerMinute
  paused
  drawn
  soldOut
  opensAt
  saleStartsAt
  lineLength
  admitted
  claimed
  converted
  passes
  passesUsed
  updatedAt
}
    `;
export const RenewalBookingFieldsFragmentDoc = gql`
    fragment RenewalBookingFields on RenewalBooking {
  bookingId
  number
  status
  state
  clientName
  email
  language
  seats
  spaceIds
  seatsBefore
  deadline
  extendedDeadline
  lastNotice
  lastNoticeAt
  link
  updatedAt
}
    `;
export const AdminPlanSpaceFragmentDoc = gql`
    fragment AdminPlanSpace on Space {
  id
  name
  maxTickets
  section
  row
  seat
  priceZoneId
  companionOfId
  spaceTypeId
}
    `;
export const AdminPlanFieldsFragmentDoc = gql`
    fragment AdminPlanFields on Plan {
  id
  name
  names {
    language
    text
  }
  descriptions {
    language
    text
  }
  namePattern
  mapLabelMask
  spaceLabelMask
  mapLabelMasks {
    language
    text
  }
  spaceLabelMasks {
    language
    text
  }
  labelDefaults {
    sectionRowSeat
    rowSeat
    typeSeat
    typeSection
  }
  sections {
    code
    name
    names {
      language
      text
    }
  }
  styles
  updatedAt
  priceZones {
    id
    name
    position
    names {
      language
      text
    }
  }
  spaces {
    ...AdminPlanSpace
  }
}
    `;
export const PersonalDataFieldsFragmentDoc = gql`
    fragment PersonalDataFields on PersonalData {
  email
  exportedAt
  accountWithheld
  account {
    id
    email
    createdAt
    lastLoginAt
    permissions
    roles {
      name
    }
  }
  bookings {
    id
    number
    status
    eventId
    event
    occasionId
    occasionStartTime
    createdAt
    confirmedAt
    language
    paymentMethodId
    total
    client {
      firstname
      lastname
      email
      phone
      address
      identityNumber
      message
      networkAddress
    }
    tickets {
      space
      ticketType
      price
      vat
      total
      addons {
        name
        price
        vat
      }
    }
  }
}
    `;
export const AdminSeriesRowFragmentDoc = gql`
    fragment AdminSeriesRow on Series {
  id
  name
  published
  onSale
  singleDatesOnSale
  saleStart
  saleEnd
  nextSeriesId
  dates {
    id
    startTime
  }
  prices {
    ticketTypeId
    price
    priceZoneId
  }
}
    `;
export const AdminSeriesFormFieldsFragmentDoc = gql`
    fragment AdminSeriesFormFields on Series {
  id
  eventId
  name
  names {
    language
    text
  }
  dates {
    id
  }
  prices {
    ticketTypeId
    price
    priceZoneId
  }
  saleStart
  saleEnd
  singleDatesOnSale
  published
  nextSeriesId
  updatedAt
}
    `;
export const DictionaryEntryFieldsFragmentDoc = gql`
    fragment DictionaryEntryFields on DictionaryEntry {
  key
  bundled
  override
  fallback
}
    `;
export const AdminLanguageFieldsFragmentDoc = gql`
    fragment AdminLanguageFields on AdminLanguage {
  id
  name
  enabled
}
    `;
export const AdminSettingsFieldsFragmentDoc = gql`
    fragment AdminSettingsFields on AdminSettings {
  sitenames {
    language
    text
  }
  primaryColor
  secondaryColor
  bookingNotices {
    language
    text
  }
  bookingTerms {
    language
    text
  }
  footerTexts {
    language
    text
  }
  requireAddress
  requireIdentityNumber
  timeZone
  retentionDays
  customerCancellationHours
  waitingListOfferMinutes
  sellerName
  sellerBusinessId
  sellerAddress
  imageUrl
  updatedAt
}
    `;
export const VoucherCampaignFieldsFragmentDoc = gql`
    fragment VoucherCampaignFields on VoucherCampaign {
  id
  name
  kind
  value
  validFrom
  validUntil
  eventIds
  occasionIds
  ticketTypeIds
  priceZoneIds
  usesPerCode
  usesPerEmail
  updatedAt
  codeCount
  used
}
    `;
export const WebhookEndpointFieldsFragmentDoc = gql`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  active
  secretHint
  pendingDeliveries
  failedDeliveries
  createdAt
  updatedAt
}
    `;
export const WebhookDeliveryFieldsFragmentDoc = gql`
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  eventId
  eventType
  eventCreatedAt
  payload
  state
  attempts
  nextAttemptAt
  lastAttemptAt
  responseStatus
  lastError
  deliveredAt
  resendOf
  createdAt
}
    `;
export const AdminUsersDocument = gql`
    query AdminUsers($offset: Int!, $limit: Int!) {
  users(offset: $offset, limit: $limit) {
    total
    offset
    limit
    items {
      ...AdminUserFields
    }
  }
}
    ${AdminUserFieldsFragmentDoc}
${AdminRoleFieldsFragmentDoc}`;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables> & ({ variables: AdminUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
      }
export function useAdminUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = ApolloReactCommon.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = gql`
    query AdminUser($id: ID!) {
  user(id: $id) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}
${AdminRoleFieldsFragmentDoc}`;

/**
 * __useAdminUserQuery__
 *
 * To run a query within a React component, call `useAdminUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminUserQuery, AdminUserQueryVariables> & ({ variables: AdminUserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
      }
export function useAdminUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
        }
// @ts-ignore
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserQuery, AdminUserQueryVariables>;
// @ts-ignore
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserQuery | undefined, AdminUserQueryVariables>;
export function useAdminUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserQuery, AdminUserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminUserQuery, AdminUserQueryVariables>(AdminUserDocument, options);
        }
export type AdminUserQueryHookResult = ReturnType<typeof useAdminUserQuery>;
export type AdminUserLazyQueryHookResult = ReturnType<typeof useAdminUserLazyQuery>;
export type AdminUserSuspenseQueryHookResult = ReturnType<typeof useAdminUserSuspenseQuery>;
export type AdminUserQueryResult = ApolloReactCommon.QueryResult<AdminUserQuery, AdminUserQueryVariables>;
export const AdminRolesDocument = gql`
    query AdminRoles {
  roles {
    ...AdminRoleFields
  }
  permissions
}
    ${AdminRoleFieldsFragmentDoc}`;

/**
 * __useAdminRolesQuery__
 *
 * To run a query within a React component, call `useAdminRolesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminRolesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminRolesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminRolesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminRolesQuery, AdminRolesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRolesQuery, AdminRolesQueryVariables>(AdminRolesDocument, options);
      }
export function useAdminRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRolesQuery, AdminRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRolesQuery, AdminRolesQueryVariables>(AdminRolesDocument, options);
        }
// @ts-ignore
export function useAdminRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminRolesQuery, AdminRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRolesQuery, AdminRolesQueryVariables>;
// @ts-ignore
export function useAdminRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRolesQuery, AdminRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminRolesQuery | undefined, AdminRolesQueryVariables>;
export function useAdminRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminRolesQuery, AdminRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminRolesQuery, AdminRolesQueryVariables>(AdminRolesDocument, options);
        }
export type AdminRolesQueryHookResult = ReturnType<typeof useAdminRolesQuery>;
export type AdminRolesLazyQueryHookResult = ReturnType<typeof useAdminRolesLazyQuery>;
export type AdminRolesSuspenseQueryHookResult = ReturnType<typeof useAdminRolesSuspenseQuery>;
export type AdminRolesQueryResult = ApolloReactCommon.QueryResult<AdminRolesQuery, AdminRolesQueryVariables>;
export const CreateUserDocument = gql`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}
${AdminRoleFieldsFragmentDoc}`;

/**
 * __useCreateUserMutation__
 *
 * To run a mutation, you first call `useCreateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createUserMutation, { data, loading, error }] = useCreateUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateUserMutation, CreateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateUserMutation, CreateUserMutationVariables>(CreateUserDocument, options);
      }
export type CreateUserMutationHookResult = ReturnType<typeof useCreateUserMutation>;
export type CreateUserMutationResult = ApolloReactCommon.MutationResult<CreateUserMutation>;
export const UpdateUserDocument = gql`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...AdminUserFields
  }
}
    ${AdminUserFieldsFragmentDoc}
${AdminRoleFieldsFragmentDoc}`;

/**
 * __useUpdateUserMutation__
 *
 * To run a mutation, you first call `useUpdateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserMutation, { data, loading, error }] = useUpdateUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateUserMutation, UpdateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateUserMutation, UpdateUserMutationVariables>(UpdateUserDocument, options);
      }
export type UpdateUserMutationHookResult = ReturnType<typeof useUpdateUserMutation>;
export type UpdateUserMutationResult = ApolloReactCommon.MutationResult<UpdateUserMutation>;
export const SetUserPasswordDocument = gql`
    mutation SetUserPassword($id: ID!, $password: String!) {
  setUserPassword(id: $id, password: $password)
}
    `;

/**
 * __useSetUserPasswordMutation__
 *
 * To run a mutation, you first call `useSetUserPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUserPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUserPasswordMutation, { data, loading, error }] = useSetUserPasswordMutation({
 *   variables: {
 *      id: // value for 'id'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useSetUserPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetUserPasswordMutation, SetUserPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetUserPasswordMutation, SetUserPasswordMutationVariables>(SetUserPasswordDocument, options);
      }
export type SetUserPasswordMutationHookResult = ReturnType<typeof useSetUserPasswordMutation>;
export type SetUserPasswordMutationResult = ApolloReactCommon.MutationResult<SetUserPasswordMutation>;
export const DeleteUserDocument = gql`
    mutation DeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `;

/**
 * __useDeleteUserMutation__
 *
 * To run a mutation, you first call `useDeleteUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUserMutation, { data, loading, error }] = useDeleteUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteUserMutation, DeleteUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteUserMutation, DeleteUserMutationVariables>(DeleteUserDocument, options);
      }
export type DeleteUserMutationHookResult = ReturnType<typeof useDeleteUserMutation>;
export type DeleteUserMutationResult = ApolloReactCommon.MutationResult<DeleteUserMutation>;
export const CreateRoleDocument = gql`
    mutation CreateRole($input: RoleInput!) {
  createRole(input: $input) {
    ...AdminRoleFields
  }
}
    ${AdminRoleFieldsFragmentDoc}`;

/**
 * __useCreateRoleMutation__
 *
 * To run a mutation, you first call `useCreateRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRoleMutation, { data, loading, error }] = useCreateRoleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRoleMutation, CreateRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRoleMutation, CreateRoleMutationVariables>(CreateRoleDocument, options);
      }
export type CreateRoleMutationHookResult = ReturnType<typeof useCreateRoleMutation>;
export type CreateRoleMutationResult = ApolloReactCommon.MutationResult<CreateRoleMutation>;
export const UpdateRoleDocument = gql`
    mutation UpdateRole($id: ID!, $input: RoleInput!) {
  updateRole(id: $id, input: $input) {
    ...AdminRoleFields
  }
}
    ${AdminRoleFieldsFragmentDoc}`;

/**
 * __useUpdateRoleMutation__
 *
 * To run a mutation, you first call `useUpdateRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRoleMutation, { data, loading, error }] = useUpdateRoleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRoleMutation, UpdateRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRoleMutation, UpdateRoleMutationVariables>(UpdateRoleDocument, options);
      }
export type UpdateRoleMutationHookResult = ReturnType<typeof useUpdateRoleMutation>;
export type UpdateRoleMutationResult = ApolloReactCommon.MutationResult<UpdateRoleMutation>;
export const DeleteRoleDocument = gql`
    mutation DeleteRole($id: ID!) {
  deleteRole(id: $id)
}
    `;

/**
 * __useDeleteRoleMutation__
 *
 * To run a mutation, you first call `useDeleteRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRoleMutation, { data, loading, error }] = useDeleteRoleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRoleMutation, DeleteRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRoleMutation, DeleteRoleMutationVariables>(DeleteRoleDocument, options);
      }
export type DeleteRoleMutationHookResult = ReturnType<typeof useDeleteRoleMutation>;
export type DeleteRoleMutationResult = ApolloReactCommon.MutationResult<DeleteRoleMutation>;
export const AdminUserApiTokensDocument = gql`
    query AdminUserApiTokens($userId: ID!) {
  apiTokens(userId: $userId) {
    id
    name
    tokenPrefix
    createdAt
    lastUsedAt
  }
}
    `;

/**
 * __useAdminUserApiTokensQuery__
 *
 * To run a query within a React component, call `useAdminUserApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUserApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUserApiTokensQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useAdminUserApiTokensQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables> & ({ variables: AdminUserApiTokensQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>(AdminUserApiTokensDocument, options);
      }
export function useAdminUserApiTokensLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>(AdminUserApiTokensDocument, options);
        }
// @ts-ignore
export function useAdminUserApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>;
// @ts-ignore
export function useAdminUserApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUserApiTokensQuery | undefined, AdminUserApiTokensQueryVariables>;
export function useAdminUserApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>(AdminUserApiTokensDocument, options);
        }
export type AdminUserApiTokensQueryHookResult = ReturnType<typeof useAdminUserApiTokensQuery>;
export type AdminUserApiTokensLazyQueryHookResult = ReturnType<typeof useAdminUserApiTokensLazyQuery>;
export type AdminUserApiTokensSuspenseQueryHookResult = ReturnType<typeof useAdminUserApiTokensSuspenseQuery>;
export type AdminUserApiTokensQueryResult = ApolloReactCommon.QueryResult<AdminUserApiTokensQuery, AdminUserApiTokensQueryVariables>;
export const RevokeUserApiTokenDocument = gql`
    mutation RevokeUserApiToken($id: ID!) {
  revokeUserApiToken(id: $id)
}
    `;

/**
 * __useRevokeUserApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeUserApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeUserApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeUserApiTokenMutation, { data, loading, error }] = useRevokeUserApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeUserApiTokenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeUserApiTokenMutation, RevokeUserApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeUserApiTokenMutation, RevokeUserApiTokenMutationVariables>(RevokeUserApiTokenDocument, options);
      }
export type RevokeUserApiTokenMutationHookResult = ReturnType<typeof useRevokeUserApiTokenMutation>;
export type RevokeUserApiTokenMutationResult = ApolloReactCommon.MutationResult<RevokeUserApiTokenMutation>;
export const AdminBookingsDocument = gql`
    query AdminBookings($filter: BookingFilter, $offset: Int!, $limit: Int!) {
  bookings(filter: $filter, offset: $offset, limit: $limit) {
    total
    offset
    limit
    items {
      ...AdminBookingRowFields
    }
  }
}
    ${AdminBookingRowFieldsFragmentDoc}`;

/**
 * __useAdminBookingsQuery__
 *
 * To run a query within a React component, call `useAdminBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminBookingsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminBookingsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables> & ({ variables: AdminBookingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
      }
export function useAdminBookingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
        }
// @ts-ignore
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingsQuery, AdminBookingsQueryVariables>;
// @ts-ignore
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingsQuery | undefined, AdminBookingsQueryVariables>;
export function useAdminBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingsQuery, AdminBookingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminBookingsQuery, AdminBookingsQueryVariables>(AdminBookingsDocument, options);
        }
export type AdminBookingsQueryHookResult = ReturnType<typeof useAdminBookingsQuery>;
export type AdminBookingsLazyQueryHookResult = ReturnType<typeof useAdminBookingsLazyQuery>;
export type AdminBookingsSuspenseQueryHookResult = ReturnType<typeof useAdminBookingsSuspenseQuery>;
export type AdminBookingsQueryResult = ApolloReactCommon.QueryResult<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const BookingFilterAdminEventsDocument = gql`
    query BookingFilterAdminEvents {
  adminEvents {
    id
    name
    occasions {
      ...BookingChoiceOccasionFields
    }
  }
}
    ${BookingChoiceOccasionFieldsFragmentDoc}`;

/**
 * __useBookingFilterAdminEventsQuery__
 *
 * To run a query within a React component, call `useBookingFilterAdminEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingFilterAdminEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingFilterAdminEventsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingFilterAdminEventsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>(BookingFilterAdminEventsDocument, options);
      }
export function useBookingFilterAdminEventsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>(BookingFilterAdminEventsDocument, options);
        }
// @ts-ignore
export function useBookingFilterAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>;
// @ts-ignore
export function useBookingFilterAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFilterAdminEventsQuery | undefined, BookingFilterAdminEventsQueryVariables>;
export function useBookingFilterAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>(BookingFilterAdminEventsDocument, options);
        }
export type BookingFilterAdminEventsQueryHookResult = ReturnType<typeof useBookingFilterAdminEventsQuery>;
export type BookingFilterAdminEventsLazyQueryHookResult = ReturnType<typeof useBookingFilterAdminEventsLazyQuery>;
export type BookingFilterAdminEventsSuspenseQueryHookResult = ReturnType<typeof useBookingFilterAdminEventsSuspenseQuery>;
export type BookingFilterAdminEventsQueryResult = ApolloReactCommon.QueryResult<BookingFilterAdminEventsQuery, BookingFilterAdminEventsQueryVariables>;
export const BookingFilterPublicEventsDocument = gql`
    query BookingFilterPublicEvents {
  events {
    id
    name
    occasions {
      ...BookingChoiceOccasionFields
    }
  }
}
    ${BookingChoiceOccasionFieldsFragmentDoc}`;

/**
 * __useBookingFilterPublicEventsQuery__
 *
 * To run a query within a React component, call `useBookingFilterPublicEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingFilterPublicEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingFilterPublicEventsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingFilterPublicEventsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>(BookingFilterPublicEventsDocument, options);
      }
export function useBookingFilterPublicEventsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>(BookingFilterPublicEventsDocument, options);
        }
// @ts-ignore
export function useBookingFilterPublicEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>;
// @ts-ignore
export function useBookingFilterPublicEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFilterPublicEventsQuery | undefined, BookingFilterPublicEventsQueryVariables>;
export function useBookingFilterPublicEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>(BookingFilterPublicEventsDocument, options);
        }
export type BookingFilterPublicEventsQueryHookResult = ReturnType<typeof useBookingFilterPublicEventsQuery>;
export type BookingFilterPublicEventsLazyQueryHookResult = ReturnType<typeof useBookingFilterPublicEventsLazyQuery>;
export type BookingFilterPublicEventsSuspenseQueryHookResult = ReturnType<typeof useBookingFilterPublicEventsSuspenseQuery>;
export type BookingFilterPublicEventsQueryResult = ApolloReactCommon.QueryResult<BookingFilterPublicEventsQuery, BookingFilterPublicEventsQueryVariables>;
export const AdminBookingDocument = gql`
    query AdminBooking($id: ID!) {
  booking(id: $id) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useAdminBookingQuery__
 *
 * To run a query within a React component, call `useAdminBookingQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminBookingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminBookingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminBookingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminBookingQuery, AdminBookingQueryVariables> & ({ variables: AdminBookingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminBookingQuery, AdminBookingQueryVariables>(AdminBookingDocument, options);
      }
export function useAdminBookingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminBookingQuery, AdminBookingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminBookingQuery, AdminBookingQueryVariables>(AdminBookingDocument, options);
        }
// @ts-ignore
export function useAdminBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingQuery, AdminBookingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingQuery, AdminBookingQueryVariables>;
// @ts-ignore
export function useAdminBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingQuery, AdminBookingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBookingQuery | undefined, AdminBookingQueryVariables>;
export function useAdminBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBookingQuery, AdminBookingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminBookingQuery, AdminBookingQueryVariables>(AdminBookingDocument, options);
        }
export type AdminBookingQueryHookResult = ReturnType<typeof useAdminBookingQuery>;
export type AdminBookingLazyQueryHookResult = ReturnType<typeof useAdminBookingLazyQuery>;
export type AdminBookingSuspenseQueryHookResult = ReturnType<typeof useAdminBookingSuspenseQuery>;
export type AdminBookingQueryResult = ApolloReactCommon.QueryResult<AdminBookingQuery, AdminBookingQueryVariables>;
export const BookingAdminOccasionDocument = gql`
    query BookingAdminOccasion($id: ID!) {
  adminOccasion(id: $id) {
    ...BookingOccasionFields
  }
}
    ${BookingOccasionFieldsFragmentDoc}`;

/**
 * __useBookingAdminOccasionQuery__
 *
 * To run a query within a React component, call `useBookingAdminOccasionQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingAdminOccasionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingAdminOccasionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingAdminOccasionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables> & ({ variables: BookingAdminOccasionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>(BookingAdminOccasionDocument, options);
      }
export function useBookingAdminOccasionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>(BookingAdminOccasionDocument, options);
        }
// @ts-ignore
export function useBookingAdminOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>;
// @ts-ignore
export function useBookingAdminOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingAdminOccasionQuery | undefined, BookingAdminOccasionQueryVariables>;
export function useBookingAdminOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>(BookingAdminOccasionDocument, options);
        }
export type BookingAdminOccasionQueryHookResult = ReturnType<typeof useBookingAdminOccasionQuery>;
export type BookingAdminOccasionLazyQueryHookResult = ReturnType<typeof useBookingAdminOccasionLazyQuery>;
export type BookingAdminOccasionSuspenseQueryHookResult = ReturnType<typeof useBookingAdminOccasionSuspenseQuery>;
export type BookingAdminOccasionQueryResult = ApolloReactCommon.QueryResult<BookingAdminOccasionQuery, BookingAdminOccasionQueryVariables>;
export const BookingPublicOccasionDocument = gql`
    query BookingPublicOccasion($id: ID!) {
  occasion(id: $id) {
    ...BookingOccasionFields
  }
}
    ${BookingOccasionFieldsFragmentDoc}`;

/**
 * __useBookingPublicOccasionQuery__
 *
 * To run a query within a React component, call `useBookingPublicOccasionQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingPublicOccasionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingPublicOccasionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingPublicOccasionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables> & ({ variables: BookingPublicOccasionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>(BookingPublicOccasionDocument, options);
      }
export function useBookingPublicOccasionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>(BookingPublicOccasionDocument, options);
        }
// @ts-ignore
export function useBookingPublicOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>;
// @ts-ignore
export function useBookingPublicOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingPublicOccasionQuery | undefined, BookingPublicOccasionQueryVariables>;
export function useBookingPublicOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>(BookingPublicOccasionDocument, options);
        }
export type BookingPublicOccasionQueryHookResult = ReturnType<typeof useBookingPublicOccasionQuery>;
export type BookingPublicOccasionLazyQueryHookResult = ReturnType<typeof useBookingPublicOccasionLazyQuery>;
export type BookingPublicOccasionSuspenseQueryHookResult = ReturnType<typeof useBookingPublicOccasionSuspenseQuery>;
export type BookingPublicOccasionQueryResult = ApolloReactCommon.QueryResult<BookingPublicOccasionQuery, BookingPublicOccasionQueryVariables>;
export const BookingNamesDocument = gql`
    query BookingNames {
  ticketTypes {
    id
    name
    vat
  }
  spaceTypes {
    id
    name
  }
  addons {
    id
    name
  }
}
    `;

/**
 * __useBookingNamesQuery__
 *
 * To run a query within a React component, call `useBookingNamesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingNamesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingNamesQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingNamesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingNamesQuery, BookingNamesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingNamesQuery, BookingNamesQueryVariables>(BookingNamesDocument, options);
      }
export function useBookingNamesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingNamesQuery, BookingNamesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingNamesQuery, BookingNamesQueryVariables>(BookingNamesDocument, options);
        }
// @ts-ignore
export function useBookingNamesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingNamesQuery, BookingNamesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingNamesQuery, BookingNamesQueryVariables>;
// @ts-ignore
export function useBookingNamesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingNamesQuery, BookingNamesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingNamesQuery | undefined, BookingNamesQueryVariables>;
export function useBookingNamesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingNamesQuery, BookingNamesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingNamesQuery, BookingNamesQueryVariables>(BookingNamesDocument, options);
        }
export type BookingNamesQueryHookResult = ReturnType<typeof useBookingNamesQuery>;
export type BookingNamesLazyQueryHookResult = ReturnType<typeof useBookingNamesLazyQuery>;
export type BookingNamesSuspenseQueryHookResult = ReturnType<typeof useBookingNamesSuspenseQuery>;
export type BookingNamesQueryResult = ApolloReactCommon.QueryResult<BookingNamesQuery, BookingNamesQueryVariables>;
export const UpdateBookingClientDocument = gql`
    mutation UpdateBookingClient($id: ID!, $client: ClientInput!, $version: DateTimeISO!) {
  updateBooking(id: $id, input: {client: $client}, version: $version) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useUpdateBookingClientMutation__
 *
 * To run a mutation, you first call `useUpdateBookingClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateBookingClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateBookingClientMutation, { data, loading, error }] = useUpdateBookingClientMutation({
 *   variables: {
 *      id: // value for 'id'
 *      client: // value for 'client'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateBookingClientMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateBookingClientMutation, UpdateBookingClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateBookingClientMutation, UpdateBookingClientMutationVariables>(UpdateBookingClientDocument, options);
      }
export type UpdateBookingClientMutationHookResult = ReturnType<typeof useUpdateBookingClientMutation>;
export type UpdateBookingClientMutationResult = ApolloReactCommon.MutationResult<UpdateBookingClientMutation>;
export const MoveBookingTicketDocument = gql`
    mutation MoveBookingTicket($bookingId: ID!, $ticketId: ID!, $spaceId: ID!, $version: DateTimeISO!, $laterDates: Boolean) {
  moveTicket(
    bookingId: $bookingId
    ticketId: $ticketId
    spaceId: $spaceId
    version: $version
    laterDates: $laterDates
  ) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useMoveBookingTicketMutation__
 *
 * To run a mutation, you first call `useMoveBookingTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveBookingTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveBookingTicketMutation, { data, loading, error }] = useMoveBookingTicketMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      ticketId: // value for 'ticketId'
 *      spaceId: // value for 'spaceId'
 *      version: // value for 'version'
 *      laterDates: // value for 'laterDates'
 *   },
 * });
 */
export function useMoveBookingTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveBookingTicketMutation, MoveBookingTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveBookingTicketMutation, MoveBookingTicketMutationVariables>(MoveBookingTicketDocument, options);
      }
export type MoveBookingTicketMutationHookResult = ReturnType<typeof useMoveBookingTicketMutation>;
export type MoveBookingTicketMutationResult = ApolloReactCommon.MutationResult<MoveBookingTicketMutation>;
export const RemoveBookingTicketDocument = gql`
    mutation RemoveBookingTicket($bookingId: ID!, $ticketId: ID!, $version: DateTimeISO!) {
  removeBookingTicket(
    bookingId: $bookingId
    ticketId: $ticketId
    version: $version
  ) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useRemoveBookingTicketMutation__
 *
 * To run a mutation, you first call `useRemoveBookingTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveBookingTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeBookingTicketMutation, { data, loading, error }] = useRemoveBookingTicketMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      ticketId: // value for 'ticketId'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useRemoveBookingTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveBookingTicketMutation, RemoveBookingTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveBookingTicketMutation, RemoveBookingTicketMutationVariables>(RemoveBookingTicketDocument, options);
      }
export type RemoveBookingTicketMutationHookResult = ReturnType<typeof useRemoveBookingTicketMutation>;
export type RemoveBookingTicketMutationResult = ApolloReactCommon.MutationResult<RemoveBookingTicketMutation>;
export const CancelBookingDocument = gql`
    mutation CancelBooking($id: ID!, $reason: String, $version: DateTimeISO!) {
  cancelBooking(id: $id, reason: $reason, version: $version) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useCancelBookingMutation__
 *
 * To run a mutation, you first call `useCancelBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelBookingMutation, { data, loading, error }] = useCancelBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useCancelBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelBookingMutation, CancelBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelBookingMutation, CancelBookingMutationVariables>(CancelBookingDocument, options);
      }
export type CancelBookingMutationHookResult = ReturnType<typeof useCancelBookingMutation>;
export type CancelBookingMutationResult = ApolloReactCommon.MutationResult<CancelBookingMutation>;
export const ChangeBookingTicketTypeDocument = gql`
    mutation ChangeBookingTicketType($bookingId: ID!, $ticketId: ID!, $ticketTypeId: ID!, $version: DateTimeISO!) {
  changeTicketType(
    bookingId: $bookingId
    ticketId: $ticketId
    ticketTypeId: $ticketTypeId
    version: $version
  ) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useChangeBookingTicketTypeMutation__
 *
 * To run a mutation, you first call `useChangeBookingTicketTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeBookingTicketTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeBookingTicketTypeMutation, { data, loading, error }] = useChangeBookingTicketTypeMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      ticketId: // value for 'ticketId'
 *      ticketTypeId: // value for 'ticketTypeId'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useChangeBookingTicketTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeBookingTicketTypeMutation, ChangeBookingTicketTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeBookingTicketTypeMutation, ChangeBookingTicketTypeMutationVariables>(ChangeBookingTicketTypeDocument, options);
      }
export type ChangeBookingTicketTypeMutationHookResult = ReturnType<typeof useChangeBookingTicketTypeMutation>;
export type ChangeBookingTicketTypeMutationResult = ApolloReactCommon.MutationResult<ChangeBookingTicketTypeMutation>;
export const CollectBookingBalanceDocument = gql`
    mutation CollectBookingBalance($bookingId: ID!, $version: DateTimeISO!) {
  collectBalance(bookingId: $bookingId, version: $version) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useCollectBookingBalanceMutation__
 *
 * To run a mutation, you first call `useCollectBookingBalanceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCollectBookingBalanceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [collectBookingBalanceMutation, { data, loading, error }] = useCollectBookingBalanceMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useCollectBookingBalanceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CollectBookingBalanceMutation, CollectBookingBalanceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CollectBookingBalanceMutation, CollectBookingBalanceMutationVariables>(CollectBookingBalanceDocument, options);
      }
export type CollectBookingBalanceMutationHookResult = ReturnType<typeof useCollectBookingBalanceMutation>;
export type CollectBookingBalanceMutationResult = ApolloReactCommon.MutationResult<CollectBookingBalanceMutation>;
export const RefundBookingDocument = gql`
    mutation RefundBooking($id: ID!, $version: DateTimeISO!) {
  refundBooking(id: $id, version: $version) {
    ...AdminBookingFields
  }
}
    ${AdminBookingFieldsFragmentDoc}
${AdminBookingTicketFieldsFragmentDoc}
${AdminBookingPaymentFieldsFragmentDoc}
${MoneyMovementFieldsFragmentDoc}`;

/**
 * __useRefundBookingMutation__
 *
 * To run a mutation, you first call `useRefundBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefundBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refundBookingMutation, { data, loading, error }] = useRefundBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useRefundBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RefundBookingMutation, RefundBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RefundBookingMutation, RefundBookingMutationVariables>(RefundBookingDocument, options);
      }
export type RefundBookingMutationHookResult = ReturnType<typeof useRefundBookingMutation>;
export type RefundBookingMutationResult = ApolloReactCommon.MutationResult<RefundBookingMutation>;
export const BookingFormSettingsDocument = gql`
    query BookingFormSettings {
  settings {
    requireAddress
    requireIdentityNumber
    timeZone
  }
}
    `;

/**
 * __useBookingFormSettingsQuery__
 *
 * To run a query within a React component, call `useBookingFormSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingFormSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingFormSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingFormSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>(BookingFormSettingsDocument, options);
      }
export function useBookingFormSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>(BookingFormSettingsDocument, options);
        }
// @ts-ignore
export function useBookingFormSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>;
// @ts-ignore
export function useBookingFormSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingFormSettingsQuery | undefined, BookingFormSettingsQueryVariables>;
export function useBookingFormSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>(BookingFormSettingsDocument, options);
        }
export type BookingFormSettingsQueryHookResult = ReturnType<typeof useBookingFormSettingsQuery>;
export type BookingFormSettingsLazyQueryHookResult = ReturnType<typeof useBookingFormSettingsLazyQuery>;
export type BookingFormSettingsSuspenseQueryHookResult = ReturnType<typeof useBookingFormSettingsSuspenseQuery>;
export type BookingFormSettingsQueryResult = ApolloReactCommon.QueryResult<BookingFormSettingsQuery, BookingFormSettingsQueryVariables>;
export const BookingChangePreviewDocument = gql`
    query BookingChangePreview($bookingId: ID!, $version: DateTimeISO!, $change: BookingChangeInput!) {
  bookingChangePreview(bookingId: $bookingId, version: $version, change: $change) {
    refunds {
      method
      amount
      destination
    }
    owes
    kept
  }
}
    `;

/**
 * __useBookingChangePreviewQuery__
 *
 * To run a query within a React component, call `useBookingChangePreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingChangePreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingChangePreviewQuery({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      version: // value for 'version'
 *      change: // value for 'change'
 *   },
 * });
 */
export function useBookingChangePreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingChangePreviewQuery, BookingChangePreviewQueryVariables> & ({ variables: BookingChangePreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>(BookingChangePreviewDocument, options);
      }
export function useBookingChangePreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>(BookingChangePreviewDocument, options);
        }
// @ts-ignore
export function useBookingChangePreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>;
// @ts-ignore
export function useBookingChangePreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingChangePreviewQuery | undefined, BookingChangePreviewQueryVariables>;
export function useBookingChangePreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>(BookingChangePreviewDocument, options);
        }
export type BookingChangePreviewQueryHookResult = ReturnType<typeof useBookingChangePreviewQuery>;
export type BookingChangePreviewLazyQueryHookResult = ReturnType<typeof useBookingChangePreviewLazyQuery>;
export type BookingChangePreviewSuspenseQueryHookResult = ReturnType<typeof useBookingChangePreviewSuspenseQuery>;
export type BookingChangePreviewQueryResult = ApolloReactCommon.QueryResult<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>;
export const OwedRefundsDocument = gql`
    query OwedRefunds {
  owedRefunds {
    ...OwedRefundFields
  }
}
    ${OwedRefundFieldsFragmentDoc}`;

/**
 * __useOwedRefundsQuery__
 *
 * To run a query within a React component, call `useOwedRefundsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwedRefundsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwedRefundsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOwedRefundsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OwedRefundsQuery, OwedRefundsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwedRefundsQuery, OwedRefundsQueryVariables>(OwedRefundsDocument, options);
      }
export function useOwedRefundsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwedRefundsQuery, OwedRefundsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwedRefundsQuery, OwedRefundsQueryVariables>(OwedRefundsDocument, options);
        }
// @ts-ignore
export function useOwedRefundsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwedRefundsQuery, OwedRefundsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwedRefundsQuery, OwedRefundsQueryVariables>;
// @ts-ignore
export function useOwedRefundsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwedRefundsQuery, OwedRefundsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwedRefundsQuery | undefined, OwedRefundsQueryVariables>;
export function useOwedRefundsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwedRefundsQuery, OwedRefundsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OwedRefundsQuery, OwedRefundsQueryVariables>(OwedRefundsDocument, options);
        }
export type OwedRefundsQueryHookResult = ReturnType<typeof useOwedRefundsQuery>;
export type OwedRefundsLazyQueryHookResult = ReturnType<typeof useOwedRefundsLazyQuery>;
export type OwedRefundsSuspenseQueryHookResult = ReturnType<typeof useOwedRefundsSuspenseQuery>;
export type OwedRefundsQueryResult = ApolloReactCommon.QueryResult<OwedRefundsQuery, OwedRefundsQueryVariables>;
export const MarkRefundedManuallyDocument = gql`
    mutation MarkRefundedManually($id: ID!, $how: String!, $note: String, $version: DateTimeISO!) {
  markRefundedManually(id: $id, how: $how, note: $note, version: $version) {
    ...OwedRefundFields
  }
}
    ${OwedRefundFieldsFragmentDoc}`;

/**
 * __useMarkRefundedManuallyMutation__
 *
 * To run a mutation, you first call `useMarkRefundedManuallyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkRefundedManuallyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markRefundedManuallyMutation, { data, loading, error }] = useMarkRefundedManuallyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      how: // value for 'how'
 *      note: // value for 'note'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useMarkRefundedManuallyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkRefundedManuallyMutation, MarkRefundedManuallyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkRefundedManuallyMutation, MarkRefundedManuallyMutationVariables>(MarkRefundedManuallyDocument, options);
      }
export type MarkRefundedManuallyMutationHookResult = ReturnType<typeof useMarkRefundedManuallyMutation>;
export type MarkRefundedManuallyMutationResult = ApolloReactCommon.MutationResult<MarkRefundedManuallyMutation>;
export const CatalogTicketTypesDocument = gql`
    query CatalogTicketTypes {
  ticketTypes {
    ...CatalogTicketTypeFields
  }
}
    ${CatalogTicketTypeFieldsFragmentDoc}`;

/**
 * __useCatalogTicketTypesQuery__
 *
 * To run a query within a React component, call `useCatalogTicketTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogTicketTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogTicketTypesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogTicketTypesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>(CatalogTicketTypesDocument, options);
      }
export function useCatalogTicketTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>(CatalogTicketTypesDocument, options);
        }
// @ts-ignore
export function useCatalogTicketTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>;
// @ts-ignore
export function useCatalogTicketTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogTicketTypesQuery | undefined, CatalogTicketTypesQueryVariables>;
export function useCatalogTicketTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>(CatalogTicketTypesDocument, options);
        }
export type CatalogTicketTypesQueryHookResult = ReturnType<typeof useCatalogTicketTypesQuery>;
export type CatalogTicketTypesLazyQueryHookResult = ReturnType<typeof useCatalogTicketTypesLazyQuery>;
export type CatalogTicketTypesSuspenseQueryHookResult = ReturnType<typeof useCatalogTicketTypesSuspenseQuery>;
export type CatalogTicketTypesQueryResult = ApolloReactCommon.QueryResult<CatalogTicketTypesQuery, CatalogTicketTypesQueryVariables>;
export const CreateTicketTypeDocument = gql`
    mutation CreateTicketType($input: TicketTypeInput!) {
  createTicketType(input: $input) {
    ...CatalogTicketTypeFields
  }
}
    ${CatalogTicketTypeFieldsFragmentDoc}`;

/**
 * __useCreateTicketTypeMutation__
 *
 * To run a mutation, you first call `useCreateTicketTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTicketTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTicketTypeMutation, { data, loading, error }] = useCreateTicketTypeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateTicketTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateTicketTypeMutation, CreateTicketTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateTicketTypeMutation, CreateTicketTypeMutationVariables>(CreateTicketTypeDocument, options);
      }
export type CreateTicketTypeMutationHookResult = ReturnType<typeof useCreateTicketTypeMutation>;
export type CreateTicketTypeMutationResult = ApolloReactCommon.MutationResult<CreateTicketTypeMutation>;
export const UpdateTicketTypeDocument = gql`
    mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {
  updateTicketType(id: $id, input: $input) {
    ...CatalogTicketTypeFields
  }
}
    ${CatalogTicketTypeFieldsFragmentDoc}`;

/**
 * __useUpdateTicketTypeMutation__
 *
 * To run a mutation, you first call `useUpdateTicketTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTicketTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTicketTypeMutation, { data, loading, error }] = useUpdateTicketTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateTicketTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTicketTypeMutation, UpdateTicketTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTicketTypeMutation, UpdateTicketTypeMutationVariables>(UpdateTicketTypeDocument, options);
      }
export type UpdateTicketTypeMutationHookResult = ReturnType<typeof useUpdateTicketTypeMutation>;
export type UpdateTicketTypeMutationResult = ApolloReactCommon.MutationResult<UpdateTicketTypeMutation>;
export const DeleteTicketTypeDocument = gql`
    mutation DeleteTicketType($id: ID!) {
  deleteTicketType(id: $id)
}
    `;

/**
 * __useDeleteTicketTypeMutation__
 *
 * To run a mutation, you first call `useDeleteTicketTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTicketTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTicketTypeMutation, { data, loading, error }] = useDeleteTicketTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteTicketTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteTicketTypeMutation, DeleteTicketTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteTicketTypeMutation, DeleteTicketTypeMutationVariables>(DeleteTicketTypeDocument, options);
      }
export type DeleteTicketTypeMutationHookResult = ReturnType<typeof useDeleteTicketTypeMutation>;
export type DeleteTicketTypeMutationResult = ApolloReactCommon.MutationResult<DeleteTicketTypeMutation>;
export const CatalogSpaceTypesDocument = gql`
    query CatalogSpaceTypes {
  spaceTypes {
    ...CatalogSpaceTypeFields
  }
}
    ${CatalogSpaceTypeFieldsFragmentDoc}`;

/**
 * __useCatalogSpaceTypesQuery__
 *
 * To run a query within a React component, call `useCatalogSpaceTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogSpaceTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogSpaceTypesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogSpaceTypesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>(CatalogSpaceTypesDocument, options);
      }
export function useCatalogSpaceTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>(CatalogSpaceTypesDocument, options);
        }
// @ts-ignore
export function useCatalogSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>;
// @ts-ignore
export function useCatalogSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogSpaceTypesQuery | undefined, CatalogSpaceTypesQueryVariables>;
export function useCatalogSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>(CatalogSpaceTypesDocument, options);
        }
export type CatalogSpaceTypesQueryHookResult = ReturnType<typeof useCatalogSpaceTypesQuery>;
export type CatalogSpaceTypesLazyQueryHookResult = ReturnType<typeof useCatalogSpaceTypesLazyQuery>;
export type CatalogSpaceTypesSuspenseQueryHookResult = ReturnType<typeof useCatalogSpaceTypesSuspenseQuery>;
export type CatalogSpaceTypesQueryResult = ApolloReactCommon.QueryResult<CatalogSpaceTypesQuery, CatalogSpaceTypesQueryVariables>;
export const CreateSpaceTypeDocument = gql`
    mutation CreateSpaceType($input: SpaceTypeInput!) {
  createSpaceType(input: $input) {
    ...CatalogSpaceTypeFields
  }
}
    ${CatalogSpaceTypeFieldsFragmentDoc}`;

/**
 * __useCreateSpaceTypeMutation__
 *
 * To run a mutation, you first call `useCreateSpaceTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSpaceTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSpaceTypeMutation, { data, loading, error }] = useCreateSpaceTypeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSpaceTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSpaceTypeMutation, CreateSpaceTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSpaceTypeMutation, CreateSpaceTypeMutationVariables>(CreateSpaceTypeDocument, options);
      }
export type CreateSpaceTypeMutationHookResult = ReturnType<typeof useCreateSpaceTypeMutation>;
export type CreateSpaceTypeMutationResult = ApolloReactCommon.MutationResult<CreateSpaceTypeMutation>;
export const UpdateSpaceTypeDocument = gql`
    mutation UpdateSpaceType($id: ID!, $input: SpaceTypeInput!) {
  updateSpaceType(id: $id, input: $input) {
    ...CatalogSpaceTypeFields
  }
}
    ${CatalogSpaceTypeFieldsFragmentDoc}`;

/**
 * __useUpdateSpaceTypeMutation__
 *
 * To run a mutation, you first call `useUpdateSpaceTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSpaceTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSpaceTypeMutation, { data, loading, error }] = useUpdateSpaceTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSpaceTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSpaceTypeMutation, UpdateSpaceTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSpaceTypeMutation, UpdateSpaceTypeMutationVariables>(UpdateSpaceTypeDocument, options);
      }
export type UpdateSpaceTypeMutationHookResult = ReturnType<typeof useUpdateSpaceTypeMutation>;
export type UpdateSpaceTypeMutationResult = ApolloReactCommon.MutationResult<UpdateSpaceTypeMutation>;
export const DeleteSpaceTypeDocument = gql`
    mutation DeleteSpaceType($id: ID!) {
  deleteSpaceType(id: $id)
}
    `;

/**
 * __useDeleteSpaceTypeMutation__
 *
 * To run a mutation, you first call `useDeleteSpaceTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSpaceTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSpaceTypeMutation, { data, loading, error }] = useDeleteSpaceTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSpaceTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteSpaceTypeMutation, DeleteSpaceTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteSpaceTypeMutation, DeleteSpaceTypeMutationVariables>(DeleteSpaceTypeDocument, options);
      }
export type DeleteSpaceTypeMutationHookResult = ReturnType<typeof useDeleteSpaceTypeMutation>;
export type DeleteSpaceTypeMutationResult = ApolloReactCommon.MutationResult<DeleteSpaceTypeMutation>;
export const CatalogAddonsDocument = gql`
    query CatalogAddons {
  adminAddons {
    ...CatalogAddonFields
  }
}
    ${CatalogAddonFieldsFragmentDoc}`;

/**
 * __useCatalogAddonsQuery__
 *
 * To run a query within a React component, call `useCatalogAddonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogAddonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogAddonsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogAddonsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogAddonsQuery, CatalogAddonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogAddonsQuery, CatalogAddonsQueryVariables>(CatalogAddonsDocument, options);
      }
export function useCatalogAddonsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogAddonsQuery, CatalogAddonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogAddonsQuery, CatalogAddonsQueryVariables>(CatalogAddonsDocument, options);
        }
// @ts-ignore
export function useCatalogAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogAddonsQuery, CatalogAddonsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogAddonsQuery, CatalogAddonsQueryVariables>;
// @ts-ignore
export function useCatalogAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogAddonsQuery, CatalogAddonsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogAddonsQuery | undefined, CatalogAddonsQueryVariables>;
export function useCatalogAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogAddonsQuery, CatalogAddonsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CatalogAddonsQuery, CatalogAddonsQueryVariables>(CatalogAddonsDocument, options);
        }
export type CatalogAddonsQueryHookResult = ReturnType<typeof useCatalogAddonsQuery>;
export type CatalogAddonsLazyQueryHookResult = ReturnType<typeof useCatalogAddonsLazyQuery>;
export type CatalogAddonsSuspenseQueryHookResult = ReturnType<typeof useCatalogAddonsSuspenseQuery>;
export type CatalogAddonsQueryResult = ApolloReactCommon.QueryResult<CatalogAddonsQuery, CatalogAddonsQueryVariables>;
export const CatalogEventChoicesDocument = gql`
    query CatalogEventChoices {
  adminEvents {
    id
    name
  }
}
    `;

/**
 * __useCatalogEventChoicesQuery__
 *
 * To run a query within a React component, call `useCatalogEventChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogEventChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogEventChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogEventChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>(CatalogEventChoicesDocument, options);
      }
export function useCatalogEventChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>(CatalogEventChoicesDocument, options);
        }
// @ts-ignore
export function useCatalogEventChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>;
// @ts-ignore
export function useCatalogEventChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogEventChoicesQuery | undefined, CatalogEventChoicesQueryVariables>;
export function useCatalogEventChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>(CatalogEventChoicesDocument, options);
        }
export type CatalogEventChoicesQueryHookResult = ReturnType<typeof useCatalogEventChoicesQuery>;
export type CatalogEventChoicesLazyQueryHookResult = ReturnType<typeof useCatalogEventChoicesLazyQuery>;
export type CatalogEventChoicesSuspenseQueryHookResult = ReturnType<typeof useCatalogEventChoicesSuspenseQuery>;
export type CatalogEventChoicesQueryResult = ApolloReactCommon.QueryResult<CatalogEventChoicesQuery, CatalogEventChoicesQueryVariables>;
export const CreateAddonDocument = gql`
    mutation CreateAddon($input: AddonInput!) {
  createAddon(input: $input) {
    ...CatalogAddonFields
  }
}
    ${CatalogAddonFieldsFragmentDoc}`;

/**
 * __useCreateAddonMutation__
 *
 * To run a mutation, you first call `useCreateAddonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAddonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAddonMutation, { data, loading, error }] = useCreateAddonMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAddonMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAddonMutation, CreateAddonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAddonMutation, CreateAddonMutationVariables>(CreateAddonDocument, options);
      }
export type CreateAddonMutationHookResult = ReturnType<typeof useCreateAddonMutation>;
export type CreateAddonMutationResult = ApolloReactCommon.MutationResult<CreateAddonMutation>;
export const UpdateAddonDocument = gql`
    mutation UpdateAddon($id: ID!, $input: AddonInput!) {
  updateAddon(id: $id, input: $input) {
    ...CatalogAddonFields
  }
}
    ${CatalogAddonFieldsFragmentDoc}`;

/**
 * __useUpdateAddonMutation__
 *
 * To run a mutation, you first call `useUpdateAddonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAddonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAddonMutation, { data, loading, error }] = useUpdateAddonMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAddonMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAddonMutation, UpdateAddonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAddonMutation, UpdateAddonMutationVariables>(UpdateAddonDocument, options);
      }
export type UpdateAddonMutationHookResult = ReturnType<typeof useUpdateAddonMutation>;
export type UpdateAddonMutationResult = ApolloReactCommon.MutationResult<UpdateAddonMutation>;
export const DeleteAddonDocument = gql`
    mutation DeleteAddon($id: ID!) {
  deleteAddon(id: $id)
}
    `;

/**
 * __useDeleteAddonMutation__
 *
 * To run a mutation, you first call `useDeleteAddonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAddonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAddonMutation, { data, loading, error }] = useDeleteAddonMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAddonMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAddonMutation, DeleteAddonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAddonMutation, DeleteAddonMutationVariables>(DeleteAddonDocument, options);
      }
export type DeleteAddonMutationHookResult = ReturnType<typeof useDeleteAddonMutation>;
export type DeleteAddonMutationResult = ApolloReactCommon.MutationResult<DeleteAddonMutation>;
export const DoorOccasionsDocument = gql`
    query DoorOccasions {
  doorOccasions {
    id
    eventName
    name
    startTime
  }
}
    `;

/**
 * __useDoorOccasionsQuery__
 *
 * To run a query within a React component, call `useDoorOccasionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDoorOccasionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDoorOccasionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDoorOccasionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DoorOccasionsQuery, DoorOccasionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DoorOccasionsQuery, DoorOccasionsQueryVariables>(DoorOccasionsDocument, options);
      }
export function useDoorOccasionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DoorOccasionsQuery, DoorOccasionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DoorOccasionsQuery, DoorOccasionsQueryVariables>(DoorOccasionsDocument, options);
        }
// @ts-ignore
export function useDoorOccasionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DoorOccasionsQuery, DoorOccasionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DoorOccasionsQuery, DoorOccasionsQueryVariables>;
// @ts-ignore
export function useDoorOccasionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DoorOccasionsQuery, DoorOccasionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DoorOccasionsQuery | undefined, DoorOccasionsQueryVariables>;
export function useDoorOccasionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DoorOccasionsQuery, DoorOccasionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<DoorOccasionsQuery, DoorOccasionsQueryVariables>(DoorOccasionsDocument, options);
        }
export type DoorOccasionsQueryHookResult = ReturnType<typeof useDoorOccasionsQuery>;
export type DoorOccasionsLazyQueryHookResult = ReturnType<typeof useDoorOccasionsLazyQuery>;
export type DoorOccasionsSuspenseQueryHookResult = ReturnType<typeof useDoorOccasionsSuspenseQuery>;
export type DoorOccasionsQueryResult = ApolloReactCommon.QueryResult<DoorOccasionsQuery, DoorOccasionsQueryVariables>;
export const CheckInCountsDocument = gql`
    query CheckInCounts($occasionId: ID!) {
  checkInCounts(occasionId: $occasionId) {
    admitted
    expected
  }
}
    `;

/**
 * __useCheckInCountsQuery__
 *
 * To run a query within a React component, call `useCheckInCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckInCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckInCountsQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useCheckInCountsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckInCountsQuery, CheckInCountsQueryVariables> & ({ variables: CheckInCountsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckInCountsQuery, CheckInCountsQueryVariables>(CheckInCountsDocument, options);
      }
export function useCheckInCountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckInCountsQuery, CheckInCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckInCountsQuery, CheckInCountsQueryVariables>(CheckInCountsDocument, options);
        }
// @ts-ignore
export function useCheckInCountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckInCountsQuery, CheckInCountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInCountsQuery, CheckInCountsQueryVariables>;
// @ts-ignore
export function useCheckInCountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInCountsQuery, CheckInCountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInCountsQuery | undefined, CheckInCountsQueryVariables>;
export function useCheckInCountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInCountsQuery, CheckInCountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CheckInCountsQuery, CheckInCountsQueryVariables>(CheckInCountsDocument, options);
        }
export type CheckInCountsQueryHookResult = ReturnType<typeof useCheckInCountsQuery>;
export type CheckInCountsLazyQueryHookResult = ReturnType<typeof useCheckInCountsLazyQuery>;
export type CheckInCountsSuspenseQueryHookResult = ReturnType<typeof useCheckInCountsSuspenseQuery>;
export type CheckInCountsQueryResult = ApolloReactCommon.QueryResult<CheckInCountsQuery, CheckInCountsQueryVariables>;
export const CheckInTicketDocument = gql`
    mutation CheckInTicket($occasionId: ID!, $code: String!, $device: String!) {
  checkInTicket(occasionId: $occasionId, code: $code, device: $device) {
    outcome
    spaceLabel
    ticketTypeName
    addonNames
    checkedInAt
    checkedInBy
    ticketOccasion {
      id
      eventName
      name
      startTime
    }
    counts {
      admitted
      expected
    }
  }
}
    `;

/**
 * __useCheckInTicketMutation__
 *
 * To run a mutation, you first call `useCheckInTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckInTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkInTicketMutation, { data, loading, error }] = useCheckInTicketMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      code: // value for 'code'
 *      device: // value for 'device'
 *   },
 * });
 */
export function useCheckInTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckInTicketMutation, CheckInTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckInTicketMutation, CheckInTicketMutationVariables>(CheckInTicketDocument, options);
      }
export type CheckInTicketMutationHookResult = ReturnType<typeof useCheckInTicketMutation>;
export type CheckInTicketMutationResult = ApolloReactCommon.MutationResult<CheckInTicketMutation>;
export const AdminEventsDocument = gql`
    query AdminEvents {
  adminEvents {
    id
    name
    published
    status
    occasions {
      id
      startTime
    }
    missingTranslations {
      language
      kind
      subjectId
      message
    }
  }
}
    `;

/**
 * __useAdminEventsQuery__
 *
 * To run a query within a React component, call `useAdminEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminEventsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminEventsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminEventsQuery, AdminEventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminEventsQuery, AdminEventsQueryVariables>(AdminEventsDocument, options);
      }
export function useAdminEventsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminEventsQuery, AdminEventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminEventsQuery, AdminEventsQueryVariables>(AdminEventsDocument, options);
        }
// @ts-ignore
export function useAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminEventsQuery, AdminEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventsQuery, AdminEventsQueryVariables>;
// @ts-ignore
export function useAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventsQuery, AdminEventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventsQuery | undefined, AdminEventsQueryVariables>;
export function useAdminEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventsQuery, AdminEventsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminEventsQuery, AdminEventsQueryVariables>(AdminEventsDocument, options);
        }
export type AdminEventsQueryHookResult = ReturnType<typeof useAdminEventsQuery>;
export type AdminEventsLazyQueryHookResult = ReturnType<typeof useAdminEventsLazyQuery>;
export type AdminEventsSuspenseQueryHookResult = ReturnType<typeof useAdminEventsSuspenseQuery>;
export type AdminEventsQueryResult = ApolloReactCommon.QueryResult<AdminEventsQuery, AdminEventsQueryVariables>;
export const AdminEventOverviewDocument = gql`
    query AdminEventOverview($id: ID!) {
  adminEvent(id: $id) {
    id
    name
    description
    published
    status
    plan {
      id
      name
    }
    occasions {
      ...AdminEventOccasionRow
    }
  }
}
    ${AdminEventOccasionRowFragmentDoc}`;

/**
 * __useAdminEventOverviewQuery__
 *
 * To run a query within a React component, call `useAdminEventOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminEventOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminEventOverviewQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminEventOverviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminEventOverviewQuery, AdminEventOverviewQueryVariables> & ({ variables: AdminEventOverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>(AdminEventOverviewDocument, options);
      }
export function useAdminEventOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>(AdminEventOverviewDocument, options);
        }
// @ts-ignore
export function useAdminEventOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>;
// @ts-ignore
export function useAdminEventOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventOverviewQuery | undefined, AdminEventOverviewQueryVariables>;
export function useAdminEventOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>(AdminEventOverviewDocument, options);
        }
export type AdminEventOverviewQueryHookResult = ReturnType<typeof useAdminEventOverviewQuery>;
export type AdminEventOverviewLazyQueryHookResult = ReturnType<typeof useAdminEventOverviewLazyQuery>;
export type AdminEventOverviewSuspenseQueryHookResult = ReturnType<typeof useAdminEventOverviewSuspenseQuery>;
export type AdminEventOverviewQueryResult = ApolloReactCommon.QueryResult<AdminEventOverviewQuery, AdminEventOverviewQueryVariables>;
export const AdminEventFormOptionsDocument = gql`
    query AdminEventFormOptions {
  plans {
    id
    name
  }
  ticketTypes {
    id
    name
    vat
  }
  adminAddons {
    id
    name
    active
  }
}
    `;

/**
 * __useAdminEventFormOptionsQuery__
 *
 * To run a query within a React component, call `useAdminEventFormOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminEventFormOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminEventFormOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminEventFormOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>(AdminEventFormOptionsDocument, options);
      }
export function useAdminEventFormOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>(AdminEventFormOptionsDocument, options);
        }
// @ts-ignore
export function useAdminEventFormOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>;
// @ts-ignore
export function useAdminEventFormOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventFormOptionsQuery | undefined, AdminEventFormOptionsQueryVariables>;
export function useAdminEventFormOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>(AdminEventFormOptionsDocument, options);
        }
export type AdminEventFormOptionsQueryHookResult = ReturnType<typeof useAdminEventFormOptionsQuery>;
export type AdminEventFormOptionsLazyQueryHookResult = ReturnType<typeof useAdminEventFormOptionsLazyQuery>;
export type AdminEventFormOptionsSuspenseQueryHookResult = ReturnType<typeof useAdminEventFormOptionsSuspenseQuery>;
export type AdminEventFormOptionsQueryResult = ApolloReactCommon.QueryResult<AdminEventFormOptionsQuery, AdminEventFormOptionsQueryVariables>;
export const AdminPlanPriceZonesDocument = gql`
    query AdminPlanPriceZones($id: ID!) {
  plan(id: $id) {
    id
    priceZones {
      id
      name
    }
  }
}
    `;

/**
 * __useAdminPlanPriceZonesQuery__
 *
 * To run a query within a React component, call `useAdminPlanPriceZonesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlanPriceZonesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlanPriceZonesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminPlanPriceZonesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables> & ({ variables: AdminPlanPriceZonesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>(AdminPlanPriceZonesDocument, options);
      }
export function useAdminPlanPriceZonesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>(AdminPlanPriceZonesDocument, options);
        }
// @ts-ignore
export function useAdminPlanPriceZonesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>;
// @ts-ignore
export function useAdminPlanPriceZonesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanPriceZonesQuery | undefined, AdminPlanPriceZonesQueryVariables>;
export function useAdminPlanPriceZonesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>(AdminPlanPriceZonesDocument, options);
        }
export type AdminPlanPriceZonesQueryHookResult = ReturnType<typeof useAdminPlanPriceZonesQuery>;
export type AdminPlanPriceZonesLazyQueryHookResult = ReturnType<typeof useAdminPlanPriceZonesLazyQuery>;
export type AdminPlanPriceZonesSuspenseQueryHookResult = ReturnType<typeof useAdminPlanPriceZonesSuspenseQuery>;
export type AdminPlanPriceZonesQueryResult = ApolloReactCommon.QueryResult<AdminPlanPriceZonesQuery, AdminPlanPriceZonesQueryVariables>;
export const AdminEventFormDocument = gql`
    query AdminEventForm($id: ID!) {
  adminEvent(id: $id) {
    ...AdminEventFormFields
  }
}
    ${AdminEventFormFieldsFragmentDoc}`;

/**
 * __useAdminEventFormQuery__
 *
 * To run a query within a React component, call `useAdminEventFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminEventFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminEventFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminEventFormQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminEventFormQuery, AdminEventFormQueryVariables> & ({ variables: AdminEventFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminEventFormQuery, AdminEventFormQueryVariables>(AdminEventFormDocument, options);
      }
export function useAdminEventFormLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminEventFormQuery, AdminEventFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminEventFormQuery, AdminEventFormQueryVariables>(AdminEventFormDocument, options);
        }
// @ts-ignore
export function useAdminEventFormSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormQuery, AdminEventFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventFormQuery, AdminEventFormQueryVariables>;
// @ts-ignore
export function useAdminEventFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormQuery, AdminEventFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventFormQuery | undefined, AdminEventFormQueryVariables>;
export function useAdminEventFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventFormQuery, AdminEventFormQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminEventFormQuery, AdminEventFormQueryVariables>(AdminEventFormDocument, options);
        }
export type AdminEventFormQueryHookResult = ReturnType<typeof useAdminEventFormQuery>;
export type AdminEventFormLazyQueryHookResult = ReturnType<typeof useAdminEventFormLazyQuery>;
export type AdminEventFormSuspenseQueryHookResult = ReturnType<typeof useAdminEventFormSuspenseQuery>;
export type AdminEventFormQueryResult = ApolloReactCommon.QueryResult<AdminEventFormQuery, AdminEventFormQueryVariables>;
export const CreateEventDocument = gql`
    mutation CreateEvent($input: EventInput!) {
  createEvent(input: $input) {
    ...AdminEventSavedFields
  }
}
    ${AdminEventSavedFieldsFragmentDoc}
${AdminEventFormFieldsFragmentDoc}`;

/**
 * __useCreateEventMutation__
 *
 * To run a mutation, you first call `useCreateEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createEventMutation, { data, loading, error }] = useCreateEventMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateEventMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateEventMutation, CreateEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateEventMutation, CreateEventMutationVariables>(CreateEventDocument, options);
      }
export type CreateEventMutationHookResult = ReturnType<typeof useCreateEventMutation>;
export type CreateEventMutationResult = ApolloReactCommon.MutationResult<CreateEventMutation>;
export const UpdateEventDocument = gql`
    mutation UpdateEvent($id: ID!, $input: EventInput!, $version: DateTimeISO!) {
  updateEvent(id: $id, input: $input, version: $version) {
    ...AdminEventSavedFields
  }
}
    ${AdminEventSavedFieldsFragmentDoc}
${AdminEventFormFieldsFragmentDoc}`;

/**
 * __useUpdateEventMutation__
 *
 * To run a mutation, you first call `useUpdateEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateEventMutation, { data, loading, error }] = useUpdateEventMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateEventMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateEventMutation, UpdateEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateEventMutation, UpdateEventMutationVariables>(UpdateEventDocument, options);
      }
export type UpdateEventMutationHookResult = ReturnType<typeof useUpdateEventMutation>;
export type UpdateEventMutationResult = ApolloReactCommon.MutationResult<UpdateEventMutation>;
export const DeleteEventDocument = gql`
    mutation DeleteEvent($id: ID!) {
  deleteEvent(id: $id)
}
    `;

/**
 * __useDeleteEventMutation__
 *
 * To run a mutation, you first call `useDeleteEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteEventMutation, { data, loading, error }] = useDeleteEventMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteEventMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteEventMutation, DeleteEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteEventMutation, DeleteEventMutationVariables>(DeleteEventDocument, options);
      }
export type DeleteEventMutationHookResult = ReturnType<typeof useDeleteEventMutation>;
export type DeleteEventMutationResult = ApolloReactCommon.MutationResult<DeleteEventMutation>;
export const AdminOccasionFormEventDocument = gql`
    query AdminOccasionFormEvent($eventId: ID!) {
  adminEvent(id: $eventId) {
    id
    name
    planId
    plan {
      id
      name
    }
    prices {
      ticketTypeId
      price
    }
  }
}
    `;

/**
 * __useAdminOccasionFormEventQuery__
 *
 * To run a query within a React component, call `useAdminOccasionFormEventQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOccasionFormEventQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOccasionFormEventQuery({
 *   variables: {
 *      eventId: // value for 'eventId'
 *   },
 * });
 */
export function useAdminOccasionFormEventQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables> & ({ variables: AdminOccasionFormEventQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>(AdminOccasionFormEventDocument, options);
      }
export function useAdminOccasionFormEventLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>(AdminOccasionFormEventDocument, options);
        }
// @ts-ignore
export function useAdminOccasionFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>;
// @ts-ignore
export function useAdminOccasionFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOccasionFormEventQuery | undefined, AdminOccasionFormEventQueryVariables>;
export function useAdminOccasionFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>(AdminOccasionFormEventDocument, options);
        }
export type AdminOccasionFormEventQueryHookResult = ReturnType<typeof useAdminOccasionFormEventQuery>;
export type AdminOccasionFormEventLazyQueryHookResult = ReturnType<typeof useAdminOccasionFormEventLazyQuery>;
export type AdminOccasionFormEventSuspenseQueryHookResult = ReturnType<typeof useAdminOccasionFormEventSuspenseQuery>;
export type AdminOccasionFormEventQueryResult = ApolloReactCommon.QueryResult<AdminOccasionFormEventQuery, AdminOccasionFormEventQueryVariables>;
export const AdminOccasionFormDocument = gql`
    query AdminOccasionForm($id: ID!) {
  adminOccasion(id: $id) {
    ...AdminOccasionFormFields
  }
}
    ${AdminOccasionFormFieldsFragmentDoc}`;

/**
 * __useAdminOccasionFormQuery__
 *
 * To run a query within a React component, call `useAdminOccasionFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOccasionFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOccasionFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminOccasionFormQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminOccasionFormQuery, AdminOccasionFormQueryVariables> & ({ variables: AdminOccasionFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>(AdminOccasionFormDocument, options);
      }
export function useAdminOccasionFormLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>(AdminOccasionFormDocument, options);
        }
// @ts-ignore
export function useAdminOccasionFormSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>;
// @ts-ignore
export function useAdminOccasionFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOccasionFormQuery | undefined, AdminOccasionFormQueryVariables>;
export function useAdminOccasionFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>(AdminOccasionFormDocument, options);
        }
export type AdminOccasionFormQueryHookResult = ReturnType<typeof useAdminOccasionFormQuery>;
export type AdminOccasionFormLazyQueryHookResult = ReturnType<typeof useAdminOccasionFormLazyQuery>;
export type AdminOccasionFormSuspenseQueryHookResult = ReturnType<typeof useAdminOccasionFormSuspenseQuery>;
export type AdminOccasionFormQueryResult = ApolloReactCommon.QueryResult<AdminOccasionFormQuery, AdminOccasionFormQueryVariables>;
export const CreateOccasionDocument = gql`
    mutation CreateOccasion($eventId: ID!, $input: OccasionInput!) {
  createOccasion(eventId: $eventId, input: $input) {
    ...AdminOccasionFormFields
  }
}
    ${AdminOccasionFormFieldsFragmentDoc}`;

/**
 * __useCreateOccasionMutation__
 *
 * To run a mutation, you first call `useCreateOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOccasionMutation, { data, loading, error }] = useCreateOccasionMutation({
 *   variables: {
 *      eventId: // value for 'eventId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOccasionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateOccasionMutation, CreateOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateOccasionMutation, CreateOccasionMutationVariables>(CreateOccasionDocument, options);
      }
export type CreateOccasionMutationHookResult = ReturnType<typeof useCreateOccasionMutation>;
export type CreateOccasionMutationResult = ApolloReactCommon.MutationResult<CreateOccasionMutation>;
export const UpdateOccasionDocument = gql`
    mutation UpdateOccasion($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) {
  updateOccasion(id: $id, input: $input, version: $version) {
    ...AdminOccasionFormFields
    title
  }
}
    ${AdminOccasionFormFieldsFragmentDoc}`;

/**
 * __useUpdateOccasionMutation__
 *
 * To run a mutation, you first call `useUpdateOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOccasionMutation, { data, loading, error }] = useUpdateOccasionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateOccasionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOccasionMutation, UpdateOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateOccasionMutation, UpdateOccasionMutationVariables>(UpdateOccasionDocument, options);
      }
export type UpdateOccasionMutationHookResult = ReturnType<typeof useUpdateOccasionMutation>;
export type UpdateOccasionMutationResult = ApolloReactCommon.MutationResult<UpdateOccasionMutation>;
export const SetOccasionEndTimeDocument = gql`
    mutation SetOccasionEndTime($id: ID!, $endTime: DateTimeISO, $version: DateTimeISO!) {
  setOccasionEndTime(id: $id, endTime: $endTime, version: $version) {
    id
    endTime
    updatedAt
  }
}
    `;

/**
 * __useSetOccasionEndTimeMutation__
 *
 * To run a mutation, you first call `useSetOccasionEndTimeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOccasionEndTimeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOccasionEndTimeMutation, { data, loading, error }] = useSetOccasionEndTimeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      endTime: // value for 'endTime'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useSetOccasionEndTimeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetOccasionEndTimeMutation, SetOccasionEndTimeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetOccasionEndTimeMutation, SetOccasionEndTimeMutationVariables>(SetOccasionEndTimeDocument, options);
      }
export type SetOccasionEndTimeMutationHookResult = ReturnType<typeof useSetOccasionEndTimeMutation>;
export type SetOccasionEndTimeMutationResult = ApolloReactCommon.MutationResult<SetOccasionEndTimeMutation>;
export const DeleteOccasionDocument = gql`
    mutation DeleteOccasion($id: ID!) {
  deleteOccasion(id: $id)
}
    `;

/**
 * __useDeleteOccasionMutation__
 *
 * To run a mutation, you first call `useDeleteOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOccasionMutation, { data, loading, error }] = useDeleteOccasionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteOccasionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteOccasionMutation, DeleteOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteOccasionMutation, DeleteOccasionMutationVariables>(DeleteOccasionDocument, options);
      }
export type DeleteOccasionMutationHookResult = ReturnType<typeof useDeleteOccasionMutation>;
export type DeleteOccasionMutationResult = ApolloReactCommon.MutationResult<DeleteOccasionMutation>;
export const OccasionAdminOverviewDocument = gql`
    query OccasionAdminOverview($id: ID!) {
  adminOccasion(id: $id) {
    id
    eventId
    name
    title
    startTime
    published
    status
    seasonal
    updatedAt
    availability {
      remaining
      total
    }
    occupancy {
      spaceId
      count
      maxTickets
    }
    occupancyTakenAt
    prices {
      price
      ticketTypeId
      priceZoneId
      ticketType {
        id
        name
      }
    }
    plan {
      id
      name
      styles
      spaces {
        id
        name
        label
        maxTickets
        priceZoneId
      }
    }
  }
}
    `;

/**
 * __useOccasionAdminOverviewQuery__
 *
 * To run a query within a React component, call `useOccasionAdminOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionAdminOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionAdminOverviewQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOccasionAdminOverviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables> & ({ variables: OccasionAdminOverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>(OccasionAdminOverviewDocument, options);
      }
export function useOccasionAdminOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>(OccasionAdminOverviewDocument, options);
        }
// @ts-ignore
export function useOccasionAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>;
// @ts-ignore
export function useOccasionAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminOverviewQuery | undefined, OccasionAdminOverviewQueryVariables>;
export function useOccasionAdminOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>(OccasionAdminOverviewDocument, options);
        }
export type OccasionAdminOverviewQueryHookResult = ReturnType<typeof useOccasionAdminOverviewQuery>;
export type OccasionAdminOverviewLazyQueryHookResult = ReturnType<typeof useOccasionAdminOverviewLazyQuery>;
export type OccasionAdminOverviewSuspenseQueryHookResult = ReturnType<typeof useOccasionAdminOverviewSuspenseQuery>;
export type OccasionAdminOverviewQueryResult = ApolloReactCommon.QueryResult<OccasionAdminOverviewQuery, OccasionAdminOverviewQueryVariables>;
export const OccasionAdminSettingsDocument = gql`
    query OccasionAdminSettings {
  settings {
    timeZone
    requireAddress
    requireIdentityNumber
  }
}
    `;

/**
 * __useOccasionAdminSettingsQuery__
 *
 * To run a query within a React component, call `useOccasionAdminSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionAdminSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionAdminSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOccasionAdminSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>(OccasionAdminSettingsDocument, options);
      }
export function useOccasionAdminSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>(OccasionAdminSettingsDocument, options);
        }
// @ts-ignore
export function useOccasionAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>;
// @ts-ignore
export function useOccasionAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminSettingsQuery | undefined, OccasionAdminSettingsQueryVariables>;
export function useOccasionAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>(OccasionAdminSettingsDocument, options);
        }
export type OccasionAdminSettingsQueryHookResult = ReturnType<typeof useOccasionAdminSettingsQuery>;
export type OccasionAdminSettingsLazyQueryHookResult = ReturnType<typeof useOccasionAdminSettingsLazyQuery>;
export type OccasionAdminSettingsSuspenseQueryHookResult = ReturnType<typeof useOccasionAdminSettingsSuspenseQuery>;
export type OccasionAdminSettingsQueryResult = ApolloReactCommon.QueryResult<OccasionAdminSettingsQuery, OccasionAdminSettingsQueryVariables>;
export const OccasionAdminTicketsDocument = gql`
    query OccasionAdminTickets($occasionId: ID!, $statuses: [String!]) {
  occasionTickets(occasionId: $occasionId, statuses: $statuses) {
    ...OccasionAdminTicketFields
  }
}
    ${OccasionAdminTicketFieldsFragmentDoc}`;

/**
 * __useOccasionAdminTicketsQuery__
 *
 * To run a query within a React component, call `useOccasionAdminTicketsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionAdminTicketsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionAdminTicketsQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useOccasionAdminTicketsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables> & ({ variables: OccasionAdminTicketsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>(OccasionAdminTicketsDocument, options);
      }
export function useOccasionAdminTicketsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>(OccasionAdminTicketsDocument, options);
        }
// @ts-ignore
export function useOccasionAdminTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>;
// @ts-ignore
export function useOccasionAdminTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionAdminTicketsQuery | undefined, OccasionAdminTicketsQueryVariables>;
export function useOccasionAdminTicketsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>(OccasionAdminTicketsDocument, options);
        }
export type OccasionAdminTicketsQueryHookResult = ReturnType<typeof useOccasionAdminTicketsQuery>;
export type OccasionAdminTicketsLazyQueryHookResult = ReturnType<typeof useOccasionAdminTicketsLazyQuery>;
export type OccasionAdminTicketsSuspenseQueryHookResult = ReturnType<typeof useOccasionAdminTicketsSuspenseQuery>;
export type OccasionAdminTicketsQueryResult = ApolloReactCommon.QueryResult<OccasionAdminTicketsQuery, OccasionAdminTicketsQueryVariables>;
export const OccasionAdminOccupancyDocument = gql`
    subscription OccasionAdminOccupancy($occasionId: ID!) {
  occupancyChanged(occasionId: $occasionId) {
    occasionId
    availability {
      remaining
      total
    }
    occupancy {
      spaceId
      count
      maxTickets
    }
    occupancyTakenAt
  }
}
    `;

/**
 * __useOccasionAdminOccupancySubscription__
 *
 * To run a query within a React component, call `useOccasionAdminOccupancySubscription` and pass it any options that fit your needs.
 * When your component renders, `useOccasionAdminOccupancySubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionAdminOccupancySubscription({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useOccasionAdminOccupancySubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<OccasionAdminOccupancySubscription, OccasionAdminOccupancySubscriptionVariables> & ({ variables: OccasionAdminOccupancySubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<OccasionAdminOccupancySubscription, OccasionAdminOccupancySubscriptionVariables>(OccasionAdminOccupancyDocument, options);
      }
export type OccasionAdminOccupancySubscriptionHookResult = ReturnType<typeof useOccasionAdminOccupancySubscription>;
export type OccasionAdminOccupancySubscriptionResult = ApolloReactCommon.SubscriptionResult<OccasionAdminOccupancySubscription>;
export const LockOccasionSpacesDocument = gql`
    mutation LockOccasionSpaces($occasionId: ID!, $spaceIds: [ID!]!) {
  lockSpaces(occasionId: $occasionId, spaceIds: $spaceIds) {
    id
    number
    status
  }
}
    `;

/**
 * __useLockOccasionSpacesMutation__
 *
 * To run a mutation, you first call `useLockOccasionSpacesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLockOccasionSpacesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lockOccasionSpacesMutation, { data, loading, error }] = useLockOccasionSpacesMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      spaceIds: // value for 'spaceIds'
 *   },
 * });
 */
export function useLockOccasionSpacesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LockOccasionSpacesMutation, LockOccasionSpacesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LockOccasionSpacesMutation, LockOccasionSpacesMutationVariables>(LockOccasionSpacesDocument, options);
      }
export type LockOccasionSpacesMutationHookResult = ReturnType<typeof useLockOccasionSpacesMutation>;
export type LockOccasionSpacesMutationResult = ApolloReactCommon.MutationResult<LockOccasionSpacesMutation>;
export const ReleaseOccasionSpacesDocument = gql`
    mutation ReleaseOccasionSpaces($occasionId: ID!, $spaceIds: [ID!]!) {
  releaseSpaces(occasionId: $occasionId, spaceIds: $spaceIds)
}
    `;

/**
 * __useReleaseOccasionSpacesMutation__
 *
 * To run a mutation, you first call `useReleaseOccasionSpacesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReleaseOccasionSpacesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [releaseOccasionSpacesMutation, { data, loading, error }] = useReleaseOccasionSpacesMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      spaceIds: // value for 'spaceIds'
 *   },
 * });
 */
export function useReleaseOccasionSpacesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReleaseOccasionSpacesMutation, ReleaseOccasionSpacesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReleaseOccasionSpacesMutation, ReleaseOccasionSpacesMutationVariables>(ReleaseOccasionSpacesDocument, options);
      }
export type ReleaseOccasionSpacesMutationHookResult = ReturnType<typeof useReleaseOccasionSpacesMutation>;
export type ReleaseOccasionSpacesMutationResult = ApolloReactCommon.MutationResult<ReleaseOccasionSpacesMutation>;
export const SellAtBoxOfficeDocument = gql`
    mutation SellAtBoxOffice($input: BoxOfficeBookingInput!) {
  createBoxOfficeBooking(input: $input) {
    id
    number
    status
    price
  }
}
    `;

/**
 * __useSellAtBoxOfficeMutation__
 *
 * To run a mutation, you first call `useSellAtBoxOfficeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSellAtBoxOfficeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sellAtBoxOfficeMutation, { data, loading, error }] = useSellAtBoxOfficeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSellAtBoxOfficeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SellAtBoxOfficeMutation, SellAtBoxOfficeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SellAtBoxOfficeMutation, SellAtBoxOfficeMutationVariables>(SellAtBoxOfficeDocument, options);
      }
export type SellAtBoxOfficeMutationHookResult = ReturnType<typeof useSellAtBoxOfficeMutation>;
export type SellAtBoxOfficeMutationResult = ApolloReactCommon.MutationResult<SellAtBoxOfficeMutation>;
export const OccasionCancellationDocument = gql`
    query OccasionCancellation($occasionId: ID!) {
  occasionCancellation(occasionId: $occasionId) {
    ...OccasionCancellationFields
  }
}
    ${OccasionCancellationFieldsFragmentDoc}`;

/**
 * __useOccasionCancellationQuery__
 *
 * To run a query within a React component, call `useOccasionCancellationQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionCancellationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionCancellationQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useOccasionCancellationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionCancellationQuery, OccasionCancellationQueryVariables> & ({ variables: OccasionCancellationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionCancellationQuery, OccasionCancellationQueryVariables>(OccasionCancellationDocument, options);
      }
export function useOccasionCancellationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionCancellationQuery, OccasionCancellationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionCancellationQuery, OccasionCancellationQueryVariables>(OccasionCancellationDocument, options);
        }
// @ts-ignore
export function useOccasionCancellationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionCancellationQuery, OccasionCancellationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionCancellationQuery, OccasionCancellationQueryVariables>;
// @ts-ignore
export function useOccasionCancellationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionCancellationQuery, OccasionCancellationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionCancellationQuery | undefined, OccasionCancellationQueryVariables>;
export function useOccasionCancellationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionCancellationQuery, OccasionCancellationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionCancellationQuery, OccasionCancellationQueryVariables>(OccasionCancellationDocument, options);
        }
export type OccasionCancellationQueryHookResult = ReturnType<typeof useOccasionCancellationQuery>;
export type OccasionCancellationLazyQueryHookResult = ReturnType<typeof useOccasionCancellationLazyQuery>;
export type OccasionCancellationSuspenseQueryHookResult = ReturnType<typeof useOccasionCancellationSuspenseQuery>;
export type OccasionCancellationQueryResult = ApolloReactCommon.QueryResult<OccasionCancellationQuery, OccasionCancellationQueryVariables>;
export const CancelOccasionDocument = gql`
    mutation CancelOccasion($occasionId: ID!, $reason: String) {
  cancelOccasion(occasionId: $occasionId, reason: $reason) {
    ...OccasionCancellationFields
  }
}
    ${OccasionCancellationFieldsFragmentDoc}`;

/**
 * __useCancelOccasionMutation__
 *
 * To run a mutation, you first call `useCancelOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelOccasionMutation, { data, loading, error }] = useCancelOccasionMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useCancelOccasionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelOccasionMutation, CancelOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelOccasionMutation, CancelOccasionMutationVariables>(CancelOccasionDocument, options);
      }
export type CancelOccasionMutationHookResult = ReturnType<typeof useCancelOccasionMutation>;
export type CancelOccasionMutationResult = ApolloReactCommon.MutationResult<CancelOccasionMutation>;
export const OccasionQueueRoomDocument = gql`
    query OccasionQueueRoom($occasionId: ID!) {
  queueRoom(occasionId: $occasionId) {
    ...QueueRoomFields
  }
}
    ${QueueRoomFieldsFragmentDoc}`;

/**
 * __useOccasionQueueRoomQuery__
 *
 * To run a query within a React component, call `useOccasionQueueRoomQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionQueueRoomQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionQueueRoomQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useOccasionQueueRoomQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables> & ({ variables: OccasionQueueRoomQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>(OccasionQueueRoomDocument, options);
      }
export function useOccasionQueueRoomLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>(OccasionQueueRoomDocument, options);
        }
// @ts-ignore
export function useOccasionQueueRoomSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>;
// @ts-ignore
export function useOccasionQueueRoomSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionQueueRoomQuery | undefined, OccasionQueueRoomQueryVariables>;
export function useOccasionQueueRoomSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>(OccasionQueueRoomDocument, options);
        }
export type OccasionQueueRoomQueryHookResult = ReturnType<typeof useOccasionQueueRoomQuery>;
export type OccasionQueueRoomLazyQueryHookResult = ReturnType<typeof useOccasionQueueRoomLazyQuery>;
export type OccasionQueueRoomSuspenseQueryHookResult = ReturnType<typeof useOccasionQueueRoomSuspenseQuery>;
export type OccasionQueueRoomQueryResult = ApolloReactCommon.QueryResult<OccasionQueueRoomQuery, OccasionQueueRoomQueryVariables>;
export const UpdateOccasionQueueRoomDocument = gql`
    mutation UpdateOccasionQueueRoom($occasionId: ID!, $input: QueueRoomInput!) {
  updateQueueRoom(occasionId: $occasionId, input: $input) {
    ...QueueRoomFields
  }
}
    ${QueueRoomFieldsFragmentDoc}`;

/**
 * __useUpdateOccasionQueueRoomMutation__
 *
 * To run a mutation, you first call `useUpdateOccasionQueueRoomMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOccasionQueueRoomMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOccasionQueueRoomMutation, { data, loading, error }] = useUpdateOccasionQueueRoomMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOccasionQueueRoomMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOccasionQueueRoomMutation, UpdateOccasionQueueRoomMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateOccasionQueueRoomMutation, UpdateOccasionQueueRoomMutationVariables>(UpdateOccasionQueueRoomDocument, options);
      }
export type UpdateOccasionQueueRoomMutationHookResult = ReturnType<typeof useUpdateOccasionQueueRoomMutation>;
export type UpdateOccasionQueueRoomMutationResult = ApolloReactCommon.MutationResult<UpdateOccasionQueueRoomMutation>;
export const CreateOccasionQueuePassDocument = gql`
    mutation CreateOccasionQueuePass($occasionId: ID!, $note: String!) {
  createQueuePass(occasionId: $occasionId, note: $note)
}
    `;

/**
 * __useCreateOccasionQueuePassMutation__
 *
 * To run a mutation, you first call `useCreateOccasionQueuePassMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOccasionQueuePassMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOccasionQueuePassMutation, { data, loading, error }] = useCreateOccasionQueuePassMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useCreateOccasionQueuePassMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateOccasionQueuePassMutation, CreateOccasionQueuePassMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateOccasionQueuePassMutation, CreateOccasionQueuePassMutationVariables>(CreateOccasionQueuePassDocument, options);
      }
export type CreateOccasionQueuePassMutationHookResult = ReturnType<typeof useCreateOccasionQueuePassMutation>;
export type CreateOccasionQueuePassMutationResult = ApolloReactCommon.MutationResult<CreateOccasionQueuePassMutation>;
export const NextSeasonProposalDocument = gql`
    query NextSeasonProposal($occasionId: ID!) {
  nextSeasonProposal(occasionId: $occasionId) {
    occasionId
    seasonal
    nextOccasionId
    nextEventId
    name
    eventNames {
      language
      text
    }
    startTime
    endTime
    bookableStartTime
    bookableEndTime
    headsUpDays
    renewals
    houseSeats
  }
}
    `;

/**
 * __useNextSeasonProposalQuery__
 *
 * To run a query within a React component, call `useNextSeasonProposalQuery` and pass it any options that fit your needs.
 * When your component renders, `useNextSeasonProposalQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNextSeasonProposalQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useNextSeasonProposalQuery(baseOptions: ApolloReactHooks.QueryHookOptions<NextSeasonProposalQuery, NextSeasonProposalQueryVariables> & ({ variables: NextSeasonProposalQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>(NextSeasonProposalDocument, options);
      }
export function useNextSeasonProposalLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>(NextSeasonProposalDocument, options);
        }
// @ts-ignore
export function useNextSeasonProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>;
// @ts-ignore
export function useNextSeasonProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NextSeasonProposalQuery | undefined, NextSeasonProposalQueryVariables>;
export function useNextSeasonProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>(NextSeasonProposalDocument, options);
        }
export type NextSeasonProposalQueryHookResult = ReturnType<typeof useNextSeasonProposalQuery>;
export type NextSeasonProposalLazyQueryHookResult = ReturnType<typeof useNextSeasonProposalLazyQuery>;
export type NextSeasonProposalSuspenseQueryHookResult = ReturnType<typeof useNextSeasonProposalSuspenseQuery>;
export type NextSeasonProposalQueryResult = ApolloReactCommon.QueryResult<NextSeasonProposalQuery, NextSeasonProposalQueryVariables>;
export const CreateNextSeasonDocument = gql`
    mutation CreateNextSeason($occasionId: ID!, $input: NextSeasonInput) {
  createNextSeason(occasionId: $occasionId, input: $input) {
    id
    eventId
  }
}
    `;

/**
 * __useCreateNextSeasonMutation__
 *
 * To run a mutation, you first call `useCreateNextSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNextSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNextSeasonMutation, { data, loading, error }] = useCreateNextSeasonMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNextSeasonMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNextSeasonMutation, CreateNextSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNextSeasonMutation, CreateNextSeasonMutationVariables>(CreateNextSeasonDocument, options);
      }
export type CreateNextSeasonMutationHookResult = ReturnType<typeof useCreateNextSeasonMutation>;
export type CreateNextSeasonMutationResult = ApolloReactCommon.MutationResult<CreateNextSeasonMutation>;
export const RenewalOverviewDocument = gql`
    query RenewalOverview($occasionId: ID!) {
  renewalOverview(occasionId: $occasionId) {
    occasionId
    previousOccasionId
    previousEventId
    nextOccasionId
    opensAt
    saleStartsAt
    total
    renewed
    partlyRenewed
    pending
    released
    unrenewedSpaceIds
    bookings {
      ...RenewalBookingFields
    }
  }
}
    ${RenewalBookingFieldsFragmentDoc}`;

/**
 * __useRenewalOverviewQuery__
 *
 * To run a query within a React component, call `useRenewalOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewalOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewalOverviewQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useRenewalOverviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewalOverviewQuery, RenewalOverviewQueryVariables> & ({ variables: RenewalOverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewalOverviewQuery, RenewalOverviewQueryVariables>(RenewalOverviewDocument, options);
      }
export function useRenewalOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewalOverviewQuery, RenewalOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewalOverviewQuery, RenewalOverviewQueryVariables>(RenewalOverviewDocument, options);
        }
// @ts-ignore
export function useRenewalOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RenewalOverviewQuery, RenewalOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalOverviewQuery, RenewalOverviewQueryVariables>;
// @ts-ignore
export function useRenewalOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalOverviewQuery, RenewalOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalOverviewQuery | undefined, RenewalOverviewQueryVariables>;
export function useRenewalOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalOverviewQuery, RenewalOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<RenewalOverviewQuery, RenewalOverviewQueryVariables>(RenewalOverviewDocument, options);
        }
export type RenewalOverviewQueryHookResult = ReturnType<typeof useRenewalOverviewQuery>;
export type RenewalOverviewLazyQueryHookResult = ReturnType<typeof useRenewalOverviewLazyQuery>;
export type RenewalOverviewSuspenseQueryHookResult = ReturnType<typeof useRenewalOverviewSuspenseQuery>;
export type RenewalOverviewQueryResult = ApolloReactCommon.QueryResult<RenewalOverviewQuery, RenewalOverviewQueryVariables>;
export const ResendRenewalLinkDocument = gql`
    mutation ResendRenewalLink($bookingId: ID!) {
  resendRenewalLink(bookingId: $bookingId) {
    ...RenewalBookingFields
  }
}
    ${RenewalBookingFieldsFragmentDoc}`;

/**
 * __useResendRenewalLinkMutation__
 *
 * To run a mutation, you first call `useResendRenewalLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendRenewalLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendRenewalLinkMutation, { data, loading, error }] = useResendRenewalLinkMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useResendRenewalLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendRenewalLinkMutation, ResendRenewalLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendRenewalLinkMutation, ResendRenewalLinkMutationVariables>(ResendRenewalLinkDocument, options);
      }
export type ResendRenewalLinkMutationHookResult = ReturnType<typeof useResendRenewalLinkMutation>;
export type ResendRenewalLinkMutationResult = ApolloReactCommon.MutationResult<ResendRenewalLinkMutation>;
export const ExtendRenewalDeadlineDocument = gql`
    mutation ExtendRenewalDeadline($bookingId: ID!, $deadline: DateTimeISO, $version: DateTimeISO!) {
  extendRenewalDeadline(
    bookingId: $bookingId
    deadline: $deadline
    version: $version
  ) {
    ...RenewalBookingFields
  }
}
    ${RenewalBookingFieldsFragmentDoc}`;

/**
 * __useExtendRenewalDeadlineMutation__
 *
 * To run a mutation, you first call `useExtendRenewalDeadlineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useExtendRenewalDeadlineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [extendRenewalDeadlineMutation, { data, loading, error }] = useExtendRenewalDeadlineMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      deadline: // value for 'deadline'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useExtendRenewalDeadlineMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ExtendRenewalDeadlineMutation, ExtendRenewalDeadlineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ExtendRenewalDeadlineMutation, ExtendRenewalDeadlineMutationVariables>(ExtendRenewalDeadlineDocument, options);
      }
export type ExtendRenewalDeadlineMutationHookResult = ReturnType<typeof useExtendRenewalDeadlineMutation>;
export type ExtendRenewalDeadlineMutationResult = ApolloReactCommon.MutationResult<ExtendRenewalDeadlineMutation>;
export const ReleaseRenewalDocument = gql`
    mutation ReleaseRenewal($bookingId: ID!, $version: DateTimeISO!) {
  releaseRenewal(bookingId: $bookingId, version: $version) {
    ...RenewalBookingFields
  }
}
    ${RenewalBookingFieldsFragmentDoc}`;

/**
 * __useReleaseRenewalMutation__
 *
 * To run a mutation, you first call `useReleaseRenewalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReleaseRenewalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [releaseRenewalMutation, { data, loading, error }] = useReleaseRenewalMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useReleaseRenewalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReleaseRenewalMutation, ReleaseRenewalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReleaseRenewalMutation, ReleaseRenewalMutationVariables>(ReleaseRenewalDocument, options);
      }
export type ReleaseRenewalMutationHookResult = ReturnType<typeof useReleaseRenewalMutation>;
export type ReleaseRenewalMutationResult = ApolloReactCommon.MutationResult<ReleaseRenewalMutation>;
export const SpaceSeasonHistoryDocument = gql`
    query SpaceSeasonHistory($occasionId: ID!, $spaceId: ID!) {
  spaceSeasonHistory(occasionId: $occasionId, spaceId: $spaceId) {
    occasionId
    eventName
    occasionName
    startTime
    bookingId
    bookingNumber
    bookingStatus
    clientName
    renewedFromPrevious
    renewal
  }
}
    `;

/**
 * __useSpaceSeasonHistoryQuery__
 *
 * To run a query within a React component, call `useSpaceSeasonHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useSpaceSeasonHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSpaceSeasonHistoryQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      spaceId: // value for 'spaceId'
 *   },
 * });
 */
export function useSpaceSeasonHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables> & ({ variables: SpaceSeasonHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>(SpaceSeasonHistoryDocument, options);
      }
export function useSpaceSeasonHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>(SpaceSeasonHistoryDocument, options);
        }
// @ts-ignore
export function useSpaceSeasonHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>;
// @ts-ignore
export function useSpaceSeasonHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SpaceSeasonHistoryQuery | undefined, SpaceSeasonHistoryQueryVariables>;
export function useSpaceSeasonHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>(SpaceSeasonHistoryDocument, options);
        }
export type SpaceSeasonHistoryQueryHookResult = ReturnType<typeof useSpaceSeasonHistoryQuery>;
export type SpaceSeasonHistoryLazyQueryHookResult = ReturnType<typeof useSpaceSeasonHistoryLazyQuery>;
export type SpaceSeasonHistorySuspenseQueryHookResult = ReturnType<typeof useSpaceSeasonHistorySuspenseQuery>;
export type SpaceSeasonHistoryQueryResult = ApolloReactCommon.QueryResult<SpaceSeasonHistoryQuery, SpaceSeasonHistoryQueryVariables>;
export const OccasionWaitingListDocument = gql`
    query OccasionWaitingList($occasionId: ID!) {
  waitingList(occasionId: $occasionId) {
    id
    position
    email
    partySize
    language
    status
    createdAt
    offeredAt
    offerExpiresAt
    bookingId
    bookingNumber
  }
}
    `;

/**
 * __useOccasionWaitingListQuery__
 *
 * To run a query within a React component, call `useOccasionWaitingListQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionWaitingListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionWaitingListQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useOccasionWaitingListQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionWaitingListQuery, OccasionWaitingListQueryVariables> & ({ variables: OccasionWaitingListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>(OccasionWaitingListDocument, options);
      }
export function useOccasionWaitingListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>(OccasionWaitingListDocument, options);
        }
// @ts-ignore
export function useOccasionWaitingListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>;
// @ts-ignore
export function useOccasionWaitingListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionWaitingListQuery | undefined, OccasionWaitingListQueryVariables>;
export function useOccasionWaitingListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>(OccasionWaitingListDocument, options);
        }
export type OccasionWaitingListQueryHookResult = ReturnType<typeof useOccasionWaitingListQuery>;
export type OccasionWaitingListLazyQueryHookResult = ReturnType<typeof useOccasionWaitingListLazyQuery>;
export type OccasionWaitingListSuspenseQueryHookResult = ReturnType<typeof useOccasionWaitingListSuspenseQuery>;
export type OccasionWaitingListQueryResult = ApolloReactCommon.QueryResult<OccasionWaitingListQuery, OccasionWaitingListQueryVariables>;
export const RemoveWaitingListEntryDocument = gql`
    mutation RemoveWaitingListEntry($id: ID!) {
  removeWaitingListEntry(id: $id)
}
    `;

/**
 * __useRemoveWaitingListEntryMutation__
 *
 * To run a mutation, you first call `useRemoveWaitingListEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveWaitingListEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeWaitingListEntryMutation, { data, loading, error }] = useRemoveWaitingListEntryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveWaitingListEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveWaitingListEntryMutation, RemoveWaitingListEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveWaitingListEntryMutation, RemoveWaitingListEntryMutationVariables>(RemoveWaitingListEntryDocument, options);
      }
export type RemoveWaitingListEntryMutationHookResult = ReturnType<typeof useRemoveWaitingListEntryMutation>;
export type RemoveWaitingListEntryMutationResult = ApolloReactCommon.MutationResult<RemoveWaitingListEntryMutation>;
export const AdminPlansDocument = gql`
    query AdminPlans {
  plans {
    id
    name
  }
  planUsage {
    planId
    spaces
    capacity
    occasions
  }
}
    `;

/**
 * __useAdminPlansQuery__
 *
 * To run a query within a React component, call `useAdminPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
      }
export function useAdminPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
        }
// @ts-ignore
export function useAdminPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlansQuery, AdminPlansQueryVariables>;
// @ts-ignore
export function useAdminPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlansQuery | undefined, AdminPlansQueryVariables>;
export function useAdminPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlansQuery, AdminPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminPlansQuery, AdminPlansQueryVariables>(AdminPlansDocument, options);
        }
export type AdminPlansQueryHookResult = ReturnType<typeof useAdminPlansQuery>;
export type AdminPlansLazyQueryHookResult = ReturnType<typeof useAdminPlansLazyQuery>;
export type AdminPlansSuspenseQueryHookResult = ReturnType<typeof useAdminPlansSuspenseQuery>;
export type AdminPlansQueryResult = ApolloReactCommon.QueryResult<AdminPlansQuery, AdminPlansQueryVariables>;
export const AdminPlanDocument = gql`
    query AdminPlan($id: ID!) {
  plan(id: $id) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useAdminPlanQuery__
 *
 * To run a query within a React component, call `useAdminPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlanQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminPlanQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminPlanQuery, AdminPlanQueryVariables> & ({ variables: AdminPlanQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPlanQuery, AdminPlanQueryVariables>(AdminPlanDocument, options);
      }
export function useAdminPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPlanQuery, AdminPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPlanQuery, AdminPlanQueryVariables>(AdminPlanDocument, options);
        }
// @ts-ignore
export function useAdminPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanQuery, AdminPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanQuery, AdminPlanQueryVariables>;
// @ts-ignore
export function useAdminPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanQuery, AdminPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanQuery | undefined, AdminPlanQueryVariables>;
export function useAdminPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanQuery, AdminPlanQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminPlanQuery, AdminPlanQueryVariables>(AdminPlanDocument, options);
        }
export type AdminPlanQueryHookResult = ReturnType<typeof useAdminPlanQuery>;
export type AdminPlanLazyQueryHookResult = ReturnType<typeof useAdminPlanLazyQuery>;
export type AdminPlanSuspenseQueryHookResult = ReturnType<typeof useAdminPlanSuspenseQuery>;
export type AdminPlanQueryResult = ApolloReactCommon.QueryResult<AdminPlanQuery, AdminPlanQueryVariables>;
export const AdminPlanMapRemovedDocument = gql`
    query AdminPlanMapRemoved($planId: ID!) {
  planMapRemoved(planId: $planId)
}
    `;

/**
 * __useAdminPlanMapRemovedQuery__
 *
 * To run a query within a React component, call `useAdminPlanMapRemovedQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlanMapRemovedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlanMapRemovedQuery({
 *   variables: {
 *      planId: // value for 'planId'
 *   },
 * });
 */
export function useAdminPlanMapRemovedQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables> & ({ variables: AdminPlanMapRemovedQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>(AdminPlanMapRemovedDocument, options);
      }
export function useAdminPlanMapRemovedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>(AdminPlanMapRemovedDocument, options);
        }
// @ts-ignore
export function useAdminPlanMapRemovedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>;
// @ts-ignore
export function useAdminPlanMapRemovedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanMapRemovedQuery | undefined, AdminPlanMapRemovedQueryVariables>;
export function useAdminPlanMapRemovedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>(AdminPlanMapRemovedDocument, options);
        }
export type AdminPlanMapRemovedQueryHookResult = ReturnType<typeof useAdminPlanMapRemovedQuery>;
export type AdminPlanMapRemovedLazyQueryHookResult = ReturnType<typeof useAdminPlanMapRemovedLazyQuery>;
export type AdminPlanMapRemovedSuspenseQueryHookResult = ReturnType<typeof useAdminPlanMapRemovedSuspenseQuery>;
export type AdminPlanMapRemovedQueryResult = ApolloReactCommon.QueryResult<AdminPlanMapRemovedQuery, AdminPlanMapRemovedQueryVariables>;
export const AdminPlanSpaceTypesDocument = gql`
    query AdminPlanSpaceTypes {
  spaceTypes {
    id
    name
    accessible
  }
}
    `;

/**
 * __useAdminPlanSpaceTypesQuery__
 *
 * To run a query within a React component, call `useAdminPlanSpaceTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlanSpaceTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlanSpaceTypesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminPlanSpaceTypesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>(AdminPlanSpaceTypesDocument, options);
      }
export function useAdminPlanSpaceTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>(AdminPlanSpaceTypesDocument, options);
        }
// @ts-ignore
export function useAdminPlanSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>;
// @ts-ignore
export function useAdminPlanSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPlanSpaceTypesQuery | undefined, AdminPlanSpaceTypesQueryVariables>;
export function useAdminPlanSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>(AdminPlanSpaceTypesDocument, options);
        }
export type AdminPlanSpaceTypesQueryHookResult = ReturnType<typeof useAdminPlanSpaceTypesQuery>;
export type AdminPlanSpaceTypesLazyQueryHookResult = ReturnType<typeof useAdminPlanSpaceTypesLazyQuery>;
export type AdminPlanSpaceTypesSuspenseQueryHookResult = ReturnType<typeof useAdminPlanSpaceTypesSuspenseQuery>;
export type AdminPlanSpaceTypesQueryResult = ApolloReactCommon.QueryResult<AdminPlanSpaceTypesQuery, AdminPlanSpaceTypesQueryVariables>;
export const CreatePlanDocument = gql`
    mutation CreatePlan($input: PlanInput!) {
  createPlan(input: $input) {
    plan {
      ...AdminPlanFields
    }
    stylesRemoved
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useCreatePlanMutation__
 *
 * To run a mutation, you first call `useCreatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPlanMutation, { data, loading, error }] = useCreatePlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePlanMutation, CreatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePlanMutation, CreatePlanMutationVariables>(CreatePlanDocument, options);
      }
export type CreatePlanMutationHookResult = ReturnType<typeof useCreatePlanMutation>;
export type CreatePlanMutationResult = ApolloReactCommon.MutationResult<CreatePlanMutation>;
export const UpdatePlanDocument = gql`
    mutation UpdatePlan($id: ID!, $input: PlanInput!, $version: DateTimeISO!) {
  updatePlan(id: $id, input: $input, version: $version) {
    plan {
      ...AdminPlanFields
    }
    stylesRemoved
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useUpdatePlanMutation__
 *
 * To run a mutation, you first call `useUpdatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlanMutation, { data, loading, error }] = useUpdatePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePlanMutation, UpdatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePlanMutation, UpdatePlanMutationVariables>(UpdatePlanDocument, options);
      }
export type UpdatePlanMutationHookResult = ReturnType<typeof useUpdatePlanMutation>;
export type UpdatePlanMutationResult = ApolloReactCommon.MutationResult<UpdatePlanMutation>;
export const DeletePlanDocument = gql`
    mutation DeletePlan($id: ID!) {
  deletePlan(id: $id)
}
    `;

/**
 * __useDeletePlanMutation__
 *
 * To run a mutation, you first call `useDeletePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePlanMutation, { data, loading, error }] = useDeletePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePlanMutation, DeletePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePlanMutation, DeletePlanMutationVariables>(DeletePlanDocument, options);
      }
export type DeletePlanMutationHookResult = ReturnType<typeof useDeletePlanMutation>;
export type DeletePlanMutationResult = ApolloReactCommon.MutationResult<DeletePlanMutation>;
export const SavePlanSpacesDocument = gql`
    mutation SavePlanSpaces($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) {
  savePlanSpaces(planId: $planId, changes: $changes, version: $version) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useSavePlanSpacesMutation__
 *
 * To run a mutation, you first call `useSavePlanSpacesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSavePlanSpacesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [savePlanSpacesMutation, { data, loading, error }] = useSavePlanSpacesMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      changes: // value for 'changes'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useSavePlanSpacesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SavePlanSpacesMutation, SavePlanSpacesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SavePlanSpacesMutation, SavePlanSpacesMutationVariables>(SavePlanSpacesDocument, options);
      }
export type SavePlanSpacesMutationHookResult = ReturnType<typeof useSavePlanSpacesMutation>;
export type SavePlanSpacesMutationResult = ApolloReactCommon.MutationResult<SavePlanSpacesMutation>;
export const CreateSpacesFromMapDocument = gql`
    mutation CreateSpacesFromMap($planId: ID!, $version: DateTimeISO!) {
  createSpacesFromMap(planId: $planId, version: $version) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useCreateSpacesFromMapMutation__
 *
 * To run a mutation, you first call `useCreateSpacesFromMapMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSpacesFromMapMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSpacesFromMapMutation, { data, loading, error }] = useCreateSpacesFromMapMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useCreateSpacesFromMapMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSpacesFromMapMutation, CreateSpacesFromMapMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSpacesFromMapMutation, CreateSpacesFromMapMutationVariables>(CreateSpacesFromMapDocument, options);
      }
export type CreateSpacesFromMapMutationHookResult = ReturnType<typeof useCreateSpacesFromMapMutation>;
export type CreateSpacesFromMapMutationResult = ApolloReactCommon.MutationResult<CreateSpacesFromMapMutation>;
export const SavePriceZonesDocument = gql`
    mutation SavePriceZones($planId: ID!, $zones: [PriceZoneInput!]!, $version: DateTimeISO!) {
  savePriceZones(planId: $planId, zones: $zones, version: $version) {
    ...AdminPlanFields
  }
}
    ${AdminPlanFieldsFragmentDoc}
${AdminPlanSpaceFragmentDoc}`;

/**
 * __useSavePriceZonesMutation__
 *
 * To run a mutation, you first call `useSavePriceZonesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSavePriceZonesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [savePriceZonesMutation, { data, loading, error }] = useSavePriceZonesMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      zones: // value for 'zones'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useSavePriceZonesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SavePriceZonesMutation, SavePriceZonesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SavePriceZonesMutation, SavePriceZonesMutationVariables>(SavePriceZonesDocument, options);
      }
export type SavePriceZonesMutationHookResult = ReturnType<typeof useSavePriceZonesMutation>;
export type SavePriceZonesMutationResult = ApolloReactCommon.MutationResult<SavePriceZonesMutation>;
export const MarkPlanPlacesDocument = gql`
    mutation MarkPlanPlaces($planId: ID!, $version: DateTimeISO!, $marking: PlaceMarkingInput!) {
  markPlanPlaces(planId: $planId, version: $version, marking: $marking) {
    plan {
      id
      updatedAt
    }
    places
    created
    removed
    resized
  }
}
    `;

/**
 * __useMarkPlanPlacesMutation__
 *
 * To run a mutation, you first call `useMarkPlanPlacesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkPlanPlacesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markPlanPlacesMutation, { data, loading, error }] = useMarkPlanPlacesMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      version: // value for 'version'
 *      marking: // value for 'marking'
 *   },
 * });
 */
export function useMarkPlanPlacesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkPlanPlacesMutation, MarkPlanPlacesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkPlanPlacesMutation, MarkPlanPlacesMutationVariables>(MarkPlanPlacesDocument, options);
      }
export type MarkPlanPlacesMutationHookResult = ReturnType<typeof useMarkPlanPlacesMutation>;
export type MarkPlanPlacesMutationResult = ApolloReactCommon.MutationResult<MarkPlanPlacesMutation>;
export const PersonalDataDocument = gql`
    query PersonalData($email: String!) {
  personalData(email: $email) {
    ...PersonalDataFields
  }
}
    ${PersonalDataFieldsFragmentDoc}`;

/**
 * __usePersonalDataQuery__
 *
 * To run a query within a React component, call `usePersonalDataQuery` and pass it any options that fit your needs.
 * When your component renders, `usePersonalDataQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePersonalDataQuery({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function usePersonalDataQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PersonalDataQuery, PersonalDataQueryVariables> & ({ variables: PersonalDataQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PersonalDataQuery, PersonalDataQueryVariables>(PersonalDataDocument, options);
      }
export function usePersonalDataLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PersonalDataQuery, PersonalDataQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PersonalDataQuery, PersonalDataQueryVariables>(PersonalDataDocument, options);
        }
// @ts-ignore
export function usePersonalDataSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataQuery, PersonalDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataQuery, PersonalDataQueryVariables>;
// @ts-ignore
export function usePersonalDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataQuery, PersonalDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PersonalDataQuery | undefined, PersonalDataQueryVariables>;
export function usePersonalDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PersonalDataQuery, PersonalDataQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<PersonalDataQuery, PersonalDataQueryVariables>(PersonalDataDocument, options);
        }
export type PersonalDataQueryHookResult = ReturnType<typeof usePersonalDataQuery>;
export type PersonalDataLazyQueryHookResult = ReturnType<typeof usePersonalDataLazyQuery>;
export type PersonalDataSuspenseQueryHookResult = ReturnType<typeof usePersonalDataSuspenseQuery>;
export type PersonalDataQueryResult = ApolloReactCommon.QueryResult<PersonalDataQuery, PersonalDataQueryVariables>;
export const ErasePersonalDataDocument = gql`
    mutation ErasePersonalData($email: String!) {
  erasePersonalData(email: $email)
}
    `;

/**
 * __useErasePersonalDataMutation__
 *
 * To run a mutation, you first call `useErasePersonalDataMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useErasePersonalDataMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [erasePersonalDataMutation, { data, loading, error }] = useErasePersonalDataMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useErasePersonalDataMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ErasePersonalDataMutation, ErasePersonalDataMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ErasePersonalDataMutation, ErasePersonalDataMutationVariables>(ErasePersonalDataDocument, options);
      }
export type ErasePersonalDataMutationHookResult = ReturnType<typeof useErasePersonalDataMutation>;
export type ErasePersonalDataMutationResult = ApolloReactCommon.MutationResult<ErasePersonalDataMutation>;
export const SalesReportDocument = gql`
    query SalesReport($from: String!, $to: String!, $eventId: ID) {
  salesReport(from: $from, to: $to, eventId: $eventId) {
    from
    to
    timeZone
    rows {
      day
      paymentMethod
      provider
      payments
      gross
      vat {
        rate
        gross
        vat
      }
      refunded
      refundedVat {
        rate
        gross
        vat
      }
      refundsOwed
      net
    }
    totals {
      payments
      gross
      vat {
        rate
        gross
        vat
      }
      refunded
      refundedVat {
        rate
        gross
        vat
      }
      refundsOwed
      net
    }
  }
}
    `;

/**
 * __useSalesReportQuery__
 *
 * To run a query within a React component, call `useSalesReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalesReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalesReportQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      eventId: // value for 'eventId'
 *   },
 * });
 */
export function useSalesReportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SalesReportQuery, SalesReportQueryVariables> & ({ variables: SalesReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalesReportQuery, SalesReportQueryVariables>(SalesReportDocument, options);
      }
export function useSalesReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalesReportQuery, SalesReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalesReportQuery, SalesReportQueryVariables>(SalesReportDocument, options);
        }
// @ts-ignore
export function useSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalesReportQuery, SalesReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalesReportQuery, SalesReportQueryVariables>;
// @ts-ignore
export function useSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalesReportQuery, SalesReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalesReportQuery | undefined, SalesReportQueryVariables>;
export function useSalesReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalesReportQuery, SalesReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SalesReportQuery, SalesReportQueryVariables>(SalesReportDocument, options);
        }
export type SalesReportQueryHookResult = ReturnType<typeof useSalesReportQuery>;
export type SalesReportLazyQueryHookResult = ReturnType<typeof useSalesReportLazyQuery>;
export type SalesReportSuspenseQueryHookResult = ReturnType<typeof useSalesReportSuspenseQuery>;
export type SalesReportQueryResult = ApolloReactCommon.QueryResult<SalesReportQuery, SalesReportQueryVariables>;
export const AdminEventSeriesDocument = gql`
    query AdminEventSeries($eventId: ID!) {
  adminEventSeries(eventId: $eventId) {
    ...AdminSeriesRow
  }
}
    ${AdminSeriesRowFragmentDoc}`;

/**
 * __useAdminEventSeriesQuery__
 *
 * To run a query within a React component, call `useAdminEventSeriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminEventSeriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminEventSeriesQuery({
 *   variables: {
 *      eventId: // value for 'eventId'
 *   },
 * });
 */
export function useAdminEventSeriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminEventSeriesQuery, AdminEventSeriesQueryVariables> & ({ variables: AdminEventSeriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>(AdminEventSeriesDocument, options);
      }
export function useAdminEventSeriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>(AdminEventSeriesDocument, options);
        }
// @ts-ignore
export function useAdminEventSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>;
// @ts-ignore
export function useAdminEventSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminEventSeriesQuery | undefined, AdminEventSeriesQueryVariables>;
export function useAdminEventSeriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>(AdminEventSeriesDocument, options);
        }
export type AdminEventSeriesQueryHookResult = ReturnType<typeof useAdminEventSeriesQuery>;
export type AdminEventSeriesLazyQueryHookResult = ReturnType<typeof useAdminEventSeriesLazyQuery>;
export type AdminEventSeriesSuspenseQueryHookResult = ReturnType<typeof useAdminEventSeriesSuspenseQuery>;
export type AdminEventSeriesQueryResult = ApolloReactCommon.QueryResult<AdminEventSeriesQuery, AdminEventSeriesQueryVariables>;
export const AdminSeriesFormEventDocument = gql`
    query AdminSeriesFormEvent($eventId: ID!) {
  adminEvent(id: $eventId) {
    id
    name
    planId
    occasions {
      id
      name
      title
      startTime
      status
      planId
    }
  }
}
    `;

/**
 * __useAdminSeriesFormEventQuery__
 *
 * To run a query within a React component, call `useAdminSeriesFormEventQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSeriesFormEventQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSeriesFormEventQuery({
 *   variables: {
 *      eventId: // value for 'eventId'
 *   },
 * });
 */
export function useAdminSeriesFormEventQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables> & ({ variables: AdminSeriesFormEventQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>(AdminSeriesFormEventDocument, options);
      }
export function useAdminSeriesFormEventLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>(AdminSeriesFormEventDocument, options);
        }
// @ts-ignore
export function useAdminSeriesFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>;
// @ts-ignore
export function useAdminSeriesFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesFormEventQuery | undefined, AdminSeriesFormEventQueryVariables>;
export function useAdminSeriesFormEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>(AdminSeriesFormEventDocument, options);
        }
export type AdminSeriesFormEventQueryHookResult = ReturnType<typeof useAdminSeriesFormEventQuery>;
export type AdminSeriesFormEventLazyQueryHookResult = ReturnType<typeof useAdminSeriesFormEventLazyQuery>;
export type AdminSeriesFormEventSuspenseQueryHookResult = ReturnType<typeof useAdminSeriesFormEventSuspenseQuery>;
export type AdminSeriesFormEventQueryResult = ApolloReactCommon.QueryResult<AdminSeriesFormEventQuery, AdminSeriesFormEventQueryVariables>;
export const AdminSeriesFormDocument = gql`
    query AdminSeriesForm($id: ID!) {
  adminSeries(id: $id) {
    ...AdminSeriesFormFields
  }
}
    ${AdminSeriesFormFieldsFragmentDoc}`;

/**
 * __useAdminSeriesFormQuery__
 *
 * To run a query within a React component, call `useAdminSeriesFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSeriesFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSeriesFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminSeriesFormQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminSeriesFormQuery, AdminSeriesFormQueryVariables> & ({ variables: AdminSeriesFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>(AdminSeriesFormDocument, options);
      }
export function useAdminSeriesFormLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>(AdminSeriesFormDocument, options);
        }
// @ts-ignore
export function useAdminSeriesFormSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>;
// @ts-ignore
export function useAdminSeriesFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesFormQuery | undefined, AdminSeriesFormQueryVariables>;
export function useAdminSeriesFormSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>(AdminSeriesFormDocument, options);
        }
export type AdminSeriesFormQueryHookResult = ReturnType<typeof useAdminSeriesFormQuery>;
export type AdminSeriesFormLazyQueryHookResult = ReturnType<typeof useAdminSeriesFormLazyQuery>;
export type AdminSeriesFormSuspenseQueryHookResult = ReturnType<typeof useAdminSeriesFormSuspenseQuery>;
export type AdminSeriesFormQueryResult = ApolloReactCommon.QueryResult<AdminSeriesFormQuery, AdminSeriesFormQueryVariables>;
export const CreateSeriesDocument = gql`
    mutation CreateSeries($input: SeriesInput!) {
  createSeries(input: $input) {
    ...AdminSeriesFormFields
  }
}
    ${AdminSeriesFormFieldsFragmentDoc}`;

/**
 * __useCreateSeriesMutation__
 *
 * To run a mutation, you first call `useCreateSeriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSeriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSeriesMutation, { data, loading, error }] = useCreateSeriesMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSeriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSeriesMutation, CreateSeriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSeriesMutation, CreateSeriesMutationVariables>(CreateSeriesDocument, options);
      }
export type CreateSeriesMutationHookResult = ReturnType<typeof useCreateSeriesMutation>;
export type CreateSeriesMutationResult = ApolloReactCommon.MutationResult<CreateSeriesMutation>;
export const UpdateSeriesDocument = gql`
    mutation UpdateSeries($id: ID!, $input: SeriesInput!, $version: DateTimeISO!) {
  updateSeries(id: $id, input: $input, version: $version) {
    ...AdminSeriesFormFields
  }
}
    ${AdminSeriesFormFieldsFragmentDoc}`;

/**
 * __useUpdateSeriesMutation__
 *
 * To run a mutation, you first call `useUpdateSeriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSeriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSeriesMutation, { data, loading, error }] = useUpdateSeriesMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateSeriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSeriesMutation, UpdateSeriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSeriesMutation, UpdateSeriesMutationVariables>(UpdateSeriesDocument, options);
      }
export type UpdateSeriesMutationHookResult = ReturnType<typeof useUpdateSeriesMutation>;
export type UpdateSeriesMutationResult = ApolloReactCommon.MutationResult<UpdateSeriesMutation>;
export const DeleteSeriesDocument = gql`
    mutation DeleteSeries($id: ID!) {
  deleteSeries(id: $id)
}
    `;

/**
 * __useDeleteSeriesMutation__
 *
 * To run a mutation, you first call `useDeleteSeriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSeriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSeriesMutation, { data, loading, error }] = useDeleteSeriesMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSeriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteSeriesMutation, DeleteSeriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteSeriesMutation, DeleteSeriesMutationVariables>(DeleteSeriesDocument, options);
      }
export type DeleteSeriesMutationHookResult = ReturnType<typeof useDeleteSeriesMutation>;
export type DeleteSeriesMutationResult = ApolloReactCommon.MutationResult<DeleteSeriesMutation>;
export const CreateNextSeriesDocument = gql`
    mutation CreateNextSeries($seriesId: ID!, $input: NextSeriesInput) {
  createNextSeries(seriesId: $seriesId, input: $input) {
    id
    eventId
    dates {
      id
    }
  }
}
    `;

/**
 * __useCreateNextSeriesMutation__
 *
 * To run a mutation, you first call `useCreateNextSeriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNextSeriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNextSeriesMutation, { data, loading, error }] = useCreateNextSeriesMutation({
 *   variables: {
 *      seriesId: // value for 'seriesId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNextSeriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNextSeriesMutation, CreateNextSeriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNextSeriesMutation, CreateNextSeriesMutationVariables>(CreateNextSeriesDocument, options);
      }
export type CreateNextSeriesMutationHookResult = ReturnType<typeof useCreateNextSeriesMutation>;
export type CreateNextSeriesMutationResult = ApolloReactCommon.MutationResult<CreateNextSeriesMutation>;
export const AdminSeriesLinkDocument = gql`
    query AdminSeriesLink($id: ID!) {
  adminSeries(id: $id) {
    id
    eventId
    name
  }
}
    `;

/**
 * __useAdminSeriesLinkQuery__
 *
 * To run a query within a React component, call `useAdminSeriesLinkQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSeriesLinkQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSeriesLinkQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminSeriesLinkQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables> & ({ variables: AdminSeriesLinkQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>(AdminSeriesLinkDocument, options);
      }
export function useAdminSeriesLinkLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>(AdminSeriesLinkDocument, options);
        }
// @ts-ignore
export function useAdminSeriesLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>;
// @ts-ignore
export function useAdminSeriesLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSeriesLinkQuery | undefined, AdminSeriesLinkQueryVariables>;
export function useAdminSeriesLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>(AdminSeriesLinkDocument, options);
        }
export type AdminSeriesLinkQueryHookResult = ReturnType<typeof useAdminSeriesLinkQuery>;
export type AdminSeriesLinkLazyQueryHookResult = ReturnType<typeof useAdminSeriesLinkLazyQuery>;
export type AdminSeriesLinkSuspenseQueryHookResult = ReturnType<typeof useAdminSeriesLinkSuspenseQuery>;
export type AdminSeriesLinkQueryResult = ApolloReactCommon.QueryResult<AdminSeriesLinkQuery, AdminSeriesLinkQueryVariables>;
export const DictionaryLanguagesDocument = gql`
    query DictionaryLanguages($namespace: String!) {
  dictionaryLanguages(namespace: $namespace) {
    id
    name
    bundled
    missing
    overridden
    keys
  }
}
    `;

/**
 * __useDictionaryLanguagesQuery__
 *
 * To run a query within a React component, call `useDictionaryLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDictionaryLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDictionaryLanguagesQuery({
 *   variables: {
 *      namespace: // value for 'namespace'
 *   },
 * });
 */
export function useDictionaryLanguagesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables> & ({ variables: DictionaryLanguagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>(DictionaryLanguagesDocument, options);
      }
export function useDictionaryLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>(DictionaryLanguagesDocument, options);
        }
// @ts-ignore
export function useDictionaryLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>;
// @ts-ignore
export function useDictionaryLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DictionaryLanguagesQuery | undefined, DictionaryLanguagesQueryVariables>;
export function useDictionaryLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>(DictionaryLanguagesDocument, options);
        }
export type DictionaryLanguagesQueryHookResult = ReturnType<typeof useDictionaryLanguagesQuery>;
export type DictionaryLanguagesLazyQueryHookResult = ReturnType<typeof useDictionaryLanguagesLazyQuery>;
export type DictionaryLanguagesSuspenseQueryHookResult = ReturnType<typeof useDictionaryLanguagesSuspenseQuery>;
export type DictionaryLanguagesQueryResult = ApolloReactCommon.QueryResult<DictionaryLanguagesQuery, DictionaryLanguagesQueryVariables>;
export const DictionaryEntriesDocument = gql`
    query DictionaryEntries($language: String!, $namespace: String!) {
  dictionaryEntries(language: $language, namespace: $namespace) {
    ...DictionaryEntryFields
  }
}
    ${DictionaryEntryFieldsFragmentDoc}`;

/**
 * __useDictionaryEntriesQuery__
 *
 * To run a query within a React component, call `useDictionaryEntriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDictionaryEntriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDictionaryEntriesQuery({
 *   variables: {
 *      language: // value for 'language'
 *      namespace: // value for 'namespace'
 *   },
 * });
 */
export function useDictionaryEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DictionaryEntriesQuery, DictionaryEntriesQueryVariables> & ({ variables: DictionaryEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>(DictionaryEntriesDocument, options);
      }
export function useDictionaryEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>(DictionaryEntriesDocument, options);
        }
// @ts-ignore
export function useDictionaryEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>;
// @ts-ignore
export function useDictionaryEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DictionaryEntriesQuery | undefined, DictionaryEntriesQueryVariables>;
export function useDictionaryEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>(DictionaryEntriesDocument, options);
        }
export type DictionaryEntriesQueryHookResult = ReturnType<typeof useDictionaryEntriesQuery>;
export type DictionaryEntriesLazyQueryHookResult = ReturnType<typeof useDictionaryEntriesLazyQuery>;
export type DictionaryEntriesSuspenseQueryHookResult = ReturnType<typeof useDictionaryEntriesSuspenseQuery>;
export type DictionaryEntriesQueryResult = ApolloReactCommon.QueryResult<DictionaryEntriesQuery, DictionaryEntriesQueryVariables>;
export const SetDictionaryOverrideDocument = gql`
    mutation SetDictionaryOverride($language: String!, $key: String!, $value: String!, $namespace: String!) {
  setDictionaryOverride(
    language: $language
    key: $key
    value: $value
    namespace: $namespace
  ) {
    ...DictionaryEntryFields
  }
}
    ${DictionaryEntryFieldsFragmentDoc}`;

/**
 * __useSetDictionaryOverrideMutation__
 *
 * To run a mutation, you first call `useSetDictionaryOverrideMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDictionaryOverrideMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDictionaryOverrideMutation, { data, loading, error }] = useSetDictionaryOverrideMutation({
 *   variables: {
 *      language: // value for 'language'
 *      key: // value for 'key'
 *      value: // value for 'value'
 *      namespace: // value for 'namespace'
 *   },
 * });
 */
export function useSetDictionaryOverrideMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetDictionaryOverrideMutation, SetDictionaryOverrideMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetDictionaryOverrideMutation, SetDictionaryOverrideMutationVariables>(SetDictionaryOverrideDocument, options);
      }
export type SetDictionaryOverrideMutationHookResult = ReturnType<typeof useSetDictionaryOverrideMutation>;
export type SetDictionaryOverrideMutationResult = ApolloReactCommon.MutationResult<SetDictionaryOverrideMutation>;
export const RemoveDictionaryOverrideDocument = gql`
    mutation RemoveDictionaryOverride($language: String!, $key: String!, $namespace: String!) {
  removeDictionaryOverride(language: $language, key: $key, namespace: $namespace) {
    ...DictionaryEntryFields
  }
}
    ${DictionaryEntryFieldsFragmentDoc}`;

/**
 * __useRemoveDictionaryOverrideMutation__
 *
 * To run a mutation, you first call `useRemoveDictionaryOverrideMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveDictionaryOverrideMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeDictionaryOverrideMutation, { data, loading, error }] = useRemoveDictionaryOverrideMutation({
 *   variables: {
 *      language: // value for 'language'
 *      key: // value for 'key'
 *      namespace: // value for 'namespace'
 *   },
 * });
 */
export function useRemoveDictionaryOverrideMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveDictionaryOverrideMutation, RemoveDictionaryOverrideMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveDictionaryOverrideMutation, RemoveDictionaryOverrideMutationVariables>(RemoveDictionaryOverrideDocument, options);
      }
export type RemoveDictionaryOverrideMutationHookResult = ReturnType<typeof useRemoveDictionaryOverrideMutation>;
export type RemoveDictionaryOverrideMutationResult = ApolloReactCommon.MutationResult<RemoveDictionaryOverrideMutation>;
export const ImportDictionaryDocument = gql`
    mutation ImportDictionary($language: String!, $json: String!, $namespace: String!) {
  importDictionary(language: $language, json: $json, namespace: $namespace) {
    texts
    overridden
  }
}
    `;

/**
 * __useImportDictionaryMutation__
 *
 * To run a mutation, you first call `useImportDictionaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportDictionaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importDictionaryMutation, { data, loading, error }] = useImportDictionaryMutation({
 *   variables: {
 *      language: // value for 'language'
 *      json: // value for 'json'
 *      namespace: // value for 'namespace'
 *   },
 * });
 */
export function useImportDictionaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ImportDictionaryMutation, ImportDictionaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ImportDictionaryMutation, ImportDictionaryMutationVariables>(ImportDictionaryDocument, options);
      }
export type ImportDictionaryMutationHookResult = ReturnType<typeof useImportDictionaryMutation>;
export type ImportDictionaryMutationResult = ApolloReactCommon.MutationResult<ImportDictionaryMutation>;
export const EmbedOriginsDocument = gql`
    query EmbedOrigins {
  embedOrigins
}
    `;

/**
 * __useEmbedOriginsQuery__
 *
 * To run a query within a React component, call `useEmbedOriginsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmbedOriginsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmbedOriginsQuery({
 *   variables: {
 *   },
 * });
 */
export function useEmbedOriginsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EmbedOriginsQuery, EmbedOriginsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EmbedOriginsQuery, EmbedOriginsQueryVariables>(EmbedOriginsDocument, options);
      }
export function useEmbedOriginsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EmbedOriginsQuery, EmbedOriginsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EmbedOriginsQuery, EmbedOriginsQueryVariables>(EmbedOriginsDocument, options);
        }
// @ts-ignore
export function useEmbedOriginsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EmbedOriginsQuery, EmbedOriginsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbedOriginsQuery, EmbedOriginsQueryVariables>;
// @ts-ignore
export function useEmbedOriginsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbedOriginsQuery, EmbedOriginsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbedOriginsQuery | undefined, EmbedOriginsQueryVariables>;
export function useEmbedOriginsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbedOriginsQuery, EmbedOriginsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<EmbedOriginsQuery, EmbedOriginsQueryVariables>(EmbedOriginsDocument, options);
        }
export type EmbedOriginsQueryHookResult = ReturnType<typeof useEmbedOriginsQuery>;
export type EmbedOriginsLazyQueryHookResult = ReturnType<typeof useEmbedOriginsLazyQuery>;
export type EmbedOriginsSuspenseQueryHookResult = ReturnType<typeof useEmbedOriginsSuspenseQuery>;
export type EmbedOriginsQueryResult = ApolloReactCommon.QueryResult<EmbedOriginsQuery, EmbedOriginsQueryVariables>;
export const SaveEmbedOriginsDocument = gql`
    mutation SaveEmbedOrigins($origins: [String!]!) {
  saveEmbedOrigins(origins: $origins)
}
    `;

/**
 * __useSaveEmbedOriginsMutation__
 *
 * To run a mutation, you first call `useSaveEmbedOriginsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveEmbedOriginsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveEmbedOriginsMutation, { data, loading, error }] = useSaveEmbedOriginsMutation({
 *   variables: {
 *      origins: // value for 'origins'
 *   },
 * });
 */
export function useSaveEmbedOriginsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveEmbedOriginsMutation, SaveEmbedOriginsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveEmbedOriginsMutation, SaveEmbedOriginsMutationVariables>(SaveEmbedOriginsDocument, options);
      }
export type SaveEmbedOriginsMutationHookResult = ReturnType<typeof useSaveEmbedOriginsMutation>;
export type SaveEmbedOriginsMutationResult = ApolloReactCommon.MutationResult<SaveEmbedOriginsMutation>;
export const AdminLanguagesDocument = gql`
    query AdminLanguages {
  adminLanguages {
    ...AdminLanguageFields
  }
}
    ${AdminLanguageFieldsFragmentDoc}`;

/**
 * __useAdminLanguagesQuery__
 *
 * To run a query within a React component, call `useAdminLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminLanguagesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminLanguagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminLanguagesQuery, AdminLanguagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminLanguagesQuery, AdminLanguagesQueryVariables>(AdminLanguagesDocument, options);
      }
export function useAdminLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminLanguagesQuery, AdminLanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminLanguagesQuery, AdminLanguagesQueryVariables>(AdminLanguagesDocument, options);
        }
// @ts-ignore
export function useAdminLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminLanguagesQuery, AdminLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminLanguagesQuery, AdminLanguagesQueryVariables>;
// @ts-ignore
export function useAdminLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminLanguagesQuery, AdminLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminLanguagesQuery | undefined, AdminLanguagesQueryVariables>;
export function useAdminLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminLanguagesQuery, AdminLanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminLanguagesQuery, AdminLanguagesQueryVariables>(AdminLanguagesDocument, options);
        }
export type AdminLanguagesQueryHookResult = ReturnType<typeof useAdminLanguagesQuery>;
export type AdminLanguagesLazyQueryHookResult = ReturnType<typeof useAdminLanguagesLazyQuery>;
export type AdminLanguagesSuspenseQueryHookResult = ReturnType<typeof useAdminLanguagesSuspenseQuery>;
export type AdminLanguagesQueryResult = ApolloReactCommon.QueryResult<AdminLanguagesQuery, AdminLanguagesQueryVariables>;
export const AddLanguageDocument = gql`
    mutation AddLanguage($id: String!, $name: String) {
  addLanguage(id: $id, name: $name) {
    ...AdminLanguageFields
  }
}
    ${AdminLanguageFieldsFragmentDoc}`;

/**
 * __useAddLanguageMutation__
 *
 * To run a mutation, you first call `useAddLanguageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddLanguageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addLanguageMutation, { data, loading, error }] = useAddLanguageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useAddLanguageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddLanguageMutation, AddLanguageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddLanguageMutation, AddLanguageMutationVariables>(AddLanguageDocument, options);
      }
export type AddLanguageMutationHookResult = ReturnType<typeof useAddLanguageMutation>;
export type AddLanguageMutationResult = ApolloReactCommon.MutationResult<AddLanguageMutation>;
export const SaveLanguagesDocument = gql`
    mutation SaveLanguages($languages: [LanguageInput!]!) {
  saveLanguages(languages: $languages) {
    ...AdminLanguageFields
  }
}
    ${AdminLanguageFieldsFragmentDoc}`;

/**
 * __useSaveLanguagesMutation__
 *
 * To run a mutation, you first call `useSaveLanguagesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveLanguagesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveLanguagesMutation, { data, loading, error }] = useSaveLanguagesMutation({
 *   variables: {
 *      languages: // value for 'languages'
 *   },
 * });
 */
export function useSaveLanguagesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveLanguagesMutation, SaveLanguagesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveLanguagesMutation, SaveLanguagesMutationVariables>(SaveLanguagesDocument, options);
      }
export type SaveLanguagesMutationHookResult = ReturnType<typeof useSaveLanguagesMutation>;
export type SaveLanguagesMutationResult = ApolloReactCommon.MutationResult<SaveLanguagesMutation>;
export const AdminSettingsDocument = gql`
    query AdminSettings {
  adminSettings {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;

/**
 * __useAdminSettingsQuery__
 *
 * To run a query within a React component, call `useAdminSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
      }
export function useAdminSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
// @ts-ignore
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
// @ts-ignore
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery | undefined, AdminSettingsQueryVariables>;
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
export type AdminSettingsQueryHookResult = ReturnType<typeof useAdminSettingsQuery>;
export type AdminSettingsLazyQueryHookResult = ReturnType<typeof useAdminSettingsLazyQuery>;
export type AdminSettingsSuspenseQueryHookResult = ReturnType<typeof useAdminSettingsSuspenseQuery>;
export type AdminSettingsQueryResult = ApolloReactCommon.QueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const UpdateSettingsDocument = gql`
    mutation UpdateSettings($input: SettingsInput!, $version: DateTimeISO!) {
  updateSettings(input: $input, version: $version) {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;

/**
 * __useUpdateSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSettingsMutation, { data, loading, error }] = useUpdateSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSettingsMutation, UpdateSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSettingsMutation, UpdateSettingsMutationVariables>(UpdateSettingsDocument, options);
      }
export type UpdateSettingsMutationHookResult = ReturnType<typeof useUpdateSettingsMutation>;
export type UpdateSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateSettingsMutation>;
export const SendTestEmailDocument = gql`
    mutation SendTestEmail($to: String!) {
  sendTestEmail(to: $to) {
    id
    recipient
    status
    lastError
  }
}
    `;

/**
 * __useSendTestEmailMutation__
 *
 * To run a mutation, you first call `useSendTestEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendTestEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendTestEmailMutation, { data, loading, error }] = useSendTestEmailMutation({
 *   variables: {
 *      to: // value for 'to'
 *   },
 * });
 */
export function useSendTestEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendTestEmailMutation, SendTestEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendTestEmailMutation, SendTestEmailMutationVariables>(SendTestEmailDocument, options);
      }
export type SendTestEmailMutationHookResult = ReturnType<typeof useSendTestEmailMutation>;
export type SendTestEmailMutationResult = ApolloReactCommon.MutationResult<SendTestEmailMutation>;
export const VoucherCampaignsDocument = gql`
    query VoucherCampaigns {
  voucherCampaigns {
    ...VoucherCampaignFields
  }
}
    ${VoucherCampaignFieldsFragmentDoc}`;

/**
 * __useVoucherCampaignsQuery__
 *
 * To run a query within a React component, call `useVoucherCampaignsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVoucherCampaignsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVoucherCampaignsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVoucherCampaignsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>(VoucherCampaignsDocument, options);
      }
export function useVoucherCampaignsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>(VoucherCampaignsDocument, options);
        }
// @ts-ignore
export function useVoucherCampaignsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>;
// @ts-ignore
export function useVoucherCampaignsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignsQuery | undefined, VoucherCampaignsQueryVariables>;
export function useVoucherCampaignsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>(VoucherCampaignsDocument, options);
        }
export type VoucherCampaignsQueryHookResult = ReturnType<typeof useVoucherCampaignsQuery>;
export type VoucherCampaignsLazyQueryHookResult = ReturnType<typeof useVoucherCampaignsLazyQuery>;
export type VoucherCampaignsSuspenseQueryHookResult = ReturnType<typeof useVoucherCampaignsSuspenseQuery>;
export type VoucherCampaignsQueryResult = ApolloReactCommon.QueryResult<VoucherCampaignsQuery, VoucherCampaignsQueryVariables>;
export const VoucherCampaignDocument = gql`
    query VoucherCampaign($id: ID!) {
  voucherCampaign(id: $id) {
    ...VoucherCampaignFields
  }
  voucherCodes(campaignId: $id) {
    id
    code
    maxUses
    used
  }
}
    ${VoucherCampaignFieldsFragmentDoc}`;

/**
 * __useVoucherCampaignQuery__
 *
 * To run a query within a React component, call `useVoucherCampaignQuery` and pass it any options that fit your needs.
 * When your component renders, `useVoucherCampaignQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVoucherCampaignQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVoucherCampaignQuery(baseOptions: ApolloReactHooks.QueryHookOptions<VoucherCampaignQuery, VoucherCampaignQueryVariables> & ({ variables: VoucherCampaignQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VoucherCampaignQuery, VoucherCampaignQueryVariables>(VoucherCampaignDocument, options);
      }
export function useVoucherCampaignLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VoucherCampaignQuery, VoucherCampaignQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VoucherCampaignQuery, VoucherCampaignQueryVariables>(VoucherCampaignDocument, options);
        }
// @ts-ignore
export function useVoucherCampaignSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignQuery, VoucherCampaignQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignQuery, VoucherCampaignQueryVariables>;
// @ts-ignore
export function useVoucherCampaignSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignQuery, VoucherCampaignQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignQuery | undefined, VoucherCampaignQueryVariables>;
export function useVoucherCampaignSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignQuery, VoucherCampaignQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<VoucherCampaignQuery, VoucherCampaignQueryVariables>(VoucherCampaignDocument, options);
        }
export type VoucherCampaignQueryHookResult = ReturnType<typeof useVoucherCampaignQuery>;
export type VoucherCampaignLazyQueryHookResult = ReturnType<typeof useVoucherCampaignLazyQuery>;
export type VoucherCampaignSuspenseQueryHookResult = ReturnType<typeof useVoucherCampaignSuspenseQuery>;
export type VoucherCampaignQueryResult = ApolloReactCommon.QueryResult<VoucherCampaignQuery, VoucherCampaignQueryVariables>;
export const CreateVoucherCampaignDocument = gql`
    mutation CreateVoucherCampaign($input: VoucherCampaignInput!) {
  createVoucherCampaign(input: $input) {
    ...VoucherCampaignFields
  }
}
    ${VoucherCampaignFieldsFragmentDoc}`;

/**
 * __useCreateVoucherCampaignMutation__
 *
 * To run a mutation, you first call `useCreateVoucherCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVoucherCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVoucherCampaignMutation, { data, loading, error }] = useCreateVoucherCampaignMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVoucherCampaignMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateVoucherCampaignMutation, CreateVoucherCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateVoucherCampaignMutation, CreateVoucherCampaignMutationVariables>(CreateVoucherCampaignDocument, options);
      }
export type CreateVoucherCampaignMutationHookResult = ReturnType<typeof useCreateVoucherCampaignMutation>;
export type CreateVoucherCampaignMutationResult = ApolloReactCommon.MutationResult<CreateVoucherCampaignMutation>;
export const UpdateVoucherCampaignDocument = gql`
    mutation UpdateVoucherCampaign($id: ID!, $input: VoucherCampaignInput!, $version: DateTimeISO!) {
  updateVoucherCampaign(id: $id, input: $input, version: $version) {
    ...VoucherCampaignFields
  }
}
    ${VoucherCampaignFieldsFragmentDoc}`;

/**
 * __useUpdateVoucherCampaignMutation__
 *
 * To run a mutation, you first call `useUpdateVoucherCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVoucherCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVoucherCampaignMutation, { data, loading, error }] = useUpdateVoucherCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateVoucherCampaignMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateVoucherCampaignMutation, UpdateVoucherCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateVoucherCampaignMutation, UpdateVoucherCampaignMutationVariables>(UpdateVoucherCampaignDocument, options);
      }
export type UpdateVoucherCampaignMutationHookResult = ReturnType<typeof useUpdateVoucherCampaignMutation>;
export type UpdateVoucherCampaignMutationResult = ApolloReactCommon.MutationResult<UpdateVoucherCampaignMutation>;
export const GenerateVoucherCodesDocument = gql`
    mutation GenerateVoucherCodes($campaignId: ID!, $count: Int!, $prefix: String) {
  generateVoucherCodes(campaignId: $campaignId, count: $count, prefix: $prefix)
}
    `;

/**
 * __useGenerateVoucherCodesMutation__
 *
 * To run a mutation, you first call `useGenerateVoucherCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateVoucherCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateVoucherCodesMutation, { data, loading, error }] = useGenerateVoucherCodesMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      count: // value for 'count'
 *      prefix: // value for 'prefix'
 *   },
 * });
 */
export function useGenerateVoucherCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GenerateVoucherCodesMutation, GenerateVoucherCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GenerateVoucherCodesMutation, GenerateVoucherCodesMutationVariables>(GenerateVoucherCodesDocument, options);
      }
export type GenerateVoucherCodesMutationHookResult = ReturnType<typeof useGenerateVoucherCodesMutation>;
export type GenerateVoucherCodesMutationResult = ApolloReactCommon.MutationResult<GenerateVoucherCodesMutation>;
export const CreateVoucherCodeDocument = gql`
    mutation CreateVoucherCode($campaignId: ID!, $code: String!, $maxUses: Int) {
  createVoucherCode(campaignId: $campaignId, code: $code, maxUses: $maxUses) {
    id
    code
  }
}
    `;

/**
 * __useCreateVoucherCodeMutation__
 *
 * To run a mutation, you first call `useCreateVoucherCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVoucherCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVoucherCodeMutation, { data, loading, error }] = useCreateVoucherCodeMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      code: // value for 'code'
 *      maxUses: // value for 'maxUses'
 *   },
 * });
 */
export function useCreateVoucherCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateVoucherCodeMutation, CreateVoucherCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateVoucherCodeMutation, CreateVoucherCodeMutationVariables>(CreateVoucherCodeDocument, options);
      }
export type CreateVoucherCodeMutationHookResult = ReturnType<typeof useCreateVoucherCodeMutation>;
export type CreateVoucherCodeMutationResult = ApolloReactCommon.MutationResult<CreateVoucherCodeMutation>;
export const VoucherCampaignPlacesDocument = gql`
    query VoucherCampaignPlaces($campaignId: ID!) {
  voucherCampaignPlaces(campaignId: $campaignId) {
    occasionId
    spaceIds
  }
}
    `;

/**
 * __useVoucherCampaignPlacesQuery__
 *
 * To run a query within a React component, call `useVoucherCampaignPlacesQuery` and pass it any options that fit your needs.
 * When your component renders, `useVoucherCampaignPlacesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVoucherCampaignPlacesQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useVoucherCampaignPlacesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables> & ({ variables: VoucherCampaignPlacesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>(VoucherCampaignPlacesDocument, options);
      }
export function useVoucherCampaignPlacesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>(VoucherCampaignPlacesDocument, options);
        }
// @ts-ignore
export function useVoucherCampaignPlacesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>;
// @ts-ignore
export function useVoucherCampaignPlacesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VoucherCampaignPlacesQuery | undefined, VoucherCampaignPlacesQueryVariables>;
export function useVoucherCampaignPlacesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>(VoucherCampaignPlacesDocument, options);
        }
export type VoucherCampaignPlacesQueryHookResult = ReturnType<typeof useVoucherCampaignPlacesQuery>;
export type VoucherCampaignPlacesLazyQueryHookResult = ReturnType<typeof useVoucherCampaignPlacesLazyQuery>;
export type VoucherCampaignPlacesSuspenseQueryHookResult = ReturnType<typeof useVoucherCampaignPlacesSuspenseQuery>;
export type VoucherCampaignPlacesQueryResult = ApolloReactCommon.QueryResult<VoucherCampaignPlacesQuery, VoucherCampaignPlacesQueryVariables>;
export const SetVoucherCampaignPlacesDocument = gql`
    mutation SetVoucherCampaignPlaces($campaignId: ID!, $occasionId: ID!, $spaceIds: [ID!]!) {
  setVoucherCampaignPlaces(
    campaignId: $campaignId
    occasionId: $occasionId
    spaceIds: $spaceIds
  ) {
    occasionId
    spaceIds
  }
}
    `;

/**
 * __useSetVoucherCampaignPlacesMutation__
 *
 * To run a mutation, you first call `useSetVoucherCampaignPlacesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetVoucherCampaignPlacesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setVoucherCampaignPlacesMutation, { data, loading, error }] = useSetVoucherCampaignPlacesMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      occasionId: // value for 'occasionId'
 *      spaceIds: // value for 'spaceIds'
 *   },
 * });
 */
export function useSetVoucherCampaignPlacesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetVoucherCampaignPlacesMutation, SetVoucherCampaignPlacesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetVoucherCampaignPlacesMutation, SetVoucherCampaignPlacesMutationVariables>(SetVoucherCampaignPlacesDocument, options);
      }
export type SetVoucherCampaignPlacesMutationHookResult = ReturnType<typeof useSetVoucherCampaignPlacesMutation>;
export type SetVoucherCampaignPlacesMutationResult = ApolloReactCommon.MutationResult<SetVoucherCampaignPlacesMutation>;
export const WebhookEndpointsDocument = gql`
    query WebhookEndpoints {
  webhookEndpoints {
    ...WebhookEndpointFields
  }
  webhookEventTypes
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useWebhookEndpointsQuery__
 *
 * To run a query within a React component, call `useWebhookEndpointsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookEndpointsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookEndpointsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhookEndpointsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
      }
export function useWebhookEndpointsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
// @ts-ignore
export function useWebhookEndpointsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
// @ts-ignore
export function useWebhookEndpointsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookEndpointsQuery | undefined, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
export type WebhookEndpointsQueryHookResult = ReturnType<typeof useWebhookEndpointsQuery>;
export type WebhookEndpointsLazyQueryHookResult = ReturnType<typeof useWebhookEndpointsLazyQuery>;
export type WebhookEndpointsSuspenseQueryHookResult = ReturnType<typeof useWebhookEndpointsSuspenseQuery>;
export type WebhookEndpointsQueryResult = ApolloReactCommon.QueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = gql`
    query WebhookDeliveries($endpointId: ID!, $state: String, $first: Int) {
  webhookDeliveries(endpointId: $endpointId, state: $state, first: $first) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      endpointId: // value for 'endpointId'
 *      state: // value for 'state'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> & ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
      }
export function useWebhookDeliveriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WebhookDeliveriesQuery | undefined, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<typeof useWebhookDeliveriesSuspenseQuery>;
export type WebhookDeliveriesQueryResult = ApolloReactCommon.QueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = gql`
    mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      ...WebhookEndpointFields
    }
    secret
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useCreateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useCreateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookEndpointMutation, { data, loading, error }] = useCreateWebhookEndpointMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWebhookEndpointMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(CreateWebhookEndpointDocument, options);
      }
export type CreateWebhookEndpointMutationHookResult = ReturnType<typeof useCreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationResult = ApolloReactCommon.MutationResult<CreateWebhookEndpointMutation>;
export const UpdateWebhookEndpointDocument = gql`
    mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    ...WebhookEndpointFields
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useUpdateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useUpdateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWebhookEndpointMutation, { data, loading, error }] = useUpdateWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWebhookEndpointMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>(UpdateWebhookEndpointDocument, options);
      }
export type UpdateWebhookEndpointMutationHookResult = ReturnType<typeof useUpdateWebhookEndpointMutation>;
export type UpdateWebhookEndpointMutationResult = ApolloReactCommon.MutationResult<UpdateWebhookEndpointMutation>;
export const RotateWebhookSecretDocument = gql`
    mutation RotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    endpoint {
      ...WebhookEndpointFields
    }
    secret
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useRotateWebhookSecretMutation__
 *
 * To run a mutation, you first call `useRotateWebhookSecretMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRotateWebhookSecretMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rotateWebhookSecretMutation, { data, loading, error }] = useRotateWebhookSecretMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRotateWebhookSecretMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>(RotateWebhookSecretDocument, options);
      }
export type RotateWebhookSecretMutationHookResult = ReturnType<typeof useRotateWebhookSecretMutation>;
export type RotateWebhookSecretMutationResult = ApolloReactCommon.MutationResult<RotateWebhookSecretMutation>;
export const DeleteWebhookEndpointDocument = gql`
    mutation DeleteWebhookEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id)
}
    `;

/**
 * __useDeleteWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookEndpointMutation, { data, loading, error }] = useDeleteWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteWebhookEndpointMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(DeleteWebhookEndpointDocument, options);
      }
export type DeleteWebhookEndpointMutationHookResult = ReturnType<typeof useDeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationResult = ApolloReactCommon.MutationResult<DeleteWebhookEndpointMutation>;
export const ResendWebhookDeliveryDocument = gql`
    mutation ResendWebhookDelivery($id: ID!) {
  resendWebhookDelivery(id: $id) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;

/**
 * __useResendWebhookDeliveryMutation__
 *
 * To run a mutation, you first call `useResendWebhookDeliveryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendWebhookDeliveryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendWebhookDeliveryMutation, { data, loading, error }] = useResendWebhookDeliveryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useResendWebhookDeliveryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>(ResendWebhookDeliveryDocument, options);
      }
export type ResendWebhookDeliveryMutationHookResult = ReturnType<typeof useResendWebhookDeliveryMutation>;
export type ResendWebhookDeliveryMutationResult = ApolloReactCommon.MutationResult<ResendWebhookDeliveryMutation>;