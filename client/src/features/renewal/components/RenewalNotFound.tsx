import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An unknown or malformed renewal link: said plainly, with what to do. */
export function RenewalNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={760} data-testid="renewal-not-found">
      <Title order={1}>{t("renewal.notFoundTitle")}</Title>
      <Text>{t("renewal.notFoundHelp")}</Text>
    </Stack>
  );
}
