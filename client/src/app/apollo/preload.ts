import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { getOperationAST } from "graphql";
import { data } from "react-router";
import { ErrorCode, errorCodeOf, errorStatusOf } from "../../shared/errors/errorCodes";
import { createFreshnessTracker, operationKey, type FreshnessTracker } from "./freshness";
import "./context";

export interface PreloadOptions<TVariables> {
  variables?: TVariables;
  /** Skip the language header (languages, authenticate). */
  withoutLanguage?: boolean;
  /** Ask in this language rather than the current one (a route's data loaded while its language activates). */
  language?: string;
  /** Past the normalized cache ("no-cache", always from the network): what a link keeps elsewhere (the occupancy). */
  noCache?: boolean;
}

/**
 * Converts an Apollo error from a loader into a route error response: a GraphQL error with an
 * HTTP status (NOT_FOUND -> 404, FORBIDDEN -> 403, ...) or an HTTP error becomes
 * `data(message, { status })`, which the route error page shows. Anything else is returned as is.
 */
export function toRouteError(error: unknown): unknown {
  if (CombinedGraphQLErrors.is(error)) {
    const first =
      error.errors.find((e) => errorCodeOf(e) === ErrorCode.NotFound) ?? error.errors.find((e) => errorStatusOf(e) !== undefined);
    const status = first ? errorStatusOf(first) : undefined;
    if (first && status) return data(first.message, { status });
  }
  if (ServerError.is(error)) {
    return data(error.bodyText, { status: error.statusCode, statusText: error.response.statusText });
  }
  return error;
}

export interface Preloader {
  /** The generated documents are untyped: pass the generated types, query<EventQuery, EventQueryVariables>(...). */
  query<TData, TVariables extends OperationVariables = OperationVariables>(
    query: DocumentNode | TypedDocumentNode<TData, TVariables>,
    options?: PreloadOptions<TVariables>,
  ): Promise<TData>;
  /** Forget freshness, so that the next loads go to the network. */
  invalidate(): void;
}

async function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  freshness: FreshnessTracker,
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  { variables, withoutLanguage, language, noCache }: PreloadOptions<TVariables> = {},
): Promise<TData> {
  const key = operationKey(getOperationAST(query)?.name?.value ?? "anonymous", variables);
  const fresh = !noCache && freshness.isFresh(key);
  try {
    const options = {
      query,
      variables,
      fetchPolicy: noCache ? "no-cache" : fresh ? "cache-first" : "network-only",
      // Loader errors become route errors (the error page), not toasts.
      context: { skipErrorToast: true, withoutLanguage, language },
    } as ApolloClient.QueryOptions<TData, TVariables>;
    const result = await client.query<TData, TVariables>(options);
    if (result.data === undefined) throw result.error ?? new Error("No data");
    if (!fresh) freshness.markFetched(key);
    return result.data as TData;
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * Route loaders load data through this: into the Apollo cache (the components' generated hooks
 * read it from there), from the network when the data is older than 10 s. Errors are not
 * toasted; they become route errors (see toRouteError).
 */
export function createPreloader(client: ApolloClient, freshness: FreshnessTracker = createFreshnessTracker()): Preloader {
  return {
    query: (query, options) => preloadQuery(client, freshness, query, options),
    invalidate: () => freshness.reset(),
  };
}
