/**
 * The parts of marking a plan's places (issue 35) that are not the transaction: the input's shape, the refusal of a
 * marking the worker could not save, and the space changes that make the spaces follow the new map's places.
 * PlanAdminService.markPlaces runs them around the worker's job and its one transaction.
 */
import { DomainError, validationFailed } from "../../common/errors.js";
import type { MapPlace, PlaceMarking, PlaceProblem } from "@seatbooking/core";
import { parseInput } from "../../common/request-input.js";
import type { MessageKey } from "../i18n/server-messages.js";
import type { SpaceInput } from "./plan-admin.inputs.js";
import type { PlaceMarkingInput } from "./place-marking.inputs.js";
import type { BlockedPlace } from "./place-marking-job.js";
import type { WorkerRefusal } from "./plan-map-processor.js";
import { placeMarkingSchema } from "./plan-place-marking.input.js";

export { MARKING_LIMITS } from "./plan-place-marking.input.js";

/** The field errors of a blocked marking name at most this many places (the editor shows every one itself). */
const FIELD_ERRORS_SHOWN = 1_000;

const PROBLEM_MESSAGES: Partial<Record<PlaceProblem, MessageKey>> = {
  duplicateName: "validation.placeDuplicateName",
  noName: "validation.placeNoName",
  badName: "validation.spaceName",
  nameTaken: "validation.placeNameTaken",
};

/** The marking as the worker takes it (placeMarkingSchema), or one BAD_USER_INPUT naming each field's problem. */
export function validatePlaceMarking(input: PlaceMarkingInput): PlaceMarking {
  return parseInput(placeMarkingSchema, input);
}

/** A marking whose places need a fix (BAD_USER_INPUT naming how many; `places.<element>` the first problem of each). */
export function placesNeedFix(places: BlockedPlace[]): DomainError {
  const fields: Record<string, MessageKey> = {};
  for (const place of places.slice(0, FIELD_ERRORS_SHOWN))
    fields[`places.${place.element}`] = PROBLEM_MESSAGES[place.problems[0]!] ?? "validation.spaceName";
  return new DomainError("BAD_USER_INPUT", "admin.placesNeedFix", { count: places.length }, fields);
}

/** A marking naming elements the map does not have (BAD_USER_INPUT, a field error each, as many as placesNeedFix shows). */
export function unknownElements(fields: string[]): DomainError {
  return validationFailed(
    Object.fromEntries(fields.slice(0, FIELD_ERRORS_SHOWN).map((field) => [field, "validation.placeElement" as const])),
  );
}

/** A marking the worker stopped: over its time or memory limit. */
export function markingTooComplex(_refusal: WorkerRefusal): DomainError {
  return new DomainError("PLAN_TOO_COMPLEX", "validation.svgTooComplex");
}

export interface PlanSpaceRow {
  id: string;
  name: string;
  max_tickets: number;
  space_type_id: string | null;
  price_zone_id: string | null;
}

/** What makes the spaces follow the map's places: created, renamed, resized (keeping type and zone) and deleted. */
export interface SpacesFollowingPlaces {
  saves: SpaceInput[];
  deletes: string[];
  /** The places that get a new space (for their companion links). */
  created: MapPlace[];
  resized: number;
  renamed: number;
}

/** What the marking says beside the new map's places (the worker's answer). */
export interface MarkedPlaces {
  places: MapPlace[];
  previousPlaceNames: string[];
  renamed: Array<{ from: string; to: string }>;
  capacityGiven: string[];
}

/**
 * The spaces after a marking. A place without a space gets one (its capacity, or 1; its type by class); a place whose
 * element had another id takes the space of that name (its type, zone and companions kept: a sold one cannot be
 * renamed, admin.spaceRenamedWithTickets); an existing space's capacity changes only where the marking gave one (a
 * capacity set in the spaces tab is not reset from the map); a space goes only when its name was a place of the old
 * map and is none now (spaces made by hand for elements never marked stay). Unchanged places keep their spaces.
 */
export function spacesFollowingPlaces(
  marked: MarkedPlaces,
  spaces: PlanSpaceRow[],
  typeOf: (place: MapPlace) => string | null,
): SpacesFollowingPlaces {
  const byName = new Map(spaces.map((space) => [space.name, space]));
  const placeNames = new Set(marked.places.map((place) => place.name));
  const renamedFrom = new Map(marked.renamed.map(({ from, to }) => [to, from]));
  const capacityGiven = new Set(marked.capacityGiven);
  const followed = new Set<string>();
  const saves: SpaceInput[] = [];
  const created: MapPlace[] = [];
  let resized = 0;
  let renamed = 0;
  for (const place of marked.places) {
    const maxTickets = place.maxTickets ?? 1;
    let space = byName.get(place.name);
    const from = renamedFrom.get(place.name);
    // The old name's space follows its place unless another place is called so now.
    if (!space && from !== undefined && !placeNames.has(from) && !followed.has(from)) space = byName.get(from);
    if (!space) {
      saves.push({ name: place.name, maxTickets, spaceTypeId: typeOf(place) });
      created.push(place);
      continue;
    }
    followed.add(space.name);
    const capacity = capacityGiven.has(place.name) ? maxTickets : space.max_tickets;
    if (space.name === place.name && capacity === space.max_tickets) continue;
    saves.push({
      id: space.id,
      name: place.name,
      maxTickets: capacity,
      spaceTypeId: space.space_type_id,
      priceZoneId: space.price_zone_id,
    });
    if (space.name !== place.name) renamed++;
    if (capacity !== space.max_tickets) resized++;
  }
  const previous = new Set(marked.previousPlaceNames);
  const deletes = spaces
    .filter((space) => previous.has(space.name) && !placeNames.has(space.name) && !followed.has(space.name))
    .map((space) => space.id);
  return { saves, deletes, created, resized, renamed };
}
