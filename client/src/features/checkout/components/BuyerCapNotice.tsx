import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BuyerNotice } from "../buyerNotice";

/** Why a capped event's confirm did not go through: confirm the address through the link just sent, or too many tickets. */
export function BuyerCapNotice({ notice }: { notice: BuyerNotice }) {
  const { t } = useTranslation();
  if (notice.kind === "verify")
    return (
      <Alert color="blue" role="status" title={t("checkout.verifyEmail.title")} data-testid="checkout-verify-email">
        <Text size="sm">{t("checkout.verifyEmail.sent", { email: notice.email })}</Text>
        <Text size="sm" mt="xs">
          {t("checkout.verifyEmail.then")}
        </Text>
      </Alert>
    );
  return (
    <Alert color="orange" role="alert" title={t("checkout.buyerCap.title", { count: notice.max })} data-testid="checkout-buyer-cap">
      <Text size="sm">{notice.message}</Text>
    </Alert>
  );
}
