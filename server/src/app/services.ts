import type { DataSource } from "typeorm";
import { systemClock, type Clock } from "../common/clock.js";
import type { Config } from "../config/config.js";
import { AccessService } from "../modules/access/access.service.js";
import { ApiTokenService } from "../modules/access/api-token.service.js";
import { RoleService } from "../modules/access/role.service.js";
import { UserService } from "../modules/user/user.service.js";
import { RateLimiter } from "../modules/access/rate-limiter.js";
import { BookingReadService } from "../modules/booking/booking-read.service.js";
import { BookingAdminService } from "../modules/booking/admin/booking-admin.service.js";
import { BookingConfirmations } from "../modules/booking/tickets/booking-confirmation.js";
import { BookingChangeNotices } from "../modules/booking/tickets/booking-change-notices.js";
import { MyBookingService } from "../modules/booking/self-service/my-booking.service.js";
import { BookingExporter } from "../modules/booking/admin/booking-export.js";
import { GuestLists } from "../modules/booking/admin/guest-list.js";
import { CheckoutService } from "../modules/booking/checkout/checkout.service.js";
import { BuyerVerifications } from "../modules/booking/checkout/buyer-verification.js";
import { ClientDetailsWriter } from "../modules/booking/process/client-details.js";
import { CustomerBookings } from "../modules/booking/self-service/customer-bookings.service.js";
import { DraftService } from "../modules/booking/draft/draft.service.js";
import { BookingLifecycle, type BookingNotices } from "../modules/booking/process/lifecycle.js";
import { OccasionCancellation } from "../modules/booking/cancellation/occasion-cancellation.js";
import { CancellationNotices } from "../modules/booking/cancellation/cancellation-notices.js";
import { OccasionNotices } from "../modules/booking/cancellation/occasion-notices.js";
import { PaymentBookings } from "../modules/booking/checkout/payment-bookings.js";
import { DuplicatePaymentNotices } from "../modules/booking/checkout/duplicate-payment-notices.js";
import { SaleInfoCache } from "../modules/booking/draft/sale-info.js";
import { TicketSignature } from "../modules/booking/tickets/ticket-signature.js";
import { CheckInService } from "../modules/checkin/check-in.service.js";
import { loadBundledDictionaries } from "../modules/i18n/bundled-dictionaries.js";
import { DictionaryAdminService } from "../modules/i18n/dictionary-admin.service.js";
import { DictionaryService } from "../modules/i18n/dictionary.service.js";
import { EventAdminService } from "../modules/event/event-admin.service.js";
import { EventService } from "../modules/event/event.service.js";
import { OccasionAdminService } from "../modules/occasion/occasion-admin.service.js";
import { occasionInventory } from "../modules/occasion/occasion-inventory.js";
import { OccasionService } from "../modules/occasion/occasion.service.js";
import { OccupancyFeed, OccupancySnapshots } from "../modules/occasion/occupancy.js";
import { PgListener } from "../common/pg-listener.js";
import { AdmissionGate } from "../modules/queue/admission-gate.js";
import { AdmissionTokens } from "../modules/queue/admission-token.js";
import { QueueFeed } from "../modules/queue/queue-feed.js";
import { eventsOfChange, eventsOfTransitions } from "../modules/webhook/booking-events.js";
import { WebhookAdminService } from "../modules/webhook/webhook-admin.service.js";
import { WebhookDelivery } from "../modules/webhook/webhook-delivery.js";
import { WebhookOutbox } from "../modules/webhook/webhook-outbox.js";
import { QUEUE_CHANNEL, QueueService } from "../modules/queue/queue.service.js";
import { OutboxSender } from "../modules/mail/mail-sender.js";
import { MailService } from "../modules/mail/mail.service.js";
import { MailOutbox } from "../modules/mail/outbox.js";
import { PaymentMethodService } from "../modules/payment/payment-methods.js";
import { PaymentService } from "../modules/payment/payment.service.js";
import { SkipPaymentProvider } from "../modules/payment/providers/skip.provider.js";
import type { PaymentProvider } from "../modules/payment/payment-provider.js";
import { MoneyLedger } from "../modules/payment/money-ledger.js";
import { PaymentSettlement } from "../modules/payment/payment-settlement.js";
import { PersonalDataService } from "../modules/privacy/personal-data.service.js";
import { PlanAdminService } from "../modules/plan/plan-admin.service.js";
import { PlanService } from "../modules/plan/plan.service.js";
import { SpaceTypeAdminService } from "../modules/plan/space-type-admin.service.js";
import { PricingAdminService } from "../modules/pricing/pricing-admin.service.js";
import { PricingService } from "../modules/pricing/pricing.service.js";
import { NextSeriesService } from "../modules/renewal/next-series.service.js";
import { NextSeasonService } from "../modules/renewal/next-season.service.js";
import { RenewalAdminService } from "../modules/renewal/renewal-admin.service.js";
import { RenewalNotifier } from "../modules/renewal/renewal-notices.js";
import { followSaleStart } from "../modules/renewal/renewal-sale-start.js";
import { RenewalService } from "../modules/renewal/renewal.service.js";
import { WaitingListService } from "../modules/waiting-list/waiting-list.service.js";
import { SalesReportService } from "../modules/report/sales-report.js";
import { LanguagesAdminService } from "../modules/settings/languages-admin.js";
import { SettingsAdminService } from "../modules/settings/settings-admin.js";
import { SettingsService } from "../modules/settings/settings.service.js";
import { EmbedOriginsService } from "../modules/settings/embed-origins.js";
import { SeriesAdminService } from "../modules/series/series-admin.service.js";
import { SeriesOccupancyReader } from "../modules/series/series-occupancy.service.js";
import { SeriesService } from "../modules/series/series.service.js";
import { SeriesPassService } from "../modules/booking/series/series-pass.service.js";
import { buyerStillUnderCap } from "../modules/booking/checkout/buyer-cap.js";
import { VoucherService } from "../modules/voucher/voucher.service.js";
import { VoucherAdminService } from "../modules/voucher/voucher-admin.service.js";

/** Every service, wired once: the composition root that resolvers, REST handlers and jobs share. */
export interface Services {
  config: Config;
  clock: Clock;
  dataSource: DataSource;
  access: AccessService;
  users: UserService;
  roles: RoleService;
  apiTokens: ApiTokenService;
  rateLimiter: RateLimiter;
  settings: SettingsService;
  settingsAdmin: SettingsAdminService;
  languagesAdmin: LanguagesAdminService;
  /** The sites that may frame the embeddable event widget (issue 40). */
  embedOrigins: EmbedOriginsService;
  pricing: PricingService;
  pricingAdmin: PricingAdminService;
  plans: PlanService;
  planAdmin: PlanAdminService;
  spaceTypeAdmin: SpaceTypeAdminService;
  occasions: OccasionService;
  occupancy: OccupancySnapshots;
  occupancyFeed: OccupancyFeed;
  /** The process's LISTEN connection, shared by the live feeds. */
  liveFeeds: PgListener;
  /** Waiting rooms in front of on-sales (issue 39): the line, each browser's standing, admissions, operators' settings. */
  queue: QueueService;
  /** Waiting visitors' live standing. */
  queueFeed: QueueFeed;
  /** The sale's doors while a room is on (the booking process's AdmissionPort). */
  admissionGate: AdmissionGate;
  events: EventService;
  /** Series (season tickets): reads, the administrators' edits, and their occupancy on every date. */
  series: SeriesService;
  seriesAdmin: SeriesAdminService;
  seriesOccupancy: SeriesOccupancyReader;
  /** Season tickets as visitors buy them: places held on every date of a series at once. */
  seriesPasses: SeriesPassService;
  eventAdmin: EventAdminService;
  occasionAdmin: OccasionAdminService;
  /** Cancelling a whole occasion: a durable job, each booking refunded or cancelled and its customer e-mailed once. */
  occasionCancellation: OccasionCancellation;
  /** The venue's sales per day, payment method and provider (read-only). */
  salesReport: SalesReportService;
  bookings: BookingReadService;
  /** The only writer of booking status, tickets and occupancy counters. */
  lifecycle: BookingLifecycle;
  /** The only writer of bookings' client details once they exist (saves, erasure, retention). */
  clientDetails: ClientDetailsWriter;
  drafts: DraftService;
  checkout: CheckoutService;
  buyerVerifications: BuyerVerifications;
  bookingAdmin: BookingAdminService;
  bookingExport: BookingExporter;
  /** The door's printable check-in list of an occasion (PDF). */
  guestLists: GuestLists;
  /** The booking side of payments (what settlement may ask of bookings). */
  paymentBookings: PaymentBookings;
  saleInfo: SaleInfoCache;
  /** Signs tickets' codes for their QR codes and reads scanned or typed ones back. */
  ticketSignature: TicketSignature;
  /** The confirmation e-mail with PDF tickets, written when a booking is booked (a lifecycle listener). */
  confirmations: BookingConfirmations;
  /** The customer's booking behind their e-mailed link: view, tickets again, cancel where allowed. */
  myBooking: MyBookingService;
  /** The door: the only writer of check-ins. */
  checkIn: CheckInService;
  payments: PaymentService;
  paymentSettlement: PaymentSettlement;
  /** The money ledger: every payment and refund of a booking, the only writer of refunds. */
  moneyLedger: MoneyLedger;
  paymentMethods: PaymentMethodService;
  dictionaries: DictionaryService;
  /** Seasonal renewals: next season, the customer's renewal, the console, the e-mail seam. */
  nextSeason: NextSeasonService;
  nextSeries: NextSeriesService;
  renewals: RenewalService;
  renewalAdmin: RenewalAdminService;
  renewalNotifier: RenewalNotifier;
  /** Waiting lists of sold-out occasions: joining, the offers of freed places, the administrators' list. */
  waitingList: WaitingListService;
  /** Voucher codes at checkout and the box office: the only writer of codes' uses. */
  vouchers: VoucherService;
  /** Voucher campaigns and codes for administrators (administer_vouchers). */
  voucherAdmin: VoucherAdminService;
  personalData: PersonalDataService;
  /** The only writer of dictionary overrides. */
  dictionaryAdmin: DictionaryAdminService;
  /** Queues e-mails inside the caller's transaction (the only writer of new outbox messages). */
  mailOutbox: MailOutbox;
  /** Sends the outbox (the only writer of its messages' sending state); null when no mail server is configured. */
  mailSender: OutboxSender | null;
  mail: MailService;
  /** Webhook endpoints and their delivery log (administer_settings). */
  webhookAdmin: WebhookAdminService;
  /** Sends the webhook outbox (a cluster job). */
  webhookDelivery: WebhookDelivery;
  /** The port the HTTP server listens on, once it does (PORT=0 picks one): links made without PUBLIC_URL use it. */
  listening: { port?: number };
}

export function createServices(
  config: Config,
  dataSource: DataSource,
  /** A session connection for LISTEN: DATABASE_DIRECT_URL behind PgBouncer (which cannot keep a LISTEN), else the app's URL. */
  listenUrl: string,
  secret: string,
  clock: Clock = systemClock,
  providers: PaymentProvider[] = [new SkipPaymentProvider()],
  testModeProviders: string[] = [],
  /** Where e-mail goes: SMTP_URL, or the development mail catcher; undefined: nowhere yet (it waits in the outbox). */
  smtpUrl: string | undefined = config.mail.smtpUrl,
): Services {
  const settings = new SettingsService(dataSource);
  const pricing = new PricingService(dataSource);
  const occasions = new OccasionService(dataSource);
  const occupancy = new OccupancySnapshots(dataSource);
  // One LISTEN connection per process for every live feed.
  const liveFeeds = new PgListener(listenUrl);
  const occupancyFeed = new OccupancyFeed(liveFeeds, occupancy);
  const rateLimiter = new RateLimiter(dataSource, clock);
  const bookings = new BookingReadService(dataSource);
  const saleInfo = new SaleInfoCache(dataSource);
  const payments = new PaymentService(providers, config.payments.skip);
  const onOccupancyChanged = (occasionId: string) => occupancyFeed.changed(occasionId);
  const listening: { port?: number } = {};
  const publicBase = () => config.payments.publicUrl ?? `http://localhost:${listening.port ?? config.port}`;
  const moneyLedger = new MoneyLedger(dataSource, clock, payments, publicBase);
  const mailOutbox = new MailOutbox(clock, settings, config.mail.fromName);
  const occasionNotices = new OccasionNotices(mailOutbox);
  const ticketSignature = new TicketSignature(secret);
  const confirmations = new BookingConfirmations(settings, mailOutbox, ticketSignature, publicBase);
  const cancellationNotices = new CancellationNotices(mailOutbox, occasionNotices, moneyLedger);
  const changeNotices = new BookingChangeNotices(mailOutbox, confirmations, moneyLedger);
  // The process's one port for the customer's e-mails: its ends, and the venue's changes to its tickets.
  const bookingNotices: BookingNotices = {
    cancelled: (manager, bookingId, notice) => cancellationNotices.cancelled(manager, bookingId, notice),
    changed: (manager, bookingId, notice) => changeNotices.changed(manager, bookingId, notice),
  };
  const lifecycle = new BookingLifecycle(config, {
    occupancyChanged: onOccupancyChanged,
    ledger: moneyLedger,
    payments,
    notices: bookingNotices,
  });
  // Other systems hear of bookings through webhooks: events written in the transaction of each change (the outbox).
  const webhookOutbox = new WebhookOutbox();
  lifecycle.whenTransitioned((manager, changes, reason, now) => webhookOutbox.record(manager, eventsOfTransitions(changes, reason), now));
  lifecycle.whenChangeRecorded((manager, bookingIds, kind, now) => webhookOutbox.record(manager, eventsOfChange(bookingIds, kind), now));
  const clientDetails = new ClientDetailsWriter(lifecycle);
  clientDetails.whenAnonymized((manager, bookingIds) => webhookOutbox.forget(manager, bookingIds));
  const dictionaries = new DictionaryService(dataSource, loadBundledDictionaries(config.clientLocales), settings);
  // An administrator's change shows at once in this process (others refresh within a second).
  const forgetCatalogue = () => {
    occasions.forgetCachedViews();
    pricing.forgetCachedPrices();
    saleInfo.invalidate();
  };
  const paymentBookings = new PaymentBookings(lifecycle, new DuplicatePaymentNotices(mailOutbox));
  const paymentSettlement = new PaymentSettlement(dataSource, clock, payments, config.paymentHoldSeconds, paymentBookings, moneyLedger);
  // Vouchers stand above booking: the process asks them through its VoucherPort and tells them of ends and bookings.
  const vouchers = new VoucherService(dataSource, clock, config, rateLimiter, bookings, lifecycle);
  lifecycle.whenEnded((manager, bookingIds) => vouchers.ended(manager, bookingIds));
  lifecycle.whenBooked((manager, bookingIds) => vouchers.booked(manager, bookingIds));
  clientDetails.whenAnonymized((manager, bookingIds) => vouchers.anonymized(manager, bookingIds));
  // A booking paid after its hold lapsed is booked only if its code's use and its buyer's room under a cap are still there.
  lifecycle.whenRetaken((manager, bookingId) => vouchers.retake(manager, bookingId));
  lifecycle.whenRetaken((manager, bookingId) => buyerStillUnderCap(manager, bookingId));
  // The waiting rooms stand in front of the sale: the booking process asks their gate through its AdmissionPort.
  const admissionTokens = new AdmissionTokens(secret);
  const admissionGate = new AdmissionGate(dataSource, clock, admissionTokens);
  // An operator's change is announced to every process (this one too); a join is not: the next admission run's is.
  const queue = new QueueService(dataSource, clock, config, rateLimiter, admissionTokens, (occasionId, everywhere) => {
    admissionGate.forget(occasionId);
    if (everywhere) void liveFeeds.notify(QUEUE_CHANNEL, [occasionId]).catch(() => undefined);
  });
  // A room turned on or off in any process reaches this one's gate at once (else within its 2 s cache).
  const queueFeed = new QueueFeed(liveFeeds, queue, (occasionId) => admissionGate.forget(occasionId));
  const drafts = new DraftService(dataSource, clock, config, saleInfo, rateLimiter, bookings, payments, lifecycle, vouchers, admissionGate);
  const buyerVerifications = new BuyerVerifications(dataSource, clock, rateLimiter, mailOutbox, publicBase, config);
  const checkout = new CheckoutService(
    dataSource,
    clock,
    config,
    settings,
    bookings,
    payments,
    paymentSettlement,
    lifecycle,
    clientDetails,
    buyerVerifications,
    vouchers,
  );
  const bookingAdmin = new BookingAdminService(
    dataSource,
    clock,
    settings,
    payments,
    lifecycle,
    saleInfo,
    moneyLedger,
    clientDetails,
    vouchers,
  );
  const users = new UserService(dataSource);
  const plans = new PlanService(dataSource);
  const mailSender = smtpUrl
    ? new OutboxSender(dataSource, clock, { smtpUrl, fromAddress: config.mail.fromAddress, maxAttempts: config.mail.maxAttempts })
    : null;
  const occasionChanged = (occasionId: string) => {
    forgetCatalogue();
    saleInfo.invalidate(occasionId);
    // A moved sale start may have ended renewals' holds: maps learn of it (the sweeper releases them).
    onOccupancyChanged(occasionId);
  };
  const renewalNotifier = new RenewalNotifier(lifecycle, clock, settings, mailOutbox, publicBase);
  lifecycle.whenBooked((manager, bookingIds, now) => confirmations.booked(manager, bookingIds, now));
  const waitingList = new WaitingListService(
    dataSource,
    clock,
    config,
    settings,
    saleInfo,
    rateLimiter,
    drafts,
    lifecycle,
    mailOutbox,
    publicBase,
  );
  lifecycle.whenBooked((manager, bookingIds, now) => waitingList.booked(manager, bookingIds, now));
  return {
    config,
    clock,
    dataSource,
    access: new AccessService(dataSource, secret, clock, rateLimiter, config),
    users,
    roles: new RoleService(dataSource),
    apiTokens: new ApiTokenService(dataSource),
    rateLimiter,
    settings,
    pricing,
    plans,
    settingsAdmin: new SettingsAdminService(dataSource, clock, settings),
    languagesAdmin: new LanguagesAdminService(dataSource, settings),
    embedOrigins: new EmbedOriginsService(dataSource, liveFeeds),
    planAdmin: new PlanAdminService(dataSource, clock, settings, occasionInventory, forgetCatalogue, {
      svgMaxBytes: config.planSvgMaxBytes,
      svgMaxElements: config.planSvgMaxElements,
    }),
    spaceTypeAdmin: new SpaceTypeAdminService(dataSource, settings, forgetCatalogue),
    pricingAdmin: new PricingAdminService(dataSource, settings, forgetCatalogue),
    occasions,
    occupancy,
    occupancyFeed,
    liveFeeds,
    queue,
    queueFeed,
    admissionGate,
    events: new EventService(dataSource, occasions, pricing),
    series: new SeriesService(dataSource, clock, occasions, pricing),
    seriesAdmin: new SeriesAdminService(dataSource, clock, settings, (occasionIds) => {
      forgetCatalogue();
      for (const occasionId of occasionIds) saleInfo.invalidate(occasionId);
    }),
    seriesOccupancy: new SeriesOccupancyReader(occupancy),
    seriesPasses: new SeriesPassService(dataSource, clock, config, saleInfo, rateLimiter, bookings, lifecycle, admissionGate),
    eventAdmin: new EventAdminService(dataSource, clock, settings, forgetCatalogue),
    occasionAdmin: new OccasionAdminService(
      dataSource,
      clock,
      settings,
      occasionChanged,
      (manager, occasionId, saleStart, now) => followSaleStart(lifecycle, manager, occasionId, saleStart, now),
      (manager, occasionId, previousStart, newStart) => occasionNotices.moved(manager, occasionId, previousStart, newStart),
      webhookOutbox,
    ),
    salesReport: new SalesReportService(dataSource, settings),
    occasionCancellation: new OccasionCancellation(dataSource, clock, lifecycle, occasionChanged, webhookOutbox),
    bookings,
    lifecycle,
    clientDetails,
    drafts,
    checkout,
    buyerVerifications,
    bookingAdmin,
    bookingExport: new BookingExporter(dataSource, settings),
    guestLists: new GuestLists(dataSource, settings, plans),
    paymentBookings,
    saleInfo,
    ticketSignature,
    confirmations,
    myBooking: new MyBookingService(dataSource, clock, settings, lifecycle, confirmations, moneyLedger),
    checkIn: new CheckInService(dataSource, clock, ticketSignature, plans, webhookOutbox),
    payments,
    paymentSettlement,
    moneyLedger,
    paymentMethods: new PaymentMethodService(payments.offeredIds(), testModeProviders),
    // Erasure reaches the waiting lists, the addresses a capped checkout confirmed (also those a booking no longer
    // carries) and the vouchers' per-e-mail records too.
    personalData: new PersonalDataService(clock, new CustomerBookings(dataSource, clock, clientDetails), users, async (email) => {
      const forgotten = (await waitingList.forget(email)) + (await buyerVerifications.forget(email));
      await vouchers.forget(email);
      return forgotten;
    }),
    dictionaries,
    dictionaryAdmin: new DictionaryAdminService(dataSource, dictionaries, settings),
    mailOutbox,
    mailSender,
    mail: new MailService(dataSource, clock, mailOutbox, mailSender),
    listening,
    webhookAdmin: new WebhookAdminService(dataSource, clock, config.webhookAllowPrivate),
    webhookDelivery: new WebhookDelivery(dataSource, clock, { allowPrivate: config.webhookAllowPrivate }),
    nextSeason: new NextSeasonService(dataSource, clock, settings, saleInfo, lifecycle, forgetCatalogue),
    nextSeries: new NextSeriesService(dataSource, clock, settings, lifecycle, forgetCatalogue),
    renewals: new RenewalService(dataSource, clock, settings, saleInfo, payments, lifecycle, clientDetails),
    renewalAdmin: new RenewalAdminService(dataSource, clock, settings, payments, lifecycle, renewalNotifier),
    renewalNotifier,
    waitingList,
    vouchers,
    voucherAdmin: new VoucherAdminService(dataSource, clock, (occasionId) => saleInfo.invalidate(occasionId)),
  };
}
