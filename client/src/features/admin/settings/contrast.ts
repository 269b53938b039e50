/** WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) of two #rrggbb colours, 1-21. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG AA for normal text: 4.5:1. Buttons in the theme's colour carry white text. */
export const AA_NORMAL_TEXT = 4.5;

/** Whether white text on the colour fails WCAG AA; null for a colour that is not #rrggbb. */
export function whiteTextFailsAa(colour: string): boolean | null {
  const ratio = contrastRatio(colour, "#ffffff");
  return ratio === null ? null : ratio < AA_NORMAL_TEXT;
}
