/**
 * The flash sale's hot paths (issue 18), by what they answer through the app's one HTTP pipeline: a body-less REST
 * hold, a new draft, the map's compact occupancy poll and the client's GraphQL `book` / `addSpace` mutations. Each
 * answer is held to its expected status, translated refusal, JSON, validators, security headers and cookies; the
 * CSRF double submit and the draft secret are checked, and answers are counted under the route's template.
 */
import "reflect-metadata";
import { request, type IncomingHttpHeaders } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "../../src/app/security-headers.js";
import { serverMessage, type MessageKey } from "../../src/modules/i18n/server-messages.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { GraphQLClient, RestClient, type HttpAnswer } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

const HOLD_ROUTE = "/api/drafts/:uuid/spaces/:spaceId";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_ON_THE_PLAN = "00000000-0000-4000-8000-000000000000";
const JSON_TYPE = "application/json; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";
/** The client's hold and book carry no body; an empty JSON object must be answered alike. */
const NO_BODY_OR_EMPTY_JSON = [undefined, {}] as const;

// Behind the test's proxy (TRUST_PROXY) /metrics is for METRICS_TOKEN's bearer only.
const METRICS_TOKEN = "hot-paths-metrics-token-0123456789";
let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat = 0;

beforeAll(async () => {
  app = await startBookingApp({ env: { METRICS_TOKEN } });
  demo = await demoIds(app);
  occasionId = demo.occasions.Matinee!;
});

afterAll(async () => {
  await app?.stop();
});

/** A server message from the catalogue (never its key: a missing text would make the comparison say nothing). */
function message(key: MessageKey, language: string): string {
  const text = serverMessage(key, language);
  expect(text).not.toBe(key);
  return text;
}

/** The headers every answer carries, for the Host the tests send (the app's address). */
function securityHeaders(): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(new URL(app.url).host),
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    "referrer-policy": "same-origin",
  };
}

function headersOf(answer: { headers: Headers }, names: string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]));
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

/** The ticket row a hold wrote for the space in the client's draft, as the answers show it. */
async function ticketRow(draft: string, spaceId: string) {
  const rows = await app.query<{ id: string; ticket_type_id: string; price: number; vat: string }>(
    `SELECT id, ticket_type_id, price, vat FROM tickets WHERE booking_id = $1 AND space_id = $2`,
    [draft, spaceId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A REST hold, with no body (as the client sends it) unless one is given. */
function hold(
  client: RestClient,
  spaceId: string,
  options: { body?: object; query?: string; headers?: Record<string, string>; csrf?: boolean } = {},
) {
  return client.fetch<Record<string, unknown>>("POST", `/api/drafts/${client.uuid}/spaces/${spaceId}${options.query ?? ""}`, {
    body: options.body,
    options: { headers: options.headers, csrf: options.csrf },
  });
}

describe("a hold over REST", () => {
  it("answers 201 with the ticket, no-store, the security headers and a request id, with no body or an empty JSON one", async () => {
    const client = await buyer();
    for (const body of NO_BODY_OR_EMPTY_JSON) {
      const spaceId = nextSeat();
      const answer = await hold(client, spaceId, { body });
      expect({ body, status: answer.status }).toEqual({ body, status: 201 });
      const row = await ticketRow(client.uuid!, spaceId);
      expect(answer.body).toEqual({
        id: row.id,
        space_id: spaceId,
        ticket_type_id: row.ticket_type_id,
        price: row.price,
        vat: Number(row.vat),
        addons: [],
        total: row.price,
      });
      const security = securityHeaders();
      expect(headersOf(answer, [...Object.keys(security), "content-type", "cache-control"])).toEqual({
        ...security,
        "content-type": JSON_TYPE,
        "cache-control": "no-store",
      });
      expect(answer.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("refuses, translated: a taken place (409), no CSRF header (403), another browser's draft (404), a space not on the plan (404)", async () => {
    const owner = await buyer();
    const taken = nextSeat();
    expect((await hold(owner, taken)).status).toBe(201);
    const other = await buyer();
    const stranger = new RestClient(app.url);
    stranger.csrfToken = other.csrfToken;
    stranger.jar.set("csrf_token", other.jar.get("csrf_token")!);
    stranger.uuid = other.uuid;
    const cases: Array<[string, (body: object | undefined) => Promise<HttpAnswer>, number, string]> = [
      ["taken", (body) => hold(other, taken, { body, query: "?lng=fi" }), 409, message("booking.spaceOccupied", "fi")],
      ["csrf", (body) => hold(other, nextSeat(), { body, csrf: false, query: "?lng=sv" }), 403, message("errors.csrfInvalid", "sv")],
      ["secret", (body) => hold(stranger, nextSeat(), { body }), 404, message("booking.expired", "en")],
      ["not on the plan", (body) => hold(other, NOT_ON_THE_PLAN, { body, query: "?lng=fi" }), 404, message("booking.spaceNotFound", "fi")],
    ];
    for (const body of NO_BODY_OR_EMPTY_JSON) {
      for (const [name, call, status, text] of cases) {
        const answer = await call(body);
        expect({ name, body, status: answer.status, text: answer.text, type: answer.headers.get("content-type") }).toEqual({
          name,
          body,
          status,
          text,
          type: TEXT_TYPE,
        });
      }
    }
    expect(await app.query(`SELECT 1 FROM tickets WHERE booking_id = $1`, [other.uuid])).toHaveLength(0);
  });

  it("keeps a caller's request id, sends HSTS behind a TLS proxy, and counts the answer under the route", async () => {
    const client = await buyer();
    const answer = await hold(client, nextSeat(), { headers: { "x-request-id": "edge-1234", "x-forwarded-proto": "https" } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-request-id")).toBe("edge-1234");
    expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=\d+$/);
    const metrics = await (await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(
      new RegExp(`http_requests_total\\{method="POST",route="${HOLD_ROUTE.replace(/\//g, "\\/")}",status="201"\\} [1-9]`),
    );
  });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly the given headers (fetch would ask for a compressed answer on its own). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the occupancy poll", () => {
  const path = () => `/api/occasions/${occasionId}/occupancy?ids=true`;

  it("answers the counts and ids with a validator, the same with an ignored escaped parameter, gzipped on request, 304 when unchanged", async () => {
    // The holds of the tests above reach the shared snapshot within its refresh: wait until it shows them all.
    const held = await app.query<{ held: number }>(`SELECT held FROM occasion_spaces WHERE occasion_id = $1 ORDER BY space_id`, [
      occasionId,
    ]);
    await vi.waitFor(async () => {
      const { counts } = (await (await fetch(`${app.url}${path()}`)).json()) as { counts: number[] };
      expect(counts).toEqual(held.map((row) => row.held));
    });
    const plain = await get(path());
    expect(plain.status).toBe(200);
    const body = JSON.parse(plain.body.toString("utf8")) as { counts: number[]; spaceIds: string[]; order: string };
    expect(body).toMatchObject({ occasionId, counts: held.map((row) => row.held) });
    expect(body.spaceIds).toHaveLength(body.counts.length);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"[\w-]+-ids"$/);
    expect({
      ...securityHeaders(),
      "cache-control": "no-cache",
      "content-type": JSON_TYPE,
      vary: "Accept-Encoding",
    }).toEqual({
      "content-security-policy": plain.headers["content-security-policy"],
      "x-content-type-options": plain.headers["x-content-type-options"],
      "x-frame-options": plain.headers["x-frame-options"],
      "referrer-policy": plain.headers["referrer-policy"],
      "cache-control": plain.headers["cache-control"],
      "content-type": plain.headers["content-type"],
      vary: plain.headers.vary,
    });

    const escaped = await get(`${path()}&x=%41`);
    expect(escaped.status).toBe(200);
    expect(JSON.parse(escaped.body.toString("utf8"))).toEqual(body);
    expect(escaped.headers.etag).toBe(plain.headers.etag);

    const gzipped = await get(path(), { "accept-encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.etag).toMatch(/-gz"$/);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(body);

    expect((await get(path(), { "if-none-match": plain.headers.etag! })).status).toBe(304);
    expect((await get(path(), { "if-none-match": gzipped.headers.etag!, "accept-encoding": "gzip" })).status).toBe(304);
  });

  it("refuses an unknown occasion in the Accept-Language's language", async () => {
    const unknown = `/api/occasions/${NOT_ON_THE_PLAN}/occupancy`;
    const headers = { "accept-language": "sv" };
    for (const query of ["", "?x=%41"]) {
      const answer = await fetch(`${app.url}${unknown}${query}`, { headers });
      expect({ query, status: answer.status, text: await answer.text(), type: answer.headers.get("content-type") }).toEqual({
        query,
        status: 404,
        text: message("errors.notFound", "sv"),
        type: TEXT_TYPE,
      });
    }
  });
});

/** The client's hold (seatMap.graphql's AddSpace with its fragment, and the __typename Apollo Client adds). */
const ADD_SPACE = `mutation AddSpace($uuid: ID!, $spaceId: ID!, $accessibilityNeed: Boolean) {
  addSpace(uuid: $uuid, spaceId: $spaceId, accessibilityNeed: $accessibilityNeed) { ...DraftTicketFields __typename }
}
fragment DraftTicketFields on Ticket { id spaceId ticketTypeId price total addons { addonId price __typename } __typename }`;
const APOLLO_CLIENT_ACCEPT = "application/graphql-response+json,application/json;q=0.9";

async function graphqlBuyer(): Promise<GraphQLClient> {
  const client = new GraphQLClient(app.url);
  await client.bookOk(occasionId);
  await client.ensureCsrf();
  return client;
}

type AddSpaceAnswer = HttpAnswer<{ data?: { addSpace: Record<string, unknown> | null } | null; errors?: Array<Record<string, unknown>> }>;

/** A GraphQL hold: the client's AddSpace for the space in the client's draft, unless another body or document is given. */
function graphqlHold(
  client: GraphQLClient,
  spaceId: string,
  options: {
    csrf?: boolean;
    language?: string;
    body?: string | Record<string, unknown>;
    query?: string;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
): Promise<AddSpaceAnswer> {
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  if (options.language) headers["accept-language"] = options.language;
  return client.fetch("POST", "/graphql", {
    body: options.body ?? { query: options.query ?? ADD_SPACE, variables: options.variables ?? { uuid: client.uuid, spaceId } },
    options: { csrf: options.csrf ?? true, headers },
  });
}

/** The AddSpace answer for the ticket the hold wrote, with the client fragment's fields. */
async function expectedAddSpace(client: GraphQLClient, spaceId: string) {
  const row = await ticketRow(client.uuid!, spaceId);
  return {
    data: {
      addSpace: {
        id: row.id,
        spaceId,
        ticketTypeId: row.ticket_type_id,
        price: row.price,
        total: row.price,
        addons: [],
        __typename: "Ticket",
      },
    },
  };
}

describe("a hold over GraphQL", () => {
  it("answers the client's AddSpace with the ticket, its fragment and __typename, as JSON with its trailing newline", async () => {
    const client = await graphqlBuyer();
    const spaceId = nextSeat();
    const answer = await graphqlHold(client, spaceId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await expectedAddSpace(client, spaceId));
    expect(answer.text.endsWith("}\n")).toBe(true);
    const security = securityHeaders();
    expect(headersOf(answer, [...Object.keys(security), "content-type", "cache-control"])).toEqual({
      ...security,
      "content-type": JSON_TYPE,
      "cache-control": null,
    });
  });

  it("answers Apollo Client's Accept with the GraphQL response type, its refusals too", async () => {
    const client = await graphqlBuyer();
    const headers = { accept: APOLLO_CLIENT_ACCEPT };
    const spaceId = nextSeat();
    const answer = await graphqlHold(client, spaceId, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/graphql-response+json; charset=utf-8");
    expect(answer.body).toEqual(await expectedAddSpace(client, spaceId));
    const refusal = await graphqlHold(client, nextSeat(), { headers, csrf: false });
    expect({ status: refusal.status, type: refusal.headers.get("content-type"), body: refusal.body }).toEqual({
      status: 403,
      type: "application/graphql-response+json; charset=utf-8",
      body: { errors: [{ message: message("errors.csrfInvalid", "en"), extensions: { code: "CSRF_INVALID", status: 403 } }] },
    });
  });

  it("refuses coded and translated: a taken place, no CSRF header, another browser's draft, a space not on the plan", async () => {
    const owner = await graphqlBuyer();
    const taken = nextSeat();
    expect((await graphqlHold(owner, taken)).body.data?.addSpace).toBeTruthy();
    const other = await graphqlBuyer();
    const stranger = new GraphQLClient(app.url);
    await stranger.ensureCsrf();
    stranger.uuid = other.uuid;
    const refusedInAddSpace = (text: string, code: string, status: number) => ({
      status: 200,
      body: { errors: [{ message: text, extensions: { code, status }, path: ["addSpace"] }], data: null },
    });
    const cases: Array<[string, () => Promise<AddSpaceAnswer>, { status: number; body: unknown }]> = [
      [
        "taken",
        () => graphqlHold(other, taken, { language: "fi" }),
        refusedInAddSpace(message("booking.spaceOccupied", "fi"), "SPACE_OCCUPIED", 409),
      ],
      [
        "csrf",
        () => graphqlHold(other, nextSeat(), { csrf: false, language: "sv" }),
        {
          status: 403,
          body: { errors: [{ message: message("errors.csrfInvalid", "sv"), extensions: { code: "CSRF_INVALID", status: 403 } }] },
        },
      ],
      ["secret", () => graphqlHold(stranger, nextSeat()), refusedInAddSpace(message("booking.expired", "en"), "DRAFT_EXPIRED", 404)],
      [
        "not on the plan",
        () => graphqlHold(other, NOT_ON_THE_PLAN, { language: "fi" }),
        refusedInAddSpace(message("booking.spaceNotFound", "fi"), "NOT_FOUND", 404),
      ],
    ];
    for (const [name, call, expected] of cases) {
      const answer = await call();
      expect({ name, status: answer.status, body: answer.body, type: answer.headers.get("content-type") }).toEqual({
        name,
        ...expected,
        type: JSON_TYPE,
      });
    }
    expect(await app.query(`SELECT 1 FROM tickets WHERE booking_id = $1`, [other.uuid])).toHaveLength(0);
  });

  it("refuses a body that is not JSON (400) and variables of a wrong type (400), and runs other mutations", async () => {
    const client = await graphqlBuyer();
    const malformed = await graphqlHold(client, nextSeat(), { body: "{ not json" });
    expect({ status: malformed.status, body: malformed.body }).toEqual({
      status: 400,
      body: { errors: [{ message: "Bad Request", extensions: { code: "BAD_REQUEST", status: 400 } }] },
    });
    const wrongVariables = await graphqlHold(client, nextSeat(), { variables: { uuid: { not: "an id" }, spaceId: nextSeat() } });
    expect(wrongVariables.status).toBe(400);
    expect(wrongVariables.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    const cancelled = await graphqlHold(client, nextSeat(), {
      query: `mutation ($uuid: ID!) { cancelDraft(uuid: $uuid) }`,
      variables: { uuid: client.uuid },
    });
    expect(cancelled.body).toEqual({ data: { cancelDraft: true } });
  });

  it("inflates a gzipped body and holds the place", async () => {
    const client = await graphqlBuyer();
    const spaceId = nextSeat();
    const gzipped = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        cookie: client.jar.header(),
        "x-csrf-token": client.csrfToken!,
        "x-forwarded-for": client.address,
      },
      body: gzipSync(JSON.stringify({ query: ADD_SPACE, variables: { uuid: client.uuid, spaceId } })),
    });
    expect(gzipped.status).toBe(200);
    expect(await gzipped.json()).toEqual(await expectedAddSpace(client, spaceId));
  });

  it("runs the operation a request names, whatever another request named over the same document", async () => {
    const client = await graphqlBuyer();
    const newline = ADD_SPACE.indexOf("\n");
    // A cache keyed by `${operationName}\n${query}` would take this request's key for the genuine AddSpace's.
    await graphqlHold(client, nextSeat(), {
      body: { operationName: `AddSpace\n${ADD_SPACE.slice(0, newline)}`, query: ADD_SPACE.slice(newline + 1), variables: {} },
    });
    await graphqlHold(client, nextSeat(), { body: { operationName: "AddSpace", query: ADD_SPACE.slice(newline + 1), variables: {} } });
    const spaceId = nextSeat();
    const genuine = await graphqlHold(client, spaceId, {
      body: { operationName: "AddSpace", query: ADD_SPACE, variables: { uuid: client.uuid, spaceId } },
    });
    expect(genuine.status).toBe(200);
    expect(genuine.body).toEqual(await expectedAddSpace(client, spaceId));

    const TWO_HOLDS = `mutation WithId($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }
mutation WithSpace($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { spaceId } }`;
    const [first, second] = [nextSeat(), nextSeat()];
    const withId = await graphqlHold(client, first, {
      body: { operationName: "WithId", query: TWO_HOLDS, variables: { uuid: client.uuid, spaceId: first } },
    });
    const withSpace = await graphqlHold(client, second, {
      body: { operationName: "WithSpace", query: TWO_HOLDS, variables: { uuid: client.uuid, spaceId: second } },
    });
    expect({ status: withId.status, body: withId.body }).toEqual({
      status: 200,
      body: { data: { addSpace: { id: (await ticketRow(client.uuid!, first)).id } } },
    });
    expect({ status: withSpace.status, body: withSpace.body }).toEqual({ status: 200, body: { data: { addSpace: { spaceId: second } } } });
    await ticketRow(client.uuid!, second);
  });
});

/** A Set-Cookie line with its value and Expires date blanked. */
function cookieShape(answer: HttpAnswer): string[] {
  return answer.headers
    .getSetCookie()
    .map((line) => line.replace(/=[^;]*/, "=<value>").replace(/Expires=[^;]*/, "Expires=<date>"))
    .sort();
}

/** The one cookie a new draft sets: its secret, for a week, unreadable by scripts, Secure behind a TLS proxy. */
function draftCookie(secure: boolean): string[] {
  return [`draft_secret=<value>; Max-Age=604800; Path=/; Expires=<date>; HttpOnly; ${secure ? "Secure; " : ""}SameSite=Lax`];
}

const BEHIND_PLAIN_AND_TLS_PROXY: Array<Record<string, string>> = [{}, { "x-forwarded-proto": "https" }];

describe("a new draft", () => {
  /** A REST book with no body (as the client sends it) unless one is given. */
  async function restBook(headers: Record<string, string>, options: { body?: object; csrf?: boolean; query?: string } = {}) {
    const client = new RestClient(app.url);
    await client.ensureCsrf();
    const answer = await client.fetch<Record<string, unknown>>("POST", `/api/occasions/${occasionId}/book${options.query ?? ""}`, {
      body: options.body,
      options: { headers, csrf: options.csrf },
    });
    return { client, answer };
  }

  it("answers 201 with the empty draft and its HttpOnly SameSite=Lax cookie (Secure behind a TLS proxy), which holds the draft", async () => {
    for (const headers of BEHIND_PLAIN_AND_TLS_PROXY) {
      for (const body of NO_BODY_OR_EMPTY_JSON) {
        const { client, answer } = await restBook(headers, { body });
        expect({ headers, body, status: answer.status }).toEqual({ headers, body, status: 201 });
        expect(answer.body).toEqual({
          uuid: expect.stringMatching(UUID),
          occasion_id: occasionId,
          payment_method_id: null,
          status: "draft",
          expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          tickets: [],
          client: { firstname: null, lastname: null, email: null, phone: null, address: null, identityNumber: null, message: null },
          summary: { total: 0, requirePayment: false, byTicketType: [], byAddon: [], byVat: [], discount: 0 },
        });
        expect(cookieShape(answer)).toEqual(draftCookie("x-forwarded-proto" in headers));
        client.uuid = answer.body.uuid as string;
        expect((await client.addSpace(nextSeat())).status).toBe(201);
      }
    }
  });

  it("refuses without the CSRF header, and on an occasion not on sale, translated and without a cookie", async () => {
    const closed = demo.occasions.Gala!;
    await app.query(`UPDATE occasions SET bookable = false WHERE id = $1`, [closed]);
    const client = new RestClient(app.url);
    await client.ensureCsrf();
    for (const body of NO_BODY_OR_EMPTY_JSON) {
      const { answer: noCsrf } = await restBook({}, { body, csrf: false, query: "?lng=fi" });
      expect({ body, status: noCsrf.status, text: noCsrf.text, cookies: noCsrf.headers.getSetCookie() }).toEqual({
        body,
        status: 403,
        text: message("errors.csrfInvalid", "fi"),
        cookies: [],
      });
      const notOnSale = await client.fetch("POST", `/api/occasions/${closed}/book?lng=sv`, { body });
      expect({ body, status: notOnSale.status, text: notOnSale.text, cookies: notOnSale.headers.getSetCookie() }).toEqual({
        body,
        status: 403,
        text: message("booking.notAllowed", "sv"),
        cookies: [],
      });
    }
  });

  it("over GraphQL answers the draft and sets the same cookie as REST", async () => {
    const BOOK = `mutation Book($occasionId: ID!) { book(occasionId: $occasionId) { uuid status occasionId tickets { id } __typename } }`;
    for (const headers of BEHIND_PLAIN_AND_TLS_PROXY) {
      const client = new GraphQLClient(app.url);
      await client.ensureCsrf();
      const answer = await client.fetch<{ data: { book: { uuid: string } } }>("POST", "/graphql", {
        body: { query: BOOK, variables: { occasionId } },
        options: { csrf: true, headers: { "content-type": "application/json", ...headers } },
      });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 200 });
      expect(answer.body).toEqual({
        data: { book: { uuid: expect.stringMatching(UUID), status: "draft", occasionId, tickets: [], __typename: "Draft" } },
      });
      expect(cookieShape(answer)).toEqual(draftCookie("x-forwarded-proto" in headers));
      client.uuid = answer.body.data.book.uuid;
      expect((await client.addSpace(nextSeat())).data?.addSpace.spaceId).toBeTruthy();
    }
  });
});

describe("cookies on a hot answer (issue 32)", () => {
  it("sets each cookie once per answer: two aliases of book leave one draft cookie, the last draft's", async () => {
    const BOOK_TWICE = `mutation ($occasionId: ID!) { a: book(occasionId: $occasionId) { uuid } b: book(occasionId: $occasionId) { uuid } }`;
    const client = new GraphQLClient(app.url);
    await client.ensureCsrf();
    const answer = await client.fetch<{ data: { a: { uuid: string }; b: { uuid: string } } }>("POST", "/graphql", {
      body: { query: BOOK_TWICE, variables: { occasionId } },
      options: { csrf: true, headers: { "content-type": "application/json" } },
    });
    expect(answer.status).toBe(200);
    const { a, b } = answer.body.data;
    expect(a.uuid).toMatch(UUID);
    expect(b.uuid).toMatch(UUID);
    expect(a.uuid).not.toBe(b.uuid);
    expect(cookieShape(answer)).toEqual(draftCookie(false));
    // The cookie holds the second draft (the last one set): its holder adds a place to it, and not to the first.
    const holder = new RestClient(app.url);
    holder.jar.set("csrf_token", client.jar.get("csrf_token")!);
    holder.jar.set("draft_secret", client.jar.get("draft_secret")!);
    holder.csrfToken = client.csrfToken;
    holder.uuid = b.uuid;
    expect((await holder.addSpace(nextSeat())).status).toBe(201);
    holder.uuid = a.uuid;
    expect((await holder.addSpace(nextSeat())).status).toBe(404);
  });
});
