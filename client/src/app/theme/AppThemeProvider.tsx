import { MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSettingsQuery } from "../../generated/graphql";
import { createAppTheme, cssVariablesResolver } from "./theme";
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
  const primaryColor = data?.settings.primaryColor;
  const secondaryColor = data?.settings.secondaryColor;
  const { t } = useTranslation();
  const togglePasswordVisibility = t("library.togglePasswordVisibility");
  const close = t("library.close");
  const theme = useMemo(
    () => createAppTheme({ primaryColor, secondaryColor }, { togglePasswordVisibility, close }),
    [primaryColor, secondaryColor, togglePasswordVisibility, close],
  );
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      // Every theme variable written by the provider, the defaults too: the first pages do without Mantine's
      // default-css-variables.css (27 kB; issue 37).
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
