import type { MantineColorsTuple } from "@mantine/core";

/** SPEC section 1: the default primary colour. */
export const DEFAULT_PRIMARY_COLOR = "#0085d2";
/** Index of the configured colour in the generated tuple (Mantine's default primary shade). */
export const BASE_SHADE = 6;

type Rgb = [number, number, number];

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

function parseHex(hex: string): Rgb {
  let body = hex.trim().slice(1);
  if (body.length === 3) body = [...body].map((c) => c + c).join("");
  const n = Number.parseInt(body, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (target[i]! - color[i]!) * amount) as Rgb;
}

/**
 * Ten shades for Mantine from one hex colour: the colour itself at index 6, lighter tints
 * (mixed with white) below and darker shades (mixed with black) above.
 */
export function generateColorTuple(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.92, 0.8, 0.65, 0.5, 0.33, 0.16]; // indexes 0..5
  const shades = [0.14, 0.28, 0.42]; // indexes 7..9
  return [
    ...tints.map((amount) => toHex(mix(base, white, amount))),
    toHex(base),
    ...shades.map((amount) => toHex(mix(base, black, amount))),
  ] as unknown as MantineColorsTuple;
}

function relativeLuminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * The shade used for filled buttons and links: the configured colour (index 6) when white text
 * on it (and it as text on white) reaches WCAG AA 4.5:1, otherwise the first darker shade that
 * does. #0085d2 itself has 4.0:1, so the default theme uses index 7.
 */
export function accessibleShade(tuple: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8] as const) {
    if (contrastRatio(tuple[shade], "#ffffff") >= 4.5) return shade;
  }
  return 9;
}
