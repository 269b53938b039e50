import { useMemo } from "react";
import {
  useAdminBookingQuery,
  useBookingAdminOccasionQuery,
  useBookingFormSettingsQuery,
  useBookingNamesQuery,
  useBookingPublicOccasionQuery,
} from "../../../../generated/admin";
import { hasPermission, useAuthUser } from "../../../../shared/auth/auth";
import { bookingNames } from "../bookingLookups";

/**
 * A booking with what its pages show around it: its occasion (spaces, occupancy, prices; every occasion for
 * events administrators, the published ones otherwise: adminOccasion needs administer_events), the names of
 * ticket types and addons, and the settings. The route's loader has already put the booking in the cache.
 */
export function useBookingContext(bookingId: string) {
  const bookingQuery = useAdminBookingQuery({ variables: { id: bookingId }, fetchPolicy: "cache-first" });
  const booking = bookingQuery.data?.booking;
  const occasionId = booking?.occasionId ?? "";
  const canSeeAll = hasPermission(useAuthUser(), "administer_events");
  const adminOccasion = useBookingAdminOccasionQuery({ variables: { id: occasionId }, skip: !occasionId || !canSeeAll });
  const publicOccasion = useBookingPublicOccasionQuery({
    variables: { id: occasionId },
    skip: !occasionId || canSeeAll,
    // An unpublished occasion is not found for the public query: the page shows ids instead of names.
    context: { skipErrorToast: true },
  });
  const occasion = canSeeAll ? adminOccasion.data?.adminOccasion : publicOccasion.data?.occasion;
  // Read again on every visit: a ticket type, place type or addon created or renamed in the catalogue since shows.
  const { data: namesData } = useBookingNamesQuery({ fetchPolicy: "cache-and-network" });
  const { data: settingsData } = useBookingFormSettingsQuery({ fetchPolicy: "cache-first" });
  const names = useMemo(
    () => bookingNames(occasion, namesData?.ticketTypes, namesData?.addons, namesData?.spaceTypes),
    [occasion, namesData],
  );
  const refetchOccasion = canSeeAll ? adminOccasion.refetch : publicOccasion.refetch;
  return {
    booking,
    occasion,
    names,
    settings: settingsData?.settings,
    reload: async () => {
      await Promise.all([bookingQuery.refetch(), occasionId ? refetchOccasion() : null]);
    },
    refetchOccasion: () => (occasionId ? refetchOccasion() : undefined),
  };
}

export type BookingContext = ReturnType<typeof useBookingContext>;
