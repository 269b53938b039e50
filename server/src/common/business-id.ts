/**
 * Finnish business IDs (Y-tunnus), which receipts must carry in Finland: seven digits, a hyphen and a
 * check digit, e.g. `1572860-0`.
 *
 * Check digit: the seven digits weighted 7, 9, 10, 5, 8, 4, 2, summed, modulo 11. Remainder 0 gives
 * check digit 0; remainder 1 is never issued (the ID is invalid); otherwise the check digit is 11 minus
 * the remainder.
 *
 * IDs issued before 1991 may be written with six digits; they are the same ID with a leading zero
 * (`572860-0` is `0572860-0`), so six digits are accepted and stored padded. Input is trimmed.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;
const SHAPE = /^(\d{6,7})-(\d)$/;

/** The check digit of seven digits, or null for the remainder 1 that is never issued. */
export function businessIdCheckDigit(digits: string): number | null {
  if (!/^\d{7}$/.test(digits)) throw new RangeError(`Expected seven digits, got "${digits}"`);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/** The ID in its stored form (`1234567-8`), or null when it is not a valid business ID. */
export function normalizeBusinessId(value: string): string | null {
  if (typeof value !== "string") return null;
  const match = SHAPE.exec(value.trim());
  if (!match) return null;
  const digits = match[1]!.padStart(7, "0");
  const check = businessIdCheckDigit(digits);
  return check !== null && check === Number(match[2]) ? `${digits}-${check}` : null;
}

export function isValidBusinessId(value: string): boolean {
  return normalizeBusinessId(value) !== null;
}
