import { Code, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** How a receiver checks that a request came from here (the README's 'Other systems: webhooks' has the code). */
export function SignatureHelp() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} id={headingId}>
          {t("webhookAdmin.help.title")}
        </Title>
        <Text size="sm">
          {t("webhookAdmin.help.header")} <Code>X-Seatbooking-Signature: t=&lt;unix&gt;,v1=&lt;hex&gt;</Code>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t("webhookAdmin.help.compute")} <Code>{"<t>.<body>"}</Code>
          </List.Item>
          <List.Item>{t("webhookAdmin.help.compare")}</List.Item>
          <List.Item>{t("webhookAdmin.help.dedupe")}</List.Item>
        </List>
        <Text size="sm">{t("webhookAdmin.help.readme")}</Text>
      </Stack>
    </Paper>
  );
}
