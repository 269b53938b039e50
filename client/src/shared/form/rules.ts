/**
 * The rules every admin form states its fields with (SPEC section 5: required, min, max, minLength,
 * maxLength, pattern and custom), turned into the per-field validators @mantine/form runs. Pure, so the
 * messages are tested without a DOM.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FieldRules<Value = unknown, Values = Record<string, unknown>> {
  required?: boolean;
  /** Numbers: the smallest allowed value. */
  min?: number;
  /** Numbers: the largest allowed value. */
  max?: number;
  /** Texts (trimmed) and lists: the fewest characters or items. */
  minLength?: number;
  /** Texts and lists: the most characters or items. */
  maxLength?: number;
  /**
   * Texts: a non-empty value, trimmed, must pass `value` (a RegExp, or a format check such as
   * @seatbooking/core's isEmailAddress as `{ test }`); `message` is a translation key (default validation.pattern).
   */
  pattern?: { value: { test(text: string): boolean }; message?: string };
  /** Anything else: returns a translated message, or null when the value is fine. */
  custom?: (value: Value, values: Values) => string | null;
}

export type FormRules<Values> = { [Field in keyof Values]?: FieldRules<Values[Field], Values> };

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "number") return Number.isNaN(value);
  return false;
}

function lengthOf(value: unknown): number | null {
  if (typeof value === "string") return value.trim().length;
  if (Array.isArray(value)) return value.length;
  return null;
}

/** The first broken rule's message for one value, or null. Empty optional values pass every other rule. */
export function checkField<Value, Values>(rules: FieldRules<Value, Values>, value: Value, values: Values, t: Translate): string | null {
  if (isEmpty(value)) return rules.required ? t("validation.required") : (rules.custom?.(value, values) ?? null);
  if (typeof value === "number") {
    if (rules.min !== undefined && value < rules.min) return t("validation.min", { min: rules.min });
    if (rules.max !== undefined && value > rules.max) return t("validation.max", { max: rules.max });
  }
  const length = lengthOf(value);
  if (length !== null) {
    if (rules.minLength !== undefined && length < rules.minLength) return t("validation.minLength", { count: rules.minLength });
    if (rules.maxLength !== undefined && length > rules.maxLength) return t("validation.maxLength", { count: rules.maxLength });
  }
  if (rules.pattern && typeof value === "string" && !rules.pattern.value.test(value.trim()))
    return t(rules.pattern.message ?? "validation.pattern");
  return rules.custom?.(value, values) ?? null;
}

/** The `validate` object @mantine/form takes: one function per ruled field. */
export function toValidators<Values extends Record<string, unknown>>(rules: FormRules<Values>, t: Translate) {
  const validators: Record<string, (value: unknown, values: Values) => string | null> = {};
  for (const [field, fieldRules] of Object.entries(rules) as Array<[string, FieldRules<unknown, Values> | undefined]>) {
    if (fieldRules) validators[field] = (value, values) => checkField(fieldRules, value, values, t);
  }
  return validators;
}
