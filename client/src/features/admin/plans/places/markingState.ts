import type { PlaceMarking, PlaceRule } from "@seatbooking/core";

/** The operator's marking as the editor keeps it: picks and fixes by element index. */
export interface MarkingState {
  rules: readonly PlaceRule[];
  add: ReadonlySet<number>;
  remove: ReadonlySet<number>;
  names: ReadonlyMap<number, string>;
  capacities: ReadonlyMap<number, number>;
  labelsLetClicksThrough: boolean;
}

export type MarkingAction =
  | { type: "addRule"; rule: PlaceRule }
  | { type: "removeRule"; at: number }
  /** Elements picked (by click, box or lasso) as places, or unpicked (`remove`). */
  | { type: "pick"; elements: readonly number[]; remove: boolean }
  /** A name given by hand; an empty one gives the element its derived name back. */
  | { type: "name"; element: number; name: string }
  | { type: "capacity"; elements: readonly number[]; maxTickets: number }
  | { type: "labelsLetClicksThrough"; value: boolean }
  | { type: "reset" };

export const EMPTY_MARKING: MarkingState = {
  rules: [],
  add: new Set(),
  remove: new Set(),
  names: new Map(),
  capacities: new Map(),
  labelsLetClicksThrough: true,
};

export function markingReducer(state: MarkingState, action: MarkingAction): MarkingState {
  switch (action.type) {
    case "addRule":
      return { ...state, rules: [...state.rules, action.rule] };
    case "removeRule":
      return { ...state, rules: state.rules.filter((_, at) => at !== action.at) };
    case "pick": {
      // Remove wins over rules and earlier markings; a later add takes an earlier remove back.
      const add = new Set(state.add);
      const remove = new Set(state.remove);
      for (const element of action.elements)
        if (action.remove) {
          add.delete(element);
          remove.add(element);
        } else {
          remove.delete(element);
          add.add(element);
        }
      return { ...state, add, remove };
    }
    case "name": {
      const names = new Map(state.names);
      const name = action.name.trim();
      if (name) names.set(action.element, name);
      else names.delete(action.element);
      return { ...state, names };
    }
    case "capacity": {
      const capacities = new Map(state.capacities);
      for (const element of action.elements) capacities.set(element, action.maxTickets);
      return { ...state, capacities };
    }
    case "labelsLetClicksThrough":
      return { ...state, labelsLetClicksThrough: action.value };
    case "reset":
      return EMPTY_MARKING;
  }
}

/** The marking as the server takes it (lists sorted by element). */
export function toPlaceMarking(state: MarkingState): PlaceMarking {
  const byElement = (a: number, b: number) => a - b;
  return {
    rules: state.rules.map((rule) => ({ ...rule })),
    add: [...state.add].sort(byElement),
    remove: [...state.remove].sort(byElement),
    names: [...state.names].sort(([a], [b]) => a - b).map(([element, name]) => ({ element, name })),
    capacities: [...state.capacities].sort(([a], [b]) => a - b).map(([element, maxTickets]) => ({ element, maxTickets })),
    labelsLetClicksThrough: state.labelsLetClicksThrough,
  };
}
