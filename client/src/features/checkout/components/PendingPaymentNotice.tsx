import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { alertClassNames } from "../../../shared/checkout/alertStyles";

export interface PendingPaymentNoticeProps {
  busy: boolean;
  /** The provider's name when its payment is still open (the customer left its page unpaid); else null. */
  openProvider: string | null;
  onContinue: () => void;
  onChooseAnother: () => void;
}

/**
 * A confirmed booking waiting for payment: continue the payment (the open one at its provider's page, or a
 * new one after a failure), or choose another method, which closes any open payment and reopens the form.
 */
export function PendingPaymentNotice({ busy, openProvider, onContinue, onChooseAnother }: PendingPaymentNoticeProps) {
  const { t } = useTranslation();
  const open = openProvider !== null;
  return (
    <Alert
      color="orange"
      role="alert"
      classNames={alertClassNames}
      title={open ? t("checkout.paymentOpen", { provider: openProvider }) : t("checkout.paymentPending")}
      data-testid="payment-pending"
    >
      <Stack gap="sm">
        <Text size="sm">{t(open ? "checkout.paymentOpenHelp" : "checkout.paymentPendingHelp")}</Text>
        <Group>
          <Button onClick={onContinue} loading={busy}>
            {t(open ? "checkout.continueOpenPayment" : "checkout.continueToPayment")}
          </Button>
          <Button variant="default" onClick={onChooseAnother} disabled={busy}>
            {t("checkout.chooseAnotherMethod")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
