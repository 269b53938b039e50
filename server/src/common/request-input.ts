import { checkInput, type InputProblemCode, type InputProblems } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { BUNDLED_SERVER_TEXTS, type MessageKey } from "../modules/i18n/server-messages.js";
import { badRequest, validationFailed } from "./errors.js";

/**
 * Request input checked by zod schemas (issue 36): the one way a service turns a request's input into values
 * it may use. Shape and format (required, lengths, formats, bounds, enums) are the schema's; what needs the
 * database (a name already taken, a plan that does not exist) stays the service's own refusal. Both answer
 * as one BAD_USER_INPUT with a message per field.
 */

/** The server's message for each problem a schema names. */
const PROBLEM_MESSAGES: Record<InputProblemCode, MessageKey> = {
  required: "validation.required",
  missing: "validation.missing",
  tooLong: "validation.tooLong",
  tooShort: "validation.tooShort",
  tooMany: "validation.tooMany",
  tooLarge: "validation.tooLarge",
  tooSmall: "validation.tooSmall",
  email: "validation.email",
  phone: "validation.phone",
  identityNumber: "validation.identityNumber",
  identityNumberDate: "validation.identityNumberDate",
  identityNumberCheck: "validation.identityNumberCheck",
  passwordTooShort: "auth.passwordTooShort",
  passwordsDoNotMatch: "auth.passwordsDoNotMatch",
  invalid: "validation.invalid",
};

/**
 * A server schema's own words for a refusal (`z.refine(test, refusal("validation.eventStatus"))`): typed here, so
 * a key the dictionary lacks does not compile.
 */
export function refusal(key: MessageKey): string {
  return key;
}

function isMessageKey(key: string): key is MessageKey {
  let node: unknown = BUNDLED_SERVER_TEXTS.en;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string";
}

/** The field messages of a schema's problems; `prefix` names the input they came in (`client.email`). */
export function problemMessages(problems: InputProblems, prefix = ""): Record<string, MessageKey> {
  const messages: Record<string, MessageKey> = {};
  for (const [path, { problem, key }] of Object.entries(problems)) {
    const field = prefix && path ? `${prefix}.${path}` : prefix || path;
    messages[field] = key !== undefined && isMessageKey(key) ? key : PROBLEM_MESSAGES[problem];
  }
  return messages;
}

/** The input parsed by the schema, or a BAD_USER_INPUT naming each field's problem. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown, prefix = ""): z.infer<Schema> {
  const check = checkInput(schema, input);
  if (check.ok) return check.value;
  throw validationFailed(problemMessages(check.problems, prefix));
}

/**
 * The input parsed by the schema, or null with its problems added to `errors`: for a form whose other fields
 * are checked against the database, so that every problem shows at once.
 */
export function collectInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  errors: Record<string, MessageKey>,
  prefix = "",
): z.infer<Schema> | null {
  const check = checkInput(schema, input);
  if (check.ok) return check.value;
  Object.assign(errors, problemMessages(check.problems, prefix));
  return null;
}

/**
 * A part of a REST request (query, JSON body) parsed by its route's schema, or 400 with the first problem's own message
 * (a schema's refusal key) or else 'bad request': the shape of a call, not a form's fields.
 */
export function parseRequestPart<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message;
  throw badRequest(key !== undefined && isMessageKey(key) ? key : "errors.badRequest");
}
