import * as z from "zod/mini";

/**
 * The shapes of the REST facade's answers that several routes share, by name: app/openapi.ts lists them under the
 * document's components and refers to them wherever a route answers one.
 */
export const NAMED_ANSWERS = new Map<z.ZodMiniType, string>();

/** The request bodies that several routes take, by name. */
export const NAMED_INPUTS = new Map<z.ZodMiniType, string>();

/** A shared answer's schema, named in the OpenAPI document (`Draft`, `Occasion`). */
export function named<Schema extends z.ZodMiniType>(name: string, schema: Schema): Schema {
  NAMED_ANSWERS.set(schema, name);
  return schema;
}

/** A request body's schema that several routes parse their input with, named in the OpenAPI document (`CheckoutForm`). */
export function namedInput<Schema extends z.ZodMiniType>(name: string, schema: Schema): Schema {
  NAMED_INPUTS.set(schema, name);
  return schema;
}

/** An instant as JSON writes a Date: an ISO 8601 string in UTC. */
export const instant = () => z.iso.datetime();

/** A UUID (any version, as the database makes them): the ids of the facade's records. */
export const uuid = () => z.guid();

/** A whole number (cents, counts, positions). */
export const whole = () => z.int();

/** A schema with its description in the OpenAPI document. */
export function described<Schema extends z.ZodMiniType>(description: string, schema: Schema): Schema {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/**
 * A field of a body whose service checks it and names it in its refusal (a form's field): read as any JSON value here,
 * its expected shape in the description.
 */
export const serviceChecked = (description: string) => described(description, z.optional(z.unknown()));
