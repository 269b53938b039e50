import { Alert, Button, Checkbox, Group, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  WebhookEndpointsDocument,
  type WebhookEndpointFieldsFragment,
} from "../../../generated/admin";
import { AppForm, useAppForm } from "../../../shared/form";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { PageLoader } from "../event/components/PageLoader";
import { SecretPanel } from "./SecretPanel";
import { eventTypeLabel, toEndpointFormValues, toEndpointInput, WEBHOOKS_PATH, type EndpointFormValues } from "./webhookValues";

const DESCRIPTION_MAX = 200;
const SECRET_MAX = 200;

/** /admin/settings/webhooks/create and /:endpointId/edit: the endpoint's form. */
export function WebhookEndpointFormPage() {
  const { endpointId } = useParams();
  const { t } = useTranslation();
  const { data } = useWebhookEndpointsQuery({ fetchPolicy: "cache-and-network" });
  if (!data) return <PageLoader />;
  const saved = endpointId ? data.webhookEndpoints.find((endpoint) => endpoint.id === endpointId) : null;
  if (saved === undefined) return <Alert color="red">{t("webhookAdmin.notFound")}</Alert>;
  return <EndpointEditor key={endpointId ?? "new"} saved={saved} eventTypes={data.webhookEventTypes} />;
}

function EndpointEditor({ saved, eventTypes }: { saved: WebhookEndpointFieldsFragment | null; eventTypes: readonly string[] }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  // The secret never enters the cache: only this page's state holds it, once.
  const options = { context: { skipErrorToast: true }, refetchQueries: [WebhookEndpointsDocument], fetchPolicy: "no-cache" as const };
  const [createEndpoint] = useCreateWebhookEndpointMutation(options);
  const [updateEndpoint] = useUpdateWebhookEndpointMutation(options);
  const endpointPath = (id: string) => localizedPath(lng, `${WEBHOOKS_PATH}/${id}`);
  const editor = useAppForm<EndpointFormValues>({
    initialValues: toEndpointFormValues(saved),
    rules: { url: { required: true } },
    validate: (values) => ({ events: values.events.length > 0 ? null : t("webhookAdmin.form.eventsRequired") }),
    focusFirstError: true,
    onSubmit: async (values) => {
      const input = toEndpointInput(values, eventTypes);
      if (saved) {
        await updateEndpoint({ variables: { id: saved.id, input } });
        toast.success(t("admin.saved"));
        editor.allowLeaving();
        await navigate(endpointPath(saved.id));
        return;
      }
      const result = await createEndpoint({ variables: { input } });
      const made = result.data!.createWebhookEndpoint;
      setCreated({ id: made.endpoint.id, secret: made.secret });
      toast.success(t("webhookAdmin.created"));
    },
  });
  const { form } = editor;

  if (created)
    return (
      <Stack gap="md" maw={720}>
        <Title order={2}>{t("webhookAdmin.created")}</Title>
        <SecretPanel secret={created.secret} />
        <Group>
          <Button component={Link} to={endpointPath(created.id)}>
            {t("webhookAdmin.openLog")}
          </Button>
          <Button component={Link} to={localizedPath(lng, WEBHOOKS_PATH)} variant="default">
            {t("webhookAdmin.backToList")}
          </Button>
        </Group>
      </Stack>
    );

  const title = saved ? t("webhookAdmin.editTitle") : t("webhookAdmin.create");
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{title}</Title>
      <AppForm form={editor} label={title}>
        <TextInput
          label={t("webhookAdmin.url")}
          description={t("webhookAdmin.form.urlHelp")}
          placeholder="https://example.com/hooks"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("url")}
        />
        <TextInput
          label={t("webhookAdmin.description")}
          description={t("webhookAdmin.form.descriptionHelp")}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <Checkbox.Group
          label={t("webhookAdmin.events")}
          description={t("webhookAdmin.form.eventsHelp")}
          required
          {...form.getInputProps("events")}
        >
          <Stack gap="xs" mt="xs">
            {eventTypes.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={eventTypeLabel(type, t)}
                description={
                  <Text span ff="monospace" size="xs">
                    {type}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t("webhookAdmin.form.active")}
          description={t("webhookAdmin.form.activeHelp")}
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <TextInput
          label={saved ? t("webhookAdmin.form.newSecret") : t("webhookAdmin.form.ownSecret")}
          description={saved ? t("webhookAdmin.form.newSecretHelp", { hint: saved.secretHint }) : t("webhookAdmin.form.ownSecretHelp")}
          maxLength={SECRET_MAX}
          autoComplete="off"
          spellCheck={false}
          ff="monospace"
          {...form.getInputProps("secret")}
        />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {saved ? t("admin.save") : t("webhookAdmin.add")}
          </Button>
          <Button component={Link} to={saved ? endpointPath(saved.id) : localizedPath(lng, WEBHOOKS_PATH)} variant="default">
            {t("webhookAdmin.cancel")}
          </Button>
        </Group>
      </AppForm>
    </Stack>
  );
}
