import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { PlanMap, type MapSpace } from "./PlanMap";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="800" height="400" class="plan">
<rect id="R1-S1" class="space seat" x="0" width="10" height="10"/>
<rect id="R1-S2" class="space seat" x="20" width="10" height="10"/>
<rect id="standing-A" class="space standing" y="20" width="100" height="30"/>
</svg>`;

const STATES = ["free", "partial", "full", "yours"] as const;

const spaces: MapSpace[] = [
  { id: "s1", name: "R1-S1", state: "free", label: "R1-S1, 1 / 1 available" },
  { id: "s2", name: "R1-S2", state: "full", label: "R1-S2, 0 / 1 available" },
  { id: "st", name: "standing-A", state: "partial", label: "standing-A, 150 / 200 available" },
];

function renderMap(onActivate = vi.fn(), list = spaces) {
  const view = render(
    <I18nextProvider i18n={createI18n("en")}>
      <MantineProvider>
        <PlanMap svg={svg} label="Main hall" styles=".plan .free { fill: green; }" spaces={list} states={STATES} onActivate={onActivate} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, onActivate };
}

describe("PlanMap", () => {
  it("makes every space a labelled, focusable button with its state class, the first drawn the map's one tab stop", () => {
    const { container } = renderMap();
    const seat = screen.getByRole("button", { name: "R1-S1, 1 / 1 available" });
    expect(seat.getAttribute("data-space-id")).toBe("s1");
    expect(seat.getAttribute("tabindex")).toBe("0");
    expect([...container.querySelectorAll("[data-space-id]")].map((element) => element.getAttribute("tabindex"))).toEqual([
      "0",
      "-1",
      "-1",
    ]);
    expect(seat.classList.contains("free")).toBe(true);
    expect(screen.getByRole("button", { name: "R1-S2, 0 / 1 available" }).classList.contains("full")).toBe(true);
    expect(screen.getByRole("button", { name: /standing-A/ }).classList.contains("partial")).toBe(true);
    expect(screen.getByRole("group", { name: "Main hall" })).toBeTruthy();
    // Fits its container: the fixed size goes, the viewBox stays.
    const root = container.querySelector("svg");
    expect(root?.getAttribute("width")).toBeNull();
    expect(root?.getAttribute("viewBox")).toBe("0 0 100 50");
    const styleTexts = [...container.querySelectorAll("style")].map((style) => style.textContent ?? "");
    expect(styleTexts.some((text) => text.includes(".plan .free"))).toBe(true);
  });

  it("is operated by click, Enter and Space", () => {
    const { onActivate } = renderMap();
    fireEvent.click(screen.getByRole("button", { name: /^R1-S1/ }), { detail: 1 });
    fireEvent.keyDown(screen.getByRole("button", { name: /^R1-S2/ }), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("button", { name: /^standing-A/ }), { key: " " });
    fireEvent.keyDown(screen.getByRole("button", { name: /^standing-A/ }), { key: "a" });
    // The second click of a double-click says so.
    fireEvent.click(screen.getByRole("button", { name: /^R1-S1/ }), { detail: 2 });
    expect(onActivate.mock.calls).toEqual([["s1", { repeatClick: false }], ["s2"], ["st"], ["s1", { repeatClick: true }]]);
  });

  it("recolours spaces when their state changes", () => {
    const { rerender, onActivate } = renderMap();
    rerender(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap
            svg={svg}
            label="Main hall"
            styles={null}
            spaces={[{ ...spaces[0]!, state: "yours", label: "R1-S1, 0 / 1 available, Your selection" }, ...spaces.slice(1)]}
            states={STATES}
            onActivate={onActivate}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    const seat = screen.getByRole("button", { name: "R1-S1, 0 / 1 available, Your selection" });
    expect(seat.classList.contains("yours")).toBe(true);
    expect(seat.classList.contains("free")).toBe(false);
  });

  it("writes only what changed on an update", async () => {
    const { container, rerender, onActivate } = renderMap();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(container, { subtree: true, attributes: true });
    rerender(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap
            svg={svg}
            label="Main hall"
            styles=".plan .free { fill: green; }"
            spaces={[...spaces.slice(0, 2), { ...spaces[2]!, state: "full", label: "standing-A, 0 / 200 available" }]}
            states={STATES}
            onActivate={onActivate}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    await Promise.resolve();
    records.push(...observer.takeRecords());
    observer.disconnect();
    const touched = new Set(records.map((record) => (record.target as Element).getAttribute("id")));
    expect([...touched]).toEqual(["standing-A"]);
    const standing = screen.getByRole("button", { name: "standing-A, 0 / 200 available" });
    expect(standing.classList.contains("full")).toBe(true);
    expect(standing.classList.contains("partial")).toBe(false);
    expect(standing.getAttribute("data-state")).toBe("full");
  });

  it("zooms with buttons", () => {
    renderMap();
    expect(screen.getByText("100 %")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByText("150 %")).toBeTruthy();
  });

  it("marks toggled and inoperable spaces only on maps that use them", () => {
    const { rerender, onActivate } = renderMap();
    expect(screen.getByRole("button", { name: /^R1-S1/ }).hasAttribute("aria-pressed")).toBe(false);
    rerender(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap
            svg={svg}
            label="Main hall"
            styles={null}
            spaces={[{ ...spaces[0]!, selected: true }, { ...spaces[1]!, selected: false, disabled: true }, spaces[2]!]}
            states={STATES}
            onActivate={onActivate}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    const selected = screen.getByRole("button", { name: /^R1-S1/, pressed: true });
    expect(selected.classList.contains("selected")).toBe(true);
    const disabled = screen.getByRole("button", { name: /^R1-S2/, pressed: false });
    expect(disabled.getAttribute("aria-disabled")).toBe("true");
  });

  it("describes a hovered or focused space in a tooltip, and hides it on Escape", () => {
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap
            svg={svg}
            label="Main hall"
            styles={null}
            spaces={spaces}
            states={STATES}
            onActivate={vi.fn()}
            describe={(spaceId) => `About ${spaceId}`}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    const seat = screen.getByRole("button", { name: /^R1-S1/ });
    fireEvent.focus(seat);
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toBe("About s1");
    expect(seat.getAttribute("aria-describedby")).toBe(tooltip.id);
    fireEvent.keyDown(seat, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(seat.hasAttribute("aria-describedby")).toBe(false);
    fireEvent.pointerOver(screen.getByRole("button", { name: /^standing-A/ }));
    expect(screen.getByRole("tooltip").textContent).toBe("About st");
  });

  it("takes over a drawing already parsed and decorated, writing only what differs and keeping a focused place's focus", () => {
    const page = document.createElement("div");
    page.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" role="group" aria-label="Main hall">
<rect id="R1-S1" class="space seat free" data-space-id="s1" tabindex="0" role="button" aria-label="R1-S1, 1 / 1 available" data-state="free"/>
<rect id="R1-S2" class="space seat free selected" aria-pressed="true" data-space-id="s2" tabindex="0" role="button" aria-label="R1-S2, 1 / 1 available" data-state="free"/>
<rect id="standing-A" class="space standing partial" data-space-id="st" tabindex="0" role="button" aria-label="standing-A, 150 / 200 available" data-state="partial"/>
</svg>`;
    document.body.append(page);
    const drawing = page.querySelector("svg")!;
    const untouched = drawing.querySelector("#R1-S1")!;
    const written = vi.spyOn(untouched, "setAttribute");
    (drawing.querySelector("#standing-A") as SVGElement).focus();
    const { container } = render(
      <I18nextProvider i18n={createI18n("en")}>
        <MantineProvider>
          <PlanMap svg={svg} drawing={drawing} label="Main hall" styles={null} spaces={spaces} states={STATES} onActivate={vi.fn()} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(container.querySelector("svg")).toBe(drawing);
    expect(page.querySelector("svg")).toBeNull();
    expect(written).not.toHaveBeenCalled();
    // The state the app knows now, and no pick of the drawing's own.
    const taken = screen.getByRole("button", { name: "R1-S2, 0 / 1 available" });
    expect(taken.classList.contains("full")).toBe(true);
    expect(taken.classList.contains("free")).toBe(false);
    expect(taken.classList.contains("selected")).toBe(false);
    expect(taken.getAttribute("aria-pressed")).toBeNull();
    expect(document.activeElement).toBe(drawing.querySelector("#standing-A"));
    page.remove();
  });
});
