import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { alertClassNames } from "../../../shared/checkout/alertStyles";

/**
 * What became of the payment the provider returned from (the `payment` search parameter): a refund
 * after a price change, or a failed or cancelled payment. Nothing for any other outcome.
 */
export function PaymentOutcomeNotice({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation();
  if (outcome === "refund") {
    return (
      <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.refundTitle")}>
        {t("checkout.refundPriceChanged")}
      </Alert>
    );
  }
  if (outcome === "failed" || outcome === "cancelled") {
    return (
      <Alert
        color="red"
        role="alert"
        classNames={alertClassNames}
        title={t(outcome === "failed" ? "checkout.paymentFailed" : "checkout.paymentCancelled")}
      >
        {t("checkout.paymentNotCompleted")}
      </Alert>
    );
  }
  return null;
}
