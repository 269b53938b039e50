import { Alert, Box, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import type { TFunction } from "i18next";
import { useId, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSeatMapOccasionQuery, type QueueStatusFieldsFragment } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { releaseBootPage } from "../../../shared/plan/bootMap";
import { JoinWaitingListForm } from "../../waiting-list/components/JoinWaitingListForm";
import { aheadMark, useCalmAnnouncement } from "../useCalmAnnouncement";
import type { WaitingRoomState } from "../useWaitingRoom";
import { QueuePassForm } from "./QueuePassForm";

const NUMBER_LOCALES: Record<string, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" };

interface WaitingRoomProps {
  occasionId: string;
  room: WaitingRoomState;
  /** The venue's time zone (settings), for the times the room names. */
  timeZone: string | undefined;
}

/** 'at 10:00' today, else 'on 12.06.2027 at 10:00', in the venue's time zone. */
function when(t: TFunction, instant: string, timeZone: string | undefined): string {
  const date = formatZonedDate(instant, timeZone);
  const time = formatZonedTime(instant, timeZone);
  return date === formatZonedDate(new Date(), timeZone) ? t("waitingRoom.at", { time }) : t("waitingRoom.onAt", { date, time });
}

/** The estimated wait in words: about N minutes (hours past two), or why it is not known. */
function waitText(t: TFunction, status: QueueStatusFieldsFragment): string {
  const seconds = status.estimatedWaitSeconds;
  if (status.paused) return t("waitingRoom.waitPaused");
  if (seconds === null) return t("waitingRoom.waitUnknown");
  if (seconds < 60) return t("waitingRoom.lessThanMinute");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return t("waitingRoom.aboutMinutes", { count: minutes });
  return t("waitingRoom.aboutHours", { count: Math.round(minutes / 60) });
}

/** What the live region says of a standing (the numbers on the page are read there, not announced each time). */
function announcementOf(t: TFunction, status: QueueStatusFieldsFragment, timeZone: string | undefined): string {
  switch (status.standing) {
    case "NOT_OPEN":
      return status.opensAt ? t("waitingRoom.announce.notOpen", { when: when(t, status.opensAt, timeZone) }) : "";
    case "WAITING_FOR_DRAW":
      return t("waitingRoom.announce.waitingForDraw");
    case "WAITING":
      if (status.paused) return t("waitingRoom.announce.paused");
      return status.ahead ? t("waitingRoom.announce.ahead", { count: status.ahead }) : t("waitingRoom.announce.next");
    case "ADMITTED":
      return t("waitingRoom.announce.admitted");
    case "SOLD_OUT":
      return t("waitingRoom.announce.soldOut");
    default:
      return "";
  }
}

/**
 * The waiting room in front of a date's sale (issue 39), in the seat map's place until this browser's turn: when it
 * opens, the lottery of early arrivals, the place in line with how many are ahead and the wait, the turn being taken,
 * a sold-out date's waiting list, and an operator's pass. A polite live region says what changed, calmly.
 */
export function WaitingRoom({ occasionId, room, timeZone }: WaitingRoomProps) {
  const { t } = useTranslation();
  const lng = useLng();
  const headingId = useId();
  const occasion = useSeatMapOccasionQuery({ variables: { id: occasionId } }).data?.occasion;
  const { status, joining, joinError, join, claiming, claimProblem, claim, applyPass } = room;
  const count = (value: number) => value.toLocaleString(NUMBER_LOCALES[lng] ?? "en-GB");

  // The server draws no seat map for a browser without admission; any drawn one gives way to the room.
  useLayoutEffect(() => releaseBootPage(), []);

  // The most people ever ahead of this browser on this page: how far it has come since.
  const ahead = status?.standing === "WAITING" ? status.ahead : null;
  const [mostAhead, setMostAhead] = useState<number | null>(null);
  if (ahead !== null && (mostAhead === null || ahead > mostAhead)) setMostAhead(ahead);

  const announcement = useCalmAnnouncement(
    {
      standing: claimProblem?.kind === "refused" ? "REFUSED" : (status?.standing ?? ""),
      detail: `${aheadMark(ahead)}|${status?.paused ?? false}`,
    },
    claimProblem?.kind === "refused" ? claimProblem.message : status ? announcementOf(t, status, timeZone) : "",
  );

  if (!status) return null;
  const keepOpen = <Text size="sm">{t("waitingRoom.keepOpen")}</Text>;
  const lottery = status.saleStartsAt ? <Text>{t("waitingRoom.lottery", { when: when(t, status.saleStartsAt, timeZone) })}</Text> : null;

  const body = () => {
    if (claimProblem?.kind === "refused")
      return (
        <Stack gap="sm">
          <Alert color="orange" title={t("waitingRoom.turnOverTitle")} data-testid="queue-refused">
            {claimProblem.message}
          </Alert>
          <Group>
            <Button onClick={() => void join()} loading={joining}>
              {t("waitingRoom.rejoin")}
            </Button>
          </Group>
        </Stack>
      );
    switch (status.standing) {
      case "NOT_OPEN":
        return (
          <Stack gap="sm">
            {status.opensAt && (
              <Text fw={600} data-testid="queue-opens">
                {t("waitingRoom.opens", { when: when(t, status.opensAt, timeZone) })}
              </Text>
            )}
            {lottery}
            <Text size="sm">{t("waitingRoom.notOpenHelp")}</Text>
          </Stack>
        );
      case "NOT_IN_LINE":
        return joinError ? (
          <Stack gap="sm">
            <Alert color="red" title={t("waitingRoom.joinFailed")} data-testid="queue-join-error">
              {joinError}
            </Alert>
            <Group>
              <Button onClick={() => void join()} loading={joining}>
                {t("waitingRoom.tryAgain")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" aria-busy={joining || undefined}>
            <Loader size="sm" aria-hidden />
            <Text>{t("waitingRoom.joining")}</Text>
          </Group>
        );
      case "WAITING_FOR_DRAW":
        return (
          <Stack gap="sm">
            <Text fw={600}>{t("waitingRoom.inRoom")}</Text>
            {lottery}
            <Text data-testid="queue-undrawn">{t("waitingRoom.undrawn", { count: status.undrawn, number: count(status.undrawn) })}</Text>
            {keepOpen}
          </Stack>
        );
      case "WAITING": {
        const behind = status.ahead ?? 0;
        const start = Math.max(mostAhead ?? behind, behind);
        const progress = Math.round(((start - behind + 1) / (start + 1)) * 100);
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="queue-standing">
              <Box component="dl" m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t("waitingRoom.placeLabel")}
                </Text>
                <Text component="dd" m={0} fz="xl" fw={700}>
                  {status.position !== null ? count(status.position) : "–"}
                </Text>
              </Box>
              <Box component="dl" m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t("waitingRoom.aheadLabel")}
                </Text>
                <Text component="dd" m={0} fz="xl" fw={700}>
                  {count(behind)}
                </Text>
              </Box>
              <Box component="dl" m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t("waitingRoom.waitLabel")}
                </Text>
                <Text component="dd" m={0} fz="xl" fw={700}>
                  {waitText(t, status)}
                </Text>
              </Box>
            </SimpleGrid>
            <Progress value={progress} size="lg" aria-label={t("waitingRoom.progress")} />
            {status.paused && (
              <Alert color="gray" title={t("waitingRoom.pausedTitle")} data-testid="queue-paused">
                {t("waitingRoom.paused")}
              </Alert>
            )}
            {keepOpen}
          </Stack>
        );
      }
      case "ADMITTED":
        return claimProblem?.kind === "transient" ? (
          <Stack gap="sm">
            <Alert color="yellow" title={t("waitingRoom.claimFailedTitle")} data-testid="queue-claim-failed">
              {status.admittedUntil
                ? t("waitingRoom.keptUntil", { time: formatZonedTime(status.admittedUntil, timeZone) })
                : t("waitingRoom.claimFailed")}
            </Alert>
            <Group>
              <Button onClick={() => void claim()} loading={claiming}>
                {t("waitingRoom.tryAgain")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text fw={600}>{t("waitingRoom.admitted")}</Text>
          </Group>
        );
      case "SOLD_OUT":
        return (
          <Alert color="gray" title={t("waitingRoom.soldOutTitle")} data-testid="queue-sold-out">
            {t("waitingRoom.soldOut")}
          </Alert>
        );
      default:
        return null;
    }
  };

  const passOffered = status.standing !== "SOLD_OUT" && status.standing !== "ADMITTED" && claimProblem?.kind !== "refused";

  return (
    <Stack gap="md">
      {occasion && (
        <Stack gap={4}>
          <Title order={1}>{occasion.event.name}</Title>
          <Text>
            <time dateTime={occasion.startTime}>
              {formatZonedDate(occasion.startTime, timeZone)} {formatZonedTime(occasion.startTime, timeZone)}
            </time>
            {occasion.title ? ` · ${occasion.title}` : ""}
          </Text>
        </Stack>
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby={headingId} data-testid="waiting-room">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} id={headingId}>
              {t("waitingRoom.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("waitingRoom.intro")}
            </Text>
          </Stack>
          {body()}
        </Stack>
      </Card>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="queue-announcement">
        {announcement}
      </VisuallyHidden>
      {status.standing === "SOLD_OUT" && <JoinWaitingListForm occasionId={occasionId} />}
      {passOffered && <QueuePassForm onApply={applyPass} />}
    </Stack>
  );
}
