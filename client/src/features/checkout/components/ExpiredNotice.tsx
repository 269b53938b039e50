import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "../../../shared/routing/paths";
import { alertClassNames } from "../../../shared/checkout/alertStyles";

export interface ExpiredNoticeProps {
  occasionId: string;
  lng: string;
  refundRequired?: boolean;
  /**
   * The booking could not be read here (a result page opened in another browser, or an unknown uuid):
   * it may well be booked and paid, so the page must not say its places were released.
   */
  unreadable?: boolean;
}

/**
 * A booking this browser cannot show (SPEC section 8's 'booking expired or missing', as a heading that fits the page):
 * no longer held, or, on a result page opened elsewhere, not shown here, with where to find it. The way back to the
 * seat map either way.
 */
export function ExpiredNotice({ occasionId, lng, refundRequired = false, unreadable = false }: ExpiredNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={760} data-testid="checkout-expired">
      <Title order={1}>{t(unreadable ? "checkout.unreadableTitle" : "checkout.expiredTitle")}</Title>
      {refundRequired ? (
        <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.refundTitle")}>
          {t("checkout.refundRequired")}
        </Alert>
      ) : (
        <Text>{t(unreadable ? "checkout.unreadableHelp" : "checkout.expiredHelp")}</Text>
      )}
      <Anchor component={Link} to={localizedPath(lng, `/occasions/${occasionId}`)}>
        {t("checkout.chooseAgain")}
      </Anchor>
    </Stack>
  );
}
