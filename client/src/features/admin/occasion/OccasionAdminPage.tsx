import { DEFAULT_TIME_ZONE, formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Alert, Badge, Button, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useParams } from "react-router";
import { useOccasionAdminSettingsQuery } from "../../../generated/admin";
import { useAuthUser } from "../../../shared/auth/auth";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { AdminPlanMap, type AdminMapSpace } from "./components/AdminPlanMap";
import { BoxOfficeDialog, type SoldBooking } from "./components/BoxOfficeDialog";
import { CancelOccasion } from "./components/CancelOccasion";
import { OccasionExports } from "./components/OccasionExports";
import { SelectionPanel } from "./components/SelectionPanel";
import { SoldNotice } from "./components/SoldNotice";
import { TicketsTable } from "./components/TicketsTable";
import { useLiveOccasion } from "./hooks/useLiveOccasion";
import { useSpaceActions } from "./hooks/useSpaceActions";
import { useSpaceSelection } from "./hooks/useSpaceSelection";
import { occasionLabel, type OccasionAdminLoaderData } from "./occasionAdminLoader";
import { venueAbilities } from "../permissions";
import { QueueRoomSection } from "./queue-room/QueueRoomSection";
import { RenewalConsole } from "./renewals/RenewalConsole";
import { WaitingListSection } from "./waiting-list/WaitingListSection";
import { isSelectable, selectionActions, spaceAccessibleName, spaceStatuses, type AdminSpaceStatus } from "./spaceHolders";

const AFTER_MAP_ID = "occasion-tickets";
const NO_SETTINGS = { requireAddress: false, requireIdentityNumber: false };

/**
 * /admin/events/:eventId/occasions/:occasionId (administer_events or sell_tickets): the box office's view of an
 * occasion. Its plan coloured by who holds each space, live; the tickets table; and, on a selection of
 * spaces, house seats (lock, release) and sales at the box office (these and the tickets need sell_tickets);
 * editing and cancelling it, its waiting room (issue 39) and the renewal console of a seasonal occasion need
 * administer_events, its waiting list administer_bookings (issue 34).
 */
export function OccasionAdminPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { eventId = "", occasionId = "" } = useParams();
  const loaded = useLoaderData() as OccasionAdminLoaderData | undefined;
  const user = useAuthUser();
  const abilities = venueAbilities(user?.permissions ?? []);
  const canSell = abilities.sell;
  const canCancel = abilities.manageEvents;
  const { occasion, tickets, live } = useLiveOccasion(occasionId, canSell);
  const settings = useOccasionAdminSettingsQuery().data?.settings;
  const actions = useSpaceActions(occasionId);
  const [saleOpen, setSaleOpen] = useState(false);
  const [sold, setSold] = useState<SoldBooking | null>(null);

  const statuses = useMemo(
    () => (occasion && tickets ? spaceStatuses(occasion.plan.spaces, occasion.occupancy, tickets) : []),
    [occasion, tickets],
  );
  const statusById = useMemo(() => new Map<string, AdminSpaceStatus>(statuses.map(({ id, status }) => [id, status])), [statuses]);
  const selection = useSpaceSelection(statusById);

  const spaces = useMemo(
    () =>
      statuses.map(({ id, name, label, status }): AdminMapSpace => ({
        id,
        name,
        placeLabel: label,
        status,
        state: status.state,
        label: spaceAccessibleName(label, status, t),
        selected: selection.selectedSet.has(id),
        disabled: !isSelectable(status),
      })),
    [statuses, selection.selectedSet, t],
  );

  if (!occasion) return null;
  const timeZone = loaded?.timeZone;
  const selectedSpaces = selection.selected.flatMap((id) => spaces.find((space) => space.id === id) ?? []);
  const allowed = selectionActions(selectedSpaces.map((space) => space.status));
  const zoneOf = new Map(occasion.plan.spaces.map((space) => [space.id, space.priceZoneId ?? null]));
  const saleSpaces = selectedSpaces.map((space) => ({
    id: space.id,
    code: space.name,
    label: space.placeLabel,
    priceZoneId: zoneOf.get(space.id) ?? null,
  }));
  const salePrices = occasion.prices.map((price) => ({
    ticketTypeId: price.ticketTypeId,
    name: price.ticketType.name,
    price: price.price,
    priceZoneId: price.priceZoneId ?? null,
  }));
  const occasionPath = `/admin/events/${eventId}/occasions/${occasionId}`;

  const lock = async () => {
    if (await actions.lockSpaces(selection.selected)) selection.clear();
  };
  const release = async () => {
    if (await actions.releaseSpaces(selection.selected)) selection.clear();
  };
  // The dialog stays open on what was sold (its number and tickets) until the seller closes it.
  const onSold = (booking: SoldBooking) => {
    setSold(booking);
    selection.clear();
    void actions.refresh().catch(() => undefined);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{occasionLabel(occasion, timeZone)}</Title>
          <Text>
            <time dateTime={occasion.startTime}>
              {formatZonedDate(occasion.startTime, timeZone)} {formatZonedTime(occasion.startTime, timeZone)}
            </time>
            {occasion.title ? ` · ${occasion.title}` : ""}
          </Text>
          <Group gap="xs">
            <Badge variant="dot" color={occasion.published ? "green" : "gray"}>
              {occasion.published ? t("adminOccasion.published") : t("adminOccasion.unpublished")}
            </Badge>
            <Badge variant="dot" color={occasion.status === "scheduled" ? "blue" : "red"}>
              {t(`adminOccasion.occasionStatus.${occasion.status}`, { defaultValue: occasion.status })}
            </Badge>
            <Text size="sm">{t("adminOccasion.availability", occasion.availability)}</Text>
          </Group>
        </Stack>
        <Group>
          {canCancel && (
            <Button component={Link} to={localizedPath(lng, `${occasionPath}/edit`)} variant="default">
              {t("adminOccasion.edit")}
            </Button>
          )}
          {canCancel && occasion.status !== "cancelled" && <CancelOccasion occasionId={occasionId} />}
        </Group>
      </Group>
      {canCancel && occasion.status === "cancelled" && <CancelOccasion occasionId={occasionId} />}

      {sold && (
        <SoldNotice
          booking={sold}
          lng={lng}
          to={abilities.bookings ? localizedPath(lng, `${occasionPath}/bookings/${sold.id}`) : null}
          onClose={() => setSold(null)}
        />
      )}

      {!canSell ? (
        <Alert color="gray">{t("adminOccasion.noBookingPermission")}</Alert>
      ) : (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xs" component="section" aria-labelledby="occasion-map-heading">
                <Group justify="space-between">
                  <Title order={2} id="occasion-map-heading">
                    {t("adminOccasion.map.heading")}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {live ? t("adminOccasion.map.live") : t("adminOccasion.map.polling")}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t("adminOccasion.map.instructions")}
                </Text>
                {!loaded?.svg ? (
                  <Alert color="orange">{t("adminOccasion.map.unavailable")}</Alert>
                ) : tickets ? (
                  <AdminPlanMap svg={loaded.svg} plan={occasion.plan} spaces={spaces} onToggle={selection.toggle} skipTo={AFTER_MAP_ID} />
                ) : (
                  <Loader aria-label={t("adminOccasion.map.loading")} />
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SelectionPanel
                names={selectedSpaces.map((space) => space.placeLabel)}
                actions={allowed}
                running={actions.running}
                onLock={() => void lock()}
                onRelease={() => void release()}
                onSell={() => setSaleOpen(true)}
                onClear={selection.clear}
                closedReason={occasion.status === "cancelled" ? t("adminOccasion.selection.cancelled") : null}
              />
            </Grid.Col>
          </Grid>
          <div id={AFTER_MAP_ID} tabIndex={-1}>
            <TicketsTable eventId={eventId} occasionId={occasionId} lng={lng} linkBookings={abilities.bookings} />
          </div>
          <BoxOfficeDialog
            opened={saleOpen}
            onClose={() => setSaleOpen(false)}
            occasionId={occasionId}
            spaces={saleSpaces}
            onRemoveSpace={selection.remove}
            prices={salePrices}
            settings={settings ?? NO_SETTINGS}
            lng={lng}
            onSold={onSold}
            onRefused={() => void actions.refresh().catch(() => undefined)}
          />
        </>
      )}

      {abilities.bookings && <OccasionExports occasionId={occasionId} lng={lng} />}

      {abilities.manageEvents && <QueueRoomSection occasionId={occasionId} timeZone={timeZone ?? DEFAULT_TIME_ZONE} />}

      {abilities.bookings && <WaitingListSection occasionId={occasionId} timeZone={timeZone ?? DEFAULT_TIME_ZONE} />}

      {canCancel && (
        <RenewalConsole
          occasion={occasion}
          planSpaces={occasion.plan.spaces}
          timeZone={timeZone ?? DEFAULT_TIME_ZONE}
          lng={lng}
          onChanged={() => {
            if (canSell) void actions.refresh().catch(() => undefined);
          }}
        />
      )}
    </Stack>
  );
}
