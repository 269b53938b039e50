import { Button, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingRef } from "../hooks/useMoneyPreview";
import { ConfirmDialog } from "./ConfirmDialog";
import { MoneyPreview } from "./MoneyPreview";

/** Cancels the booking after a confirmation that says what becomes of its money, with an optional reason for its history. */
export function CancelBookingButton({
  booking,
  lng,
  onCancel,
}: {
  booking: BookingRef;
  lng: string;
  onCancel: (reason: string | null) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    const cancelled = await onCancel(reason.trim() || null);
    setCancelling(false);
    setOpen(false);
    if (cancelled) setReason("");
  };
  return (
    <>
      <Button color="red.9" onClick={() => setOpen(true)}>
        {t("adminBookings.cancel.button")}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminBookings.cancel.title")}
        text={t("adminBookings.cancel.text")}
        confirmLabel={t("adminBookings.cancel.confirm")}
        onConfirm={() => void cancel()}
        loading={cancelling}
      >
        <MoneyPreview booking={booking} change={{ kind: "CANCEL" }} lng={lng} />
        <Textarea
          label={t("adminBookings.cancel.reason")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={3}
          maxLength={500}
        />
      </ConfirmDialog>
    </>
  );
}
