const LOCALES: Record<string, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

/** Integer cents as euros in the language's conventions: 1234 -> '12,34 €' (fi, sv) or '€12.34' (en). */
export function formatCents(cents: number, lng = "en"): string {
  return new Intl.NumberFormat(LOCALES[lng] ?? "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** A VAT percentage in the language's conventions: 25.5 -> '25,5' (fi, sv) or '25.5' (en). */
export function formatPercentage(rate: number, lng = "en"): string {
  return new Intl.NumberFormat(LOCALES[lng] ?? "en-GB", { maximumFractionDigits: 2 }).format(rate);
}
