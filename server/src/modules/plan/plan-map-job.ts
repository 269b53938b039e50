/**
 * What an uploaded plan map goes through before it is stored, all of it CPU-bound: counting its elements,
 * parsing and sanitizing it (jsdom + DOMPurify) and reading its place elements. It runs in a worker thread
 * (plan-map.worker.ts, started by PlanMapProcessor): a 60,000-element map kept the event loop busy for 21 s.
 */
import { mapPlaces, type MapPlace } from "@seatbooking/core";
import { InvalidSvgError, sanitizeSvgWithReport, type SvgProblem } from "./svg-sanitizer.js";

export interface PlanMapJob {
  /** The map as text, or as the uploaded bytes (decoded here, in the worker). */
  svg: string | Uint8Array;
  /** The bytes' character set (the upload's Content-Type charset); UTF-8 when not given. */
  charset?: string;
  /** Largest input in characters (the byte limit has been checked before). */
  maxLength: number;
  /** Most elements a map may have (PLAN_SVG_MAX_ELEMENTS). */
  maxElements: number;
}

export type PlanMapResult =
  | { ok: true; svg: string; removed: string[]; places: MapPlace[] }
  | { ok: false; problem: "invalid"; reason: SvgProblem }
  | { ok: false; problem: "tooManyElements"; elements: number }
  /** Nested deeper than the parser and sanitizer can follow (thousands of levels). */
  | { ok: false; problem: "tooDeep" };

/**
 * Counts the start tags (`<` followed by a name's first character) without parsing: a linear scan that is an
 * upper bound of the elements a parse builds, since outside comments and CDATA (counted too) a `<` in
 * well-formed XML starts markup, and the parser expands no entity into elements.
 */
export function countStartTags(svg: string): number {
  let count = 0;
  for (let index = svg.indexOf("<"); index !== -1; index = svg.indexOf("<", index + 1)) {
    const next = svg.charCodeAt(index + 1);
    // A-Z, a-z, '_' and ':' (XML name start characters in ASCII), or any non-ASCII character.
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next === 95 || next === 58 || next > 127) count++;
  }
  return count;
}

/** Counts, then sanitizes and reads the places of a map; the count comes first so that an oversized map costs one scan. */
export function runPlanMapJob(job: PlanMapJob): PlanMapResult {
  const text = typeof job.svg === "string" ? job.svg : new TextDecoder(job.charset ?? "utf-8").decode(job.svg);
  const elements = countStartTags(text);
  if (elements > job.maxElements) return { ok: false, problem: "tooManyElements", elements };
  try {
    const { svg, removed } = sanitizeSvgWithReport(text, { maxLength: job.maxLength });
    return { ok: true, svg, removed, places: mapPlaces(svg) };
  } catch (error) {
    if (error instanceof InvalidSvgError) return { ok: false, problem: "invalid", reason: error.problem };
    if (error instanceof RangeError && /call stack/i.test(error.message)) return { ok: false, problem: "tooDeep" };
    throw error;
  }
}
