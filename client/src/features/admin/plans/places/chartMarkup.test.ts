import { readChart } from "@seatbooking/core";
import { describe, expect, it } from "vitest";
import { indexedMarkup } from "./chartMarkup";

describe("indexedMarkup", () => {
  it("gives every start tag its chart index, before > or />, leaving the rest as it was", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="A"><circle cx="1" cy="1" r="1"/><path d="M0 0h1" /></g>' +
      '<text x="2">A &amp; B<tspan>1</tspan></text></svg>';
    expect(indexedMarkup(readChart(svg))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" data-chart-index="0"><g id="A" data-chart-index="1">' +
        '<circle cx="1" cy="1" r="1" data-chart-index="2"/><path d="M0 0h1"  data-chart-index="3"/></g>' +
        '<text x="2" data-chart-index="4">A &amp; B<tspan data-chart-index="5">1</tspan></text></svg>',
    );
  });

  it("reads back to the same elements with the same indices", () => {
    const svg =
      '<?xml version="1.0"?><svg><defs><linearGradient id="g"/></defs><rect width="2" height="2"/><ellipse rx="1" ry="1"></ellipse></svg>';
    const chart = readChart(svg);
    const again = readChart(indexedMarkup(chart));
    expect(again.elements.map((element) => [element.tag, element.attributes.get("data-chart-index")])).toEqual(
      chart.elements.map((element) => [element.tag, String(element.index)]),
    );
  });
});
