import { MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createAppTheme, cssVariablesResolver, type ThemeSettings } from "./theme";

/**
 * Mantine with the theme of the given settings' colours and the library's labels in the interface language: the
 * application's (AppThemeProvider, from its cached settings) and the server-rendered pages' (light/LightApp, from
 * their payload) alike.
 */
export function ThemeFromSettings({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  const { primaryColor, secondaryColor } = settings;
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
      // Every theme variable written by the provider, the defaults too: the pages do without Mantine's
      // default-css-variables.css (27 kB; issue 37).
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
