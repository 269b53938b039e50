import "../../../app/styles/mantineDialogStyles";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface AccessibleNeedDialogProps {
  /** The wheelchair place asked for; null closes the dialog. */
  place: { title: string } | null;
  /** Until when such places are kept for wheelchair users, as the venue reads it. */
  until: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A wheelchair place held back for wheelchair users (issue 20): the buyer confirms they need one before it is
 * held. The modal traps focus while open and gives it back to the place (on the map or in the list) on close.
 */
export function AccessibleNeedDialog({ place, until, onConfirm, onClose }: AccessibleNeedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={place !== null} onClose={onClose} title={t("seatMap.accessible.needTitle")} centered>
      <Stack gap="md">
        <Text>{t("seatMap.accessible.needText", { place: place?.title ?? "", until })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("seatMap.accessible.cancel")}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t("seatMap.accessible.confirmNeed")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
