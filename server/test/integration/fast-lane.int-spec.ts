/**
 * The fast lane (issue 18): a map poller's compact occupancy, a body-less REST hold and a GraphQL `addSpace` mutation
 * are answered on node:http before Express (and Apollo). Both paths must answer alike: the same statuses, translated refusals, JSON, validators and
 * security headers, the CSRF double submit and draft secret checked, metrics counted under the route's template.
 * A request is sent through Express by giving it what the lane leaves alone (a JSON body, an escaped query).
 */
import "reflect-metadata";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withFastLane } from "../../src/app/fast-lane.js";
import { GraphQLLane } from "../../src/app/graphql-lane.js";
import { createSchema } from "../../src/app/schema.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { GraphQLClient, RestClient, type HttpAnswer } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"];
const HOLD_ROUTE = "/api/drafts/:uuid/spaces/:spaceId";

// Behind the test's proxy (TRUST_PROXY) /metrics is for METRICS_TOKEN's bearer only.
const METRICS_TOKEN = "fast-lane-metrics-token-0123456789";
let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat = 0;
/** A server with the lane alone: whatever the lane does not answer gets 599 from its fallback. */
let laneOnly: Server;
let laneOnlyUrl: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { METRICS_TOKEN } });
  demo = await demoIds(app);
  occasionId = demo.occasions.Matinee!;
  laneOnly = createServer(
    withFastLane(
      app.services,
      () => false,
      (_req, res) => {
        res.statusCode = 599;
        res.end("fallback");
      },
      new GraphQLLane(app.services, await createSchema()),
    ),
  );
  await new Promise<void>((resolve) => laneOnly.listen(0, "127.0.0.1", resolve));
  laneOnlyUrl = `http://127.0.0.1:${(laneOnly.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => laneOnly?.close(resolve));
  await app?.stop();
});

/** The same browser (cookies, CSRF token, draft) speaking to the lane-only server. */
function onLaneOnly<T extends RestClient | GraphQLClient>(client: RestClient | GraphQLClient, Client: new (baseUrl: string) => T): T {
  const lane = new Client(laneOnlyUrl);
  for (const [name, value] of client.jar.cookies) lane.jar.set(name, value);
  lane.csrfToken = client.csrfToken;
  lane.uuid = client.uuid;
  return lane;
}

function nextSeat(): string {
  seat += 1;
  return demo.space(`R${1 + Math.floor((seat - 1) / 12)}-S${((seat - 1) % 12) + 1}`);
}

async function buyer(): Promise<RestClient> {
  const client = new RestClient(app.url);
  await client.bookOk(occasionId);
  return client;
}

/** A hold through the lane (no body) or through Express (an empty JSON body, which the lane leaves alone). */
function hold(
  client: RestClient,
  spaceId: string,
  via: "lane" | "express",
  options: { query?: string; headers?: Record<string, string>; csrf?: boolean } = {},
) {
  return client.fetch<Record<string, unknown>>("POST", `/api/drafts/${client.uuid}/spaces/${spaceId}${options.query ?? ""}`, {
    body: via === "express" ? {} : undefined,
    options: { headers: options.headers, csrf: options.csrf },
  });
}

function headersOf(answer: HttpAnswer, names: string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]));
}

describe("a hold through the fast lane", () => {
  it("answers a hold as Express does: 201, the ticket, no-store, the security headers and a request id", async () => {
    const client = await buyer();
    const [lane, express] = [await hold(client, nextSeat(), "lane"), await hold(client, nextSeat(), "express")];
    expect(lane.status).toBe(201);
    expect(express.status).toBe(201);
    expect(Object.keys(lane.body).sort()).toEqual(Object.keys(express.body).sort());
    expect({ ...lane.body, id: "", space_id: "" }).toEqual({ ...express.body, id: "", space_id: "" });
    const names = [...SECURITY_HEADERS, "content-type", "cache-control"];
    expect(headersOf(lane, names)).toEqual(headersOf(express, names));
    expect(lane.headers.get("cache-control")).toBe("no-store");
    expect(lane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await app.query(`SELECT 1 FROM tickets WHERE id = $1`, [lane.body.id])).toHaveLength(1);
  });

  it("is answered by the lane itself, and anything it leaves alone reaches the fallback", async () => {
    const client = await buyer();
    const lane = onLaneOnly(client, RestClient);
    expect((await hold(lane, nextSeat(), "lane")).status).toBe(201);
    expect((await hold(lane, nextSeat(), "express")).status).toBe(599);
    expect((await hold(lane, nextSeat(), "lane", { query: "?lng=%66i" })).status).toBe(599);
    expect((await hold(lane, nextSeat(), "lane", { headers: { authorization: "Bearer x" } })).status).toBe(599);
    expect((await hold(lane, nextSeat(), "lane", { headers: { "x-request-id": "bad id" } })).status).toBe(599);
    expect((await lane.fetch("GET", `/api/drafts/${client.uuid}`)).status).toBe(599);
    expect((await lane.fetch("GET", `/api/occasions/${occasionId}/occupancy`)).status).toBe(200);
  });

  it("refuses alike, translated: a taken place, no CSRF header, no draft secret, a space not on the plan", async () => {
    const owner = await buyer();
    const taken = nextSeat();
    expect((await hold(owner, taken, "lane")).status).toBe(201);
    const other = await buyer();
    const cases: Array<[string, (via: "lane" | "express") => Promise<HttpAnswer>, number]> = [
      ["taken", (via) => hold(other, taken, via, { query: "?lng=fi" }), 409],
      ["csrf", (via) => hold(other, nextSeat(), via, { csrf: false, query: "?lng=sv" }), 403],
      [
        "secret",
        (via) => {
          const stranger = new RestClient(app.url);
          stranger.csrfToken = other.csrfToken;
          stranger.jar.set("csrf_token", other.jar.get("csrf_token")!);
          stranger.uuid = other.uuid;
          return hold(stranger, nextSeat(), via);
        },
        404,
      ],
      ["not on the plan", (via) => hold(other, "00000000-0000-4000-8000-000000000000", via, { query: "?lng=fi" }), 404],
    ];
    for (const [name, call, status] of cases) {
      const [lane, express] = [await call("lane"), await call("express")];
      expect({ name, status: lane.status, text: lane.text }).toEqual({ name, status, text: express.text });
      expect(express.status).toBe(status);
      expect(lane.headers.get("content-type")).toBe(express.headers.get("content-type"));
    }
    expect(await app.query(`SELECT 1 FROM tickets WHERE booking_id = $1`, [other.uuid])).toHaveLength(0);
  });

  it("keeps a caller's request id, sends HSTS behind a TLS proxy, and counts the answer under the route", async () => {
    const client = await buyer();
    const lane = await hold(client, nextSeat(), "lane", { headers: { "x-request-id": "edge-1234", "x-forwarded-proto": "https" } });
    expect(lane.status).toBe(201);
    expect(lane.headers.get("x-request-id")).toBe("edge-1234");
    expect(lane.headers.get("strict-transport-security")).toMatch(/^max-age=\d+$/);
    const metrics = await (await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(
      new RegExp(`http_requests_total\\{method="POST",route="${HOLD_ROUTE.replace(/\//g, "\\/")}",status="201"\\} [1-9]`),
    );
  });
});

describe("the occupancy poll through the fast lane", () => {
  const path = () => `/api/occasions/${occasionId}/occupancy?ids=true`;
  /** The same poll through Express: an escaped query parameter the route ignores. */
  const viaExpress = () => `${path()}&x=%41`;

  it("answers the same body and validator as Express, gzipped on request, 304 when unchanged", async () => {
    // The holds of the tests above reach the shared snapshot within its refresh: wait until it shows them all.
    const held = await app.query<{ held: number }>(`SELECT held FROM occasion_spaces WHERE occasion_id = $1 ORDER BY space_id`, [
      occasionId,
    ]);
    await vi.waitFor(async () => {
      const { counts } = (await (await fetch(`${app.url}${path()}`)).json()) as { counts: number[] };
      expect(counts).toEqual(held.map((row) => row.held));
    });
    const [lane, express] = [await fetch(`${app.url}${path()}`), await fetch(`${app.url}${viaExpress()}`)];
    expect(lane.status).toBe(200);
    const laneBody = (await lane.json()) as { counts: number[]; spaceIds: string[]; order: string };
    expect(laneBody).toEqual(await express.json());
    expect(laneBody.counts).toHaveLength(laneBody.spaceIds.length);
    expect(lane.headers.get("etag")).toBe(express.headers.get("etag"));
    for (const name of [...SECURITY_HEADERS, "cache-control", "content-type", "vary"])
      expect(lane.headers.get(name)).toBe(express.headers.get(name));

    const { request } = await import("node:http");
    const gzipped = await new Promise<{ status: number; etag: string; body: Buffer }>((resolve, reject) => {
      request(`${app.url}${path()}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, etag: String(res.headers.etag), body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.etag).toMatch(/-gz"$/);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(laneBody);

    const revalidated = await fetch(`${app.url}${path()}`, { headers: { "if-none-match": lane.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
  });

  it("refuses an unknown occasion in the Accept-Language's language, as Express does", async () => {
    const unknown = `/api/occasions/00000000-0000-4000-8000-000000000000/occupancy`;
    const headers = { "accept-language": "sv" };
    const [lane, express] = await Promise.all([
      fetch(`${app.url}${unknown}`, { headers }),
      fetch(`${app.url}${unknown}?x=%41`, { headers }),
    ]);
    expect(lane.status).toBe(404);
    expect(await lane.text()).toBe(await express.text());
    expect(express.status).toBe(404);
  });
});

/** The client's hold (seatMap.graphql's AddSpace with its fragment, and the __typename Apollo Client adds). */
const ADD_SPACE = `mutation AddSpace($uuid: ID!, $spaceId: ID!, $accessibilityNeed: Boolean) {
  addSpace(uuid: $uuid, spaceId: $spaceId, accessibilityNeed: $accessibilityNeed) { ...DraftTicketFields __typename }
}
fragment DraftTicketFields on Ticket { id spaceId ticketTypeId price total addons { addonId price __typename } __typename }`;

async function graphqlBuyer(): Promise<GraphQLClient> {
  const client = new GraphQLClient(app.url);
  await client.bookOk(occasionId);
  return client;
}

/** A GraphQL hold through the lane, or through Express and Apollo (an escaped query string the lane leaves alone). */
function graphqlHold(
  client: GraphQLClient,
  spaceId: string,
  via: "lane" | "apollo",
  options: {
    csrf?: boolean;
    language?: string;
    body?: string | Record<string, unknown>;
    query?: string;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  if (options.language) headers["accept-language"] = options.language;
  return client.fetch<{ data?: { addSpace: Record<string, unknown> | null } | null; errors?: Array<Record<string, unknown>> }>(
    "POST",
    via === "lane" ? "/graphql" : "/graphql?x=%41",
    {
      body: options.body ?? { query: options.query ?? ADD_SPACE, variables: options.variables ?? { uuid: client.uuid, spaceId } },
      options: { csrf: options.csrf ?? true, headers },
    },
  );
}

describe("a GraphQL hold through the fast lane", () => {
  it("answers the client's AddSpace as Apollo does: the ticket with its fragment and __typename, JSON and its newline", async () => {
    const client = await graphqlBuyer();
    await client.ensureCsrf();
    const [lane, apollo] = [await graphqlHold(client, nextSeat(), "lane"), await graphqlHold(client, nextSeat(), "apollo")];
    expect(lane.status).toBe(200);
    expect(apollo.status).toBe(200);
    const [laneTicket, apolloTicket] = [lane.body.data!.addSpace!, apollo.body.data!.addSpace!];
    expect(laneTicket.__typename).toBe("Ticket");
    expect({ ...laneTicket, id: "", spaceId: "" }).toEqual({ ...apolloTicket, id: "", spaceId: "" });
    expect(lane.text.endsWith("}\n")).toBe(apollo.text.endsWith("}\n"));
    const names = [...SECURITY_HEADERS, "content-type", "cache-control"];
    expect(headersOf(lane, names)).toEqual(headersOf(apollo, names));
    expect(await app.query(`SELECT 1 FROM tickets WHERE id = $1`, [laneTicket.id])).toHaveLength(1);
  });

  it("refuses alike, coded and translated: a taken place, no CSRF header, another browser's draft, a space not on the plan", async () => {
    const owner = await graphqlBuyer();
    await owner.ensureCsrf();
    const taken = nextSeat();
    expect((await graphqlHold(owner, taken, "lane")).body.data?.addSpace).toBeTruthy();
    const other = await graphqlBuyer();
    await other.ensureCsrf();
    const stranger = new GraphQLClient(app.url);
    await stranger.ensureCsrf();
    stranger.uuid = other.uuid;
    const cases: Array<[string, (via: "lane" | "apollo") => Promise<HttpAnswer>]> = [
      ["taken", (via) => graphqlHold(other, taken, via, { language: "fi" })],
      ["csrf", (via) => graphqlHold(other, nextSeat(), via, { csrf: false, language: "sv" })],
      ["secret", (via) => graphqlHold(stranger, nextSeat(), via)],
      ["not on the plan", (via) => graphqlHold(other, "00000000-0000-4000-8000-000000000000", via, { language: "fi" })],
    ];
    for (const [name, call] of cases) {
      const [lane, apollo] = [await call("lane"), await call("apollo")];
      expect({ name, status: lane.status, body: lane.body }).toEqual({ name, status: apollo.status, body: apollo.body });
      expect(lane.headers.get("content-type")).toBe(apollo.headers.get("content-type"));
    }
    const taken409 = await graphqlHold(other, taken, "lane", { language: "fi" });
    expect(taken409.body.errors?.[0]).toMatchObject({ path: ["addSpace"], extensions: { code: "SPACE_OCCUPIED", status: 409 } });
    expect((await graphqlHold(other, nextSeat(), "lane", { csrf: false })).status).toBe(403);
    expect(await app.query(`SELECT 1 FROM tickets WHERE booking_id = $1`, [other.uuid])).toHaveLength(0);
  });

  it("leaves everything but book and addSpace mutations to Apollo, and a body that is not JSON to body-parser's refusal", async () => {
    const client = await graphqlBuyer();
    await client.ensureCsrf();
    const lane = onLaneOnly(client, GraphQLClient);
    expect((await graphqlHold(lane, nextSeat(), "lane")).status).toBe(200);
    const leftAlone: Array<[string, Parameters<typeof graphqlHold>[3]]> = [
      ["another mutation", { query: `mutation ($uuid: ID!) { cancelDraft(uuid: $uuid) }`, variables: { uuid: client.uuid } }],
      ["a query", { query: `{ __typename }`, variables: {} }],
      [
        "a lane mutation beside another",
        {
          query: `mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } cancelDraft(uuid: $uuid) }`,
        },
      ],
      ["variables of a wrong type", { variables: { uuid: { not: "an id" }, spaceId: nextSeat() } }],
      [
        "a document that does not validate",
        { query: `mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { nope } }` },
      ],
      ["a body that is not JSON", { body: "{ not json" }],
    ];
    for (const [name, options] of leftAlone) {
      const answer = await graphqlHold(lane, nextSeat(), "lane", options);
      expect({ name, status: answer.status }).toEqual({ name, status: 599 });
    }
    // Through the whole app those get Express's and Apollo's own answers, the lane having read the body first.
    const malformed = [
      await graphqlHold(client, nextSeat(), "lane", { body: "{ not json" }),
      await graphqlHold(client, nextSeat(), "apollo", { body: "{ not json" }),
    ];
    expect(malformed[0]!.status).toBe(400);
    expect(malformed[0]!.body).toEqual(malformed[1]!.body);
    const wrongVariables = await graphqlHold(client, nextSeat(), "lane", { variables: { uuid: { not: "an id" }, spaceId: nextSeat() } });
    expect(wrongVariables.status).toBe(400);
    const cancelled = await graphqlHold(client, nextSeat(), "lane", leftAlone[0]![1]);
    expect(cancelled.body).toEqual({ data: { cancelDraft: true } });
  });
});

/** A Set-Cookie line with its value and Expires date blanked: what must be equal between two answers. */
function cookieShape(answer: HttpAnswer): string[] {
  return answer.headers
    .getSetCookie()
    .map((line) => line.replace(/=[^;]*/, "=<value>").replace(/Expires=[^;]*/, "Expires=<date>"))
    .sort();
}

describe("a new draft through the fast lane", () => {
  /** REST book through the lane (no body) or through Express (an empty JSON body). */
  async function restBook(via: "lane" | "express", headers: Record<string, string> = {}, options: { csrf?: boolean; query?: string } = {}) {
    const client = new RestClient(app.url);
    await client.ensureCsrf();
    const answer = await client.fetch<Record<string, unknown>>("POST", `/api/occasions/${occasionId}/book${options.query ?? ""}`, {
      body: via === "express" ? {} : undefined,
      options: { headers, csrf: options.csrf },
    });
    return { client, answer };
  }

  it("answers as Express does: 201, the draft, and the same HttpOnly SameSite=Lax draft cookie (Secure behind a TLS proxy)", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Array<Record<string, string>>) {
      const [lane, express] = [await restBook("lane", headers), await restBook("express", headers)];
      expect(lane.answer.status).toBe(201);
      expect(express.answer.status).toBe(201);
      const blank = (body: Record<string, unknown>) => ({ ...body, uuid: "", expiresAt: "" });
      expect(blank(lane.answer.body)).toEqual(blank(express.answer.body));
      expect(cookieShape(lane.answer)).toEqual(cookieShape(express.answer));
      expect(cookieShape(lane.answer).join()).toMatch(
        /draft_secret=<value>; Max-Age=\d+; Path=\/; Expires=<date>; HttpOnly; (Secure; )?SameSite=Lax/,
      );
      expect(cookieShape(lane.answer).join().includes("Secure")).toBe("x-forwarded-proto" in headers);
      // The lane's cookie holds the draft: its holder can add a place to it.
      lane.client.uuid = lane.answer.body.uuid as string;
      expect((await lane.client.addSpace(nextSeat())).status).toBe(201);
    }
  });

  it("refuses alike without the CSRF header, and on an occasion not on sale", async () => {
    const [lane, express] = [
      await restBook("lane", {}, { csrf: false, query: "?lng=fi" }),
      await restBook("express", {}, { csrf: false, query: "?lng=fi" }),
    ];
    expect(lane.answer.status).toBe(403);
    expect(lane.answer.text).toBe(express.answer.text);
    expect(lane.answer.headers.getSetCookie()).toEqual([]);
    const closed = demo.occasions.Gala!;
    await app.query(`UPDATE occasions SET bookable = false WHERE id = $1`, [closed]);
    const client = new RestClient(app.url);
    await client.ensureCsrf();
    const answers = [
      await client.book(closed, { language: "sv" }),
      await client.fetch("POST", `/api/occasions/${closed}/book?lng=sv`, { body: {} }),
    ];
    expect(answers[0]!.status).toBe(403);
    expect(answers[1]!.status).toBe(403);
    expect(answers[0]!.text).not.toBe(lane.answer.text);
    expect(answers[0]!.text).toBe(answers[1]!.text);
  });

  it("runs GraphQL's book as Apollo does, setting the same cookie", async () => {
    const BOOK = `mutation Book($occasionId: ID!) { book(occasionId: $occasionId) { uuid status occasionId tickets { id } __typename } }`;
    const answers = [];
    for (const path of ["/graphql", "/graphql?x=%41"]) {
      const client = new GraphQLClient(app.url);
      await client.ensureCsrf();
      answers.push(
        await client.fetch<{ data: { book: Record<string, unknown> } }>("POST", path, {
          body: { query: BOOK, variables: { occasionId } },
          options: { csrf: true, headers: { "content-type": "application/json" } },
        }),
      );
    }
    const [lane, apollo] = answers as [
      HttpAnswer<{ data: { book: Record<string, unknown> } }>,
      HttpAnswer<{ data: { book: Record<string, unknown> } }>,
    ];
    expect(lane.status).toBe(200);
    expect({ ...lane.body.data.book, uuid: "" }).toEqual({ ...apollo.body.data.book, uuid: "" });
    expect(cookieShape(lane)).toEqual(cookieShape(apollo));
    expect(cookieShape(lane).join()).toContain("draft_secret=<value>");
  });
});

describe("what the fast lane leaves to Express and Apollo (a second reading's findings)", () => {
  const APOLLO_CLIENT_ACCEPT = "application/graphql-response+json,application/json;q=0.9";

  it("answers Apollo Client's Accept with the GraphQL response type, as Apollo does, and leaves other Accept headers to it", async () => {
    const client = await graphqlBuyer();
    await client.ensureCsrf();
    const headers = { accept: APOLLO_CLIENT_ACCEPT };
    const [lane, apollo] = [
      await graphqlHold(client, nextSeat(), "lane", { headers }),
      await graphqlHold(client, nextSeat(), "apollo", { headers }),
    ];
    expect(lane.status).toBe(200);
    expect(lane.headers.get("content-type")).toBe("application/graphql-response+json; charset=utf-8");
    expect(lane.headers.get("content-type")).toBe(apollo.headers.get("content-type"));
    const refusals = [
      await graphqlHold(client, nextSeat(), "lane", { headers, csrf: false }),
      await graphqlHold(client, nextSeat(), "apollo", { headers, csrf: false }),
    ];
    expect({ status: refusals[0]!.status, type: refusals[0]!.headers.get("content-type"), body: refusals[0]!.body }).toEqual({
      status: refusals[1]!.status,
      type: refusals[1]!.headers.get("content-type"),
      body: refusals[1]!.body,
    });
    const lone = onLaneOnly(client, GraphQLClient);
    expect((await graphqlHold(lone, nextSeat(), "lane", { headers })).status).toBe(200);
    expect((await graphqlHold(lone, nextSeat(), "lane", { headers: { accept: "text/html" } })).status).toBe(599);
  });

  it("leaves compressed bodies, extensions, odd content types and repeated parameters alone", async () => {
    const client = await graphqlBuyer();
    await client.ensureCsrf();
    const lone = onLaneOnly(client, GraphQLClient);
    const leftAlone: Array<[string, Parameters<typeof graphqlHold>[3]]> = [
      ["an encoded body", { headers: { "content-encoding": "identity, gzip" } }],
      [
        "a persisted-query extension",
        { body: { query: ADD_SPACE, variables: { uuid: client.uuid, spaceId: nextSeat() }, extensions: {} } },
      ],
      ["a spaced content type", { headers: { "content-type": "application/ json" } }],
      ["another charset", { headers: { "content-type": "application/json; charset=latin1" } }],
    ];
    for (const [name, options] of leftAlone)
      expect({ name, status: (await graphqlHold(lone, nextSeat(), "lane", options)).status }).toEqual({ name, status: 599 });
    const rest = onLaneOnly(client, RestClient);
    expect((await hold(rest, nextSeat(), "lane", { query: "?lng=fi&lng=sv" })).status).toBe(599);
    expect((await hold(rest, nextSeat(), "lane", { headers: { "content-encoding": "gzip" } })).status).toBe(599);

    // Through the whole app a gzipped hold is inflated by body-parser and held, as before the lane.
    const { gzipSync } = await import("node:zlib");
    const gzipped = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        cookie: client.jar.header(),
        "x-csrf-token": client.csrfToken!,
        "x-forwarded-for": client.address,
      },
      body: gzipSync(JSON.stringify({ query: ADD_SPACE, variables: { uuid: client.uuid, spaceId: nextSeat() } })),
    });
    expect(gzipped.status).toBe(200);
    expect(((await gzipped.json()) as { data: { addSpace: { id: string } } }).data.addSpace.id).toBeTruthy();
  });

  it("keeps a document cache no operation name can poison", async () => {
    const client = await graphqlBuyer();
    await client.ensureCsrf();
    const lone = onLaneOnly(client, GraphQLClient);
    const newline = ADD_SPACE.indexOf("\n");
    // Before, the cache key was `${operationName}\n${query}`: this request's key was the genuine AddSpace's.
    await graphqlHold(lone, nextSeat(), "lane", {
      body: { operationName: `AddSpace\n${ADD_SPACE.slice(0, newline)}`, query: ADD_SPACE.slice(newline + 1), variables: {} },
    });
    await graphqlHold(lone, nextSeat(), "lane", {
      body: { operationName: "AddSpace", query: ADD_SPACE.slice(newline + 1), variables: {} },
    });
    expect(
      (
        await graphqlHold(lone, nextSeat(), "lane", {
          body: { operationName: "AddSpace", query: ADD_SPACE, variables: { uuid: client.uuid, spaceId: nextSeat() } },
        })
      ).status,
    ).toBe(200);
  });
});

describe("cookies on the lane's answers (issue 32)", () => {
  it("sets each cookie once per answer, as Apollo does: two aliases of book leave one draft cookie, the last draft's", async () => {
    const BOOK_TWICE = `mutation ($occasionId: ID!) { a: book(occasionId: $occasionId) { uuid } b: book(occasionId: $occasionId) { uuid } }`;
    const answers: Array<HttpAnswer<{ data: { a: { uuid: string }; b: { uuid: string } } }>> = [];
    for (const via of ["lane", "apollo"] as const) {
      const client = new GraphQLClient(app.url);
      await client.ensureCsrf();
      // The lane-only server answers 599 for anything the lane leaves to Apollo: a 200 there is the lane's.
      const caller = via === "lane" ? onLaneOnly(client, GraphQLClient) : client;
      const answer = await caller.fetch<{ data: { a: { uuid: string }; b: { uuid: string } } }>(
        "POST",
        via === "lane" ? "/graphql" : "/graphql?x=%41",
        {
          body: { query: BOOK_TWICE, variables: { occasionId } },
          options: { csrf: true, headers: { "content-type": "application/json" } },
        },
      );
      expect({ via, status: answer.status }).toEqual({ via, status: 200 });
      answers.push(answer);
      const { a, b } = answer.body.data;
      expect(a.uuid).not.toBe(b.uuid);
      const names = answer.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));
      expect(names).toEqual(["draft_secret"]);
      // The cookie holds the second draft (the last one set): its holder adds a place to it, and not to the first.
      const holder = new RestClient(app.url);
      holder.jar.set("csrf_token", client.jar.get("csrf_token")!);
      holder.jar.set("draft_secret", caller.jar.get("draft_secret")!);
      holder.csrfToken = client.csrfToken;
      holder.uuid = b.uuid;
      expect((await holder.addSpace(nextSeat())).status).toBe(201);
      holder.uuid = a.uuid;
      expect((await holder.addSpace(nextSeat())).status).toBe(404);
    }
    expect(cookieShape(answers[0]!)).toEqual(cookieShape(answers[1]!));
  });
});
