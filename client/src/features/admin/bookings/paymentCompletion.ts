import type { TFunction } from "i18next";

/**
 * How a booking with no payment attempt was completed, for the payment column and the booking's payments section:
 * skip payment says "Completed without payment"; another method (the box office) its name; none at all "–".
 */
export function completionLabel(paymentMethodId: string | null | undefined, t: TFunction): string {
  if (!paymentMethodId) return "–";
  if (paymentMethodId === "skip") return t("adminBookings.payments.completedWithout");
  return t("adminBookings.payments.completedWith", {
    method: t(`adminBookings.providers.${paymentMethodId}`, { defaultValue: paymentMethodId }),
  });
}
