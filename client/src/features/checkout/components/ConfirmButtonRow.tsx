import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The form's submit button: it spins while the confirm runs, and is off while a payment is pending. */
export function ConfirmButtonRow({ busy, pending }: { busy: boolean; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" size="md" loading={busy && !pending} disabled={pending}>
        {t("checkout.confirm")}
      </Button>
    </Group>
  );
}
