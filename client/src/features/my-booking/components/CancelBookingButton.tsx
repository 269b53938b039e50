import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CancelRefundPreview, useCancelRefundPreview } from "./CancelRefundPreview";

/**
 * 'Cancel booking' that asks first, saying how much is refunded and where; the dialog stays open (its button busy)
 * until `onConfirm` settles.
 */
export function CancelBookingButton({ token, onConfirm }: { token: string; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const preview = useCancelRefundPreview(opened ? token : null);
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
        <CancelRefundPreview {...preview} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={dialog.close} data-autofocus>
            {t("myBooking.keep")}
          </Button>
          <Button color="red.9" loading={busy} disabled={preview.loading} onClick={() => void confirm()}>
            {t("myBooking.cancelConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
