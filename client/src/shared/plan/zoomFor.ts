/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  width: number;
  height: number;
}

/** The smallest place a finger is asked to hit, in CSS pixels (WCAG 2.2 target size, minimum). */
export const MIN_TARGET = 24;

/**
 * The zoom of a map whose SVG (`svgBox`, now) is `zoom` viewports wide that shows the places `boxes` (now) at
 * least MIN_TARGET px (and, with `fit`, their group as wide as the viewport, when that is bigger still), and
 * where to scroll the viewport then: the group centred when it fits, else `focus` (the place tapped) centred,
 * else the group's left edge.
 */
export function zoomFor(
  boxes: readonly Box[],
  svgBox: Box,
  viewport: { width: number; height: number },
  options: { fit: boolean; maxZoom: number; focus?: Box },
): { zoom: number; scroll: { left: number; top: number } } | null {
  const viewportWidth = viewport.width;
  const { fit, maxZoom, focus } = options;
  if (svgBox.width === 0 || boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let smallest = Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    smallest = Math.min(smallest, Math.min(box.width, box.height));
  }
  // Lengths as fractions of the SVG's width: at zoom z the SVG is z viewports wide.
  const fraction = (px: number) => px / svgBox.width;
  // A pixel to spare: rounding must not leave a place just under the minimum.
  const needed = (MIN_TARGET + 1) / Math.max(fraction(smallest) * viewportWidth, 0.01);
  const fitted = fit ? 0.94 / Math.max(fraction(right - left), 0.001) : 1;
  const zoom = Math.min(maxZoom, Math.max(1, needed, fitted));
  const width = zoom * viewportWidth;
  const groupWidth = fraction(right - left) * width;
  const at = (x: number) => fraction(x) * width;
  if (focus && groupWidth > viewportWidth) {
    return {
      zoom,
      scroll: {
        left: at(focus.left + focus.width / 2 - svgBox.left) - viewportWidth / 2,
        top: at(focus.top + focus.height / 2 - svgBox.top) - viewport.height / 2,
      },
    };
  }
  return {
    zoom,
    scroll: { left: at(left - svgBox.left) - Math.max(0, (viewportWidth - groupWidth) / 2), top: at(top - svgBox.top) - 8 },
  };
}
