import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** Error codes the server puts in extensions.code (DESIGN section 6). */
export const ErrorCode = {
  NotFound: "NOT_FOUND",
  SpaceOccupied: "SPACE_OCCUPIED",
  DraftExpired: "DRAFT_EXPIRED",
  NotBookable: "NOT_BOOKABLE",
  PaymentPending: "PAYMENT_PENDING",
  PaymentInProgress: "PAYMENT_IN_PROGRESS",
  CsrfInvalid: "CSRF_INVALID",
  Unauthenticated: "UNAUTHENTICATED",
  Forbidden: "FORBIDDEN",
  BadUserInput: "BAD_USER_INPUT",
  RateLimited: "RATE_LIMITED",
  TooManyHeld: "TOO_MANY_HELD",
  QueryTooExpensive: "QUERY_TOO_EXPENSIVE",
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Fallback HTTP statuses for codes that arrive without extensions.status. */
const CODE_STATUS: Partial<Record<string, number>> = {
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
  return code ? CODE_STATUS[code] : undefined;
}

/** True when an Apollo error carries a GraphQL error with the given code. */
export function hasErrorCode(error: unknown, code: ErrorCodeValue | string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => errorCodeOf(e) === code);
}
