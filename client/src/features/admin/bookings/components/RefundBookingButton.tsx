import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingRef } from "../hooks/useMoneyPreview";
import { ConfirmDialog } from "./ConfirmDialog";
import { MoneyPreview } from "./MoneyPreview";

/**
 * Refunds a booked, paid booking after a confirmation that says how much goes back and where (as the server works it
 * out): its places go back on sale, the money back to the customer.
 */
export function RefundBookingButton({ booking, lng, onRefund }: { booking: BookingRef; lng: string; onRefund: () => Promise<boolean> }) {
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
        text={t("adminBookings.refund.placesText")}
        confirmLabel={t("adminBookings.refund.confirm")}
        onConfirm={() => void refund()}
        loading={refunding}
      >
        <MoneyPreview booking={booking} change={{ kind: "REFUND" }} lng={lng} />
      </ConfirmDialog>
    </>
  );
}
