import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorCode } from "../../generated/schema-enums";

/** Error codes the server puts in extensions.code (DESIGN section 6), generated from the schema's ErrorCode enum. */
export { ErrorCode } from "../../generated/schema-enums";

export type ErrorCodeValue = `${ErrorCode}`;

/** Fallback HTTP statuses for codes that arrive without extensions.status (the server sends it with every code it sets). */
const CODE_STATUS: Partial<Record<ErrorCodeValue, number>> = {
  NOT_FOUND: 404,
  DRAFT_EXPIRED: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_BOOKABLE: 403,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
  TOO_MANY_HELD: 429,
  QUERY_TOO_EXPENSIVE: 400,
  SPACE_OCCUPIED: 409,
  PAYMENT_PENDING: 409,
  PAYMENT_IN_PROGRESS: 409,
};

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown> | null;
}

export function errorCodeOf(error: GraphQLErrorLike): string | undefined {
  const code = error.extensions?.["code"];
  return typeof code === "string" ? code : undefined;
}

/** extensions.status, else the status the code stands for. */
export function errorStatusOf(error: GraphQLErrorLike): number | undefined {
  const status = error.extensions?.["status"];
  if (typeof status === "number" && Number.isInteger(status)) return status;
  const code = errorCodeOf(error);
  return code ? CODE_STATUS[code as ErrorCodeValue] : undefined;
}

/** True when an Apollo error carries a GraphQL error with the given code. */
export function hasErrorCode(error: unknown, code: ErrorCodeValue | string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => errorCodeOf(e) === code);
}
