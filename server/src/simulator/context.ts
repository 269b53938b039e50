/** What a provider module gets from the simulator core, and what it gives back. */
import type { CallbackMeta, OutboundCallback } from "./callbacks.js";
import type { Route, SimResponse } from "./http.js";
import type { OutcomeButton } from "./pay-page.js";
import type { PaymentStore } from "./store.js";
import type { IdGenerator, ProviderId, SimConfig, SimPayment } from "./types.js";

export interface SimContext {
  /** Base URL written into links handed to merchants and browsers (pay pages, provider forms). */
  readonly publicUrl: string;
  now(): Date;
  readonly newId: IdGenerator;
  config(): SimConfig;
  readonly payments: PaymentStore;
  /**
   * The browser chose an outcome on a pay page: apply it, answer the 302 to the merchant and fire
   * the callbacks per configuration.
   */
  finishInBrowser(payment: SimPayment, outcome: string): Promise<SimResponse>;
  /** Sends callbacks outside an outcome (Paytrail refund callbacks), honouring delay/drop/repeat. */
  scheduleCallbacks(callbacks: readonly OutboundCallback[], meta: CallbackMeta): void;
}

export interface SettleOptions {
  /** Alter one signed parameter after signing (the merchant must then refuse the message). */
  tamper?: boolean;
}

/** An outcome turned into protocol messages; computing it changes nothing. */
export interface Settlement {
  /** New status in the provider's vocabulary. */
  status: string;
  /** Signed browser return URL. */
  returnUrl: string;
  /** Server-to-server callbacks to send (may be empty, e.g. Visma Pay maintenance). */
  callbacks: OutboundCallback[];
  /** Extra callback delay the merchant asked for (Paytrail `callbackDelay`). */
  extraDelayMs?: number;
}

export interface ProviderSim {
  readonly id: ProviderId;
  readonly name: string;
  /** Outcomes accepted by the pay page, `?outcome=` and the control API; also the page's buttons. */
  readonly buttons: readonly OutcomeButton[];
  readonly routes: readonly Route[];
  settle(payment: SimPayment, outcome: string, options?: SettleOptions): Settlement;
  /** Forgets provider-local state (used nonces, …) on POST /__sim/reset. */
  reset?(): void;
}

/** Lookup helpers answer either the payment or the response to send instead. */
export function isPayment(value: SimPayment | SimResponse): value is SimPayment {
  return "provider" in value;
}
