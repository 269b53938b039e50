import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../shared/i18n/money";
import { ConfirmDialog } from "./ConfirmDialog";

/** Refunds a booked, paid booking after a confirmation: its places go back on sale, the money back to the customer. */
export function RefundBookingButton({ paid, lng, onRefund }: { paid: number; lng: string; onRefund: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refund = async () => {
    setRefunding(true);
    await onRefund();
    setRefunding(false);
    setOpen(false);
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t("adminBookings.refund.button")}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminBookings.refund.title")}
        text={t("adminBookings.refund.text", { amount: formatCents(paid, lng) })}
        confirmLabel={t("adminBookings.refund.confirm")}
        onConfirm={() => void refund()}
        loading={refunding}
      />
    </>
  );
}
