import { ApolloLink } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";
import { catchError, defer, finalize, from, mergeMap, of, throwError, type Observable } from "rxjs";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorCode, errorCodeOf } from "../../shared/errors/errorCodes";
import { errorMessages } from "../../shared/errors/errorMessages";
import type { PendingStore } from "../../shared/loading/pendingStore";
import { retryDelay, shouldRetry } from "./retry";
import "./context";

/** Adds X-CSRF-Token (from local storage) and Accept-Language (the route language). */
export function createHeadersLink(getCsrfToken: () => string | null, getLanguage: () => string | undefined) {
  return new ApolloLink((operation, forward) => {
    const { withoutLanguage, language } = operation.getContext();
    const token = getCsrfToken();
    const lng = withoutLanguage ? undefined : (language ?? getLanguage());
    operation.setContext(({ headers = {} }) => ({
      headers: {
        ...headers,
        ...(token ? { "X-CSRF-Token": token } : {}),
        ...(lng ? { "Accept-Language": lng } : {}),
      },
    }));
    return forward(operation);
  });
}

/** Counts queries and mutations in flight for the global loading indicator. */
export function createPendingLink(store: PendingStore) {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return forward(operation);
    return defer(() => {
      const end = store.begin();
      return forward(operation).pipe(finalize(end));
    });
  });
}

/** Retries queries on 429 and 503 only, at most 5 times, with backoff. */
export function createRetryLink(delay: RetryLink.DelayFunction = (count, _operation, error) => retryDelay(count, error)) {
  return new RetryLink({ attempts: shouldRetry, delay });
}

/** Shows errors as toasts (SPEC section 8), unless the operation opted out. */
export function createErrorToastLink(notify: (message: string) => void, translateStatus: (status: number | undefined) => string) {
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().skipErrorToast) return;
    for (const message of errorMessages(error, translateStatus)) notify(message);
  });
}

function isCsrfFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => errorCodeOf(e) === ErrorCode.CsrfInvalid);
  return ServerError.is(error) && error.statusCode === 403 && (error.bodyText ?? "").includes(ErrorCode.CsrfInvalid);
}

/**
 * A mutation refused for its CSRF token (expired, rotated, another tab signed in or out) refreshes the
 * token from `authenticate` and is sent once more (DESIGN section 7). Queries need no token.
 */
export function createCsrfRetryLink(refreshToken: () => Promise<unknown>) {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const retry = (): Observable<ApolloLink.Result> => from(refreshToken()).pipe(mergeMap(() => forward(operation)));
    return forward(operation).pipe(
      mergeMap((result) => (result.errors?.some((e) => errorCodeOf(e) === ErrorCode.CsrfInvalid) ? retry() : of(result))),
      catchError((error: unknown) => (isCsrfFailure(error) ? retry() : throwError(() => error))),
    );
  });
}
