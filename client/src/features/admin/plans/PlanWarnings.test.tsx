import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../shared/test/renderWithProviders";
import { measurePlan } from "./measurePlan";
import { PlanWarnings } from "./PlanWarnings";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
  <defs><rect id="A-1" class="space"/></defs>
  <g data-section="A"><rect id="A-1" class="space" data-row="1" data-seat="1"/><rect class="space" data-row="1" data-seat="2"/></g>
  <path id="A-1" d="M0 0h1"/>
  <g id="Standing" data-max-tickets="50"><rect width="100" height="50"/><text>Inside</text></g>
  <text id="standing-name" style="pointer-events: none">Standing</text>
</svg>`;

function parse(svg: string): SVGSVGElement {
  const host = document.createElement("div");
  host.innerHTML = svg;
  document.body.append(host);
  return host.querySelector("svg")!;
}

describe("measurePlan", () => {
  it("reads places, named elements and texts in document order, without what is never drawn", () => {
    const measured = measurePlan(parse(SVG));
    expect(measured.map((element) => `${element.tag}${element.id ? `#${element.id}` : ""}`)).toEqual([
      "g",
      "rect#A-1",
      "rect",
      "path#A-1",
      "g#Standing",
      "text",
      "text#standing-name",
    ]);
    const [group, , , , standing, inside, name] = measured;
    expect(group).toMatchObject({ place: true, holdsPlaces: true });
    expect(standing).toMatchObject({ place: true, holdsPlaces: false, insidePlaces: [] });
    expect(inside).toMatchObject({ text: "Inside", insidePlaces: [standing!.key] });
    expect(name).toMatchObject({ text: "Standing", passThrough: true, place: false });
  });
});

describe("PlanWarnings", () => {
  it("lists a place without a name and a name used twice, with the elements", async () => {
    renderRoute({ path: "", url: "/en", element: <PlanWarnings svg={SVG} onShow={vi.fn()} /> });
    const list = await screen.findByRole("list", { name: "Map check" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Place without a name: - (<rect>). Give it an id (its space's name), or it cannot be booked.",
      '2 elements are named "A-1": "A-1" (<rect>), "A-1" (<path>). Only the first one is the place.',
    ]);
    expect(screen.getByText(/^2 problems found on the map/)).toBeTruthy();
  });

  it("says when nothing is wrong", async () => {
    const clean = `<svg xmlns="http://www.w3.org/2000/svg"><rect id="A-1" class="space"/><rect id="A-2" class="space"/></svg>`;
    renderRoute({ path: "", url: "/en", element: <PlanWarnings svg={clean} onShow={vi.fn()} /> });
    expect(await screen.findByText(/^No problems found/)).toBeTruthy();
  });
});
