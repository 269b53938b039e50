import type { ReactNode } from "react";
import { useSettingsQuery } from "../../generated/graphql";
import { ThemeFromSettings } from "./ThemeFromSettings";
import { useSettingsRefresh } from "./useSettingsRefresh";

/**
 * Mantine with the theme from the settings. Settings are loaded by the root route before any
 * page renders; until then (and on a root error) the default colours apply. They are read again when the
 * tab comes back into view (useSettingsRefresh), so an open tab picks up a changed theme.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data } = useSettingsQuery({ fetchPolicy: "cache-only" });
  // A theme changed while this tab was open shows when the visitor comes back to it.
  useSettingsRefresh();
  return <ThemeFromSettings settings={data?.settings ?? {}}>{children}</ThemeFromSettings>;
}
