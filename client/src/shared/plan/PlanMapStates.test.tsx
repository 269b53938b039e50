import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { ADMIN_STATE_CSS, STATE_CSS, stateSelectors } from "@seatbooking/core";
import { describe, expect, it } from "vitest";
import { SeatMapLegend } from "../../features/seat-map/components/SeatMapLegend";
import { createI18n } from "../i18n/i18n";
import { PlanMap, type MapSpace } from "./PlanMap";
import { AdminPlanMap, type AdminMapSpace } from "../../features/admin/occasion/components/AdminPlanMap";
import { RenewalSeatMap } from "../../features/renewal/components/RenewalSeatMap";

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

describe("the platform's state styles on the application's maps", () => {
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

  it("draws the box office's states with its own styles under its frame, the legend's swatches as places of the map", () => {
    const status = (state: AdminMapSpace["state"]) => ({ state, taken: 0, capacity: 1, remaining: 1, locked: 0, holders: [] });
    const adminSpaces: AdminMapSpace[] = [
      { id: "a1", name: "A1", placeLabel: "A1", state: "free", label: "A1", status: status("free"), selected: true },
      { id: "a2", name: "A2", placeLabel: "A2", state: "booked", label: "A2", status: status("booked") },
      { id: "a3", name: "A3", placeLabel: "A3", state: "locked", label: "A3", status: status("locked") },
    ];
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <AdminPlanMap
            svg={operatorSvg}
            plan={{ name: "Hall", styles: ".plan path { fill: #000 !important; }" }}
            spaces={adminSpaces}
            onToggle={() => undefined}
            skipTo="next"
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect([...container.querySelectorAll("style")].some((style) => style.textContent === ADMIN_STATE_CSS)).toBe(true);
    const scope = ".admin-states .plan";
    expect(container.querySelector("#A2")?.matches(stateSelectors("booked", scope)[0]!)).toBe(true);
    expect(container.querySelector("#A3 circle")?.matches(stateSelectors("locked", scope)[1]!)).toBe(true);
    expect(container.querySelector("#A1")?.matches(`${scope} [data-state].selected:not(text)`)).toBe(true);
    // Every legend swatch is a place of a `.plan` under the same frame, so the same rules draw it.
    const swatches = [...container.querySelectorAll("ul svg.plan rect")];
    expect(swatches.map((rect) => rect.getAttribute("data-state"))).toEqual([
      "free",
      "partial",
      "held",
      "renewal",
      "booked",
      "locked",
      "free",
    ]);
    for (const rect of swatches) expect(rect.matches(stateSelectors(rect.getAttribute("data-state")!, scope)[0]!)).toBe(true);
    expect(swatches.at(-1)?.matches(`${scope} [data-state].selected:not(text)`)).toBe(true);
  });

  it("marks the customer's own seats on the renewal map as yours (kept) or released, drawn by the platform's styles", () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <RenewalSeatMap
            svg={operatorSvg}
            plan={{ name: "Hall", styles: ".plan path { fill: #000 !important; }" }}
            planSpaces={spaces.map(({ id, name }) => ({ id, name }))}
            occupancy={[{ spaceId: "a2", count: 1, maxTickets: 1 }]}
            mine={
              new Map([
                ["a3", true],
                ["a4", false],
              ])
            }
            onToggle={() => undefined}
            skipTo="next"
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(container.querySelector("#A3")?.getAttribute("data-state")).toBe("yours");
    expect(container.querySelector("#A3 circle")?.matches(stateSelectors("yours")[1]!)).toBe(true);
    expect(container.querySelector("#A4")?.matches(stateSelectors("released")[0]!)).toBe(true);
    expect(container.querySelector("#A2")?.matches(stateSelectors("full")[0]!)).toBe(true);
    expect([...container.querySelectorAll("style")].some((style) => style.textContent === STATE_CSS)).toBe(true);
  });
});
