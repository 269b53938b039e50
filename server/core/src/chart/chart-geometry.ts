/**
 * Where a chart's elements are drawn (issue 35): each element's axis-aligned bounding box in the root `<svg>`'s
 * user units, after every ancestor's transform and its own. Marking uses the boxes to find the labels over a
 * place; the editor uses them for box and lasso picking. No DOM: the geometry is computed from the attributes,
 * text approximately (0.6 × font-size per character), in one pass over the elements.
 */
import { type ArcCentre, arcCentre, walkPath } from "./path-data.js";
import type { Chart, ChartElement } from "./read-chart.js";
import { firstLength, IDENTITY, length, LENGTH, type Matrix, multiply, NumberReader, ownMatrix, property } from "./svg-values.js";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Kind = "group" | "hidden" | "shape" | "text" | "tspan" | "use";

const GROUPS = new Set(["g", "a", "svg", "switch"]);
const SHAPES = new Set(["rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "image", "foreignobject"]);

function kindOf(tag: string): Kind {
  const lower = tag.toLowerCase();
  if (GROUPS.has(lower)) return "group";
  if (SHAPES.has(lower)) return "shape";
  if (lower === "text") return "text";
  if (lower === "tspan") return "tspan";
  if (lower === "use") return "use";
  // defs, clipPath, mask, pattern, marker, symbol, gradients, filter, title, desc, style, metadata, unknown tags
  return "hidden";
}

/** The bounds of points added through a matrix. */
class Bounds {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;
  m: Matrix = IDENTITY;

  reset(matrix: Matrix): void {
    this.minX = this.minY = Infinity;
    this.maxX = this.maxY = -Infinity;
    this.m = matrix;
  }

  get empty(): boolean {
    return this.minX > this.maxX;
  }

  /** A point already in root units. */
  addRoot(x: number, y: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
  }

  add(x: number, y: number): void {
    const m = this.m;
    this.addRoot(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
  }

  addRect(x: number, y: number, width: number, height: number): void {
    this.add(x, y);
    this.add(x + width, y);
    this.add(x, y + height);
    this.add(x + width, y + height);
  }

  /** An axis-aligned ellipse, exactly: its transform is an ellipse too. */
  addEllipse(cx: number, cy: number, rx: number, ry: number): void {
    const m = this.m;
    const halfWidth = Math.hypot(m[0] * rx, m[2] * ry);
    const halfHeight = Math.hypot(m[1] * rx, m[3] * ry);
    const x = m[0] * cx + m[2] * cy + m[4];
    const y = m[1] * cx + m[3] * cy + m[5];
    this.addRoot(x - halfWidth, y - halfHeight);
    this.addRoot(x + halfWidth, y + halfHeight);
  }

  /** The box so far, or null when nothing was added. */
  box(): Box | null {
    return this.empty ? null : { x: this.minX, y: this.minY, width: this.maxX - this.minX, height: this.maxY - this.minY };
  }
}

function addPoints(value: string | undefined, bounds: Bounds): void {
  if (!value) return;
  const reader = new NumberReader(value);
  for (;;) {
    const x = reader.number();
    const y = reader.number();
    if (Number.isNaN(x) || Number.isNaN(y)) return;
    bounds.add(x, y);
  }
}

/** Every end and control point of a path's data (a curve lies in their hull), arcs by their extreme points. */
function addPath(d: string | undefined, bounds: Bounds): void {
  let startX = 0;
  let startY = 0;
  /** The start of the subpath is added once something is drawn from it: a lone moveto draws nothing. */
  let startAdded = false;
  const draw = () => {
    if (!startAdded) {
      bounds.add(startX, startY);
      startAdded = true;
    }
  };
  walkPath(d, {
    move(x, y) {
      [startX, startY, startAdded] = [x, y, false];
    },
    line(_fromX, _fromY, x, y) {
      draw();
      bounds.add(x, y);
    },
    cubic(_fromX, _fromY, x1, y1, x2, y2, x, y) {
      draw();
      bounds.add(x1, y1);
      bounds.add(x2, y2);
      bounds.add(x, y);
    },
    quad(_fromX, _fromY, x1, y1, x, y) {
      draw();
      bounds.add(x1, y1);
      bounds.add(x, y);
    },
    arc(fromX, fromY, rx, ry, degrees, large, sweep, x, y) {
      draw();
      const arc = arcCentre(fromX, fromY, rx, ry, degrees, large, sweep, x, y);
      if (arc) addArc(bounds, arc);
      bounds.add(x, y);
    },
    close(x, y) {
      if (startAdded) bounds.add(x, y);
    },
  });
}

/** An elliptical arc's extreme points in root units. */
function addArc(bounds: Bounds, { cx, cy, rx, ry, cos, sin, theta1, delta }: ArcCentre): void {
  // The arc is C + U·cos t + V·sin t for t from theta1 by delta; transformed, it keeps that form.
  const m = bounds.m;
  const ux = rx * cos;
  const uy = rx * sin;
  const vx = -ry * sin;
  const vy = ry * cos;
  const centreX = m[0] * cx + m[2] * cy + m[4];
  const centreY = m[1] * cx + m[3] * cy + m[5];
  const tux = m[0] * ux + m[2] * uy;
  const tuy = m[1] * ux + m[3] * uy;
  const tvx = m[0] * vx + m[2] * vy;
  const tvy = m[1] * vx + m[3] * vy;
  const onArc = (t: number) => {
    const turn = 2 * Math.PI;
    const offset = delta >= 0 ? t - theta1 : theta1 - t;
    return ((offset % turn) + turn) % turn <= Math.abs(delta);
  };
  for (const base of [Math.atan2(tvx, tux), Math.atan2(tvy, tuy)]) {
    for (const t of [base, base + Math.PI]) {
      if (onArc(t)) bounds.addRoot(centreX + tux * Math.cos(t) + tvx * Math.sin(t), centreY + tuy * Math.cos(t) + tvy * Math.sin(t));
    }
  }
}

const ANCHORS = { start: 0, middle: 0.5, end: 1 } as const;

/** Computes every box of a chart. */
class Geometry {
  readonly kinds: Kind[];
  readonly matrices: Array<Matrix | null>;
  readonly fontSizes: Float64Array;
  readonly anchors: Float64Array;
  private ids: Map<string, number> | null = null;
  /** Elements visited through `<use>`: a chart of uses of uses cannot make the work explode. */
  private useBudget = 1_000_000;
  private readonly bounds = new Bounds();

  constructor(readonly chart: Chart) {
    const count = chart.elements.length;
    this.kinds = new Array<Kind>(count);
    this.matrices = new Array<Matrix | null>(count).fill(null);
    this.fontSizes = new Float64Array(count);
    this.anchors = new Float64Array(count);
    for (const element of chart.elements) {
      const parent = element.parent;
      this.kinds[element.index] = kindOf(element.tag);
      const ownSize = property(element, "font-size");
      const size = ownSize === undefined ? NaN : LENGTH.test(ownSize) ? length(ownSize) : NaN;
      this.fontSizes[element.index] = size > 0 ? size : parent === null ? 16 : this.fontSizes[parent]!;
      const anchor = property(element, "text-anchor");
      this.anchors[element.index] =
        anchor !== undefined && anchor in ANCHORS ? ANCHORS[anchor as keyof typeof ANCHORS] : parent === null ? 0 : this.anchors[parent]!;
    }
  }

  boxes(): Array<Box | null> {
    const { chart, kinds, matrices, bounds } = this;
    const count = chart.elements.length;
    const minX = new Float64Array(count).fill(Infinity);
    const minY = new Float64Array(count).fill(Infinity);
    const maxX = new Float64Array(count).fill(-Infinity);
    const maxY = new Float64Array(count).fill(-Infinity);
    // Parents come before their children: each element's matrix and leaf box in one forward pass.
    for (const element of chart.elements) {
      const index = element.index;
      const parent = element.parent;
      if (parent === null) {
        matrices[index] = IDENTITY; // the root's own user units
        continue;
      }
      const parentMatrix = matrices[parent];
      const kind = kinds[index]!;
      if (!parentMatrix || kind === "hidden" || !this.displayed(element)) continue;
      const matrix = ownMatrix(element, parentMatrix);
      matrices[index] = matrix;
      if (kind === "group") continue;
      bounds.reset(matrix);
      this.addLeaf(element, bounds, 0);
      if (bounds.empty) continue;
      minX[index] = bounds.minX;
      minY[index] = bounds.minY;
      maxX[index] = bounds.maxX;
      maxY[index] = bounds.maxY;
    }
    // Children come after their parents: groups (and texts, with their positioned tspans) take their children's union.
    for (let index = count - 1; index > 0; index--) {
      const parent = chart.elements[index]!.parent!;
      if (minX[index]! > maxX[index]! || !matrices[parent] || kinds[parent] === "shape" || kinds[parent] === "use") continue;
      minX[parent] = Math.min(minX[parent]!, minX[index]!);
      minY[parent] = Math.min(minY[parent]!, minY[index]!);
      maxX[parent] = Math.max(maxX[parent]!, maxX[index]!);
      maxY[parent] = Math.max(maxY[parent]!, maxY[index]!);
    }
    const result = new Array<Box | null>(count);
    for (let index = 0; index < count; index++) {
      result[index] =
        minX[index]! > maxX[index]!
          ? null
          : { x: minX[index]!, y: minY[index]!, width: maxX[index]! - minX[index]!, height: maxY[index]! - minY[index]! };
    }
    return result;
  }

  private displayed(element: ChartElement): boolean {
    const display = element.attributes.has("display") || element.attributes.has("style") ? property(element, "display") : undefined;
    return display?.trim() !== "none";
  }

  /** Adds what a shape, text or use draws; `bounds` carries the element's own matrix. */
  private addLeaf(element: ChartElement, bounds: Bounds, useDepth: number): void {
    const get = (name: string) => length(element.attributes.get(name));
    switch (element.tag.toLowerCase()) {
      case "rect":
      case "image":
      case "foreignobject": {
        const width = get("width");
        const height = get("height");
        if (width > 0 && height > 0) bounds.addRect(get("x"), get("y"), width, height);
        return;
      }
      case "circle": {
        const r = get("r");
        if (r > 0) bounds.addEllipse(get("cx"), get("cy"), r, r);
        return;
      }
      case "ellipse": {
        const rx = get("rx");
        const ry = get("ry");
        if (rx > 0 && ry > 0) bounds.addEllipse(get("cx"), get("cy"), rx, ry);
        return;
      }
      case "line":
        bounds.add(get("x1"), get("y1"));
        bounds.add(get("x2"), get("y2"));
        return;
      case "polyline":
      case "polygon":
        addPoints(element.attributes.get("points"), bounds);
        return;
      case "path":
        addPath(element.attributes.get("d"), bounds);
        return;
      case "text":
        this.addText(element, element.text ?? "", bounds);
        return;
      case "tspan":
        this.addTspan(element, bounds);
        return;
      case "use":
        this.addUse(element, bounds, useDepth);
        return;
    }
  }

  private addText(element: ChartElement, text: string, bounds: Bounds, origin?: { x: number; y: number }): void {
    const characters = [...text].length;
    if (characters === 0) return;
    const size = this.fontSizes[element.index]!;
    const width = 0.6 * size * characters;
    const x = origin?.x ?? firstLength(element.attributes.get("x"));
    const y = origin?.y ?? firstLength(element.attributes.get("y"));
    bounds.addRect(x - width * this.anchors[element.index]!, y - 0.8 * size, width, size);
  }

  /** A tspan with its own x or y is placed by it; one without flows within its text, whose box it takes. */
  private addTspan(element: ChartElement, bounds: Bounds): void {
    let text: ChartElement | undefined;
    for (let at = element.parent; at !== null; at = this.chart.elements[at]!.parent) {
      const ancestor = this.chart.elements[at]!;
      if (ancestor.tag.toLowerCase() === "text") {
        text = ancestor;
        break;
      }
    }
    if (!text) return;
    const ownX = element.attributes.get("x");
    const ownY = element.attributes.get("y");
    if (ownX === undefined && ownY === undefined) {
      this.addText(text, text.text ?? "", bounds);
      return;
    }
    const origin = {
      x: firstLength(ownX ?? text.attributes.get("x")),
      y: firstLength(ownY ?? text.attributes.get("y")),
    };
    this.addText(element, tspanText(this.chart, element), bounds, origin);
  }

  private addUse(element: ChartElement, bounds: Bounds, useDepth: number): void {
    const href = element.attributes.get("href") ?? element.attributes.get("xlink:href");
    if (!href?.startsWith("#") || useDepth >= 8) return;
    this.ids ??= idIndex(this.chart);
    const target = this.ids.get(href.slice(1));
    if (target === undefined) return;
    const at = multiply(bounds.m, [1, 0, 0, 1, length(element.attributes.get("x")), length(element.attributes.get("y"))]);
    const box = this.contentBox(target, at, useDepth + 1);
    if (!box) return;
    bounds.addRoot(box.x, box.y);
    bounds.addRoot(box.x + box.width, box.y + box.height);
  }

  /** The box of an element and what it contains, drawn with `matrix` as its parent's: what a `<use>` shows. */
  private contentBox(root: number, matrix: Matrix, useDepth: number): Box | null {
    const elements = this.chart.elements;
    const bounds = new Bounds();
    const total = new Bounds();
    const stack: Array<[number, Matrix]> = [[root, matrix]];
    while (stack.length > 0) {
      if (--this.useBudget < 0) return null;
      const [index, parentMatrix] = stack.pop()!;
      const element = elements[index]!;
      const kind = this.kinds[index]!;
      const container = kind === "group" || (index === root && element.tag.toLowerCase() === "symbol");
      if ((kind === "hidden" && !container) || !this.displayed(element)) continue;
      const own = ownMatrix(element, parentMatrix);
      if (container) {
        for (const child of element.children) stack.push([child, own]);
        continue;
      }
      bounds.reset(own);
      this.addLeaf(element, bounds, useDepth);
      if (bounds.empty) continue;
      total.addRoot(bounds.minX, bounds.minY);
      total.addRoot(bounds.maxX, bounds.maxY);
      if (kind === "text" || kind === "tspan") for (const child of element.children) stack.push([child, own]);
    }
    return total.box();
  }
}

/** A tspan's own text: what its start tag is followed by, up to the next tag. */
function tspanText(chart: Chart, element: ChartElement): string {
  if (chart.svg.charCodeAt(element.tagEnd - 2) === 47) return ""; // <tspan/>
  const end = chart.svg.indexOf("<", element.tagEnd);
  return chart.svg
    .slice(element.tagEnd, end === -1 ? undefined : end)
    .replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, "x")
    .replace(/\s+/g, " ")
    .trim();
}

function idIndex(chart: Chart): Map<string, number> {
  const ids = new Map<string, number>();
  for (const element of chart.elements) if (element.id !== null && !ids.has(element.id)) ids.set(element.id, element.index);
  return ids;
}

/**
 * Each element's bounding box in the root `<svg>`'s user units (its viewBox), indexed by element index; null for
 * what draws nothing: the root's viewBox is not applied, nested `<svg>`s are offset by x and y (their viewBox is
 * not applied), content of `<defs>`-like containers, `<title>`, `<desc>`, empty groups, `display="none"`.
 * Circles and ellipses are bounded exactly, curves by their control points, arcs by their extreme points, text
 * approximately (0.6 × font-size per character, from y − 0.8·font-size to y + 0.2·font-size).
 */
export function chartBoxes(chart: Chart): Array<Box | null> {
  return new Geometry(chart).boxes();
}
