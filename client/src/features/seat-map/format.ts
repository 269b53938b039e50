/** Cents as euros in the language's conventions: 1250 -> '12,50 €' (fi, sv) or '€12.50' (en). */
export function formatPrice(cents: number, lng: string): string {
  const locale = lng === "fi" ? "fi-FI" : lng === "sv" ? "sv-FI" : "en-GB";
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}
