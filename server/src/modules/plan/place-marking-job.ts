/**
 * Marking a plan's places on its stored map (issue 35), all of it CPU-bound: reading the chart, working out each
 * element's box, deriving the places' names and parts, and writing the marks into the map's text. It runs in the
 * plan map worker (plan-map.worker.ts) beside the upload's sanitizing: a 20,000-place chart with its labels is
 * tens of thousands of elements.
 */
import {
  applyPlaceMarks,
  BLOCKING_PLACE_PROBLEMS,
  derivePlaces,
  mapPlaces,
  markedPlaceElements,
  readChart,
  type MapPlace,
  type PlaceMarking,
  type PlaceProblem,
} from "@seatbooking/core";
import { isClobberingId } from "./svg-sanitizer.js";

export interface PlaceMarkingJob {
  kind: "mark";
  /** The plan's stored (sanitized) map. */
  svg: string;
  marking: PlaceMarking;
  /** The plan's name pattern, for places' section, row and seat. */
  namePattern: string | null;
}

/** A place the marking cannot save, and why (its blocking problems first). */
export interface BlockedPlace {
  element: number;
  name: string | null;
  problems: PlaceProblem[];
}

export type PlaceMarkingResult =
  | {
      ok: true;
      /** The map with the marks written in. */
      svg: string;
      /** The new map's places, as the spaces follow them. */
      places: MapPlace[];
      /** The old map's places' names: a space of one no longer a place goes; spaces that never were places stay. */
      previousPlaceNames: string[];
      /** Places whose element had another id (a space of that name follows the place under its new name). */
      renamed: Array<{ from: string; to: string }>;
      /** The places whose capacity the marking gave: only theirs changes an existing space's. */
      capacityGiven: string[];
      /** How the places were named: by hand, by their ids, by their labels. */
      derived: { places: number; named: number; fromIds: number; fromLabels: number; warnings: number };
    }
  | { ok: false; problem: "blocked"; places: BlockedPlace[] }
  /** Fields of the marking naming an element the map does not have (`add.3`, `names.0.element`...). */
  | { ok: false; problem: "unknownElements"; fields: string[] };

export function runPlaceMarkingJob(job: PlaceMarkingJob): PlaceMarkingResult {
  const chart = readChart(job.svg);
  const unknown = unknownElementFields(job.marking, chart.elements.length);
  if (unknown.length > 0) return { ok: false, problem: "unknownElements", fields: unknown };
  const derivation = derivePlaces(chart, job.marking, job.namePattern, undefined, isClobberingId);
  if (derivation.blocked) {
    const blocking = (problem: PlaceProblem) => BLOCKING_PLACE_PROBLEMS.includes(problem);
    const places = derivation.places
      .filter((place) => place.problems.some(blocking))
      .map((place) => ({
        element: place.element,
        name: place.name,
        problems: [...place.problems.filter(blocking), ...place.problems.filter((problem) => !blocking(problem))],
      }));
    return { ok: false, problem: "blocked", places };
  }
  const svg = applyPlaceMarks(chart, derivation, job.marking);
  const count = (test: (place: (typeof derivation.places)[number]) => boolean) => derivation.places.filter(test).length;
  const givenCapacity = new Set(job.marking.capacities.map((given) => given.element));
  return {
    ok: true,
    svg,
    places: mapPlaces(svg),
    // The old map's places by mapPlaces' rule, read from the chart already parsed rather than from the text again.
    previousPlaceNames: markedPlaceElements(chart).map((element) => chart.elements[element]!.id!),
    renamed: derivation.places.flatMap((place) => {
      const from = chart.elements[place.element]!.id;
      return from && from !== place.name ? [{ from, to: place.name! }] : [];
    }),
    capacityGiven: derivation.places.filter((place) => givenCapacity.has(place.element)).map((place) => place.name!),
    derived: {
      places: derivation.places.length,
      named: count((place) => place.nameFrom === "given"),
      fromIds: count((place) => place.nameFrom === "id"),
      fromLabels: count((place) => place.nameFrom === "label"),
      warnings: count((place) => place.problems.length > 0),
    },
  };
}

/** The marking's fields that name an element past the map's last one (an editor's stale map, or a hand-made call). */
function unknownElementFields(marking: PlaceMarking, elements: number): string[] {
  const past = (element: number) => element >= elements;
  return [
    ...marking.add.flatMap((element, index) => (past(element) ? [`add.${index}`] : [])),
    ...marking.remove.flatMap((element, index) => (past(element) ? [`remove.${index}`] : [])),
    ...marking.names.flatMap((given, index) => (past(given.element) ? [`names.${index}.element`] : [])),
    ...marking.capacities.flatMap((given, index) => (past(given.element) ? [`capacities.${index}.element`] : [])),
  ];
}
