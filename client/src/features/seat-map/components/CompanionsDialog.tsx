import "../../../app/styles/mantineDialogStyles";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface CompanionSeat {
  id: string;
  title: string;
  /** Free for the buyer to add now. */
  free: boolean;
}

export interface CompanionsDialogProps {
  /** The wheelchair place just held; null closes the dialog. */
  place: { title: string } | null;
  /** Its companion seats (linked in the plan editor), in the plan's order. */
  companions: readonly CompanionSeat[];
  /** Holds the free ones in the buyer's draft. */
  onAdd: (seats: readonly CompanionSeat[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Accessible seating (issue 20): once the buyer holds a wheelchair place, its companion seats are offered first,
 * the free ones added with one action; a place without companions says so. Focus moves into the dialog and back
 * to where the buyer chose the place when it closes.
 */
export function CompanionsDialog({ place, companions, onAdd, onClose }: CompanionsDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const free = companions.filter((seat) => seat.free);
  return (
    <Modal
      opened={place !== null}
      onClose={onClose}
      title={t("seatMap.accessible.companionsTitle", { place: place?.title ?? "" })}
      centered
    >
      <Stack gap="md" data-testid="companions-dialog">
        {companions.length === 0 ? (
          <Text>{t("seatMap.accessible.noCompanions")}</Text>
        ) : (
          <>
            <Text>
              {free.length > 0 ? t("seatMap.accessible.companionsText", { count: free.length }) : t("seatMap.accessible.companionsTaken")}
            </Text>
            <List aria-label={t("seatMap.accessible.companionsList")}>
              {companions.map((seat) => (
                <List.Item key={seat.id}>
                  {seat.title}
                  {seat.free ? "" : ` (${t("seatMap.legend.taken")})`}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus={free.length === 0 ? true : undefined}>
            {free.length > 0 ? t("seatMap.accessible.notNow") : t("seatMap.accessible.close")}
          </Button>
          {free.length > 0 && (
            <Button
              loading={busy}
              data-autofocus
              onClick={() => {
                setBusy(true);
                void onAdd(free).finally(() => {
                  setBusy(false);
                  onClose();
                });
              }}
            >
              {t("seatMap.accessible.addCompanions", { count: free.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
