import type { Chart } from "@seatbooking/core";

/** The attribute that carries an element's chart index in the editor's inline map. */
export const CHART_INDEX = "data-chart-index";

/**
 * The chart's text with `data-chart-index="<index>"` in every start tag (before `>` or `/>`), so that the inline
 * map's elements are found by the same index readChart gives them, which the marking sends to the server.
 */
export function indexedMarkup(chart: Chart): string {
  const { svg, elements } = chart;
  const parts: string[] = [];
  let at = 0;
  for (const element of elements) {
    const end = svg[element.tagEnd - 2] === "/" ? element.tagEnd - 2 : element.tagEnd - 1;
    parts.push(svg.slice(at, end), ` ${CHART_INDEX}="${element.index}"`);
    at = end;
  }
  parts.push(svg.slice(at));
  return parts.join("");
}
