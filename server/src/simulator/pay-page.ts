/**
 * The simulated hosted payment page: one form whose submit buttons name the outcome. Plain HTML, no
 * script, so it works in any browser and in Playwright (buttons "Pay", "Fail", "Cancel", …).
 */

export interface OutcomeButton {
  outcome: string;
  /** Accessible name. Keep extra labels free of "Pay", "Fail" and "Cancel" so role queries stay unique. */
  label: string;
}

export interface PayPageOptions {
  providerName: string;
  amountCents: number;
  currency: string;
  /** Merchant's description or reference, shown under the heading. */
  description: string;
  /** The outcome endpoint (POST). */
  action: string;
  hiddenFields?: Record<string, string>;
  buttons: readonly OutcomeButton[];
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** "15.25 €": cents as euros, without locale surprises (always a dot and two decimals). */
export function formatEuros(cents: number, currency = "EUR"): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const text = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return currency === "EUR" ? `${text} €` : `${text} ${currency}`;
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 32rem; padding: 0 1rem; }
.note { color: #555; }
.outcomes { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1.5rem; }
button { font-size: 1rem; padding: 0.5rem 1.25rem; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

export function renderPayPage(options: PayPageOptions): string {
  const amount = formatEuros(options.amountCents, options.currency);
  const hidden = Object.entries(options.hiddenFields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const buttons = options.buttons
    .map((b) => `<button type="submit" name="outcome" value="${escapeHtml(b.outcome)}">${escapeHtml(b.label)}</button>`)
    .join("\n");
  return page(
    `${options.providerName} simulator – ${amount}`,
    `<h1>${escapeHtml(options.providerName)}: ${escapeHtml(amount)}</h1>
<p>${escapeHtml(options.description)}</p>
<p class="note">Local payment simulator. No money moves; choose how this payment ends.</p>
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
<div class="outcomes" role="group" aria-label="Payment outcome">
${buttons}
</div>
</form>`,
  );
}

/** A short page for errors and for payments that cannot be paid any more. */
export function renderMessagePage(providerName: string, heading: string, message: string): string {
  return page(`${providerName} simulator – ${heading}`, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
