import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../shared/i18n/money";
import { ConfirmDialog } from "./ConfirmDialog";

/** Records what the customer owes after a change (a positive balance) as paid at the box office. */
export function CollectBalanceButton({ balance, lng, onCollect }: { balance: number; lng: string; onCollect: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const amount = formatCents(balance, lng);
  const collect = async () => {
    setCollecting(true);
    await onCollect();
    setCollecting(false);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("adminBookings.collect.button", { amount })}</Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminBookings.collect.title")}
        text={t("adminBookings.collect.text", { amount })}
        confirmLabel={t("adminBookings.collect.confirm")}
        onConfirm={() => void collect()}
        loading={collecting}
        tone="primary"
      />
    </>
  );
}
