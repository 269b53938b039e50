import { vi } from "vitest";
import { eventFixture, eventsFixture, settingsFixture } from "./fixtures";

export interface RecordedRequest {
  url: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  headers: Headers;
}

type GraphQLBody = { data?: unknown; errors?: unknown[] };
export type Handler = (variables: Record<string, unknown>, headers: Headers) => GraphQLBody | Response;

export const defaultHandlers: Record<string, Handler> = {
  Authenticate: () => ({ data: { authenticate: { __typename: "Authentication", csrfToken: "csrf-1", user: null } } }),
  Languages: () => ({
    data: {
      languages: [
        { __typename: "Language", id: "en", name: "English" },
        { __typename: "Language", id: "fi", name: "Suomi" },
        { __typename: "Language", id: "sv", name: "Svenska" },
      ],
    },
  }),
  Settings: () => ({ data: settingsFixture }),
  Events: () => ({ data: eventsFixture }),
  Event: (variables) =>
    variables["id"] === eventFixture.event.id
      ? { data: eventFixture }
      : { data: null, errors: [{ message: "Event not found", extensions: { code: "NOT_FOUND", status: 404 } }] },
};

/**
 * A fetch that answers GraphQL operations by name (and 404s dictionaries), recording every
 * request so tests can check order and headers.
 */
export function createFakeServer(overrides: Record<string, Handler> = {}) {
  const handlers = { ...defaultHandlers, ...overrides };
  const requests: RecordedRequest[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    if (url.includes("/api/dictionaries/")) {
      requests.push({ url, headers });
      return new Response("Not Found", { status: 404 });
    }
    const body = JSON.parse(String(init?.body ?? "{}")) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    requests.push({ url, operationName: body.operationName, variables: body.variables, headers });
    const handler = body.operationName ? handlers[body.operationName] : undefined;
    if (!handler) return new Response(`No handler for ${body.operationName}`, { status: 500 });
    const result = handler(body.variables ?? {}, headers);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { "Content-Type": "application/graphql-response+json" },
    });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, requests, handlers };
}
