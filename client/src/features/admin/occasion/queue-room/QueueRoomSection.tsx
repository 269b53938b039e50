import { formatZoned } from "@seatbooking/core";
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useOccasionQueueRoomQuery } from "../../../../generated/admin";
import { QueuePassForm } from "./QueuePassForm";
import { QueueRoomCounts } from "./QueueRoomCounts";
import { QueueRoomSettings } from "./QueueRoomSettings";
import { settingsKey } from "./queueRoomValues";
import { usePollWhileVisible } from "./usePollWhileVisible";

/** The line's counts move by the second in an on-sale; every 5 s is fresh enough and no more than the server wants. */
export const QUEUE_ROOM_POLL_MS = 5_000;

/**
 * A date's waiting room (administer_events, issue 39): what it does, its settings and pause, the line's counts
 * (polled while the section is on screen) and passes that let a known customer through at once.
 */
export function QueueRoomSection({ occasionId, timeZone }: { occasionId: string; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const poll = usePollWhileVisible<HTMLElement>();
  const { data, error, refetch } = useOccasionQueueRoomQuery({
    variables: { occasionId },
    fetchPolicy: "cache-and-network",
    pollInterval: QUEUE_ROOM_POLL_MS,
    skipPollAttempt: poll.skipPollAttempt,
    notifyOnNetworkStatusChange: false,
    context: { skipErrorToast: true },
  });
  const room = data?.queueRoom;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="queue-room-admin" ref={poll.ref}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} id={headingId}>
            {t("adminOccasion.queueRoom.heading")}
          </Title>
          {room && (
            <Group gap="xs">
              <Badge variant="dot" color={room.active ? (room.paused ? "orange" : "green") : "gray"}>
                {room.active
                  ? room.paused
                    ? t("adminOccasion.queueRoom.badge.paused")
                    : t("adminOccasion.queueRoom.badge.on")
                  : t("adminOccasion.queueRoom.badge.off")}
              </Badge>
              {room.highDemand && (
                <Badge variant="light" color="red">
                  {t("adminOccasion.queueRoom.badge.highDemand")}
                </Badge>
              )}
            </Group>
          )}
        </Group>
        <Text size="sm">{t("adminOccasion.queueRoom.intro")}</Text>
        {room && (
          <Text size="sm">
            {room.opensAt && room.saleStartsAt
              ? t("adminOccasion.queueRoom.window", {
                  opens: formatZoned(room.opensAt, timeZone),
                  sale: formatZoned(room.saleStartsAt, timeZone),
                })
              : t("adminOccasion.queueRoom.noSaleStart")}
          </Text>
        )}

        {!room ? (
          error ? (
            <Alert color="red">{t("adminOccasion.queueRoom.loadFailed")}</Alert>
          ) : (
            <Loader size="sm" aria-label={t("adminOccasion.queueRoom.loading")} />
          )
        ) : (
          <>
            {/* Read out when the room's state changes, never on a poll that only moves the counts. */}
            <Text role="status" fw={600} data-testid="queue-room-state">
              {!room.active
                ? t("adminOccasion.queueRoom.state.off")
                : room.soldOut
                  ? t("adminOccasion.queueRoom.state.soldOut")
                  : room.paused
                    ? t("adminOccasion.queueRoom.state.paused")
                    : t("adminOccasion.queueRoom.state.on")}
            </Text>
            <QueueRoomCounts room={room} timeZone={timeZone} />
            <QueueRoomSettings key={settingsKey(room)} room={room} />
            <QueuePassForm occasionId={occasionId} onCreated={() => void refetch().catch(() => undefined)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
