import { chartBoxes, isPlaceCandidate, readChart, type Box, type Chart } from "@seatbooking/core";
import { indexedMarkup } from "./chartMarkup";

/** The served map as the places tab uses it, read once: its elements, their boxes, the candidates, the inline markup. */
export interface ReadMap {
  chart: Chart;
  boxes: Array<Box | null>;
  /** Every element that can be a place, ascending. */
  candidates: number[];
  markup: string;
}

export function readMap(svg: string): ReadMap {
  const chart = readChart(svg);
  return {
    chart,
    boxes: chartBoxes(chart),
    candidates: chart.elements.filter((element) => isPlaceCandidate(chart, element.index)).map((element) => element.index),
    markup: indexedMarkup(chart),
  };
}
