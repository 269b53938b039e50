import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSendTestEmailMutation, type SendTestEmailMutation } from "../../../generated/admin";
import { useAuthUser } from "../../../shared/auth/auth";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";

type Outcome = SendTestEmailMutation["sendTestEmail"];

/**
 * "Send a test e-mail" (administer_settings): checks that mail from the site reaches people, e.g. after
 * setting up SMTP_URL. The answer says whether the mail server took it, or what it answered; a message it
 * did not take stays queued and is retried, so the result stays on screen rather than in a passing toast.
 */
export function TestEmailSection() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const titleId = useId();
  const [sendTestEmail, { loading }] = useSendTestEmailMutation({ context: { skipErrorToast: true } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { to: user?.email ?? "" },
    validate: { to: (value) => (value.trim() ? null : t("validation.required")) },
  });

  const submit = form.onSubmit(async ({ to }) => {
    setOutcome(null);
    setGeneral(null);
    try {
      const result = await sendTestEmail({ variables: { to: to.trim() } });
      if (result.data) setOutcome(result.data.sendTestEmail);
    } catch (failure) {
      const { fields, general: message } = formErrorsOf(failure);
      form.setErrors(fields);
      setGeneral(message);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          {t("settingsAdmin.testEmail.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("settingsAdmin.testEmail.help")}
        </Text>
        <form onSubmit={submit} noValidate aria-label={t("settingsAdmin.testEmail.title")}>
          <Group align="flex-start">
            <TextInput
              label={t("settingsAdmin.testEmail.to")}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              style={{ flex: 1, minWidth: 240 }}
              {...form.getInputProps("to")}
            />
            <Button type="submit" loading={loading} mt={25}>
              {t("settingsAdmin.testEmail.send")}
            </Button>
          </Group>
        </form>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        {outcome && <OutcomeAlert outcome={outcome} />}
      </Stack>
    </Paper>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  // Titles as body text: the alerts' coloured title text falls short of WCAG AA contrast on their light backgrounds.
  if (outcome.status === "sent") {
    return (
      <Alert color="green" role="status">
        <Text fw={700}>{t("settingsAdmin.testEmail.sentTitle")}</Text>
        <Text size="sm">{t("settingsAdmin.testEmail.sent", { address: outcome.recipient })}</Text>
      </Alert>
    );
  }
  const failed = outcome.status === "failed";
  return (
    <Alert color={failed ? "red" : "orange"} role="alert">
      <Text fw={700}>{t(failed ? "settingsAdmin.testEmail.failedTitle" : "settingsAdmin.testEmail.queuedTitle")}</Text>
      <Text size="sm">
        {t(failed ? "settingsAdmin.testEmail.failed" : "settingsAdmin.testEmail.queued", { address: outcome.recipient })}
      </Text>
      {outcome.lastError && (
        <Text size="sm" mt="xs">
          {t("settingsAdmin.testEmail.serverAnswer")} <code>{outcome.lastError}</code>
        </Text>
      )}
    </Alert>
  );
}
