/**
 * Reading SVG attribute values the way browsers do (issue 35): numbers, lengths, transforms and presentation
 * properties. Shared by the chart's boxes (chart-geometry.ts) and its shapes (chart-shapes.ts).
 */
import type { ChartElement } from "./read-chart.js";

/** A 2D affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: n applied first. */
export function multiply(m: Matrix, n: Matrix): Matrix {
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
export class NumberReader {
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
export function parseTransform(value: string | undefined): Matrix | null {
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

export const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:px)?\s*$/;

/** A plain number or px length; anything else (percentages, em) is 0. */
export function length(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = LENGTH.exec(value);
  return match ? Number(match[1]) : 0;
}

/** A presentation property from its attribute or the `style` attribute (the style wins, as in CSS). */
export function property(element: ChartElement, name: string): string | undefined {
  const style = element.attributes.get("style");
  if (style?.includes(name)) {
    for (const declaration of style.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon !== -1 && declaration.slice(0, colon).trim() === name) return declaration.slice(colon + 1).trim();
    }
  }
  return element.attributes.get(name);
}

export function firstLength(value: string | undefined): number {
  if (!value) return 0;
  const first = new NumberReader(value).number();
  return Number.isNaN(first) ? 0 : first;
}

/** An element's matrix from its parent's: its transform, and a nested `<svg>`'s x and y. */
export function ownMatrix(element: ChartElement, parentMatrix: Matrix): Matrix {
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
