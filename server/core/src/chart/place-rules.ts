/**
 * Which elements of a chart are places (issue 35): those already marked, those the operator's rules match and
 * those picked by hand, less those unpicked. Runs in the editor on every keystroke of a rule and on the server on
 * 40,000-element charts, so each rule is one linear pass and id patterns cannot backtrack.
 */
import { isMarkedPlace } from "../plan-structure.js";
import type { PlaceMarking, PlaceRule } from "./place-marking.types.js";
import type { Chart } from "./read-chart.js";

/** What can be a place: drawn shapes and groups. */
const CANDIDATE_TAGS = new Set(["path", "rect", "circle", "ellipse", "polygon", "polyline", "line", "use", "image", "g", "a"]);

/** Containers whose content is not drawn where it stands (or is text): nothing inside them is a place. */
const CLOSED_CONTAINERS = new Set([
  "defs",
  "clippath",
  "mask",
  "pattern",
  "marker",
  "symbol",
  "lineargradient",
  "radialgradient",
  "filter",
  "title",
  "desc",
  "style",
  "metadata",
  "text",
  "tspan",
  "textpath",
]);

const candidatesByChart = new WeakMap<Chart, Uint8Array>();

/** 1 for each candidate element, computed once per chart in one pass (parents come before their children). */
function candidates(chart: Chart): Uint8Array {
  let found = candidatesByChart.get(chart);
  if (found) return found;
  const closed = new Uint8Array(chart.elements.length);
  found = new Uint8Array(chart.elements.length);
  for (const element of chart.elements) {
    const parent = element.parent;
    if (parent === null) continue; // never the root
    const parentElement = chart.elements[parent]!;
    closed[element.index] = closed[parent]! || CLOSED_CONTAINERS.has(parentElement.tag.toLowerCase()) ? 1 : 0;
    found[element.index] = !closed[element.index] && CANDIDATE_TAGS.has(element.tag.toLowerCase()) ? 1 : 0;
  }
  candidatesByChart.set(chart, found);
  return found;
}

/** Whether an element can be a place: a drawn shape or a group, not the root, not inside `<defs>`-like containers or text. */
export function isPlaceCandidate(chart: Chart, index: number): boolean {
  return Number.isInteger(index) && candidates(chart)[index] === 1;
}

const STAR = -1;
const ANY = -2;
const DIGIT = -3;

/**
 * A wildcard pattern over a whole id: `*` any run of characters, `?` one character, `#` one digit, anything else
 * itself (case-sensitive). null for an empty pattern or one over 100 characters. The matcher is the greedy
 * wildcard algorithm (backtracking only to the last star), so it takes at most pattern × id steps.
 */
export function compileIdPattern(pattern: string): ((id: string) => boolean) | null {
  if (pattern.length === 0 || pattern.length > 100) return null;
  const tokens: number[] = [];
  for (const character of pattern) {
    const token = character === "*" ? STAR : character === "?" ? ANY : character === "#" ? DIGIT : character.codePointAt(0)!;
    if (token === STAR && tokens[tokens.length - 1] === STAR) continue;
    tokens.push(token);
  }
  return (id) => {
    const text = Array.from(id, (character) => character.codePointAt(0)!);
    let t = 0;
    let p = 0;
    /** Where the last star is in the pattern, and where the text stood when it was last extended. */
    let star = -1;
    let resume = 0;
    while (t < text.length) {
      const token = tokens[p];
      const code = text[t]!;
      if (token !== undefined && token !== STAR && (token === ANY || (token === DIGIT ? code >= 48 && code <= 57 : token === code))) {
        t++;
        p++;
      } else if (token === STAR) {
        star = p++;
        resume = t;
      } else if (star !== -1) {
        p = star + 1;
        t = ++resume;
      } else return false;
    }
    while (tokens[p] === STAR) p++;
    return p === tokens.length;
  };
}

const given = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** Why a rule cannot be used: "empty" without a condition (an id alone is not one), "badPattern" when its id pattern is not one. */
export function ruleProblem(rule: PlaceRule): "empty" | "badPattern" | null {
  if (!given(rule.tag) && !given(rule.className) && !given(rule.idPattern) && !given(rule.inGroup)) return "empty";
  if (given(rule.idPattern) && !compileIdPattern(rule.idPattern.trim())) return "badPattern";
  return null;
}

/** The candidate elements meeting every condition of a rule, ascending; nothing for a rule with a problem. */
export function ruleMatches(chart: Chart, rule: PlaceRule): number[] {
  if (ruleProblem(rule)) return [];
  const isCandidate = candidates(chart);
  const tag = given(rule.tag) ? rule.tag.trim().toLowerCase() : null;
  const className = given(rule.className) ? rule.className.trim() : null;
  const idMatches = given(rule.idPattern) ? compileIdPattern(rule.idPattern.trim()) : null;
  const inside = given(rule.inGroup) ? insideElementsWithId(chart, rule.inGroup.trim()) : null;
  const matches: number[] = [];
  for (const element of chart.elements) {
    const index = element.index;
    if (!isCandidate[index]) continue;
    if (tag !== null && element.tag.toLowerCase() !== tag) continue;
    if (className !== null && !element.classes.includes(className)) continue;
    if ((idMatches || rule.withId) && element.id === null) continue;
    if (idMatches && !idMatches(element.id!)) continue;
    if (inside && !inside[index]) continue;
    matches.push(index);
  }
  return matches;
}

/** 1 for each element inside (at any depth) an element with this id. */
function insideElementsWithId(chart: Chart, id: string): Uint8Array {
  const inside = new Uint8Array(chart.elements.length);
  for (const element of chart.elements) {
    const parent = element.parent;
    if (parent !== null && (inside[parent] || chart.elements[parent]!.id === id)) inside[element.index] = 1;
  }
  return inside;
}

/**
 * The places the chart already has, ascending: elements with an id and the class `space` or a data-section,
 * data-row, data-seat or data-max-tickets attribute, the first such element of each id; the rule of `mapPlaces`.
 */
export function markedPlaceElements(chart: Chart): number[] {
  const seen = new Set<string>();
  const marked: number[] = [];
  for (const element of chart.elements) {
    if (element.id === null || seen.has(element.id)) continue;
    if (!isMarkedPlace(element.classes, element.attributes)) continue;
    seen.add(element.id);
    marked.push(element.index);
  }
  return marked;
}

/**
 * The elements that will be places, ascending: (marked ∪ each rule's matches ∪ added) − removed, candidates only
 * (added indices out of range or not candidates are ignored).
 */
export function selectPlaceElements(chart: Chart, marking: Pick<PlaceMarking, "rules" | "add" | "remove">): number[] {
  const isCandidate = candidates(chart);
  const chosen = new Uint8Array(chart.elements.length);
  for (const index of markedPlaceElements(chart)) chosen[index] = 1;
  for (const rule of marking.rules) for (const index of ruleMatches(chart, rule)) chosen[index] = 1;
  for (const index of marking.add) if (Number.isInteger(index) && index >= 0 && index < chosen.length) chosen[index] = 1;
  for (const index of marking.remove) if (Number.isInteger(index) && index >= 0 && index < chosen.length) chosen[index] = 0;
  const selected: number[] = [];
  for (let index = 0; index < chosen.length; index++) if (chosen[index] && isCandidate[index]) selected.push(index);
  return selected;
}
