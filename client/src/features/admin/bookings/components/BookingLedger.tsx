import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MoneyMovementFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";

export interface BookingLedgerProps {
  lines: readonly MoneyMovementFieldsFragment[];
  lng: string;
  timeZone?: string;
}

/** A refund still owed or failed: what a person has to pay back by hand. */
export const SETTLEABLE = ["owed", "failed"];

/** The colour of a ledger line's status: settled grey or green, waiting for a person orange or red. */
export function movementStatusColor(status: string): string {
  if (status === "paid" || status === "refunded") return "green.9";
  if (status === "failed") return "red.9";
  if (status === "owed") return "orange.9";
  return "gray.7";
}

/** How a refund was paid back by hand: by whom, how and when; else nothing. */
export function useSettledText(timeZone?: string) {
  const { t } = useTranslation();
  return (line: Pick<MoneyMovementFieldsFragment, "settledBy" | "settledHow" | "settledAt">) =>
    line.settledBy && line.settledAt
      ? t("moneyLedger.settledByHand", {
          who: line.settledBy,
          how: line.settledHow ?? "",
          at: `${formatZonedDate(line.settledAt, timeZone)} ${formatZonedTime(line.settledAt, timeZone)}`,
        })
      : null;
}

/** The booking's money ledger (issue 34, item 4): each payment and refund with its method, amount, status and when. */
export function BookingLedger({ lines, lng, timeZone }: BookingLedgerProps) {
  const { t } = useTranslation();
  const settled = useSettledText(timeZone);
  const at = (iso: string) => `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-ledger">
      <Title order={2} id="booking-ledger">
        {t("moneyLedger.title")}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed">{t("moneyLedger.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-labelledby="booking-ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("moneyLedger.when")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.kindColumn")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.method")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("moneyLedger.amount")}
                </Table.Th>
                <Table.Th scope="col">{t("moneyLedger.status")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.details")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{at(line.createdAt)}</Table.Td>
                  <Table.Th scope="row">{t(`moneyLedger.kind.${line.kind}`, { defaultValue: line.kind })}</Table.Th>
                  <Table.Td>{t(`adminBookings.providers.${line.method}`, { defaultValue: line.method })}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.amount, lng)}</Table.Td>
                  <Table.Td>
                    <Badge color={movementStatusColor(line.status)} variant="light">
                      {t(`moneyLedger.statuses.${line.status}`, { defaultValue: line.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{line.reason}</Text>
                    {settled(line) && <Text size="sm">{settled(line)}</Text>}
                    {line.note && (
                      <Text size="xs" c="dimmed">
                        {line.note}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
