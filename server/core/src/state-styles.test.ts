import { describe, expect, it } from "vitest";
import {
  ADMIN_STATE_CSS,
  ADMIN_STATE_LOOKS,
  SELECTED_OUTLINE,
  STATE_CSS,
  STATE_LAYER,
  STATE_LOOKS,
  stateSelectors,
  type StateLook,
} from "./state-styles.js";

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** The rule of a stylesheet whose selectors start with `selector`. */
const ruleOf = (css: string, selector: string) => css.split("\n").find((line) => line.startsWith(selector));

function toldApart(looks: Readonly<Record<string, StateLook>>) {
  const all = Object.values(looks);
  expect(new Set(all.map((look) => look.fill)).size).toBe(all.length);
  // Not by colour alone: each state's outline differs in pattern or width.
  expect(new Set(all.map((look) => `${look.dash}/${look.strokeWidth}`)).size).toBe(all.length);
  for (const look of all) expect(contrastOnWhite(look.stroke)).toBeGreaterThanOrEqual(3);
}

describe("the platform's state styles", () => {
  it("draws every public state but free with !important in the platform's layer, on the place of any tag and the shapes of a place group", () => {
    expect(STATE_CSS.startsWith(`@layer ${STATE_LAYER} {`)).toBe(true);
    expect(STATE_CSS.trimEnd().endsWith("}")).toBe(true);
    for (const state of ["partial", "full", "yours", "released"] as const) {
      const [place, shapes] = stateSelectors(state);
      expect(place).toBe(`.plan [data-state="${state}"]:not(text)`);
      expect(shapes).toContain(`${place} :where(path, rect, circle`);
      const rule = ruleOf(STATE_CSS, place!);
      expect(rule).toContain(`fill: ${STATE_LOOKS[state].fill} !important;`);
      expect(rule).toContain(`stroke: ${STATE_LOOKS[state].stroke} !important;`);
      expect(rule).toContain(`stroke-dasharray: ${STATE_LOOKS[state].dash} !important;`);
    }
    // Free places keep the venue's own colours (or their price level's) where the plan defines them, but their
    // outline's pattern and width, and their visibility, are the platform's.
    const free = ruleOf(STATE_CSS, '.plan [data-state="free"]');
    expect(free).toContain(`fill: ${STATE_LOOKS.free.fill};`);
    expect(free).toContain(`stroke: ${STATE_LOOKS.free.stroke};`);
    expect(free).toContain(`stroke-width: ${STATE_LOOKS.free.strokeWidth}px !important;`);
    expect(free).toContain(`stroke-dasharray: ${STATE_LOOKS.free.dash} !important;`);
    expect(free).toContain("visibility: visible !important;");
    expect(free).toContain("opacity: 1 !important;");
  });

  it("tells the public states apart by more than colour, each outline at least 3:1 against the map's white", () => {
    toldApart(STATE_LOOKS);
    // Taken and yours fill the place with a colour that stands out on its own too.
    expect(contrastOnWhite(STATE_LOOKS.full.fill)).toBeGreaterThanOrEqual(3);
    expect(contrastOnWhite(STATE_LOOKS.yours.fill)).toBeGreaterThanOrEqual(3);
  });

  it("draws the box office's states, free too, important under its own frame, a selected place outlined over its state", () => {
    expect(ADMIN_STATE_CSS.startsWith(`@layer ${STATE_LAYER} {`)).toBe(true);
    for (const state of Object.keys(ADMIN_STATE_LOOKS) as Array<keyof typeof ADMIN_STATE_LOOKS>) {
      const [place] = stateSelectors(state, ".admin-states .plan");
      const rule = ruleOf(ADMIN_STATE_CSS, place!);
      expect(rule).toContain(`fill: ${ADMIN_STATE_LOOKS[state].fill} !important;`);
      expect(rule).toContain(`stroke-width: ${ADMIN_STATE_LOOKS[state].strokeWidth}px !important;`);
    }
    const selected = ruleOf(ADMIN_STATE_CSS, ".admin-states .plan [data-state].selected:not(text)");
    expect(selected).toContain(`stroke: ${SELECTED_OUTLINE.stroke} !important;`);
    // After every state's rule, so the outline wins.
    expect(ADMIN_STATE_CSS.indexOf(selected!)).toBeGreaterThan(ADMIN_STATE_CSS.indexOf('[data-state="locked"]'));
    toldApart(ADMIN_STATE_LOOKS);
    expect(contrastOnWhite(SELECTED_OUTLINE.stroke)).toBeGreaterThanOrEqual(3);
  });
});
