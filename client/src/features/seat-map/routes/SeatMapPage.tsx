import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import skipClasses from "../../../shared/ui/SkipLink.module.css";
import { useApolloClient } from "@apollo/client/react";
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../shared/toast/toast";
import { Link, useLoaderData, useParams } from "react-router";
import { localizedPath } from "../../../shared/routing/paths";
import {
  OccasionDocument,
  useOccasionOccupancyQuery,
  useSeatMapOccasionQuery,
  useOccupancyChangedSubscription,
  useSpaceTypesQuery,
} from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime, saleState, startSection } from "@seatbooking/core";
import { PlanMap, type MapSection, type MapSpace } from "../../../shared/plan/PlanMap";
import pageClasses from "./SeatMapPage.module.css";
import { BestAvailableForm } from "../components/BestAvailableForm";
import { JoinWaitingListForm } from "../../waiting-list/components/JoinWaitingListForm";
import { SeatMapLegend } from "../components/SeatMapLegend";
import { PresaleCodeForm } from "../components/PresaleCodeForm";
import { SpaceCard } from "../components/SpaceCard";
import { SpaceList } from "../components/SpaceList";
import levelClasses from "../components/priceLevels.module.css";
import { levelOf, priceLevels } from "../priceLevels";
import { pricesForZone } from "../../../shared/booking/zonePrices";
import { AccessibleNeedDialog, CompanionsDialog, TicketsDialog, useOpenedOnce } from "../components/lazyDialogs";
import type { CompanionSeat } from "../components/CompanionsDialog";
import { SPACE_STATES, spaceStatus, type SpaceState } from "@seatbooking/core";
import { formatSpaceLabel, naturalOrder, spaceTitle, ticketsPerSpace } from "../spaceState";
import { formatCents } from "../../../shared/i18n/money";
import { useDraftSession } from "../useDraftSession";
import { usePickSpace } from "../usePickSpace";
import { isCodeRefusal } from "../pickErrors";
import { useWaitingRoom } from "../useWaitingRoom";
import { WaitingRoom } from "../components/WaitingRoom";
import type { SeatMapLoaderData } from "./seatMapLoader";
import { followOccupancyChanges } from "../../../shared/booking/occupancyCache";
import { useOccupancyState, type OccupancyEntry } from "../../../shared/booking/occupancyStore";
import { releaseBootPage, takeBootDrawing, takeBootPicks } from "../../../shared/plan/bootMap";
import { usePlanSpaces } from "../../../shared/plan/planSpaces";

/** A space as the map and the list show it. */
interface ListedSpace extends MapSpace<SpaceState> {
  maxTickets: number;
  /** Its price zone (null: the plan's default zone). */
  priceZoneId: string | null;
  typeName: string;
  /** The place as people read it, without its availability ('Row 1, seat 6'). */
  title: string;
  accessible: boolean;
  /** Kept for wheelchair users now (issue 20): a wheelchair place or its companion seat, held back. */
  heldBack: boolean;
  /** Held back for a code (a presale, issue 38): chosen only with one. */
  presale: boolean;
  remaining: number;
  total: number;
}

/** A place's listing and the occupancy entry and count of the visitor's tickets it was made from. */
interface ListingOf {
  entry: OccupancyEntry | undefined;
  mine: number;
  listed: ListedSpace;
}

const SALE_TICK_MS = 30_000;

/** The current time, refreshed now and then (a sale window may open or close while the map is open). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SALE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const AFTER_MAP_ID = "after-plan-map";
/** Longer than browsers' double-click interval (about 500 ms): a repeat click later than this is a new choice. */
const DOUBLE_CLICK_MS = 1000;

/**
 * /occasions/:occasionId: the plan map (and a list alternative) for picking spaces, or, while a waiting room stands in
 * front of the date's sale and this browser has not taken its admission, the waiting room in its place (issue 39).
 */
export function SeatMapPage() {
  const { occasionId = "" } = useParams();
  const loaded = useLoaderData() as SeatMapLoaderData | undefined;
  const room = useWaitingRoom(occasionId);
  const occasion = useSeatMapOccasionQuery({ variables: { id: occasionId } }).data?.occasion;
  // A cancelled date, or one whose sale has ended, has nothing to wait for: the map says so.
  const reason = occasion ? saleState(occasion, Date.now()) : null;
  const over = reason?.onSale === false && (reason.reason === "cancelled" || reason.reason === "ended");
  // Neither the map nor the room before the standing is known (the map's feeds would start only to stop again).
  if (!room.settled) return null;
  if (room.shown && !over) return <WaitingRoom key={occasionId} occasionId={occasionId} room={room} timeZone={loaded?.timeZone} />;
  return <SeatMapView />;
}

/** The plan map (and a list alternative) for picking spaces. */
function SeatMapView() {
  const { t } = useTranslation();
  const lng = useLng();
  const client = useApolloClient();
  const { occasionId = "" } = useParams();
  const loaded = useLoaderData() as SeatMapLoaderData | undefined;
  const { data } = useSeatMapOccasionQuery({ variables: { id: occasionId } });
  const occasion = data?.occasion;
  // The plan's places, held past Apollo's normalized cache (the loader loads them).
  const planData = usePlanSpaces(occasion?.plan.id, lng);
  // Each place with its section's name in the visitor's language (what `{section}` says when the plan named it).
  const planSpaces = useMemo(() => {
    if (!planData) return undefined;
    const names = new Map(planData.sections.flatMap((section) => (section.name ? [[section.code, section.name] as const] : [])));
    return planData.spaces.map((space) => ({ ...space, sectionName: space.section ? (names.get(space.section) ?? null) : null }));
  }, [planData]);
  const spaceTypes = useSpaceTypesQuery().data?.spaceTypes;
  const { draft, minutes, discard, settled: draftSettled } = useDraftSession(occasionId, lng);
  const { pick, pending } = usePickSpace(occasionId);
  const [listOpen, setListOpen] = useState(false);
  const [dialogSpaceId, setDialogSpaceId] = useState<string | null>(null);
  /** The party size best available last found no seats for: a party larger than the places free is offered the waiting list. */
  const [party, setParty] = useState<number | null>(null);
  // Accessible seating: the held-back wheelchair place the buyer is asked about, and the place whose companions are offered.
  const [needSpaceId, setNeedSpaceId] = useState<string | null>(null);
  const [companionsFor, setCompanionsFor] = useState<string | null>(null);
  // A presale: the code the visitor gave, and the place held back for a code they chose before giving one.
  const [presaleCode, setPresaleCode] = useState<string | null>(null);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const presaleIds = useMemo(() => new Set(occasion?.presaleSpaceIds ?? []), [occasion?.presaleSpaceIds]);
  const now = useMinuteClock();
  const sale = occasion ? saleState(occasion, now) : null;
  const onSale = sale?.onSale ?? false;
  // A cancelled date offers nothing: no count of places, no map or list to pick from, no best available.
  const cancelled = sale?.onSale === false && sale.reason === "cancelled";
  const timeZone = loaded?.timeZone;
  // Held back until a time before the show; past it they are on general sale (the server's release follows).
  const heldUntil = occasion?.accessibleHeldUntil && Date.parse(occasion.accessibleHeldUntil) > now ? occasion.accessibleHeldUntil : null;
  const heldUntilText = heldUntil ? `${formatZonedDate(heldUntil, timeZone)} ${formatZonedTime(heldUntil, timeZone)}` : "";

  // Live occupancy, only what changed since the previous update, into the occupancy store, which the map reads, and
  // the availability into the occasion's cache entry: neither the subscription's result nor the list goes through
  // the normalized cache, which re-read every place of the occasion on each update (most of a second at 20,000).
  const followChanges = useMemo(() => followOccupancyChanges(client.cache), [client, occasionId]);
  useOccupancyChangedSubscription({
    variables: { occasionId },
    context: { skipErrorToast: true },
    fetchPolicy: "no-cache",
    onData: ({ data: update }) => {
      const changed = update.data?.occupancyChanged;
      if (changed) followChanges(changed);
    },
  });
  // Every answer (the loader's, each refetch's) and update of the occasion's occupancy goes into the store through
  // the order link; asked for here only when the store has none of it (its answer then is in the store too).
  const stored = useOccupancyState(occasion?.id ?? occasionId);
  const answer = useOccasionOccupancyQuery({ variables: { id: occasionId }, skip: stored !== undefined, fetchPolicy: "no-cache" });
  const askedList = stored ? undefined : answer.data?.occasion.occupancy;
  const asked = useMemo(
    (): ReadonlyMap<string, OccupancyEntry> | undefined =>
      askedList ? new Map(askedList.map((entry) => [entry.spaceId, entry])) : undefined,
    [askedList],
  );

  // Price levels of the zones the plan's places are in (none marked when every place costs the same).
  const levels = useMemo(
    () =>
      priceLevels(
        occasion?.prices ?? [],
        (planSpaces ?? []).map((space) => space.priceZoneId),
      ),
    [occasion?.prices, planSpaces],
  );

  // Wheelchair places' companion seats (linked in the plan editor), by place.
  const companionsOf = useMemo(() => {
    const accessibleTypes = new Set((spaceTypes ?? []).filter((type) => type.accessible).map((type) => type.id));
    const places = new Set(
      (planSpaces ?? []).filter((space) => space.spaceTypeId && accessibleTypes.has(space.spaceTypeId)).map((space) => space.id),
    );
    const result = new Map<string, string[]>([...places].map((id) => [id, []]));
    for (const space of planSpaces ?? [])
      if (space.companionOfId && places.has(space.companionOfId) && !places.has(space.id)) result.get(space.companionOfId)!.push(space.id);
    return result;
  }, [planSpaces, spaceTypes]);
  const companionIds = useMemo(() => new Set([...companionsOf.values()].flat()), [companionsOf]);

  /**
   * Each place's last listing and what it was made from: an occupancy update lists again only the places whose entry
   * (or count of the visitor's tickets) changed, and keeps the others' objects, which the map then skips.
   */
  const listing = useRef<{ shared: readonly unknown[]; bySpace: Map<string, ListingOf>; spaces: ListedSpace[] } | null>(null);
  const spaceLabelMask = occasion?.plan.spaceLabelMask;
  const spaces = useMemo(() => {
    // The store's map changes in place: `stored` (a new object per change) is what says it changed.
    const occupancy = stored?.bySpace ?? asked;
    if (!occupancy || spaceLabelMask === undefined || !planSpaces) {
      listing.current = null;
      return [];
    }
    const shared = [
      spaceLabelMask,
      planSpaces,
      spaceTypes,
      levels,
      t,
      heldUntil,
      heldUntilText,
      companionsOf,
      companionIds,
      presaleIds,
      presaleCode,
    ];
    const last = listing.current?.shared.every((value, index) => value === shared[index]) ? listing.current : null;
    const bySpace = last?.bySpace ?? new Map<string, ListingOf>();
    let changed = !last || last.spaces.length !== planSpaces.length;
    const mine = ticketsPerSpace(draft?.tickets ?? []);
    const types = new Map((spaceTypes ?? []).map((type) => [type.id, type]));
    const heldBackText = heldUntil ? `, ${t("seatMap.accessible.reservedUntil", { until: heldUntilText })}` : "";
    const presaleText = `, ${t("seatMap.presale.place")}`;
    // One translation per distinct remaining/total, not one per space.
    const texts = new Map<string, string>();
    const next = planSpaces.map((planSpace, index): ListedSpace => {
      const entry = occupancy.get(planSpace.id);
      const mineCount = mine.get(planSpace.id) ?? 0;
      const before = bySpace.get(planSpace.id);
      if (before && before.entry === entry && before.mine === mineCount) {
        if (last?.spaces[index] !== before.listed) changed = true;
        return before.listed;
      }
      changed = true;
      // The occasion's capacity of the place (its occupancy row): the plan's may have changed since.
      const space = {
        ...planSpace,
        spaceType: planSpace.spaceTypeId ? types.get(planSpace.spaceTypeId) : undefined,
        maxTickets: entry?.maxTickets ?? 1,
      };
      const status = spaceStatus(space, entry, mineCount);
      const key = `${status.remaining}/${status.total}`;
      let availability = texts.get(key);
      if (availability === undefined)
        texts.set(key, (availability = t("seatMap.availability", { remaining: status.remaining, total: status.total })));
      const label = formatSpaceLabel(spaceLabelMask, space, status, availability);
      const stateText = status.state === "yours" ? `, ${t("seatMap.state.yours")}` : "";
      // A wheelchair place says so, whatever its name (its space type is marked accessible).
      const accessibleText = space.spaceType?.accessible ? `, ${t("seatMap.accessiblePlace")}` : "";
      const heldBack = heldUntil !== null && (companionsOf.has(space.id) || companionIds.has(space.id));
      const presale = presaleIds.has(space.id) && status.state !== "yours";
      const listed: ListedSpace = {
        id: space.id,
        name: space.name,
        maxTickets: space.maxTickets,
        priceZoneId: space.priceZoneId ?? null,
        typeName: space.spaceType?.name ?? "",
        title: spaceTitle(spaceLabelMask, space, status),
        accessible: space.spaceType?.accessible ?? false,
        heldBack,
        presale,
        // Not to be chosen without a code: drawn faded (and said so) until the visitor gives one.
        disabled: presale && presaleCode === null,
        priceLevel: levelOf(levels, space.priceZoneId),
        // The arrow keys move along its row and between its section's rows.
        section: space.section ?? null,
        row: space.row ?? null,
        state: status.state,
        remaining: status.remaining,
        total: status.total,
        label: `${label}${accessibleText}${heldBack && status.state !== "yours" ? heldBackText : ""}${presale ? presaleText : ""}${stateText}`,
      };
      bySpace.set(space.id, { entry, mine: mineCount, listed });
      return listed;
    });
    // Nothing changed: the same array, so the map and the lists below do nothing either.
    if (last && !changed) return last.spaces;
    listing.current = { shared, bySpace, spaces: next };
    return next;
  }, [
    stored,
    asked,
    spaceLabelMask,
    planSpaces,
    spaceTypes,
    draft,
    levels,
    t,
    heldUntil,
    heldUntilText,
    companionsOf,
    companionIds,
    presaleIds,
    presaleCode,
  ]);

  // A place's newest listing by id, from the listing's own index: not a new map of every place on each live update.
  // The newest even for a callback of an earlier render (adding companion seats one after the other).
  const spaceById = useCallback(
    (spaceId: string): ListedSpace | undefined => (spaces.length > 0 ? listing.current?.bySpace.get(spaceId)?.listed : undefined),
    [spaces],
  );
  // The list in the plan's order as people read it (row 2 before row 10), not the names' character order.
  // Sorted only while the list is shown: not on every live update of a 2,000-place map.
  const showList = listOpen || !loaded?.svg;
  const listed = useMemo(() => (showList ? [...spaces].sort(naturalOrder(lng)) : []), [showList, spaces, lng]);
  const prices = occasion?.prices;
  // One card, for the place hovered, focused or tapped (never one per place: 2,000 of them on a concert hall).
  const describe = useCallback(
    (spaceId: string) => {
      const space = spaceById(spaceId);
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

  // The plan's sections, for a phone to zoom to with one tap; a section of one place is called by its label.
  const sections = useMemo((): MapSection[] => {
    const bySection = new Map<string, Array<{ name: string; label: string }>>();
    const sectionNames = new Map<string, string>();
    for (const space of planSpaces ?? []) {
      if (!space.section) continue;
      if (space.sectionName) sectionNames.set(space.section, space.sectionName);
      const members = bySection.get(space.section) ?? [];
      members.push({ name: space.name, label: space.label });
      bySection.set(space.section, members);
    }
    const natural = new Intl.Collator(lng, { numeric: true });
    return [...bySection.entries()]
      .sort(([a], [b]) => natural.compare(a, b))
      .map(([section, members]) => ({
        id: section,
        label: members.length === 1 ? members[0]!.label : (sectionNames.get(section) ?? t("seatMap.sections.section", { name: section })),
        names: members.map((member) => member.name),
      }));
  }, [planSpaces, lng, t]);

  // The section a phone's map opens on (the one with the most places free), chosen once from the first occupancy known.
  const firstStart = useRef<string | null | undefined>(undefined);
  if (firstStart.current === undefined && planSpaces && spaces.length === planSpaces.length && spaces.length > 0)
    firstStart.current = startSection(
      sections.map((section) => section.id),
      planSpaces.map((space, index) => ({ section: space.section ?? null, remaining: spaces[index]!.remaining })),
    );
  const mapStartSection = firstStart.current ?? null;

  // Best available needs numbered seats (a row and a seat number); sections with none are not offered.
  const seatSections = useMemo(() => {
    const numbered = new Set((planSpaces ?? []).filter((space) => space.row && space.seat && space.section).map((space) => space.section));
    return sections.filter((section) => numbered.has(section.id));
  }, [planSpaces, sections]);
  const hasNumberedSeats = useMemo(() => (planSpaces ?? []).some((space) => space.row && space.seat), [planSpaces]);

  // A code the server refused is dropped: the visitor gives another (the toast said why).
  const presaleRefused = useCallback((error: unknown) => {
    if (isCodeRefusal(error)) setPresaleCode(null);
  }, []);
  const applyPresaleCode = useCallback(
    (code: string) => {
      setPresaleCode(code);
      const waiting = codeFor ? spaceById(codeFor) : undefined;
      setCodeFor(null);
      if (waiting && waiting.presale && onSale) void pick(waiting, { presaleCode: code, onRefused: presaleRefused });
    },
    [codeFor, spaceById, onSale, pick, presaleRefused],
  );

  /** The place the last click chose, and when (a double-click's second click on it is not a second choice). */
  const lastChosen = useRef<{ spaceId: string; at: number } | null>(null);
  const activate = useCallback(
    (spaceId: string, how?: { repeatClick: boolean }) => {
      // The second click of a double-click on the place the first click chose repeats it: it neither holds the
      // place again nor opens its tickets dialog. On a busy machine the first hold can be answered before this page
      // has re-rendered, so the state seen here may still say "free". A second tap after a first one that only
      // zoomed the map (a phone, a small place) chose nothing yet, and chooses.
      const last = lastChosen.current;
      if (how?.repeatClick && last?.spaceId === spaceId && Date.now() - last.at < DOUBLE_CLICK_MS) return;
      const space = spaceById(spaceId);
      if (!space) return;
      if (space.state === "yours") {
        setDialogSpaceId(space.id);
        return;
      }
      if (!onSale) return;
      // Someone else took it (perhaps a moment ago, seen through the live feed): say so, as the server would.
      if (space.state === "full") {
        toast.error(t("seatMap.errors.occupied"));
        return;
      }
      lastChosen.current = { spaceId: space.id, at: Date.now() };
      // A place held back for a code: held with the code the visitor gave, else they are asked for one first.
      if (space.presale) {
        if (presaleCode) void pick(space, { presaleCode, onRefused: presaleRefused });
        else setCodeFor(space.id);
        return;
      }
      // A wheelchair place kept for wheelchair users: the buyer says they need it first.
      if (space.accessible && space.heldBack) {
        setNeedSpaceId(space.id);
        return;
      }
      // A wheelchair place offers its companion seats once it is held.
      void pick(space).then((held) => {
        if (held && companionsOf.has(space.id)) setCompanionsFor(space.id);
      });
    },
    [spaceById, onSale, pick, t, companionsOf, presaleCode, presaleRefused],
  );

  // The map the server drew into the page gives way once this page shows the occasion (its own map decorated in
  // the same commit); the places clicked on it meanwhile are chosen once the visitor's draft is known (a place of
  // theirs opens its tickets instead of being refused as taken), each as if clicked here.
  useLayoutEffect(() => {
    if (occasion) releaseBootPage();
  }, [occasion]);
  // The server's drawing of this occasion, which the map takes over (in the same commit, before the page goes).
  const bootDrawing = useMemo(() => takeBootDrawing(occasionId), [occasionId]);
  const bootPicksReplayed = useRef(false);
  useEffect(() => {
    if (bootPicksReplayed.current || spaces.length === 0 || !draftSettled) return;
    bootPicksReplayed.current = true;
    for (const spaceId of takeBootPicks(occasionId)) activate(spaceId);
  }, [spaces, activate, occasionId, draftSettled]);

  const needSpace = (needSpaceId && spaceById(needSpaceId)) || null;
  const companionsPlace = (companionsFor && spaceById(companionsFor)) || null;
  const companionSeats: CompanionSeat[] = (companionsFor ? (companionsOf.get(companionsFor) ?? []) : [])
    .map((id) => spaceById(id))
    .filter((space): space is ListedSpace => space !== undefined)
    .sort(naturalOrder(lng))
    .filter((space) => space.state !== "yours")
    .map((space) => ({ id: space.id, title: space.title, free: space.remaining > 0 }));
  const needDialogMounted = useOpenedOnce(needSpace !== null);
  const companionsDialogMounted = useOpenedOnce(companionsPlace !== null);
  const ticketsDialogMounted = useOpenedOnce(dialogSpaceId !== null);

  if (!occasion) return null;
  const dialogSpace = (dialogSpaceId && spaceById(dialogSpaceId)) || null;
  const ticketCount = draft?.tickets.length ?? 0;
  // The places of the draft in their natural order (row 2 before row 10): each reopens its tickets dialog from the bar.
  const chosen = [...new Set((draft?.tickets ?? []).map((ticket) => ticket.spaceId))]
    .map((spaceId) => spaceById(spaceId))
    .filter((space): space is ListedSpace => space !== undefined)
    .sort(naturalOrder(lng));
  // What the draft costs so far, add-ons included (each ticket's total).
  const runningTotal = (draft?.tickets ?? []).reduce((sum, ticket) => sum + ticket.total, 0);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{occasion.event.name}</Title>
        <Text>
          <time dateTime={occasion.startTime}>
            {formatZonedDate(occasion.startTime, timeZone)} {formatZonedTime(occasion.startTime, timeZone)}
          </time>
          {occasion.title ? ` · ${occasion.title}` : ""}
        </Text>
        {!cancelled && (
          <Text size="sm" c="dimmed">
            {t("occasions.availability", occasion.availability)}
          </Text>
        )}
      </Stack>

      {sale && !sale.onSale && (
        <Alert
          color={sale.reason === "cancelled" ? "red" : "gray"}
          title={t(sale.reason === "cancelled" ? "occasions.cancelled" : "occasions.notBookable")}
          data-testid="not-on-sale"
        >
          {sale.reason === "cancelled"
            ? t("seatMap.cancelled")
            : sale.reason === "notYet"
              ? t("seatMap.onSaleFrom", { date: `${formatZonedDate(sale.opens, timeZone)} ${formatZonedTime(sale.opens, timeZone)}` })
              : sale.reason === "ended"
                ? t("seatMap.salesEnded")
                : t("seatMap.notOnSale")}
        </Alert>
      )}

      {/* The row keeps its height when empty: the map below must not move under the visitor's next click
          when the first pick creates the draft. It stays at the top of the screen while the page scrolls, so
          the chosen places and the checkout are in reach from anywhere on a zoomed map. */}
      <Group gap="sm" mih={36} className={ticketCount > 0 ? pageClasses.draftBar : undefined} data-testid="draft-bar">
        {draft && ticketCount > 0 && (
          <>
            <Group gap="sm" role="status" data-testid="draft-status">
              <Badge size="lg" variant="light">
                {t("seatMap.tickets", { count: ticketCount })}
              </Badge>
              <Text fw={600} data-testid="draft-total">
                {t("seatMap.runningTotal", { amount: formatCents(runningTotal, lng) })}
              </Text>
              {minutes !== null && <Text fw={600}>{t("seatMap.minutesRemaining", { count: minutes })}</Text>}
            </Group>
            <Group gap={6} component="ul" className={pageClasses.chosen} aria-label={t("seatMap.chosen")}>
              {chosen.map((space) => (
                <li key={space.id}>
                  <Button size="compact-sm" variant="outline" onClick={() => setDialogSpaceId(space.id)}>
                    {space.title}
                  </Button>
                </li>
              ))}
            </Group>
            <Button component={Link} to={localizedPath(lng, `/occasions/${occasionId}/checkout`)}>
              {t("seatMap.checkout")}
            </Button>
          </>
        )}
      </Group>

      {onSale && presaleIds.size > 0 && (
        <PresaleCodeForm
          code={presaleCode}
          waitingFor={codeFor ? (spaceById(codeFor)?.title ?? null) : null}
          onApply={applyPresaleCode}
          onClear={() => setPresaleCode(null)}
        />
      )}

      {onSale && hasNumberedSeats && occasion.availability.remaining > 0 && (
        <BestAvailableForm occasionId={occasionId} sections={seatSections} onTooFew={setParty} />
      )}

      {/* Sold out, or fewer places free than a party asked for (and none of it is this visitor's): they may wait for
          places to free up (issue 20), the party's size carried over. */}
      {onSale &&
        ticketCount === 0 &&
        (occasion.availability.remaining === 0 || (party !== null && party > occasion.availability.remaining)) && (
          <JoinWaitingListForm occasionId={occasionId} partySize={party ?? undefined} soldOut={occasion.availability.remaining === 0} />
        )}

      {!cancelled && (
        <>
          <Text size="sm" c="dimmed">
            {t("seatMap.instructions")}
          </Text>

          {/* Past the map's sections, zoom and places (one tab stop) to the list and what follows. */}
          <Anchor href={`#${AFTER_MAP_ID}`} className={skipClasses.skipLink}>
            {t("seatMap.skipMap")}
          </Anchor>
          <div aria-busy={pending} className={pageClasses.map}>
            {loaded?.svg ? (
              <PlanMap
                svg={loaded.svg}
                drawing={bootDrawing}
                label={occasion.plan.name}
                styles={occasion.plan.styles}
                spaces={spaces}
                states={SPACE_STATES}
                onActivate={activate}
                describe={describe}
                className={levelClasses.priced}
                sections={sections}
                startSection={mapStartSection}
              />
            ) : (
              <Alert color="orange">{t("seatMap.mapUnavailable")}</Alert>
            )}
          </div>

          <SeatMapLegend
            lng={lng}
            levels={levels.levels}
            hasWheelchairPlaces={spaces.some((space) => space.accessible)}
            heldBackUntil={heldUntil && companionsOf.size > 0 ? heldUntilText : undefined}
            hasPresale={presaleIds.size > 0}
            hasAreas={spaces.some((space) => space.total > 1)}
          />

          <div id={AFTER_MAP_ID} tabIndex={-1}>
            <Button variant="subtle" aria-expanded={listOpen} onClick={() => setListOpen((open) => !open)}>
              {t("seatMap.chooseFromList")}
            </Button>
            {showList && <SpaceList spaces={listed} onActivate={activate} />}
          </div>
        </>
      )}

      {/* The dialogs' code loads when one first opens (a moment, once); nothing shows meanwhile. */}
      <Suspense fallback={null}>
        {needDialogMounted && (
          <AccessibleNeedDialog
            place={needSpace}
            until={heldUntilText}
            onClose={() => setNeedSpaceId(null)}
            onConfirm={() => {
              const place = needSpace;
              setNeedSpaceId(null);
              if (!place) return;
              void pick(place, { accessibilityNeed: true }).then((held) => {
                if (held) setCompanionsFor(place.id);
              });
            }}
          />
        )}
        {companionsDialogMounted && (
          <CompanionsDialog
            place={companionsPlace}
            companions={companionSeats}
            onClose={() => setCompanionsFor(null)}
            onAdd={async (seats) => {
              // One after the other: the first creates nothing new (the draft exists), each refusal is its own toast.
              for (const seat of seats) {
                const space = spaceById(seat.id);
                if (space) await pick(space);
              }
            }}
          />
        )}

        {draft && ticketsDialogMounted && (
          <TicketsDialog
            opened={dialogSpace !== null}
            onClose={() => setDialogSpaceId(null)}
            lng={lng}
            occasionId={occasionId}
            space={dialogSpace}
            draft={draft}
            prices={occasion.prices}
            // The addons the occasion's event offers (not every addon on sale).
            addons={occasion.event.addons}
            onAddTicket={dialogSpace && dialogSpace.total > 1 && dialogSpace.remaining > 0 && onSale ? () => pick(dialogSpace) : undefined}
            onDraftCancelled={(uuid) => {
              discard(uuid);
              void client
                .query({ query: OccasionDocument, variables: { id: occasionId }, fetchPolicy: "network-only" })
                .catch(() => undefined);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
