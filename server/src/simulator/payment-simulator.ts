/**
 * Local simulator of Paytrail, Visma Pay and Ceepos (reference payments.md §8): one HTTP server
 * with a mount per provider, a control API under /__sim and the same operations programmatically.
 *
 * Independent of the production adapters by design (never import server/src/modules/payment/providers):
 * its signing code lives in ./signing.ts and is pinned to the published vectors.
 *
 * Provider mounts (details in each *.sim.ts): /paytrail, /vismapay/pbwapi, /ceepos.
 * Control API (JSON):
 *   GET  /__sim                                     endpoints, merchants, outcomes per provider
 *   GET  /__sim/requests                            recorded inbound requests (method, path, headers, rawBody)
 *   GET  /__sim/payments                            known payments
 *   GET  /__sim/callbacks                           callback deliveries (status, error, dropped)
 *   GET  /__sim/idle                                answers once no callback is scheduled or in flight
 *   GET  /__sim/config, POST /__sim/config          read / patch SimConfig
 *   POST /__sim/payments/:provider/:stamp/complete  {outcome, sendReturn?, sendCallback?, tamper?} → CompleteResult
 *   POST /__sim/payments/:provider/:stamp/callback  {outcome?, repeat?, tamper?} → {callbacks}
 *   POST /__sim/reset
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CallbackDispatcher, type CallbackMeta, type OutboundCallback } from "./callbacks.js";
import { createCeeposSim } from "./ceepos.sim.js";
import type { ProviderSim, SettleOptions, Settlement, SimContext } from "./context.js";
import { findRoute, json, readRequest, redirect, writeResponse, type Route, type SimRequest, type SimResponse } from "./http.js";
import { randomIds } from "./ids.js";
import { SIM_MERCHANTS, type SimMerchants } from "./merchants.js";
import { createPaytrailSim } from "./paytrail.sim.js";
import { PaymentStore } from "./store.js";
import {
  DEFAULT_CONFIG,
  isProviderId,
  type CallbackDelivery,
  type IdGenerator,
  type ProviderId,
  type RecordedRequest,
  type SimConfig,
  type SimPayment,
} from "./types.js";
import { createVismaPaySim } from "./vismapay.sim.js";

export interface PaymentSimulatorOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Base URL written into pay page links when the simulator is reached through another address. */
  publicUrl?: string;
  /** Initial callback delay (also settable later through `configure`). */
  callbackDelayMs?: number;
  /** Other initial switches. */
  config?: Partial<SimConfig>;
  /** Clock for timestamps (Ceepos Timestamp/PaymentExpires, createdAt, …). */
  now?: () => Date;
  /** Id generator; `sequentialIds()` makes transaction ids, tokens and references deterministic. */
  ids?: IdGenerator;
  /** Accepted merchants; default SIM_MERCHANTS. */
  merchants?: SimMerchants;
  /** Called with one line per handled request (the CLI logs them). */
  log?: (line: string) => void;
}

export interface CompleteOptions {
  outcome: string;
  /**
   * Also GET the signed return URL from the simulator, as a browser without cookies would, and
   * report the status answered. Default false: the URL is only returned for the test to visit.
   */
  sendReturn?: boolean;
  /** Send the server-to-server callback (default true). */
  sendCallback?: boolean;
  /** Alter one signed parameter in the return and the callback (the merchant must refuse them). */
  tamper?: boolean;
}

export interface CompleteResult {
  payment: SimPayment;
  returnUrl: string;
  /** Status the merchant answered to the return URL when `sendReturn` was true, else null. */
  returnStatus: number | null;
  /** Deliveries made before answering; empty when a delay defers them (see `idle()`). */
  callbacks: CallbackDelivery[];
}

export interface CallbackOptions {
  /** Default: the payment's last outcome. */
  outcome?: string;
  /** Deliveries (default 1). */
  repeat?: number;
  tamper?: boolean;
}

export interface PaymentSimulator {
  /** Where the server listens, e.g. http://127.0.0.1:5580 (no trailing slash). */
  readonly url: string;
  /** Base written into links (publicUrl option, else `url`). */
  readonly publicUrl: string;
  /** Base URLs to configure the adapters with. */
  readonly endpoints: { paytrail: string; vismapay: string; ceepos: string };
  readonly merchants: SimMerchants;
  close(): Promise<void>;
  requests(): RecordedRequest[];
  payments(): SimPayment[];
  payment(provider: ProviderId, stamp: string): SimPayment | undefined;
  callbacks(): CallbackDelivery[];
  config(): SimConfig;
  configure(patch: Partial<SimConfig>): SimConfig;
  /** Performs an outcome server side (e.g. "paid days later"): callback sent, signed return URL answered. */
  complete(provider: ProviderId, stamp: string, options: CompleteOptions): Promise<CompleteResult>;
  /** Sends a signed callback only (no state change) and resolves with the deliveries. */
  callback(provider: ProviderId, stamp: string, options?: CallbackOptions): Promise<CallbackDelivery[]>;
  /** Resolves when no callback is scheduled or in flight. */
  idle(): Promise<void>;
  /**
   * Forgets payments, requests, callbacks and nonces, cancels scheduled callbacks and restores the
   * initial configuration. Generated ids keep counting, so a transaction id is never reused while
   * the merchant's database may still hold the old one.
   */
  reset(): void;
}

/** A control API misuse: answered with this status and `{error}`. */
export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const CONFIG_TYPES: Record<keyof SimConfig, (v: unknown) => boolean> = {
  callbackDelayMs: (v) => Number.isInteger(v) && (v as number) >= 0,
  callbackRepeat: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 100,
  dropCallbacks: (v) => typeof v === "boolean",
  callbackTiming: (v) => v === "after" || v === "before",
  failCreate: (v) => v === null || isProviderId(v),
  paytrailExtraParam: (v) => typeof v === "boolean",
  ceeposFlatNotification: (v) => typeof v === "boolean",
};

function validateConfigPatch(patch: unknown): Partial<SimConfig> {
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) throw new SimulatorError(400, "config must be a JSON object");
  for (const [key, value] of Object.entries(patch)) {
    const check = CONFIG_TYPES[key as keyof SimConfig];
    if (!check) throw new SimulatorError(400, `unknown config key ${key}`);
    if (!check(value)) throw new SimulatorError(400, `invalid value for ${key}`);
  }
  return patch as Partial<SimConfig>;
}

export async function startPaymentSimulator(options: PaymentSimulatorOptions = {}): Promise<PaymentSimulator> {
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? (() => new Date());
  const merchants = options.merchants ?? SIM_MERCHANTS;
  const initialConfig: SimConfig = {
    ...DEFAULT_CONFIG,
    ...options.config,
    ...(options.callbackDelayMs !== undefined ? { callbackDelayMs: options.callbackDelayMs } : {}),
  };
  validateConfigPatch(initialConfig);
  let config: SimConfig = { ...initialConfig };
  const payments = new PaymentStore();
  const recorded: RecordedRequest[] = [];
  const dispatcher = new CallbackDispatcher(now);
  let publicUrl = "";

  const plan = (settlement?: Settlement) => ({
    delayMs: config.callbackDelayMs + (settlement?.extraDelayMs ?? 0),
    repeat: config.callbackRepeat,
    drop: config.dropCallbacks,
  });

  /** Applies an outcome to the payment and returns its protocol messages. */
  function apply(payment: SimPayment, outcome: string, settleOptions: SettleOptions = {}): Settlement {
    const settlement = settleFor(payment, outcome, settleOptions);
    payment.status = settlement.status;
    payment.outcome = outcome;
    payment.updatedAt = now().toISOString();
    return settlement;
  }

  const context: SimContext = {
    get publicUrl() {
      return publicUrl;
    },
    now,
    newId: options.ids ?? randomIds(),
    config: () => config,
    payments,
    async finishInBrowser(payment, outcome) {
      const settlement = apply(payment, outcome);
      const meta: CallbackMeta = { provider: payment.provider, stamp: payment.stamp, outcome };
      if (config.callbackTiming === "before") {
        await dispatcher.deliver(settlement.callbacks, meta, plan(settlement));
        return redirect(settlement.returnUrl);
      }
      return redirect(settlement.returnUrl, () => dispatcher.schedule(settlement.callbacks, meta, plan(settlement)));
    },
    scheduleCallbacks(callbacks: readonly OutboundCallback[], meta: CallbackMeta) {
      dispatcher.schedule(callbacks, meta, plan());
    },
  };

  const providers: Record<ProviderId, ProviderSim> = {
    paytrail: createPaytrailSim(context, merchants.paytrail),
    vismapay: createVismaPaySim(context, merchants.vismapay),
    ceepos: createCeeposSim(context, merchants.ceepos),
  };

  function requirePayment(provider: string, stamp: string): SimPayment {
    if (!isProviderId(provider)) throw new SimulatorError(404, `unknown provider ${provider}`);
    const payment = payments.get(provider, stamp);
    if (!payment) throw new SimulatorError(404, `no ${provider} payment with stamp ${stamp}`);
    return payment;
  }

  /** settle() refuses outcomes the provider does not know; the control API answers that as a 400. */
  function settleFor(payment: SimPayment, outcome: unknown, settleOptions: SettleOptions): Settlement {
    if (typeof outcome !== "string") throw new SimulatorError(400, "outcome is required");
    try {
      return providers[payment.provider].settle(payment, outcome, settleOptions);
    } catch (error) {
      throw new SimulatorError(400, error instanceof Error ? error.message : String(error));
    }
  }

  async function complete(providerId: ProviderId, stamp: string, opts: CompleteOptions): Promise<CompleteResult> {
    const payment = requirePayment(providerId, stamp);
    const outcome = opts.outcome;
    const settlement = apply(payment, outcome, { tamper: opts.tamper });
    const meta: CallbackMeta = { provider: providerId, stamp, outcome };
    let callbacks: CallbackDelivery[] = [];
    if (opts.sendCallback !== false) {
      const p = plan(settlement);
      // Without a delay the answer waits for the deliveries, so a test can assert right away.
      if (p.delayMs === 0) callbacks = await dispatcher.deliver(settlement.callbacks, meta, p);
      else dispatcher.schedule(settlement.callbacks, meta, p);
    }
    let returnStatus: number | null = null;
    if (opts.sendReturn === true) {
      try {
        const response = await fetch(settlement.returnUrl, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        returnStatus = response.status;
      } catch {
        returnStatus = null;
      }
    }
    return { payment: structuredClone(payment), returnUrl: settlement.returnUrl, returnStatus, callbacks };
  }

  async function callback(providerId: ProviderId, stamp: string, opts: CallbackOptions = {}): Promise<CallbackDelivery[]> {
    const payment = requirePayment(providerId, stamp);
    const outcome = opts.outcome ?? payment.outcome;
    if (outcome === null) throw new SimulatorError(400, "the payment has no outcome yet: give one");
    // settle() computes without touching the payment: a callback replay changes no state.
    const settlement = settleFor(payment, outcome, { tamper: opts.tamper });
    const repeat = opts.repeat ?? 1;
    if (!Number.isInteger(repeat) || repeat < 1 || repeat > 100) throw new SimulatorError(400, "repeat must be an integer 1-100");
    return dispatcher.deliver(settlement.callbacks, { provider: providerId, stamp, outcome }, { repeat, drop: config.dropCallbacks });
  }

  function reset(): void {
    payments.clear();
    recorded.length = 0;
    dispatcher.reset();
    for (const provider of Object.values(providers)) provider.reset?.();
    config = { ...initialConfig };
  }

  const body = (req: SimRequest): Record<string, unknown> => {
    if (req.rawBody.trim() === "") return {};
    try {
      const value: unknown = JSON.parse(req.rawBody);
      if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new SimulatorError(400, "body must be a JSON object");
  };

  const controlRoutes: Route[] = [
    {
      method: "GET",
      pattern: /^\/__sim\/?$/,
      handler: () =>
        json(200, {
          endpoints: simulator.endpoints,
          merchants,
          outcomes: Object.fromEntries(Object.values(providers).map((p) => [p.id, p.buttons.map((b) => b.outcome)])),
        }),
    },
    { method: "GET", pattern: /^\/__sim\/requests$/, handler: () => json(200, recorded) },
    { method: "GET", pattern: /^\/__sim\/payments$/, handler: () => json(200, payments.list()) },
    { method: "GET", pattern: /^\/__sim\/callbacks$/, handler: () => json(200, dispatcher.list()) },
    { method: "GET", pattern: /^\/__sim\/config$/, handler: () => json(200, config) },
    {
      // Lets an out-of-process test (Playwright) wait until scheduled callbacks have been delivered.
      method: "GET",
      pattern: /^\/__sim\/idle$/,
      handler: async () => {
        await dispatcher.idle();
        return json(200, { ok: true, callbacks: dispatcher.list().length });
      },
    },
    { method: "POST", pattern: /^\/__sim\/config$/, handler: (req) => json(200, simulator.configure(body(req) as Partial<SimConfig>)) },
    {
      method: "POST",
      pattern: /^\/__sim\/reset$/,
      handler: () => {
        reset();
        return json(200, { ok: true });
      },
    },
    {
      method: "POST",
      pattern: /^\/__sim\/payments\/([^/]+)\/([^/]+)\/complete$/,
      handler: async (req, [provider, stamp]) => {
        const b = body(req);
        requirePayment(provider!, stamp!);
        return json(200, await complete(provider as ProviderId, stamp!, b as unknown as CompleteOptions));
      },
    },
    {
      method: "POST",
      pattern: /^\/__sim\/payments\/([^/]+)\/([^/]+)\/callback$/,
      handler: async (req, [provider, stamp]) => {
        const b = body(req);
        requirePayment(provider!, stamp!);
        return json(200, { callbacks: await callback(provider as ProviderId, stamp!, b as CallbackOptions) });
      },
    },
  ];

  const routes: Route[] = [...controlRoutes, ...Object.values(providers).flatMap((p) => p.routes)];

  const server: Server = createServer((incoming, res) => {
    void (async () => {
      let response: SimResponse;
      let req: SimRequest | null = null;
      try {
        req = await readRequest(incoming);
        if (!req.pathname.startsWith("/__sim")) {
          const path = incoming.url ?? "/";
          recorded.push({ at: now().toISOString(), method: req.method, path, headers: req.headers, rawBody: req.rawBody });
        }
        const found = findRoute(routes, req);
        response = found
          ? await found.route.handler(req, found.params)
          : json(404, { status: "error", message: `No route for ${req.method} ${req.pathname}` });
      } catch (error) {
        response =
          req === null
            ? json(400, { status: "error", message: `Unreadable request: ${error instanceof Error ? error.message : String(error)}` })
            : error instanceof SimulatorError
              ? json(error.status, { error: error.message })
              : json(500, { status: "error", message: error instanceof Error ? error.message : String(error) });
      }
      writeResponse(res, response);
      options.log?.(`${req?.method ?? incoming.method} ${incoming.url} → ${response.status}`);
      response.after?.();
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, "");

  const simulator: PaymentSimulator = {
    url,
    publicUrl,
    endpoints: { paytrail: `${publicUrl}/paytrail`, vismapay: `${publicUrl}/vismapay/pbwapi`, ceepos: `${publicUrl}/ceepos/maksu.html` },
    merchants,
    async close() {
      dispatcher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    requests: () => structuredClone(recorded),
    payments: () => structuredClone(payments.list()),
    payment: (provider, stamp) => {
      const found = payments.get(provider, stamp);
      return found ? structuredClone(found) : undefined;
    },
    callbacks: () => dispatcher.list(),
    config: () => ({ ...config }),
    configure(patch) {
      config = { ...config, ...validateConfigPatch(patch) };
      return { ...config };
    },
    complete,
    callback,
    idle: () => dispatcher.idle(),
    reset,
  };
  return simulator;
}
