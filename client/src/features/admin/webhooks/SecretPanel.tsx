import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * An endpoint's signing secret, the one time the server answers it (on create and on a new secret): copied from here
 * into the receiver's configuration. Kept only in the state of the page that asked for it (the mutations do not write
 * it to the cache), so leaving the page or 'Done' forgets it.
 */
export function SecretPanel({ secret, onDone }: { secret: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="webhook-secret">
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {t("webhookAdmin.secret.title")}
        </Title>
        <Text size="sm" fw={600}>
          {t("webhookAdmin.secret.onlyOnce")}
        </Text>
        <Code block data-testid="webhook-secret-value" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              // The default variant either way: its text has the contrast a green fill with white text lacks.
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? `✓ ${t("webhookAdmin.secret.copied")}` : t("webhookAdmin.secret.copy")}
              </Button>
            )}
          </CopyButton>
          {onDone && (
            <Button size="compact-sm" variant="default" onClick={onDone}>
              {t("webhookAdmin.secret.done")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
