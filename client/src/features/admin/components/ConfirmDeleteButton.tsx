import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * 'Delete' that asks first; the dialog stays open (its button busy) until `onConfirm` settles. `label` names the
 * button for assistive technology where several stand together (a table's rows: 'Delete Autumn season').
 */
export function ConfirmDeleteButton({
  title,
  text,
  onConfirm,
  label,
  size,
}: {
  title: string;
  text: string;
  onConfirm: () => Promise<void>;
  label?: string;
  size?: "xs" | "sm";
}) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      dialog.close();
    }
  };

  return (
    <>
      {/* red.9: Mantine's red (red.6) text and fill are under 4.5:1 against white. */}
      <Button variant="outline" color="red.9" size={size} aria-label={label} onClick={dialog.open}>
        {t("admin.delete")}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} centered closeButtonProps={{ "aria-label": t("adminEvents.close") }}>
        <Text mb="md">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close} data-autofocus>
            {t("adminEvents.cancel")}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void confirm()}>
            {t("admin.delete")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
