import { formatZoned } from "@seatbooking/core";
import { Alert, Badge, Button, Code, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useResendWebhookDeliveryMutation,
  useWebhookDeliveriesQuery,
  WebhookEndpointsDocument,
  type WebhookDeliveryFieldsFragment,
} from "../../../generated/admin";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { toast } from "../../../shared/toast/toast";
import { useVenueTimeZone } from "../event/useVenueTimeZone";
import {
  canResend,
  DELIVERY_STATES,
  deliveryOutcome,
  eventTypeLabel,
  prettyPayload,
  STATE_COLOURS,
  type DeliveryState,
} from "./webhookValues";

/** How many deliveries the log shows (the newest). */
const SHOWN = 50;

/**
 * An endpoint's delivery log, newest first, narrowed to one state on request: each delivery's event, when it was
 * queued, its state, attempts and the endpoint's last answer, when a pending one is tried next, its payload on
 * request, and 'Resend' for one that has ended. Read again every `pollInterval` ms (0: only on request).
 */
export function DeliveryLog({ endpointId, pollInterval }: { endpointId: string; pollInterval: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const timeZone = useVenueTimeZone();
  const [state, setState] = useState<DeliveryState | "">("");
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const variables = { endpointId, state: state || null, first: SHOWN };
  const { data, refetch, loading } = useWebhookDeliveriesQuery({
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
    pollInterval,
  });
  const [resend] = useResendWebhookDeliveryMutation({ context: { skipErrorToast: true } });
  const [resending, setResending] = useState<string | null>(null);

  const resendDelivery = async (delivery: WebhookDeliveryFieldsFragment) => {
    setProblem(null);
    setResending(delivery.id);
    try {
      await resend({ variables: { id: delivery.id }, refetchQueries: [WebhookEndpointsDocument] });
      toast.success(t("webhookAdmin.log.resent"));
    } catch (failure) {
      // CONFLICT: it is pending again already (resent from elsewhere); the server says so in the administrator's language.
      const { general, fields } = formErrorsOf(failure);
      setProblem(general ?? Object.values(fields)[0] ?? t("errors.default"));
    } finally {
      setResending(null);
      await refetch().catch(() => undefined);
    }
  };

  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <Title order={3} id={headingId}>
          {t("webhookAdmin.log.title")}
        </Title>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t("webhookAdmin.log.filter")}
            value={state}
            onChange={(event) => setState(event.currentTarget.value as DeliveryState | "")}
            data={[
              { value: "", label: t("webhookAdmin.log.all") },
              ...DELIVERY_STATES.map((value) => ({ value, label: t(`webhookAdmin.state.${value}`) })),
            ]}
          />
          <Button variant="default" loading={loading && !!data} onClick={() => void refetch()}>
            {t("webhookAdmin.log.refresh")}
          </Button>
        </Group>
      </Group>
      {problem && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t("adminEvents.close")} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {data && deliveries.length === 0 ? (
        <Text c="dimmed">{state ? t("webhookAdmin.log.noneInState") : t("webhookAdmin.log.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("webhookAdmin.log.event")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.log.time")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.log.state")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.log.attempts")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.log.answer")}</Table.Th>
                <Table.Th scope="col">{t("webhookAdmin.log.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => {
                const label = eventTypeLabel(delivery.eventType, t);
                const time = formatZoned(delivery.createdAt, timeZone);
                const outcome = deliveryOutcome(delivery);
                const payloadId = `${headingId}-payload-${delivery.id}`;
                const shown = open === delivery.id;
                return (
                  <Fragment key={delivery.id}>
                    <Table.Tr data-testid="webhook-delivery" data-state={delivery.state} data-event-type={delivery.eventType}>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm">{label}</Text>
                          <Text size="xs" ff="monospace">
                            {delivery.eventType}
                          </Text>
                          {delivery.resendOf && <Text size="xs">{t("webhookAdmin.log.resendOf", { id: delivery.resendOf })}</Text>}
                        </Stack>
                      </Table.Td>
                      {/* Whole, never squeezed: the table scrolls sideways on a phone instead. */}
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{time}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Badge variant="dot" color={STATE_COLOURS[delivery.state] ?? "gray"} tt="none">
                          {t(`webhookAdmin.state.${delivery.state}`, { defaultValue: delivery.state })}
                        </Badge>
                        {delivery.state === "pending" && delivery.nextAttemptAt && (
                          <Text size="xs">
                            {t("webhookAdmin.log.nextAttempt", { time: formatZoned(delivery.nextAttemptAt, timeZone) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{delivery.attempts}</Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: "break-word" }} data-testid="webhook-delivery-answer">
                          {outcome ?? "–"}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-expanded={shown}
                            aria-controls={shown ? payloadId : undefined}
                            aria-label={t("webhookAdmin.log.payloadOf", { event: label, time })}
                            onClick={() => setOpen(shown ? null : delivery.id)}
                          >
                            {t("webhookAdmin.log.payload")}
                          </Button>
                          {canResend(delivery) && (
                            <Button
                              size="compact-sm"
                              variant="default"
                              loading={resending === delivery.id}
                              aria-label={t("webhookAdmin.log.resendLabel", { event: label, time })}
                              onClick={() => void resendDelivery(delivery)}
                            >
                              {t("webhookAdmin.log.resend")}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {shown && (
                      <Table.Tr>
                        <Table.Td colSpan={6} id={payloadId}>
                          <Code block data-testid="webhook-payload" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                            {prettyPayload(delivery.payload)}
                          </Code>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
