/**
 * What a validator would say about a plan's map (issue 34, item 17): places without a name, two elements with
 * one place's name, places drawn over each other, and text drawn over a place, which takes the place's clicks
 * in the drawing itself. The elements are measured in the browser (measurePlan.ts): this file only judges them.
 */

/** A rectangle in the drawing's own coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An element of the map as measured, in document order. */
export interface MeasuredElement {
  /** Its position in document order. */
  key: number;
  tag: string;
  id: string | null;
  /** Marked as a place (the class `space` or a data-section, -row, -seat or -max-tickets attribute). */
  place: boolean;
  /** A place element that holds other places: a group of them, not a place of its own. */
  holdsPlaces: boolean;
  /** The keys of the place elements it is inside. */
  insidePlaces: readonly number[];
  /** A <text>'s words, null for other elements. */
  text: string | null;
  /** Whether clicks pass through it in the drawing (pointer-events: none). */
  passThrough: boolean;
  /** Null when it could not be measured (nothing drawn). */
  box: Box | null;
  /**
   * Whether a point of the drawing is on the element's shape (a curved terrace's box also covers the seats
   * in front of it; its shape does not). Without it, its box is its shape.
   */
  covers?: (x: number, y: number) => boolean;
}

export type PlanWarning =
  | { kind: "unlabelled"; elements: [MeasuredElement] }
  | { kind: "duplicate"; name: string; elements: MeasuredElement[] }
  | { kind: "overlap"; elements: [MeasuredElement, MeasuredElement] }
  | { kind: "textOver"; elements: [MeasuredElement, MeasuredElement] };

/** The share of the smaller box that both cover: above this, two places (or a text and a place) overlap. */
export const SUBSTANTIAL = 0.25;

const area = (box: Box) => Math.max(0, box.width) * Math.max(0, box.height);

/** The part of the smaller of two boxes that both cover, 0 to 1 (0 when either has no area). */
export function overlapShare(a: Box, b: Box): number {
  const smaller = Math.min(area(a), area(b));
  if (smaller <= 0) return 0;
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width <= 0 || height <= 0 ? 0 : (width * height) / smaller;
}

type Measured = MeasuredElement & { box: Box };

/** Points sampled across a box, a grid of this many a side, to compare two shapes. */
const SAMPLES = 8;

/**
 * The part of `small`'s shape that `large`'s shape covers as well, 0 to 1, sampled on a grid over `small`'s
 * box (boxes that overlap may hold shapes that do not).
 */
export function shapeOverlapShare(small: Measured, large: Measured): number {
  let inSmall = 0;
  let inBoth = 0;
  const { x, y, width, height } = small.box;
  const inBox = (box: Box, px: number, py: number) => px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height;
  for (let i = 0; i < SAMPLES; i++)
    for (let j = 0; j < SAMPLES; j++) {
      const px = x + ((i + 0.5) / SAMPLES) * width;
      const py = y + ((j + 0.5) / SAMPLES) * height;
      if (!(small.covers?.(px, py) ?? true)) continue;
      inSmall++;
      if (inBox(large.box, px, py) && (large.covers?.(px, py) ?? true)) inBoth++;
    }
  return inSmall === 0 ? 0 : inBoth / inSmall;
}

/** Whether two elements overlap substantially: their boxes first, then their shapes. */
function overlaps(a: Measured, b: Measured): boolean {
  if (overlapShare(a.box, b.box) < SUBSTANTIAL) return false;
  if (!a.covers && !b.covers) return true;
  const [small, large] = area(a.box) <= area(b.box) ? [a, b] : [b, a];
  return shapeOverlapShare(small, large) >= SUBSTANTIAL;
}
const hasArea = (element: MeasuredElement): element is Measured => element.box !== null && area(element.box) > 0;

/**
 * Pairs of boxes of `a` and `b` that overlap substantially, found by sweeping along x (a 2,000-place plan
 * compares each place with its neighbours only). `same` says whether `a` and `b` are one list.
 */
function overlappingPairs(a: Measured[], b: Measured[], same: boolean): Array<[Measured, Measured]> {
  const events = [...a.map((element) => ({ element, side: 0 })), ...(same ? [] : b.map((element) => ({ element, side: 1 })))].sort(
    (left, right) => left.element.box.x - right.element.box.x,
  );
  const pairs: Array<[Measured, Measured]> = [];
  const open: Array<{ element: Measured; side: number }> = [];
  for (const event of events) {
    const { box } = event.element;
    for (let index = open.length - 1; index >= 0; index--)
      if (open[index]!.element.box.x + open[index]!.element.box.width <= box.x) open.splice(index, 1);
    for (const other of open) {
      if (!same && other.side === event.side) continue;
      if (!overlaps(other.element, event.element)) continue;
      const [first, second] = same || other.side === 0 ? [other.element, event.element] : [event.element, other.element];
      pairs.push(same && first.key > second.key ? [second, first] : [first, second]);
    }
    open.push(event);
  }
  return pairs;
}

/** The map's warnings: unnamed places, shared names, overlapping places, then text over places. */
export function planWarnings(elements: readonly MeasuredElement[]): PlanWarning[] {
  const places = elements.filter((element) => element.place && !element.holdsPlaces);
  const warnings: PlanWarning[] = [];
  for (const place of places) if (!place.id?.trim()) warnings.push({ kind: "unlabelled", elements: [place] });

  const byId = new Map<string, MeasuredElement[]>();
  for (const element of elements) if (element.id) byId.set(element.id, [...(byId.get(element.id) ?? []), element]);
  for (const [name, named] of byId)
    if (named.length > 1 && named.some((element) => element.place)) warnings.push({ kind: "duplicate", name, elements: named });

  const measuredPlaces = places.filter(hasArea);
  const overlaps = overlappingPairs(measuredPlaces, measuredPlaces, true).sort(
    (left, right) => left[0].key - right[0].key || left[1].key - right[1].key,
  );
  for (const [a, b] of overlaps)
    if (!a.insidePlaces.includes(b.key) && !b.insidePlaces.includes(a.key)) warnings.push({ kind: "overlap", elements: [a, b] });

  // Text inside a place passes its clicks to the place; text drawn before a place is under it.
  const texts = elements
    .filter((element) => element.text !== null && !element.passThrough && element.insidePlaces.length === 0)
    .filter(hasArea);
  const textOver = overlappingPairs(measuredPlaces, texts, false).filter(([place, text]) => text.key > place.key);
  for (const [place, text] of textOver.sort((left, right) => left[1].key - right[1].key || left[0].key - right[0].key))
    warnings.push({ kind: "textOver", elements: [text, place] });
  return warnings;
}
