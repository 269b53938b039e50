import type { PaymentConfig } from "../../config/config.js";
import { logger } from "../../common/logger.js";
import type { PaymentProvider } from "./payment-provider.js";
import { CeeposProvider } from "./providers/ceepos.provider.js";
import { PaytrailProvider } from "./providers/paytrail.provider.js";
import { SkipPaymentProvider } from "./providers/skip.provider.js";
import { VismaPayProvider } from "./providers/vismapay.provider.js";

/**
 * The simulator's merchants (the fixtures of reference payments.md §8): what the providers are
 * configured with when they point at the local simulator.
 */
export const SIMULATOR_MERCHANTS = {
  paytrail: { merchantId: "375917", secret: "SAIPPUAKAUPPIAS" },
  vismapay: { apiKey: "TESTAPIKEY", privateKey: "private_key" },
  ceepos: { source: "examplecom", secret: "123" },
} as const;

/** Where each provider lives on the simulator: adapter base URLs (Ceepos: its create-payment URL). */
export interface SimulatorEndpoints {
  paytrail: string;
  vismapay: string;
  ceepos: string;
}

/**
 * The payment providers this deployment offers, in the order customers see them: the configured
 * providers, then (with the simulator on) the unconfigured ones pointed at the simulator, then skip
 * payment. A provider with no credentials and no simulator is simply not offered.
 */
export function createPaymentProviders(config: PaymentConfig, sim: SimulatorEndpoints | null): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (config.paytrail) {
    providers.push(new PaytrailProvider({ merchantId: config.paytrail.merchantId, secret: config.paytrail.secret, baseUrl: config.paytrail.baseUrl, platformName: "seatbooking" }));
  } else if (sim) {
    providers.push(new PaytrailProvider({ ...SIMULATOR_MERCHANTS.paytrail, baseUrl: sim.paytrail, platformName: "seatbooking" }));
  }
  if (config.vismapay) {
    providers.push(new VismaPayProvider({ apiKey: config.vismapay.apiKey, privateKey: config.vismapay.privateKey, baseUrl: config.vismapay.baseUrl }));
  } else if (sim) {
    providers.push(new VismaPayProvider({ ...SIMULATOR_MERCHANTS.vismapay, baseUrl: sim.vismapay }));
  }
  if (config.ceepos) {
    providers.push(new CeeposProvider({ source: config.ceepos.source, secret: config.ceepos.secret, url: config.ceepos.url, taxCodes: config.ceepos.taxCodes }));
  } else if (sim) {
    providers.push(new CeeposProvider({ ...SIMULATOR_MERCHANTS.ceepos, url: sim.ceepos }));
  }
  if (config.skip) providers.push(new SkipPaymentProvider());
  const simulated = sim ? (["paytrail", "vismapay", "ceepos"] as const).filter((id) => !config[id]) : [];
  if (simulated.length > 0) logger.info("payment providers point at the local simulator", { providers: simulated.join(", "), simulator: sim?.paytrail });
  return providers;
}

/** Providers in test mode get '(test)' after their name in payment-methods. */
export function testModeProviders(config: PaymentConfig, simulatorOn: boolean): string[] {
  const ids: string[] = [];
  for (const id of ["paytrail", "vismapay", "ceepos"] as const) {
    const configured = config[id];
    if (configured ? configured.testMode : simulatorOn) ids.push(id);
  }
  return ids;
}
