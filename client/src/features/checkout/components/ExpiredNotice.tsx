import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "../../../shared/routing/paths";
import { alertClassNames } from "./alertStyles";

/** 'booking expired or missing' (SPEC section 8), with the way back to the seat map. */
export function ExpiredNotice({ occasionId, lng, refundRequired = false }: { occasionId: string; lng: string; refundRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={760} data-testid="checkout-expired">
      <Title order={1}>{t("checkout.expiredTitle")}</Title>
      {refundRequired ? (
        <Alert color="orange" role="alert" classNames={alertClassNames} title={t("checkout.refundTitle")}>
          {t("checkout.refundRequired")}
        </Alert>
      ) : (
        <Text>{t("checkout.expiredHelp")}</Text>
      )}
      <Anchor component={Link} to={localizedPath(lng, `/occasions/${occasionId}`)}>
        {t("checkout.chooseAgain")}
      </Anchor>
    </Stack>
  );
}
