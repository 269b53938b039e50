import { AddonEntity } from "../../modules/pricing/addon.entity.js";
import { ApiTokenEntity } from "../../modules/access/api-token.entity.js";
import { BookingEntity } from "../../modules/booking/process/booking.entity.js";
import { BuyerEmailVerificationEntity } from "../../modules/booking/checkout/buyer-email-verification.entity.js";
import { BookingChangeEntity } from "../../modules/booking/process/booking-change.entity.js";
import { BookingStatusChangeEntity } from "../../modules/booking/process/booking-status-change.entity.js";
import { DictionaryEntryEntity } from "../../modules/i18n/dictionary-entry.entity.js";
import { EventEntity } from "../../modules/event/event.entity.js";
import { EventAddonEntity } from "../../modules/pricing/event-addon.entity.js";
import { EventPriceEntity } from "../../modules/pricing/event-price.entity.js";
import { LanguageEntity } from "../../modules/settings/language.entity.js";
import { OccasionEntity } from "../../modules/occasion/occasion.entity.js";
import {
  OccasionCancellationBookingEntity,
  OccasionCancellationEntity,
} from "../../modules/booking/cancellation/occasion-cancellation.entity.js";
import { OrderEntity } from "../../modules/booking/process/order.entity.js";
import { SeriesEntity, SeriesOccasionEntity } from "../../modules/series/series.entity.js";
import { SeriesPriceEntity, SeriesZonePriceEntity } from "../../modules/pricing/series-price.entity.js";
import { OccasionPriceEntity } from "../../modules/pricing/occasion-price.entity.js";
import { OccasionSpaceEntity } from "../../modules/occasion/occasion-space.entity.js";
import { OutboxMessageEntity } from "../../modules/mail/outbox-message.entity.js";
import { OutboxAttachmentEntity } from "../../modules/mail/outbox-attachment.entity.js";
import { PaymentEntity } from "../../modules/payment/payment.entity.js";
import { PaymentShareEntity } from "../../modules/payment/payment-share.entity.js";
import { PaymentEventEntity } from "../../modules/payment/payment-event.entity.js";
import { MoneyMovementEntity, MoneyMovementStatusChangeEntity } from "../../modules/payment/money-movement.entity.js";
import { PaymentStatusChangeEntity } from "../../modules/payment/payment-status-change.entity.js";
import { EventZonePriceEntity, OccasionZonePriceEntity } from "../../modules/pricing/zone-price.entity.js";
import { PriceZoneEntity } from "../../modules/plan/price-zone.entity.js";
import { PlanEntity } from "../../modules/plan/plan.entity.js";
import { RateLimitCounterEntity } from "../../modules/access/rate-limit-counter.entity.js";
import { RoleEntity } from "../../modules/access/role.entity.js";
import { ServerKeyEntity } from "../../modules/settings/server-key.entity.js";
import { SessionEntity } from "../../modules/access/session.entity.js";
import { SettingsEntity } from "../../modules/settings/settings.entity.js";
import { SpaceEntity } from "../../modules/plan/space.entity.js";
import { SpaceTypeEntity } from "../../modules/plan/space-type.entity.js";
import { TicketAddonEntity } from "../../modules/booking/process/ticket-addon.entity.js";
import { TicketCheckInEntity } from "../../modules/checkin/check-in.entity.js";
import { TicketEntity } from "../../modules/booking/process/ticket.entity.js";
import { TicketTypeEntity } from "../../modules/pricing/ticket-type.entity.js";
import { UserEntity } from "../../modules/user/user.entity.js";
import {
  VoucherCampaignEntity,
  VoucherCampaignPlaceEntity,
  VoucherCodeEntity,
  VoucherEmailUseEntity,
  VoucherRedemptionEntity,
} from "../../modules/voucher/voucher.entity.js";
import { QueueEntryEntity, QueuePassEntity, QueueRoomEntity } from "../../modules/queue/queue.entity.js";
import { WebhookDeliveryEntity, WebhookEndpointEntity, WebhookEventEntity } from "../../modules/webhook/webhook.entity.js";
import { WaitingListEntryEntity } from "../../modules/waiting-list/waiting-list-entry.entity.js";

export const entities = [
  WebhookEndpointEntity,
  WebhookEventEntity,
  WebhookDeliveryEntity,
  QueueRoomEntity,
  QueueEntryEntity,
  QueuePassEntity,
  AddonEntity,
  ApiTokenEntity,
  BookingEntity,
  BuyerEmailVerificationEntity,
  BookingChangeEntity,
  BookingStatusChangeEntity,
  DictionaryEntryEntity,
  EventEntity,
  EventAddonEntity,
  EventPriceEntity,
  EventZonePriceEntity,
  LanguageEntity,
  OccasionEntity,
  OccasionCancellationEntity,
  OccasionCancellationBookingEntity,
  OccasionPriceEntity,
  OccasionSpaceEntity,
  OccasionZonePriceEntity,
  OrderEntity,
  OutboxAttachmentEntity,
  OutboxMessageEntity,
  PaymentEntity,
  PaymentShareEntity,
  PaymentEventEntity,
  PaymentStatusChangeEntity,
  MoneyMovementEntity,
  MoneyMovementStatusChangeEntity,
  PlanEntity,
  PriceZoneEntity,
  RateLimitCounterEntity,
  RoleEntity,
  SeriesEntity,
  SeriesOccasionEntity,
  SeriesPriceEntity,
  SeriesZonePriceEntity,
  ServerKeyEntity,
  SessionEntity,
  SettingsEntity,
  SpaceEntity,
  SpaceTypeEntity,
  TicketAddonEntity,
  TicketCheckInEntity,
  TicketEntity,
  TicketTypeEntity,
  UserEntity,
  VoucherCampaignEntity,
  VoucherCampaignPlaceEntity,
  VoucherCodeEntity,
  VoucherEmailUseEntity,
  VoucherRedemptionEntity,
  WaitingListEntryEntity,
];
