/**
 * Reading a `<path>`'s data (issue 35) as absolute segments: relative commands resolved, H and V as lines, S and
 * T with their reflected control points. The chart's boxes (chart-geometry.ts) and its shapes (chart-shapes.ts)
 * both walk paths with it.
 */
import { NumberReader } from "./svg-values.js";

/** What a walk reports, in the path's own units; `from` is the current point a segment starts at. */
export interface PathVisitor {
  move(x: number, y: number): void;
  line(fromX: number, fromY: number, x: number, y: number): void;
  cubic(fromX: number, fromY: number, x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  quad(fromX: number, fromY: number, x1: number, y1: number, x: number, y: number): void;
  arc(fromX: number, fromY: number, rx: number, ry: number, degrees: number, large: boolean, sweep: boolean, x: number, y: number): void;
  /** Back to the subpath's start (`z`). */
  close(startX: number, startY: number): void;
}

/** Walks path data up to its end or its first error (where browsers stop drawing it too). */
export function walkPath(d: string | undefined, visitor: PathVisitor): void {
  if (!d) return;
  const reader = new NumberReader(d);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  /** The last control point, for S and T; and which kind of command set it. */
  let controlX = 0;
  let controlY = 0;
  let lastCommand = "";
  let command = "";
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
    switch (upper) {
      case "Z":
        visitor.close(startX, startY);
        x = startX;
        y = startY;
        break;
      case "M":
      case "L": {
        const nx = reader.number();
        const ny = reader.number();
        if (Number.isNaN(ny)) return;
        if (upper === "M") {
          x = startX = baseX + nx;
          y = startY = baseY + ny;
          visitor.move(x, y);
        } else {
          visitor.line(x, y, baseX + nx, baseY + ny);
          x = baseX + nx;
          y = baseY + ny;
        }
        break;
      }
      case "H":
      case "V": {
        const value = reader.number();
        if (Number.isNaN(value)) return;
        const nx = upper === "H" ? baseX + value : x;
        const ny = upper === "V" ? baseY + value : y;
        visitor.line(x, y, nx, ny);
        x = nx;
        y = ny;
        break;
      }
      case "C":
      case "S":
      case "Q":
      case "T": {
        const count = upper === "C" ? 6 : upper === "T" ? 2 : 4;
        const values: number[] = [];
        for (let i = 0; i < count; i++) values.push(reader.number());
        if (Number.isNaN(values[count - 1]!)) return;
        const reflects = upper === "S" ? /[CS]/i.test(lastCommand) : upper === "T" ? /[QT]/i.test(lastCommand) : false;
        const reflectedX = reflects ? 2 * x - controlX : x;
        const reflectedY = reflects ? 2 * y - controlY : y;
        const endX = baseX + values[count - 2]!;
        const endY = baseY + values[count - 1]!;
        if (upper === "C" || upper === "S") {
          const [x1, y1] = upper === "C" ? [baseX + values[0]!, baseY + values[1]!] : [reflectedX, reflectedY];
          controlX = baseX + values[count - 4]!;
          controlY = baseY + values[count - 3]!;
          visitor.cubic(x, y, x1, y1, controlX, controlY, endX, endY);
        } else {
          [controlX, controlY] = upper === "Q" ? [baseX + values[0]!, baseY + values[1]!] : [reflectedX, reflectedY];
          visitor.quad(x, y, controlX, controlY, endX, endY);
        }
        x = endX;
        y = endY;
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
        if (Number.isNaN(ny) || Number.isNaN(rotation) || Number.isNaN(large) || Number.isNaN(sweep)) return;
        visitor.arc(x, y, rx, ry, rotation, large === 1, sweep === 1, baseX + nx, baseY + ny);
        x = baseX + nx;
        y = baseY + ny;
        break;
      }
      default:
        return; // an unknown command ends the path
    }
    lastCommand = command;
  }
}

/** An arc as C + U·cos t + V·sin t for t from `theta1` by `delta`, U = rx·(cos φ, sin φ), V = ry·(−sin φ, cos φ). */
export interface ArcCentre {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  cos: number;
  sin: number;
  theta1: number;
  delta: number;
}

/** SVG's endpoint-to-centre conversion (appendix F.6.5); null when the arc is nothing or a straight line. */
export function arcCentre(
  x1: number,
  y1: number,
  radiusX: number,
  radiusY: number,
  degrees: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): ArcCentre | null {
  if (x1 === x2 && y1 === y2) return null;
  let rx = Math.abs(radiusX);
  let ry = Math.abs(radiusY);
  if (rx === 0 || ry === 0) return null;
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
  const theta1 = Math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx);
  let delta = Math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - theta1;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return { cx: cos * cxp - sin * cyp + (x1 + x2) / 2, cy: sin * cxp + cos * cyp + (y1 + y2) / 2, rx, ry, cos, sin, theta1, delta };
}
