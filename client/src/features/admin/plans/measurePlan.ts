import type { Box, MeasuredElement } from "./planWarnings";

/**
 * The map's places, named elements and texts measured as the browser draws them (issue 34, item 17): each box
 * is the element's getBBox carried through its transforms (getScreenCTM) into the drawing's own coordinates, so
 * paths, groups and transformed elements are measured as they are drawn. Where the browser does not lay SVG out
 * (a test's DOM), the boxes are null and only the names are judged.
 */

const PLACE = ".space, [data-section], [data-row], [data-seat], [data-max-tickets]";
/** Elements that are never drawn where they stand. */
const NOT_DRAWN = "defs, symbol, clipPath, mask, pattern, marker, title, desc, style";

type Graphics = Element & { getBBox?: () => DOMRect; getScreenCTM?: () => DOMMatrix | null };

/** The matrix from an element's own coordinates to those of the drawing's root, or null. */
function toRoot(root: Graphics, element: Graphics): DOMMatrix | null {
  if (typeof element.getScreenCTM !== "function" || typeof root.getScreenCTM !== "function") return null;
  const toScreen = element.getScreenCTM();
  const rootToScreen = root.getScreenCTM();
  return toScreen && rootToScreen ? rootToScreen.inverse().multiply(toScreen) : null;
}

/** An element's box in the coordinates of the drawing's root (its viewBox), or null. */
function boxIn(root: Graphics, element: Graphics): Box | null {
  const matrix = toRoot(root, element);
  if (!matrix || typeof element.getBBox !== "function") return null;
  const local = element.getBBox();
  const corners = [
    [local.x, local.y],
    [local.x + local.width, local.y],
    [local.x, local.y + local.height],
    [local.x + local.width, local.y + local.height],
  ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Whether a point of the drawing is on the place's shape: its fill or its stroke, or that of a shape inside it
 * (a place drawn as a group). Null where the browser cannot tell (the box is the shape then).
 */
function coversIn(root: Graphics, element: Element): ((x: number, y: number) => boolean) | null {
  const shapes = [element, ...element.querySelectorAll("*")].filter(
    (shape): shape is SVGGeometryElement => typeof (shape as Partial<SVGGeometryElement>).isPointInFill === "function",
  );
  const inverses = shapes.map((shape) => toRoot(root, shape)?.inverse() ?? null);
  if (shapes.length === 0 || inverses.includes(null)) return null;
  return (x, y) =>
    shapes.some((shape, index) => {
      const point = new DOMPoint(x, y).matrixTransform(inverses[index]!);
      return shape.isPointInFill(point) || shape.isPointInStroke(point);
    });
}

/** The drawing's own frame (its viewBox, or its size), to place a highlight over a picture of it. */
export function drawingFrame(root: SVGSVGElement): Box | null {
  const viewBox = root.viewBox?.baseVal;
  if (viewBox && viewBox.width > 0 && viewBox.height > 0)
    return { x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height };
  const width = Number.parseFloat(root.getAttribute("width") ?? "");
  const height = Number.parseFloat(root.getAttribute("height") ?? "");
  return width > 0 && height > 0 ? { x: 0, y: 0, width, height } : null;
}

/** The places, the elements named like them, and the texts of a drawn map, in document order. */
export function measurePlan(root: SVGSVGElement): MeasuredElement[] {
  const all = [...root.querySelectorAll("*")].filter((element) => !element.closest(NOT_DRAWN));
  const placeKeys = new Map<Element, number>();
  all.forEach((element, key) => {
    if (element.matches(PLACE)) placeKeys.set(element, key);
  });
  const measured: MeasuredElement[] = [];
  all.forEach((element, key) => {
    const tag = element.localName;
    const place = placeKeys.has(element);
    const id = element.getAttribute("id");
    if (!place && !id && tag !== "text") return;
    const insidePlaces: number[] = [];
    for (let parent: Element | null = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      const parentKey = placeKeys.get(parent);
      if (parentKey !== undefined) insidePlaces.push(parentKey);
    }
    measured.push({
      key,
      tag,
      id: id || null,
      place,
      holdsPlaces: place && element.querySelector(PLACE) !== null,
      insidePlaces,
      text: tag === "text" ? (element.textContent ?? "").replace(/\s+/g, " ").trim() : null,
      passThrough: getComputedStyle(element).pointerEvents === "none",
      box: boxIn(root, element),
      ...(place ? { covers: coversIn(root, element) ?? undefined } : {}),
    });
  });
  return measured;
}
