/**
 * Paytrail Payment API simulator (reference payments.md §2, §8.2), mounted at /paytrail:
 *   POST /paytrail/payments                     create (signed headers, JSON body)
 *   GET  /paytrail/payments/:transactionId      status
 *   POST /paytrail/payments/:transactionId/refund
 *   GET  /paytrail/pay/:transactionId           hosted page (`href`); ?outcome=ok|fail|cancel|pending|delayed
 *   POST /paytrail/pay/:transactionId/outcome   the page's form
 *   POST /paytrail/pay/:transactionId/provider/:provider   a `providers[]` form target
 */
import { isPayment, type ProviderSim, type SettleOptions, type Settlement, type SimContext } from "./context.js";
import { appendParams, firstValues, html, json, jsonText, parseJsonObject, type SimRequest, type SimResponse } from "./http.js";
import type { PaytrailMerchant } from "./merchants.js";
import { renderMessagePage, renderPayPage, type OutcomeButton } from "./pay-page.js";
import { isPaytrailAlgorithm, paytrailSignature, sameSignature, type PaytrailAlgorithm } from "./signing.js";
import type { SimPayment } from "./types.js";

const NAME = "Paytrail";

const BUTTONS: readonly OutcomeButton[] = [
  { outcome: "ok", label: "Pay" },
  { outcome: "fail", label: "Fail" },
  { outcome: "cancel", label: "Cancel" },
  { outcome: "pending", label: "Pending" },
  { outcome: "delayed", label: "Delayed" },
];

/** Outcome → checkout-status (§2.5). Paytrail reports a customer's cancel as "fail". */
const STATUS_OF: Record<string, string> = { ok: "ok", fail: "fail", cancel: "fail", pending: "pending", delayed: "delayed" };

/** The simulated payment methods offered in `providers[]`. */
const METHODS = [
  { id: "nordea", name: "Nordea", group: "bank" },
  { id: "osuuspankki", name: "OP", group: "bank" },
  { id: "creditcard", name: "Visa", group: "creditcard" },
] as const;

const GROUPS = [
  { id: "bank", name: "Pankkimaksutavat" },
  { id: "creditcard", name: "Korttimaksutavat" },
];

/** Paytrail's error body (§2.1). */
function error(status: number, message: string, meta?: string[]): SimResponse {
  return json(status, meta ? { status: "error", message, meta } : { status: "error", message });
}

/**
 * Opaque form parameters of one method, derived from the payment so the form endpoint can check
 * that the merchant posted them back verbatim (spaces, "==", and characters needing HTML escaping).
 */
function methodParameters(payment: SimPayment, methodId: string): { name: string; value: string }[] {
  const token = Buffer.from(`${payment.providerRef}:${methodId}`, "utf8").toString("base64");
  return [
    { name: "sph-account", value: payment.merchant },
    { name: "MAC", value: `base64 ${token}` },
    { name: "SPH", value: `SPH1 testKey ${payment.providerRef}` },
    { name: "sim-opaque", value: `a&b="c"<d>` },
  ];
}

interface Authenticated {
  merchant: PaytrailMerchant;
  algorithm: PaytrailAlgorithm;
}

function isInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

function isNonEmptyString(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= max;
}

function isUrl(value: unknown, max: number): value is string {
  if (!isNonEmptyString(value, max)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Create-payment body rules (§2.3); the messages list every problem, like Paytrail's `meta`. */
function validateCreate(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!isNonEmptyString(body.stamp, 200)) problems.push("stamp must be a string of 1-200 characters");
  if (!isNonEmptyString(body.reference, 200)) problems.push("reference must be a string of 1-200 characters");
  if (!isInt(body.amount) || body.amount < 1 || body.amount > 99999998) {
    problems.push("amount must be an integer between 1 and 99999998");
  }
  if (body.currency !== "EUR") problems.push("currency must be EUR");
  if (body.language !== "FI" && body.language !== "SV" && body.language !== "EN") {
    problems.push("language must be one of FI, SV, EN");
  }
  if (body.items !== undefined) {
    if (!Array.isArray(body.items)) {
      problems.push("items must be an array");
    } else {
      let sum = 0;
      body.items.forEach((raw: unknown, i) => {
        const item = asRecord(raw);
        if (!item) return problems.push(`items[${i}] must be an object`);
        if (!isInt(item.unitPrice)) problems.push(`items[${i}].unitPrice must be an integer`);
        if (!isInt(item.units) || item.units < 0 || item.units > 99999998) problems.push(`items[${i}].units must be an integer 0-99999998`);
        const vat = item.vatPercentage;
        if (typeof vat !== "number" || vat < 0 || vat > 100 || Math.round(vat * 10) / 10 !== vat) {
          problems.push(`items[${i}].vatPercentage must be 0-100 with at most one decimal`);
        }
        if (!isNonEmptyString(item.productCode, 100)) problems.push(`items[${i}].productCode must be a string of 1-100 characters`);
        if (item.description !== undefined && !isNonEmptyString(item.description, 1000)) {
          problems.push(`items[${i}].description must be at most 1000 characters`);
        }
        if (isInt(item.unitPrice) && isInt(item.units)) sum += item.unitPrice * item.units;
        return undefined;
      });
      if (isInt(body.amount) && sum !== body.amount) problems.push(`amount ${String(body.amount)} does not match the item total ${sum}`);
    }
  }
  const customer = asRecord(body.customer);
  if (!customer || !isNonEmptyString(customer.email, 200)) problems.push("customer.email is required (at most 200 characters)");
  const redirect = asRecord(body.redirectUrls);
  if (!redirect || !isUrl(redirect.success, 300) || !isUrl(redirect.cancel, 300)) {
    problems.push("redirectUrls.success and redirectUrls.cancel must be URLs of at most 300 characters");
  }
  if (body.callbackUrls !== undefined) {
    const callback = asRecord(body.callbackUrls);
    if (!callback || !isUrl(callback.success, 3000) || !isUrl(callback.cancel, 3000)) {
      problems.push("callbackUrls.success and callbackUrls.cancel must be URLs of at most 3000 characters");
    }
  }
  if (body.callbackDelay !== undefined && (!isInt(body.callbackDelay) || body.callbackDelay < 0 || body.callbackDelay > 900)) {
    problems.push("callbackDelay must be an integer 0-900");
  }
  return problems;
}

export function createPaytrailSim(ctx: SimContext, merchants: readonly PaytrailMerchant[]): ProviderSim {
  const usedNonces = new Set<string>();
  const base = () => `${ctx.publicUrl}/paytrail`;

  /** Checks the signed checkout-* headers (§2.2, §8.2); answers the 401 itself on failure. */
  function authenticate(req: SimRequest): Authenticated | SimResponse {
    const h = req.headers;
    for (const name of ["checkout-account", "checkout-algorithm", "checkout-method", "checkout-nonce", "checkout-timestamp", "signature"]) {
      if (!h[name]) return error(401, `${name} header missing`);
    }
    const merchant = merchants.find((m) => m.account === h["checkout-account"]);
    if (!merchant) return error(401, "Merchant account not found or no access");
    const algorithm = h["checkout-algorithm"];
    if (!isPaytrailAlgorithm(algorithm)) return error(401, "Unsupported checkout-algorithm");
    if (h["checkout-method"] !== req.method) return error(401, "checkout-method does not match the request method");
    if (Number.isNaN(Date.parse(h["checkout-timestamp"] ?? ""))) return error(401, "checkout-timestamp is not an ISO 8601 date-time");
    const expected = paytrailSignature(merchant.secret, algorithm, h, req.rawBody);
    if (!sameSignature(expected, h["signature"] ?? "")) return error(401, "HMAC signature mismatch");
    // Only a correctly signed request spends its nonce.
    const nonceKey = `${merchant.account}:${h["checkout-nonce"]}`;
    if (usedNonces.has(nonceKey)) return error(401, "Duplicate checkout-nonce");
    usedNonces.add(nonceKey);
    return { merchant, algorithm };
  }

  /** A response signed like Paytrail's (§2.2): checkout-* response headers + the exact body. */
  function signedJson(status: number, value: unknown, auth: Authenticated): SimResponse {
    const body = JSON.stringify(value);
    const headers: Record<string, string> = {
      "checkout-account": auth.merchant.account,
      "checkout-algorithm": auth.algorithm,
      "request-id": ctx.newId("request-id"),
    };
    headers["signature"] = paytrailSignature(auth.merchant.secret, auth.algorithm, headers, body);
    return jsonText(status, body, headers);
  }

  /** Transaction-scoped calls must repeat the id in checkout-transaction-id (§2.9). */
  function transactionFor(req: SimRequest, id: string, auth: Authenticated): SimPayment | SimResponse {
    if (req.headers["checkout-transaction-id"] !== id) return error(401, "checkout-transaction-id header missing or value mismatch");
    const payment = ctx.payments.byRef("paytrail", id);
    if (!payment || payment.merchant !== auth.merchant.account) {
      return signedJson(404, { status: "error", message: "Transaction not found" }, auth);
    }
    return payment;
  }

  function create(req: SimRequest): SimResponse {
    const auth = authenticate(req);
    if (!("merchant" in auth)) return auth;
    if (ctx.config().failCreate === "paytrail") return error(503, "Service temporarily unavailable (simulated maintenance)");
    if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      return signedJson(400, { status: "error", message: "content-type must be application/json" }, auth);
    }
    const body = parseJsonObject(req.rawBody);
    if (!body) return signedJson(400, { status: "error", message: "Body is not a JSON object" }, auth);
    const problems = validateCreate(body);
    if (problems.length > 0) return signedJson(400, { status: "error", message: "Validation failed", meta: problems }, auth);
    const stamp = body.stamp as string;
    if (ctx.payments.hasStamp("paytrail", stamp)) {
      return signedJson(400, { status: "error", message: "Duplicate stamp", meta: [`stamp ${stamp} has already been used`] }, auth);
    }
    const redirect = body.redirectUrls as { success: string; cancel: string };
    const callback = body.callbackUrls as { success: string; cancel: string } | undefined;
    const transactionId = ctx.newId("paytrail-transaction");
    const now = ctx.now().toISOString();
    const payment: SimPayment = {
      provider: "paytrail",
      stamp,
      providerRef: transactionId,
      merchant: auth.merchant.account,
      amount: body.amount as number,
      currency: "EUR",
      status: "new",
      outcome: null,
      payUrl: `${base()}/pay/${transactionId}`,
      returnUrl: redirect.success,
      cancelUrl: redirect.cancel,
      callbackUrl: callback?.success ?? null,
      cancelCallbackUrl: callback?.cancel ?? null,
      createdAt: now,
      updatedAt: now,
      request: body,
      details: {
        algorithm: auth.algorithm,
        reference: body.reference as string,
        callbackDelaySeconds: String((body.callbackDelay as number | undefined) ?? 0),
        refunded: "0",
      },
    };
    ctx.payments.add(payment);
    return signedJson(
      201,
      {
        transactionId,
        href: payment.payUrl,
        terms: `Valitsemalla maksutavan hyväksyt <a href="${base()}/terms" target="_blank">maksupalveluehdot</a>`,
        groups: GROUPS.map((g) => ({ ...g, icon: `${base()}/icons/${g.id}.png`, svg: `${base()}/icons/${g.id}.svg` })),
        reference: payment.details.reference,
        providers: METHODS.map((m) => ({
          url: `${base()}/pay/${transactionId}/provider/${m.id}`,
          icon: `${base()}/icons/${m.id}.png`,
          svg: `${base()}/icons/${m.id}.svg`,
          name: m.name,
          group: m.group,
          id: m.id,
          parameters: methodParameters(payment, m.id),
        })),
        customProviders: {},
      },
      auth,
    );
  }

  function status(req: SimRequest, id: string): SimResponse {
    const auth = authenticate(req);
    if (!("merchant" in auth)) return auth;
    const payment = transactionFor(req, id, auth);
    if (!isPayment(payment)) return payment;
    const final = payment.status !== "new";
    return signedJson(
      200,
      {
        transactionId: payment.providerRef,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        stamp: payment.stamp,
        reference: payment.details.reference,
        createdAt: payment.createdAt,
        ...(final ? { provider: payment.details.method ?? "nordea" } : { href: payment.payUrl }),
        filingCode: `${payment.providerRef.replace(/-/g, "").slice(0, 20)}`,
        ...(payment.status === "ok" ? { paidAt: payment.updatedAt } : {}),
      },
      auth,
    );
  }

  function refund(req: SimRequest, id: string): SimResponse {
    const auth = authenticate(req);
    if (!("merchant" in auth)) return auth;
    const payment = transactionFor(req, id, auth);
    if (!isPayment(payment)) return payment;
    const body = parseJsonObject(req.rawBody);
    const callback = asRecord(body?.callbackUrls);
    const refunded = Number(payment.details.refunded ?? "0");
    const problems: string[] = [];
    if (!body) problems.push("Body is not a JSON object");
    if (!isInt(body?.amount) || (body?.amount as number) < 1) problems.push("amount must be a positive integer");
    else if ((body?.amount as number) > payment.amount - refunded) problems.push("amount exceeds the refundable amount");
    if (!callback || !isUrl(callback.success, 3000) || !isUrl(callback.cancel, 3000)) problems.push("callbackUrls are required");
    if (payment.status !== "ok") problems.push(`payment status is ${payment.status}, only ok payments can be refunded`);
    if (problems.length > 0) return signedJson(400, { status: "error", message: "Refund refused", meta: problems }, auth);
    const amount = body!.amount as number;
    payment.details.refunded = String(refunded + amount);
    payment.updatedAt = ctx.now().toISOString();
    const refundId = ctx.newId("paytrail-refund");
    const params: [string, string][] = [
      ["checkout-account", payment.merchant],
      ["checkout-algorithm", auth.algorithm],
      ["checkout-amount", String(amount)],
      ["checkout-stamp", typeof body!.refundStamp === "string" ? body!.refundStamp : payment.stamp],
      ["checkout-reference", typeof body!.refundReference === "string" ? body!.refundReference : (payment.details.reference ?? "")],
      ["checkout-transaction-id", refundId],
      ["checkout-status", "ok"],
      ["checkout-provider", payment.details.method ?? "nordea"],
    ];
    params.push(["signature", paytrailSignature(auth.merchant.secret, auth.algorithm, Object.fromEntries(params), "")]);
    const response = signedJson(201, { transactionId: refundId, provider: payment.details.method ?? "nordea", status: "ok" }, auth);
    response.after = () =>
      ctx.scheduleCallbacks([{ method: "GET", url: appendParams(callback!.success as string, params) }], {
        provider: "paytrail",
        stamp: payment.stamp,
        outcome: "refund",
      });
    return response;
  }

  function payPage(payment: SimPayment, methodId: string | undefined): SimResponse {
    const method = METHODS.find((m) => m.id === methodId);
    return html(
      200,
      renderPayPage({
        providerName: method ? `${NAME} (${method.name})` : NAME,
        amountCents: payment.amount,
        currency: payment.currency,
        description: `Payment ${payment.details.reference ?? payment.stamp}`,
        action: `${base()}/pay/${payment.providerRef}/outcome`,
        hiddenFields: method ? { method: method.id } : {},
        buttons: BUTTONS,
      }),
    );
  }

  /** Shared by the page, its form and the provider form: unknown/final payments and bad outcomes. */
  function resolvePayable(id: string): SimPayment | SimResponse {
    const payment = ctx.payments.byRef("paytrail", id);
    if (!payment) return html(404, renderMessagePage(NAME, "Payment not found", `No payment with transaction id ${id}.`));
    if (payment.status === "ok" || payment.status === "fail") {
      return html(409, renderMessagePage(NAME, "Payment already processed", `This payment has status ${payment.status}.`));
    }
    return payment;
  }

  function outcomeOrPage(payment: SimPayment, outcome: string | null, methodId: string | undefined): Promise<SimResponse> | SimResponse {
    if (outcome === null) return payPage(payment, methodId);
    if (!(outcome in STATUS_OF)) return html(400, renderMessagePage(NAME, "Unknown outcome", `Unknown outcome ${outcome}.`));
    if (methodId) payment.details.method = methodId;
    return ctx.finishInBrowser(payment, outcome);
  }

  function settle(payment: SimPayment, outcome: string, options: SettleOptions = {}): Settlement {
    const status = STATUS_OF[outcome];
    if (status === undefined) throw new Error(`Paytrail outcome must be one of ${Object.keys(STATUS_OF).join(", ")}`);
    const merchant = merchants.find((m) => m.account === payment.merchant);
    if (!merchant) throw new Error(`unknown Paytrail merchant ${payment.merchant}`);
    const algorithm = isPaytrailAlgorithm(payment.details.algorithm) ? payment.details.algorithm : "sha256";
    const params: [string, string][] = [
      ["checkout-account", payment.merchant],
      ["checkout-algorithm", algorithm],
      ["checkout-amount", String(payment.amount)],
      ["checkout-stamp", payment.stamp],
      ["checkout-reference", payment.details.reference ?? ""],
      ["checkout-transaction-id", payment.providerRef],
      ["checkout-status", status],
      ["checkout-provider", payment.details.method ?? "nordea"],
    ];
    if (ctx.config().paytrailExtraParam) params.push(["checkout-sim-extra", "unlisted-parameter"]);
    const signature = paytrailSignature(merchant.secret, algorithm, Object.fromEntries(params), "");
    if (options.tamper) {
      // What a forger would do: claim success, or inflate the amount of a success.
      const i = status === "ok" ? 2 : 6;
      params[i] = [params[i]![0], status === "ok" ? String(payment.amount + 100) : "ok"];
    }
    params.push(["signature", signature]);
    const success = status !== "fail";
    const callbackBase = success ? payment.callbackUrl : payment.cancelCallbackUrl;
    return {
      status,
      returnUrl: appendParams(success ? payment.returnUrl : payment.cancelUrl, params),
      callbacks: callbackBase ? [{ method: "GET", url: appendParams(callbackBase, params) }] : [],
      extraDelayMs: Number(payment.details.callbackDelaySeconds ?? "0") * 1000,
    };
  }

  return {
    id: "paytrail",
    name: NAME,
    buttons: BUTTONS,
    settle,
    reset: () => usedNonces.clear(),
    routes: [
      { method: "POST", pattern: /^\/paytrail\/payments$/, handler: (req) => create(req) },
      { method: "GET", pattern: /^\/paytrail\/payments\/([^/]+)$/, handler: (req, [id]) => status(req, id!) },
      { method: "POST", pattern: /^\/paytrail\/payments\/([^/]+)\/refund$/, handler: (req, [id]) => refund(req, id!) },
      {
        method: "GET",
        pattern: /^\/paytrail\/pay\/([^/]+)$/,
        handler: (req, [id]) => {
          const payment = resolvePayable(id!);
          return !isPayment(payment) ? payment : outcomeOrPage(payment, req.query.get("outcome"), undefined);
        },
      },
      {
        method: "POST",
        pattern: /^\/paytrail\/pay\/([^/]+)\/outcome$/,
        handler: (req, [id]) => {
          const payment = resolvePayable(id!);
          if (!isPayment(payment)) return payment;
          const form = new URLSearchParams(req.rawBody);
          return outcomeOrPage(payment, form.get("outcome") ?? "", form.get("method") ?? undefined);
        },
      },
      {
        method: "POST",
        pattern: /^\/paytrail\/pay\/([^/]+)\/provider\/([^/]+)$/,
        handler: (req, [id, methodId]) => {
          const payment = resolvePayable(id!);
          if (!isPayment(payment)) return payment;
          if (!METHODS.some((m) => m.id === methodId)) {
            return html(404, renderMessagePage(NAME, "Unknown payment method", `No method ${methodId}.`));
          }
          // The merchant must post the opaque parameters back verbatim (§5.2).
          const posted = firstValues(new URLSearchParams(req.rawBody));
          const wrong = methodParameters(payment, methodId!).filter((p) => posted[p.name] !== p.value);
          if (wrong.length > 0) {
            const names = wrong.map((p) => p.name).join(", ");
            return html(400, renderMessagePage(NAME, "Invalid provider form", `Missing or altered parameters: ${names}.`));
          }
          return outcomeOrPage(payment, req.query.get("outcome"), methodId);
        },
      },
    ],
  };
}
