import { useMemo } from "react";
import { useBookingFilterAdminEventsQuery, useBookingFilterPublicEventsQuery } from "../../../../generated/admin";
import { hasPermission, useAuthUser } from "../../../../shared/auth/auth";

export interface FilterOccasion {
  id: string;
  name: string;
  title?: string | null;
  startTime: string;
}

export interface FilterEvent {
  id: string;
  name: string;
  occasions: readonly FilterOccasion[];
}

/**
 * The events and occasions the overview filters by: every one (adminEvents) for events administrators,
 * the published ones for the rest of the box office, who may not read adminEvents.
 */
export interface OccasionPlace {
  eventId?: string;
  eventName?: string;
  occasion?: FilterOccasion;
}

export function useBookingFilterEvents(): { events: readonly FilterEvent[]; occasionOf: (occasionId: string) => OccasionPlace } {
  const canSeeAll = hasPermission(useAuthUser(), "administer_events");
  const all = useBookingFilterAdminEventsQuery({ skip: !canSeeAll, fetchPolicy: "cache-and-network" });
  const published = useBookingFilterPublicEventsQuery({ skip: canSeeAll, fetchPolicy: "cache-first" });
  const loaded = canSeeAll ? all.data?.adminEvents : published.data?.events;
  return useMemo(() => {
    const events = loaded ?? [];
    const places = new Map<string, OccasionPlace>(
      events.flatMap((event) =>
        event.occasions.map((occasion) => [occasion.id, { eventId: event.id, eventName: event.name, occasion }] as const),
      ),
    );
    return { events, occasionOf: (occasionId: string) => places.get(occasionId) ?? {} };
  }, [loaded]);
}
