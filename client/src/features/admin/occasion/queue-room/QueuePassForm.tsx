import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCreateOccasionQueuePassMutation } from "../../../../generated/admin";
import { useFormErrors } from "../../../../shared/errors/useFormErrors";
import { toast } from "../../../../shared/toast/toast";

const NOTE_MAX = 200;

/** Lets a known customer through the line at once: a one-use code, shown here this once with a copy button. */
export function QueuePassForm({ occasionId, onCreated }: { occasionId: string; onCreated: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [note, setNote] = useState("");
  const [code, setCode] = useState<string | null>(null);
  const { errors, general, fail, setErrors, setGeneral } = useFormErrors();
  const [create, { loading }] = useCreateOccasionQueuePassMutation({ context: { skipErrorToast: true } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral(null);
    setCode(null);
    try {
      const created = await create({ variables: { occasionId, note: note.trim() } });
      setCode(created.data?.createQueuePass ?? null);
      setNote("");
      toast.success(t("adminOccasion.queueRoom.pass.created"));
      onCreated();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            {t("adminOccasion.queueRoom.pass.heading")}
          </Title>
          <Text size="sm">{t("adminOccasion.queueRoom.pass.intro")}</Text>
          {general && <Alert color="red">{general}</Alert>}
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t("adminOccasion.queueRoom.pass.note")}
              description={t("adminOccasion.queueRoom.pass.noteHelp", { max: NOTE_MAX })}
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors["note"]}
              style={{ flex: "1 1 16rem" }}
            />
            <Button type="submit" variant="light" loading={loading}>
              {t("adminOccasion.queueRoom.pass.create")}
            </Button>
          </Group>
        </Stack>
      </form>
      {code && (
        <Paper withBorder p="sm" data-testid="queue-pass-code">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t("adminOccasion.queueRoom.pass.codeLabel")}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Text ff="monospace" fz="xl" fw={700} style={{ wordBreak: "break-all" }}>
                {code}
              </Text>
              <CopyButton value={code}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant={copied ? "filled" : "default"} color={copied ? "green" : undefined} onClick={copy}>
                    {copied ? t("adminOccasion.queueRoom.pass.copied") : t("adminOccasion.queueRoom.pass.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              {t("adminOccasion.queueRoom.pass.onlyOnce")}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
