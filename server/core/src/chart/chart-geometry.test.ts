import { describe, expect, it } from "vitest";
import { chartBoxes, type Box } from "./chart-geometry.js";
import { readChart } from "./read-chart.js";

/** The boxes of a chart's elements, by id. */
function boxesOf(content: string): Map<string, Box | null> {
  const chart = readChart(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500">${content}</svg>`);
  const boxes = chartBoxes(chart);
  expect(boxes).toHaveLength(chart.elements.length);
  return new Map(chart.elements.filter((element) => element.id).map((element) => [element.id!, boxes[element.index]!]));
}

/** A box rounded to 6 decimals, so rotations compare exactly. */
function round(box: Box | null | undefined) {
  if (!box) return box;
  const r = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
  return { x: r(box.x), y: r(box.y), width: r(box.width), height: r(box.height) };
}

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

describe("chartBoxes", () => {
  it("bounds each basic shape", () => {
    const boxes = boxesOf(
      `<rect id="rect" x="10" y="20" width="30px" height="40"/><rect id="flat" width="10" height="0"/>` +
        `<circle id="circle" cx="50" cy="50" r="10"/><ellipse id="ellipse" rx="10" ry="5"/>` +
        `<line id="line" x1="1" y1="2" x2="5" y2="-3"/><polygon id="polygon" points="0,0 10,0 10,10"/>` +
        `<polyline id="polyline" points="5 5, 15 -5 7"/><image id="image" x="1" y="2" width="3" height="4"/>` +
        `<rect id="percent" x="10%" y="5" width="10" height="10"/>`,
    );
    expect(boxes.get("rect")).toEqual(box(10, 20, 30, 40));
    expect(boxes.get("flat")).toBeNull();
    expect(boxes.get("circle")).toEqual(box(40, 40, 20, 20));
    expect(boxes.get("ellipse")).toEqual(box(-10, -5, 20, 10));
    expect(boxes.get("line")).toEqual(box(1, -3, 4, 5));
    expect(boxes.get("polygon")).toEqual(box(0, 0, 10, 10));
    expect(boxes.get("polyline")).toEqual(box(5, -5, 10, 10));
    expect(boxes.get("image")).toEqual(box(1, 2, 3, 4));
    expect(boxes.get("percent")).toEqual(box(0, 5, 10, 10));
  });

  it("applies every ancestor's transform and the element's own", () => {
    const boxes = boxesOf(
      `<g transform="scale(2)"><g transform="rotate(90)"><g id="inner" transform="translate(10 0)"><rect id="nested" width="10" height="5"/></g></g></g>` +
        `<rect id="pivot" width="10" height="10" transform="rotate(90 10 10)"/>` +
        `<rect id="matrix" width="10" height="10" transform="matrix(1 0 0 1 5 5)"/>` +
        `<rect id="skew" width="10" height="10" transform="skewX(45)"/>` +
        `<rect id="skewY" width="10" height="10" transform="skewY(45)"/>` +
        `<rect id="list" width="1" height="1" transform="translate(10,10),scale(2)"/>` +
        `<rect id="invalid" width="1" height="1" transform="translate(10) wobble(2)"/>` +
        `<circle id="turned" r="10" transform="rotate(45) scale(2 1)"/>` +
        `<svg x="100" y="50"><rect id="offset" width="1" height="1"/></svg>`,
    );
    expect(round(boxes.get("nested"))).toEqual(box(-10, 20, 10, 20));
    expect(round(boxes.get("inner"))).toEqual(box(-10, 20, 10, 20));
    expect(round(boxes.get("pivot"))).toEqual(box(10, 0, 10, 10));
    expect(boxes.get("matrix")).toEqual(box(5, 5, 10, 10));
    expect(round(boxes.get("skew"))).toEqual(box(0, 0, 20, 10));
    expect(round(boxes.get("skewY"))).toEqual(box(0, 0, 10, 20));
    expect(boxes.get("list")).toEqual(box(10, 10, 2, 2));
    expect(boxes.get("invalid")).toEqual(box(0, 0, 1, 1));
    // An ellipse of radii 20 and 10 turned 45°: exactly sqrt((20² + 10²) / 2) each way.
    const half = Math.sqrt(250);
    expect(round(boxes.get("turned"))).toEqual(round(box(-half, -half, 2 * half, 2 * half)));
    expect(boxes.get("offset")).toEqual(box(100, 50, 1, 1));
  });

  it("reads a path's data: relative commands, curves, arcs and compact numbers", () => {
    const boxes = boxesOf(
      `<path id="relative" d="m10 10 l10 0 v10 h-10 z"/>` +
        `<path id="cubic" d="M0 0 C 0 -10 10 -10 10 0 s 10 10 10 0"/>` +
        `<path id="quadratic" d="M0 0Q5 10 10 0T20 0"/>` +
        `<path id="compact" d="M1.5.5L10-5l-1e-3,0"/>` +
        `<path id="implicit" d="M0 0 10 10 20 0"/>` +
        `<path id="moves" d="M100 100 M0 0 L1 1 M50 50"/>` +
        `<path id="arcUp" d="M0 0 A10 10 0 0 1 20 0"/>` +
        `<path id="arcDown" d="M0 0 A10 10 0 0 0 20 0"/>` +
        `<path id="arcCompact" d="M0 0a10 10 0 0120 0"/>` +
        `<path id="arcSmall" d="M0 0 A1 1 0 0 1 20 0"/>` +
        `<path id="arcTurned" d="M0 0 A10 10 0 0 1 20 0" transform="rotate(90)"/>` +
        `<path id="broken" d="M0 0 L10 10 L 20"/><path id="empty" d=""/>`,
    );
    expect(boxes.get("relative")).toEqual(box(10, 10, 10, 10));
    expect(boxes.get("cubic")).toEqual(box(0, -10, 20, 20));
    expect(boxes.get("quadratic")).toEqual(box(0, -10, 20, 20));
    expect(round(boxes.get("compact"))).toEqual(box(1.5, -5, 8.5, 5.5));
    expect(boxes.get("implicit")).toEqual(box(0, 0, 20, 10));
    expect(boxes.get("moves")).toEqual(box(0, 0, 1, 1));
    expect(round(boxes.get("arcUp"))).toEqual(box(0, -10, 20, 10));
    expect(round(boxes.get("arcDown"))).toEqual(box(0, 0, 20, 10));
    expect(round(boxes.get("arcCompact"))).toEqual(box(0, -10, 20, 10));
    // Radii too small are scaled up until the arc reaches its end: a half circle of radius 10.
    expect(round(boxes.get("arcSmall"))).toEqual(box(0, -10, 20, 10));
    expect(round(boxes.get("arcTurned"))).toEqual(box(0, 0, 10, 20));
    expect(boxes.get("broken")).toEqual(box(0, 0, 10, 10));
    expect(boxes.get("empty")).toBeNull();
  });

  it("places text by its anchor and font size, inherited or its own", () => {
    const boxes = boxesOf(
      `<text id="start" x="100" y="50" font-size="10">ABCD</text>` +
        `<text id="middle" x="100 120" y="50" font-size="10" text-anchor="middle">ABCD</text>` +
        `<g text-anchor="end" style="font-size: 20px"><text id="end" x="100" y="50">AB</text></g>` +
        `<text id="default" transform="translate(10 20)">A</text><text id="blank"> </text>` +
        `<text id="lines" x="0" y="10" font-size="10"><tspan id="first" x="0" y="10">AB</tspan><tspan id="second" x="0" y="30">ABCD</tspan></text>`,
    );
    expect(boxes.get("start")).toEqual(box(100, 42, 24, 10));
    expect(boxes.get("middle")).toEqual(box(88, 42, 24, 10));
    expect(boxes.get("end")).toEqual(box(76, 34, 24, 20));
    expect(round(boxes.get("default"))).toEqual(round(box(10, 20 - 12.8, 9.6, 16)));
    expect(boxes.get("blank")).toBeNull();
    expect(boxes.get("first")).toEqual(box(0, 2, 12, 10));
    expect(boxes.get("second")).toEqual(box(0, 22, 24, 10));
    // The whole text (six characters at its own x, y) and its positioned lines.
    expect(boxes.get("lines")).toEqual(box(0, 2, 36, 30));
  });

  it("draws a use as what it references, and nothing for defs, titles, hidden and empty groups", () => {
    const boxes = boxesOf(
      `<defs><rect id="shape" width="10" height="10"/><g id="pair" transform="translate(1 1)"><circle r="1"/><circle cx="10" r="1"/></g></defs>` +
        `<symbol id="symbol"><rect id="inSymbol" width="4" height="2"/></symbol>` +
        `<use id="use" href="#shape" x="5" y="5" transform="translate(100 0)"/>` +
        `<use id="legacy" xlink:href="#pair"/><use id="ofSymbol" href="#symbol" x="1"/>` +
        `<use id="missing" href="#nothing"/><use id="external" href="other.svg#shape"/><use id="self" href="#self"/>` +
        `<g id="group"><title id="title">T</title><rect x="1" y="1" width="1" height="1"/><rect x="5" y="-5" width="1" height="1"/></g>` +
        `<g id="emptyGroup"><desc>D</desc></g><rect id="hidden" width="1" height="1" style="fill:red;display:none"/>` +
        `<clipPath><rect id="clip" width="1" height="1"/></clipPath>`,
    );
    expect(boxes.get("shape")).toBeNull();
    expect(boxes.get("pair")).toBeNull();
    expect(boxes.get("inSymbol")).toBeNull();
    expect(boxes.get("use")).toEqual(box(105, 5, 10, 10));
    expect(boxes.get("legacy")).toEqual(box(0, 0, 12, 2));
    expect(boxes.get("ofSymbol")).toEqual(box(1, 0, 4, 2));
    expect(boxes.get("missing")).toBeNull();
    expect(boxes.get("external")).toBeNull();
    expect(boxes.get("self")).toBeNull();
    expect(boxes.get("group")).toEqual(box(1, -5, 5, 7));
    expect(boxes.get("title")).toBeNull();
    expect(boxes.get("emptyGroup")).toBeNull();
    expect(boxes.get("hidden")).toBeNull();
    expect(boxes.get("clip")).toBeNull();
  });

  it("bounds the root by everything drawn", () => {
    const chart = readChart(`<svg><rect x="-5" width="1" height="1"/><g transform="translate(10 10)"><circle r="2"/></g></svg>`);
    expect(chartBoxes(chart)[0]).toEqual(box(-5, 0, 17, 12));
  });

  it("bounds a chart of 40,000 elements: 20,000 seat paths in transformed row groups with labels", () => {
    const rows: string[] = [];
    for (let row = 0; row < 200; row++) {
      const seats: string[] = [];
      for (let seat = 0; seat < 100; seat++) seats.push(`<path id="s${row}-${seat}" d="M${seat * 12} 0c0-3 8-3 8 0v8h-8z"/>`);
      rows.push(
        `<g id="row${row}" transform="translate(0 ${row * 12})"><text x="-10" y="6" font-size="5">${row}</text>${seats.join("")}</g>`,
      );
    }
    const chart = readChart(
      `<svg viewBox="0 0 1200 2400"><g id="hall" transform="translate(100 50) scale(0.5)">${rows.join("")}</g></svg>`,
    );
    expect(chart.elements.length).toBeGreaterThan(20_200);
    const boxes = chartBoxes(chart);
    const byId = (id: string) => round(boxes[chart.elements.find((element) => element.id === id)!.index]);
    // Seat 7 of row 3: local x 84..92, y 36 - 2.25 .. 44 (the curve's control points rise 3 above it).
    expect(byId("s3-7")).toEqual(box(100 + 42, 50 + 16.5, 4, 5.5));
    expect(byId("s199-99")).toEqual(box(100 + 594, 50 + 1192.5, 4, 5.5));
    expect(byId("row0")).toEqual(box(95, 48.5, 603, 5.5));
    expect(byId("hall")).toEqual(box(95, 48.5, 603, 1199.5));
  });
});
