import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OwedRefundFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";

/** The longest "how" and note the server takes (markRefundedManually). */
const HOW_MAX = 100;
const NOTE_MAX = 300;

export interface MarkRefundedDialogProps {
  refund: OwedRefundFieldsFragment | null;
  lng: string;
  onClose: () => void;
  /** True when it was marked (the dialog closes). */
  onMark: (how: string, note: string | null) => Promise<boolean>;
}

/** Records a refund paid back by hand: how (bank transfer, cash) and a note; who and when are the server's. */
export function MarkRefundedDialog({ refund, lng, onClose, onMark }: MarkRefundedDialogProps) {
  const { t } = useTranslation();
  const [how, setHow] = useState("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setHow("");
    setNote("");
    setMissing(false);
    onClose();
  };
  const mark = async () => {
    if (!how.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    const marked = await onMark(how.trim(), note.trim() || null);
    setSaving(false);
    if (marked) close();
  };
  return (
    <Modal
      opened={refund !== null}
      onClose={close}
      title={t("moneyLedger.mark.title")}
      centered
      closeButtonProps={{ "aria-label": t("adminEvents.close") }}
    >
      {refund && (
        <Stack>
          <Text>
            {t("moneyLedger.mark.text", {
              amount: formatCents(refund.amount, lng),
              number: refund.bookingNumber,
              method: t(`adminBookings.providers.${refund.method}`, { defaultValue: refund.method }),
            })}
          </Text>
          <TextInput
            label={t("moneyLedger.mark.how")}
            description={t("moneyLedger.mark.howHint")}
            value={how}
            onChange={(event) => {
              setHow(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t("moneyLedger.mark.howRequired") : undefined}
            maxLength={HOW_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t("moneyLedger.mark.note")}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={3}
            maxLength={NOTE_MAX}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("adminBookings.confirm.back")}
            </Button>
            <Button onClick={() => void mark()} loading={saving}>
              {t("moneyLedger.mark.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
