import { describe, expect, it } from "vitest";
import { EMPTY_MARKING, markingReducer, toPlaceMarking, type MarkingAction } from "./markingState";

const run = (...actions: MarkingAction[]) => actions.reduce(markingReducer, EMPTY_MARKING);

describe("markingReducer", () => {
  it("keeps picks as add and remove: a remove takes an add back, a later add takes the remove back", () => {
    const state = run(
      { type: "pick", elements: [3, 1, 2], remove: false },
      { type: "pick", elements: [2, 7], remove: true },
      { type: "pick", elements: [7], remove: false },
    );
    expect(toPlaceMarking(state)).toMatchObject({ add: [1, 3, 7], remove: [2] });
  });

  it("adds and removes rules by position", () => {
    const state = run(
      { type: "addRule", rule: { tag: "circle" } },
      { type: "addRule", rule: { idPattern: "A*" } },
      { type: "addRule", rule: { className: "seat" } },
      { type: "removeRule", at: 1 },
    );
    expect(state.rules).toEqual([{ tag: "circle" }, { className: "seat" }]);
  });

  it("keeps names given by hand (an empty one drops it) and capacities set for many", () => {
    const state = run(
      { type: "name", element: 5, name: " B-1 " },
      { type: "name", element: 4, name: "X" },
      { type: "name", element: 4, name: "" },
      { type: "capacity", elements: [9, 2], maxTickets: 500 },
      { type: "capacity", elements: [2], maxTickets: 3 },
      { type: "labelsLetClicksThrough", value: false },
    );
    expect(toPlaceMarking(state)).toEqual({
      rules: [],
      add: [],
      remove: [],
      names: [{ element: 5, name: "B-1" }],
      capacities: [
        { element: 2, maxTickets: 3 },
        { element: 9, maxTickets: 500 },
      ],
      labelsLetClicksThrough: false,
    });
    expect(markingReducer(state, { type: "reset" })).toBe(EMPTY_MARKING);
  });
});
