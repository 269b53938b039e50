import { contrastRatio as themeContrastRatio, isHexColor } from "../../../app/theme/colors";

/** WCAG AA for normal text: 4.5:1. Buttons in the theme's colour carry white text. */
export const AA_NORMAL_TEXT = 4.5;

/** WCAG 2 contrast of two colours (the theme's own measure), 1-21; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  return isHexColor(a) && isHexColor(b) ? themeContrastRatio(a, b) : null;
}

/** Whether white text on the colour fails WCAG AA; null for a colour that is not a hex colour. */
export function whiteTextFailsAa(colour: string): boolean | null {
  const ratio = contrastRatio(colour, "#ffffff");
  return ratio === null ? null : ratio < AA_NORMAL_TEXT;
}
