import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  OccasionAdminTicketsDocument,
  useOccasionAdminOccupancySubscription,
  useOccasionAdminOverviewQuery,
  useOccasionAdminTicketsQuery,
} from "../../../../generated/admin";
import { applyOccupancyUpdate } from "../../../../shared/booking/occupancyCache";
import { sameOccupancy } from "../spaceHolders";
import { throttle } from "../throttle";

/** Live updates come a few per second at most; the tickets are asked again at most once a second. */
const REFETCH_INTERVAL_MS = 1000;
/** Without the live feed (an unpublished occasion, a lost connection), data as fresh as SPEC section 9's 10 s. */
const FALLBACK_POLL_MS = 10_000;

/**
 * The occasion with its occupancy and, for administer_bookings, its tickets, kept live: the occupancy
 * subscription writes into the cached occasion (as on the public map) and asks for the tickets again,
 * throttled. The feed is public: for an occasion it refuses, both are polled instead.
 */
export function useLiveOccasion(occasionId: string, withTickets: boolean) {
  const client = useApolloClient();
  const [feedDown, setFeedDown] = useState(false);
  const pollInterval = feedDown ? FALLBACK_POLL_MS : 0;
  const overview = useOccasionAdminOverviewQuery({ variables: { id: occasionId }, pollInterval });
  const tickets = useOccasionAdminTicketsQuery({ variables: { occasionId }, skip: !withTickets, pollInterval });

  const refetchTickets = useMemo(
    () =>
      throttle(() => {
        void client.refetchQueries({ include: [OccasionAdminTicketsDocument] });
      }, REFETCH_INTERVAL_MS),
    [client],
  );
  useEffect(() => () => refetchTickets.cancel(), [refetchTickets]);

  const occupancy = useRef(overview.data?.adminOccasion.occupancy);
  occupancy.current = overview.data?.adminOccasion.occupancy;
  const firstUpdate = useRef(true);

  useOccasionAdminOccupancySubscription({
    variables: { occasionId },
    context: { skipErrorToast: true },
    fetchPolicy: "no-cache",
    ignoreResults: true,
    onData: ({ data: result }) => {
      const update = result.data?.occupancyChanged;
      if (!update) return;
      // The first message is the occupancy when subscribing: the tickets loaded with the page are current
      // unless it differs. Later messages also report changes that keep the counts (a payment settled).
      const first = firstUpdate.current;
      firstUpdate.current = false;
      const changed = !first || !sameOccupancy(occupancy.current ?? [], update.occupancy);
      applyOccupancyUpdate(client.cache, update);
      setFeedDown(false);
      if (changed && withTickets) refetchTickets();
    },
    onError: () => setFeedDown(true),
  });

  return {
    occasion: overview.data?.adminOccasion,
    tickets: tickets.data?.occasionTickets,
    ticketsLoading: tickets.loading,
    live: !feedDown,
  };
}
