import { getOperationAST, parse, type OperationTypeNode } from "graphql";
import type { Client, FormattedExecutionResult } from "graphql-ws";
import { ErrorCode } from "../../shared/errors/errorCodes";

/** What GraphiQL asks a fetcher to run. */
export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** Headers typed into GraphiQL's headers editor (e.g. Authorization: Bearer <API token>). */
export interface ExplorerRequestOptions {
  headers?: Record<string, unknown>;
}

export interface ExplorerFetcherOptions {
  url: string;
  readCsrfToken: () => string | null;
  writeCsrfToken: (token: string) => void;
  /** The graphql-ws client for subscriptions, made on first use. */
  subscriptionClient: () => Client;
  fetch?: typeof fetch;
}

export type ExplorerFetcher = (
  request: ExplorerRequest,
  options?: ExplorerRequestOptions,
) => Promise<FormattedExecutionResult> | AsyncIterable<FormattedExecutionResult>;

const AUTHENTICATE = "query Authenticate { authenticate { csrfToken } }";

function operationTypeOf(request: ExplorerRequest): OperationTypeNode | undefined {
  try {
    return getOperationAST(parse(request.query), request.operationName ?? undefined)?.operation;
  } catch {
    return undefined; // the server answers the syntax error
  }
}

function stringHeaders(headers: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

/** The answer as a GraphQL result, also when it is not JSON (a proxy's error page, say). */
async function resultOf(response: Response): Promise<FormattedExecutionResult> {
  const text = await response.text();
  try {
    return JSON.parse(text) as FormattedExecutionResult;
  } catch {
    const message = `${response.status} ${response.statusText}${text ? `: ${text.slice(0, 500)}` : ""}`;
    return { errors: [{ message }] };
  }
}

const refusedForCsrf = (result: FormattedExecutionResult) =>
  result.errors?.some((error) => error.extensions?.code === ErrorCode.CsrfInvalid) ?? false;

/**
 * GraphiQL's fetcher. Operations go over HTTP on this origin with the session cookie and the CSRF token
 * the app keeps (DESIGN section 7), so mutations work as they do in the app: a browser with no token yet
 * fetches one first (`authenticate`), and a mutation refused for its token (expired, rotated by a sign-in
 * elsewhere) gets a fresh one and is sent once more. Subscriptions go over graphql-ws.
 */
export function createExplorerFetcher(options: ExplorerFetcherOptions): ExplorerFetcher {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  const post = async (request: ExplorerRequest, headers?: Record<string, unknown>): Promise<FormattedExecutionResult> => {
    const token = options.readCsrfToken();
    const response = await fetchImpl(options.url, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
        ...(token ? { "X-CSRF-Token": token } : {}),
        ...stringHeaders(headers),
      },
      body: JSON.stringify(request),
    });
    return resultOf(response);
  };

  // One token request at a time: GraphiQL sends its introspection and the first operation together.
  let refreshing: Promise<void> | null = null;
  const refreshToken = () =>
    (refreshing ??= post({ query: AUTHENTICATE, operationName: "Authenticate" })
      .then((result) => {
        const token = (result.data as { authenticate?: { csrfToken?: unknown } } | null | undefined)?.authenticate?.csrfToken;
        if (typeof token === "string") options.writeCsrfToken(token);
      })
      .finally(() => {
        refreshing = null;
      }));

  return (request, requestOptions = {}) => {
    if (operationTypeOf(request) === "subscription") {
      return options.subscriptionClient().iterate({
        query: request.query,
        operationName: request.operationName,
        variables: request.variables as Record<string, unknown> | null | undefined,
      });
    }
    return (async () => {
      if (!options.readCsrfToken()) await refreshToken();
      const result = await post(request, requestOptions.headers);
      if (!refusedForCsrf(result)) return result;
      await refreshToken();
      return post(request, requestOptions.headers);
    })();
  };
}
