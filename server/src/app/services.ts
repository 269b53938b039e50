import type { DataSource } from "typeorm";
import type { Config } from "../config/config.js";
import { AccessService } from "../modules/access/access.service.js";
import { BookingReadService } from "../modules/booking/booking-read.service.js";
import { DictionaryService } from "../modules/i18n/dictionary.service.js";
import { EventService } from "../modules/event/event.service.js";
import { OccasionService } from "../modules/occasion/occasion.service.js";
import { PaymentMethodService } from "../modules/payment/payment-methods.js";
import { PlanService } from "../modules/plan/plan.service.js";
import { PricingService } from "../modules/pricing/pricing.service.js";
import { SettingsService } from "../modules/settings/settings.service.js";

/** Every service, wired once: the composition root that resolvers and REST handlers share. */
export interface Services {
  config: Config;
  dataSource: DataSource;
  access: AccessService;
  settings: SettingsService;
  pricing: PricingService;
  plans: PlanService;
  occasions: OccasionService;
  events: EventService;
  bookings: BookingReadService;
  paymentMethods: PaymentMethodService;
  dictionaries: DictionaryService;
}

export function createServices(config: Config, dataSource: DataSource, secret: string): Services {
  const settings = new SettingsService(dataSource);
  const pricing = new PricingService(dataSource);
  const occasions = new OccasionService(dataSource);
  return {
    config,
    dataSource,
    access: new AccessService(dataSource, secret),
    settings,
    pricing,
    plans: new PlanService(dataSource),
    occasions,
    events: new EventService(dataSource, occasions, pricing),
    bookings: new BookingReadService(dataSource),
    paymentMethods: new PaymentMethodService(["skip"]),
    dictionaries: new DictionaryService(dataSource, settings),
  };
}
