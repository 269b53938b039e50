import { describe, expect, it } from "vitest";
import { MIN_TARGET, zoomFor } from "./zoomFor";

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, width, height });
// A 358 px wide thumbnail of an 800-unit hall: a 16-unit seat is about 7 px.
const svg = box(0, 100, 358, 313);
const seat = (x: number, y: number) => box(x, y, 7.16, 7.16);
const viewport = { width: 358, height: 600 };

describe("zoomFor", () => {
  it("zooms until the smallest place is at least MIN_TARGET px", () => {
    const result = zoomFor([seat(150, 160), seat(160, 160)], svg, viewport, { fit: false, maxZoom: 8 })!;
    expect(7.16 * result.zoom).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(7.16 * result.zoom).toBeLessThan(MIN_TARGET + 2);
  });

  it("fits a narrow group to the viewport's width when that is bigger, and centres it", () => {
    const result = zoomFor([seat(170, 160), seat(180, 200)], svg, viewport, { fit: true, maxZoom: 8 })!;
    // The group is 17.16 px wide now: fitted, it would be 358 * 0.94 px wide, past the maximum zoom.
    expect(result.zoom).toBe(8);
    const groupWidth = 17.16 * 8;
    expect(result.scroll.left).toBeCloseTo(170 * 8 - (358 - groupWidth) / 2, 5);
    expect(result.scroll.top).toBeCloseTo(60 * 8 - 8, 5);
  });

  it("centres the place tapped when the group is wider than the viewport", () => {
    const focus = seat(300, 300);
    const result = zoomFor([seat(10, 160), focus], svg, viewport, { fit: true, maxZoom: 8, focus })!;
    const centre = (300 + 3.58) * result.zoom;
    expect(result.scroll.left).toBeCloseTo(centre - 358 / 2, 5);
    expect(result.scroll.top).toBeCloseTo((200 + 3.58) * result.zoom - 300, 5);
  });

  it("never zooms out below the whole map, nor past the maximum, and gives up on an empty map", () => {
    expect(zoomFor([box(0, 100, 200, 200)], svg, viewport, { fit: false, maxZoom: 8 })!.zoom).toBe(1);
    expect(zoomFor([box(0, 100, 0.5, 0.5)], svg, viewport, { fit: false, maxZoom: 4 })!.zoom).toBe(4);
    expect(zoomFor([], svg, viewport, { fit: true, maxZoom: 8 })).toBeNull();
    expect(zoomFor([seat(1, 1)], box(0, 0, 0, 0), viewport, { fit: true, maxZoom: 8 })).toBeNull();
  });
});
