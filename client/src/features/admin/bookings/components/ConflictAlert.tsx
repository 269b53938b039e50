import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Someone else changed the booking since it was loaded: nothing was saved; Reload shows their version. */
export function ConflictAlert({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert color="orange" role="alert" title={t("adminBookings.conflict.title")}>
      <Group justify="space-between">
        <Text size="sm">{t("adminBookings.conflict.text")}</Text>
        <Button size="xs" onClick={() => void reload()} loading={reloading}>
          {t("adminBookings.conflict.reload")}
        </Button>
      </Group>
    </Alert>
  );
}
