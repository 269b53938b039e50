/**
 * Visma Pay (pbwapi) simulator (reference payments.md §3, §8.3), mounted at /vismapay/pbwapi:
 *   POST /vismapay/pbwapi/auth_payment            create → {result:0, token, type}
 *   GET  /vismapay/pbwapi/token/:token            payment page; ?outcome=ok|authorized|fail|cancel|pending|unknown|maintenance
 *   POST /vismapay/pbwapi/token/:token/outcome    the page's form
 *   POST /vismapay/pbwapi/check_payment_status    by token or order_number
 *   POST /vismapay/pbwapi/capture, /cancel        settle / cancel an authorized payment
 *   POST /vismapay/pbwapi/create_refund           refund a settled payment (all or part)
 *
 * Visma Pay has no response signatures; only the authcode of requests and returns (§3.2).
 * Result codes of check_payment_status are not public (§9): the simulator answers 0 (paid, with
 * `settled`), 1 (authentication or validation failed), 2 (failed/cancelled) and 3 (not found or
 * not completed) **[assumption]**.
 */
import { isPayment, type ProviderSim, type SettleOptions, type Settlement, type SimContext } from "./context.js";
import { appendParams, html, json, parseJsonObject, type SimRequest, type SimResponse } from "./http.js";
import type { VismaPayMerchant } from "./merchants.js";
import { renderMessagePage, renderPayPage, type OutcomeButton } from "./pay-page.js";
import { sameSignature, vismaPayAuthcode, vismaPayReturnValues } from "./signing.js";
import type { SimPayment } from "./types.js";

const NAME = "Visma Pay";

const BUTTONS: readonly OutcomeButton[] = [
  { outcome: "ok", label: "Pay" },
  { outcome: "fail", label: "Fail" },
  { outcome: "cancel", label: "Cancel" },
  { outcome: "authorized", label: "Authorize only" },
  { outcome: "pending", label: "Status unknown" },
  { outcome: "maintenance", label: "Maintenance break" },
];

/** Outcome → return parameters before signing (§3.4) and the simulator's status word. */
const OUTCOMES: Record<string, { status: string; returnCode: string; settled?: string; incident?: boolean }> = {
  ok: { status: "settled", returnCode: "0", settled: "1" },
  authorized: { status: "authorized", returnCode: "0", settled: "0" },
  fail: { status: "failed", returnCode: "1", incident: true },
  cancel: { status: "cancelled", returnCode: "1" },
  pending: { status: "unknown", returnCode: "4" },
  unknown: { status: "unknown", returnCode: "4" },
  maintenance: { status: "maintenance", returnCode: "10" },
};

const FINAL = new Set(["settled", "authorized", "failed", "cancelled"]);

function isUrl(value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
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

/** auth_payment body rules (§3.3); messages imitate the real ones where known. */
function validateAuthPayment(body: Record<string, unknown>, nowSeconds: number): string[] {
  const errors: string[] = [];
  if (typeof body.version !== "string" || body.version === "") errors.push("version is required");
  if (typeof body.order_number !== "string" || body.order_number === "") errors.push("order_number is required");
  if (!Number.isInteger(body.amount)) errors.push("The amount must be an integer.");
  else if ((body.amount as number) < 1) errors.push("The amount must be at least 1.");
  if (body.currency !== "EUR") errors.push("The selected currency is invalid.");
  const method = asRecord(body.payment_method);
  if (!method) {
    errors.push("payment_method is required");
  } else {
    if (method.type !== "e-payment") errors.push("payment_method.type must be e-payment");
    if (!isUrl(method.return_url)) errors.push("payment_method.return_url must be a valid URL");
    if (!isUrl(method.notify_url)) errors.push("payment_method.notify_url must be a valid URL");
    if (!["fi", "sv", "en", "ru"].includes(method.lang as string)) errors.push("payment_method.lang must be fi, sv, en or ru");
    const until = method.token_valid_until;
    if (until !== undefined && (!Number.isInteger(Number(until)) || Number(until) < nowSeconds + 15 * 60)) {
      errors.push("payment_method.token_valid_until must be at least 15 minutes in the future");
    }
  }
  if (body.products !== undefined) {
    if (!Array.isArray(body.products)) {
      errors.push("products must be an array");
    } else {
      let sum = 0;
      body.products.forEach((raw: unknown, i) => {
        const product = asRecord(raw);
        if (!product) return errors.push(`products[${i}] must be an object`);
        if (typeof product.id !== "string" || product.id === "") errors.push(`products[${i}].id is required`);
        if (typeof product.title !== "string" || product.title === "") errors.push(`products[${i}].title is required`);
        const count = product.count;
        if (!Number.isInteger(count) || (count as number) < 1) errors.push(`products[${i}].count must be a positive integer`);
        if (!Number.isInteger(product.price)) errors.push(`products[${i}].price must be an integer`);
        if (typeof product.tax !== "number" || product.tax < 0 || product.tax > 100) errors.push(`products[${i}].tax must be a percentage`);
        if (Number.isInteger(count) && Number.isInteger(product.price)) sum += (count as number) * (product.price as number);
        return undefined;
      });
      if (Number.isInteger(body.amount) && sum !== body.amount) errors.push("The product.price sum does not match with the total amount.");
    }
  }
  return errors;
}

export function createVismaPaySim(ctx: SimContext, merchants: readonly VismaPayMerchant[]): ProviderSim {
  const base = () => `${ctx.publicUrl}/vismapay/pbwapi`;

  /**
   * Parses an API body and checks api_key + authcode over `api_key|<field>`; a failure answers
   * `{result: 1}` without details, as the PHP example suggests the real API does [assumption].
   */
  function authenticate(req: SimRequest, field: (body: Record<string, unknown>) => unknown) {
    const body = parseJsonObject(req.rawBody);
    const merchant = merchants.find((m) => m.apiKey === body?.api_key);
    const value = body ? field(body) : undefined;
    if (!body || !merchant || typeof value !== "string" || typeof body.authcode !== "string") return null;
    const expected = vismaPayAuthcode(merchant.privateKey, [merchant.apiKey, value]);
    return sameSignature(expected, body.authcode) ? { body, merchant, value } : null;
  }

  function authPayment(req: SimRequest): SimResponse {
    const auth = authenticate(req, (b) => b.order_number);
    if (!auth) return json(200, { result: 1 });
    if (ctx.config().failCreate === "vismapay") return json(200, { result: 10 });
    const { body, merchant } = auth;
    const errors = validateAuthPayment(body, Math.floor(ctx.now().getTime() / 1000));
    const orderNumber = body.order_number as string;
    if (ctx.payments.hasStamp("vismapay", orderNumber)) errors.push("order_number has already been used.");
    if (errors.length > 0) return json(200, { result: 1, errors });
    const method = body.payment_method as Record<string, unknown>;
    const token = ctx.newId("vismapay-token");
    const now = ctx.now().toISOString();
    ctx.payments.add({
      provider: "vismapay",
      stamp: orderNumber,
      providerRef: token,
      merchant: merchant.apiKey,
      amount: body.amount as number,
      currency: "EUR",
      status: "new",
      outcome: null,
      payUrl: `${base()}/token/${token}`,
      returnUrl: method.return_url as string,
      cancelUrl: method.return_url as string,
      callbackUrl: method.notify_url as string,
      cancelCallbackUrl: method.notify_url as string,
      createdAt: now,
      updatedAt: now,
      request: body,
      details: { lang: method.lang as string },
    });
    return json(200, { result: 0, token, type: "e-payment" });
  }

  /** Finds a payment of this merchant by token or order_number (whichever the body names). */
  function lookup(req: SimRequest): { payment: SimPayment | undefined } | null {
    const auth = authenticate(req, (b) => (typeof b.token === "string" ? b.token : b.order_number));
    if (!auth) return null;
    const payment =
      typeof auth.body.token === "string" ? ctx.payments.byRef("vismapay", auth.value) : ctx.payments.get("vismapay", auth.value);
    return { payment: payment?.merchant === auth.merchant.apiKey ? payment : undefined };
  }

  function checkStatus(req: SimRequest): SimResponse {
    const found = lookup(req);
    if (!found) return json(200, { result: 1 });
    const payment = found.payment;
    if (!payment) return json(200, { result: 3 });
    switch (payment.status) {
      case "settled":
        return json(200, { result: 0, settled: 1, source: { object: "bank", brand: payment.details.brand ?? "nordea" } });
      case "authorized":
        return json(200, {
          result: 0,
          settled: 0,
          source: { object: "card", brand: "Visa", card_verified: "Y", card_country: "FI", client_ip_country: "FI", error_code: "" },
        });
      case "failed":
      case "cancelled":
        return json(200, { result: 2, settled: 0, source: { object: "bank", error_code: payment.status === "failed" ? "04" : "" } });
      default:
        return json(200, { result: 3 });
    }
  }

  /** capture codes per §3.5: 0 settled, 1 validation failed, 2 cannot settle, 3 not found. */
  function capture(req: SimRequest): SimResponse {
    const found = lookup(req);
    if (!found) return json(200, { result: 1 });
    if (!found.payment) return json(200, { result: 3 });
    if (found.payment.status !== "authorized") return json(200, { result: 2 });
    found.payment.status = "settled";
    found.payment.updatedAt = ctx.now().toISOString();
    return json(200, { result: 0 });
  }

  function cancel(req: SimRequest): SimResponse {
    const found = lookup(req);
    if (!found) return json(200, { result: 1 });
    if (!found.payment) return json(200, { result: 3 });
    if (found.payment.status !== "authorized") return json(200, { result: 2 });
    found.payment.status = "cancelled";
    found.payment.updatedAt = ctx.now().toISOString();
    return json(200, { result: 0 });
  }

  /**
   * create_refund (§3.5): refunds `amount` of a settled payment, at most what is left of it. Its result codes
   * are not published: the simulator answers 0 with a refund_id, 1 for a refused call (keys, amount), 2 for
   * a payment that cannot be refunded (not settled, or nothing left), 3 for an unknown payment.
   */
  function createRefund(req: SimRequest): SimResponse {
    const auth = authenticate(req, (b) => b.order_number);
    if (!auth) return json(200, { result: 1, errors: ["authcode or api key invalid"] });
    const payment = ctx.payments.get("vismapay", auth.value);
    if (!payment || payment.merchant !== auth.merchant.apiKey) return json(200, { result: 3 });
    const amount = auth.body.amount;
    const refunded = Number(payment.details.refunded ?? "0");
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0)
      return json(200, { result: 1, errors: ["amount must be a positive integer"] });
    if (payment.status !== "settled" || amount > payment.amount - refunded) return json(200, { result: 2 });
    payment.details.refunded = String(refunded + amount);
    payment.updatedAt = ctx.now().toISOString();
    return json(200, { result: 0, refund_id: Number(ctx.newId("vismapay-refund")), type: "instant" });
  }

  function resolvePayable(token: string): SimPayment | SimResponse {
    const payment = ctx.payments.byRef("vismapay", token);
    if (!payment) return html(404, renderMessagePage(NAME, "Payment not found", "The payment token is unknown or expired."));
    if (FINAL.has(payment.status)) {
      return html(409, renderMessagePage(NAME, "Payment already processed", `This payment is ${payment.status}.`));
    }
    return payment;
  }

  function outcomeOrPage(payment: SimPayment, outcome: string | null): Promise<SimResponse> | SimResponse {
    if (outcome === null) {
      return html(
        200,
        renderPayPage({
          providerName: NAME,
          amountCents: payment.amount,
          currency: payment.currency,
          description: `Order ${payment.stamp}`,
          action: `${base()}/token/${payment.providerRef}/outcome`,
          buttons: BUTTONS,
        }),
      );
    }
    if (!(outcome in OUTCOMES)) return html(400, renderMessagePage(NAME, "Unknown outcome", `Unknown outcome ${outcome}.`));
    return ctx.finishInBrowser(payment, outcome);
  }

  function settle(payment: SimPayment, outcome: string, options: SettleOptions = {}): Settlement {
    const spec = OUTCOMES[outcome];
    if (!spec) throw new Error(`Visma Pay outcome must be one of ${Object.keys(OUTCOMES).join(", ")}`);
    const merchant = merchants.find((m) => m.apiKey === payment.merchant);
    if (!merchant) throw new Error(`unknown Visma Pay merchant ${payment.merchant}`);
    // Only non-empty optional parameters are emitted (§3.2 "present and non-empty").
    const params: Record<string, string> = { RETURN_CODE: spec.returnCode, ORDER_NUMBER: payment.stamp };
    if (spec.settled !== undefined) params.SETTLED = spec.settled;
    if (spec.incident) params.INCIDENT_ID = ctx.newId("vismapay-incident");
    params.AUTHCODE = vismaPayAuthcode(merchant.privateKey, vismaPayReturnValues(params));
    if (options.tamper) {
      // A forger turns a failure into a success, or an authorization into a settled payment.
      if (params.RETURN_CODE !== "0") params.RETURN_CODE = "0";
      else params.SETTLED = params.SETTLED === "1" ? "0" : "1";
    }
    const ordered = Object.entries(params);
    // A maintenance break creates no transaction, so nothing is notified.
    const notify = spec.returnCode !== "10" && payment.callbackUrl !== null;
    const callbacks = notify ? [{ method: "GET" as const, url: appendParams(payment.callbackUrl!, ordered) }] : [];
    return { status: spec.status, returnUrl: appendParams(payment.returnUrl, ordered), callbacks };
  }

  return {
    id: "vismapay",
    name: NAME,
    buttons: BUTTONS,
    settle,
    routes: [
      { method: "POST", pattern: /^\/vismapay\/pbwapi\/auth_payment$/, handler: (req) => authPayment(req) },
      { method: "POST", pattern: /^\/vismapay\/pbwapi\/check_payment_status$/, handler: (req) => checkStatus(req) },
      { method: "POST", pattern: /^\/vismapay\/pbwapi\/capture$/, handler: (req) => capture(req) },
      { method: "POST", pattern: /^\/vismapay\/pbwapi\/cancel$/, handler: (req) => cancel(req) },
      { method: "POST", pattern: /^\/vismapay\/pbwapi\/create_refund$/, handler: (req) => createRefund(req) },
      {
        method: "GET",
        pattern: /^\/vismapay\/pbwapi\/token\/([^/]+)$/,
        handler: (req, [token]) => {
          const payment = resolvePayable(token!);
          return isPayment(payment) ? outcomeOrPage(payment, req.query.get("outcome")) : payment;
        },
      },
      {
        method: "POST",
        pattern: /^\/vismapay\/pbwapi\/token\/([^/]+)\/outcome$/,
        handler: (req, [token]) => {
          const payment = resolvePayable(token!);
          return isPayment(payment) ? outcomeOrPage(payment, new URLSearchParams(req.rawBody).get("outcome") ?? "") : payment;
        },
      },
    ],
  };
}
