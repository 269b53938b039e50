import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { SettingsDocument } from "../../generated/graphql";
import { onTabReturn, SETTINGS_REFRESH_MIN_MS } from "./tabReturn";

export { SETTINGS_REFRESH_MIN_MS } from "./tabReturn";

/**
 * Keeps an open tab's theme (and the other settings the shell shows: site name, footer) current when an
 * administrator changes them (issue 34, item 12): the settings are read again when the tab comes back into
 * view or the window regains focus, at most once per SETTINGS_REFRESH_MIN_MS; the answer lands in the cache,
 * which AppThemeProvider watches.
 *
 * Why not push it: the only WebSocket channel is the seat map's occupancy subscription, opened lazily on
 * that page alone. Pushing settings would keep a socket open on every customer tab (and need a cross-process
 * broadcast) for a change made a few times a year. Nor a timer: a background tab would poll for nothing. A tab
 * is seen again before its colours matter, so reading on return is the simplest thing that is always right.
 */
export function useSettingsRefresh(minIntervalMs = SETTINGS_REFRESH_MIN_MS): void {
  const client = useApolloClient();
  useEffect(
    () =>
      onTabReturn(() => {
        void client
          .query({ query: SettingsDocument, fetchPolicy: "network-only", context: { skipErrorToast: true } })
          .catch(() => undefined);
      }, minIntervalMs),
    [client, minIntervalMs],
  );
}
