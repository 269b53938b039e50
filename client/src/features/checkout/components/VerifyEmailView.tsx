import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { useConfirmBuyerEmailMutation } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";

/**
 * The link a capped event's checkout e-mailed (issue 38): opening it confirms the address for that booking, in any browser, as
 * often as it is opened; the customer then confirms the booking again at checkout. An unknown, altered or lapsed link says so.
 */
export function VerifyEmailView({ token, timeZone }: { token: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLng();
  const [confirm, { data, error }] = useConfirmBuyerEmailMutation({ context: { skipErrorToast: true } });

  useEffect(() => {
    void confirm({ variables: { token } }).catch(() => undefined);
  }, [confirm, token]);

  if (error)
    return (
      <Stack gap="md" maw={760} data-testid="verify-email-invalid">
        <Title order={1}>{t("checkout.verifyEmail.invalidTitle")}</Title>
        <Text>{t("checkout.verifyEmail.invalidHelp")}</Text>
      </Stack>
    );
  const confirmed = data?.confirmBuyerEmail;
  if (!confirmed)
    return (
      <Stack gap="md" maw={760} align="flex-start" data-testid="verify-email-confirming">
        <Title order={1}>{t("checkout.verifyEmail.confirmingTitle")}</Title>
        <Loader size="sm" aria-label={t("checkout.verifyEmail.confirmingTitle")} />
      </Stack>
    );
  const when = `${formatZonedDate(confirmed.startTime, timeZone)} ${formatZonedTime(confirmed.startTime, timeZone)}`;
  return (
    <Stack gap="md" maw={760} data-testid="verify-email-confirmed">
      <Title order={1}>{t("checkout.verifyEmail.doneTitle")}</Title>
      <Text fw={600}>
        {confirmed.eventName}, <time dateTime={confirmed.startTime}>{when}</time>
      </Text>
      <Alert color="green" role="status">
        {t("checkout.verifyEmail.doneHelp")}
      </Alert>
      <Anchor
        component={Link}
        to={localizedPath(
          lng,
          // A season ticket is checked out as its order, every date together.
          confirmed.orderId ? `/series/orders/${confirmed.orderId}` : `/occasions/${confirmed.occasionId}/checkout/${confirmed.bookingId}`,
        )}
      >
        {t("checkout.verifyEmail.toCheckout")}
      </Anchor>
    </Stack>
  );
}
