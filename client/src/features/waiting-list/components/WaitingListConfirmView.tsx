import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfirmWaitingListMutation } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { localizedPath } from "../../../shared/routing/paths";

/**
 * The link of a waiting-list confirmation e-mail: opening it confirms the address (only confirmed entries are offered
 * places), in any browser, as often as it is opened. It says the place in line is confirmed, or, for an unknown,
 * altered or lapsed link, that the link is not valid.
 */
export function WaitingListConfirmView({ token, timeZone }: { token: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLng();
  const [confirm, { data, error }] = useConfirmWaitingListMutation({ context: { skipErrorToast: true } });

  useEffect(() => {
    void confirm({ variables: { token } }).catch(() => undefined);
  }, [confirm, token]);

  if (error)
    return (
      <Stack gap="md" maw={760} data-testid="waiting-list-confirm-invalid">
        <Title order={1}>{t("waitingList.confirm.invalidTitle")}</Title>
        <Text>{t("waitingList.confirm.invalidHelp")}</Text>
      </Stack>
    );
  const confirmed = data?.confirmWaitingList;
  if (!confirmed)
    return (
      <Stack gap="md" maw={760} align="flex-start" data-testid="waiting-list-confirming">
        <Title order={1}>{t("waitingList.confirm.confirmingTitle")}</Title>
        <Loader size="sm" aria-label={t("waitingList.confirm.confirmingTitle")} />
      </Stack>
    );
  const when = `${formatZonedDate(confirmed.startTime, timeZone)} ${formatZonedTime(confirmed.startTime, timeZone)}`;
  return (
    <Stack gap="md" maw={760} data-testid="waiting-list-confirmed">
      <Title order={1}>{t("waitingList.confirm.doneTitle")}</Title>
      <Text fw={600}>
        {confirmed.eventName}, <time dateTime={confirmed.startTime}>{when}</time>
      </Text>
      <Alert color="green" role="status">
        {t("waitingList.confirm.doneHelp", { count: confirmed.partySize })}
      </Alert>
      <Anchor component={Link} to={localizedPath(lng, `/occasions/${confirmed.occasionId}`)}>
        {t("waitingList.offer.toOccasion")}
      </Anchor>
    </Stack>
  );
}
