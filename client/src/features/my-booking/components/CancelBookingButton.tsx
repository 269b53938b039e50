import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** 'Cancel booking' that asks first; the dialog stays open (its button busy) until `onConfirm` settles. */
export function CancelBookingButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
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
      <Button variant="outline" color="red.9" onClick={dialog.open}>
        {t("myBooking.cancelButton")}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t("myBooking.cancelConfirmTitle")}
        centered
        closeButtonProps={{ "aria-label": t("myBooking.keep") }}
      >
        <Text mb="md">{t("myBooking.cancelConfirmText")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close} data-autofocus>
            {t("myBooking.keep")}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void confirm()}>
            {t("myBooking.cancelConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
