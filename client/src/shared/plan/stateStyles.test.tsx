import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { SeatMapLegend } from "../../features/seat-map/components/SeatMapLegend";
import { createI18n } from "../i18n/i18n";
import { PlanMap, type MapSpace } from "./PlanMap";
import { STATE_CSS, STATE_LOOKS, stateSelectors } from "./stateStyles";

/** An operator's own plan: places are <path>s and <g>roups with their own fill and a stylesheet of their own. */
const operatorSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
<style>path { fill: #000; }</style>
<path id="A1" d="M0 0h10v10H0z" fill="#000"/>
<path id="A2" d="M20 0h10v10H20z" fill="#000"/>
<g id="A3" fill="#000"><circle cx="45" cy="5" r="5"/><text x="45" y="5">3</text></g>
<path id="A4" d="M60 0h10v10H60z" fill="#000"/>
</svg>`;

const spaces: MapSpace[] = [
  { id: "a1", name: "A1", state: "free", label: "A1, free" },
  { id: "a2", name: "A2", state: "full", label: "A2, taken" },
  { id: "a3", name: "A3", state: "yours", label: "A3, your choice" },
  { id: "a4", name: "A4", state: "partial", label: "A4, partly taken" },
];

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("the platform's state colours", () => {
  it("draws every state but free with !important on the place whatever its tag and on the shapes of a place group", () => {
    for (const state of ["partial", "full", "yours", "released"] as const) {
      const [place, shapes] = stateSelectors(state);
      expect(place).toBe(`.plan [data-state="${state}"]:not(text)`);
      expect(shapes).toContain(`${place} :where(path, rect, circle`);
      const rule = STATE_CSS.split("\n").find((line) => line.startsWith(place!));
      expect(rule).toContain(`fill: ${STATE_LOOKS[state].fill} !important;`);
      expect(rule).toContain(`stroke: ${STATE_LOOKS[state].stroke} !important;`);
    }
    // Free places keep the venue's own colour (or their price level's) where the plan defines one.
    const free = STATE_CSS.split("\n").find((line) => line.startsWith('.plan [data-state="free"]'));
    expect(free).toContain(`fill: ${STATE_LOOKS.free.fill};`);
    expect(free).not.toContain("!important");
  });

  it("tells the states apart by more than colour, each outline at least 3:1 against the map's white", () => {
    const looks = Object.values(STATE_LOOKS);
    expect(new Set(looks.map((look) => look.fill)).size).toBe(looks.length);
    expect(new Set(looks.map((look) => `${look.dash}/${look.strokeWidth}`)).size).toBe(looks.length);
    for (const look of looks) expect(contrastOnWhite(look.stroke)).toBeGreaterThanOrEqual(3);
    // Taken and yours fill the place with a colour that stands out on its own too.
    expect(contrastOnWhite(STATE_LOOKS.full.fill)).toBeGreaterThanOrEqual(3);
    expect(contrastOnWhite(STATE_LOOKS.yours.fill)).toBeGreaterThanOrEqual(3);
  });

  it("marks an operator's <path> and <g> places with data-state and puts the platform's styles before the venue's", () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap
            svg={operatorSvg}
            label="Hall"
            styles=".plan path { fill: #000; }"
            spaces={spaces}
            states={["free", "partial", "full", "yours"]}
            onActivate={() => undefined}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(container.querySelector("#A1")?.getAttribute("data-state")).toBe("free");
    expect(container.querySelector("#A2")?.getAttribute("data-state")).toBe("full");
    expect(container.querySelector("#A3")?.getAttribute("data-state")).toBe("yours");
    expect(container.querySelector("#A3 circle")?.matches(stateSelectors("yours")[1]!)).toBe(true);
    expect(container.querySelector("#A3 text")?.matches(stateSelectors("yours")[1]!)).toBe(false);
    expect(container.querySelector("#A2")?.matches(stateSelectors("full")[0]!)).toBe(true);
    const styles = [...container.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles.indexOf(STATE_CSS)).toBeGreaterThanOrEqual(0);
    expect(styles.indexOf(STATE_CSS)).toBeLessThan(styles.indexOf(".plan path { fill: #000; }"));
  });

  it("gives the legend's swatches the same data-state and styles as the map", () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <SeatMapLegend lng="en" levels={[]} hasWheelchairPlaces={false} hasAreas />
        </MantineProvider>
      </I18nextProvider>,
    );
    const swatches = [...container.querySelectorAll("svg.plan rect")];
    expect(swatches.map((rect) => rect.getAttribute("data-state"))).toEqual(["free", "yours", "full", "partial"]);
    for (const rect of swatches) expect(rect.matches(stateSelectors(rect.getAttribute("data-state")!)[0]!)).toBe(true);
    expect([...container.querySelectorAll("style")].some((style) => style.textContent === STATE_CSS)).toBe(true);
  });
});
