import { createTheme, Drawer, type CSSVariablesResolver, type MantineThemeOverride } from "@mantine/core";
import { accessibleShade, DEFAULT_PRIMARY_COLOR, generateColorTuple, isHexColor } from "./colors";

export interface ThemeSettings {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

/** The component library's own labels, in the interface language (Mantine has English ones built in). */
export interface LibraryLabels {
  /** PasswordInput's show/hide button (Mantine: 'Toggle password visibility'). */
  togglePasswordVisibility: string;
  /** The close button of dialogs and drawers. */
  close: string;
}

/**
 * The Mantine theme from the settings' colours: `brand` (primary) and `accent` (secondary;
 * the primary colour when none is set), with the library's built-in labels translated.
 */
export function createAppTheme(settings: ThemeSettings = {}, labels?: LibraryLabels): MantineThemeOverride {
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
    // Visitors who ask their system for less motion get dialogs, drawers and menus without transitions.
    respectReducedMotion: true,
    components: labels && {
      // Not PasswordInput.extend or Modal.extend: those imports would put the components in every first page's code
      // (issue 37).
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": labels.togglePasswordVisibility } } },
      Modal: { defaultProps: { closeButtonProps: { "aria-label": labels.close } } },
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": labels.close } } }),
    },
  });
}

/**
 * Mantine's default dimmed text (gray.6) is 3.3:1 on white; gray.7 meets WCAG AA. Its error text (red.6,
 * the fields' messages) is 3.5:1; red.9 meets AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { "--mantine-color-dimmed": theme.colors.gray[7] ?? "#495057", "--mantine-color-error": theme.colors.red[9] ?? "#c92a2a" },
  dark: {},
});
