/**
 * After a failed submit, the first field in error (in the form's own order) takes the focus once the errors are drawn,
 * so a keyboard or screen-reader user lands on what to fix instead of staying on the submit button.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  // After React has drawn the errors (aria-invalid comes with them).
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
