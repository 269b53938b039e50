/**
 * Whether a point lies on what an element fills (issue 35): a label belongs to the place it lies over, and the
 * curved sections of an arena have boxes that overlap their neighbours'. Shapes are read lazily, once each, from
 * their attributes (paths flattened to polygons), and the point is taken into the element's own units.
 */
import { arcCentre, walkPath } from "./path-data.js";
import type { Chart } from "./read-chart.js";
import { IDENTITY, length, type Matrix, NumberReader, ownMatrix, property } from "./svg-values.js";

/** A shape in its own units: whether it fills a point. */
type Fills = (x: number, y: number) => boolean;

interface Shape {
  /** Root units to the element's own. */
  inverse: Matrix;
  fills: Fills;
}

/** Segments a curve is flattened to; an arc gets one per 15 degrees. */
const CURVE_STEPS = 8;
const ARC_STEP = Math.PI / 12;

export class ChartShapes {
  private readonly shapes = new Map<number, Shape | null>();
  private readonly matrices = new Map<number, Matrix>();

  constructor(private readonly chart: Chart) {}

  /**
   * Whether the point (root units) lies inside the element's fill: rects, images, circles, ellipses, polygons,
   * polylines and paths; null for what has no known shape (groups, uses, lines, texts).
   */
  contains(index: number, x: number, y: number): boolean | null {
    let shape = this.shapes.get(index);
    if (shape === undefined) this.shapes.set(index, (shape = this.read(index)));
    if (!shape) return null;
    const m = shape.inverse;
    return shape.fills(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
  }

  private read(index: number): Shape | null {
    const element = this.chart.elements[index]!;
    const get = (name: string) => length(element.attributes.get(name));
    let fills: Fills | null = null;
    switch (element.tag.toLowerCase()) {
      case "rect":
      case "image":
      case "foreignobject": {
        const [left, top, width, height] = [get("x"), get("y"), get("width"), get("height")];
        if (width > 0 && height > 0) fills = (x, y) => x >= left && x <= left + width && y >= top && y <= top + height;
        break;
      }
      case "circle":
      case "ellipse": {
        const circle = element.tag.toLowerCase() === "circle";
        const [cx, cy, rx, ry] = [get("cx"), get("cy"), get(circle ? "r" : "rx"), get(circle ? "r" : "ry")];
        if (rx > 0 && ry > 0) fills = (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
        break;
      }
      case "polygon":
      case "polyline":
        fills = polygonFills([pointList(element.attributes.get("points"))], this.evenOdd(index));
        break;
      case "path":
        fills = polygonFills(flattenPath(element.attributes.get("d")), this.evenOdd(index));
        break;
    }
    const inverse = fills && invert(this.matrix(index));
    return fills && inverse ? { inverse, fills } : null;
  }

  /** The element's matrix to root units: its ancestors' transforms and its own (the root's are not applied, as in chartBoxes). */
  private matrix(index: number): Matrix {
    let matrix = this.matrices.get(index);
    if (matrix === undefined) {
      const { parent } = this.chart.elements[index]!;
      matrix = parent === null ? IDENTITY : ownMatrix(this.chart.elements[index]!, this.matrix(parent));
      this.matrices.set(index, matrix);
    }
    return matrix;
  }

  private evenOdd(index: number): boolean {
    for (let at: number | null = index; at !== null; at = this.chart.elements[at]!.parent) {
      const rule = property(this.chart.elements[at]!, "fill-rule")?.trim();
      if (rule === "evenodd" || rule === "nonzero") return rule === "evenodd";
    }
    return false;
  }
}

function invert([a, b, c, d, e, f]: Matrix): Matrix | null {
  const determinant = a * d - b * c;
  if (!determinant || !Number.isFinite(determinant)) return null;
  return [
    d / determinant,
    -b / determinant,
    -c / determinant,
    a / determinant,
    (c * f - d * e) / determinant,
    (b * e - a * f) / determinant,
  ];
}

function pointList(value: string | undefined): number[] {
  const points: number[] = [];
  if (!value) return points;
  const reader = new NumberReader(value);
  for (;;) {
    const x = reader.number();
    const y = reader.number();
    if (Number.isNaN(x) || Number.isNaN(y)) return points;
    points.push(x, y);
  }
}

/** A path as polygons (x, y, x, y, ...), one per subpath: lines as they are, curves and arcs in short steps. */
function flattenPath(d: string | undefined): number[][] {
  const rings: number[][] = [];
  let ring: number[] = [];
  const start = (x: number, y: number) => {
    if (ring.length > 4) rings.push(ring);
    ring = [x, y];
  };
  walkPath(d, {
    move: start,
    line(_fromX, _fromY, x, y) {
      ring.push(x, y);
    },
    cubic(x0, y0, x1, y1, x2, y2, x3, y3) {
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        const [p, q, r, s] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        ring.push(p * x0 + q * x1 + r * x2 + s * x3, p * y0 + q * y1 + r * y2 + s * y3);
      }
    },
    quad(x0, y0, x1, y1, x2, y2) {
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        ring.push(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
      }
    },
    arc(fromX, fromY, rx, ry, degrees, large, sweep, x, y) {
      const arc = arcCentre(fromX, fromY, rx, ry, degrees, large, sweep, x, y);
      if (arc) {
        const steps = Math.max(2, Math.ceil(Math.abs(arc.delta) / ARC_STEP));
        for (let step = 1; step < steps; step++) {
          const t = arc.theta1 + (arc.delta * step) / steps;
          const [u, v] = [arc.rx * Math.cos(t), arc.ry * Math.sin(t)];
          ring.push(arc.cx + u * arc.cos - v * arc.sin, arc.cy + u * arc.sin + v * arc.cos);
        }
      }
      ring.push(x, y);
    },
    close: start,
  });
  start(0, 0);
  return rings;
}

/** Whether polygons (each closed implicitly) fill a point, by the nonzero or the even-odd rule. */
function polygonFills(rings: number[][], evenOdd: boolean): Fills | null {
  if (!rings.some((ring) => ring.length > 4)) return null;
  return (x, y) => {
    let winding = 0;
    let crossings = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
        if (yi > y === yj > y) continue;
        if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
          crossings++;
          winding += yi > yj ? 1 : -1;
        }
      }
    }
    return evenOdd ? crossings % 2 === 1 : winding !== 0;
  };
}
