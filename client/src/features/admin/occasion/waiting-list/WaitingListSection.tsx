import { Badge, Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOccasionWaitingListQuery, useRemoveWaitingListEntryMutation } from "../../../../generated/admin";
import { toast } from "../../../../shared/toast/toast";
import { ConfirmDialog } from "../../bookings/components/ConfirmDialog";
import { formatZoned } from "@seatbooking/core";

const STATUS_COLOURS: Record<string, string> = { waiting: "yellow", offered: "blue", booked: "green", expired: "gray", removed: "gray" };

/**
 * An occasion's waiting list (administer_bookings), shown once someone joined it: entries in join order with their
 * party, where each stands (an offer's places are held until its time) and removing one still waiting.
 */
export function WaitingListSection({ occasionId, timeZone }: { occasionId: string; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, refetch } = useOccasionWaitingListQuery({ variables: { occasionId }, fetchPolicy: "cache-and-network" });
  const [remove, { loading: removing }] = useRemoveWaitingListEntryMutation();
  const [removingEntry, setRemovingEntry] = useState<{ id: string; email: string } | null>(null);
  const entries = data?.waitingList ?? [];
  if (entries.length === 0) return null;
  const waiting = entries.filter((entry) => entry.status === "waiting").length;

  const confirmRemove = async () => {
    if (!removingEntry) return;
    try {
      await remove({ variables: { id: removingEntry.id } });
      toast.success(t("waitingList.admin.removed", { email: removingEntry.email }));
    } catch {
      // The error link has shown the server's words.
    }
    setRemovingEntry(null);
    await refetch().catch(() => undefined);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="waiting-list-admin">
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {t("waitingList.admin.heading")}
        </Title>
        <Text size="sm">{t("waitingList.admin.summary", { count: waiting })}</Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("waitingList.admin.position")}</Table.Th>
                <Table.Th scope="col">{t("waitingList.admin.email")}</Table.Th>
                <Table.Th scope="col">{t("waitingList.admin.partySize")}</Table.Th>
                <Table.Th scope="col">{t("waitingList.admin.joined")}</Table.Th>
                <Table.Th scope="col">{t("waitingList.admin.status")}</Table.Th>
                <Table.Th scope="col">{t("waitingList.admin.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={entry.id} data-testid="waiting-list-entry">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{entry.email}</Table.Td>
                  <Table.Td>{entry.partySize}</Table.Td>
                  <Table.Td>{formatZoned(entry.createdAt, timeZone)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge color={STATUS_COLOURS[entry.status] ?? "gray"} variant="dot">
                        {t(`waitingList.status.${entry.status}`)}
                      </Badge>
                      {entry.status === "offered" && entry.offerExpiresAt && (
                        <Text size="xs">{t("waitingList.admin.heldUntil", { date: formatZoned(entry.offerExpiresAt, timeZone) })}</Text>
                      )}
                      {entry.bookingNumber !== null && entry.bookingNumber !== undefined && entry.status === "booked" && (
                        <Text size="xs">{t("waitingList.admin.booking", { number: entry.bookingNumber })}</Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {entry.status === "waiting" && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t("waitingList.admin.removeEntry", { email: entry.email })}
                        onClick={() => setRemovingEntry({ id: entry.id, email: entry.email })}
                      >
                        {t("waitingList.admin.remove")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmDialog
        opened={removingEntry !== null}
        title={t("waitingList.admin.removeTitle")}
        text={t("waitingList.admin.removeText", { email: removingEntry?.email ?? "" })}
        confirmLabel={t("waitingList.admin.remove")}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemovingEntry(null)}
        loading={removing}
      />
    </Paper>
  );
}
