import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime, SPACE_STATES, spaceStatus, type SpaceState } from "@seatbooking/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useParams } from "react-router";
import { useSeriesMapQuery, useSpaceTypesQuery } from "../../../generated/graphql";
import { pricesForZone } from "../../../shared/booking/zonePrices";
import { useLng } from "../../../shared/hooks/useLng";
import { PlanMap, type MapSpace } from "../../../shared/plan/PlanMap";
import { usePlanSpaces } from "../../../shared/plan/planSpaces";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import skipClasses from "../../../shared/ui/SkipLink.module.css";
import { SeatMapLegend } from "../components/SeatMapLegend";
import { SeriesOrderPanel } from "../components/SeriesOrderPanel";
import { SpaceCard } from "../components/SpaceCard";
import { SpaceList } from "../components/SpaceList";
import levelClasses from "../components/priceLevels.module.css";
import { levelOf, priceLevels } from "../priceLevels";
import { formatSpaceLabel, naturalOrder, spaceTitle } from "../spaceState";
import { useHoldMinutes, useSeriesOccupancy, useSeriesOrder } from "../useSeriesOrder";
import type { SeriesMapLoaderData } from "./seriesMapLoader";

const AFTER_MAP_ID = "after-series-map";
/** A double-click's second click on the place the first one chose is no second choice (it would remove it again). */
const DOUBLE_CLICK_MS = 1000;

interface ListedSpace extends MapSpace<SpaceState> {
  title: string;
  typeName: string;
  accessible: boolean;
  priceZoneId: string | null;
  remaining: number;
  total: number;
  /** Held back for a presale code on some date (not sold as a season ticket). */
  heldForCode: boolean;
}

/**
 * /series/:seriesId (issue 38): a season ticket's places on one map, free only where free on every date of the series.
 * A free place chosen is held on every date at once (holdSeries); one of the visitor's chosen again is removed from every
 * date. The order panel shows the places, the dates, the total and the hold, and leads to the order's checkout.
 */
export function SeriesMapPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { seriesId = "" } = useParams();
  const loaded = useLoaderData() as SeriesMapLoaderData | undefined;
  const timeZone = loaded?.timeZone;
  const series = useSeriesMapQuery({ variables: { id: seriesId } }).data?.series;
  const plan = series?.plan;
  const planSpaces = usePlanSpaces(plan?.id, lng);
  const spaceTypes = useSpaceTypesQuery().data?.spaceTypes;
  const occupancy = useSeriesOccupancy(seriesId);
  const refetchOccupancy = occupancy.refetch;
  const onChanged = useCallback(() => void refetchOccupancy(), [refetchOccupancy]);
  const { order, awaitingPayment, busy, hold, remove, cancel, expire } = useSeriesOrder(seriesId, onChanged);
  const minutes = useHoldMinutes(order?.expiresAt, expire);
  const [listOpen, setListOpen] = useState(false);
  const onSale = series?.onSale ?? false;

  const levels = useMemo(
    () =>
      priceLevels(
        series?.prices ?? [],
        (planSpaces?.spaces ?? []).map((space) => space.priceZoneId),
      ),
    [series?.prices, planSpaces],
  );

  const spaces = useMemo((): ListedSpace[] => {
    if (!planSpaces || !occupancy.bySpace || !plan) return [];
    const names = new Map(planSpaces.sections.flatMap((section) => (section.name ? [[section.code, section.name] as const] : [])));
    const types = new Map((spaceTypes ?? []).map((type) => [type.id, type]));
    const mine = new Set(order?.spaceIds ?? []);
    // Held back for a presale code on some date: a single date's sale, never a season ticket's.
    const presale = new Set(series?.presaleSpaceIds ?? []);
    return planSpaces.spaces.map((planSpace) => {
      const entry = occupancy.bySpace!.get(planSpace.id);
      const spaceType = planSpace.spaceTypeId ? types.get(planSpace.spaceTypeId) : undefined;
      const space = {
        ...planSpace,
        sectionName: planSpace.section ? (names.get(planSpace.section) ?? null) : null,
        spaceType,
        maxTickets: entry?.maxTickets ?? 1,
      };
      const status = spaceStatus(space, entry, mine.has(planSpace.id) ? 1 : 0);
      const availability = t("seatMap.availability", { remaining: status.remaining, total: status.total });
      const label = formatSpaceLabel(plan.spaceLabelMask, space, status, availability);
      const heldForCode = presale.has(space.id) && status.state !== "yours";
      return {
        id: space.id,
        name: space.name,
        state: status.state,
        label: `${label}${spaceType?.accessible ? `, ${t("seatMap.accessiblePlace")}` : ""}${heldForCode ? `, ${t("seatMap.presale.place")}` : ""}${status.state === "yours" ? `, ${t("seatMap.state.yours")}` : ""}`,
        heldForCode,
        disabled: heldForCode,
        title: spaceTitle(plan.spaceLabelMask, space, status),
        typeName: spaceType?.name ?? "",
        accessible: spaceType?.accessible ?? false,
        priceZoneId: space.priceZoneId ?? null,
        priceLevel: levelOf(levels, space.priceZoneId),
        section: space.section ?? null,
        row: space.row ?? null,
        remaining: status.remaining,
        total: status.total,
      };
    });
  }, [planSpaces, occupancy.bySpace, plan, spaceTypes, order?.spaceIds, t, levels, series?.presaleSpaceIds]);
  const spaceById = useMemo(() => new Map(spaces.map((space) => [space.id, space])), [spaces]);

  const lastChosen = useRef<{ spaceId: string; at: number } | null>(null);
  const activate = (spaceId: string, how?: { repeatClick: boolean }) => {
    const last = lastChosen.current;
    if (how?.repeatClick && last?.spaceId === spaceId && Date.now() - last.at < DOUBLE_CLICK_MS) return;
    const space = spaceById.get(spaceId);
    if (!space || busy) return;
    lastChosen.current = { spaceId, at: Date.now() };
    if (space.state === "yours") {
      void remove(spaceId);
      return;
    }
    if (!onSale || awaitingPayment) return;
    if (space.state === "full") {
      toast.error(t("series.map.taken"));
      return;
    }
    if (space.heldForCode) {
      toast.error(t("series.map.heldForCode"));
      return;
    }
    void hold(spaceId);
  };

  const prices = series?.prices;
  const describe = useCallback(
    (spaceId: string) => {
      const space = spaceById.get(spaceId);
      if (!space) return null;
      return (
        <SpaceCard
          lng={lng}
          title={space.title}
          typeName={space.typeName}
          state={space.state}
          remaining={space.remaining}
          total={space.total}
          priceLevel={space.priceLevel}
          prices={pricesForZone(prices ?? [], space.priceZoneId)}
        />
      );
    },
    [spaceById, prices, lng],
  );

  const showList = listOpen || !loaded?.svg;
  const listed = useMemo(() => (showList ? [...spaces].sort(naturalOrder(lng)) : []), [showList, spaces, lng]);

  if (!series) return null;
  const dates = [...series.dates].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const chosen = (order?.spaceIds ?? [])
    .map((spaceId) => spaceById.get(spaceId))
    .filter((space): space is ListedSpace => space !== undefined)
    .sort(naturalOrder(lng))
    .map((space) => ({ id: space.id, title: space.title }));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{series.name}</Title>
        <Text fw={600}>{series.event.name}</Text>
        <Text size="sm">{t("series.map.samePlaces", { count: dates.length })}</Text>
        <Stack
          component="ul"
          gap={2}
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("series.map.dates")}
          data-testid="series-dates"
        >
          {dates.map((date) => (
            <li key={date.id}>
              <Text size="sm" component="span">
                <time dateTime={date.startTime}>
                  {formatZonedDate(date.startTime, timeZone)} {formatZonedTime(date.startTime, timeZone)}
                </time>
                {date.title ? ` · ${date.title}` : ""}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>

      {!onSale && (
        <Alert color="gray" title={t("occasions.notBookable")} data-testid="not-on-sale">
          {t("series.map.notOnSale")}
        </Alert>
      )}

      {awaitingPayment && (
        <Alert color="orange" title={t("checkout.paymentPending")} data-testid="series-awaiting-payment">
          <Text size="sm" mb="xs">
            {t("series.map.awaitingPayment")}
          </Text>
          <Anchor component={Link} to={localizedPath(lng, `/series/orders/${awaitingPayment.uuid}`)}>
            {t("series.order.checkout")}
          </Anchor>
        </Alert>
      )}

      {order && order.spaceIds.length > 0 && (
        <SeriesOrderPanel
          lng={lng}
          places={chosen}
          dateCount={order.dates.length}
          total={order.total}
          minutes={minutes}
          checkoutPath={localizedPath(lng, `/series/orders/${order.uuid}`)}
          busy={busy}
          onRemove={(spaceId) => void remove(spaceId)}
          onCancel={() => void cancel()}
        />
      )}

      <Text size="sm" c="dimmed">
        {t("series.map.instructions")}
      </Text>
      <Anchor href={`#${AFTER_MAP_ID}`} className={skipClasses.skipLink}>
        {t("seatMap.skipMap")}
      </Anchor>
      <div aria-busy={busy}>
        {loaded?.svg && plan ? (
          <PlanMap
            svg={loaded.svg}
            label={plan.name}
            styles={plan.styles}
            spaces={spaces}
            states={SPACE_STATES}
            onActivate={activate}
            describe={describe}
            className={levelClasses.priced}
          />
        ) : (
          <Alert color="orange">{t("seatMap.mapUnavailable")}</Alert>
        )}
      </div>
      <SeatMapLegend
        lng={lng}
        levels={levels.levels}
        hasWheelchairPlaces={spaces.some((space) => space.accessible)}
        hasAreas={spaces.some((space) => space.total > 1)}
      />
      <div id={AFTER_MAP_ID} tabIndex={-1}>
        <Button variant="subtle" aria-expanded={listOpen} onClick={() => setListOpen((open) => !open)}>
          {t("seatMap.chooseFromList")}
        </Button>
        {showList && <SpaceList spaces={listed} onActivate={activate} yoursAction="remove" />}
      </div>
    </Stack>
  );
}
