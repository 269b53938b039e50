import "../../../app/styles/mantineDialogStyles";
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DraftDocument,
  OccasionDocument,
  useRemoveTicketMutation,
  useUpdateTicketMutation,
  type DraftFieldsFragment,
  type DraftQuery,
  type DraftQueryVariables,
  type OccasionQuery,
  type UpdateTicketMutation,
} from "../../../generated/graphql";
import { formatCents } from "../../../shared/i18n/money";
import { changeOccupancy } from "../../../shared/booking/occupancyCache";
import { pricesForZone } from "../../../shared/booking/zonePrices";

export interface TicketsDialogProps {
  opened: boolean;
  onClose: () => void;
  lng: string;
  occasionId: string;
  /** `priceZoneId`: the space's price zone (its zone's prices apply where there are some). */
  space: { id: string; name: string; title?: string; maxTickets: number; priceZoneId?: string | null } | null;
  draft: DraftFieldsFragment;
  /** Plain and zone prices; each ticket type is offered once, at the space's zone's price if it has one. */
  prices: OccasionQuery["occasion"]["prices"];
  /** The addons the occasion's event offers. */
  addons: OccasionQuery["occasion"]["event"]["addons"];
  /** Adds one more ticket to a space with room for several (standing areas); absent when full or a seat. */
  onAddTicket?: () => Promise<unknown>;
  /** The removal of the last ticket cancelled the draft. */
  onDraftCancelled: (uuid: string) => void;
}

/** Tickets per seat: ticket type (with prices) and addons per ticket, and removal. */
export function TicketsDialog({
  opened,
  onClose,
  lng,
  occasionId,
  space,
  draft,
  prices,
  addons,
  onAddTicket,
  onDraftCancelled,
}: TicketsDialogProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [updateTicket] = useUpdateTicketMutation();
  const [removeTicket] = useRemoveTicketMutation();
  const [busy, setBusy] = useState(false);
  const tickets = space ? draft.tickets.filter((ticket) => ticket.spaceId === space.id) : [];
  const typeOptions = pricesForZone(prices, space?.priceZoneId).map((price) => ({
    value: price.ticketTypeId,
    label: `${price.ticketType.name} ${formatCents(price.price, lng)}`,
  }));

  const refetch = async () => {
    await Promise.allSettled([
      client.query({ query: DraftDocument, variables: { uuid: draft.uuid }, fetchPolicy: "network-only" }),
      client.query({ query: OccasionDocument, variables: { id: occasionId }, fetchPolicy: "network-only" }),
    ]);
  };

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The error toast comes from the error link; the draft is refetched (SPEC section 8).
      await refetch();
    } finally {
      setBusy(false);
    }
  };

  type DraftTicket = DraftFieldsFragment["tickets"][number];
  const update = (ticket: DraftTicket, input: { ticketTypeId?: string; addonIds?: string[] }) => {
    // Shown at once; the server's answer (repriced) replaces it, a refusal rolls it back.
    const optimistic = {
      __typename: "Ticket",
      ...ticket,
      ticketTypeId: input.ticketTypeId ?? ticket.ticketTypeId,
      addons: input.addonIds
        ? input.addonIds.map((addonId) => ({
            __typename: "TicketAddon",
            addonId,
            price: addons.find((addon) => addon.id === addonId)?.price ?? 0,
          }))
        : ticket.addons,
    } as UpdateTicketMutation["updateTicket"];
    return run(() =>
      updateTicket({
        variables: { uuid: draft.uuid, ticketId: ticket.id, ...input },
        optimisticResponse: { updateTicket: optimistic },
      }),
    );
  };

  const remove = (ticketId: string) =>
    run(async () => {
      const result = await removeTicket({ variables: { uuid: draft.uuid, ticketId } });
      if (space) changeOccupancy(client.cache, occasionId, space.id, -1, space.maxTickets);
      const next = result.data?.removeTicket ?? null;
      if (!next) {
        onDraftCancelled(draft.uuid);
        onClose();
        return;
      }
      client.cache.writeQuery<DraftQuery, DraftQueryVariables>({
        query: DraftDocument,
        variables: { uuid: draft.uuid },
        data: { draft: next },
      });
      if (!next.tickets.some((ticket) => ticket.spaceId === space?.id)) onClose();
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("seatMap.dialog.title", { name: space?.title ?? space?.name ?? "" })}
      closeButtonProps={{ "aria-label": t("seatMap.dialog.close") }}
    >
      <Stack gap="lg">
        {tickets.map((ticket, index) => {
          const chosen = new Set(ticket.addons.map((addon) => addon.addonId));
          return (
            <Stack key={ticket.id} gap="xs">
              <Text fw={600}>{t("seatMap.dialog.ticket", { number: index + 1 })}</Text>
              <Select
                label={t("seatMap.dialog.ticketType")}
                data={typeOptions}
                value={ticket.ticketTypeId || null}
                allowDeselect={false}
                disabled={busy}
                onChange={(value) => {
                  if (value && value !== ticket.ticketTypeId) void update(ticket, { ticketTypeId: value });
                }}
              />
              {addons.length > 0 && (
                <Checkbox.Group
                  label={t("seatMap.dialog.addons")}
                  value={[...chosen]}
                  onChange={(addonIds) => void update(ticket, { addonIds })}
                >
                  <Stack gap={4} mt={4}>
                    {addons.map((addon) => (
                      <Checkbox key={addon.id} value={addon.id} disabled={busy} label={`${addon.name} ${formatCents(addon.price, lng)}`} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
              <Group justify="space-between">
                <Text size="sm">{t("seatMap.dialog.total", { total: formatCents(ticket.total, lng) })}</Text>
                <Button color="red.9" variant="outline" size="xs" disabled={busy} onClick={() => void remove(ticket.id)}>
                  {t("seatMap.dialog.remove")}
                </Button>
              </Group>
            </Stack>
          );
        })}
        <Group justify="flex-end">
          {onAddTicket && (
            <Button variant="default" disabled={busy} onClick={() => void run(onAddTicket)}>
              {t("seatMap.dialog.add")}
            </Button>
          )}
          <Button onClick={onClose}>{t("seatMap.dialog.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
