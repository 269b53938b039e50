/** At most one settings read per this long, however often the visitor switches tabs. */
export const SETTINGS_REFRESH_MIN_MS = 30_000;

/**
 * Calls `read` when the tab comes back into view or the window regains focus, at most once per `minIntervalMs` (the
 * first time that long after subscribing); returns the unsubscribe. The application's (useSettingsRefresh) and the
 * server-rendered pages' (light/LightApp) settings reads, so an open tab picks up an administrator's new theme.
 */
export function onTabReturn(read: () => void, minIntervalMs: number): () => void {
  let last = Date.now();
  const refresh = () => {
    if (document.visibilityState !== "visible") return;
    const now = Date.now();
    if (now - last < minIntervalMs) return;
    last = now;
    read();
  };
  document.addEventListener("visibilitychange", refresh);
  window.addEventListener("focus", refresh);
  return () => {
    document.removeEventListener("visibilitychange", refresh);
    window.removeEventListener("focus", refresh);
  };
}
