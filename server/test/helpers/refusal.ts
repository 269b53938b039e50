import { DomainError } from "../../src/common/errors.js";

/** The DomainError `run` throws; fails the test when it throws nothing or anything else. */
export function refusalOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

/** The field messages of the BAD_USER_INPUT `run` throws (a schema's or a service's refusal). */
export function refusedFields(run: () => unknown): Record<string, string> {
  const refusal = refusalOf(run);
  if (refusal.code !== "BAD_USER_INPUT") throw new Error(`refused as ${refusal.code}, not BAD_USER_INPUT`);
  return refusal.fields;
}
