import { describe, expect, it } from "vitest";
import { isInside, readChart } from "./read-chart.js";

describe("readChart", () => {
  const chart = readChart(
    `<svg xmlns="http://www.w3.org/2000/svg"><g id="A" transform="translate(1 2)"><path d="M0 0"/><text x="1">1<tspan>0</tspan>1 &amp; x</text>` +
      `<circle r='3' class=" seat  vip" /></g><!-- <rect id="no"/> --><svg:rect id="R&#49;"></svg:rect></svg>`,
  );

  it("lists every element in document order with its parent, children and start tag", () => {
    expect(chart.elements.map(({ index, tag, id, parent, children }) => ({ index, tag, id, parent, children }))).toEqual([
      { index: 0, tag: "svg", id: null, parent: null, children: [1, 6] },
      { index: 1, tag: "g", id: "A", parent: 0, children: [2, 3, 5] },
      { index: 2, tag: "path", id: null, parent: 1, children: [] },
      { index: 3, tag: "text", id: null, parent: 1, children: [4] },
      { index: 4, tag: "tspan", id: null, parent: 3, children: [] },
      { index: 5, tag: "circle", id: null, parent: 1, children: [] },
      { index: 6, tag: "rect", id: "R1", parent: 0, children: [] },
    ]);
    const circle = chart.elements[5]!;
    expect(chart.svg.slice(circle.tagStart, circle.tagEnd)).toBe(`<circle r='3' class=" seat  vip" />`);
    expect(circle.classes).toEqual(["seat", "vip"]);
    expect(circle.attributes.get("r")).toBe("3");
  });

  it("reads a text element's text with its tspans, unescaped, and skips comments", () => {
    expect(chart.elements[3]!.text).toBe("101 & x");
    expect(chart.elements.some((element) => element.id === "no")).toBe(false);
    expect(isInside(chart, 4, 1)).toBe(true);
    expect(isInside(chart, 6, 1)).toBe(false);
  });
});
