import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingRef } from "../hooks/useMoneyPreview";
import { ConfirmDialog } from "./ConfirmDialog";
import { MoneyPreview } from "./MoneyPreview";

export interface RemoveTicketButtonProps {
  booking: BookingRef;
  ticketId: string;
  spaceName: string;
  lng: string;
  /** The booking's only ticket: removing it cancels the booking. */
  last: boolean;
  onRemove: () => Promise<boolean>;
}

/** Removes one ticket after a confirmation that says what money goes back; its place goes back on sale. */
export function RemoveTicketButton({ booking, ticketId, spaceName, lng, last, onRemove }: RemoveTicketButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    await onRemove();
    setRemoving(false);
    setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={t("adminBookings.tickets.removeNamed", { space: spaceName })}
      >
        {t("adminBookings.tickets.remove")}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminBookings.tickets.removeTitle", { space: spaceName })}
        text={last ? t("adminBookings.tickets.removeLastText") : t("adminBookings.tickets.removeText")}
        confirmLabel={t("adminBookings.tickets.remove")}
        onConfirm={() => void remove()}
        loading={removing}
      >
        <MoneyPreview booking={booking} change={{ kind: "REMOVE", ticketId }} lng={lng} />
      </ConfirmDialog>
    </>
  );
}
