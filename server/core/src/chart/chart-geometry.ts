/**
 * Where a chart's elements are drawn (issue 35): each element's axis-aligned bounding box in the root `<svg>`'s
 * user units, after every ancestor's transform and its own. Marking uses the boxes to find the labels over a
 * place; the editor uses them for box and lasso picking. No DOM: the geometry is computed from the attributes,
 * text approximately (0.6 × font-size per character), in one pass over the elements.
 */
import type { Chart, ChartElement } from "./read-chart.js";

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

/** A 2D affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: n applied first. */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Reads numbers (and arc flags) the way SVG writes them: `1.5.5`, `-1e-3`, `10-5`, separated by spaces or commas. */
class NumberReader {
  at = 0;
  constructor(readonly text: string) {}

  skipSeparators(): void {
    const text = this.text;
    let at = this.at;
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code !== 32 && code !== 44 && code !== 9 && code !== 10 && code !== 13 && code !== 12) break;
    }
    this.at = at;
  }

  /** The next number, or NaN (nothing consumed) when there is none. */
  number(): number {
    this.skipSeparators();
    const text = this.text;
    const start = this.at;
    let at = start;
    let code = text.charCodeAt(at);
    if (code === 43 || code === 45) code = text.charCodeAt(++at); // + -
    let digits = 0;
    while (code >= 48 && code <= 57) {
      digits++;
      code = text.charCodeAt(++at);
    }
    if (code === 46) {
      code = text.charCodeAt(++at);
      while (code >= 48 && code <= 57) {
        digits++;
        code = text.charCodeAt(++at);
      }
    }
    if (digits === 0) return NaN;
    if (code === 101 || code === 69) {
      let exponent = at + 1;
      let next = text.charCodeAt(exponent);
      if (next === 43 || next === 45) next = text.charCodeAt(++exponent);
      if (next >= 48 && next <= 57) {
        while (next >= 48 && next <= 57) next = text.charCodeAt(++exponent);
        at = exponent;
      }
    }
    this.at = at;
    return Number(text.slice(start, at));
  }

  /** An arc flag: a single `0` or `1`, which may be written without a separator (`a1 1 0 00 5 5`). */
  flag(): number {
    this.skipSeparators();
    const code = this.text.charCodeAt(this.at);
    if (code !== 48 && code !== 49) return NaN;
    this.at++;
    return code - 48;
  }
}

const TRANSFORM = /([A-Za-z]+)\s*\(([^)]*)\)/g;

/** A `transform` attribute's matrix; an unreadable transform is none, as in browsers. */
function parseTransform(value: string | undefined): Matrix | null {
  if (!value || !value.trim()) return null;
  let result: Matrix = IDENTITY;
  let consumed = "";
  for (const match of value.matchAll(TRANSFORM)) {
    consumed += match[0];
    const reader = new NumberReader(match[2]!);
    const args: number[] = [];
    for (let n = reader.number(); !Number.isNaN(n); n = reader.number()) args.push(n);
    reader.skipSeparators();
    if (reader.at < reader.text.length) return null;
    const step = transformStep(match[1]!, args);
    if (!step) return null;
    result = multiply(result, step);
  }
  // Anything but the functions and their separators makes the attribute invalid.
  if (value.replace(TRANSFORM, "").replace(/[\s,]+/g, "") !== "" || !consumed) return null;
  return result;
}

function transformStep(name: string, args: number[]): Matrix | null {
  const [p = 0, q, r] = args;
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  switch (name) {
    case "matrix":
      return args.length === 6 ? [p, q!, r!, args[3]!, args[4]!, args[5]!] : null;
    case "translate":
      return args.length === 1 || args.length === 2 ? [1, 0, 0, 1, p, q ?? 0] : null;
    case "scale":
      return args.length === 1 || args.length === 2 ? [p, 0, 0, q ?? p, 0, 0] : null;
    case "rotate": {
      if (args.length !== 1 && args.length !== 3) return null;
      const cos = Math.cos(radians(p));
      const sin = Math.sin(radians(p));
      const cx = q ?? 0;
      const cy = r ?? 0;
      // translate(cx cy) rotate(a) translate(-cx -cy)
      return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
    }
    case "skewX":
      return args.length === 1 ? [1, 0, Math.tan(radians(p)), 1, 0, 0] : null;
    case "skewY":
      return args.length === 1 ? [1, Math.tan(radians(p)), 0, 1, 0, 0] : null;
    default:
      return null;
  }
}

const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:px)?\s*$/;

/** A plain number or px length; anything else (percentages, em) is 0. */
function length(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = LENGTH.exec(value);
  return match ? Number(match[1]) : 0;
}

/** A presentation property from its attribute or the `style` attribute (the style wins, as in CSS). */
function property(element: ChartElement, name: string): string | undefined {
  const style = element.attributes.get("style");
  if (style?.includes(name)) {
    for (const declaration of style.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon !== -1 && declaration.slice(0, colon).trim() === name) return declaration.slice(colon + 1).trim();
    }
  }
  return element.attributes.get(name);
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
  if (!d) return;
  const reader = new NumberReader(d);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  /** The start of the subpath is added once something is drawn from it: a lone moveto draws nothing. */
  let startAdded = false;
  /** The last control point, for S and T; and which kind of command set it. */
  let controlX = 0;
  let controlY = 0;
  let lastCommand = "";
  let command = "";
  const draw = () => {
    if (!startAdded) {
      bounds.add(startX, startY);
      startAdded = true;
    }
  };
  for (;;) {
    reader.skipSeparators();
    if (reader.at >= d.length) return;
    const code = d.charCodeAt(reader.at);
    const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (isLetter) {
      command = d[reader.at]!;
      reader.at++;
    } else if (command === "" || command === "Z" || command === "z") {
      return; // numbers without a command: an error ends the path
    } else if (command === "M") command = "L";
    else if (command === "m") command = "l";
    const relative = command >= "a";
    const baseX = relative ? x : 0;
    const baseY = relative ? y : 0;
    const upper = command.toUpperCase();
    let ok = true;
    switch (upper) {
      case "Z":
        if (startAdded) bounds.add(startX, startY);
        x = startX;
        y = startY;
        break;
      case "M": {
        const nx = reader.number();
        const ny = reader.number();
        if ((ok = !Number.isNaN(ny))) {
          x = startX = baseX + nx;
          y = startY = baseY + ny;
          startAdded = false;
        }
        break;
      }
      case "L": {
        const nx = reader.number();
        const ny = reader.number();
        if ((ok = !Number.isNaN(ny))) {
          draw();
          x = baseX + nx;
          y = baseY + ny;
          bounds.add(x, y);
        }
        break;
      }
      case "H": {
        const nx = reader.number();
        if ((ok = !Number.isNaN(nx))) {
          draw();
          x = baseX + nx;
          bounds.add(x, y);
        }
        break;
      }
      case "V": {
        const ny = reader.number();
        if ((ok = !Number.isNaN(ny))) {
          draw();
          y = baseY + ny;
          bounds.add(x, y);
        }
        break;
      }
      case "C":
      case "S":
      case "Q":
      case "T": {
        const count = upper === "C" ? 6 : upper === "T" ? 2 : 4;
        const values: number[] = [];
        for (let i = 0; i < count; i++) values.push(reader.number());
        if (!(ok = !Number.isNaN(values[count - 1]!))) break;
        draw();
        const reflects = upper === "S" ? /[CS]/i.test(lastCommand) : upper === "T" ? /[QT]/i.test(lastCommand) : false;
        const reflectedX = reflects ? 2 * x - controlX : x;
        const reflectedY = reflects ? 2 * y - controlY : y;
        if (upper === "C") {
          bounds.add(baseX + values[0]!, baseY + values[1]!);
          controlX = baseX + values[2]!;
          controlY = baseY + values[3]!;
        } else if (upper === "Q") {
          controlX = baseX + values[0]!;
          controlY = baseY + values[1]!;
        } else if (upper === "S") {
          bounds.add(reflectedX, reflectedY);
          controlX = baseX + values[0]!;
          controlY = baseY + values[1]!;
        } else {
          controlX = reflectedX;
          controlY = reflectedY;
        }
        bounds.add(controlX, controlY);
        x = baseX + values[count - 2]!;
        y = baseY + values[count - 1]!;
        bounds.add(x, y);
        break;
      }
      case "A": {
        const rx = reader.number();
        const ry = reader.number();
        const rotation = reader.number();
        const large = reader.flag();
        const sweep = reader.flag();
        const nx = reader.number();
        const ny = reader.number();
        if (!(ok = !Number.isNaN(ny) && !Number.isNaN(rotation) && !Number.isNaN(large) && !Number.isNaN(sweep))) break;
        draw();
        const endX = baseX + nx;
        const endY = baseY + ny;
        addArc(bounds, x, y, rx, ry, rotation, large === 1, sweep === 1, endX, endY);
        x = endX;
        y = endY;
        bounds.add(x, y);
        break;
      }
      default:
        return; // an unknown command ends the path
    }
    if (!ok) return;
    lastCommand = command;
  }
}

/** An elliptical arc's extreme points in root units (SVG's endpoint-to-centre conversion, appendix F.6.5). */
function addArc(
  bounds: Bounds,
  x1: number,
  y1: number,
  radiusX: number,
  radiusY: number,
  degrees: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): void {
  if (x1 === x2 && y1 === y2) return;
  let rx = Math.abs(radiusX);
  let ry = Math.abs(radiusY);
  if (rx === 0 || ry === 0) return; // a straight line: its end is added by the caller
  const phi = (degrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coefficient = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (coefficient * rx * y1p) / ry;
  const cyp = (-coefficient * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const theta1 = Math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx);
  let delta = Math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - theta1;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
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
      const matrix = this.ownMatrix(element, parentMatrix);
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

  private ownMatrix(element: ChartElement, parentMatrix: Matrix): Matrix {
    let matrix: Matrix = parentMatrix;
    const own = parseTransform(element.attributes.get("transform"));
    if (own) matrix = multiply(matrix, own);
    if (element.tag.toLowerCase() === "svg") {
      const x = length(element.attributes.get("x"));
      const y = length(element.attributes.get("y"));
      if (x !== 0 || y !== 0) matrix = multiply(matrix, [1, 0, 0, 1, x, y]);
    }
    return matrix;
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
      const own = this.ownMatrix(element, parentMatrix);
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

function firstLength(value: string | undefined): number {
  if (!value) return 0;
  const first = new NumberReader(value).number();
  return Number.isNaN(first) ? 0 : first;
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
