/**
 * The parts of marking a plan's places (issue 35) that are not the transaction: the input's shape, the refusal of a
 * marking the worker could not save, and the space changes that make the spaces follow the new map's places.
 * PlanAdminService.markPlaces runs them around the worker's job and its one transaction.
 */
import { DomainError, validationFailed } from "../../common/errors.js";
import type { MapPlace, PlaceMarking, PlaceProblem, PlaceRule } from "@seatbooking/core";
import { ruleProblem } from "@seatbooking/core";
import type { MessageKey } from "../i18n/server-messages.js";
import type { SpaceInput } from "./plan-admin.inputs.js";
import type { PlaceMarkingInput } from "./place-marking.inputs.js";
import type { BlockedPlace } from "./place-marking-job.js";
import type { WorkerRefusal } from "./plan-map-processor.js";

/**
 * The most a marking may carry. The lists are as long as a chart's places can be: 20,000 places are marked by a
 * lasso, each named and given a capacity; the element limit of a map bounds what is meaningful well below these.
 */
export const MARKING_LIMITS = { rules: 50, items: 100_000, ruleText: 200, name: 100, maxTickets: 100_000 } as const;

/** The field errors of a blocked marking name at most this many places (the editor shows every one itself). */
const FIELD_ERRORS_SHOWN = 1_000;

const PROBLEM_MESSAGES: Partial<Record<PlaceProblem, MessageKey>> = {
  duplicateName: "validation.placeDuplicateName",
  noName: "validation.placeNoName",
  badName: "validation.spaceName",
  nameTaken: "validation.placeNameTaken",
};

/** The marking as the worker takes it: lists bounded, indices whole and not negative, names trimmed, capacities 1-100,000. */
export function validatePlaceMarking(input: PlaceMarkingInput): PlaceMarking {
  const errors: Record<string, MessageKey> = {};
  const bounded = <T>(list: T[] | null | undefined, field: string, max: number = MARKING_LIMITS.items): T[] => {
    const items = list ?? [];
    if (items.length > max) errors[field] = "validation.tooMany";
    return items;
  };
  const element = (value: unknown, field: string) => {
    if (!Number.isInteger(value) || (value as number) < 0) errors[field] = "validation.placeElement";
    return value as number;
  };
  const text = (value: string | null | undefined, field: string) => {
    const trimmed = (value ?? "").trim();
    if (trimmed.length > MARKING_LIMITS.ruleText) errors[field] = "validation.tooLong";
    return trimmed || null;
  };
  const rules = bounded(input.rules, "rules", MARKING_LIMITS.rules).map((rule, index): PlaceRule => {
    const field = `rules.${index}`;
    const value: PlaceRule = {
      tag: text(rule.tag, `${field}.tag`),
      className: text(rule.className, `${field}.className`),
      idPattern: text(rule.idPattern, `${field}.idPattern`),
      inGroup: text(rule.inGroup, `${field}.inGroup`),
      withId: rule.withId ?? null,
    };
    const problem = ruleProblem(value);
    if (problem === "empty") errors[field] = "validation.placeRuleEmpty";
    else if (problem === "badPattern") errors[`${field}.idPattern`] = "validation.placeIdPattern";
    return value;
  });
  const add = bounded(input.add, "add").map((value, index) => element(value, `add.${index}`));
  const remove = bounded(input.remove, "remove").map((value, index) => element(value, `remove.${index}`));
  const names = bounded(input.names, "names").map((given, index) => {
    const name = String(given.name ?? "").trim();
    if (!name) errors[`names.${index}.name`] = "validation.required";
    else if (name.length > MARKING_LIMITS.name) errors[`names.${index}.name`] = "validation.spaceName";
    return { element: element(given.element, `names.${index}.element`), name };
  });
  const capacities = bounded(input.capacities, "capacities").map((given, index) => {
    const maxTickets = given.maxTickets;
    if (!Number.isInteger(maxTickets) || maxTickets < 1 || maxTickets > MARKING_LIMITS.maxTickets)
      errors[`capacities.${index}.maxTickets`] = "validation.maxTickets";
    return { element: element(given.element, `capacities.${index}.element`), maxTickets };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { rules, add, remove, names, capacities, labelsLetClicksThrough: input.labelsLetClicksThrough ?? true };
}

/** A marking whose places need a fix (BAD_USER_INPUT naming how many; `places.<element>` the first problem of each). */
export function placesNeedFix(places: BlockedPlace[]): DomainError {
  const fields: Record<string, MessageKey> = {};
  for (const place of places.slice(0, FIELD_ERRORS_SHOWN))
    fields[`places.${place.element}`] = PROBLEM_MESSAGES[place.problems[0]!] ?? "validation.spaceName";
  return new DomainError("BAD_USER_INPUT", "admin.placesNeedFix", { count: places.length }, fields);
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

/** What makes the spaces follow the map's places: created, resized (keeping type and zone) and deleted. */
export interface SpacesFollowingPlaces {
  saves: SpaceInput[];
  deletes: string[];
  /** The places that get a new space (for their companion links). */
  created: MapPlace[];
  resized: number;
}

/**
 * A space for every place without one (its marked capacity, or 1; its type by class), a new capacity where the
 * place's differs, and no space for a name that is no longer a place. Unchanged places keep their spaces as they are.
 */
export function spacesFollowingPlaces(
  places: MapPlace[],
  spaces: PlanSpaceRow[],
  typeOf: (place: MapPlace) => string | null,
): SpacesFollowingPlaces {
  const byName = new Map(spaces.map((space) => [space.name, space]));
  const placeNames = new Set(places.map((place) => place.name));
  const saves: SpaceInput[] = [];
  const created: MapPlace[] = [];
  let resized = 0;
  for (const place of places) {
    const maxTickets = place.maxTickets ?? 1;
    const space = byName.get(place.name);
    if (!space) {
      saves.push({ name: place.name, maxTickets, spaceTypeId: typeOf(place) });
      created.push(place);
    } else if (space.max_tickets !== maxTickets) {
      saves.push({ id: space.id, name: space.name, maxTickets, spaceTypeId: space.space_type_id, priceZoneId: space.price_zone_id });
      resized++;
    }
  }
  const deletes = spaces.filter((space) => !placeNames.has(space.name)).map((space) => space.id);
  return { saves, deletes, created, resized };
}
