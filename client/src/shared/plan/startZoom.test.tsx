import { describe, expect, it } from "vitest";
import { takeBootView } from "./startZoom";

/** A drawing in its frame, as the server's boot script left it: `width` inline, the frame scrolled to `left`/`top`. */
function drawn(width: string, scroll: { left: number; top: number }) {
  const frame = document.createElement("div");
  const drawing = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  drawing.style.width = width;
  drawing.style.maxHeight = "none";
  frame.append(drawing);
  Object.defineProperty(frame, "scrollLeft", { get: () => (drawing.style.width ? scroll.left : 0) });
  Object.defineProperty(frame, "scrollTop", { get: () => (drawing.style.width ? scroll.top : 0) });
  drawing.getBoundingClientRect = () => ({ width: 1200, height: 1000 }) as DOMRect;
  return drawing;
}

describe("takeBootView", () => {
  it("reads the drawn map's zoom and scroll position (as fractions of the drawing) before giving the drawing its size back", () => {
    const drawing = drawn("350%", { left: 400, top: 250 });
    expect(takeBootView(drawing)).toEqual({ zoom: 3.5, left: 400 / 1200, top: 250 / 1000 });
    expect(drawing.style.width).toBe("");
    expect(drawing.style.maxHeight).toBe("");
  });

  it("answers nothing for a drawing the boot script did not zoom", () => {
    expect(takeBootView(drawn("", { left: 0, top: 0 }))).toBeNull();
    expect(takeBootView(drawn("100%", { left: 0, top: 0 }))).toBeNull();
  });
});
