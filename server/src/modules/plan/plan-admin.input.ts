import { compilePattern, maskProblem, SPACE_NAME } from "@seatbooking/core";
import * as z from "zod/mini";
import { optionalUuidField } from "../../common/input-ids.js";
import { refusal } from "../../common/request-input.js";

/** Text that may be left out or empty (then null), trimmed, at most `max` characters, then checked by `checks`. */
function optionalTrimmed(max: number, ...checks: Array<z.core.$ZodCheck<string>>) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value?.trim() || null),
    ),
    z.nullable(z.string().check(z.maxLength(max), ...checks)),
  );
}

/** A plan's name pattern for its spaces ({row}-{seat}), or null. */
export const namePatternSchema = optionalTrimmed(
  100,
  z.superRefine((pattern, context) => {
    const compiled = compilePattern(pattern);
    if (!compiled.ok)
      context.addIssue({
        code: "custom",
        message: refusal(compiled.problem === "partTwice" ? "validation.patternPartTwice" : "validation.pattern"),
        input: pattern,
      });
  }),
);

/** A plan's own CSS before it is scoped to the plan, or null. */
export const stylesSchema = optionalTrimmed(100_000);

/** A section's code (the part of a space's name), trimmed. */
export const sectionCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** A label mask in one language: only known placeholders, and at least one naming a part of the space's name. */
export const labelMaskSchema = z.string().check(
  z.superRefine((mask, context) => {
    const problem = maskProblem(mask);
    if (problem)
      context.addIssue({
        code: "custom",
        message: refusal(problem === "unknownPlaceholder" ? "validation.maskUnknownPlaceholder" : "validation.maskNoPartOfName"),
        input: mask,
      });
  }),
);

/** A plan's price zones: at most 50. */
export const priceZoneListSchema = z.array(z.unknown()).check(z.maxLength(50));

/** A price zone's id: left out for a new zone; one not an id is an unknown zone. */
export const priceZoneIdSchema = optionalUuidField("validation.zoneUnknown");

const MAX_SPACE_TICKETS = 100_000;

/** A space's name and capacity as saved; its ids are looked up in the plan's rows. */
export const spaceRowSchema = z.object({
  name: z.string(refusal("validation.spaceName")).check(z.trim(), z.regex(SPACE_NAME, refusal("validation.spaceName"))),
  maxTickets: z
    .int(refusal("validation.maxTickets"))
    .check(z.minimum(1, refusal("validation.maxTickets")), z.maximum(MAX_SPACE_TICKETS, refusal("validation.maxTickets"))),
});
