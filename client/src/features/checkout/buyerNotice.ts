import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorCode, errorCodeOf } from "../../shared/errors/errorCodes";

/**
 * What checkout shows when a per-buyer cap stops a confirm (issue 38): the e-mail address must be confirmed through the link
 * just sent to it, or the customer would have more tickets on the date than the event allows (the server's translated message,
 * with the cap and what they already have).
 */
export type BuyerNotice = { kind: "verify"; email: string } | { kind: "cap"; message: string; max: number; already: number };

/** The notice a confirm's failure calls for; null for any other failure. */
export function buyerNoticeOf(failure: unknown): BuyerNotice | null {
  if (!CombinedGraphQLErrors.is(failure)) return null;
  for (const error of failure.errors) {
    const code = errorCodeOf(error);
    const extensions = error.extensions ?? {};
    if (code === ErrorCode.EmailNotVerified) return { kind: "verify", email: String(extensions["email"] ?? "") };
    if (code === ErrorCode.BuyerCapReached)
      return { kind: "cap", message: error.message, max: Number(extensions["max"]), already: Number(extensions["already"]) };
  }
  return null;
}
