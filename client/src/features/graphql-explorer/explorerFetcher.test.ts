import type { Client, FormattedExecutionResult } from "graphql-ws";
import { describe, expect, it, vi } from "vitest";
import { createExplorerFetcher } from "./explorerFetcher";

interface Sent {
  body: { query: string; operationName?: string | null; variables?: unknown };
  headers: Record<string, string>;
  init: RequestInit;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const csrfRefused = () =>
  json({ errors: [{ message: "Your session token is missing or out of date", extensions: { code: "CSRF_INVALID", status: 403 } }] }, 403);

/** A fetch that answers `authenticate` with token-N (N counting up) and everything else from `replies`. */
function setup(replies: Array<() => Response>, initialToken: string | null) {
  let token = initialToken;
  let issued = 0;
  const sent: Sent[] = [];
  const queue = [...replies];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent["body"];
    sent.push({ body, headers: init?.headers as Record<string, string>, init: init ?? {} });
    if (body.operationName === "Authenticate") return json({ data: { authenticate: { csrfToken: `token-${++issued}` } } });
    return (queue.shift() ?? (() => json({ data: { ok: true } })))();
  });
  const subscriptionClient = vi.fn<() => Client>();
  const fetcher = createExplorerFetcher({
    url: "/graphql",
    readCsrfToken: () => token,
    writeCsrfToken: (value) => {
      token = value;
    },
    subscriptionClient,
    fetch: fetchImpl as typeof fetch,
  });
  return { fetcher, sent, subscriptionClient, token: () => token };
}

const run = (fetcher: ReturnType<typeof setup>["fetcher"], query: string, headers?: Record<string, unknown>) =>
  fetcher({ query }, { headers }) as Promise<FormattedExecutionResult>;

describe("the GraphQL explorer's fetcher", () => {
  it("posts to the app's origin with its cookie, the stored CSRF token and the headers typed into GraphiQL", async () => {
    const { fetcher, sent } = setup([], "token-stored");
    expect(await run(fetcher, "mutation { logout }", { "X-Example": 42 })).toEqual({ data: { ok: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init).toMatchObject({ method: "POST", credentials: "same-origin", cache: "no-store" });
    expect(sent[0]!.headers).toMatchObject({ "Content-Type": "application/json", "X-CSRF-Token": "token-stored", "X-Example": "42" });
    expect(sent[0]!.body).toEqual({ query: "mutation { logout }" });
  });

  it("a browser with no token yet gets one from authenticate first and keeps it", async () => {
    const { fetcher, sent, token } = setup([], null);
    await run(fetcher, "mutation { logout }");
    expect(sent.map((request) => request.body.operationName ?? "operation")).toEqual(["Authenticate", "operation"]);
    expect(sent[1]!.headers["X-CSRF-Token"]).toBe("token-1");
    expect(token()).toBe("token-1");
  });

  it("fetches one token for operations sent together", async () => {
    const { fetcher, sent } = setup([], null);
    await Promise.all([run(fetcher, "{ a }"), run(fetcher, "{ b }")]);
    expect(sent.filter((request) => request.body.operationName === "Authenticate")).toHaveLength(1);
  });

  it("an operation refused for its token is sent once more with a fresh one, and only once", async () => {
    const { fetcher, sent } = setup([csrfRefused], "token-old");
    expect(await run(fetcher, "mutation { logout }")).toEqual({ data: { ok: true } });
    expect(sent.map((request) => [request.body.operationName ?? "operation", request.headers["X-CSRF-Token"]])).toEqual([
      ["operation", "token-old"],
      ["Authenticate", "token-old"],
      ["operation", "token-1"],
    ]);

    const refusedTwice = setup([csrfRefused, csrfRefused], "token-old");
    const result = await run(refusedTwice.fetcher, "mutation { logout }");
    expect(result.errors?.[0]?.extensions?.code).toBe("CSRF_INVALID");
    expect(refusedTwice.sent).toHaveLength(3);
  });

  it("shows an answer that is not JSON as an error", async () => {
    const { fetcher } = setup([() => new Response("Bad Gateway", { status: 502, statusText: "Bad Gateway" })], "token");
    expect(await run(fetcher, "{ a }")).toEqual({ errors: [{ message: "502 Bad Gateway: Bad Gateway" }] });
  });

  it("runs subscriptions over graphql-ws", async () => {
    const { fetcher, sent, subscriptionClient } = setup([], "token");
    const iterate = vi.fn(() => ({}) as AsyncIterableIterator<FormattedExecutionResult>);
    subscriptionClient.mockReturnValue({ iterate } as unknown as Client);
    const query = "subscription Watch($id: ID!) { occupancyChanged(occasionId: $id) { occasionId } }";
    fetcher({ query, operationName: "Watch", variables: { id: "o1" } });
    expect(iterate).toHaveBeenCalledWith({ query, operationName: "Watch", variables: { id: "o1" } });
    expect(sent).toHaveLength(0);
  });
});
