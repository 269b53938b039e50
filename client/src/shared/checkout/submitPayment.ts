/** What the server answers `pay` with (SPEC section 3: payment submission). */
export interface PaymentSubmission {
  action: string;
  /** name -> value (a JSON object from the server). */
  fields: unknown;
  method: string;
}

/**
 * Sends the browser to the payment provider (SPEC section 4): post or get builds and submits a hidden
 * form to the action, redirect navigates to it, anything else is a RangeError.
 */
export function submitPayment(
  submission: PaymentSubmission,
  doc: Document = document,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  const method = submission.method.toLowerCase();
  if (method === "redirect") {
    navigate(submission.action);
    return;
  }
  if (method !== "post" && method !== "get") throw new RangeError(`unknown payment submit method: ${submission.method}`);
  const form = doc.createElement("form");
  form.method = method;
  form.action = submission.action;
  form.hidden = true;
  const fields = submission.fields && typeof submission.fields === "object" ? (submission.fields as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    // Assigned as a property, never as markup: provider values such as 'base64 MTUyNQ==' reach the provider unchanged.
    input.value = String(value ?? "");
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
