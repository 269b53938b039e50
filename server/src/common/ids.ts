import { badRequest } from "./errors.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Ids are UUIDs; anything else is a 400, never a database error. */
export function parseUuid(value: unknown): string {
  if (!isUuid(value)) throw badRequest("errors.malformedId");
  return value.toLowerCase();
}
