import { MantineProvider } from "@mantine/core";
import { fireEvent, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { PlanMap, type MapSpace } from "./PlanMap";

/** Two rows of three seats and a standing area behind them; the drawing lists row 2 first. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60" class="plan">
<rect id="R2-S1" x="0" y="20" width="10" height="10"/>
<rect id="R2-S2" x="20" y="20" width="10" height="10"/>
<rect id="R2-S3" x="40" y="20" width="10" height="10"/>
<rect id="R1-S1" x="0" y="0" width="10" height="10"/>
<rect id="R1-S2" x="20" y="0" width="10" height="10"/>
<rect id="R1-S3" x="40" y="0" width="10" height="10"/>
<rect id="standing-A" x="0" y="40" width="100" height="20"/>
</svg>`;

const STATES = ["free", "full", "yours"] as const;

const seat = (row: number, number: number, state: (typeof STATES)[number] = "free"): MapSpace<(typeof STATES)[number]> => ({
  id: `s${row}${number}`,
  name: `R${row}-S${number}`,
  state,
  label: `Row ${row}, seat ${number}, ${state === "full" ? 0 : 1} / 1 available`,
  section: "stalls",
  row: String(row),
});

const spaces = [1, 2].flatMap((row) => [1, 2, 3].map((number) => seat(row, number)));
const standing: MapSpace<(typeof STATES)[number]> = {
  id: "st",
  name: "standing-A",
  state: "free",
  label: "Standing A, 200 / 200 available",
};

function mapOf(list: ReadonlyArray<MapSpace<(typeof STATES)[number]>>, onActivate = vi.fn()) {
  return (
    <I18nextProvider i18n={createI18n("en")}>
      <MantineProvider>
        <PlanMap svg={svg} label="Main hall" styles={null} spaces={list} states={STATES} onActivate={onActivate} />
      </MantineProvider>
    </I18nextProvider>
  );
}

const tabStops = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-space-id]")].filter((element) => element.getAttribute("tabindex") === "0");
const place = (name: string) => document.getElementById(name)!;

describe("PlanMap with the keyboard", () => {
  // jsdom lays nothing out: each shape's box is the one its attributes draw.
  beforeEach(() => {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const number = (name: string, fallback = 0) => Number(this.getAttribute(name) ?? fallback);
      const [x, y, width, height] =
        this.tagName.toLowerCase() === "svg" ? [0, 0, 100, 60] : [number("x"), number("y"), number("width"), number("height")];
      return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("is one tab stop, moved by the arrow keys, Home and End along a row and between rows, Enter choosing the place", () => {
    const onActivate = vi.fn();
    const { container } = render(mapOf([...spaces, standing], onActivate));
    // The first place drawn is the tab stop, every other place is focusable only by the map itself.
    expect(tabStops(container)).toEqual([place("R2-S1")]);
    expect(container.querySelectorAll('[data-space-id][tabindex="-1"]')).toHaveLength(6);

    place("R2-S1").focus();
    const press = (key: string, options: { ctrlKey?: boolean } = {}) => {
      const event = fireEvent.keyDown(document.activeElement!, { key, ...options });
      expect(tabStops(container)).toEqual([document.activeElement]);
      return event;
    };
    press("ArrowRight");
    expect(document.activeElement).toBe(place("R2-S2"));
    press("ArrowUp");
    expect(document.activeElement).toBe(place("R1-S2"));
    press("End");
    expect(document.activeElement).toBe(place("R1-S3"));
    press("Home");
    expect(document.activeElement).toBe(place("R1-S1"));
    press("PageDown");
    expect(document.activeElement?.id).toBe("standing-A");
    // Up from the standing area: the place right above it nearest its middle.
    press("ArrowUp");
    expect(document.activeElement?.id).toBe("R2-S3");
    press("End", { ctrlKey: true });
    expect(document.activeElement).toBe(place("standing-A"));
    // At the map's edge the key does nothing, and does not scroll the page either.
    expect(press("ArrowDown")).toBe(false);
    expect(document.activeElement).toBe(place("standing-A"));

    press("Enter");
    expect(onActivate).toHaveBeenCalledWith("st");
  });

  it("keeps its tab stop through live updates of the places, and moves it to a place clicked or focused otherwise", () => {
    const { container, rerender } = render(mapOf(spaces));
    place("R1-S2").focus();
    expect(tabStops(container)).toEqual([place("R1-S2")]);
    // Someone takes the place the keyboard is on, and another: the labels change, the tab stop stays, still reachable.
    rerender(
      mapOf(
        spaces.map((space) =>
          space.name === "R1-S2" || space.name === "R2-S3" ? seat(Number(space.row), Number(space.name.slice(-1)), "full") : space,
        ),
      ),
    );
    expect(place("R1-S2").getAttribute("aria-label")).toBe("Row 1, seat 2, 0 / 1 available");
    expect(tabStops(container)).toEqual([place("R1-S2")]);
    expect(document.activeElement).toBe(place("R1-S2"));
    fireEvent.keyDown(place("R1-S2"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(place("R2-S2"));
    fireEvent.keyDown(place("R2-S2"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(place("R2-S3"));
    expect(tabStops(container)).toEqual([place("R2-S3")]);

    place("R1-S1").focus();
    expect(tabStops(container)).toEqual([place("R1-S1")]);
  });

  it("keeps the tab stop of a drawing taken over from the server", () => {
    const page = document.createElement("div");
    page.innerHTML = svg
      .replace(
        /<rect id="([^"]+)"/g,
        (_, name: string) => `<rect id="${name}" data-space-id="x" tabindex="${name === "R1-S3" ? 0 : -1}" role="button"`,
      )
      .replace(/data-space-id="x"/g, "");
    document.body.append(page);
    const drawing = page.querySelector("svg")!;
    for (const space of spaces) drawing.querySelector(`#${space.name}`)!.setAttribute("data-space-id", space.id);
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap svg={svg} drawing={drawing} label="Main hall" styles={null} spaces={spaces} states={STATES} onActivate={vi.fn()} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(tabStops(container)).toEqual([place("R1-S3")]);
    page.remove();
  });
});
