/**
 * Money (DESIGN section 4): amounts are integer cents, VAT rates are decimal percentages stored as
 * `numeric(5,2)` (Finnish rates include 25.5, 14 and 10; pg returns numerics as strings such as
 * "25.50", so every rate parameter accepts a number or a string).
 *
 * Rates are handled internally as integer hundredths of a percent (25.5 -> 2550), so VAT arithmetic is
 * exact integer arithmetic and never touches binary floating point.
 *
 * Included VAT of a gross amount at rate r is `gross * r / (100 + r)`, rounded to whole cents
 * half up (half away from zero for negative amounts; 0.5 -> 1, 2.5 -> 3). In the booking summary it is
 * rounded once per rate, over the sum of everything at that rate, never per ticket and then summed.
 */

/** Largest rate `numeric(5,2)` can hold, in hundredths: 999.99 %. */
const MAX_RATE_HUNDREDTHS = 99_999;

export function isCents(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** Returns the value when it is an integer number of cents, else throws a RangeError naming it. */
export function assertCents(value: number, label = "amount"): number {
  if (!isCents(value)) {
    throw new RangeError(`${label} must be an integer number of cents, got ${String(value)}`);
  }
  return value;
}

export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return assertCents(total, "sum");
}

/**
 * A VAT percentage as integer hundredths: 25.5 -> 2550, "14.00" -> 1400, 0 -> 0. Throws a RangeError
 * for negative, non-finite, more than two decimals or more than `numeric(5,2)` holds.
 */
export function vatRateToHundredths(rate: number | string): number {
  let hundredths: number;
  if (typeof rate === "string") {
    const match = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*$/.exec(rate);
    if (!match) throw new RangeError(`Invalid VAT rate "${rate}"`);
    const [, whole = "0", fraction = ""] = match;
    hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  } else {
    if (!Number.isFinite(rate)) throw new RangeError(`Invalid VAT rate ${String(rate)}`);
    hundredths = Math.round(rate * 100);
    // 25.5 * 100 is exactly 2550 but e.g. 14.55 * 100 is 1455.0000000000002: allow that float noise,
    // reject genuinely finer rates such as 25.555.
    if (Math.abs(rate * 100 - hundredths) > 1e-6) {
      throw new RangeError(`VAT rate ${rate} has more than two decimals`);
    }
  }
  if (hundredths < 0 || hundredths > MAX_RATE_HUNDREDTHS) {
    throw new RangeError(`VAT rate ${String(rate)} is out of range 0..999.99`);
  }
  return hundredths;
}

/** Integer division of a by b (b > 0), rounded half away from zero. */
function divideRoundHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const quotient = (2n * abs + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/** VAT included in `gross` cents at a rate given in hundredths of a percent, rounded half up. */
function includedVatHundredths(gross: number, rateHundredths: number): number {
  if (rateHundredths === 0 || gross === 0) return 0;
  const numerator = BigInt(gross) * BigInt(rateHundredths);
  const denominator = 10_000n + BigInt(rateHundredths);
  return Number(divideRoundHalfUp(numerator, denominator));
}

/** VAT included in a gross amount of cents: `gross * rate / (100 + rate)`, rounded half up to cents. */
export function includedVat(gross: number, rate: number | string): number {
  return includedVatHundredths(assertCents(gross, "gross"), vatRateToHundredths(rate));
}

/** 1234 -> "12.34", -5 -> "-0.05": a dot-decimal string for payment providers and exports. */
export function formatCentsDecimal(cents: number): string {
  assertCents(cents, "cents");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Parses a decimal amount of euros into cents without floating point: "12.34", "12,34", "12.3", "12",
 * "-0.05". Throws a RangeError for anything else (thousands separators, more than two decimals).
 */
export function parseDecimalToCents(value: string): number {
  const match = /^\s*(-)?(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) throw new RangeError(`Invalid amount "${value}"`);
  const [, minus, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const signed = minus && cents !== 0 ? -cents : cents;
  return assertCents(signed, `amount "${value}"`);
}

// ---------------------------------------------------------------------------------------------------
// Booking summary (SPEC section 3)
// ---------------------------------------------------------------------------------------------------

export interface SummaryAddonInput {
  /** The addon's id and its name in the reader's language: the summary lists addons on lines of their own. */
  addonId?: string;
  name?: string;
  /** Gross cents, VAT included. */
  price: number;
  /** VAT percentage, e.g. 25.5 or "25.50". */
  vat: number | string;
}

export interface SummaryTicketInput {
  ticketId: string;
  ticketTypeId: string;
  ticketTypeName: string;
  /** The ticket's own gross price in cents, VAT included, without addons. */
  price: number;
  /** VAT percentage of the ticket price, e.g. 25.5 or "25.50". */
  vat: number | string;
  /** Addons sold with this ticket; each counts at its own VAT rate. */
  addons: SummaryAddonInput[];
  /** The price before a voucher's discount (null or absent: not discounted); VAT is on `price`, what is charged. */
  listPrice?: number | null;
}

export interface TicketTypeSummary {
  ticketTypeId: string;
  name: string;
  /** Number of tickets of this type. */
  amount: number;
  /** Gross cents of these tickets including their addons. */
  total: number;
  /** Gross cents of these tickets alone, their addons not included (those are listed apart: byAddon). */
  price: number;
  /** Ids of these tickets, in input order. */
  tickets: string[];
}

/** One addon at one price and VAT rate, as many times as it was sold with the booking's tickets. */
export interface AddonSummary {
  addonId: string;
  name: string;
  /** How many were sold. */
  amount: number;
  /** Gross cents of them all. */
  total: number;
  /** VAT percentage they were sold at. */
  rate: number;
}

export interface VatSummary {
  /** VAT percentage, e.g. 25.5. */
  rate: number;
  /** Gross cents (VAT included) of everything sold at this rate. */
  amount: number;
  /** VAT included in `amount`, rounded once for the whole rate. */
  vat: number;
  /** `amount - vat`. */
  net: number;
}

export interface BookingSummary {
  /** Gross cents of all tickets and addons. */
  total: number;
  /** True when any ticket or addon has a non-zero price. */
  requirePayment: boolean;
  /** One entry per ticket type, in the order the types first appear in the input. */
  byTicketType: TicketTypeSummary[];
  /**
   * One entry per addon, price and VAT rate, in the order they first appear (addons given with an addonId only): an addon
   * may be sold at another VAT rate than its ticket, so a receipt lists it on a line of its own.
   */
  byAddon: AddonSummary[];
  /** One entry per rate that occurs (also when its amount is 0), sorted by rate ascending. */
  byVat: VatSummary[];
  /** Cents taken off the tickets' list prices by a voucher (already out of `total`). */
  discount: number;
}

/** A ticket's price plus its addons' prices, in cents. */
export function ticketTotal(ticket: Pick<SummaryTicketInput, "price" | "addons">): number {
  return sumCents([ticket.price, ...ticket.addons.map((addon) => addon.price)]);
}

function assertPrice(value: number, label: string): number {
  assertCents(value, label);
  if (value < 0) throw new RangeError(`${label} must not be negative, got ${value}`);
  return value;
}

export function summarize(tickets: readonly SummaryTicketInput[]): BookingSummary {
  const byType = new Map<string, TicketTypeSummary>();
  const byAddon = new Map<string, AddonSummary>();
  const grossByRate = new Map<number, number>();
  let total = 0;
  let discount = 0;
  let requirePayment = false;

  const addAtRate = (price: number, rate: number | string) => {
    const hundredths = vatRateToHundredths(rate);
    grossByRate.set(hundredths, (grossByRate.get(hundredths) ?? 0) + price);
  };

  for (const ticket of tickets) {
    const price = assertPrice(ticket.price, `price of ticket ${ticket.ticketId}`);
    addAtRate(price, ticket.vat);
    if (ticket.listPrice != null) discount += ticket.listPrice - price;
    let ticketSum = price;
    for (const addon of ticket.addons) {
      const addonPrice = assertPrice(addon.price, `addon price of ticket ${ticket.ticketId}`);
      addAtRate(addonPrice, addon.vat);
      ticketSum += addonPrice;
      if (addon.addonId !== undefined) {
        const rate = vatRateToHundredths(addon.vat) / 100;
        const key = `${addon.addonId}|${addonPrice}|${rate}`;
        const line = byAddon.get(key) ?? { addonId: addon.addonId, name: addon.name ?? "", amount: 0, total: 0, rate };
        line.amount += 1;
        line.total += addonPrice;
        byAddon.set(key, line);
      }
    }
    if (ticketSum > 0) requirePayment = true;
    total += ticketSum;

    let entry = byType.get(ticket.ticketTypeId);
    if (!entry) {
      entry = { ticketTypeId: ticket.ticketTypeId, name: ticket.ticketTypeName, amount: 0, total: 0, price: 0, tickets: [] };
      byType.set(ticket.ticketTypeId, entry);
    }
    entry.amount += 1;
    entry.total += ticketSum;
    entry.price += price;
    entry.tickets.push(ticket.ticketId);
  }

  const byVat = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hundredths, amount]): VatSummary => {
      const vat = includedVatHundredths(assertCents(amount, "amount"), hundredths);
      return { rate: hundredths / 100, amount, vat, net: amount - vat };
    });

  return {
    total: assertCents(total, "total"),
    requirePayment,
    byTicketType: [...byType.values()],
    byAddon: [...byAddon.values()],
    byVat,
    discount,
  };
}

/** Cents as people read euros in `language`: "€12.50" in English, "12,50 €" in Finnish and Swedish (and the rest). */
export function formatEuros(cents: number, language: string): string {
  const amount = formatCentsDecimal(cents);
  return language === "en" ? `€${amount}` : `${amount.replace(".", ",")} €`;
}

/** A VAT rate as people read it in `language`: 25.5 -> "25.5 %" ("25,5 %" in Finnish and Swedish). */
export function formatVatRate(rate: number, language: string): string {
  const text = String(rate);
  return `${language === "en" ? text : text.replace(".", ",")} %`;
}
