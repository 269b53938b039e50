import { describe, expect, it } from "vitest";
import { tooltipPosition } from "./tooltipPosition";

const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

describe("tooltipPosition", () => {
  const frame = box(100, 50, 800, 600);

  it("centres the tooltip below the space, in the frame's coordinates", () => {
    expect(tooltipPosition(box(480, 150, 20, 20), frame)).toEqual({ top: 126, left: 390, placement: "below" });
  });

  it("goes above a space near the frame's bottom", () => {
    expect(tooltipPosition(box(480, 600, 20, 20), frame)).toEqual({ top: 544, left: 390, placement: "above" });
  });

  it("keeps clear of the frame's sides", () => {
    expect(tooltipPosition(box(100, 150, 10, 10), frame).left).toBe(140);
    expect(tooltipPosition(box(890, 150, 10, 10), frame).left).toBe(660);
  });
});
