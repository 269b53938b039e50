import { Alert, Button, Group, Progress, Stack, Text, Textarea } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OccasionAdminOverviewDocument,
  OccasionCancellationDocument,
  useCancelOccasionMutation,
  useOccasionCancellationQuery,
  type OccasionCancellationFieldsFragment,
} from "../../../../generated/admin";
import { ConfirmDialog } from "../../bookings/components/ConfirmDialog";

/** How often the page asks how far a cancellation under way has got. */
const PROGRESS_POLL_MS = 2_000;

/** Bookings done of all there were: the progress bar's value. */
export function cancellationProgress(state: OccasionCancellationFieldsFragment): { done: number; total: number } {
  const done = state.refunded + state.cancelledBookings;
  return { done, total: done + state.remaining };
}

/**
 * Cancelling the whole occasion (administer_events): a confirmation that says how many bookings will be
 * refunded or cancelled and how many customers e-mailed, then the server's background job's progress and
 * result (refunds still owed are listed with the payment issues).
 */
export function CancelOccasion({ occasionId }: { occasionId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const query = useOccasionCancellationQuery({ variables: { occasionId } });
  const [cancel, { loading }] = useCancelOccasionMutation();
  const state = query.data?.occasionCancellation;
  const underWay = Boolean(state?.cancelled && !state.finishedAt);
  const { startPolling, stopPolling } = query;
  // Polled only while the job runs; Apollo stops when the component goes.
  useEffect(() => {
    if (!underWay) return undefined;
    startPolling(PROGRESS_POLL_MS);
    return () => stopPolling();
  }, [underWay, startPolling, stopPolling]);
  if (!state) return null;

  const confirm = async () => {
    try {
      await cancel({
        variables: { occasionId, reason: reason.trim() || null },
        // The answer is the job's state: it becomes the query's (which then polls the progress).
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: OccasionCancellationDocument,
              variables: { occasionId },
              data: { occasionCancellation: data.cancelOccasion },
            });
        },
      });
      setOpen(false);
      setReason("");
      await client.refetchQueries({ include: [OccasionAdminOverviewDocument] }).catch(() => undefined);
    } catch {
      // The app's error toast says why (e.g. cancelled meanwhile by someone else).
      await query.refetch().catch(() => undefined);
    }
  };

  if (state.cancelled) {
    const progress = cancellationProgress(state);
    return (
      <Alert
        color={state.finishedAt ? "gray" : "orange"}
        title={t(state.finishedAt ? "adminOccasion.cancel.doneTitle" : "adminOccasion.cancel.runningTitle")}
      >
        <Stack gap="xs">
          {!state.finishedAt && (
            <Progress
              value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
              aria-label={t("adminOccasion.cancel.progress", progress)}
            />
          )}
          <Text size="sm" role="status">
            {t("adminOccasion.cancel.result", {
              refunded: state.refunded,
              cancelled: state.cancelledBookings,
              emailed: state.emailed,
              remaining: state.remaining,
            })}
          </Text>
          {state.refundsOwed > 0 && <Text size="sm">{t("adminOccasion.cancel.owed", { count: state.refundsOwed })}</Text>}
          {state.reason && <Text size="sm">{t("adminOccasion.cancel.reasonGiven", { reason: state.reason })}</Text>}
        </Stack>
      </Alert>
    );
  }

  return (
    <Group>
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
        {t("adminOccasion.cancel.button")}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminOccasion.cancel.title")}
        text={t("adminOccasion.cancel.text", {
          count: state.remaining,
          paid: state.remainingPaid,
          emailed: state.remainingToEmail,
        })}
        confirmLabel={t("adminOccasion.cancel.confirm")}
        onConfirm={() => void confirm()}
        loading={loading}
      >
        <Textarea
          label={t("adminOccasion.cancel.reason")}
          description={t("adminOccasion.cancel.reasonHelp")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={3}
          maxLength={500}
        />
      </ConfirmDialog>
    </Group>
  );
}
