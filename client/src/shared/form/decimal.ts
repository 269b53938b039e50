/**
 * The one reading of a decimal number typed in an admin field (VAT, prices, zone prices), whatever the
 * interface language: a comma or a point as the decimal mark ('25,5', '25.5'), spaces between thousands
 * ('1 234,5'), a leading minus. Nothing is guessed: '1.000,00' (two kinds of mark), '25,' and ',5' are not
 * numbers, and a digit past `maxDecimals` is refused rather than rounded.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type DecimalReading = { ok: true; value: number } | { ok: false; error: string };

export interface DecimalOptions {
  /** The most digits after the decimal mark (e.g. 2 for euros and VAT). */
  maxDecimals?: number;
}

/** Whitespace a person or Intl puts between thousands: space, no-break space, narrow no-break space. */
const SPACES = /[\s\u00a0\u202f]/g;
/** An optional minus (ASCII or U+2212, as Intl writes it in Finnish), digits, and one decimal mark with digits. */
const DECIMAL = /^([-\u2212]?)(\d+)(?:[.,](\d+))?$/;

/**
 * Text -> number, or the translation key of what is wrong with it: validation.decimal (not a number) or
 * validation.decimalPlaces (too many decimals). Empty text is not a number either (callers check required first).
 */
export function parseDecimal(text: string, options: DecimalOptions = {}): DecimalReading {
  const match = DECIMAL.exec(text.replace(SPACES, ""));
  if (!match) return { ok: false, error: "validation.decimal" };
  const [, sign, whole, fraction = ""] = match;
  if (options.maxDecimals !== undefined && fraction.length > options.maxDecimals) return { ok: false, error: "validation.decimalPlaces" };
  const value = Number(`${whole}.${fraction || "0"}`);
  return { ok: true, value: sign && value !== 0 ? -value : value };
}

/** The message for a typed decimal (translated), or null when it reads as a number within the bounds. */
export function decimalError(
  text: string,
  t: Translate,
  options: DecimalOptions & { required?: boolean; min?: number; max?: number } = {},
): string | null {
  if (text.trim() === "") return options.required ? t("validation.required") : null;
  const reading = parseDecimal(text, options);
  if (!reading.ok) return t(reading.error, { count: options.maxDecimals });
  if (options.min !== undefined && reading.value < options.min) return t("validation.min", { min: options.min });
  if (options.max !== undefined && reading.value > options.max) return t("validation.max", { max: options.max });
  return null;
}

const LOCALES: Record<string, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

/**
 * A saved number as its field shows it in the interface language: 25.5 -> '25,5' (fi, sv) or '25.5' (en),
 * without thousands separators (so it reads back as typed), at most `maxDecimals` decimals.
 */
export function formatDecimal(value: number, lng: string, maxDecimals = 2): string {
  return new Intl.NumberFormat(LOCALES[lng] ?? "en-GB", { maximumFractionDigits: maxDecimals, useGrouping: false })
    .format(value)
    .replace("\u2212", "-");
}
