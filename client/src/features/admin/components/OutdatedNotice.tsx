import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Beside the form's message after a save over an outdated version (CONFLICT): reloading loads what is saved
 * now, dropping the edits (the user makes them again on the current version).
 */
export function OutdatedNotice({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } catch {
      // The failed query was already shown as an error toast; the button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Group>
      <Text size="sm">{t("adminEvents.outdated")}</Text>
      <Button size="xs" variant="light" loading={loading} onClick={() => void reload()}>
        {t("adminEvents.reload")}
      </Button>
    </Group>
  );
}
