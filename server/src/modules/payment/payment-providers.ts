import type { PaymentConfig } from "../../config/config.js";
import { logger } from "../../common/logger.js";
import type { PaymentSimulator } from "../../simulator/payment-simulator.js";
import type { PaymentProvider } from "./payment-provider.js";
import { CeeposProvider } from "./providers/ceepos.provider.js";
import { PaytrailProvider } from "./providers/paytrail.provider.js";
import { SkipPaymentProvider } from "./providers/skip.provider.js";
import { VismaPayProvider } from "./providers/vismapay.provider.js";

/** The running simulator as the providers see it: where each provider lives, and its merchant fixtures. */
export type SimulatorTarget = Pick<PaymentSimulator, "endpoints" | "merchants">;

/**
 * The payment providers this deployment offers, in the order customers see them: the configured
 * providers, then (with the simulator on) the unconfigured ones pointed at the simulator, then skip
 * payment. A provider with no credentials and no simulator is simply not offered.
 */
export function createPaymentProviders(config: PaymentConfig, sim: SimulatorTarget | null): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (config.paytrail) {
    providers.push(
      new PaytrailProvider({
        merchantId: config.paytrail.merchantId,
        secret: config.paytrail.secret,
        baseUrl: config.paytrail.baseUrl,
        platformName: "seatbooking",
      }),
    );
  } else if (sim) {
    const { account, secret } = sim.merchants.paytrail[0]!;
    providers.push(new PaytrailProvider({ merchantId: account, secret, baseUrl: sim.endpoints.paytrail, platformName: "seatbooking" }));
  }
  if (config.vismapay) {
    providers.push(
      new VismaPayProvider({ apiKey: config.vismapay.apiKey, privateKey: config.vismapay.privateKey, baseUrl: config.vismapay.baseUrl }),
    );
  } else if (sim) {
    providers.push(new VismaPayProvider({ ...sim.merchants.vismapay[0]!, baseUrl: sim.endpoints.vismapay }));
  }
  if (config.ceepos) {
    providers.push(
      new CeeposProvider({
        source: config.ceepos.source,
        secret: config.ceepos.secret,
        url: config.ceepos.url,
        taxCodes: config.ceepos.taxCodes,
      }),
    );
  } else if (sim) {
    providers.push(new CeeposProvider({ ...sim.merchants.ceepos[0]!, url: sim.endpoints.ceepos }));
  }
  if (config.skip !== "off") providers.push(new SkipPaymentProvider());
  const simulated = sim ? (["paytrail", "vismapay", "ceepos"] as const).filter((id) => !config[id]) : [];
  if (simulated.length > 0)
    logger.info("payment providers point at the local simulator", { providers: simulated.join(", "), simulator: sim?.endpoints.paytrail });
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
