import { DEFAULT_TIME_ZONE } from "@seatbooking/core";
import { useSettingsQuery } from "../../../generated/graphql";

/** The venue's IANA zone (settings.timeZone, loaded at start): admin dates are typed and shown in it. */
export function useVenueTimeZone(): string {
  const { data } = useSettingsQuery({ fetchPolicy: "cache-first" });
  return data?.settings.timeZone || DEFAULT_TIME_ZONE;
}
