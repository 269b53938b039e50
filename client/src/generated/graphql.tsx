/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** What a buyer prefers when the seats are chosen for them; every field optional. */
export type BestAvailableInput = {
  /** Only seats of this price zone. */
  priceZoneId?: string | number | null | undefined;
  /** Only seats of this section (a space's section). */
  section?: string | null | undefined;
};

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

/** Where a browser stands in a date's waiting room. */
export type QueueStanding =
  /** Its turn has come: take the admission (claimQueueAdmission) before admittedUntil, then book. */
  | 'ADMITTED'
  /** The room is open and this browser has not joined (joinQueue). */
  | 'NOT_IN_LINE'
  /** The room opens QUEUE_OPENS_MINUTES before the sale starts (opensAt). */
  | 'NOT_OPEN'
  /** No waiting room stands in front of the sale: book as usual. */
  | 'OFF'
  /** The date has sold out: the waiting list is open instead. */
  | 'SOLD_OUT'
  /** In line: position, ahead and the estimated wait say how far. */
  | 'WAITING'
  /** Joined before the sale starts: everyone who did is placed in a random order at the start. */
  | 'WAITING_FOR_DRAW';

/** Where a refund goes. */
export type RefundDestination =
  /** Handed back at the box office (money taken there). */
  | 'BOX_OFFICE'
  /** Owed: the provider has no refund API (Ceepos), so someone pays it back by hand. */
  | 'BY_HAND'
  /** Back to the customer's payment, through the provider's refund API (Paytrail, Visma Pay). */
  | 'PROVIDER';

/** What the customer renews: the seats kept (the others are released), their details, how to pay. */
export type RenewInput = {
  client: ClientInput;
  /** A payment method id; needed when there is something to pay. */
  paymentMethodId?: string | number | null | undefined;
  /** The booking terms are accepted (required). */
  termsAccepted?: boolean | null | undefined;
  /** The seats to keep; at least one. */
  tickets: Array<RenewTicketInput>;
};

/** A seat to keep, optionally as another ticket type. */
export type RenewTicketInput = {
  ticketId: string | number;
  /** The ticket type to renew it as; default: its current one. */
  ticketTypeId?: string | number | null | undefined;
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

export type CheckoutSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSettingsQuery = { settings: { bookingNotice: string | null, bookingTerms: string | null, requireAddress: boolean, requireIdentityNumber: boolean } };

export type ReceiptSellerQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptSellerQuery = { settings: { seller: { name: string | null, businessId: string | null, address: string | null } | null } };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ id: string, name: string }> };

export type CheckoutSummaryFieldsFragment = { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> };

export type CheckoutClientFieldsFragment = { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null };

export type CheckoutDraftFieldsFragment = { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } };

export type CheckoutDraftQueryVariables = Exact<{
  uuid: string | number;
}>;


export type CheckoutDraftQuery = { draft: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type CheckoutResultQueryVariables = Exact<{
  uuid: string | number;
}>;


export type CheckoutResultQuery = { checkoutResult: { uuid: string, number: number, occasionId: string, status: string, paymentMethodId: string | null, paymentStatus: string | null, expiresAt: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, returnedPayments: Array<{ method: string, amount: number, refundStatus: string }> } };

export type ConfirmMutationVariables = Exact<{
  uuid: string | number;
  client: ClientInput;
  paymentMethodId?: string | number | null | undefined;
  termsAccepted?: boolean | null | undefined;
}>;


export type ConfirmMutation = { confirm: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type ApplyVoucherMutationVariables = Exact<{
  uuid: string | number;
  code: string;
}>;


export type ApplyVoucherMutation = { applyVoucher: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type RemoveVoucherMutationVariables = Exact<{
  uuid: string | number;
}>;


export type RemoveVoucherMutation = { removeVoucher: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type PayMutationVariables = Exact<{
  uuid: string | number;
}>;


export type PayMutation = { pay: { action: string, fields: unknown, method: string } };

export type ContinuePaymentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ContinuePaymentMutation = { continuePayment: { action: string, fields: unknown, method: string } };

export type CancelPaymentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CancelPaymentMutation = { cancelPayment: { uuid: string, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, openPaymentMethodId: string | null, voucherCode: string | null, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, listPrice: number | null, vat: number, total: number, addons: Array<{ addonId: string, price: number }> }>, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type BookingStateQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BookingStateQuery = { bookingState: { state: string, paid: boolean, occasionId: string, eventName: string, occasionTitle: string | null, startTime: string, ticketCount: number } | null };

export type ConfirmBuyerEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmBuyerEmailMutation = { confirmBuyerEmail: { bookingId: string, occasionId: string, orderId: string | null, eventName: string, startTime: string } };

export type ApplySeriesVoucherMutationVariables = Exact<{
  orderUuid: string | number;
  code: string;
}>;


export type ApplySeriesVoucherMutation = { applySeriesVoucher: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type RemoveSeriesVoucherMutationVariables = Exact<{
  orderUuid: string | number;
}>;


export type RemoveSeriesVoucherMutation = { removeSeriesVoucher: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type SeriesOrderResultFieldsFragment = { uuid: string, number: number, seriesId: string, status: string, paymentStatus: string | null, total: number, dates: Array<{ uuid: string, number: number, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> };

export type SeriesOrderResultQueryVariables = Exact<{
  uuid: string | number;
}>;


export type SeriesOrderResultQuery = { seriesOrderResult: { uuid: string, number: number, seriesId: string, status: string, paymentStatus: string | null, total: number, dates: Array<{ uuid: string, number: number, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type ConfirmSeriesOrderMutationVariables = Exact<{
  uuid: string | number;
  client: ClientInput;
  paymentMethodId?: string | number | null | undefined;
  termsAccepted?: boolean | null | undefined;
}>;


export type ConfirmSeriesOrderMutation = { confirmSeriesOrder: { uuid: string, number: number, seriesId: string, status: string, paymentStatus: string | null, total: number, dates: Array<{ uuid: string, number: number, occasionId: string, status: string, expiresAt: string | null, paymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type PaySeriesOrderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type PaySeriesOrderMutation = { paySeriesOrder: { action: string, fields: unknown, method: string } };

export type ContinueSeriesOrderPaymentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ContinueSeriesOrderPaymentMutation = { continueSeriesOrderPayment: { action: string, fields: unknown, method: string } };

export type CancelSeriesOrderPaymentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CancelSeriesOrderPaymentMutation = { cancelSeriesOrderPayment: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type EventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsQuery = { events: Array<{ id: string, name: string, description: string | null, offer: { firstStart: string | null, lastStart: string | null, priceRange: { min: number, max: number } | null } }> };

export type EventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventQuery = { event: { id: string, name: string, description: string | null, offer: { firstStart: string | null, lastStart: string | null, priceRange: { min: number, max: number } | null }, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, status: string, availability: { remaining: number, total: number } }>, series: Array<{ id: string, name: string, onSale: boolean, dates: Array<{ id: string, startTime: string }>, prices: Array<{ price: number }> }> } };

export type MyBookingFieldsFragment = { number: string, status: string, eventName: string, occasionTitle: string | null, startTime: string, customerName: string | null, paymentMethodId: string | null, ticketsAvailable: boolean, cancellableUntil: string | null, canCancel: boolean, seasonTicket: { seriesName: string, dates: Array<{ number: string, startTime: string, status: string, current: boolean }> } | null, tickets: Array<{ id: string, placeLabel: string, ticketType: string, addons: Array<string>, price: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } };

export type MyBookingQueryVariables = Exact<{
  token: string;
}>;


export type MyBookingQuery = { myBooking: { number: string, status: string, eventName: string, occasionTitle: string | null, startTime: string, customerName: string | null, paymentMethodId: string | null, ticketsAvailable: boolean, cancellableUntil: string | null, canCancel: boolean, seasonTicket: { seriesName: string, dates: Array<{ number: string, startTime: string, status: string, current: boolean }> } | null, tickets: Array<{ id: string, placeLabel: string, ticketType: string, addons: Array<string>, price: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type CancelMyBookingMutationVariables = Exact<{
  token: string;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { number: string, status: string, eventName: string, occasionTitle: string | null, startTime: string, customerName: string | null, paymentMethodId: string | null, ticketsAvailable: boolean, cancellableUntil: string | null, canCancel: boolean, seasonTicket: { seriesName: string, dates: Array<{ number: string, startTime: string, status: string, current: boolean }> } | null, tickets: Array<{ id: string, placeLabel: string, ticketType: string, addons: Array<string>, price: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } } };

export type MyBookingCancelPreviewQueryVariables = Exact<{
  token: string;
}>;


export type MyBookingCancelPreviewQuery = { myBookingCancelPreview: Array<{ method: string, amount: number, destination: RefundDestination }> };

export type RenewalFieldsFragment = { uuid: string, bookingId: string, number: number, status: string, phase: string, opensAt: string, closesAt: string, saleStartsAt: string, occasionId: string, eventId: string, eventName: string, occasionTitle: string | null, startTime: string, planId: string, seatsBefore: number, paymentMethodId: string | null, paymentStatus: string | null, openPaymentMethodId: string | null, orderId: string | null, seriesName: string | null, tickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketTypeName: string, price: number, vat: number, options: Array<{ ticketTypeId: string, name: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, dates: Array<{ occasionId: string, bookingId: string, startTime: string, title: string | null, status: string }> };

export type RenewalQueryVariables = Exact<{
  uuid: string | number;
}>;


export type RenewalQuery = { renewal: { uuid: string, bookingId: string, number: number, status: string, phase: string, opensAt: string, closesAt: string, saleStartsAt: string, occasionId: string, eventId: string, eventName: string, occasionTitle: string | null, startTime: string, planId: string, seatsBefore: number, paymentMethodId: string | null, paymentStatus: string | null, openPaymentMethodId: string | null, orderId: string | null, seriesName: string | null, tickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketTypeName: string, price: number, vat: number, options: Array<{ ticketTypeId: string, name: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, dates: Array<{ occasionId: string, bookingId: string, startTime: string, title: string | null, status: string }> } };

export type RenewalMapQueryVariables = Exact<{
  uuid: string | number;
}>;


export type RenewalMapQuery = { renewal: { uuid: string, occasionId: string, occupancyTakenAt: number, plan: { id: string, name: string, styles: string | null }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type RenewMutationVariables = Exact<{
  uuid: string | number;
  input: RenewInput;
}>;


export type RenewMutation = { renew: { uuid: string, bookingId: string, number: number, status: string, phase: string, opensAt: string, closesAt: string, saleStartsAt: string, occasionId: string, eventId: string, eventName: string, occasionTitle: string | null, startTime: string, planId: string, seatsBefore: number, paymentMethodId: string | null, paymentStatus: string | null, openPaymentMethodId: string | null, orderId: string | null, seriesName: string | null, tickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketTypeName: string, price: number, vat: number, options: Array<{ ticketTypeId: string, name: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, dates: Array<{ occasionId: string, bookingId: string, startTime: string, title: string | null, status: string }> } };

export type RenewalPaymentQueryVariables = Exact<{
  uuid: string | number;
  paymentId: string | number;
}>;


export type RenewalPaymentQuery = { renewalPayment: { paymentId: string, paymentStatus: string, outcome: string, renewal: { uuid: string, bookingId: string, number: number, status: string, phase: string, opensAt: string, closesAt: string, saleStartsAt: string, occasionId: string, eventId: string, eventName: string, occasionTitle: string | null, startTime: string, planId: string, seatsBefore: number, paymentMethodId: string | null, paymentStatus: string | null, openPaymentMethodId: string | null, orderId: string | null, seriesName: string | null, tickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketTypeName: string, price: number, vat: number, options: Array<{ ticketTypeId: string, name: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, dates: Array<{ occasionId: string, bookingId: string, startTime: string, title: string | null, status: string }> } } };

export type ChangeRenewalPaymentMethodMutationVariables = Exact<{
  uuid: string | number;
  paymentMethodId: string | number;
}>;


export type ChangeRenewalPaymentMethodMutation = { changeRenewalPaymentMethod: { uuid: string, bookingId: string, number: number, status: string, phase: string, opensAt: string, closesAt: string, saleStartsAt: string, occasionId: string, eventId: string, eventName: string, occasionTitle: string | null, startTime: string, planId: string, seatsBefore: number, paymentMethodId: string | null, paymentStatus: string | null, openPaymentMethodId: string | null, orderId: string | null, seriesName: string | null, tickets: Array<{ id: string, spaceId: string, spaceName: string, spaceLabel: string, ticketTypeId: string, ticketTypeName: string, price: number, vat: number, options: Array<{ ticketTypeId: string, name: string, price: number, vat: number }> }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> }, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, dates: Array<{ occasionId: string, bookingId: string, startTime: string, title: string | null, status: string }> } };

export type RenewalOccupancyChangedSubscriptionVariables = Exact<{
  uuid: string | number;
}>;


export type RenewalOccupancyChangedSubscription = { renewalOccupancyChanged: { occasionId: string, occupancyTakenAt: number, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type OccupancyFieldsFragment = { spaceId: string, count: number, maxTickets: number };

export type SeatMapOccasionFieldsFragment = { id: string, title: string | null, startTime: string, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, status: string, accessibleHeldUntil: string | null, presaleSpaceIds: Array<string>, occupancyTakenAt: number, event: { id: string, name: string, addons: Array<{ id: string, name: string, price: number }> }, availability: { remaining: number, total: number }, plan: { id: string, name: string, mapUrl: string, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null }, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string } }> };

export type OccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type OccasionQuery = { occasion: { id: string, title: string | null, startTime: string, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, status: string, accessibleHeldUntil: string | null, presaleSpaceIds: Array<string>, occupancyTakenAt: number, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }>, event: { id: string, name: string, addons: Array<{ id: string, name: string, price: number }> }, availability: { remaining: number, total: number }, plan: { id: string, name: string, mapUrl: string, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null }, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string } }> } };

export type SeatMapOccasionQueryVariables = Exact<{
  id: string | number;
}>;


export type SeatMapOccasionQuery = { occasion: { id: string, title: string | null, startTime: string, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, status: string, accessibleHeldUntil: string | null, presaleSpaceIds: Array<string>, occupancyTakenAt: number, event: { id: string, name: string, addons: Array<{ id: string, name: string, price: number }> }, availability: { remaining: number, total: number }, plan: { id: string, name: string, mapUrl: string, mapLabelMask: string | null, spaceLabelMask: string | null, styles: string | null }, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string } }> } };

export type OccasionOccupancyQueryVariables = Exact<{
  id: string | number;
}>;


export type OccasionOccupancyQuery = { occasion: { id: string, occupancyTakenAt: number, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type PlanSpacesQueryVariables = Exact<{
  id: string | number;
}>;


export type PlanSpacesQuery = { plan: { id: string, sections: Array<{ code: string, name: string | null }>, spaces: Array<{ id: string, name: string, label: string, section: string | null, row: string | null, seat: string | null, priceZoneId: string | null, spaceTypeId: string | null, companionOfId: string | null }> } };

export type SpaceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SpaceTypesQuery = { spaceTypes: Array<{ id: string, name: string, accessible: boolean }> };

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
  accessibilityNeed?: boolean | null | undefined;
  presaleCode?: string | null | undefined;
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


export type OccupancyChangedSubscription = { occupancyChanged: { occasionId: string, complete: boolean, occupancyTakenAt: number, availability: { remaining: number, total: number }, changes: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type OccasionOccupancyFragment = { occupancyTakenAt: number, availability: { remaining: number, total: number }, occupancy: Array<{ spaceId: string, count: number, maxTickets: number }> };

export type HoldBestAvailableMutationVariables = Exact<{
  occasionId: string | number;
  count: number;
  preference?: BestAvailableInput | null | undefined;
}>;


export type HoldBestAvailableMutation = { holdBestAvailable: { uuid: string, occasionId: string, expiresAt: string | null, status: string, tickets: Array<{ id: string, spaceId: string, ticketTypeId: string, price: number, total: number, addons: Array<{ addonId: string, price: number }> }> } };

export type SeriesMapQueryVariables = Exact<{
  id: string | number;
}>;


export type SeriesMapQuery = { series: { id: string, eventId: string, name: string, onSale: boolean, saleStart: string | null, saleEnd: string | null, refundRule: string, presaleSpaceIds: Array<string>, event: { id: string, name: string }, plan: { id: string, name: string, spaceLabelMask: string | null, styles: string | null } | null, dates: Array<{ id: string, title: string | null, startTime: string, status: string }>, prices: Array<{ price: number, ticketTypeId: string, priceZoneId: string | null, ticketType: { id: string, name: string } }> } };

export type SeriesOccupancyQueryVariables = Exact<{
  seriesId: string | number;
}>;


export type SeriesOccupancyQuery = { seriesOccupancy: Array<{ spaceId: string, count: number, maxTickets: number }> };

export type SeriesOccupancyChangedSubscriptionVariables = Exact<{
  seriesId: string | number;
}>;


export type SeriesOccupancyChangedSubscription = { seriesOccupancyChanged: { seriesId: string, complete: boolean, changes: Array<{ spaceId: string, count: number, maxTickets: number }> } };

export type SeriesOrderFieldsFragment = { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> };

export type SeriesOrderQueryVariables = Exact<{
  uuid: string | number;
}>;


export type SeriesOrderQuery = { seriesOrder: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type HoldSeriesMutationVariables = Exact<{
  seriesId: string | number;
  spaceIds: Array<string | number> | string | number;
  orderUuid?: string | number | null | undefined;
}>;


export type HoldSeriesMutation = { holdSeries: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } };

export type RemoveSeriesPlaceMutationVariables = Exact<{
  orderUuid: string | number;
  spaceId: string | number;
}>;


export type RemoveSeriesPlaceMutation = { removeSeriesPlace: { uuid: string, number: number, seriesId: string, status: string, expiresAt: string | null, spaceIds: Array<string>, total: number, voucherCode: string | null, dates: Array<{ uuid: string, occasionId: string, status: string, paymentMethodId: string | null, openPaymentMethodId: string | null, client: { firstname: string | null, lastname: string | null, email: string | null, phone: string | null, address: string | null, identityNumber: string | null, message: string | null }, tickets: Array<{ id: string, spaceId: string, spaceLabel: string, ticketTypeId: string, price: number, total: number }>, summary: { total: number, requirePayment: boolean, discount: number, byTicketType: Array<{ ticketTypeId: string, name: string, amount: number, total: number, price: number }>, byAddon: Array<{ addonId: string, name: string, amount: number, total: number, rate: number }>, byVat: Array<{ rate: number, amount: number, vat: number }> } }> } | null };

export type CancelSeriesOrderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type CancelSeriesOrderMutation = { cancelSeriesOrder: boolean };

export type QueueStatusFieldsFragment = { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null };

export type QueueStatusQueryVariables = Exact<{
  occasionId: string | number;
}>;


export type QueueStatusQuery = { queueStatus: { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null } };

export type JoinQueueMutationVariables = Exact<{
  occasionId: string | number;
}>;


export type JoinQueueMutation = { joinQueue: { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null } };

export type ClaimQueueAdmissionMutationVariables = Exact<{
  occasionId: string | number;
}>;


export type ClaimQueueAdmissionMutation = { claimQueueAdmission: { expiresAt: string, status: { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null } } };

export type UseQueuePassMutationVariables = Exact<{
  occasionId: string | number;
  code: string;
}>;


export type UseQueuePassMutation = { useQueuePass: { expiresAt: string, status: { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null } } };

export type QueueStatusChangedSubscriptionVariables = Exact<{
  occasionId: string | number;
}>;


export type QueueStatusChangedSubscription = { queueStatusChanged: { occasionId: string, standing: QueueStanding, position: number | null, ahead: number | null, lineLength: number, undrawn: number, ratePerMinute: number, automatic: boolean, estimatedWaitSeconds: number | null, paused: boolean, opensAt: string | null, saleStartsAt: string | null, admittedUntil: string | null, claimed: boolean, updatedAt: string | null } };

export type JoinWaitingListMutationVariables = Exact<{
  occasionId: string | number;
  email: string;
  partySize: number;
}>;


export type JoinWaitingListMutation = { joinWaitingList: { occasionId: string, email: string, partySize: number } };

export type WaitingListOfferQueryVariables = Exact<{
  token: string;
}>;


export type WaitingListOfferQuery = { waitingListOffer: { state: string, occasionId: string, bookingId: string | null, eventName: string, startTime: string, partySize: number, heldUntil: string | null } };

export type ConfirmWaitingListMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmWaitingListMutation = { confirmWaitingList: { occasionId: string, eventName: string, startTime: string, partySize: number } };

export type EmbedEventQueryVariables = Exact<{
  id: string | number;
}>;


export type EmbedEventQuery = { event: { id: string, name: string, occasions: Array<{ id: string, name: string, title: string | null, startTime: string, endTime: string | null, bookable: boolean, bookableStartTime: string | null, bookableEndTime: string | null, status: string, availability: { remaining: number, total: number }, prices: Array<{ price: number }> }> } };

export type LightSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type LightSessionQuery = { authenticate: { csrfToken: string, user: { id: string, permissions: Array<string> } | null } };

export type LightLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LightLogoutMutation = { logout: { csrfToken: string } };

export type LightSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type LightSettingsQuery = { settings: { sitename: string, footerText: string | null, primaryColor: string, secondaryColor: string | null, timeZone: string } };

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
    price
  }
  byAddon {
    addonId
    name
    amount
    total
    rate
  }
  byVat {
    rate
    amount
    vat
  }
  discount
}
    `;
export const CheckoutDraftFieldsFragmentDoc = gql`
    fragment CheckoutDraftFields on Draft {
  uuid
  occasionId
  status
  expiresAt
  paymentMethodId
  openPaymentMethodId
  voucherCode
  tickets {
    id
    spaceId
    spaceLabel
    ticketTypeId
    price
    listPrice
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
export const SeriesOrderResultFieldsFragmentDoc = gql`
    fragment SeriesOrderResultFields on SeriesOrderResult {
  uuid
  number
  seriesId
  status
  paymentStatus
  total
  dates {
    uuid
    number
    occasionId
    status
    expiresAt
    paymentMethodId
    client {
      ...CheckoutClientFields
    }
    tickets {
      id
      spaceId
      spaceLabel
      ticketTypeId
      price
      total
    }
    summary {
      ...CheckoutSummaryFields
    }
  }
}
    `;
export const MyBookingFieldsFragmentDoc = gql`
    fragment MyBookingFields on MyBooking {
  number
  status
  eventName
  occasionTitle
  startTime
  customerName
  paymentMethodId
  ticketsAvailable
  cancellableUntil
  canCancel
  seasonTicket {
    seriesName
    dates {
      number
      startTime
      status
      current
    }
  }
  tickets {
    id
    placeLabel
    ticketType
    addons
    price
  }
  summary {
    ...CheckoutSummaryFields
  }
}
    `;
export const RenewalFieldsFragmentDoc = gql`
    fragment RenewalFields on Renewal {
  uuid
  bookingId
  number
  status
  phase
  opensAt
  closesAt
  saleStartsAt
  occasionId
  eventId
  eventName
  occasionTitle
  startTime
  planId
  seatsBefore
  paymentMethodId
  paymentStatus
  openPaymentMethodId
  tickets {
    id
    spaceId
    spaceName
    spaceLabel
    ticketTypeId
    ticketTypeName
    price
    vat
    options {
      ticketTypeId
      name
      price
      vat
    }
  }
  summary {
    ...CheckoutSummaryFields
  }
  client {
    ...CheckoutClientFields
  }
  orderId
  seriesName
  dates {
    occasionId
    bookingId
    startTime
    title
    status
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
export const SeatMapOccasionFieldsFragmentDoc = gql`
    fragment SeatMapOccasionFields on Occasion {
  id
  title
  startTime
  bookable
  bookableStartTime
  bookableEndTime
  status
  accessibleHeldUntil
  presaleSpaceIds
  event {
    id
    name
    addons {
      id
      name
      price
    }
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
  occupancyTakenAt
}
    `;
export const SeriesOrderFieldsFragmentDoc = gql`
    fragment SeriesOrderFields on SeriesOrder {
  uuid
  number
  seriesId
  status
  expiresAt
  spaceIds
  total
  voucherCode
  dates {
    uuid
    occasionId
    status
    paymentMethodId
    openPaymentMethodId
    client {
      ...CheckoutClientFields
    }
    tickets {
      id
      spaceId
      spaceLabel
      ticketTypeId
      price
      total
    }
    summary {
      ...CheckoutSummaryFields
    }
  }
}
    `;
export const QueueStatusFieldsFragmentDoc = gql`
    fragment QueueStatusFields on QueueStatus {
  occasionId
  standing
  position
  ahead
  lineLength
  undrawn
  ratePerMinute
  automatic
  estimatedWaitSeconds
  paused
  opensAt
  saleStartsAt
  admittedUntil
  claimed
  updatedAt
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
export const ReceiptSellerDocument = gql`
    query ReceiptSeller {
  settings {
    seller {
      name
      businessId
      address
    }
  }
}
    `;

/**
 * __useReceiptSellerQuery__
 *
 * To run a query within a React component, call `useReceiptSellerQuery` and pass it any options that fit your needs.
 * When your component renders, `useReceiptSellerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReceiptSellerQuery({
 *   variables: {
 *   },
 * });
 */
export function useReceiptSellerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReceiptSellerQuery, ReceiptSellerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReceiptSellerQuery, ReceiptSellerQueryVariables>(ReceiptSellerDocument, options);
      }
export function useReceiptSellerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReceiptSellerQuery, ReceiptSellerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReceiptSellerQuery, ReceiptSellerQueryVariables>(ReceiptSellerDocument, options);
        }
// @ts-ignore
export function useReceiptSellerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReceiptSellerQuery, ReceiptSellerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReceiptSellerQuery, ReceiptSellerQueryVariables>;
// @ts-ignore
export function useReceiptSellerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReceiptSellerQuery, ReceiptSellerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReceiptSellerQuery | undefined, ReceiptSellerQueryVariables>;
export function useReceiptSellerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReceiptSellerQuery, ReceiptSellerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<ReceiptSellerQuery, ReceiptSellerQueryVariables>(ReceiptSellerDocument, options);
        }
export type ReceiptSellerQueryHookResult = ReturnType<typeof useReceiptSellerQuery>;
export type ReceiptSellerLazyQueryHookResult = ReturnType<typeof useReceiptSellerLazyQuery>;
export type ReceiptSellerSuspenseQueryHookResult = ReturnType<typeof useReceiptSellerSuspenseQuery>;
export type ReceiptSellerQueryResult = ApolloReactCommon.QueryResult<ReceiptSellerQuery, ReceiptSellerQueryVariables>;
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
      spaceLabel
      ticketTypeId
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
    returnedPayments {
      method
      amount
      refundStatus
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
export const ApplyVoucherDocument = gql`
    mutation ApplyVoucher($uuid: ID!, $code: String!) {
  applyVoucher(uuid: $uuid, code: $code) {
    ...CheckoutDraftFields
  }
}
    ${CheckoutDraftFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useApplyVoucherMutation__
 *
 * To run a mutation, you first call `useApplyVoucherMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyVoucherMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyVoucherMutation, { data, loading, error }] = useApplyVoucherMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useApplyVoucherMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyVoucherMutation, ApplyVoucherMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyVoucherMutation, ApplyVoucherMutationVariables>(ApplyVoucherDocument, options);
      }
export type ApplyVoucherMutationHookResult = ReturnType<typeof useApplyVoucherMutation>;
export type ApplyVoucherMutationResult = ApolloReactCommon.MutationResult<ApplyVoucherMutation>;
export const RemoveVoucherDocument = gql`
    mutation RemoveVoucher($uuid: ID!) {
  removeVoucher(uuid: $uuid) {
    ...CheckoutDraftFields
  }
}
    ${CheckoutDraftFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useRemoveVoucherMutation__
 *
 * To run a mutation, you first call `useRemoveVoucherMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveVoucherMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeVoucherMutation, { data, loading, error }] = useRemoveVoucherMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useRemoveVoucherMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveVoucherMutation, RemoveVoucherMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveVoucherMutation, RemoveVoucherMutationVariables>(RemoveVoucherDocument, options);
      }
export type RemoveVoucherMutationHookResult = ReturnType<typeof useRemoveVoucherMutation>;
export type RemoveVoucherMutationResult = ApolloReactCommon.MutationResult<RemoveVoucherMutation>;
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
export const ContinuePaymentDocument = gql`
    mutation ContinuePayment($uuid: ID!) {
  continuePayment(uuid: $uuid) {
    action
    fields
    method
  }
}
    `;

/**
 * __useContinuePaymentMutation__
 *
 * To run a mutation, you first call `useContinuePaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useContinuePaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [continuePaymentMutation, { data, loading, error }] = useContinuePaymentMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useContinuePaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ContinuePaymentMutation, ContinuePaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ContinuePaymentMutation, ContinuePaymentMutationVariables>(ContinuePaymentDocument, options);
      }
export type ContinuePaymentMutationHookResult = ReturnType<typeof useContinuePaymentMutation>;
export type ContinuePaymentMutationResult = ApolloReactCommon.MutationResult<ContinuePaymentMutation>;
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
export const BookingStateDocument = gql`
    query BookingState($uuid: ID!) {
  bookingState(uuid: $uuid) {
    state
    paid
    occasionId
    eventName
    occasionTitle
    startTime
    ticketCount
  }
}
    `;

/**
 * __useBookingStateQuery__
 *
 * To run a query within a React component, call `useBookingStateQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingStateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingStateQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useBookingStateQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingStateQuery, BookingStateQueryVariables> & ({ variables: BookingStateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingStateQuery, BookingStateQueryVariables>(BookingStateDocument, options);
      }
export function useBookingStateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingStateQuery, BookingStateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingStateQuery, BookingStateQueryVariables>(BookingStateDocument, options);
        }
// @ts-ignore
export function useBookingStateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingStateQuery, BookingStateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingStateQuery, BookingStateQueryVariables>;
// @ts-ignore
export function useBookingStateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingStateQuery, BookingStateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingStateQuery | undefined, BookingStateQueryVariables>;
export function useBookingStateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingStateQuery, BookingStateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<BookingStateQuery, BookingStateQueryVariables>(BookingStateDocument, options);
        }
export type BookingStateQueryHookResult = ReturnType<typeof useBookingStateQuery>;
export type BookingStateLazyQueryHookResult = ReturnType<typeof useBookingStateLazyQuery>;
export type BookingStateSuspenseQueryHookResult = ReturnType<typeof useBookingStateSuspenseQuery>;
export type BookingStateQueryResult = ApolloReactCommon.QueryResult<BookingStateQuery, BookingStateQueryVariables>;
export const ConfirmBuyerEmailDocument = gql`
    mutation ConfirmBuyerEmail($token: String!) {
  confirmBuyerEmail(token: $token) {
    bookingId
    occasionId
    orderId
    eventName
    startTime
  }
}
    `;

/**
 * __useConfirmBuyerEmailMutation__
 *
 * To run a mutation, you first call `useConfirmBuyerEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmBuyerEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmBuyerEmailMutation, { data, loading, error }] = useConfirmBuyerEmailMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useConfirmBuyerEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmBuyerEmailMutation, ConfirmBuyerEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmBuyerEmailMutation, ConfirmBuyerEmailMutationVariables>(ConfirmBuyerEmailDocument, options);
      }
export type ConfirmBuyerEmailMutationHookResult = ReturnType<typeof useConfirmBuyerEmailMutation>;
export type ConfirmBuyerEmailMutationResult = ApolloReactCommon.MutationResult<ConfirmBuyerEmailMutation>;
export const ApplySeriesVoucherDocument = gql`
    mutation ApplySeriesVoucher($orderUuid: ID!, $code: String!) {
  applySeriesVoucher(orderUuid: $orderUuid, code: $code) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useApplySeriesVoucherMutation__
 *
 * To run a mutation, you first call `useApplySeriesVoucherMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplySeriesVoucherMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applySeriesVoucherMutation, { data, loading, error }] = useApplySeriesVoucherMutation({
 *   variables: {
 *      orderUuid: // value for 'orderUuid'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useApplySeriesVoucherMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplySeriesVoucherMutation, ApplySeriesVoucherMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplySeriesVoucherMutation, ApplySeriesVoucherMutationVariables>(ApplySeriesVoucherDocument, options);
      }
export type ApplySeriesVoucherMutationHookResult = ReturnType<typeof useApplySeriesVoucherMutation>;
export type ApplySeriesVoucherMutationResult = ApolloReactCommon.MutationResult<ApplySeriesVoucherMutation>;
export const RemoveSeriesVoucherDocument = gql`
    mutation RemoveSeriesVoucher($orderUuid: ID!) {
  removeSeriesVoucher(orderUuid: $orderUuid) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useRemoveSeriesVoucherMutation__
 *
 * To run a mutation, you first call `useRemoveSeriesVoucherMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveSeriesVoucherMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeSeriesVoucherMutation, { data, loading, error }] = useRemoveSeriesVoucherMutation({
 *   variables: {
 *      orderUuid: // value for 'orderUuid'
 *   },
 * });
 */
export function useRemoveSeriesVoucherMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveSeriesVoucherMutation, RemoveSeriesVoucherMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveSeriesVoucherMutation, RemoveSeriesVoucherMutationVariables>(RemoveSeriesVoucherDocument, options);
      }
export type RemoveSeriesVoucherMutationHookResult = ReturnType<typeof useRemoveSeriesVoucherMutation>;
export type RemoveSeriesVoucherMutationResult = ApolloReactCommon.MutationResult<RemoveSeriesVoucherMutation>;
export const SeriesOrderResultDocument = gql`
    query SeriesOrderResult($uuid: ID!) {
  seriesOrderResult(uuid: $uuid) {
    ...SeriesOrderResultFields
  }
}
    ${SeriesOrderResultFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useSeriesOrderResultQuery__
 *
 * To run a query within a React component, call `useSeriesOrderResultQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeriesOrderResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeriesOrderResultQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useSeriesOrderResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SeriesOrderResultQuery, SeriesOrderResultQueryVariables> & ({ variables: SeriesOrderResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>(SeriesOrderResultDocument, options);
      }
export function useSeriesOrderResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>(SeriesOrderResultDocument, options);
        }
// @ts-ignore
export function useSeriesOrderResultSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>;
// @ts-ignore
export function useSeriesOrderResultSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOrderResultQuery | undefined, SeriesOrderResultQueryVariables>;
export function useSeriesOrderResultSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>(SeriesOrderResultDocument, options);
        }
export type SeriesOrderResultQueryHookResult = ReturnType<typeof useSeriesOrderResultQuery>;
export type SeriesOrderResultLazyQueryHookResult = ReturnType<typeof useSeriesOrderResultLazyQuery>;
export type SeriesOrderResultSuspenseQueryHookResult = ReturnType<typeof useSeriesOrderResultSuspenseQuery>;
export type SeriesOrderResultQueryResult = ApolloReactCommon.QueryResult<SeriesOrderResultQuery, SeriesOrderResultQueryVariables>;
export const ConfirmSeriesOrderDocument = gql`
    mutation ConfirmSeriesOrder($uuid: ID!, $client: ClientInput!, $paymentMethodId: ID, $termsAccepted: Boolean) {
  confirmSeriesOrder(
    uuid: $uuid
    input: {client: $client, paymentMethodId: $paymentMethodId, termsAccepted: $termsAccepted}
  ) {
    ...SeriesOrderResultFields
  }
}
    ${SeriesOrderResultFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useConfirmSeriesOrderMutation__
 *
 * To run a mutation, you first call `useConfirmSeriesOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmSeriesOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmSeriesOrderMutation, { data, loading, error }] = useConfirmSeriesOrderMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      client: // value for 'client'
 *      paymentMethodId: // value for 'paymentMethodId'
 *      termsAccepted: // value for 'termsAccepted'
 *   },
 * });
 */
export function useConfirmSeriesOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmSeriesOrderMutation, ConfirmSeriesOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmSeriesOrderMutation, ConfirmSeriesOrderMutationVariables>(ConfirmSeriesOrderDocument, options);
      }
export type ConfirmSeriesOrderMutationHookResult = ReturnType<typeof useConfirmSeriesOrderMutation>;
export type ConfirmSeriesOrderMutationResult = ApolloReactCommon.MutationResult<ConfirmSeriesOrderMutation>;
export const PaySeriesOrderDocument = gql`
    mutation PaySeriesOrder($uuid: ID!) {
  paySeriesOrder(uuid: $uuid) {
    action
    fields
    method
  }
}
    `;

/**
 * __usePaySeriesOrderMutation__
 *
 * To run a mutation, you first call `usePaySeriesOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePaySeriesOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [paySeriesOrderMutation, { data, loading, error }] = usePaySeriesOrderMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function usePaySeriesOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PaySeriesOrderMutation, PaySeriesOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PaySeriesOrderMutation, PaySeriesOrderMutationVariables>(PaySeriesOrderDocument, options);
      }
export type PaySeriesOrderMutationHookResult = ReturnType<typeof usePaySeriesOrderMutation>;
export type PaySeriesOrderMutationResult = ApolloReactCommon.MutationResult<PaySeriesOrderMutation>;
export const ContinueSeriesOrderPaymentDocument = gql`
    mutation ContinueSeriesOrderPayment($uuid: ID!) {
  continueSeriesOrderPayment(uuid: $uuid) {
    action
    fields
    method
  }
}
    `;

/**
 * __useContinueSeriesOrderPaymentMutation__
 *
 * To run a mutation, you first call `useContinueSeriesOrderPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useContinueSeriesOrderPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [continueSeriesOrderPaymentMutation, { data, loading, error }] = useContinueSeriesOrderPaymentMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useContinueSeriesOrderPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ContinueSeriesOrderPaymentMutation, ContinueSeriesOrderPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ContinueSeriesOrderPaymentMutation, ContinueSeriesOrderPaymentMutationVariables>(ContinueSeriesOrderPaymentDocument, options);
      }
export type ContinueSeriesOrderPaymentMutationHookResult = ReturnType<typeof useContinueSeriesOrderPaymentMutation>;
export type ContinueSeriesOrderPaymentMutationResult = ApolloReactCommon.MutationResult<ContinueSeriesOrderPaymentMutation>;
export const CancelSeriesOrderPaymentDocument = gql`
    mutation CancelSeriesOrderPayment($uuid: ID!) {
  cancelSeriesOrderPayment(uuid: $uuid) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useCancelSeriesOrderPaymentMutation__
 *
 * To run a mutation, you first call `useCancelSeriesOrderPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelSeriesOrderPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelSeriesOrderPaymentMutation, { data, loading, error }] = useCancelSeriesOrderPaymentMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCancelSeriesOrderPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelSeriesOrderPaymentMutation, CancelSeriesOrderPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelSeriesOrderPaymentMutation, CancelSeriesOrderPaymentMutationVariables>(CancelSeriesOrderPaymentDocument, options);
      }
export type CancelSeriesOrderPaymentMutationHookResult = ReturnType<typeof useCancelSeriesOrderPaymentMutation>;
export type CancelSeriesOrderPaymentMutationResult = ApolloReactCommon.MutationResult<CancelSeriesOrderPaymentMutation>;
export const EventsDocument = gql`
    query Events {
  events {
    id
    name
    description
    offer {
      firstStart
      lastStart
      priceRange {
        min
        max
      }
    }
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
    offer {
      firstStart
      lastStart
      priceRange {
        min
        max
      }
    }
    occasions {
      id
      name
      title
      startTime
      endTime
      bookable
      bookableStartTime
      bookableEndTime
      status
      availability {
        remaining
        total
      }
    }
    series {
      id
      name
      onSale
      dates {
        id
        startTime
      }
      prices {
        price
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
export const MyBookingDocument = gql`
    query MyBooking($token: String!) {
  myBooking(token: $token) {
    ...MyBookingFields
  }
}
    ${MyBookingFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useMyBookingQuery__
 *
 * To run a query within a React component, call `useMyBookingQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyBookingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyBookingQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useMyBookingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyBookingQuery, MyBookingQueryVariables> & ({ variables: MyBookingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyBookingQuery, MyBookingQueryVariables>(MyBookingDocument, options);
      }
export function useMyBookingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyBookingQuery, MyBookingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyBookingQuery, MyBookingQueryVariables>(MyBookingDocument, options);
        }
// @ts-ignore
export function useMyBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyBookingQuery, MyBookingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingQuery, MyBookingQueryVariables>;
// @ts-ignore
export function useMyBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingQuery, MyBookingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingQuery | undefined, MyBookingQueryVariables>;
export function useMyBookingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingQuery, MyBookingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<MyBookingQuery, MyBookingQueryVariables>(MyBookingDocument, options);
        }
export type MyBookingQueryHookResult = ReturnType<typeof useMyBookingQuery>;
export type MyBookingLazyQueryHookResult = ReturnType<typeof useMyBookingLazyQuery>;
export type MyBookingSuspenseQueryHookResult = ReturnType<typeof useMyBookingSuspenseQuery>;
export type MyBookingQueryResult = ApolloReactCommon.QueryResult<MyBookingQuery, MyBookingQueryVariables>;
export const CancelMyBookingDocument = gql`
    mutation CancelMyBooking($token: String!) {
  cancelMyBooking(token: $token) {
    ...MyBookingFields
  }
}
    ${MyBookingFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useCancelMyBookingMutation__
 *
 * To run a mutation, you first call `useCancelMyBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelMyBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelMyBookingMutation, { data, loading, error }] = useCancelMyBookingMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useCancelMyBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelMyBookingMutation, CancelMyBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelMyBookingMutation, CancelMyBookingMutationVariables>(CancelMyBookingDocument, options);
      }
export type CancelMyBookingMutationHookResult = ReturnType<typeof useCancelMyBookingMutation>;
export type CancelMyBookingMutationResult = ApolloReactCommon.MutationResult<CancelMyBookingMutation>;
export const MyBookingCancelPreviewDocument = gql`
    query MyBookingCancelPreview($token: String!) {
  myBookingCancelPreview(token: $token) {
    method
    amount
    destination
  }
}
    `;

/**
 * __useMyBookingCancelPreviewQuery__
 *
 * To run a query within a React component, call `useMyBookingCancelPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyBookingCancelPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyBookingCancelPreviewQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useMyBookingCancelPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables> & ({ variables: MyBookingCancelPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>(MyBookingCancelPreviewDocument, options);
      }
export function useMyBookingCancelPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>(MyBookingCancelPreviewDocument, options);
        }
// @ts-ignore
export function useMyBookingCancelPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>;
// @ts-ignore
export function useMyBookingCancelPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingCancelPreviewQuery | undefined, MyBookingCancelPreviewQueryVariables>;
export function useMyBookingCancelPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>(MyBookingCancelPreviewDocument, options);
        }
export type MyBookingCancelPreviewQueryHookResult = ReturnType<typeof useMyBookingCancelPreviewQuery>;
export type MyBookingCancelPreviewLazyQueryHookResult = ReturnType<typeof useMyBookingCancelPreviewLazyQuery>;
export type MyBookingCancelPreviewSuspenseQueryHookResult = ReturnType<typeof useMyBookingCancelPreviewSuspenseQuery>;
export type MyBookingCancelPreviewQueryResult = ApolloReactCommon.QueryResult<MyBookingCancelPreviewQuery, MyBookingCancelPreviewQueryVariables>;
export const RenewalDocument = gql`
    query Renewal($uuid: ID!) {
  renewal(uuid: $uuid) {
    ...RenewalFields
  }
}
    ${RenewalFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}`;

/**
 * __useRenewalQuery__
 *
 * To run a query within a React component, call `useRenewalQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewalQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewalQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useRenewalQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewalQuery, RenewalQueryVariables> & ({ variables: RenewalQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewalQuery, RenewalQueryVariables>(RenewalDocument, options);
      }
export function useRenewalLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewalQuery, RenewalQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewalQuery, RenewalQueryVariables>(RenewalDocument, options);
        }
// @ts-ignore
export function useRenewalSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RenewalQuery, RenewalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalQuery, RenewalQueryVariables>;
// @ts-ignore
export function useRenewalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalQuery, RenewalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalQuery | undefined, RenewalQueryVariables>;
export function useRenewalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalQuery, RenewalQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<RenewalQuery, RenewalQueryVariables>(RenewalDocument, options);
        }
export type RenewalQueryHookResult = ReturnType<typeof useRenewalQuery>;
export type RenewalLazyQueryHookResult = ReturnType<typeof useRenewalLazyQuery>;
export type RenewalSuspenseQueryHookResult = ReturnType<typeof useRenewalSuspenseQuery>;
export type RenewalQueryResult = ApolloReactCommon.QueryResult<RenewalQuery, RenewalQueryVariables>;
export const RenewalMapDocument = gql`
    query RenewalMap($uuid: ID!) {
  renewal(uuid: $uuid) {
    uuid
    occasionId
    plan {
      id
      name
      styles
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
 * __useRenewalMapQuery__
 *
 * To run a query within a React component, call `useRenewalMapQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewalMapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewalMapQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useRenewalMapQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewalMapQuery, RenewalMapQueryVariables> & ({ variables: RenewalMapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewalMapQuery, RenewalMapQueryVariables>(RenewalMapDocument, options);
      }
export function useRenewalMapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewalMapQuery, RenewalMapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewalMapQuery, RenewalMapQueryVariables>(RenewalMapDocument, options);
        }
// @ts-ignore
export function useRenewalMapSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RenewalMapQuery, RenewalMapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalMapQuery, RenewalMapQueryVariables>;
// @ts-ignore
export function useRenewalMapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalMapQuery, RenewalMapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalMapQuery | undefined, RenewalMapQueryVariables>;
export function useRenewalMapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalMapQuery, RenewalMapQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<RenewalMapQuery, RenewalMapQueryVariables>(RenewalMapDocument, options);
        }
export type RenewalMapQueryHookResult = ReturnType<typeof useRenewalMapQuery>;
export type RenewalMapLazyQueryHookResult = ReturnType<typeof useRenewalMapLazyQuery>;
export type RenewalMapSuspenseQueryHookResult = ReturnType<typeof useRenewalMapSuspenseQuery>;
export type RenewalMapQueryResult = ApolloReactCommon.QueryResult<RenewalMapQuery, RenewalMapQueryVariables>;
export const RenewDocument = gql`
    mutation Renew($uuid: ID!, $input: RenewInput!) {
  renew(uuid: $uuid, input: $input) {
    ...RenewalFields
  }
}
    ${RenewalFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}`;

/**
 * __useRenewMutation__
 *
 * To run a mutation, you first call `useRenewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renewMutation, { data, loading, error }] = useRenewMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRenewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenewMutation, RenewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenewMutation, RenewMutationVariables>(RenewDocument, options);
      }
export type RenewMutationHookResult = ReturnType<typeof useRenewMutation>;
export type RenewMutationResult = ApolloReactCommon.MutationResult<RenewMutation>;
export const RenewalPaymentDocument = gql`
    query RenewalPayment($uuid: ID!, $paymentId: ID!) {
  renewalPayment(uuid: $uuid, paymentId: $paymentId) {
    paymentId
    paymentStatus
    outcome
    renewal {
      ...RenewalFields
    }
  }
}
    ${RenewalFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}`;

/**
 * __useRenewalPaymentQuery__
 *
 * To run a query within a React component, call `useRenewalPaymentQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewalPaymentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewalPaymentQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      paymentId: // value for 'paymentId'
 *   },
 * });
 */
export function useRenewalPaymentQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewalPaymentQuery, RenewalPaymentQueryVariables> & ({ variables: RenewalPaymentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewalPaymentQuery, RenewalPaymentQueryVariables>(RenewalPaymentDocument, options);
      }
export function useRenewalPaymentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewalPaymentQuery, RenewalPaymentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewalPaymentQuery, RenewalPaymentQueryVariables>(RenewalPaymentDocument, options);
        }
// @ts-ignore
export function useRenewalPaymentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RenewalPaymentQuery, RenewalPaymentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalPaymentQuery, RenewalPaymentQueryVariables>;
// @ts-ignore
export function useRenewalPaymentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalPaymentQuery, RenewalPaymentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RenewalPaymentQuery | undefined, RenewalPaymentQueryVariables>;
export function useRenewalPaymentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RenewalPaymentQuery, RenewalPaymentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<RenewalPaymentQuery, RenewalPaymentQueryVariables>(RenewalPaymentDocument, options);
        }
export type RenewalPaymentQueryHookResult = ReturnType<typeof useRenewalPaymentQuery>;
export type RenewalPaymentLazyQueryHookResult = ReturnType<typeof useRenewalPaymentLazyQuery>;
export type RenewalPaymentSuspenseQueryHookResult = ReturnType<typeof useRenewalPaymentSuspenseQuery>;
export type RenewalPaymentQueryResult = ApolloReactCommon.QueryResult<RenewalPaymentQuery, RenewalPaymentQueryVariables>;
export const ChangeRenewalPaymentMethodDocument = gql`
    mutation ChangeRenewalPaymentMethod($uuid: ID!, $paymentMethodId: ID!) {
  changeRenewalPaymentMethod(uuid: $uuid, paymentMethodId: $paymentMethodId) {
    ...RenewalFields
  }
}
    ${RenewalFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}`;

/**
 * __useChangeRenewalPaymentMethodMutation__
 *
 * To run a mutation, you first call `useChangeRenewalPaymentMethodMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeRenewalPaymentMethodMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeRenewalPaymentMethodMutation, { data, loading, error }] = useChangeRenewalPaymentMethodMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *      paymentMethodId: // value for 'paymentMethodId'
 *   },
 * });
 */
export function useChangeRenewalPaymentMethodMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeRenewalPaymentMethodMutation, ChangeRenewalPaymentMethodMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeRenewalPaymentMethodMutation, ChangeRenewalPaymentMethodMutationVariables>(ChangeRenewalPaymentMethodDocument, options);
      }
export type ChangeRenewalPaymentMethodMutationHookResult = ReturnType<typeof useChangeRenewalPaymentMethodMutation>;
export type ChangeRenewalPaymentMethodMutationResult = ApolloReactCommon.MutationResult<ChangeRenewalPaymentMethodMutation>;
export const RenewalOccupancyChangedDocument = gql`
    subscription RenewalOccupancyChanged($uuid: ID!) {
  renewalOccupancyChanged(uuid: $uuid) {
    occasionId
    availability {
      remaining
      total
    }
    occupancy {
      ...OccupancyFields
    }
    occupancyTakenAt
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useRenewalOccupancyChangedSubscription__
 *
 * To run a query within a React component, call `useRenewalOccupancyChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useRenewalOccupancyChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewalOccupancyChangedSubscription({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useRenewalOccupancyChangedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<RenewalOccupancyChangedSubscription, RenewalOccupancyChangedSubscriptionVariables> & ({ variables: RenewalOccupancyChangedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<RenewalOccupancyChangedSubscription, RenewalOccupancyChangedSubscriptionVariables>(RenewalOccupancyChangedDocument, options);
      }
export type RenewalOccupancyChangedSubscriptionHookResult = ReturnType<typeof useRenewalOccupancyChangedSubscription>;
export type RenewalOccupancyChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<RenewalOccupancyChangedSubscription>;
export const OccasionDocument = gql`
    query Occasion($id: ID!) {
  occasion(id: $id) {
    ...SeatMapOccasionFields
    occupancy {
      ...OccupancyFields
    }
  }
}
    ${SeatMapOccasionFieldsFragmentDoc}
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
export const SeatMapOccasionDocument = gql`
    query SeatMapOccasion($id: ID!) {
  occasion(id: $id) {
    ...SeatMapOccasionFields
  }
}
    ${SeatMapOccasionFieldsFragmentDoc}`;

/**
 * __useSeatMapOccasionQuery__
 *
 * To run a query within a React component, call `useSeatMapOccasionQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeatMapOccasionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeatMapOccasionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSeatMapOccasionQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SeatMapOccasionQuery, SeatMapOccasionQueryVariables> & ({ variables: SeatMapOccasionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>(SeatMapOccasionDocument, options);
      }
export function useSeatMapOccasionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>(SeatMapOccasionDocument, options);
        }
// @ts-ignore
export function useSeatMapOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>;
// @ts-ignore
export function useSeatMapOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeatMapOccasionQuery | undefined, SeatMapOccasionQueryVariables>;
export function useSeatMapOccasionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>(SeatMapOccasionDocument, options);
        }
export type SeatMapOccasionQueryHookResult = ReturnType<typeof useSeatMapOccasionQuery>;
export type SeatMapOccasionLazyQueryHookResult = ReturnType<typeof useSeatMapOccasionLazyQuery>;
export type SeatMapOccasionSuspenseQueryHookResult = ReturnType<typeof useSeatMapOccasionSuspenseQuery>;
export type SeatMapOccasionQueryResult = ApolloReactCommon.QueryResult<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>;
export const OccasionOccupancyDocument = gql`
    query OccasionOccupancy($id: ID!) {
  occasion(id: $id) {
    id
    availability {
      remaining
      total
    }
    occupancy {
      ...OccupancyFields
    }
    occupancyTakenAt
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useOccasionOccupancyQuery__
 *
 * To run a query within a React component, call `useOccasionOccupancyQuery` and pass it any options that fit your needs.
 * When your component renders, `useOccasionOccupancyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOccasionOccupancyQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOccasionOccupancyQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OccasionOccupancyQuery, OccasionOccupancyQueryVariables> & ({ variables: OccasionOccupancyQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>(OccasionOccupancyDocument, options);
      }
export function useOccasionOccupancyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>(OccasionOccupancyDocument, options);
        }
// @ts-ignore
export function useOccasionOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>;
// @ts-ignore
export function useOccasionOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OccasionOccupancyQuery | undefined, OccasionOccupancyQueryVariables>;
export function useOccasionOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>(OccasionOccupancyDocument, options);
        }
export type OccasionOccupancyQueryHookResult = ReturnType<typeof useOccasionOccupancyQuery>;
export type OccasionOccupancyLazyQueryHookResult = ReturnType<typeof useOccasionOccupancyLazyQuery>;
export type OccasionOccupancySuspenseQueryHookResult = ReturnType<typeof useOccasionOccupancySuspenseQuery>;
export type OccasionOccupancyQueryResult = ApolloReactCommon.QueryResult<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>;
export const PlanSpacesDocument = gql`
    query PlanSpaces($id: ID!) {
  plan(id: $id) {
    id
    sections {
      code
      name
    }
    spaces {
      id
      name
      label
      section
      row
      seat
      priceZoneId
      spaceTypeId
      companionOfId
    }
  }
}
    `;

/**
 * __usePlanSpacesQuery__
 *
 * To run a query within a React component, call `usePlanSpacesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlanSpacesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlanSpacesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlanSpacesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PlanSpacesQuery, PlanSpacesQueryVariables> & ({ variables: PlanSpacesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PlanSpacesQuery, PlanSpacesQueryVariables>(PlanSpacesDocument, options);
      }
export function usePlanSpacesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PlanSpacesQuery, PlanSpacesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PlanSpacesQuery, PlanSpacesQueryVariables>(PlanSpacesDocument, options);
        }
// @ts-ignore
export function usePlanSpacesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PlanSpacesQuery, PlanSpacesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PlanSpacesQuery, PlanSpacesQueryVariables>;
// @ts-ignore
export function usePlanSpacesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PlanSpacesQuery, PlanSpacesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PlanSpacesQuery | undefined, PlanSpacesQueryVariables>;
export function usePlanSpacesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PlanSpacesQuery, PlanSpacesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<PlanSpacesQuery, PlanSpacesQueryVariables>(PlanSpacesDocument, options);
        }
export type PlanSpacesQueryHookResult = ReturnType<typeof usePlanSpacesQuery>;
export type PlanSpacesLazyQueryHookResult = ReturnType<typeof usePlanSpacesLazyQuery>;
export type PlanSpacesSuspenseQueryHookResult = ReturnType<typeof usePlanSpacesSuspenseQuery>;
export type PlanSpacesQueryResult = ApolloReactCommon.QueryResult<PlanSpacesQuery, PlanSpacesQueryVariables>;
export const SpaceTypesDocument = gql`
    query SpaceTypes {
  spaceTypes {
    id
    name
    accessible
  }
}
    `;

/**
 * __useSpaceTypesQuery__
 *
 * To run a query within a React component, call `useSpaceTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSpaceTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSpaceTypesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSpaceTypesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SpaceTypesQuery, SpaceTypesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SpaceTypesQuery, SpaceTypesQueryVariables>(SpaceTypesDocument, options);
      }
export function useSpaceTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SpaceTypesQuery, SpaceTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SpaceTypesQuery, SpaceTypesQueryVariables>(SpaceTypesDocument, options);
        }
// @ts-ignore
export function useSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SpaceTypesQuery, SpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SpaceTypesQuery, SpaceTypesQueryVariables>;
// @ts-ignore
export function useSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SpaceTypesQuery, SpaceTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SpaceTypesQuery | undefined, SpaceTypesQueryVariables>;
export function useSpaceTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SpaceTypesQuery, SpaceTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SpaceTypesQuery, SpaceTypesQueryVariables>(SpaceTypesDocument, options);
        }
export type SpaceTypesQueryHookResult = ReturnType<typeof useSpaceTypesQuery>;
export type SpaceTypesLazyQueryHookResult = ReturnType<typeof useSpaceTypesLazyQuery>;
export type SpaceTypesSuspenseQueryHookResult = ReturnType<typeof useSpaceTypesSuspenseQuery>;
export type SpaceTypesQueryResult = ApolloReactCommon.QueryResult<SpaceTypesQuery, SpaceTypesQueryVariables>;
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
    mutation AddSpace($uuid: ID!, $spaceId: ID!, $accessibilityNeed: Boolean, $presaleCode: String) {
  addSpace(
    uuid: $uuid
    spaceId: $spaceId
    accessibilityNeed: $accessibilityNeed
    presaleCode: $presaleCode
  ) {
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
 *      accessibilityNeed: // value for 'accessibilityNeed'
 *      presaleCode: // value for 'presaleCode'
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
    changes {
      ...OccupancyFields
    }
    complete
    occupancyTakenAt
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
export const HoldBestAvailableDocument = gql`
    mutation HoldBestAvailable($occasionId: ID!, $count: Int!, $preference: BestAvailableInput) {
  holdBestAvailable(
    occasionId: $occasionId
    count: $count
    preference: $preference
  ) {
    ...DraftFields
  }
}
    ${DraftFieldsFragmentDoc}
${DraftTicketFieldsFragmentDoc}`;

/**
 * __useHoldBestAvailableMutation__
 *
 * To run a mutation, you first call `useHoldBestAvailableMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHoldBestAvailableMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [holdBestAvailableMutation, { data, loading, error }] = useHoldBestAvailableMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      count: // value for 'count'
 *      preference: // value for 'preference'
 *   },
 * });
 */
export function useHoldBestAvailableMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<HoldBestAvailableMutation, HoldBestAvailableMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<HoldBestAvailableMutation, HoldBestAvailableMutationVariables>(HoldBestAvailableDocument, options);
      }
export type HoldBestAvailableMutationHookResult = ReturnType<typeof useHoldBestAvailableMutation>;
export type HoldBestAvailableMutationResult = ApolloReactCommon.MutationResult<HoldBestAvailableMutation>;
export const SeriesMapDocument = gql`
    query SeriesMap($id: ID!) {
  series(id: $id) {
    id
    eventId
    name
    onSale
    saleStart
    saleEnd
    refundRule
    presaleSpaceIds
    event {
      id
      name
    }
    plan {
      id
      name
      spaceLabelMask
      styles
    }
    dates {
      id
      title
      startTime
      status
    }
    prices {
      price
      ticketTypeId
      priceZoneId
      ticketType {
        id
        name
      }
    }
  }
}
    `;

/**
 * __useSeriesMapQuery__
 *
 * To run a query within a React component, call `useSeriesMapQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeriesMapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeriesMapQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSeriesMapQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SeriesMapQuery, SeriesMapQueryVariables> & ({ variables: SeriesMapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SeriesMapQuery, SeriesMapQueryVariables>(SeriesMapDocument, options);
      }
export function useSeriesMapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SeriesMapQuery, SeriesMapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SeriesMapQuery, SeriesMapQueryVariables>(SeriesMapDocument, options);
        }
// @ts-ignore
export function useSeriesMapSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SeriesMapQuery, SeriesMapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesMapQuery, SeriesMapQueryVariables>;
// @ts-ignore
export function useSeriesMapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesMapQuery, SeriesMapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesMapQuery | undefined, SeriesMapQueryVariables>;
export function useSeriesMapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesMapQuery, SeriesMapQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SeriesMapQuery, SeriesMapQueryVariables>(SeriesMapDocument, options);
        }
export type SeriesMapQueryHookResult = ReturnType<typeof useSeriesMapQuery>;
export type SeriesMapLazyQueryHookResult = ReturnType<typeof useSeriesMapLazyQuery>;
export type SeriesMapSuspenseQueryHookResult = ReturnType<typeof useSeriesMapSuspenseQuery>;
export type SeriesMapQueryResult = ApolloReactCommon.QueryResult<SeriesMapQuery, SeriesMapQueryVariables>;
export const SeriesOccupancyDocument = gql`
    query SeriesOccupancy($seriesId: ID!) {
  seriesOccupancy(seriesId: $seriesId) {
    ...OccupancyFields
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useSeriesOccupancyQuery__
 *
 * To run a query within a React component, call `useSeriesOccupancyQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeriesOccupancyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeriesOccupancyQuery({
 *   variables: {
 *      seriesId: // value for 'seriesId'
 *   },
 * });
 */
export function useSeriesOccupancyQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SeriesOccupancyQuery, SeriesOccupancyQueryVariables> & ({ variables: SeriesOccupancyQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>(SeriesOccupancyDocument, options);
      }
export function useSeriesOccupancyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>(SeriesOccupancyDocument, options);
        }
// @ts-ignore
export function useSeriesOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>;
// @ts-ignore
export function useSeriesOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOccupancyQuery | undefined, SeriesOccupancyQueryVariables>;
export function useSeriesOccupancySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>(SeriesOccupancyDocument, options);
        }
export type SeriesOccupancyQueryHookResult = ReturnType<typeof useSeriesOccupancyQuery>;
export type SeriesOccupancyLazyQueryHookResult = ReturnType<typeof useSeriesOccupancyLazyQuery>;
export type SeriesOccupancySuspenseQueryHookResult = ReturnType<typeof useSeriesOccupancySuspenseQuery>;
export type SeriesOccupancyQueryResult = ApolloReactCommon.QueryResult<SeriesOccupancyQuery, SeriesOccupancyQueryVariables>;
export const SeriesOccupancyChangedDocument = gql`
    subscription SeriesOccupancyChanged($seriesId: ID!) {
  seriesOccupancyChanged(seriesId: $seriesId) {
    seriesId
    complete
    changes {
      ...OccupancyFields
    }
  }
}
    ${OccupancyFieldsFragmentDoc}`;

/**
 * __useSeriesOccupancyChangedSubscription__
 *
 * To run a query within a React component, call `useSeriesOccupancyChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useSeriesOccupancyChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeriesOccupancyChangedSubscription({
 *   variables: {
 *      seriesId: // value for 'seriesId'
 *   },
 * });
 */
export function useSeriesOccupancyChangedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<SeriesOccupancyChangedSubscription, SeriesOccupancyChangedSubscriptionVariables> & ({ variables: SeriesOccupancyChangedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<SeriesOccupancyChangedSubscription, SeriesOccupancyChangedSubscriptionVariables>(SeriesOccupancyChangedDocument, options);
      }
export type SeriesOccupancyChangedSubscriptionHookResult = ReturnType<typeof useSeriesOccupancyChangedSubscription>;
export type SeriesOccupancyChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<SeriesOccupancyChangedSubscription>;
export const SeriesOrderDocument = gql`
    query SeriesOrder($uuid: ID!) {
  seriesOrder(uuid: $uuid) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useSeriesOrderQuery__
 *
 * To run a query within a React component, call `useSeriesOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeriesOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeriesOrderQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useSeriesOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SeriesOrderQuery, SeriesOrderQueryVariables> & ({ variables: SeriesOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SeriesOrderQuery, SeriesOrderQueryVariables>(SeriesOrderDocument, options);
      }
export function useSeriesOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SeriesOrderQuery, SeriesOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SeriesOrderQuery, SeriesOrderQueryVariables>(SeriesOrderDocument, options);
        }
// @ts-ignore
export function useSeriesOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderQuery, SeriesOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOrderQuery, SeriesOrderQueryVariables>;
// @ts-ignore
export function useSeriesOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderQuery, SeriesOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SeriesOrderQuery | undefined, SeriesOrderQueryVariables>;
export function useSeriesOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SeriesOrderQuery, SeriesOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<SeriesOrderQuery, SeriesOrderQueryVariables>(SeriesOrderDocument, options);
        }
export type SeriesOrderQueryHookResult = ReturnType<typeof useSeriesOrderQuery>;
export type SeriesOrderLazyQueryHookResult = ReturnType<typeof useSeriesOrderLazyQuery>;
export type SeriesOrderSuspenseQueryHookResult = ReturnType<typeof useSeriesOrderSuspenseQuery>;
export type SeriesOrderQueryResult = ApolloReactCommon.QueryResult<SeriesOrderQuery, SeriesOrderQueryVariables>;
export const HoldSeriesDocument = gql`
    mutation HoldSeries($seriesId: ID!, $spaceIds: [ID!]!, $orderUuid: ID) {
  holdSeries(seriesId: $seriesId, spaceIds: $spaceIds, orderUuid: $orderUuid) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useHoldSeriesMutation__
 *
 * To run a mutation, you first call `useHoldSeriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHoldSeriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [holdSeriesMutation, { data, loading, error }] = useHoldSeriesMutation({
 *   variables: {
 *      seriesId: // value for 'seriesId'
 *      spaceIds: // value for 'spaceIds'
 *      orderUuid: // value for 'orderUuid'
 *   },
 * });
 */
export function useHoldSeriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<HoldSeriesMutation, HoldSeriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<HoldSeriesMutation, HoldSeriesMutationVariables>(HoldSeriesDocument, options);
      }
export type HoldSeriesMutationHookResult = ReturnType<typeof useHoldSeriesMutation>;
export type HoldSeriesMutationResult = ApolloReactCommon.MutationResult<HoldSeriesMutation>;
export const RemoveSeriesPlaceDocument = gql`
    mutation RemoveSeriesPlace($orderUuid: ID!, $spaceId: ID!) {
  removeSeriesPlace(orderUuid: $orderUuid, spaceId: $spaceId) {
    ...SeriesOrderFields
  }
}
    ${SeriesOrderFieldsFragmentDoc}
${CheckoutClientFieldsFragmentDoc}
${CheckoutSummaryFieldsFragmentDoc}`;

/**
 * __useRemoveSeriesPlaceMutation__
 *
 * To run a mutation, you first call `useRemoveSeriesPlaceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveSeriesPlaceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeSeriesPlaceMutation, { data, loading, error }] = useRemoveSeriesPlaceMutation({
 *   variables: {
 *      orderUuid: // value for 'orderUuid'
 *      spaceId: // value for 'spaceId'
 *   },
 * });
 */
export function useRemoveSeriesPlaceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveSeriesPlaceMutation, RemoveSeriesPlaceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveSeriesPlaceMutation, RemoveSeriesPlaceMutationVariables>(RemoveSeriesPlaceDocument, options);
      }
export type RemoveSeriesPlaceMutationHookResult = ReturnType<typeof useRemoveSeriesPlaceMutation>;
export type RemoveSeriesPlaceMutationResult = ApolloReactCommon.MutationResult<RemoveSeriesPlaceMutation>;
export const CancelSeriesOrderDocument = gql`
    mutation CancelSeriesOrder($uuid: ID!) {
  cancelSeriesOrder(uuid: $uuid)
}
    `;

/**
 * __useCancelSeriesOrderMutation__
 *
 * To run a mutation, you first call `useCancelSeriesOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelSeriesOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelSeriesOrderMutation, { data, loading, error }] = useCancelSeriesOrderMutation({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useCancelSeriesOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelSeriesOrderMutation, CancelSeriesOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelSeriesOrderMutation, CancelSeriesOrderMutationVariables>(CancelSeriesOrderDocument, options);
      }
export type CancelSeriesOrderMutationHookResult = ReturnType<typeof useCancelSeriesOrderMutation>;
export type CancelSeriesOrderMutationResult = ApolloReactCommon.MutationResult<CancelSeriesOrderMutation>;
export const QueueStatusDocument = gql`
    query QueueStatus($occasionId: ID!) {
  queueStatus(occasionId: $occasionId) {
    ...QueueStatusFields
  }
}
    ${QueueStatusFieldsFragmentDoc}`;

/**
 * __useQueueStatusQuery__
 *
 * To run a query within a React component, call `useQueueStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useQueueStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useQueueStatusQuery({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useQueueStatusQuery(baseOptions: ApolloReactHooks.QueryHookOptions<QueueStatusQuery, QueueStatusQueryVariables> & ({ variables: QueueStatusQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<QueueStatusQuery, QueueStatusQueryVariables>(QueueStatusDocument, options);
      }
export function useQueueStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<QueueStatusQuery, QueueStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<QueueStatusQuery, QueueStatusQueryVariables>(QueueStatusDocument, options);
        }
// @ts-ignore
export function useQueueStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<QueueStatusQuery, QueueStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<QueueStatusQuery, QueueStatusQueryVariables>;
// @ts-ignore
export function useQueueStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<QueueStatusQuery, QueueStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<QueueStatusQuery | undefined, QueueStatusQueryVariables>;
export function useQueueStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<QueueStatusQuery, QueueStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<QueueStatusQuery, QueueStatusQueryVariables>(QueueStatusDocument, options);
        }
export type QueueStatusQueryHookResult = ReturnType<typeof useQueueStatusQuery>;
export type QueueStatusLazyQueryHookResult = ReturnType<typeof useQueueStatusLazyQuery>;
export type QueueStatusSuspenseQueryHookResult = ReturnType<typeof useQueueStatusSuspenseQuery>;
export type QueueStatusQueryResult = ApolloReactCommon.QueryResult<QueueStatusQuery, QueueStatusQueryVariables>;
export const JoinQueueDocument = gql`
    mutation JoinQueue($occasionId: ID!) {
  joinQueue(occasionId: $occasionId) {
    ...QueueStatusFields
  }
}
    ${QueueStatusFieldsFragmentDoc}`;

/**
 * __useJoinQueueMutation__
 *
 * To run a mutation, you first call `useJoinQueueMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useJoinQueueMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [joinQueueMutation, { data, loading, error }] = useJoinQueueMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useJoinQueueMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<JoinQueueMutation, JoinQueueMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<JoinQueueMutation, JoinQueueMutationVariables>(JoinQueueDocument, options);
      }
export type JoinQueueMutationHookResult = ReturnType<typeof useJoinQueueMutation>;
export type JoinQueueMutationResult = ApolloReactCommon.MutationResult<JoinQueueMutation>;
export const ClaimQueueAdmissionDocument = gql`
    mutation ClaimQueueAdmission($occasionId: ID!) {
  claimQueueAdmission(occasionId: $occasionId) {
    expiresAt
    status {
      ...QueueStatusFields
    }
  }
}
    ${QueueStatusFieldsFragmentDoc}`;

/**
 * __useClaimQueueAdmissionMutation__
 *
 * To run a mutation, you first call `useClaimQueueAdmissionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimQueueAdmissionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimQueueAdmissionMutation, { data, loading, error }] = useClaimQueueAdmissionMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useClaimQueueAdmissionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimQueueAdmissionMutation, ClaimQueueAdmissionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimQueueAdmissionMutation, ClaimQueueAdmissionMutationVariables>(ClaimQueueAdmissionDocument, options);
      }
export type ClaimQueueAdmissionMutationHookResult = ReturnType<typeof useClaimQueueAdmissionMutation>;
export type ClaimQueueAdmissionMutationResult = ApolloReactCommon.MutationResult<ClaimQueueAdmissionMutation>;
export const UseQueuePassDocument = gql`
    mutation UseQueuePass($occasionId: ID!, $code: String!) {
  useQueuePass(occasionId: $occasionId, code: $code) {
    expiresAt
    status {
      ...QueueStatusFields
    }
  }
}
    ${QueueStatusFieldsFragmentDoc}`;

/**
 * __useUseQueuePassMutation__
 *
 * To run a mutation, you first call `useUseQueuePassMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUseQueuePassMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [useQueuePassMutation, { data, loading, error }] = useUseQueuePassMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useUseQueuePassMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UseQueuePassMutation, UseQueuePassMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UseQueuePassMutation, UseQueuePassMutationVariables>(UseQueuePassDocument, options);
      }
export type UseQueuePassMutationHookResult = ReturnType<typeof useUseQueuePassMutation>;
export type UseQueuePassMutationResult = ApolloReactCommon.MutationResult<UseQueuePassMutation>;
export const QueueStatusChangedDocument = gql`
    subscription QueueStatusChanged($occasionId: ID!) {
  queueStatusChanged(occasionId: $occasionId) {
    ...QueueStatusFields
  }
}
    ${QueueStatusFieldsFragmentDoc}`;

/**
 * __useQueueStatusChangedSubscription__
 *
 * To run a query within a React component, call `useQueueStatusChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useQueueStatusChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useQueueStatusChangedSubscription({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *   },
 * });
 */
export function useQueueStatusChangedSubscription(baseOptions: ApolloReactHooks.SubscriptionHookOptions<QueueStatusChangedSubscription, QueueStatusChangedSubscriptionVariables> & ({ variables: QueueStatusChangedSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<QueueStatusChangedSubscription, QueueStatusChangedSubscriptionVariables>(QueueStatusChangedDocument, options);
      }
export type QueueStatusChangedSubscriptionHookResult = ReturnType<typeof useQueueStatusChangedSubscription>;
export type QueueStatusChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<QueueStatusChangedSubscription>;
export const JoinWaitingListDocument = gql`
    mutation JoinWaitingList($occasionId: ID!, $email: String!, $partySize: Int!) {
  joinWaitingList(occasionId: $occasionId, email: $email, partySize: $partySize) {
    occasionId
    email
    partySize
  }
}
    `;

/**
 * __useJoinWaitingListMutation__
 *
 * To run a mutation, you first call `useJoinWaitingListMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useJoinWaitingListMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [joinWaitingListMutation, { data, loading, error }] = useJoinWaitingListMutation({
 *   variables: {
 *      occasionId: // value for 'occasionId'
 *      email: // value for 'email'
 *      partySize: // value for 'partySize'
 *   },
 * });
 */
export function useJoinWaitingListMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<JoinWaitingListMutation, JoinWaitingListMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<JoinWaitingListMutation, JoinWaitingListMutationVariables>(JoinWaitingListDocument, options);
      }
export type JoinWaitingListMutationHookResult = ReturnType<typeof useJoinWaitingListMutation>;
export type JoinWaitingListMutationResult = ApolloReactCommon.MutationResult<JoinWaitingListMutation>;
export const WaitingListOfferDocument = gql`
    query WaitingListOffer($token: String!) {
  waitingListOffer(token: $token) {
    state
    occasionId
    bookingId
    eventName
    startTime
    partySize
    heldUntil
  }
}
    `;

/**
 * __useWaitingListOfferQuery__
 *
 * To run a query within a React component, call `useWaitingListOfferQuery` and pass it any options that fit your needs.
 * When your component renders, `useWaitingListOfferQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWaitingListOfferQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useWaitingListOfferQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WaitingListOfferQuery, WaitingListOfferQueryVariables> & ({ variables: WaitingListOfferQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WaitingListOfferQuery, WaitingListOfferQueryVariables>(WaitingListOfferDocument, options);
      }
export function useWaitingListOfferLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WaitingListOfferQuery, WaitingListOfferQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WaitingListOfferQuery, WaitingListOfferQueryVariables>(WaitingListOfferDocument, options);
        }
// @ts-ignore
export function useWaitingListOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WaitingListOfferQuery, WaitingListOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaitingListOfferQuery, WaitingListOfferQueryVariables>;
// @ts-ignore
export function useWaitingListOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaitingListOfferQuery, WaitingListOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WaitingListOfferQuery | undefined, WaitingListOfferQueryVariables>;
export function useWaitingListOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WaitingListOfferQuery, WaitingListOfferQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<WaitingListOfferQuery, WaitingListOfferQueryVariables>(WaitingListOfferDocument, options);
        }
export type WaitingListOfferQueryHookResult = ReturnType<typeof useWaitingListOfferQuery>;
export type WaitingListOfferLazyQueryHookResult = ReturnType<typeof useWaitingListOfferLazyQuery>;
export type WaitingListOfferSuspenseQueryHookResult = ReturnType<typeof useWaitingListOfferSuspenseQuery>;
export type WaitingListOfferQueryResult = ApolloReactCommon.QueryResult<WaitingListOfferQuery, WaitingListOfferQueryVariables>;
export const ConfirmWaitingListDocument = gql`
    mutation ConfirmWaitingList($token: String!) {
  confirmWaitingList(token: $token) {
    occasionId
    eventName
    startTime
    partySize
  }
}
    `;

/**
 * __useConfirmWaitingListMutation__
 *
 * To run a mutation, you first call `useConfirmWaitingListMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmWaitingListMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmWaitingListMutation, { data, loading, error }] = useConfirmWaitingListMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useConfirmWaitingListMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmWaitingListMutation, ConfirmWaitingListMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmWaitingListMutation, ConfirmWaitingListMutationVariables>(ConfirmWaitingListDocument, options);
      }
export type ConfirmWaitingListMutationHookResult = ReturnType<typeof useConfirmWaitingListMutation>;
export type ConfirmWaitingListMutationResult = ApolloReactCommon.MutationResult<ConfirmWaitingListMutation>;
export const EmbedEventDocument = gql`
    query EmbedEvent($id: ID!) {
  event(id: $id) {
    id
    name
    occasions {
      id
      name
      title
      startTime
      endTime
      bookable
      bookableStartTime
      bookableEndTime
      status
      availability {
        remaining
        total
      }
      prices {
        price
      }
    }
  }
}
    `;

/**
 * __useEmbedEventQuery__
 *
 * To run a query within a React component, call `useEmbedEventQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmbedEventQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmbedEventQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEmbedEventQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EmbedEventQuery, EmbedEventQueryVariables> & ({ variables: EmbedEventQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EmbedEventQuery, EmbedEventQueryVariables>(EmbedEventDocument, options);
      }
export function useEmbedEventLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EmbedEventQuery, EmbedEventQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EmbedEventQuery, EmbedEventQueryVariables>(EmbedEventDocument, options);
        }
// @ts-ignore
export function useEmbedEventSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EmbedEventQuery, EmbedEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbedEventQuery, EmbedEventQueryVariables>;
// @ts-ignore
export function useEmbedEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbedEventQuery, EmbedEventQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmbedEventQuery | undefined, EmbedEventQueryVariables>;
export function useEmbedEventSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmbedEventQuery, EmbedEventQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<EmbedEventQuery, EmbedEventQueryVariables>(EmbedEventDocument, options);
        }
export type EmbedEventQueryHookResult = ReturnType<typeof useEmbedEventQuery>;
export type EmbedEventLazyQueryHookResult = ReturnType<typeof useEmbedEventLazyQuery>;
export type EmbedEventSuspenseQueryHookResult = ReturnType<typeof useEmbedEventSuspenseQuery>;
export type EmbedEventQueryResult = ApolloReactCommon.QueryResult<EmbedEventQuery, EmbedEventQueryVariables>;
export const LightSessionDocument = gql`
    query LightSession {
  authenticate {
    csrfToken
    user {
      id
      permissions
    }
  }
}
    `;

/**
 * __useLightSessionQuery__
 *
 * To run a query within a React component, call `useLightSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useLightSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLightSessionQuery({
 *   variables: {
 *   },
 * });
 */
export function useLightSessionQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LightSessionQuery, LightSessionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LightSessionQuery, LightSessionQueryVariables>(LightSessionDocument, options);
      }
export function useLightSessionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LightSessionQuery, LightSessionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LightSessionQuery, LightSessionQueryVariables>(LightSessionDocument, options);
        }
// @ts-ignore
export function useLightSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LightSessionQuery, LightSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LightSessionQuery, LightSessionQueryVariables>;
// @ts-ignore
export function useLightSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LightSessionQuery, LightSessionQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LightSessionQuery | undefined, LightSessionQueryVariables>;
export function useLightSessionSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LightSessionQuery, LightSessionQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<LightSessionQuery, LightSessionQueryVariables>(LightSessionDocument, options);
        }
export type LightSessionQueryHookResult = ReturnType<typeof useLightSessionQuery>;
export type LightSessionLazyQueryHookResult = ReturnType<typeof useLightSessionLazyQuery>;
export type LightSessionSuspenseQueryHookResult = ReturnType<typeof useLightSessionSuspenseQuery>;
export type LightSessionQueryResult = ApolloReactCommon.QueryResult<LightSessionQuery, LightSessionQueryVariables>;
export const LightLogoutDocument = gql`
    mutation LightLogout {
  logout {
    csrfToken
  }
}
    `;

/**
 * __useLightLogoutMutation__
 *
 * To run a mutation, you first call `useLightLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLightLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lightLogoutMutation, { data, loading, error }] = useLightLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLightLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LightLogoutMutation, LightLogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LightLogoutMutation, LightLogoutMutationVariables>(LightLogoutDocument, options);
      }
export type LightLogoutMutationHookResult = ReturnType<typeof useLightLogoutMutation>;
export type LightLogoutMutationResult = ApolloReactCommon.MutationResult<LightLogoutMutation>;
export const LightSettingsDocument = gql`
    query LightSettings {
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
 * __useLightSettingsQuery__
 *
 * To run a query within a React component, call `useLightSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLightSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLightSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLightSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LightSettingsQuery, LightSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LightSettingsQuery, LightSettingsQueryVariables>(LightSettingsDocument, options);
      }
export function useLightSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LightSettingsQuery, LightSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LightSettingsQuery, LightSettingsQueryVariables>(LightSettingsDocument, options);
        }
// @ts-ignore
export function useLightSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LightSettingsQuery, LightSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LightSettingsQuery, LightSettingsQueryVariables>;
// @ts-ignore
export function useLightSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LightSettingsQuery, LightSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LightSettingsQuery | undefined, LightSettingsQueryVariables>;
export function useLightSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LightSettingsQuery, LightSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          // @ts-ignore
          return ApolloReactHooks.useSuspenseQuery<LightSettingsQuery, LightSettingsQueryVariables>(LightSettingsDocument, options);
        }
export type LightSettingsQueryHookResult = ReturnType<typeof useLightSettingsQuery>;
export type LightSettingsLazyQueryHookResult = ReturnType<typeof useLightSettingsLazyQuery>;
export type LightSettingsSuspenseQueryHookResult = ReturnType<typeof useLightSettingsSuspenseQuery>;
export type LightSettingsQueryResult = ApolloReactCommon.QueryResult<LightSettingsQuery, LightSettingsQueryVariables>;