/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
};

/** An extra that can be attached to a ticket, priced separately. */
export type Addon = {
  __typename?: 'Addon';
  /** Description in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Price in cents, VAT included. */
  price: Scalars['Int']['output'];
  /** VAT percentage. */
  vat: Scalars['Float']['output'];
};

/** A user account as administrators see it. */
export type AdminUser = {
  __typename?: 'AdminUser';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastLoginAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Permissions through the roles. */
  permissions: Array<Scalars['String']['output']>;
  roles: Array<Role>;
};

/** A personal token for other systems; the secret is shown only when created. */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  /** The first characters, to tell tokens apart. */
  tokenPrefix: Scalars['String']['output'];
};

/** Who the visitor is, and the CSRF token state-changing requests send back in X-CSRF-Token. */
export type Authentication = {
  __typename?: 'Authentication';
  /** Send this in the X-CSRF-Token header of every state-changing request. */
  csrfToken: Scalars['String']['output'];
  /** Null for anonymous visitors. */
  user?: Maybe<User>;
};

/** Places of an occasion: 'remaining / total seats available'. */
export type Availability = {
  __typename?: 'Availability';
  /** Places not held by any booking. */
  remaining: Scalars['Int']['output'];
  /** All places of the occasion. */
  total: Scalars['Int']['output'];
};

/** A booking with its tickets, client details and totals. */
export type Booking = {
  __typename?: 'Booking';
  client: Client;
  /** When it was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the hold lapses, for holds that expire. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  /** Sequential number for people. */
  number: Scalars['Int']['output'];
  occasionId: Scalars['ID']['output'];
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** Cents, VAT included. */
  price: Scalars['Int']['output'];
  /** draft, payment, locked, booked, renewable, cancelled, expired or refunded. */
  status: Scalars['String']['output'];
  summary: BookingSummary;
  tickets: Array<Ticket>;
};

/** Narrows the bookings query; every field optional. */
export type BookingFilter = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
  occasionId?: InputMaybe<Scalars['ID']['input']>;
  /** Booking statuses. */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A page of bookings with the total count. */
export type BookingPage = {
  __typename?: 'BookingPage';
  items: Array<Booking>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Totals of a booking. */
export type BookingSummary = {
  __typename?: 'BookingSummary';
  /** Per ticket type. */
  byTicketType: Array<TicketTypeSummary>;
  /** Per VAT rate, by rate. */
  byVat: Array<VatSummary>;
  /** True when any price is non-zero. */
  requirePayment: Scalars['Boolean']['output'];
  /** Cents, VAT included. */
  total: Scalars['Int']['output'];
};

export type ChangePasswordInput = {
  /** Must equal newPassword. */
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  /** At least 10 characters. */
  newPassword: Scalars['String']['input'];
};

/** The customer's details; the identity number is masked to its last four characters. */
export type Client = {
  __typename?: 'Client';
  address?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstname?: Maybe<Scalars['String']['output']>;
  /** Masked, e.g. *******000P. */
  identityNumber?: Maybe<Scalars['String']['output']>;
  lastname?: Maybe<Scalars['String']['output']>;
  /** Message to the organizer. */
  message?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** The customer's details at checkout. */
export type ClientInput = {
  /** Required when settings.requireAddress. */
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Finnish personal identity code; required when settings.requireIdentityNumber. */
  identityNumber?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Message to the organizer. */
  message?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Final checkout details and the terms acceptance. */
export type ConfirmInput = {
  client: ClientInput;
  /** A payment method id; defaults to the one chosen in initiatePayment. */
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  /** The booking terms are accepted (required). */
  termsAccepted?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  /** At least 10 characters. */
  password: Scalars['String']['input'];
  roleIds?: Array<Scalars['ID']['input']>;
};

/** A held booking being edited by its customer; expires at expiresAt. */
export type Draft = {
  __typename?: 'Draft';
  client: Client;
  /** When the hold lapses. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  occasionId: Scalars['ID']['output'];
  /** The chosen payment method. */
  paymentMethodId?: Maybe<Scalars['String']['output']>;
  /** draft or payment (see Booking.status). */
  status: Scalars['String']['output'];
  summary: BookingSummary;
  tickets: Array<Ticket>;
  /** The draft's uuid. */
  uuid: Scalars['ID']['output'];
};

/** A show, match or concert; visitors book its occasions. */
export type Event = {
  __typename?: 'Event';
  /** Description in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Published occasions by start time. */
  occasions: Array<Occasion>;
  /** The event's default plan with its spaces. */
  plan: Plan;
  /** The event's default plan (map). */
  planId: Scalars['ID']['output'];
  /** The event's price list. */
  prices: Array<Price>;
  /** Whether visitors can see it. */
  published: Scalars['Boolean']['output'];
  /** active, cancelled or archived. */
  status: Scalars['String']['output'];
  /** Last change. */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** Checkout details and the chosen payment method. */
export type InitiatePaymentInput = {
  client: ClientInput;
  /** A payment method id from paymentMethods. */
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
};

/** A language the interface is offered in; the first one is the fallback. */
export type Language = {
  __typename?: 'Language';
  /** Language code: en, fi or sv. */
  id: Scalars['ID']['output'];
  /** The language's name in that language (English, suomi, svenska). */
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a ticket for a space: 409 SPACE_OCCUPIED when it is full. */
  addSpace: Ticket;
  /** Creates a held draft on the occasion; sets the draft's cookie. */
  book: Draft;
  /** Cancels the draft and releases its places. */
  cancelDraft: Scalars['Boolean']['output'];
  /** Back from payment to draft; voids an open provider attempt. */
  cancelPayment: Draft;
  /** Changes the signed-in user's password; their other sessions end. */
  changePassword: Scalars['Boolean']['output'];
  /** Records the final details and terms; books at once when nothing is payable or with skip payment. */
  confirm: Draft;
  /** Creates a personal API token; the token is shown only in this answer. */
  createApiToken: NewApiToken;
  createRole: Role;
  createUser: AdminUser;
  /** Deletes a role (refused when nobody could administer users or roles after it). */
  deleteRole: Scalars['Boolean']['output'];
  /** Deletes a user (refused when nobody could administer users or roles after it). */
  deleteUser: Scalars['Boolean']['output'];
  /** Validates the details and moves the draft to payment, extending its hold. */
  initiatePayment: Draft;
  /** Signs in; sets the session cookie. Answers the user and the session's new CSRF token. */
  login: Authentication;
  /** Ends the session; answers an anonymous CSRF token. */
  logout: Authentication;
  /** Opens a payment at the provider: 409 PAYMENT_IN_PROGRESS while one is open. */
  pay: PaymentSubmission;
  /** Removes a ticket; null when it was the last one and the draft is cancelled. */
  removeTicket?: Maybe<Draft>;
  /** Revokes one of the signed-in user's API tokens. */
  revokeApiToken: Scalars['Boolean']['output'];
  /** Sets a new password for a user; their sessions end. */
  setUserPassword: Scalars['Boolean']['output'];
  updateRole: Role;
  /** Changes a ticket's type (repricing it) or addons. */
  updateTicket: Ticket;
  /** Changes a user's e-mail and/or roles. */
  updateUser: AdminUser;
};


export type MutationAddSpaceArgs = {
  spaceId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationBookArgs = {
  occasionId: Scalars['ID']['input'];
};


export type MutationCancelDraftArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationCancelPaymentArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmArgs = {
  input: ConfirmInput;
  uuid: Scalars['ID']['input'];
};


export type MutationCreateApiTokenArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateRoleArgs = {
  input: RoleInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInitiatePaymentArgs = {
  input: InitiatePaymentInput;
  uuid: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPayArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveTicketArgs = {
  ticketId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: RoleInput;
};


export type MutationUpdateTicketArgs = {
  input: UpdateTicketInput;
  ticketId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** A created token: `token` is shown this once. */
export type NewApiToken = {
  __typename?: 'NewApiToken';
  apiToken: ApiToken;
  /** Send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/** One dated performance of an event. */
export type Occasion = {
  __typename?: 'Occasion';
  /** Remaining and total places. */
  availability: Availability;
  /** Whether it can be booked at all (see also the bookable window). */
  bookable: Scalars['Boolean']['output'];
  /** Booking closes; null = until it starts. */
  bookableEndTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Booking opens; null = already open. */
  bookableStartTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether the occasion's own prices replace the event's price list. */
  customPricing: Scalars['Boolean']['output'];
  /** When it ends, if set. */
  endTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The occasion's event. */
  event: Event;
  /** The event's id. */
  eventId: Scalars['ID']['output'];
  /** Days before booking opens from which seasonal renewals can be confirmed. */
  headsUpDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Internal name for administrators. */
  name: Scalars['String']['output'];
  /** Tickets holding each space. */
  occupancy: Array<SpaceOccupancy>;
  /** The occasion's plan with its spaces. */
  plan: Plan;
  /** The plan (map) used by this occasion. */
  planId: Scalars['ID']['output'];
  /** Prices that apply: the occasion's own with custom pricing, else the event's. */
  prices: Array<Price>;
  /** Whether visitors can see it. */
  published: Scalars['Boolean']['output'];
  /** Whether it recurs yearly with renewable bookings. */
  seasonal: Scalars['Boolean']['output'];
  /** When it starts. */
  startTime: Scalars['DateTimeISO']['output'];
  /** scheduled, cancelled or completed. */
  status: Scalars['String']['output'];
  /** Public title in the request's language, e.g. 'Premiere'. */
  title?: Maybe<Scalars['String']['output']>;
  /** Last change. */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** An occasion's occupancy after changes (coalesced, a few per second at most). */
export type OccupancyUpdate = {
  __typename?: 'OccupancyUpdate';
  /** Remaining and total places. */
  availability: Availability;
  occasionId: Scalars['ID']['output'];
  /** Tickets holding each space. */
  occupancy: Array<SpaceOccupancy>;
};

/** A way to pay, or skip payment. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** skip, paytrail, vismapay or ceepos. */
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
};

/** Where to send the browser: post/get a hidden form to action, or redirect to it. */
export type PaymentSubmission = {
  __typename?: 'PaymentSubmission';
  /** URL of the provider's payment page (or of the result page). */
  action: Scalars['String']['output'];
  /** Form fields, name -> value. */
  fields: Scalars['JSONObject']['output'];
  /** post, get or redirect. */
  method: Scalars['String']['output'];
};

/** A venue map with its spaces. */
export type Plan = {
  __typename?: 'Plan';
  /** Description in the request's language. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Template for labels on the map: {name}, {type}, {remaining}, {max}. */
  mapLabelMask?: Maybe<Scalars['String']['output']>;
  /** Where the sanitized SVG map is served (image/svg+xml). */
  mapUrl: Scalars['String']['output'];
  /** The plan's name. */
  name: Scalars['String']['output'];
  /** Template for a space's accessible name and list label. */
  spaceLabelMask?: Maybe<Scalars['String']['output']>;
  /** The plan's spaces, by name. */
  spaces: Array<Space>;
  /** CSS for the map. */
  styles?: Maybe<Scalars['String']['output']>;
};

/** A price list entry: the price of one ticket type. */
export type Price = {
  __typename?: 'Price';
  /** Price in cents, VAT included. */
  price: Scalars['Int']['output'];
  /** The ticket type. */
  ticketType: TicketType;
  /** The ticket type's id. */
  ticketTypeId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Addons on sale. */
  addons: Array<Addon>;
  /** The signed-in user (null when anonymous) and the CSRF token. */
  authenticate: Authentication;
  /** One booking. */
  booking: Booking;
  /** Bookings with tickets, client details and summary; filter by event, occasion and status. */
  bookings: BookingPage;
  /** A held draft; needs the draft's cookie as well as its uuid. */
  draft: Draft;
  /** A published event with its published occasions and prices. */
  event: Event;
  /** Published events, soonest upcoming first. */
  events: Array<Event>;
  /** Supported languages; the first is the fallback. */
  languages: Array<Language>;
  /** The signed-in user's API tokens (not revoked). */
  myApiTokens: Array<ApiToken>;
  /** A published occasion of a published event. */
  occasion: Occasion;
  /** Payment methods this site offers. */
  paymentMethods: Array<PaymentMethod>;
  /** Every permission a role can hold. */
  permissions: Array<Scalars['String']['output']>;
  /** A plan with its spaces. */
  plan: Plan;
  /** Every plan, without spaces (ask plan(id) for them). */
  plans: Array<Plan>;
  role: Role;
  roles: Array<Role>;
  /** Site settings in the request's language. */
  settings: Settings;
  /** Space types. */
  spaceTypes: Array<SpaceType>;
  /** Ticket types in display order. */
  ticketTypes: Array<TicketType>;
  user: AdminUser;
  /** Users, a page at a time. */
  users: UserPage;
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingsArgs = {
  filter?: InputMaybe<BookingFilter>;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryDraftArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOccasionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** A named set of permissions given to users. */
export type Role = {
  __typename?: 'Role';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Permission names (SPEC section 6). */
  permissions: Array<Scalars['String']['output']>;
};

export type RoleInput = {
  description?: Scalars['String']['input'];
  name: Scalars['String']['input'];
  permissions?: Array<Scalars['String']['input']>;
};

/** Site settings, texts in the request's language. */
export type Settings = {
  __typename?: 'Settings';
  /** Notice shown on checkout. */
  bookingNotice?: Maybe<Scalars['String']['output']>;
  /** Booking terms in Markdown; the client renders them sanitized. */
  bookingTerms?: Maybe<Scalars['String']['output']>;
  /** Footer text. */
  footerText?: Maybe<Scalars['String']['output']>;
  /** Theme primary colour as #rrggbb. */
  primaryColor: Scalars['String']['output'];
  /** Whether checkout asks for the client's address. */
  requireAddress: Scalars['Boolean']['output'];
  /** Whether checkout asks for the client's Finnish personal identity code. */
  requireIdentityNumber: Scalars['Boolean']['output'];
  /** Theme secondary colour as #rrggbb. */
  secondaryColor?: Maybe<Scalars['String']['output']>;
  /** The site's name shown in the top bar. */
  sitename: Scalars['String']['output'];
  /** The venue's IANA time zone; all dates are shown in it. */
  timeZone: Scalars['String']['output'];
};

/** A bookable place on a plan: one seat, or an area with many places. */
export type Space = {
  __typename?: 'Space';
  id: Scalars['ID']['output'];
  /** How many tickets the space holds (1 for a seat). */
  maxTickets: Scalars['Int']['output'];
  /** Equals the id of the space's element in the plan's SVG map. */
  name: Scalars['String']['output'];
  /** The space's type. */
  spaceType?: Maybe<SpaceType>;
};

/** How many tickets hold one space on an occasion. */
export type SpaceOccupancy = {
  __typename?: 'SpaceOccupancy';
  /** Tickets holding the space. */
  count: Scalars['Int']['output'];
  /** The space's capacity on this occasion. */
  maxTickets: Scalars['Int']['output'];
  spaceId: Scalars['ID']['output'];
};

/** A kind of space: seat, standing, wheelchair place. */
export type SpaceType = {
  __typename?: 'SpaceType';
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The occasion's occupancy now, then after every change (coalesced across all server processes). */
  occupancyChanged: OccupancyUpdate;
};


export type SubscriptionOccupancyChangedArgs = {
  occasionId: Scalars['ID']['input'];
};

/** One place in one space, priced when added. */
export type Ticket = {
  __typename?: 'Ticket';
  /** Addons on this ticket. */
  addons: Array<TicketAddon>;
  id: Scalars['ID']['output'];
  /** Ticket price in cents, VAT included, without addons. */
  price: Scalars['Int']['output'];
  /** The space it holds. */
  spaceId: Scalars['ID']['output'];
  /** Its ticket type. */
  ticketTypeId: Scalars['ID']['output'];
  /** Price plus addons, in cents. */
  total: Scalars['Int']['output'];
  /** VAT percentage of the ticket price. */
  vat: Scalars['Float']['output'];
};

/** An addon on a ticket, at the price it was sold. */
export type TicketAddon = {
  __typename?: 'TicketAddon';
  addonId: Scalars['ID']['output'];
  /** Cents, VAT included. */
  price: Scalars['Int']['output'];
  /** VAT percentage. */
  vat: Scalars['Float']['output'];
};

/** A kind of ticket: adult, child, senior, student... */
export type TicketType = {
  __typename?: 'TicketType';
  id: Scalars['ID']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
  /** Product code sent to payment providers. */
  productCode: Scalars['String']['output'];
  /** VAT percentage, e.g. 10 or 25.5. */
  vat: Scalars['Float']['output'];
};

/** Tickets of one type in a booking. */
export type TicketTypeSummary = {
  __typename?: 'TicketTypeSummary';
  /** Number of tickets. */
  amount: Scalars['Int']['output'];
  /** The ticket type's name. */
  name: Scalars['String']['output'];
  ticketTypeId: Scalars['ID']['output'];
  /** The tickets' ids. */
  tickets: Array<Scalars['ID']['output']>;
  /** Cents including addons. */
  total: Scalars['Int']['output'];
};

/** Changes to one ticket. */
export type UpdateTicketInput = {
  /** The ticket's addons (replaces the current set). */
  addonIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** New ticket type; the ticket is repriced. */
  ticketTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the user's roles. */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A signed-in administrator. */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Permission names the user holds through roles. */
  permissions: Array<Scalars['String']['output']>;
};

/** A page of users ('from - to of count'). */
export type UserPage = {
  __typename?: 'UserPage';
  items: Array<AdminUser>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** All users. */
  total: Scalars['Int']['output'];
};

/** Everything sold at one VAT rate and the VAT it includes. */
export type VatSummary = {
  __typename?: 'VatSummary';
  /** Gross cents at this rate. */
  amount: Scalars['Int']['output'];
  /** VAT percentage. */
  rate: Scalars['Float']['output'];
  /** Included VAT = amount * rate / (100 + rate), rounded once per rate. */
  vat: Scalars['Int']['output'];
};

export type AuthenticateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthenticateQuery = { authenticate: { csrfToken: string, user: { id: string, email: string, permissions: Array<string> } | null } };

export type LanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguagesQuery = { languages: Array<{ id: string, name: string }> };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: { sitename: string, footerText: string | null, primaryColor: string, secondaryColor: string | null, timeZone: string } };

export type EventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsQuery = { events: Array<{ id: string, name: string, description: string | null }> };

export type EventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventQuery = { event: { id: string, name: string, description: string | null, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, endTime: string | null, bookable: boolean, availability: { remaining: number, total: number } }> } };

export type OccupancyFieldsFragment = { spaceId: string, count: number, maxTickets: number };

export type OccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type OccasionQuery = { occasion: { id: string, title: string | null, startTime: string, bookable: boolean, event: { id: string, name: string }, availability: { remaining: number, total: number }, plan: { id: string, name: string, mapUrl: string, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, spaces: Array<{ id: string, name: string, maxTickets: number, spaceType: { id: string, name: string } | null }> }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, ticketType: { id: string, name: string } }> } };

export type AddonsQueryVariables = Exact<{ [key: string]: never; }>;


export type AddonsQuery = { addons: Array<{ id: string, name: string, price: number }> };

export type DraftTicketFieldsFragment = { id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> };

export type DraftFieldsFragment = { uuid: string, occasionId: string, expiresAt: string | null, status: string, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> }> };

export type DraftQueryVariables = Exact<{
  uuid: string | number;
}>;


export type DraftQuery = { draft: { uuid: string, occasionId: string, expiresAt: string | null, status: string, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> }> } };

export type BookMutationVariables = Exact<{
  occasionId: string | number;
}>;


export type BookMutation = { book: { uuid: string, occasionId: string, expiresAt: string | null, status: string, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> }> } };

export type AddSpaceMutationVariables = Exact<{
  uuid: string | number;
  spaceId: string | number;
}>;


export type AddSpaceMutation = { addSpace: { id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> } };

export type UpdateTicketMutationVariables = Exact<{
  uuid: string | number;
  ticketId: string | number;
  ticketTypeId?: string | number | null | undefined;
  addonIds?: Array<string | number> | string | number | null | undefined;
}>;


export type UpdateTicketMutation = { updateTicket: { id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> } };

export type RemoveTicketMutationVariables = Exact<{
  uuid: string | number;
  ticketId: string | number;
}>;


export type RemoveTicketMutation = { removeTicket: { uuid: string, occasionId: string, expiresAt: string | null, status: string, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> }> } | null };

export type CancelDraftMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CancelDraftMutation = { cancelDraft: boolean };

export type OccupancyChangedSubscriptionVariables = Exact<{
  occasionId: string | number;
}>;


export type OccupancyChangedSubscription = { occupancyChanged: { occasionId: string, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type OccasionOccupancyFragment = { availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> };

export const OccupancyFieldsFragmentDoc = gql`
    fragment OccupancyFields on SpaceOccupancy {
  spaceId
  count
  maxTickets
}
    `;
export const DraftTicketFieldsFragmentDoc = gql`
    fragment DraftTicketFields on Ticket {
  id
  spaceId
  ticketTypeId
  price
  total
  addons {
    addonId
    price
  }
}
    `;
export const DraftFieldsFragmentDoc = gql`
    fragment DraftFields on Draft {
  uuid
  occasionId
  expiresAt
  status
  tickets {
    ...DraftTicketFields
  }
}
    `;
export const OccasionOccupancyFragmentDoc = gql`
    fragment OccasionOccupancy on Occasion {
  availability {
    remaining
    total
  }
  occupancy {
    spaceId
    count
    maxTickets
  }
}
    `;
export const AuthenticateDocument = gql`
    query Authenticate {
  authenticate {
    csrfToken
    user {
      id
      email
      permissions
    }
  }
}
    `;

/**
 * __useAuthenticateQuery__
 *
 * To run a query within a React component, call `useAuthenticateQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuthenticateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuthenticateQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuthenticateQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuthenticateQuery, AuthenticateQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuthenticateQuery, AuthenticateQueryVariables>(AuthenticateDocument, options);
      }
export function useAuthenticateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuthenticateQuery, AuthenticateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuthenticateQuery, AuthenticateQueryVariables>(AuthenticateDocument, options);
        }
// @ts-ignore
export function useAuthenticateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuthenticateQuery, AuthenticateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuthenticateQuery, AuthenticateQueryVariables>;
// @ts-ignore
export function useAuthenticateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuthenticateQuery, AuthenticateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuthenticateQuery | undefined, AuthenticateQueryVariables>;
export function useAuthenticateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuthenticateQuery, AuthenticateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AuthenticateQuery, AuthenticateQueryVariables>(AuthenticateDocument, options);
        }
export type AuthenticateQueryHookResult = ReturnType<typeof useAuthenticateQuery>;
export type AuthenticateLazyQueryHookResult = ReturnType<typeof useAuthenticateLazyQuery>;
export type AuthenticateSuspenseQueryHookResult = ReturnType<typeof useAuthenticateSuspenseQuery>;
export type AuthenticateQueryResult = ApolloReactCommon.QueryResult<AuthenticateQuery, AuthenticateQueryVariables>;
export const LanguagesDocument = gql`
    query Languages {
  languages {
    id
    name
  }
}
    `;

/**
 * __useLanguagesQuery__
 *
 * To run a query within a React component, call `useLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLanguagesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLanguagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LanguagesQuery, LanguagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LanguagesQuery, LanguagesQueryVariables>(LanguagesDocument, options);
      }
export function useLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LanguagesQuery, LanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LanguagesQuery, LanguagesQueryVariables>(LanguagesDocument, options);
        }
// @ts-ignore
export function useLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LanguagesQuery, LanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LanguagesQuery, LanguagesQueryVariables>;
// @ts-ignore
export function useLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LanguagesQuery, LanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LanguagesQuery | undefined, LanguagesQueryVariables>;
export function useLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LanguagesQuery, LanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<LanguagesQuery, LanguagesQueryVariables>(LanguagesDocument, options);
        }
export type LanguagesQueryHookResult = ReturnType<typeof useLanguagesQuery>;
export type LanguagesLazyQueryHookResult = ReturnType<typeof useLanguagesLazyQuery>;
export type LanguagesSuspenseQueryHookResult = ReturnType<typeof useLanguagesSuspenseQuery>;
export type LanguagesQueryResult = ApolloReactCommon.QueryResult<LanguagesQuery, LanguagesQueryVariables>;
export const SettingsDocument = gql`
    query Settings {
  settings {
    sitename
    footerText
    primaryColor
    secondaryColor
    timeZone
  }
}
    `;

/**
 * __useSettingsQuery__
 *
 * To run a query within a React component, call `useSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
      }
export function useSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
// @ts-ignore
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery, SettingsQueryVariables>;
// @ts-ignore
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery | undefined, SettingsQueryVariables>;
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
export type SettingsQueryHookResult = ReturnType<typeof useSettingsQuery>;
export type SettingsLazyQueryHookResult = ReturnType<typeof useSettingsLazyQuery>;
export type SettingsSuspenseQueryHookResult = ReturnType<typeof useSettingsSuspenseQuery>;
export type SettingsQueryResult = ApolloReactCommon.QueryResult<SettingsQuery, SettingsQueryVariables>;
export const EventsDocument = gql`
    query Events {
  events {
    id
    name
    description
  }
}
    `;

/**
 * __useEventsQuery__
 *
 * To run a query within a React component, call `useEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEventsQuery({
 *   variables: {
 *   },
 * });
 */
export function useEventsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EventsQuery, EventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EventsQuery, EventsQueryVariables>(EventsDocument, options);
      }
export function useEventsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EventsQuery, EventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EventsQuery, EventsQueryVariables>(EventsDocument, options);
        }
// @ts-ignore
export function useEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EventsQuery, EventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventsQuery, EventsQueryVariables>;
// @ts-ignore
export function useEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventsQuery, EventsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventsQuery | undefined, EventsQueryVariables>;
export function useEventsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventsQuery, EventsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<EventsQuery, EventsQueryVariables>(EventsDocument, options);
        }
export type EventsQueryHookResult = ReturnType<typeof useEventsQuery>;
export type EventsLazyQueryHookResult = ReturnType<typeof useEventsLazyQuery>;
export type EventsSuspenseQueryHookResult = ReturnType<typeof useEventsSuspenseQuery>;
export type EventsQueryResult = ApolloReactCommon.QueryResult<EventsQuery, EventsQueryVariables>;
export const EventDocument = gql`
    query Event($id: ID!) {
  event(id: $id) {
    id
    name
    description
    occasions {
      id
      name
      title
      startTime
      endTime
      bookable
      availability {
        remaining
        total
      }
    }
  }
}
    `;

/**
 * __useEventQuery__
 *
 * To run a query within a React component, call `useEventQuery` and pass it any options that fit your needs.
 * When your component renders, `useEventQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEventQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEventQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EventQuery, EventQueryVariables> & ({ variables: EventQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EventQuery, EventQueryVariables>(EventDocument, options);
      }
export function useEventLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EventQuery, EventQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EventQuery, EventQueryVariables>(EventDocument, options);
        }
// @ts-ignore
export function useEventSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EventQuery, EventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventQuery, EventQueryVariables>;
// @ts-ignore
export function useEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventQuery, EventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventQuery | undefined, EventQueryVariables>;
export function useEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventQuery, EventQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<EventQuery, EventQueryVariables>(EventDocument, options);
        }
export type EventQueryHookResult = ReturnType<typeof useEventQuery>;
export type EventLazyQueryHookResult = ReturnType<typeof useEventLazyQuery>;
export type EventSuspenseQueryHookResult = ReturnType<typeof useEventSuspenseQuery>;
export type EventQueryResult = ApolloReactCommon.QueryResult<EventQuery, EventQueryVariables>;
export const OccasionDocument = gql`
    query Occasion($id: ID!) {
  occasion(id: $id) {
    id
    title
    startTime
    bookable
    event {
      id
      name
    }
    availability {
      remaining
      total
    }
    plan {
      id
      name
      mapUrl
      mapLabelMask
      spaceLabelMask
      styles
      spaces {
        id
        name
        maxTickets
        spaceType {
          id
          name
        }
      }
    }
    occupancy {
      ...OccupancyFields
    }
    prices {
      price
      ticketTypeId
      ticketType {
        id
        name
      }
    }
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useOccasionQuery__
 *
 * To run a query within a React component, call `useOccasionQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOccasionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionQuery, OccasionQueryVariables> & ({ variables: OccasionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionQuery, OccasionQueryVariables>(OccasionDocument, options);
      }
export function useOccasionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionQuery, OccasionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionQuery, OccasionQueryVariables>(OccasionDocument, options);
        }
// @ts-ignore
export function useOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionQuery, OccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionQuery, OccasionQueryVariables>;
// @ts-ignore
export function useOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionQuery, OccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionQuery | undefined, OccasionQueryVariables>;
export function useOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionQuery, OccasionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionQuery, OccasionQueryVariables>(OccasionDocument, options);
        }
export type OccasionQueryHookResult = ReturnType<typeof useOccasionQuery>;
export type OccasionLazyQueryHookResult = ReturnType<typeof useOccasionLazyQuery>;
export type OccasionSuspenseQueryHookResult = ReturnType<typeof useOccasionSuspenseQuery>;
export type OccasionQueryResult = ApolloReactCommon.QueryResult<OccasionQuery, OccasionQueryVariables>;
export const AddonsDocument = gql`
    query Addons {
  addons {
    id
    name
    price
  }
}
    `;

/**
 * __useAddonsQuery__
 *
 * To run a query within a React component, call `useAddonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAddonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAddonsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAddonsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AddonsQuery, AddonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AddonsQuery, AddonsQueryVariables>(AddonsDocument, options);
      }
export function useAddonsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AddonsQuery, AddonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AddonsQuery, AddonsQueryVariables>(AddonsDocument, options);
        }
// @ts-ignore
export function useAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AddonsQuery, AddonsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddonsQuery, AddonsQueryVariables>;
// @ts-ignore
export function useAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddonsQuery, AddonsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddonsQuery | undefined, AddonsQueryVariables>;
export function useAddonsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddonsQuery, AddonsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<AddonsQuery, AddonsQueryVariables>(AddonsDocument, options);
        }
export type AddonsQueryHookResult = ReturnType<typeof useAddonsQuery>;
export type AddonsLazyQueryHookResult = ReturnType<typeof useAddonsLazyQuery>;
export type AddonsSuspenseQueryHookResult = ReturnType<typeof useAddonsSuspenseQuery>;
export type AddonsQueryResult = ApolloReactCommon.QueryResult<AddonsQuery, AddonsQueryVariables>;
export const DraftDocument = gql`
    query Draft($uuid: ID!) {
  draft(uuid: $uuid) {
    ...DraftFields
  }
}
    ${DraftFieldsFragmentDoc}
${DraftTicketFieldsFragmentDoc}`;

/**
 * __useDraftQuery__
 *
 * To run a query within a React component, call `useDraftQuery` and pass it any options that fit your needs.
 * When your component renders, `useDraftQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDraftQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useDraftQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DraftQuery, DraftQueryVariables> & ({ variables: DraftQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DraftQuery, DraftQueryVariables>(DraftDocument, options);
      }
export function useDraftLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DraftQuery, DraftQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DraftQuery, DraftQueryVariables>(DraftDocument, options);
        }
// @ts-ignore
export function useDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DraftQuery, DraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DraftQuery, DraftQueryVariables>;
// @ts-ignore
export function useDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DraftQuery, DraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DraftQuery | undefined, DraftQueryVariables>;
export function useDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DraftQuery, DraftQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<DraftQuery, DraftQueryVariables>(DraftDocument, options);
        }
export type DraftQueryHookResult = ReturnType<typeof useDraftQuery>;
export type DraftLazyQueryHookResult = ReturnType<typeof useDraftLazyQuery>;
export type DraftSuspenseQueryHookResult = ReturnType<typeof useDraftSuspenseQuery>;
export type DraftQueryResult = ApolloReactCommon.QueryResult<DraftQuery, DraftQueryVariables>;
export const BookDocument = gql`
    mutation Book($occasionId: ID!) {
  book(occasionId: $occasionId) {
    ...DraftFields
  }
}
    ${DraftFieldsFragmentDoc}
${DraftTicketFieldsFragmentDoc}`;

/**
 * __useBookMutation__
 *
 * To run a mutation, you first call `useBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bookMutation, { data, loading, error }] = useBookMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useBookMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BookMutation, BookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BookMutation, BookMutationVariables>(BookDocument, options);
      }
export type BookMutationHookResult = ReturnType<typeof useBookMutation>;
export type BookMutationResult = ApolloReactCommon.MutationResult<BookMutation>;
export const AddSpaceDocument = gql`
    mutation AddSpace($uuid: ID!, $spaceId: ID!) {
  addSpace(uuid: $uuid, spaceId: $spaceId) {
    ...DraftTicketFields
  }
}
    ${DraftTicketFieldsFragmentDoc}`;

/**
 * __useAddSpaceMutation__
 *
 * To run a mutation, you first call `useAddSpaceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddSpaceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addSpaceMutation, { data, loading, error }] = useAddSpaceMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      spaceId: // value for 'spaceId'
 *   },
 * });
 */
export function useAddSpaceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddSpaceMutation, AddSpaceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddSpaceMutation, AddSpaceMutationVariables>(AddSpaceDocument, options);
      }
export type AddSpaceMutationHookResult = ReturnType<typeof useAddSpaceMutation>;
export type AddSpaceMutationResult = ApolloReactCommon.MutationResult<AddSpaceMutation>;
export const UpdateTicketDocument = gql`
    mutation UpdateTicket($uuid: ID!, $ticketId: ID!, $ticketTypeId: ID, $addonIds: [ID!]) {
  updateTicket(
    uuid: $uuid
    ticketId: $ticketId
    input: {ticketTypeId: $ticketTypeId, addonIds: $addonIds}
  ) {
    ...DraftTicketFields
  }
}
    ${DraftTicketFieldsFragmentDoc}`;

/**
 * __useUpdateTicketMutation__
 *
 * To run a mutation, you first call `useUpdateTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTicketMutation, { data, loading, error }] = useUpdateTicketMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      ticketId: // value for 'ticketId'
 *      ticketTypeId: // value for 'ticketTypeId'
 *      addonIds: // value for 'addonIds'
 *   },
 * });
 */
export function useUpdateTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTicketMutation, UpdateTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTicketMutation, UpdateTicketMutationVariables>(UpdateTicketDocument, options);
      }
export type UpdateTicketMutationHookResult = ReturnType<typeof useUpdateTicketMutation>;
export type UpdateTicketMutationResult = ApolloReactCommon.MutationResult<UpdateTicketMutation>;
export const RemoveTicketDocument = gql`
    mutation RemoveTicket($uuid: ID!, $ticketId: ID!) {
  removeTicket(uuid: $uuid, ticketId: $ticketId) {
    ...DraftFields
  }
}
    ${DraftFieldsFragmentDoc}
${DraftTicketFieldsFragmentDoc}`;

/**
 * __useRemoveTicketMutation__
 *
 * To run a mutation, you first call `useRemoveTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeTicketMutation, { data, loading, error }] = useRemoveTicketMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      ticketId: // value for 'ticketId'
 *   },
 * });
 */
export function useRemoveTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveTicketMutation, RemoveTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveTicketMutation, RemoveTicketMutationVariables>(RemoveTicketDocument, options);
      }
export type RemoveTicketMutationHookResult = ReturnType<typeof useRemoveTicketMutation>;
export type RemoveTicketMutationResult = ApolloReactCommon.MutationResult<RemoveTicketMutation>;
export const CancelDraftDocument = gql`
    mutation CancelDraft($uuid: ID!) {
  cancelDraft(uuid: $uuid)
}
    `;

/**
 * __useCancelDraftMutation__
 *
 * To run a mutation, you first call `useCancelDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelDraftMutation, { data, loading, error }] = useCancelDraftMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCancelDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelDraftMutation, CancelDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelDraftMutation, CancelDraftMutationVariables>(CancelDraftDocument, options);
      }
export type CancelDraftMutationHookResult = ReturnType<typeof useCancelDraftMutation>;
export type CancelDraftMutationResult = ApolloReactCommon.MutationResult<CancelDraftMutation>;
export const OccupancyChangedDocument = gql`
    subscription OccupancyChanged($occasionId: ID!) {
  occupancyChanged(occasionId: $occasionId) {
    occasionId
    availability {
      remaining
      total
    }
    occupancy {
      ...OccupancyFields
    }
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useOccupancyChangedSubscription__
 *
 * To run a query within a React component, call `useOccupancyChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useOccupancyChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccupancyChangedSubscription({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useOccupancyChangedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<OccupancyChangedSubscription, OccupancyChangedSubscriptionVariables> & ({ variables: OccupancyChangedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<OccupancyChangedSubscription, OccupancyChangedSubscriptionVariables>(OccupancyChangedDocument, options);
      }
export type OccupancyChangedSubscriptionHookResult = ReturnType<typeof useOccupancyChangedSubscription>;
export type OccupancyChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<OccupancyChangedSubscription>;