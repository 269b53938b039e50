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
  /** Records the final details and terms; books at once when nothing is payable or with skip payment. */
  confirm: Draft;
  /** Validates the details and moves the draft to payment, extending its hold. */
  initiatePayment: Draft;
  /** Opens a payment at the provider: 409 PAYMENT_IN_PROGRESS while one is open. */
  pay: PaymentSubmission;
  /** Removes a ticket; null when it was the last one and the draft is cancelled. */
  removeTicket?: Maybe<Draft>;
  /** Changes a ticket's type (repricing it) or addons. */
  updateTicket: Ticket;
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


export type MutationConfirmArgs = {
  input: ConfirmInput;
  uuid: Scalars['ID']['input'];
};


export type MutationInitiatePaymentArgs = {
  input: InitiatePaymentInput;
  uuid: Scalars['ID']['input'];
};


export type MutationPayArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveTicketArgs = {
  ticketId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateTicketArgs = {
  input: UpdateTicketInput;
  ticketId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
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
  /** A held draft; needs the draft's cookie as well as its uuid. */
  draft: Draft;
  /** A published event with its published occasions and prices. */
  event: Event;
  /** Published events, soonest upcoming first. */
  events: Array<Event>;
  /** Supported languages; the first is the fallback. */
  languages: Array<Language>;
  /** A published occasion of a published event. */
  occasion: Occasion;
  /** Payment methods this site offers. */
  paymentMethods: Array<PaymentMethod>;
  /** A plan with its spaces. */
  plan: Plan;
  /** Every plan, without spaces (ask plan(id) for them). */
  plans: Array<Plan>;
  /** Site settings in the request's language. */
  settings: Settings;
  /** Space types. */
  spaceTypes: Array<SpaceType>;
  /** Ticket types in display order. */
  ticketTypes: Array<TicketType>;
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

/** A signed-in administrator. */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Permission names the user holds through roles. */
  permissions: Array<Scalars['String']['output']>;
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