import { ruleProblem, type PlaceRule } from "@seatbooking/core";
import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

/**
 * The most a marking may carry. The lists are as long as a chart's places can be: 20,000 places are marked by a
 * lasso, each named and given a capacity; the element limit of a map bounds what is meaningful well below these.
 */
export const MARKING_LIMITS = { rules: 50, items: 100_000, ruleText: 200, name: 100, maxTickets: 100_000 } as const;

/** A list that may be left out (none), of at most `max` items. */
function bounded<Item extends z.ZodMiniType>(item: Item, max: number = MARKING_LIMITS.items) {
  return z.pipe(
    z.nullish(z.array(item).check(z.maxLength(max))),
    z.transform((items) => items ?? []),
  );
}

/** An element's index in the map: whole and not negative. */
const element = z.int(refusal("validation.placeElement")).check(z.minimum(0, refusal("validation.placeElement")));

const ruleText = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(MARKING_LIMITS.ruleText))),
  z.transform((text) => text || null),
);

const rule = z.object({ tag: ruleText, className: ruleText, idPattern: ruleText, inGroup: ruleText, withId: z.nullish(z.boolean()) }).check(
  z.superRefine(
    (value, context) => {
      const problem = ruleProblem({ ...value, withId: value.withId ?? null } as PlaceRule);
      if (problem === "empty") context.addIssue({ code: "custom", message: refusal("validation.placeRuleEmpty"), input: value });
      else if (problem === "badPattern")
        context.addIssue({ code: "custom", message: refusal("validation.placeIdPattern"), path: ["idPattern"], input: value });
    },
    // Also beside a too long text, as a rule's other problems always were.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  ),
);

/** The marking as the worker takes it: lists bounded, indices whole and not negative, names trimmed, capacities 1-100,000. */
export const placeMarkingSchema = z.object({
  rules: z.pipe(
    bounded(rule, MARKING_LIMITS.rules),
    z.transform((rules) => rules.map((value): PlaceRule => ({ ...value, withId: value.withId ?? null }))),
  ),
  add: bounded(element),
  remove: bounded(element),
  names: bounded(
    z.object({
      element,
      name: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(MARKING_LIMITS.name, refusal("validation.spaceName"))),
    }),
  ),
  capacities: bounded(
    z.object({
      element,
      maxTickets: z
        .int(refusal("validation.maxTickets"))
        .check(z.minimum(1, refusal("validation.maxTickets")), z.maximum(MARKING_LIMITS.maxTickets, refusal("validation.maxTickets"))),
    }),
  ),
  labelsLetClicksThrough: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? true),
  ),
});
