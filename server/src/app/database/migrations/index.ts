import { Initial1795310000000 } from "./1795310000000-initial.js";
import { HoldPlaceFunction1795320000000 } from "./1795320000000-hold-place-function.js";
import { HoldLimitPerAddress1795330000000 } from "./1795330000000-hold-limit-per-address.js";
import { PaymentStatusChanges1795340000000 } from "./1795340000000-payment-status-changes.js";
import { BookingChanges1795350000000 } from "./1795350000000-booking-changes.js";
import { PaymentRefunds1795360000000 } from "./1795360000000-payment-refunds.js";
import { PlanEditing1795370000000 } from "./1795370000000-plan-editing.js";
import { SellerAndPersonalData1795380000000 } from "./1795380000000-seller-and-personal-data.js";
import { LanguageEnabled1795410000000 } from "./1795410000000-language-enabled.js";
import { MailOutbox1795420000000 } from "./1795420000000-mail-outbox.js";
import { Renewals1795430000000 } from "./1795430000000-renewals.js";
import { PaymentSubmission1795440000000 } from "./1795440000000-payment-submission.js";
import { OccasionNameTranslations1795758840409 } from "./1795758840409-occasion-name-translations.js";
import { HoldPlacesBatch1795800000000 } from "./1795800000000-hold-places-batch.js";
import { TicketCheckIns1796000000000 } from "./1796000000000-ticket-check-ins.js";
import { BookingsDraftSecret1796000000100 } from "./1796000000100-bookings-draft-secret.js";
import { OccasionCancellations1796100000000 } from "./1796100000000-occasion-cancellations.js";
import { BookingConfirmation1796200000000 } from "./1796200000000-booking-confirmation.js";
import { AccessibleHoldback1796300000000 } from "./1796300000000-accessible-holdback.js";
import { HoldPlaceAddressCount1796500000000 } from "./1796500000000-hold-place-address-count.js";
import { WaitingList1796400000000 } from "./1796400000000-waiting-list.js";
import { WaitingListConfirmation1796600000000 } from "./1796600000000-waiting-list-confirmation.js";
import { MoneyLedger1796700000000 } from "./1796700000000-money-ledger.js";
import { PricePositions1796870000000 } from "./1796870000000-price-positions.js";
import { NarrowPermissions1796934800000 } from "./1796934800000-narrow-permissions.js";
import { BoxOfficePaymentKind1797000000000 } from "./1797000000000-box-office-payment-kind.js";
import { PlanLabelsPerLanguage1797100000000 } from "./1797100000000-plan-labels-per-language.js";
import { JobQueue1797200000000 } from "./1797200000000-job-queue.js";
import { SharingImagesAndMovedDates1797370000000 } from "./1797370000000-sharing-images-and-moved-dates.js";
import { SeriesAndOrders1797400000000 } from "./1797400000000-series-and-orders.js";
import { Vouchers1797420000000 } from "./1797420000000-vouchers.js";
import { PaymentShares1797450000000 } from "./1797450000000-payment-shares.js";
import { VoucherCampaignPlaces1797460000000 } from "./1797460000000-voucher-campaign-places.js";
import { QueueRooms1797470000000 } from "./1797470000000-queue-rooms.js";
import { EmbedOrigins1797480000000 } from "./1797480000000-embed-origins.js";
import { Webhooks1797490000000 } from "./1797490000000-webhooks.js";
import { BuyerCaps1797430000000 } from "./1797430000000-buyer-caps.js";
import { HoldPlacesAddressLocksFirst1797440000000 } from "./1797440000000-hold-places-address-locks-first.js";

/** Every migration, in order. Generate a new one with `npm run migration:generate -- <Name>`, review it, add it here. */
export const migrations = [
  Initial1795310000000,
  HoldPlaceFunction1795320000000,
  HoldLimitPerAddress1795330000000,
  PaymentStatusChanges1795340000000,
  BookingChanges1795350000000,
  PaymentRefunds1795360000000,
  PlanEditing1795370000000,
  SellerAndPersonalData1795380000000,
  LanguageEnabled1795410000000,
  MailOutbox1795420000000,
  Renewals1795430000000,
  PaymentSubmission1795440000000,
  OccasionNameTranslations1795758840409,
  HoldPlacesBatch1795800000000,
  TicketCheckIns1796000000000,
  BookingsDraftSecret1796000000100,
  OccasionCancellations1796100000000,
  BookingConfirmation1796200000000,
  AccessibleHoldback1796300000000,
  WaitingList1796400000000,
  HoldPlaceAddressCount1796500000000,
  WaitingListConfirmation1796600000000,
  MoneyLedger1796700000000,
  PricePositions1796870000000,
  NarrowPermissions1796934800000,
  BoxOfficePaymentKind1797000000000,
  PlanLabelsPerLanguage1797100000000,
  JobQueue1797200000000,
  SharingImagesAndMovedDates1797370000000,
  SeriesAndOrders1797400000000,
  Vouchers1797420000000,
  BuyerCaps1797430000000,
  HoldPlacesAddressLocksFirst1797440000000,
  PaymentShares1797450000000,
  VoucherCampaignPlaces1797460000000,
  QueueRooms1797470000000,
  EmbedOrigins1797480000000,
  Webhooks1797490000000,
];
