/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ChangePasswordInput = {
  /** Must equal newPassword. */
  confirmPassword: string;
  currentPassword: string;
  /** At least 10 characters. */
  newPassword: string;
};

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

export type RoleInput = {
  description?: string;
  name: string;
  permissions?: Array<string>;
};

export type UpdateUserInput = {
  email?: string | null | undefined;
  /** Replaces the user's roles. */
  roleIds?: Array<string | number> | null | undefined;
};

export type AuthenticateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthenticateQuery = { authenticate: { csrfToken: string, user: { id: string, email: string, permissions: Array<string> } | null } };

export type LanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguagesQuery = { languages: Array<{ id: string, name: string }> };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: { sitename: string, footerText: string | null, primaryColor: string, secondaryColor: string | null, timeZone: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { csrfToken: string, user: { id: string, email: string, permissions: Array<string> } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { csrfToken: string, user: { id: string, email: string, permissions: Array<string> } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { myApiTokens: Array<{ id: string, name: string, tokenPrefix: string, createdAt: string, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  name: string;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, tokenPrefix: string, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type AdminEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsQuery = { adminEvents: Array<{ id: string, name: string, published: boolean, status: string, occasions: Array<{ id: string, name: string, startTime: string, published: boolean, bookable: boolean, availability: { remaining: number, total: number } }> }> };

export type AdminBookingsQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AdminBookingsQuery = { bookings: { total: number, offset: number, limit: number, items: Array<{ id: string, number: number, status: string, createdAt: string, price: number, client: { firstname: string | null, lastname: string | null, email: string | null } }> } };

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

export type CheckoutSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSettingsQuery = { settings: { bookingNotice: string | null, bookingTerms: string | null, requireAddress: boolean, requireIdentityNumber: boolean } };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ id: string, name: string }> };

export type CheckoutSummaryFieldsFragment = { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> };

export type CheckoutClientFieldsFragment = { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null };

export type CheckoutDraftFieldsFragment = { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } };

export type CheckoutDraftQueryVariables = Exact<{
  uuid: string | number;
}>;


export type CheckoutDraftQuery = { draft: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type CheckoutResultQueryVariables = Exact<{
  uuid: string | number;
}>;


export type CheckoutResultQuery = { checkoutResult: { uuid: string, number: number, occasionId: string, status: string, paymentMethodId: string | null, paymentStatus: string | null, expiresAt: string | null, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, total: number }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type ConfirmMutationVariables = Exact<{
  uuid: string | number;
  client: ClientInput;
  paymentMethodId?: string | number | null | undefined;
  termsAccepted?: boolean | null | undefined;
}>;


export type ConfirmMutation = { confirm: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type PayMutationVariables = Exact<{
  uuid: string | number;
}>;


export type PayMutation = { pay: { action: string, fields: unknown, method: string } };

export type CancelPaymentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CancelPaymentMutation = { cancelPayment: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type EventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsQuery = { events: Array<{ id: string, name: string, description: string | null }> };

export type EventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventQuery = { event: { id: string, name: string, description: string | null, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, availability: { remaining: number, total: number } }> } };

export type OccupancyFieldsFragment = { spaceId: string, count: number, maxTickets: number };

export type OccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type OccasionQuery = { occasion: { id: string, title: string | null, startTime: string, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, event: { id: string, name: string }, availability: { remaining: number, total: number }, plan: { id: string, name: string, mapUrl: string, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null, spaces: Array<{ id: string, name: string, maxTickets: number, spaceType: { id: string, name: string } | null }> }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, prices: Array<{ price: number, ticketTypeId: string, ticketType: { id: string, name: string } }> } };

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
export const CheckoutClientFieldsFragmentDoc = gql`
    fragment CheckoutClientFields on Client {
  firstname
  lastname
  email
  phone
  address
  identityNumber
  message
}
    `;
export const CheckoutSummaryFieldsFragmentDoc = gql`
    fragment CheckoutSummaryFields on BookingSummary {
  total
  requirePayment
  byTicketType {
    ticketTypeId
    name
    amount
    total
  }
  byVat {
    rate
    amount
    vat
  }
}
    `;
export const CheckoutDraftFieldsFragmentDoc = gql`
    fragment CheckoutDraftFields on Draft {
  uuid
  occasionId
  status
  expiresAt
  paymentMethodId
  tickets {
    id
    spaceId
    ticketTypeId
    price
    vat
    total
    addons {
      addonId
      price
    }
  }
  client {
    ...CheckoutClientFields
  }
  summary {
    ...CheckoutSummaryFields
  }
}
    `;
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
export const LoginDocument = gql`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
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
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const LogoutDocument = gql`
    mutation Logout {
  logout {
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
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export const ChangePasswordDocument = gql`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = ApolloReactCommon.MutationResult<ChangePasswordMutation>;
export const MyApiTokensDocument = gql`
    query MyApiTokens {
  myApiTokens {
    id
    name
    tokenPrefix
    createdAt
    lastUsedAt
  }
}
    `;

/**
 * __useMyApiTokensQuery__
 *
 * To run a query within a React component, call `useMyApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApiTokensQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyApiTokensQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApiTokensQuery, MyApiTokensQueryVariables>(MyApiTokensDocument, options);
      }
export function useMyApiTokensLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApiTokensQuery, MyApiTokensQueryVariables>(MyApiTokensDocument, options);
        }
// @ts-ignore
export function useMyApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyApiTokensQuery, MyApiTokensQueryVariables>;
// @ts-ignore
export function useMyApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyApiTokensQuery | undefined, MyApiTokensQueryVariables>;
export function useMyApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyApiTokensQuery, MyApiTokensQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<MyApiTokensQuery, MyApiTokensQueryVariables>(MyApiTokensDocument, options);
        }
export type MyApiTokensQueryHookResult = ReturnType<typeof useMyApiTokensQuery>;
export type MyApiTokensLazyQueryHookResult = ReturnType<typeof useMyApiTokensLazyQuery>;
export type MyApiTokensSuspenseQueryHookResult = ReturnType<typeof useMyApiTokensSuspenseQuery>;
export type MyApiTokensQueryResult = ApolloReactCommon.QueryResult<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = gql`
    mutation CreateApiToken($name: String!) {
  createApiToken(name: $name) {
    token
    apiToken {
      id
      name
      tokenPrefix
      createdAt
      lastUsedAt
    }
  }
}
    `;

/**
 * __useCreateApiTokenMutation__
 *
 * To run a mutation, you first call `useCreateApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiTokenMutation, { data, loading, error }] = useCreateApiTokenMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useCreateApiTokenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>(CreateApiTokenDocument, options);
      }
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;
export type CreateApiTokenMutationResult = ApolloReactCommon.MutationResult<CreateApiTokenMutation>;
export const RevokeApiTokenDocument = gql`
    mutation RevokeApiToken($id: ID!) {
  revokeApiToken(id: $id)
}
    `;

/**
 * __useRevokeApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiTokenMutation, { data, loading, error }] = useRevokeApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiTokenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument, options);
      }
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;
export type RevokeApiTokenMutationResult = ApolloReactCommon.MutationResult<RevokeApiTokenMutation>;
export const AdminEventsDocument = gql`
    query AdminEvents {
  adminEvents {
    id
    name
    published
    status
    occasions {
      id
      name
      startTime
      published
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
export const AdminBookingsDocument = gql`
    query AdminBookings($offset: Int!, $limit: Int!) {
  bookings(offset: $offset, limit: $limit) {
    total
    offset
    limit
    items {
      id
      number
      status
      createdAt
      price
      client {
        firstname
        lastname
        email
      }
    }
  }
}
    `;

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
export const CheckoutSettingsDocument = gql`
    query CheckoutSettings {
  settings {
    bookingNotice
    bookingTerms
    requireAddress
    requireIdentityNumber
  }
}
    `;

/**
 * __useCheckoutSettingsQuery__
 *
 * To run a query within a React component, call `useCheckoutSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCheckoutSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>(CheckoutSettingsDocument, options);
      }
export function useCheckoutSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>(CheckoutSettingsDocument, options);
        }
// @ts-ignore
export function useCheckoutSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>;
// @ts-ignore
export function useCheckoutSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutSettingsQuery | undefined, CheckoutSettingsQueryVariables>;
export function useCheckoutSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>(CheckoutSettingsDocument, options);
        }
export type CheckoutSettingsQueryHookResult = ReturnType<typeof useCheckoutSettingsQuery>;
export type CheckoutSettingsLazyQueryHookResult = ReturnType<typeof useCheckoutSettingsLazyQuery>;
export type CheckoutSettingsSuspenseQueryHookResult = ReturnType<typeof useCheckoutSettingsSuspenseQuery>;
export type CheckoutSettingsQueryResult = ApolloReactCommon.QueryResult<CheckoutSettingsQuery, CheckoutSettingsQueryVariables>;
export const PaymentMethodsDocument = gql`
    query PaymentMethods {
  paymentMethods {
    id
    name
  }
}
    `;

/**
 * __usePaymentMethodsQuery__
 *
 * To run a query within a React component, call `usePaymentMethodsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentMethodsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentMethodsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentMethodsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentMethodsQuery, PaymentMethodsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentMethodsQuery, PaymentMethodsQueryVariables>(PaymentMethodsDocument, options);
      }
export function usePaymentMethodsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentMethodsQuery, PaymentMethodsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentMethodsQuery, PaymentMethodsQueryVariables>(PaymentMethodsDocument, options);
        }
// @ts-ignore
export function usePaymentMethodsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PaymentMethodsQuery, PaymentMethodsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
// @ts-ignore
export function usePaymentMethodsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentMethodsQuery, PaymentMethodsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PaymentMethodsQuery | undefined, PaymentMethodsQueryVariables>;
export function usePaymentMethodsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PaymentMethodsQuery, PaymentMethodsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<PaymentMethodsQuery, PaymentMethodsQueryVariables>(PaymentMethodsDocument, options);
        }
export type PaymentMethodsQueryHookResult = ReturnType<typeof usePaymentMethodsQuery>;
export type PaymentMethodsLazyQueryHookResult = ReturnType<typeof usePaymentMethodsLazyQuery>;
export type PaymentMethodsSuspenseQueryHookResult = ReturnType<typeof usePaymentMethodsSuspenseQuery>;
export type PaymentMethodsQueryResult = ApolloReactCommon.QueryResult<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const CheckoutDraftDocument = gql`
    query CheckoutDraft($uuid: ID!) {
  draft(uuid: $uuid) {
    ...CheckoutDraftFields
  }
}
    ${CheckoutDraftFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useCheckoutDraftQuery__
 *
 * To run a query within a React component, call `useCheckoutDraftQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutDraftQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutDraftQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCheckoutDraftQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutDraftQuery, CheckoutDraftQueryVariables> & ({ variables: CheckoutDraftQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutDraftQuery, CheckoutDraftQueryVariables>(CheckoutDraftDocument, options);
      }
export function useCheckoutDraftLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutDraftQuery, CheckoutDraftQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutDraftQuery, CheckoutDraftQueryVariables>(CheckoutDraftDocument, options);
        }
// @ts-ignore
export function useCheckoutDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDraftQuery, CheckoutDraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutDraftQuery, CheckoutDraftQueryVariables>;
// @ts-ignore
export function useCheckoutDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDraftQuery, CheckoutDraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutDraftQuery | undefined, CheckoutDraftQueryVariables>;
export function useCheckoutDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDraftQuery, CheckoutDraftQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CheckoutDraftQuery, CheckoutDraftQueryVariables>(CheckoutDraftDocument, options);
        }
export type CheckoutDraftQueryHookResult = ReturnType<typeof useCheckoutDraftQuery>;
export type CheckoutDraftLazyQueryHookResult = ReturnType<typeof useCheckoutDraftLazyQuery>;
export type CheckoutDraftSuspenseQueryHookResult = ReturnType<typeof useCheckoutDraftSuspenseQuery>;
export type CheckoutDraftQueryResult = ApolloReactCommon.QueryResult<CheckoutDraftQuery, CheckoutDraftQueryVariables>;
export const CheckoutResultDocument = gql`
    query CheckoutResult($uuid: ID!) {
  checkoutResult(uuid: $uuid) {
    uuid
    number
    occasionId
    status
    paymentMethodId
    paymentStatus
    expiresAt
    tickets {
      id
      spaceId
      ticketTypeId
      total
    }
    client {
      ...CheckoutClientFields
    }
    summary {
      ...CheckoutSummaryFields
    }
  }
}
    ${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useCheckoutResultQuery__
 *
 * To run a query within a React component, call `useCheckoutResultQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutResultQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCheckoutResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutResultQuery, CheckoutResultQueryVariables> & ({ variables: CheckoutResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutResultQuery, CheckoutResultQueryVariables>(CheckoutResultDocument, options);
      }
export function useCheckoutResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutResultQuery, CheckoutResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutResultQuery, CheckoutResultQueryVariables>(CheckoutResultDocument, options);
        }
// @ts-ignore
export function useCheckoutResultSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutResultQuery, CheckoutResultQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutResultQuery, CheckoutResultQueryVariables>;
// @ts-ignore
export function useCheckoutResultSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutResultQuery, CheckoutResultQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutResultQuery | undefined, CheckoutResultQueryVariables>;
export function useCheckoutResultSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutResultQuery, CheckoutResultQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<CheckoutResultQuery, CheckoutResultQueryVariables>(CheckoutResultDocument, options);
        }
export type CheckoutResultQueryHookResult = ReturnType<typeof useCheckoutResultQuery>;
export type CheckoutResultLazyQueryHookResult = ReturnType<typeof useCheckoutResultLazyQuery>;
export type CheckoutResultSuspenseQueryHookResult = ReturnType<typeof useCheckoutResultSuspenseQuery>;
export type CheckoutResultQueryResult = ApolloReactCommon.QueryResult<CheckoutResultQuery, CheckoutResultQueryVariables>;
export const ConfirmDocument = gql`
    mutation Confirm($uuid: ID!, $client: ClientInput!, $paymentMethodId: ID, $termsAccepted: Boolean) {
  confirm(
    uuid: $uuid
    input: {client: $client, paymentMethodId: $paymentMethodId, termsAccepted: $termsAccepted}
  ) {
    ...CheckoutDraftFields
  }
}
    ${CheckoutDraftFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useConfirmMutation__
 *
 * To run a mutation, you first call `useConfirmMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmMutation, { data, loading, error }] = useConfirmMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      client: // value for 'client'
 *      paymentMethodId: // value for 'paymentMethodId'
 *      termsAccepted: // value for 'termsAccepted'
 *   },
 * });
 */
export function useConfirmMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmMutation, ConfirmMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmMutation, ConfirmMutationVariables>(ConfirmDocument, options);
      }
export type ConfirmMutationHookResult = ReturnType<typeof useConfirmMutation>;
export type ConfirmMutationResult = ApolloReactCommon.MutationResult<ConfirmMutation>;
export const PayDocument = gql`
    mutation Pay($uuid: ID!) {
  pay(uuid: $uuid) {
    action
    fields
    method
  }
}
    `;

/**
 * __usePayMutation__
 *
 * To run a mutation, you first call `usePayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payMutation, { data, loading, error }] = usePayMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function usePayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayMutation, PayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayMutation, PayMutationVariables>(PayDocument, options);
      }
export type PayMutationHookResult = ReturnType<typeof usePayMutation>;
export type PayMutationResult = ApolloReactCommon.MutationResult<PayMutation>;
export const CancelPaymentDocument = gql`
    mutation CancelPayment($uuid: ID!) {
  cancelPayment(uuid: $uuid) {
    ...CheckoutDraftFields
  }
}
    ${CheckoutDraftFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useCancelPaymentMutation__
 *
 * To run a mutation, you first call `useCancelPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelPaymentMutation, { data, loading, error }] = useCancelPaymentMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCancelPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelPaymentMutation, CancelPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelPaymentMutation, CancelPaymentMutationVariables>(CancelPaymentDocument, options);
      }
export type CancelPaymentMutationHookResult = ReturnType<typeof useCancelPaymentMutation>;
export type CancelPaymentMutationResult = ApolloReactCommon.MutationResult<CancelPaymentMutation>;
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
      bookableStartTime
      bookableEndTime
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
    bookableStartTime
    bookableEndTime
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