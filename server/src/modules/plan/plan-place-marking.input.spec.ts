import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { MARKING_LIMITS, placeMarkingSchema } from "./plan-place-marking.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

const empty = { rules: [], add: [], remove: [], names: [], capacities: [] };

describe("placeMarkingSchema", () => {
  it("answers the marking with texts trimmed (empty: null), lists left out as none and labels letting clicks through", () => {
    expect(
      parseInput(placeMarkingSchema, {
        rules: [{ tag: " circle ", className: "", idPattern: null }],
        add: [3],
        remove: null,
        names: [{ element: 3, name: " Łukasz Ščerbanović " }],
        capacities: [{ element: 3, maxTickets: 4 }],
      }),
    ).toEqual({
      rules: [{ tag: "circle", className: null, idPattern: null, inGroup: null, withId: null }],
      add: [3],
      remove: [],
      names: [{ element: 3, name: "Łukasz Ščerbanović" }],
      capacities: [{ element: 3, maxTickets: 4 }],
      labelsLetClicksThrough: true,
    });
  });

  it("refuses each bad part at its own path, all at once", () => {
    expect(
      refusedFields(() =>
        parseInput(placeMarkingSchema, {
          rules: [{}, { className: "x".repeat(201), idPattern: "#".repeat(101) }],
          add: [-1, 1.5],
          remove: Array.from({ length: MARKING_LIMITS.items + 1 }, () => 0),
          names: [
            { element: 0, name: "  " },
            { element: 1, name: "x".repeat(101) },
          ],
          capacities: [{ element: 0, maxTickets: 0 }],
        }),
      ),
    ).toEqual({
      "rules.0": "validation.placeRuleEmpty",
      "rules.1.className": "validation.tooLong",
      "rules.1.idPattern": "validation.placeIdPattern",
      "add.0": "validation.placeElement",
      "add.1": "validation.placeElement",
      remove: "validation.tooMany",
      "names.0.name": "validation.required",
      "names.1.name": "validation.spaceName",
      "capacities.0.maxTickets": "validation.maxTickets",
    });
    expect(
      refusedFields(() => parseInput(placeMarkingSchema, { ...empty, rules: Array.from({ length: 51 }, () => ({ tag: "rect" })) })),
    ).toEqual({
      rules: "validation.tooMany",
    });
  });
});
