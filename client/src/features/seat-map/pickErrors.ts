import type { TFunction } from "i18next";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorCode, errorCodeOf, errorStatusOf } from "../../shared/errors/errorCodes";

export type PickErrorKind = "occupied" | "notFound" | "notAllowed" | "unknown";

/** SPEC section 8, adding a space: 409 occupied, 404 not found, 403 not bookable, else unknown. */
export function pickErrorKind(error: unknown): PickErrorKind {
  if (!CombinedGraphQLErrors.is(error)) return "unknown";
  for (const e of error.errors) {
    const code = errorCodeOf(e);
    if (code === ErrorCode.SpaceOccupied) return "occupied";
    if (code === ErrorCode.DraftExpired || code === ErrorCode.NotFound) return "notFound";
    if (code === ErrorCode.NotBookable) return "notAllowed";
    if (code === undefined) {
      const status = errorStatusOf(e);
      if (status === 409) return "occupied";
      if (status === 404) return "notFound";
      if (status === 403) return "notAllowed";
    }
  }
  return "unknown";
}

/**
 * Refusals whose server message says exactly what to do (the ticket limit, the places one network may hold, a pending
 * payment, a wheelchair place or companion seat kept for wheelchair users, a place held back for a code and the code's
 * refusals, a hold without the waiting room's admission).
 */
const SERVER_WORDED = new Set<string>([
  ErrorCode.TooManyTickets,
  ErrorCode.TooManyHeld,
  ErrorCode.PaymentPending,
  ErrorCode.RateLimited,
  ErrorCode.Conflict,
  ErrorCode.SpaceHeldForCode,
  ErrorCode.VoucherInvalid,
  ErrorCode.VoucherNotApplicable,
  ErrorCode.VoucherUsedUp,
  ErrorCode.QueueAdmissionRequired,
]);

/** A refusal of the code given for a place held back for a code (a presale): the visitor should give another. */
export function isCodeRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const codes = new Set<string>([
    ErrorCode.VoucherInvalid,
    ErrorCode.VoucherNotApplicable,
    ErrorCode.VoucherUsedUp,
    ErrorCode.SpaceHeldForCode,
  ]);
  return error.errors.some((e) => codes.has(errorCodeOf(e) ?? ""));
}

export function pickErrorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) {
    const worded = error.errors.find((e) => SERVER_WORDED.has(errorCodeOf(e) ?? "") && e.message?.trim());
    if (worded) return worded.message;
  }
  return t(`seatMap.errors.${pickErrorKind(error)}`);
}
