/** A point in the chart's root user units. */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether the point lies inside the polygon (even-odd rule; the polygon closes itself). */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The rectangle dragged from one corner to the other, as a polygon. */
export function rectanglePolygon(from: Point, to: Point): Point[] {
  return [from, { x: to.x, y: from.y }, to, { x: from.x, y: to.y }];
}

/** The candidates whose box centre lies inside the polygon (a line or a point encloses nothing). */
export function elementsInside(polygon: readonly Point[], candidates: readonly number[], boxes: ReadonlyArray<Box | null>): number[] {
  if (polygon.length < 3) return [];
  const xs = polygon.map((point) => point.x);
  const ys = polygon.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const inside: number[] = [];
  for (const index of candidates) {
    const box = boxes[index];
    if (!box) continue;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (centre.x < left || centre.x > right || centre.y < top || centre.y > bottom) continue;
    if (pointInPolygon(centre, polygon)) inside.push(index);
  }
  return inside;
}

/**
 * The innermost of the elements: those with none of the others inside them (a box around a row's seats picks the
 * seats, not the row's group too), as a click picks the innermost place under the pointer.
 */
export function innermost(elements: readonly number[], parentOf: (element: number) => number | null): number[] {
  const chosen = new Set(elements);
  const containing = new Set<number>();
  for (const element of elements)
    for (let at = parentOf(element); at !== null && !containing.has(at); at = parentOf(at)) if (chosen.has(at)) containing.add(at);
  return elements.filter((element) => !containing.has(element));
}
