import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { SettingsDocument } from "../../generated/graphql";

/** At most one settings read per this long, however often the visitor switches tabs. */
export const SETTINGS_REFRESH_MIN_MS = 30_000;

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
  useEffect(() => {
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== "visible") return;
      const now = Date.now();
      if (now - last < minIntervalMs) return;
      last = now;
      void client.query({ query: SettingsDocument, fetchPolicy: "network-only", context: { skipErrorToast: true } }).catch(() => undefined);
    };
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [client, minIntervalMs]);
}
