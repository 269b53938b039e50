/**
 * Where a seat map opens (issue 37 item 9). On a small screen the whole plan shows its places far smaller than a
 * finger (7 px on a 390 px phone for the demo hall), so the map opens zoomed to one section instead, its places at
 * least MIN_TARGET px, with the section chips to move around. The server's drawn map does the same before this
 * application runs (server/src/app/boot-script.ts, same query and section), and the map taking that drawing over
 * keeps its zoom and scroll position.
 */

/** Narrow screens, and any whose main pointer is a finger (the server's boot script uses the same query). */
export const SMALL_SCREEN = "(max-width: 47.99em), (pointer: coarse)";

export function isSmallScreen(win: Window = window): boolean {
  return typeof win.matchMedia === "function" && win.matchMedia(SMALL_SCREEN).matches;
}

/** The drawn map's view: its zoom and where it was scrolled to, as fractions of the drawing's width and height. */
export interface BootView {
  zoom: number;
  left: number;
  top: number;
}

/**
 * The view the server's drawn map was left at (zoomed by its boot script, scrolled perhaps by the visitor), read from
 * the drawing before it is moved out of its frame; its inline size goes (the map sizes it from then on). Null when it
 * was not zoomed.
 */
export function takeBootView(drawing: SVGSVGElement): BootView | null {
  const width = drawing.style.width;
  if (!width.endsWith("%")) return null;
  const frame = drawing.parentElement;
  const box = drawing.getBoundingClientRect();
  // Read before the drawing shrinks back, which scrolls its frame back to the start.
  const view = frame && box.width > 0 && box.height > 0 ? { left: frame.scrollLeft / box.width, top: frame.scrollTop / box.height } : null;
  drawing.style.removeProperty("width");
  drawing.style.removeProperty("max-height");
  const zoom = Number.parseFloat(width) / 100;
  return view && zoom > 1 ? { zoom, ...view } : null;
}
