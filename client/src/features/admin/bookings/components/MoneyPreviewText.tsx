import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingChangePreviewQuery } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";

export interface MoneyPreviewTextProps {
  preview: BookingChangePreviewQuery["bookingChangePreview"] | null;
  loading: boolean;
  failed: boolean;
  lng: string;
}

const DESTINATION_KEY = {
  PROVIDER: "adminBookings.money.toProvider",
  BY_HAND: "adminBookings.money.byHand",
  BOX_OFFICE: "adminBookings.money.boxOffice",
} as const;

/** What a change would move, as the server worked it out: each refund and where it goes, what the customer would owe. */
export function MoneyPreviewText({ preview, loading, failed, lng }: MoneyPreviewTextProps) {
  const { t } = useTranslation();
  if (loading) return <Text c="dimmed">{t("adminBookings.money.loading")}</Text>;
  if (failed || !preview) return <Text c="red.9">{t("adminBookings.money.failed")}</Text>;
  const lines = [
    ...preview.refunds.map((refund) =>
      t(DESTINATION_KEY[refund.destination], {
        amount: formatCents(refund.amount, lng),
        provider: t(`adminBookings.providers.${refund.method}`, { defaultValue: refund.method }),
      }),
    ),
    ...(preview.owes > 0 ? [t("adminBookings.money.owes", { amount: formatCents(preview.owes, lng) })] : []),
    ...(preview.kept > 0 ? [t("adminBookings.money.kept", { amount: formatCents(preview.kept, lng) })] : []),
  ];
  return (
    <div role="status" aria-label={t("adminBookings.money.label")}>
      {lines.length === 0 ? (
        <Text fw={500}>{t("adminBookings.money.none")}</Text>
      ) : (
        <List size="sm" fw={500}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
