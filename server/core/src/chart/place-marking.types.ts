/**
 * The contract of marking a chart's places (issue 35): what the plan editor sends and the server applies. The
 * editor shows the same derivation live (derivePlaces) before anything is saved; the server runs it again in a
 * worker thread and writes the result into the stored map as the plan's own marks (class `space`, id = name,
 * `data-max-tickets`, `data-section`/`data-row`/`data-seat`), so the served map carries them and the uploaded
 * file is never needed again.
 */

/**
 * Elements a rule matches: every condition given must hold (an empty rule matches nothing). Only candidate
 * elements are ever matched: drawn shapes and groups outside `<defs>`-like containers, never the root `<svg>`,
 * `<text>`/`<tspan>`, `<title>`/`<desc>`.
 */
export interface PlaceRule {
  /** The element's tag (`circle`, `path`, `rect`, `g`...), case-insensitive. */
  tag?: string | null;
  /** A class the element has. */
  className?: string | null;
  /**
   * A wildcard pattern its id must match as a whole: `*` any characters, `?` one character, `#` one digit
   * (`1##` is 100-199, `CB*` every id starting CB). Case-sensitive. Not a regular expression: safe to run on the server.
   */
  idPattern?: string | null;
  /** The id of a group (or any element) it lies inside, at any depth. */
  inGroup?: string | null;
  /** true: only elements that have an id (the "every element with an id inside group X"). */
  withId?: boolean | null;
}

/** What the operator chose: rules, picks by click/box/lasso, and per-place fixes. Indices are ChartElement.index. */
export interface PlaceMarking {
  rules: PlaceRule[];
  /** Elements picked by click, box or lasso, on top of the rules (and of the places already marked). */
  add: number[];
  /** Elements unpicked: never places, whatever a rule or an earlier marking says. */
  remove: number[];
  /** Names given by hand, overriding the derived name. */
  names: Array<{ element: number; name: string }>;
  /** Capacities given (set for many at once in the editor); a place without one keeps its marked capacity, or 1. */
  capacities: Array<{ element: number; maxTickets: number }>;
  /** Labels over places get `pointer-events="none"`, so a click on a label reaches its place (default true). */
  labelsLetClicksThrough?: boolean;
}

/** Where a place's name came from. */
export type PlaceNameSource = "given" | "id" | "label" | "none";

/**
 * Where a place's section, row and seat came from: its marks (data-*), the plan's name pattern, its groups or labels,
 * or a name given by hand read under the structure of its groups or marks (`name`).
 */
export type PlacePartsSource = "marks" | "pattern" | "groups" | "name" | "none";

/**
 * What to fix before the places can be saved (blocking: duplicateName, noName, badName, nameTaken) or should
 * look at (twoLabels, labelCovers).
 */
export type PlaceProblem =
  /** Another place has the same name. */
  | "duplicateName"
  /** No id worth keeping, no label: give it a name. */
  | "noName"
  /**
   * Not a space name: letters, digits, `.`, `_`, `:`, `-`, up to 100 characters, starting with a letter or digit; or a
   * name the sanitizer keeps out of ids (`title`, `forms`: a `document` property).
   */
  | "badName"
  /** Another element of the map (not a place) has this id; ids are unique in a map. */
  | "nameTaken"
  /** Two or more labels lie over it; the nearest to its centre named it. */
  | "twoLabels"
  /** A label lies over it and would swallow its clicks (labelsLetClicksThrough is off). */
  | "labelCovers";

export const BLOCKING_PLACE_PROBLEMS: readonly PlaceProblem[] = ["duplicateName", "noName", "badName", "nameTaken"];

/** A place as the marking derives it. */
export interface DerivedPlace {
  element: number;
  /** The element's tag, for the table. */
  tag: string;
  name: string | null;
  nameFrom: PlaceNameSource;
  section: string | null;
  row: string | null;
  seat: string | null;
  partsFrom: PlacePartsSource;
  maxTickets: number;
  /** The `<text>` elements over it (or nearest to it when it has no id worth keeping). */
  labels: number[];
  problems: PlaceProblem[];
}

/** What marking answers: the places in document order and the counts the editor shows. */
export interface PlaceDerivation {
  places: DerivedPlace[];
  /** Whether any place has a blocking problem (the save is refused). */
  blocked: boolean;
}
