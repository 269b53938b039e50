/**
 * Ceepos (CPU Oy web shop interface, Mode 3) simulator (reference payments.md §4, §8.4), mounted at /ceepos:
 *   POST /ceepos/maksu.html                  create → {Id, Status: 2, Reference, Action, PaymentAddress, PaymentExpires, Hash}
 *   GET  /ceepos/kassa/order-pay/:ref/?pay_for_order=true&key=…   payment page; &outcome=ok|fail|cancel|pending|expired|error
 *   POST /ceepos/kassa/order-pay/:ref/outcome                      the page's form
 *
 * PaymentAddress carries a query string on purpose (§4.7, §5.2): a merchant that turns it into a
 * GET form loses `key`, and the page refuses to open.
 *
 * Assumptions (behaviour not documented, §9): a bad hash, unknown Source or invalid body answers
 * Status 99; the return carries the payment fields (PaymentMethod, PaymentSum, Timestamp,
 * PaymentDescription) only for Status 1; a notification is sent for every outcome but "pending".
 */
import type { OutboundCallback } from "./callbacks.js";
import { isPayment, type ProviderSim, type SettleOptions, type Settlement, type SimContext } from "./context.js";
import { appendParams, html, json, parseJsonObject, type SimRequest, type SimResponse } from "./http.js";
import type { CeeposMerchant } from "./merchants.js";
import { renderMessagePage, renderPayPage, type OutcomeButton } from "./pay-page.js";
import { ceeposHash, ceeposNotificationValues, ceeposResponseValues, ceeposReturnValues, verifyCeeposRequest } from "./signing.js";
import type { SimPayment } from "./types.js";

const NAME = "Ceepos";

const BUTTONS: readonly OutcomeButton[] = [
  { outcome: "ok", label: "Pay" },
  { outcome: "fail", label: "Fail" },
  { outcome: "cancel", label: "Cancel" },
  { outcome: "pending", label: "Pending" },
  { outcome: "expired", label: "Card expired" },
  { outcome: "error", label: "System error" },
];

/** Outcome → Ceepos status code (§4.4). */
const STATUS_OF: Record<string, number> = { ok: 1, cancel: 0, fail: 95, expired: 96, error: 98, pending: 2 };

const FINAL = new Set(["1", "0", "95", "96"]);

/** How long a created payment stays payable (PaymentExpires). */
const EXPIRES_MINUTES = 30;

/** Payment method code reported for simulated payments: 30 = Nets (§4.4). */
const PAYMENT_METHOD = 30;

/** yyyyMMddHHmm in Finnish time, the format of Timestamp and PaymentExpires (§4.4). */
export function ceeposTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Helsinki",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}${part("month")}${part("day")}${part("hour")}${part("minute")}`;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const URL_FIELDS = new Set(["ReturnAddress", "NotificationAddress"]);

/**
 * Request rules (§4.2): Mode 3, "new payment", alphanumeric Id, Products with Code and integer
 * Price/Amount, return and notification URLs, and the value hygiene of §4.2 (no ";" or "&", at most
 * 99 characters, URLs excepted). Price is required here because omitting it charges the POS default.
 */
function validateRequest(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof body.ApiVersion !== "string" || body.ApiVersion === "") problems.push("ApiVersion is required");
  if (typeof body.Id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(body.Id)) problems.push("Id must be alphanumeric");
  if (String(body.Mode) !== "3") problems.push("Mode must be 3");
  if (body.Action !== "new payment") problems.push("Action must be 'new payment'");
  if (!isUrl(body.ReturnAddress)) problems.push("ReturnAddress must be a URL");
  if (!isUrl(body.NotificationAddress)) problems.push("NotificationAddress must be a URL");
  if (body.Language !== undefined && !["fi", "sv", "en"].includes(String(body.Language).toLowerCase())) {
    problems.push("Language must be fi, sv or en");
  }
  const products = Array.isArray(body.Products) ? body.Products : [];
  if (products.length === 0) problems.push("Products must be a non-empty array");
  let total = 0;
  products.forEach((raw: unknown, i) => {
    const product = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
    if (typeof product.Code !== "string" || product.Code === "") problems.push(`Products[${i}].Code is required`);
    const amount = product.Amount ?? 1;
    if (!Number.isInteger(amount)) problems.push(`Products[${i}].Amount must be an integer`);
    if (!Number.isInteger(product.Price) || (product.Price as number) < 0) {
      problems.push(`Products[${i}].Price must be a non-negative integer (cents)`);
    } else if (Number.isInteger(amount)) total += (product.Price as number) * (amount as number);
    checkHygiene(product, `Products[${i}].`, problems);
  });
  if (products.length > 0 && total <= 0) problems.push("The payment total must be positive");
  checkHygiene(body, "", problems);
  return problems;
}

function checkHygiene(record: Record<string, unknown>, prefix: string, problems: string[]): void {
  for (const [name, value] of Object.entries(record)) {
    if (typeof value !== "string" || URL_FIELDS.has(name) || name === "Hash") continue;
    if (/[;&]/.test(value)) problems.push(`${prefix}${name} must not contain ';' or '&'`);
    if (value.length > 99) problems.push(`${prefix}${name} must be at most 99 characters`);
  }
}

function productTotal(body: Record<string, unknown>): number {
  let total = 0;
  for (const raw of body.Products as Record<string, unknown>[]) total += (raw.Price as number) * ((raw.Amount as number | undefined) ?? 1);
  return total;
}

export function createCeeposSim(ctx: SimContext, merchants: readonly CeeposMerchant[]): ProviderSim {
  const base = () => `${ctx.publicUrl}/ceepos`;

  /** A creation answer with its Hash over the fields present (§4.3 response order). */
  function answer(fields: Record<string, unknown>, secret: string | null): SimResponse {
    const body: Record<string, unknown> = { ...fields };
    if (secret !== null) body.Hash = ceeposHash(ceeposResponseValues(body), secret);
    return json(200, body);
  }

  function create(req: SimRequest): SimResponse {
    const body = parseJsonObject(req.rawBody);
    if (!body) return json(200, { Status: 99 });
    const id = body.Id;
    const merchant = merchants.find((m) => m.source === body.Source);
    if (!merchant) return answer({ Id: id, Status: 99 }, null);
    if (!verifyCeeposRequest(body, merchant.secret)) return answer({ Id: id, Status: 99 }, merchant.secret);
    if (ctx.config().failCreate === "ceepos") return answer({ Id: id, Status: 98 }, merchant.secret);
    if (validateRequest(body).length > 0) return answer({ Id: id, Status: 99 }, merchant.secret);
    const stamp = id as string;
    if (ctx.payments.hasStamp("ceepos", stamp)) return answer({ Id: id, Status: 97 }, merchant.secret);

    const reference = ctx.newId("ceepos-reference");
    const key = ctx.newId("ceepos-key");
    const now = ctx.now();
    const payUrl = `${base()}/kassa/order-pay/${reference}/?pay_for_order=true&key=${encodeURIComponent(key)}`;
    const expires = ceeposTime(new Date(now.getTime() + EXPIRES_MINUTES * 60_000));
    ctx.payments.add({
      provider: "ceepos",
      stamp,
      providerRef: reference,
      merchant: merchant.source,
      amount: productTotal(body),
      currency: "EUR",
      status: "new",
      outcome: null,
      payUrl,
      returnUrl: body.ReturnAddress as string,
      cancelUrl: body.ReturnAddress as string,
      callbackUrl: body.NotificationAddress as string,
      cancelCallbackUrl: body.NotificationAddress as string,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      request: body,
      details: { key, expires, description: typeof body.Description === "string" ? body.Description : "" },
    });
    return answer(
      { Id: stamp, Status: 2, Reference: reference, Action: "new payment", PaymentAddress: payUrl, PaymentExpires: expires },
      merchant.secret,
    );
  }

  /** The page needs its `key` back: proof that the merchant kept PaymentAddress's query string. */
  function resolvePayable(reference: string, key: string | null): SimPayment | SimResponse {
    const payment = ctx.payments.byRef("ceepos", reference);
    if (!payment) return html(404, renderMessagePage(NAME, "Order not found", `No order ${reference}.`));
    if (key !== payment.details.key) {
      const why = "The payment link is missing its key (was the query string of PaymentAddress dropped?).";
      return html(403, renderMessagePage(NAME, "Invalid payment link", why));
    }
    if (FINAL.has(payment.status)) {
      return html(409, renderMessagePage(NAME, "Order already processed", `This order has status ${payment.status}.`));
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
          description: payment.details.description || `Order ${payment.providerRef}`,
          action: `${base()}/kassa/order-pay/${payment.providerRef}/outcome`,
          hiddenFields: { key: payment.details.key ?? "" },
          buttons: BUTTONS,
        }),
      );
    }
    if (!(outcome in STATUS_OF)) return html(400, renderMessagePage(NAME, "Unknown outcome", `Unknown outcome ${outcome}.`));
    return ctx.finishInBrowser(payment, outcome);
  }

  function settle(payment: SimPayment, outcome: string, options: SettleOptions = {}): Settlement {
    const status = STATUS_OF[outcome];
    if (status === undefined) throw new Error(`Ceepos outcome must be one of ${Object.keys(STATUS_OF).join(", ")}`);
    const merchant = merchants.find((m) => m.source === payment.merchant);
    if (!merchant) throw new Error(`unknown Ceepos Source ${payment.merchant}`);
    const paid = status === 1;
    const timestamp = ceeposTime(ctx.now());
    const description = "Simulated payment";

    // Browser return: string values in §4.3 return order; Hash last.
    const query: Record<string, string> = { Id: payment.stamp, Status: String(status), Reference: payment.providerRef };
    if (paid) {
      query.PaymentMethod = String(PAYMENT_METHOD);
      query.PaymentSum = String(payment.amount);
      query.Timestamp = timestamp;
      query.PaymentDescription = description;
    }
    query.Hash = ceeposHash(ceeposReturnValues(query), merchant.secret);

    // Notification: JSON with numbers, Payments[] (or the flat variant), Hash over §4.3 notification order.
    const paymentFields = {
      PaymentMethod: PAYMENT_METHOD,
      PaymentSum: payment.amount,
      Timestamp: timestamp,
      PaymentDescription: description,
    };
    const notification: Record<string, unknown> = { Id: payment.stamp, Status: status, Reference: payment.providerRef };
    if (ctx.config().ceeposFlatNotification) {
      if (paid) Object.assign(notification, paymentFields);
    } else {
      notification.Payments = paid ? [paymentFields] : [];
    }
    notification.Hash = ceeposHash(ceeposNotificationValues(notification), merchant.secret);

    if (options.tamper) {
      // A forger claims success, or inflates the sum of a success.
      if (paid) {
        query.PaymentSum = String(payment.amount + 100);
        const target = Array.isArray(notification.Payments) ? (notification.Payments[0] as Record<string, unknown>) : notification;
        target.PaymentSum = payment.amount + 100;
      } else {
        query.Status = "1";
        notification.Status = 1;
      }
    }
    const callbacks: OutboundCallback[] = [];
    if (outcome !== "pending" && payment.callbackUrl) {
      callbacks.push({
        method: "POST",
        url: payment.callbackUrl,
        body: JSON.stringify(notification),
        headers: { "content-type": "application/json" },
      });
    }
    return { status: String(status), returnUrl: appendParams(payment.returnUrl, Object.entries(query)), callbacks };
  }

  const pagePattern = /^\/ceepos\/kassa\/order-pay\/([^/]+)\/?$/;
  return {
    id: "ceepos",
    name: NAME,
    buttons: BUTTONS,
    settle,
    routes: [
      { method: "POST", pattern: /^\/ceepos\/maksu\.html$/, handler: (req) => create(req) },
      {
        method: "GET",
        pattern: pagePattern,
        handler: (req, [reference]) => {
          const payment = resolvePayable(reference!, req.query.get("key"));
          return isPayment(payment) ? outcomeOrPage(payment, req.query.get("outcome")) : payment;
        },
      },
      {
        method: "POST",
        pattern: /^\/ceepos\/kassa\/order-pay\/([^/]+)\/outcome$/,
        handler: (req, [reference]) => {
          const form = new URLSearchParams(req.rawBody);
          const payment = resolvePayable(reference!, form.get("key"));
          return isPayment(payment) ? outcomeOrPage(payment, form.get("outcome") ?? "") : payment;
        },
      },
    ],
  };
}
