import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { localizedPath } from "../../../shared/routing/paths";

/**
 * A season ticket order this browser cannot show (issue 38): no longer held, or (`unreadable`, a result page opened
 * elsewhere) not shown here, where it may well be paid. The way back to the series' map when it is known.
 */
export function SeriesExpiredNotice({
  seriesId,
  lng,
  unreadable = false,
  refundRequired = false,
}: {
  seriesId: string | null;
  lng: string;
  unreadable?: boolean;
  refundRequired?: boolean;
}) {
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
      <Anchor component={Link} to={localizedPath(lng, seriesId ? `/series/${seriesId}` : "/events")}>
        {t(seriesId ? "checkout.chooseAgain" : "checkout.backToEvents")}
      </Anchor>
    </Stack>
  );
}
