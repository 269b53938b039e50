import "reflect-metadata";
import { createPubSub } from "@graphql-yoga/subscription";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AccessResolver } from "../modules/access/access.resolver.js";
import { AuthResolver, UserAdminResolver } from "../modules/access/auth.resolver.js";
import { BookingAdminResolver } from "../modules/booking/admin/booking-admin.resolver.js";
import { PaymentAdminResolver } from "../modules/payment/payment-admin.resolver.js";
import { BookingLedgerResolver } from "../modules/booking/admin/booking-ledger.resolver.js";
import { authChecker } from "../modules/access/authorization.js";
import { BookingResolver } from "../modules/booking/booking.resolver.js";
import { DraftResolver } from "../modules/booking/draft/draft.resolver.js";
import { TicketResolver } from "../modules/booking/tickets/ticket.resolver.js";
import { OccasionCancellationResolver } from "../modules/booking/cancellation/occasion-cancellation.resolver.js";
import { CheckInResolver } from "../modules/checkin/check-in.resolver.js";
import { EventAdminResolver } from "../modules/event/event-admin.resolver.js";
import { SeriesResolver } from "../modules/series/series.resolver.js";
import { EventSeriesResolver, OccasionSeriesResolver, SeriesPlaceResolver } from "../modules/series/series-links.resolver.js";
import { SeriesPassResolver } from "../modules/booking/series/series-pass.resolver.js";
import { BookingSeriesOrderResolver } from "../modules/booking/series/booking-series-order.resolver.js";
import { EventResolver, OccasionEventResolver } from "../modules/event/event.resolver.js";
import { QueueResolver } from "../modules/queue/queue.resolver.js";
import { DictionaryResolver } from "../modules/i18n/dictionary.resolver.js";
import { ErrorCodeResolver } from "../modules/i18n/error-codes.resolver.js";
import { MailResolver } from "../modules/mail/mail.resolver.js";
import { OccasionAdminResolver } from "../modules/occasion/occasion-admin.resolver.js";
import { OccasionResolver } from "../modules/occasion/occasion.resolver.js";
import { PersonalDataResolver } from "../modules/privacy/personal-data.resolver.js";
import { PlanAdminResolver, PlanSectionResolver, PriceZoneResolver, SpaceTypeAdminResolver } from "../modules/plan/plan-admin.resolver.js";
import { PlanResolver } from "../modules/plan/plan.resolver.js";
import { AddonAdminResolver, TicketTypeAdminResolver } from "../modules/pricing/pricing-admin.resolver.js";
import { PricingResolver } from "../modules/pricing/pricing.resolver.js";
import { RenewalAdminResolver } from "../modules/renewal/renewal-admin.resolver.js";
import { RenewalResolver } from "../modules/renewal/renewal.resolver.js";
import { MyBookingResolver } from "../modules/booking/self-service/my-booking.resolver.js";
import { SalesReportResolver } from "../modules/report/sales-report.resolver.js";
import { SettingsResolver } from "../modules/settings/settings.resolver.js";
import { WaitingListResolver } from "../modules/waiting-list/waiting-list.resolver.js";
import { VoucherResolver } from "../modules/voucher/voucher.resolver.js";
import { VoucherAdminResolver } from "../modules/voucher/voucher-admin.resolver.js";
import { WebhookResolver } from "../modules/webhook/webhook.resolver.js";
import { PresaleResolver, SeriesPresaleResolver } from "../modules/voucher/presale.resolver.js";

export const pubSub = createPubSub();

export const resolvers = [
  AccessResolver,
  AuthResolver,
  BookingAdminResolver,
  UserAdminResolver,
  BookingResolver,
  CheckInResolver,
  DraftResolver,
  TicketResolver,
  DictionaryResolver,
  ErrorCodeResolver,
  EventAdminResolver,
  SeriesResolver,
  EventSeriesResolver,
  SeriesPlaceResolver,
  OccasionSeriesResolver,
  SeriesPassResolver,
  BookingSeriesOrderResolver,
  EventResolver,
  OccasionEventResolver,
  MailResolver,
  OccasionAdminResolver,
  OccasionCancellationResolver,
  OccasionResolver,
  PaymentAdminResolver,
  BookingLedgerResolver,
  PersonalDataResolver,
  PlanAdminResolver,
  PlanSectionResolver,
  PlanResolver,
  PriceZoneResolver,
  PricingResolver,
  RenewalAdminResolver,
  RenewalResolver,
  MyBookingResolver,
  SalesReportResolver,
  AddonAdminResolver,
  TicketTypeAdminResolver,
  SpaceTypeAdminResolver,
  SettingsResolver,
  WaitingListResolver,
  QueueResolver,
  VoucherResolver,
  VoucherAdminResolver,
  WebhookResolver,
  PresaleResolver,
  SeriesPresaleResolver,
] as const;

/** The executable schema; `npm run schema` prints it (sorted) into schema.graphql. */
export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,

    authChecker,
    // The auth check runs before the resolver: nothing happens for a caller without the permission.
    authMode: "error",
    pubSub,
    validate: false,
    emitSchemaFile: false,
  });
}
