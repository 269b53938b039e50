import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  WebhookEndpointsDocument,
  type WebhookEndpointFieldsFragment,
} from "../../../generated/admin";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { ConfirmDialog } from "../bookings/components/ConfirmDialog";
import { ConfirmDeleteButton } from "../components/ConfirmDeleteButton";
import { PageLoader } from "../event/components/PageLoader";
import { DeliveryLog } from "./DeliveryLog";
import { SecretPanel } from "./SecretPanel";
import { ActiveBadge, EventBadges } from "./WebhookBadges";
import { WEBHOOKS_PATH } from "./webhookValues";

/** How often the open log and the endpoint's counts are read again: deliveries are sent every few seconds. */
const REFRESH_MS = 5_000;

/** /admin/settings/webhooks/:endpointId: the endpoint, its actions (edit, pause, new secret, delete) and its delivery log. */
export function WebhookEndpointPage() {
  const { endpointId } = useParams();
  const { t } = useTranslation();
  // The endpoint's pending and failed counts follow its log.
  const { data } = useWebhookEndpointsQuery({ fetchPolicy: "cache-and-network", pollInterval: REFRESH_MS });
  if (!data) return <PageLoader />;
  const endpoint = data.webhookEndpoints.find((candidate) => candidate.id === endpointId);
  if (!endpoint) return <Alert color="red">{t("webhookAdmin.notFound")}</Alert>;
  return (
    <Stack gap="lg">
      <EndpointSummary key={endpoint.id} endpoint={endpoint} />
      <DeliveryLog endpointId={endpoint.id} pollInterval={REFRESH_MS} />
    </Stack>
  );
}

function EndpointSummary({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const quiet = { context: { skipErrorToast: true }, refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true };
  const [update, updating] = useUpdateWebhookEndpointMutation(quiet);
  // The secret never enters the cache: only this page's state holds it, once.
  const [rotate, rotating] = useRotateWebhookSecretMutation({ ...quiet, fetchPolicy: "no-cache" });
  const [remove] = useDeleteWebhookEndpointMutation({ context: { skipErrorToast: true } });

  /** A refused action's words (the server's, in the administrator's language) above the actions. */
  const failed = (failure: unknown) => {
    const { general, fields } = formErrorsOf(failure);
    setProblem(general ?? Object.values(fields)[0] ?? t("errors.default"));
  };

  const toggleActive = async () => {
    setProblem(null);
    try {
      await update({
        variables: {
          id: endpoint.id,
          input: {
            url: endpoint.url,
            description: endpoint.description || null,
            events: [...endpoint.events],
            active: !endpoint.active,
            secret: null,
          },
        },
      });
      toast.success(endpoint.active ? t("webhookAdmin.pausedNow") : t("webhookAdmin.resumedNow"));
    } catch (failure) {
      failed(failure);
    }
  };

  const newSecret = async () => {
    setProblem(null);
    try {
      const result = await rotate({ variables: { id: endpoint.id } });
      setSecret(result.data?.rotateWebhookSecret.secret ?? null);
    } catch (failure) {
      failed(failure);
    } finally {
      setConfirmRotate(false);
    }
  };

  const deleteEndpoint = async () => {
    try {
      await remove({ variables: { id: endpoint.id }, refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true });
    } catch (failure) {
      failed(failure);
      return;
    }
    toast.success(t("admin.deleted"));
    await navigate(localizedPath(lng, WEBHOOKS_PATH));
  };

  return (
    <Stack gap="sm">
      <Title order={2} style={{ wordBreak: "break-all" }}>
        {endpoint.url}
      </Title>
      {endpoint.description && <Text>{endpoint.description}</Text>}
      <Group gap="sm">
        <ActiveBadge active={endpoint.active} />
        <Text size="sm">{t("webhookAdmin.secretHint", { hint: endpoint.secretHint })}</Text>
        <Text size="sm">{t("webhookAdmin.counts", { pending: endpoint.pendingDeliveries, failed: endpoint.failedDeliveries })}</Text>
      </Group>
      <EventBadges events={endpoint.events} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button component={Link} to={localizedPath(lng, `${WEBHOOKS_PATH}/${endpoint.id}/edit`)} variant="default">
          {t("webhookAdmin.edit")}
        </Button>
        <Button variant="default" loading={updating.loading} onClick={() => void toggleActive()}>
          {endpoint.active ? t("webhookAdmin.pause") : t("webhookAdmin.resume")}
        </Button>
        <Button variant="default" onClick={() => setConfirmRotate(true)}>
          {t("webhookAdmin.rotate")}
        </Button>
        <ConfirmDeleteButton
          title={t("webhookAdmin.deleteTitle")}
          text={t("webhookAdmin.deleteText", { url: endpoint.url })}
          onConfirm={deleteEndpoint}
        />
      </Group>
      {secret && <SecretPanel secret={secret} onDone={() => setSecret(null)} />}
      <ConfirmDialog
        opened={confirmRotate}
        title={t("webhookAdmin.rotateTitle")}
        text={t("webhookAdmin.rotateText")}
        confirmLabel={t("webhookAdmin.rotate")}
        onConfirm={() => void newSecret()}
        onClose={() => setConfirmRotate(false)}
        loading={rotating.loading}
      />
    </Stack>
  );
}
