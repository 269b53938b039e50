import { checkInput, type InputProblem, type InputProblemCode, type InputProblems, type InputSchema } from "@seatbooking/core/input";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A form's words for each problem a @seatbooking/core/input schema names (the server words them in its own dictionary). */
const PROBLEM_TEXTS: Record<InputProblemCode, (t: Translate, limit?: number) => string> = {
  required: (t) => t("validation.required"),
  missing: (t) => t("validation.required"),
  tooLong: (t, limit) => t("validation.maxLength", { count: limit }),
  tooShort: (t, limit) => t("validation.minLength", { count: limit }),
  tooMany: (t, limit) => t("validation.maxItems", { count: limit }),
  tooLarge: (t, limit) => t("validation.max", { max: limit }),
  tooSmall: (t, limit) => t("validation.min", { min: limit }),
  email: (t) => t("validation.email"),
  phone: (t) => t("validation.phone"),
  identityNumber: (t) => t("validation.identityNumber"),
  identityNumberDate: (t) => t("validation.identityNumberDate"),
  identityNumberCheck: (t) => t("validation.identityNumberCheck"),
  passwordTooShort: (t, limit) => t("account.passwordTooShort", { min: limit }),
  passwordsDoNotMatch: (t) => t("account.passwordsDoNotMatch"),
  invalid: (t) => t("validation.pattern"),
};

export function problemText({ problem, limit }: InputProblem, t: Translate): string {
  return PROBLEM_TEXTS[problem](t, limit);
}

/** Each field's problem, translated, by the field's dotted path as the server names it. */
export function problemTexts(problems: InputProblems, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem, t)]));
}

/** A form's values checked by the schema the server checks the request with: the translated problems, none when valid. */
export function schemaErrors(schema: InputSchema, values: unknown, t: Translate): Record<string, string> {
  const check = checkInput(schema, values);
  return check.ok ? {} : problemTexts(check.problems, t);
}
