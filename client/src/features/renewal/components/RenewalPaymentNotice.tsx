import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentMethodsQuery } from "../../../generated/graphql";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { PaymentMethodChoice } from "../../../shared/checkout/PaymentMethodChoice";
import { preselectedMethod } from "../../../shared/checkout/preselectedMethod";

export interface RenewalPaymentNoticeProps {
  /** The renewal's method, and the method of a payment still open at its provider (null: none open). */
  paymentMethodId: string | null;
  openPaymentMethodId: string | null;
  /** The latest attempt failed or was cancelled: nothing was taken. */
  failed: boolean;
  /** The deadline as the venue shows it. */
  deadline: string;
  methods: PaymentMethodsQuery["paymentMethods"];
  busy: boolean;
  onContinueOpen: () => void;
  onPay: (methodId: string) => void;
}

/**
 * A renewal waiting for payment. With a payment still open (the customer left the provider's page unpaid): go back
 * to it, or choose another method, which closes it. Otherwise: pay, with the method chosen when renewing or another.
 */
export function RenewalPaymentNotice({
  paymentMethodId,
  openPaymentMethodId,
  failed,
  deadline,
  methods,
  busy,
  onContinueOpen,
  onPay,
}: RenewalPaymentNoticeProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const method = chosen && methods.some((entry) => entry.id === chosen) ? chosen : preselectedMethod(methods, paymentMethodId);
  const openProvider = openPaymentMethodId
    ? (methods.find((entry) => entry.id === openPaymentMethodId)?.name ?? openPaymentMethodId)
    : null;
  const showOpen = openProvider !== null && !choosing;

  return (
    <Alert
      color="yellow"
      role="status"
      classNames={alertClassNames}
      title={showOpen ? t("checkout.paymentOpen", { provider: openProvider }) : t("renewal.paymentTitle")}
      data-testid="renewal-payment"
    >
      <Stack gap="sm" align="flex-start">
        {showOpen ? (
          <>
            <Text size="sm">{t("checkout.paymentOpenHelp")}</Text>
            <Group>
              <Button onClick={onContinueOpen} loading={busy}>
                {t("checkout.continueOpenPayment")}
              </Button>
              <Button variant="default" onClick={() => setChoosing(true)} disabled={busy}>
                {t("checkout.chooseAnotherMethod")}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{failed ? t("renewal.paymentAgain", { date: deadline }) : t("renewal.paymentHelp", { date: deadline })}</Text>
            {methods.length > 1 && <PaymentMethodChoice methods={methods} value={method} onChange={setChosen} disabled={busy} />}
            <Button onClick={() => method && onPay(method)} loading={busy} disabled={!method}>
              {t("renewal.pay")}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
