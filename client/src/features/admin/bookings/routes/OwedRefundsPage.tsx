import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Alert, Anchor, Badge, Button, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useAuthUser } from "../../../../shared/auth/auth";
import { venueAbilities } from "../../permissions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  OwedRefundsDocument,
  useMarkRefundedManuallyMutation,
  useOwedRefundsQuery,
  type OwedRefundFieldsFragment,
} from "../../../../generated/admin";
import { hasErrorCode } from "../../../../shared/errors/errorCodes";
import { errorMessages } from "../../../../shared/errors/errorMessages";
import { useLng } from "../../../../shared/hooks/useLng";
import { translateStatus } from "../../../../shared/i18n/i18n";
import { formatCents } from "../../../../shared/i18n/money";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { useVenueTimeZone } from "../../event/useVenueTimeZone";
import { bookingPath } from "../bookingLabels";
import { movementStatusColor, SETTLEABLE } from "../components/BookingLedger";
import { MarkRefundedDialog } from "../components/MarkRefundedDialog";

/**
 * /admin/refunds (administer_bookings; marking needs refund_bookings too, issue 34, items 4 and 8): refunds not paid back yet, from the money ledger. One owed
 * (Ceepos has no refund API) or failed is paid back by hand and marked so: who, when, how and a note, once.
 */
export function OwedRefundsPage() {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const timeZone = useVenueTimeZone();
  const { data, loading, error, refetch } = useOwedRefundsQuery({ fetchPolicy: "cache-and-network" });
  const [markRefunded] = useMarkRefundedManuallyMutation({ refetchQueries: [{ query: OwedRefundsDocument }], awaitRefetchQueries: true });
  const [chosen, setChosen] = useState<OwedRefundFieldsFragment | null>(null);
  // Marking money as paid back needs refund_bookings, as the API asks: without it the list is only read.
  const canRefund = venueAbilities(useAuthUser()?.permissions ?? []).refund;
  const refunds = data?.owedRefunds ?? [];
  const at = (iso: string) => `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;

  const mark = async (how: string, note: string | null): Promise<boolean> => {
    if (!chosen) return false;
    try {
      await markRefunded({ variables: { id: chosen.id, how, note, version: chosen.updatedAt } });
      toast.success(t("moneyLedger.mark.done", { number: chosen.bookingNumber }));
      return true;
    } catch (failure) {
      if (hasErrorCode(failure, "CONFLICT")) {
        toast.error(t("moneyLedger.mark.conflict"));
        await refetch();
        setChosen(null);
        return false;
      }
      for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t("moneyLedger.owedTitle")}</Title>
      <Text size="sm" c="dimmed">
        {t("moneyLedger.owedIntro")}
      </Text>
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : !data ? (
        loading && <Loader aria-label={t("moneyLedger.loading")} />
      ) : refunds.length === 0 ? (
        <Text>{t("moneyLedger.noneOwed")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t("moneyLedger.owedTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("moneyLedger.booking")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.customer")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.method")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("moneyLedger.amount")}
                </Table.Th>
                <Table.Th scope="col">{t("moneyLedger.status")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.since")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.details")}</Table.Th>
                <Table.Th scope="col">{t("moneyLedger.action")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.map((refund) => (
                <Table.Tr key={refund.id}>
                  <Table.Th scope="row">
                    <Anchor
                      component={Link}
                      to={localizedPath(
                        lng,
                        bookingPath({ eventId: refund.eventId, occasionId: refund.occasionId, bookingId: refund.bookingId }),
                      )}
                    >
                      {t("adminBookings.bookingTitle", { number: refund.bookingNumber })}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{refund.clientName ?? "–"}</Text>
                    {refund.email && <Text size="xs">{refund.email}</Text>}
                    {refund.phone && <Text size="xs">{refund.phone}</Text>}
                  </Table.Td>
                  <Table.Td>{t(`adminBookings.providers.${refund.method}`, { defaultValue: refund.method })}</Table.Td>
                  <Table.Td ta="right">{formatCents(refund.amount, lng)}</Table.Td>
                  <Table.Td>
                    <Badge color={movementStatusColor(refund.status)} variant="light">
                      {t(`moneyLedger.statuses.${refund.status}`, { defaultValue: refund.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{at(refund.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{refund.reason}</Text>
                    {refund.note && (
                      <Text size="xs" c="dimmed">
                        {refund.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {SETTLEABLE.includes(refund.status) && canRefund ? (
                      <Button
                        size="xs"
                        onClick={() => setChosen(refund)}
                        aria-label={t("moneyLedger.mark.buttonFor", { number: refund.bookingNumber })}
                      >
                        {t("moneyLedger.mark.button")}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t("moneyLedger.withProvider")}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MarkRefundedDialog refund={chosen} lng={lng} onClose={() => setChosen(null)} onMark={mark} />
    </Stack>
  );
}
