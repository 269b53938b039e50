import type { i18n as I18n } from "i18next";
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { I18nContext } from "react-i18next";
import { resourceRevision, subscribeResourceRevision } from "../../shared/i18n/resourceRevision";

/**
 * react-i18next's context, renewed whenever a server dictionary replaces the texts: every component that
 * translates re-renders with them, including one that was rendering while they changed.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => subscribeResourceRevision(i18n, listener), [i18n]);
  const revision = useSyncExternalStore(subscribe, () => resourceRevision(i18n));
  const value = useMemo(() => ({ i18n, revision }), [i18n, revision]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
