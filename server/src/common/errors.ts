import type { MessageKey } from "../modules/i18n/server-messages.js";

/**
 * Every error code an answer carries in extensions.code (DESIGN section 6) and the HTTP status the REST
 * facade answers with: the domain's codes, and the transport's own (a body that is not JSON, a document
 * that does not parse or validate). The schema publishes them as the ErrorCode enum (Query.errorCodes),
 * and the client's codes are generated from it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_BOOKABLE: 403,
  QUEUE_ADMISSION_REQUIRED: 403,
  NOT_FOUND: 404,
  DRAFT_EXPIRED: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  SPACE_OCCUPIED: 409,
  SPACE_HELD_FOR_CODE: 409,
  PAYMENT_PENDING: 409,
  PAYMENT_IN_PROGRESS: 409,
  INVALID_TRANSITION: 409,
  EMAIL_NOT_VERIFIED: 409,
  BUYER_CAP_REACHED: 409,
  TOO_MANY_TICKETS: 422,
  VOUCHER_INVALID: 422,
  VOUCHER_NOT_APPLICABLE: 422,
  VOUCHER_USED_UP: 409,
  VOUCHER_EMAIL_USED_UP: 409,
  PLAN_TOO_COMPLEX: 422,
  TOO_MANY_HELD: 429,
  PAYLOAD_TOO_LARGE: 413,
  QUERY_TOO_EXPENSIVE: 400,
  RATE_LIMITED: 429,
  PROVIDER_UNAVAILABLE: 502,
  INTERNAL_SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A failure the caller can act on. Services throw it; GraphQL's error formatting and the REST error handler
 * translate `messageKey` into the request's language and map `code` to extensions / HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Field -> message key, for validation errors. */
    readonly fields: Record<string, MessageKey> = {},
    /** Seconds, for 429 and 503. */
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = "DomainError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The message's parameters in `language`; an error whose parameters are texts to translate overrides it. */
  paramsIn(_language: string): Record<string, string | number> {
    return this.params;
  }

  /** What GraphQL answers carry in extensions besides code, status and fields (e.g. a list the client shows). */
  extensionsIn(_language: string): Record<string, unknown> {
    return {};
  }
}

export const notFound = (key: MessageKey = "errors.notFound") => new DomainError("NOT_FOUND", key);
export const badRequest = (key: MessageKey = "errors.badRequest", params: Record<string, string | number> = {}) =>
  new DomainError("BAD_USER_INPUT", key, params);

/**
 * A save based on an outdated version: someone else changed the row since the form was loaded
 * (optimistic concurrency). Versions are a row's updated_at to the millisecond.
 */
export function changedMeanwhile(): DomainError {
  return new DomainError("CONFLICT", "admin.changedMeanwhile");
}

/** Validation failure with one message per field. */
export function validationFailed(fields: Record<string, MessageKey>): DomainError {
  return new DomainError("BAD_USER_INPUT", "errors.validation", {}, fields);
}
