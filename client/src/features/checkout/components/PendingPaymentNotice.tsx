import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { alertClassNames } from "../../../shared/checkout/alertStyles";

export interface PendingPaymentNoticeProps {
  busy: boolean;
  onContinue: () => void;
  onGoBack: () => void;
}

/** A payment already started for this booking: finish it at the provider, or go back to the form. */
export function PendingPaymentNotice({ busy, onContinue, onGoBack }: PendingPaymentNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.paymentPending")} data-testid="payment-pending">
      <Stack gap="sm">
        <Text size="sm">{t("checkout.paymentPendingHelp")}</Text>
        <Group>
          <Button onClick={onContinue} loading={busy}>
            {t("checkout.continueToPayment")}
          </Button>
          <Button variant="default" onClick={onGoBack} disabled={busy}>
            {t("checkout.goBack")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
