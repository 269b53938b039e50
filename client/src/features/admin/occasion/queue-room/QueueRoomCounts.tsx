import { formatZoned } from "@seatbooking/core";
import { Box, SimpleGrid, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { QueueRoomFieldsFragment } from "../../../../generated/admin";
import { conversionPercent } from "./queueRoomValues";

/**
 * The line's counts as a description list. They refresh every few seconds, so they are no live region: the
 * section's state line speaks when something changes that matters.
 */
export function QueueRoomCounts({ room, timeZone }: { room: QueueRoomFieldsFragment; timeZone: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = conversionPercent(room);
  const yesNo = (value: boolean) => (value ? t("adminOccasion.queueRoom.yes") : t("adminOccasion.queueRoom.no"));

  return (
    <Box>
      <Text id={labelId} size="sm" c="dimmed">
        {room.updatedAt
          ? t("adminOccasion.queueRoom.counts.updated", { date: formatZoned(room.updatedAt, timeZone) })
          : t("adminOccasion.queueRoom.counts.label")}
      </Text>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        verticalSpacing="xs"
        m={0}
        aria-labelledby={labelId}
        data-testid="queue-room-counts"
      >
        <Stat label={t("adminOccasion.queueRoom.counts.lineLength")} value={String(room.lineLength)} />
        <Stat label={t("adminOccasion.queueRoom.counts.rate")} value={String(room.currentRatePerMinute)} />
        <Stat label={t("adminOccasion.queueRoom.counts.admitted")} value={String(room.admitted)} />
        <Stat label={t("adminOccasion.queueRoom.counts.claimed")} value={String(room.claimed)} />
        <Stat
          label={t("adminOccasion.queueRoom.counts.converted")}
          value={
            percent === null
              ? String(room.converted)
              : t("adminOccasion.queueRoom.counts.convertedValue", { count: room.converted, percent })
          }
        />
        <Stat
          label={t("adminOccasion.queueRoom.counts.passes")}
          value={t("adminOccasion.queueRoom.counts.passesValue", { used: room.passesUsed, given: room.passes })}
        />
        <Stat label={t("adminOccasion.queueRoom.counts.drawn")} value={yesNo(room.drawn)} />
        <Stat label={t("adminOccasion.queueRoom.counts.soldOut")} value={yesNo(room.soldOut)} />
      </SimpleGrid>
    </Box>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {value}
      </Text>
    </div>
  );
}
