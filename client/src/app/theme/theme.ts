import { createTheme, type MantineThemeOverride } from "@mantine/core";
import { accessibleShade, DEFAULT_PRIMARY_COLOR, generateColorTuple, isHexColor } from "./colors";

export interface ThemeSettings {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

/**
 * The Mantine theme from the settings' colours: `brand` (primary) and `accent` (secondary;
 * the primary colour when none is set).
 */
export function createAppTheme(settings: ThemeSettings = {}): MantineThemeOverride {
  const primary = isHexColor(settings.primaryColor) ? settings.primaryColor : DEFAULT_PRIMARY_COLOR;
  const secondary = isHexColor(settings.secondaryColor) ? settings.secondaryColor : primary;
  const brand = generateColorTuple(primary);
  return createTheme({
    colors: { brand, accent: generateColorTuple(secondary) },
    primaryColor: "brand",
    primaryShade: accessibleShade(brand),
    autoContrast: true,
    focusRing: "auto",
    defaultRadius: "sm",
    cursorType: "pointer",
  });
}
