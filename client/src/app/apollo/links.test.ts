import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { createPendingStore } from "../../shared/loading/pendingStore";
import { createCsrfRetryLink, createErrorToastLink, createHeadersLink, createPendingLink, createRetryLink } from "./links";

const QUERY = gql`
  query Things {
    things
  }
`;
const MUTATION = gql`
  mutation DoThing {
    doThing
  }
`;

type Reply = () => Response;
const ok =
  (data: unknown): Reply =>
  () =>
    new Response(JSON.stringify({ data }), { status: 200, headers: { "Content-Type": "application/json" } });
const status =
  (code: number, body = ""): Reply =>
  () =>
    new Response(body, { status: code });
const gqlError =
  (message: string, extensions: Record<string, unknown>): Reply =>
  () =>
    new Response(JSON.stringify({ data: null, errors: [{ message, extensions }] }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });

function setup(replies: Reply[], initialToken: string | null = "token-1", lng = "sv") {
  let csrfToken = initialToken;
  const refreshToken = vi.fn(async () => {
    csrfToken = "token-2";
  });
  const queue = [...replies];
  const fetchImpl = vi.fn(async () => (queue.shift() ?? status(500))());
  const notify = vi.fn();
  const pending = createPendingStore();
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      createPendingLink(pending),
      createErrorToastLink(notify, (s) => (s ? `errors.${s}` : "errors.default")),
      createCsrfRetryLink(refreshToken),
      createRetryLink(() => 1),
      createHeadersLink(
        () => csrfToken,
        () => lng,
      ),
      new HttpLink({ uri: "/graphql", fetch: fetchImpl as unknown as typeof fetch }),
    ]),
  });
  return { client, fetchImpl, notify, pending, refreshToken };
}

const headersOf = (fetchImpl: ReturnType<typeof vi.fn>, call = 0) =>
  new Headers((fetchImpl.mock.calls[call] as [string, RequestInit])[1].headers);

describe("Apollo links", () => {
  it("send X-CSRF-Token and Accept-Language", async () => {
    const { client, fetchImpl } = setup([ok({ things: 1 })]);
    await client.query({ query: QUERY });
    expect(headersOf(fetchImpl).get("X-CSRF-Token")).toBe("token-1");
    expect(headersOf(fetchImpl).get("Accept-Language")).toBe("sv");
  });

  it("omit the language when asked to", async () => {
    const { client, fetchImpl } = setup([ok({ things: 1 })]);
    await client.query({ query: QUERY, context: { withoutLanguage: true } });
    expect(headersOf(fetchImpl).get("Accept-Language")).toBeNull();
  });

  it("retry queries on 503 and 429", async () => {
    const { client, fetchImpl, notify } = setup([status(503), status(429), ok({ things: 2 })]);
    const result = await client.query({ query: QUERY });
    expect(result.data).toEqual({ things: 2 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(notify).not.toHaveBeenCalled();
  });

  it("give up after 5 retries and show the error", async () => {
    const { client, fetchImpl, notify } = setup(Array.from({ length: 10 }, () => status(503, "Palvelu ei ole käytettävissä")));
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(notify).toHaveBeenCalledWith("Palvelu ei ole käytettävissä");
  });

  it("never retry mutations", async () => {
    const { client, fetchImpl, notify } = setup([status(503), ok({ doThing: true })]);
    await expect(client.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith("errors.503");
  });

  it("do not retry other statuses", async () => {
    const { client, fetchImpl } = setup([status(500), ok({ things: 1 })]);
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("toast the server's translated GraphQL message", async () => {
    const { client, notify } = setup([gqlError("Paikka on jo varattu", { code: "SPACE_OCCUPIED", status: 409 })]);
    await expect(client.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith("Paikka on jo varattu");
  });

  it("do not toast when the operation opts out", async () => {
    const { client, notify } = setup([gqlError("Not found", { code: "NOT_FOUND" })]);
    await expect(client.query({ query: QUERY, context: { skipErrorToast: true } })).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it("refresh the CSRF token and send a refused mutation once more", async () => {
    const csrfRefused = () =>
      new Response(JSON.stringify({ errors: [{ message: "Invalid CSRF token", extensions: { code: "CSRF_INVALID", status: 403 } }] }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      });
    const { client, fetchImpl, notify, refreshToken } = setup([csrfRefused, ok({ doThing: true })]);
    const result = await client.mutate({ mutation: MUTATION });
    expect(result.data).toEqual({ doThing: true });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchImpl, 0).get("X-CSRF-Token")).toBe("token-1");
    expect(headersOf(fetchImpl, 1).get("X-CSRF-Token")).toBe("token-2");
    expect(notify).not.toHaveBeenCalled();
  });

  it("retry a CSRF refusal only once", async () => {
    const refused = gqlError("Invalid CSRF token", { code: "CSRF_INVALID", status: 403 });
    const { client, fetchImpl, notify, refreshToken } = setup([refused, refused, ok({ doThing: true })]);
    await expect(client.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith("Invalid CSRF token");
  });

  it("do not refresh the CSRF token for other refusals", async () => {
    const { client, refreshToken } = setup([gqlError("booking is not allowed", { code: "NOT_BOOKABLE", status: 403 })]);
    await expect(client.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it("count pending operations", async () => {
    const { client, pending } = setup([ok({ things: 1 })]);
    const promise = client.query({ query: QUERY });
    expect(pending.count()).toBe(1);
    await promise;
    expect(pending.count()).toBe(0);
  });
});
