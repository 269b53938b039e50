import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** danger (the default) for what takes something away; primary for the rest. */
  tone?: "danger" | "primary";
  /** Extra fields (a reason). */
  children?: ReactNode;
}

/** 'Are you sure?' before an edit that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  tone = "danger",
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t("adminEvents.close") }}>
      <Stack>
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("adminBookings.confirm.back")}
          </Button>
          {/* red.9: a red dark enough for white text (WCAG AA). */}
          <Button color={tone === "danger" ? "red.9" : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
