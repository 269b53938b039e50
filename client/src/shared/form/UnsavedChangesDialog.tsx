import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";

/** 'Leave without saving?' while the router holds a navigation back; Stay keeps the form, Leave goes on. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const open = blocker.state === "blocked";
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t("form.unsavedTitle")} centered>
      <Text mb="md">{t("form.unsavedText")}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t("form.stay")}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t("form.leave")}
        </Button>
      </Group>
    </Modal>
  );
}
