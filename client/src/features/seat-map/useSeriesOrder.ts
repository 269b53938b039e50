import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  SeriesOccupancyDocument,
  SeriesOrderDocument,
  useCancelSeriesOrderMutation,
  useHoldSeriesMutation,
  useRemoveSeriesPlaceMutation,
  useSeriesOccupancyChangedSubscription,
  useSeriesOrderQuery,
  type OccupancyFieldsFragment,
  type SeriesOccupancyQuery,
  type SeriesOrderFieldsFragment,
} from "../../generated/graphql";
import { minutesRemaining } from "../../shared/booking/draftStore";
import { clearSeriesOrderUuid, storeSeriesOrderUuid, useSeriesOrderUuid } from "../../shared/booking/seriesOrderStore";
import { ErrorCode, hasErrorCode } from "../../shared/errors/errorCodes";
import { errorMessages } from "../../shared/errors/errorMessages";
import { i18n, translateStatus } from "../../shared/i18n/i18n";
import { toast } from "../../shared/toast/toast";

/*
 * A season ticket's map (issue 38): the places free on every date of the series, kept live, and the order this tab
 * builds on it.
 */

const TICK_MS = 5_000;

/** The order's hold lapsed or the order is gone: it is no longer this visitor's to add to. */
const orderGone = (failure: unknown) => hasErrorCode(failure, ErrorCode.NotFound) || hasErrorCode(failure, ErrorCode.DraftExpired);

function showFailure(failure: unknown): void {
  for (const message of errorMessages(failure, (status) => translateStatus(i18n, status))) toast.error(message);
}

/** The places free on every date of the series, from seriesOccupancy and then its live changes. */
export function useSeriesOccupancy(seriesId: string) {
  const client = useApolloClient();
  const [bySpace, setBySpace] = useState<ReadonlyMap<string, OccupancyFieldsFragment> | null>(null);
  const refetch = useCallback(async () => {
    const answer = await client
      .query<SeriesOccupancyQuery>({ query: SeriesOccupancyDocument, variables: { seriesId }, fetchPolicy: "no-cache" })
      .catch(() => null);
    const entries = answer?.data?.seriesOccupancy;
    if (entries) setBySpace(new Map(entries.map((entry) => [entry.spaceId, entry])));
  }, [client, seriesId]);
  useEffect(() => {
    void refetch();
  }, [refetch]);
  useSeriesOccupancyChangedSubscription({
    variables: { seriesId },
    context: { skipErrorToast: true },
    fetchPolicy: "no-cache",
    onData: ({ data: update }) => {
      const changed = update.data?.seriesOccupancyChanged;
      if (!changed) return;
      setBySpace((before) => {
        const next = new Map(changed.complete || !before ? [] : before);
        for (const entry of changed.changes) next.set(entry.spaceId, entry);
        return next;
      });
    },
  });
  return { bySpace, refetch };
}

/**
 * The season ticket order this tab is building, by the uuid stored for the series: held places are added (holdSeries,
 * all dates or none), removed and the order cancelled; a lapsed hold is forgotten.
 */
export function useSeriesOrder(seriesId: string, onChanged: () => void) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const uuid = useSeriesOrderUuid(seriesId);
  const { data, error } = useSeriesOrderQuery({
    variables: { uuid: uuid ?? "" },
    skip: !uuid,
    fetchPolicy: "cache-and-network",
    context: { skipErrorToast: true },
  });
  const [holdSeries] = useHoldSeriesMutation({ context: { skipErrorToast: true } });
  const [removePlace] = useRemoveSeriesPlaceMutation({ context: { skipErrorToast: true } });
  const [cancelOrder] = useCancelSeriesOrderMutation({ context: { skipErrorToast: true } });
  const [busy, setBusy] = useState(false);
  const current = uuid && data?.seriesOrder.uuid === uuid ? data.seriesOrder : null;
  const order = current?.status === "draft" ? current : null;
  /** The order checked out and waiting for its payment: finished at its checkout, not added to here. */
  const awaitingPayment = current?.status === "payment" ? current : null;

  // An order that cannot be read any more (lapsed and swept, or another browser's): forgotten.
  useEffect(() => {
    if (uuid && error && orderGone(error)) clearSeriesOrderUuid(seriesId, uuid);
  }, [uuid, error, seriesId]);

  const keep = useCallback(
    (next: SeriesOrderFieldsFragment) => {
      client.writeQuery({ query: SeriesOrderDocument, variables: { uuid: next.uuid }, data: { seriesOrder: next } });
      storeSeriesOrderUuid(seriesId, next.uuid);
    },
    [client, seriesId],
  );

  const forget = useCallback(
    (gone: string) => {
      clearSeriesOrderUuid(seriesId, gone);
      client.cache.evict({ fieldName: "seriesOrder", args: { uuid: gone } });
    },
    [client, seriesId],
  );

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const hold = (spaceId: string) =>
    run(async () => {
      const attempt = async (orderUuid: string | null) =>
        (await holdSeries({ variables: { seriesId, spaceIds: [spaceId], orderUuid } })).data?.holdSeries;
      let next;
      try {
        next = await attempt(order?.uuid ?? null);
      } catch (failure) {
        // The order lapsed meanwhile: the place starts a new one.
        if (!order || !orderGone(failure)) throw failure;
        forget(order.uuid);
        next = await attempt(null);
      }
      if (next) keep(next);
    });

  const remove = (spaceId: string) =>
    run(async () => {
      if (!order) return;
      const next = (await removePlace({ variables: { orderUuid: order.uuid, spaceId } })).data?.removeSeriesPlace;
      if (next) keep(next);
      else forget(order.uuid);
    });

  const cancel = () =>
    run(async () => {
      if (!order) return;
      await cancelOrder({ variables: { uuid: order.uuid } });
      forget(order.uuid);
      toast.info(t("series.order.cancelled"));
    });

  /** The hold lapsed while the page was open: the places were released. */
  const expire = useCallback(() => {
    if (!order) return;
    forget(order.uuid);
    void cancelOrder({ variables: { uuid: order.uuid } }).catch(() => undefined);
    toast.info(t("seatMap.expired"));
    onChanged();
  }, [order, forget, cancelOrder, t, onChanged]);

  return { order, awaitingPayment, busy, hold, remove, cancel, expire };
}

/** Minutes left until `expiresAt` (null without one), ticking; `onLapse` once when it lapses. */
export function useHoldMinutes(expiresAt: string | null | undefined, onLapse: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const expires = expiresAt ? Date.parse(expiresAt) : null;
  const lapsed = expires !== null && expires <= now;
  useEffect(() => {
    if (lapsed) onLapse();
  }, [lapsed, onLapse]);
  return expires === null ? null : minutesRemaining(expires, now);
}
