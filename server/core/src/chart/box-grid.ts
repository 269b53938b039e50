/**
 * A uniform grid over a chart's extent, so that finding the places under a label, or the labels near a place,
 * looks at a few cells instead of every pair (a 20,000-seat chart has 20,000 labels).
 */

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box spanning more cells than this goes to a list every query looks at, instead of filling the grid. */
const MAX_CELLS_PER_ITEM = 64;
const MAX_SIDE = 2048;

export class BoxGrid {
  private readonly x0: number;
  private readonly y0: number;
  private readonly cellWidth: number;
  private readonly cellHeight: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly cells: Array<number[] | undefined>;
  private readonly large: number[] = [];

  /** A grid of square cells over `extent`, about one cell per item. */
  constructor(extent: Rect, count: number) {
    const width = Math.max(extent.width, 1e-9);
    const height = Math.max(extent.height, 1e-9);
    const cell = Math.sqrt((width * height) / Math.max(count, 1));
    this.columns = Math.max(1, Math.min(MAX_SIDE, Math.ceil(width / cell)));
    this.rows = Math.max(1, Math.min(MAX_SIDE, Math.ceil(height / cell)));
    this.x0 = extent.x;
    this.y0 = extent.y;
    this.cellWidth = width / this.columns;
    this.cellHeight = height / this.rows;
    this.cells = new Array<number[] | undefined>(this.columns * this.rows);
  }

  /** The smallest rectangle holding every one given (null when none). */
  static extent(rects: Iterable<Rect>): Rect | null {
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const rect of rects) {
      left = Math.min(left, rect.x);
      top = Math.min(top, rect.y);
      right = Math.max(right, rect.x + rect.width);
      bottom = Math.max(bottom, rect.y + rect.height);
    }
    return left <= right && top <= bottom ? { x: left, y: top, width: right - left, height: bottom - top } : null;
  }

  insert(item: number, rect: Rect): void {
    const [left, top, right, bottom] = this.span(rect);
    if ((right - left + 1) * (bottom - top + 1) > MAX_CELLS_PER_ITEM) {
      this.large.push(item);
      return;
    }
    for (let row = top; row <= bottom; row++)
      for (let column = left; column <= right; column++) (this.cells[row * this.columns + column] ??= []).push(item);
  }

  /** Visits every item whose cells meet `rect`: a superset of those whose rectangle does, some more than once. */
  forEachNear(rect: Rect, visit: (item: number) => void): void {
    for (const item of this.large) visit(item);
    const [left, top, right, bottom] = this.span(rect);
    for (let row = top; row <= bottom; row++)
      for (let column = left; column <= right; column++) {
        const cell = this.cells[row * this.columns + column];
        if (cell) for (const item of cell) visit(item);
      }
  }

  private span(rect: Rect): [number, number, number, number] {
    return [this.column(rect.x), this.row(rect.y), this.column(rect.x + rect.width), this.row(rect.y + rect.height)];
  }

  private column(x: number): number {
    return clamp(Math.floor((x - this.x0) / this.cellWidth), this.columns);
  }

  private row(y: number): number {
    return clamp(Math.floor((y - this.y0) / this.cellHeight), this.rows);
  }
}

function clamp(cell: number, side: number): number {
  return Number.isFinite(cell) ? Math.max(0, Math.min(side - 1, cell)) : 0;
}
