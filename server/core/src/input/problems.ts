/**
 * Request input checked by zod schemas (issue 36), written once here for the server and the client's forms.
 * A schema's refusals are problem codes, not sentences: the server answers each as a translated
 * `BAD_USER_INPUT` field message, a form shows it in its own dictionary. `zod/mini` keeps the rules a few
 * kilobytes in the visitor's checkout bundle (classic zod's method chains do not tree-shake).
 */
import * as z from "zod/mini";

/**
 * Why a field is refused. Every code has a server message (PROBLEM_MESSAGES in the server's
 * common/request-input.ts) and a form text (the client's shared/form/inputProblems.ts).
 */
export const INPUT_PROBLEMS = [
  /** Left empty, or not given at all. */
  "required",
  /** Given, but not of the field's type (a number for a text, an object for a list). */
  "missing",
  "tooLong",
  "tooShort",
  "tooMany",
  /** A number above or below its bounds. */
  "tooLarge",
  "tooSmall",
  "email",
  "phone",
  /** A Finnish identity code not of its 11-character shape (DDMMYY, century sign, three digits, check character). */
  "identityNumber",
  /** Of the shape, but its first six digits are no date in the century its sign names. */
  "identityNumberDate",
  /** Of the shape and a real date, but its check character does not match: a typing error. */
  "identityNumberCheck",
  "passwordTooShort",
  "passwordsDoNotMatch",
  /** Not one of the values the field takes, or not in its format. */
  "invalid",
] as const;
export type InputProblemCode = (typeof INPUT_PROBLEMS)[number];

/**
 * One field's first problem, with the bound it broke (characters, items or the number) where there is one.
 * A schema of one side only may word a refusal as a key of that side's dictionary (`validation.eventStatus`):
 * it comes as `key`, with the problem `invalid` for anyone who does not know the key.
 */
export interface InputProblem {
  problem: InputProblemCode;
  limit?: number;
  key?: string;
}

/** Problems by the field's dotted path (`client.email`, `prices.2.amount`), the first one of each field. */
export type InputProblems = Record<string, InputProblem>;

/** A schema request input is checked with (zod/mini's type, named so callers need not import zod). */
export type InputSchema = z.ZodMiniType;

export type InputCheck<Value> = { ok: true; value: Value } | { ok: false; problems: InputProblems };

const CODES: ReadonlySet<string> = new Set(INPUT_PROBLEMS);

/** The problem of an issue whose schema names none: zod's own issue codes, in ours. */
function defaultProblem(issue: z.core.$ZodRawIssue): InputProblemCode {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "required" : "missing";
    case "too_big":
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return "tooLarge";
      return issue.origin === "array" || issue.origin === "set" ? "tooMany" : "tooLong";
    case "too_small":
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return "tooSmall";
      return issue.minimum === 1 ? "required" : "tooShort";
    default:
      return "invalid";
  }
}

/** The problems a bound explains (a format's problem, worded by its format, has none to show). */
const BOUNDED: ReadonlySet<InputProblemCode> = new Set(["tooLong", "tooShort", "tooMany", "tooLarge", "tooSmall", "passwordTooShort"]);

/** A dictionary key: dotted words, such as `validation.eventStatus`. */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

function problemOf(issue: z.core.$ZodIssue): InputProblem {
  if (!CODES.has(issue.message)) return KEY.test(issue.message) ? { problem: "invalid", key: issue.message } : { problem: "invalid" };
  const problem = issue.message as InputProblemCode;
  if (BOUNDED.has(problem) && (issue.code === "too_big" || issue.code === "too_small"))
    return { problem, limit: Number(issue.code === "too_big" ? issue.maximum : issue.minimum) };
  return { problem };
}

/** Checks input against a schema: the parsed value (trimmed, normalized), or each field's first problem. */
export function checkInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): InputCheck<z.infer<Schema>> {
  const result = z.safeParse(schema, input, { error: defaultProblem });
  if (result.success) return { ok: true, value: result.data };
  const problems: InputProblems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    problems[path] ??= problemOf(issue);
  }
  return { ok: false, problems };
}
