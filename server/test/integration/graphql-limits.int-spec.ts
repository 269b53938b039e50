/**
 * Issue 11, findings 1 and 2 (DESIGN section 7.1): every GraphQL operation, over HTTP and over the
 * WebSocket alike, is measured before execution (depth, field count, cost) and an expensive one is
 * refused with QUERY_TOO_EXPENSIVE (400, translated) without touching the database pool; aliases of one
 * plan cost one load; the socket limits frames like HTTP bodies, caps operations per connection, watches
 * published occasions only, and answers errors coded and translated. With GRAPHQL_SANDBOX off, only a
 * signed-in user or an API token reads the schema (finding 8).
 *
 * Issue 32, finding 7: a field that reads the database weighs 100 in the cost, an operation makes at most
 * QUERY_LIMITS.maxReads database reads while it runs, a client has at most MAX_OPERATIONS_PER_CLIENT operations under
 * way at once (HTTP and WebSocket together), and GraphQL queries never take the pool's last DB_POOL_RESERVE connections,
 * so /readyz and holds are not queued behind them.
 */
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { QUERY_LIMITS } from "../../src/app/query-limits.js";
import { whilePoolIsExhausted } from "../helpers/pool.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { rawGraphQL, signInAdmin } from "../helpers/access-client.js";
import { GraphQLClient } from "../helpers/booking-client.js";
import { createOccasion, demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

/** What the socket answered with: a result (data and errors), as graphql-ws hands it over. */
interface ExecutionResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: readonly unknown[];
}

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  occasionId = Object.values(demo.occasions)[0]!;
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

interface GraphQLErrorJson {
  message: string;
  extensions?: { code?: string; status?: number };
}

async function post(query: string, language = "en"): Promise<{ status: number; body: { data?: unknown; errors?: GraphQLErrorJson[] } }> {
  return postTo(app, query, { language });
}

/** POST /graphql to `target`, from `address` (X-Forwarded-For: the test apps trust one proxy) when given. */
async function postTo(
  target: BookingTestApp,
  query: string,
  options: { language?: string; address?: string } = {},
): Promise<{ status: number; headers: Headers; body: { data?: unknown; errors?: GraphQLErrorJson[] } }> {
  const response = await fetch(`${target.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language": options.language ?? "en",
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { data?: unknown; errors?: GraphQLErrorJson[] },
  };
}

const aliases = (count: number, selection: (index: number) => string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${selection(index)}`).join(" ")} }`;

/** occasion -> event -> occasions -> event ... down to an id at level `depth`. */
function nested(depth: number): string {
  let open = "";
  let close = "";
  for (let level = 2; level < depth; level++) {
    open += level % 2 === 0 ? "event { " : "occasions { ";
    close += "} ";
  }
  return `{ occasion(id: "${occasionId}") { ${open}id ${close}} }`;
}

function socket(connectionParams: Record<string, unknown> = {}): Client {
  const client = createClient({
    url: `${app.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams,
  });
  sockets.push(client);
  return client;
}

/** The first answer of an operation on the socket: its result, or the errors it was refused with. */
function firstAnswer(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<ExecutionResult | { refused: unknown }> {
  return new Promise((resolve) => {
    const unsubscribe = client.subscribe(
      { query, variables, operationName },
      {
        next: (result) => {
          resolve(result);
          unsubscribe();
        },
        error: (error) => resolve({ refused: error }),
        complete: () => undefined,
      },
    );
  });
}

function errorsOf(answer: ExecutionResult | { refused: unknown }): GraphQLErrorJson[] {
  if ("refused" in answer) return answer.refused as GraphQLErrorJson[];
  return (answer.errors ?? []) as unknown as GraphQLErrorJson[];
}

describe("over HTTP", () => {
  it("600 aliases of a plan with its spaces are refused before execution, in the caller's language, without a pool connection", async () => {
    const attack = aliases(600, () => `plan(id: "${demo.planId}") { spaces { id name } }`);
    await post("{ languages { id } }", "fi"); // the languages are read once and cached
    const result = await whilePoolIsExhausted(app.services.dataSource, () => post(attack, "fi"));
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message:
          "Kysely on liian raskas: sen hinta on 1260600, enintään 50000 sallitaan (jokainen kenttä maksaa 1, tietokantaa lukeva 100; lista kertoo valintansa hinnan odotetulla pituudellaan)",
        extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
      },
    ]);
  });

  it("lists are costed at a hall's size: 227 aliases of a plan's spaces (a 5 MB answer under a flat list factor) are refused", async () => {
    const answer = await post(aliases(227, () => `plan(id: "${demo.planId}") { spaces { id name } }`));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query is too expensive: it costs 476927, at most 50000 allowed/);
  });

  it("600 aliases of an occasion with occupancy and plan are refused; honest requests are served meanwhile", async () => {
    const attack = aliases(600, () => `occasion(id: "${occasionId}") { occupancy { spaceId count } plan { spaces { id } } }`);
    const attacks = Array.from({ length: 20 }, () => post(attack));
    const honest = await fetch(`${app.url}/api/occasions/${occasionId}`);
    expect(honest.status).toBe(200);
    for (const answer of await Promise.all(attacks)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    }
  });

  it("a subscription sent over HTTP is told to use the WebSocket (400), in the caller's language", async () => {
    const answer = await post(`subscription { occupancyChanged(occasionId: "${occasionId}") { occasionId } }`, "fi");
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "Tilaukset toimivat WebSocket-yhteydellä osoitteessa /graphql (graphql-ws), eivät HTTP:llä",
      extensions: { code: "BAD_USER_INPUT", status: 400 },
    });
  });

  it("a query nested deeper than 12 levels is refused with the depth it has", async () => {
    const answer = await post(nested(15));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "Query is too deep: 15 levels, at most 12 allowed",
      extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
    });
  });

  it("fragments that spread each other twice per level (millions of fields once expanded) are refused at once", async () => {
    const levels = 24;
    const fragments = Array.from({ length: levels }, (_, index) =>
      index === levels - 1 ? `fragment F${index} on Plan { id }` : `fragment F${index} on Plan { ...F${index + 1} ...F${index + 1} }`,
    ).join("\n");
    const started = performance.now();
    const answer = await post(`{ plan(id: "${demo.planId}") { ...F0 } }\n${fragments}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query is too expensive: it costs 8388708, at most 50000 allowed/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("introspection is cheap but not unbounded: 150 aliases of a schema query (15 fields each) select too many fields", async () => {
    const schemaQuery = `__schema { types { name fields { name args { name type { name ofType { name } } } type { name ofType { name } } } } }`;
    const one = await post(`{ ${schemaQuery} }`);
    expect(one.status).toBe(200);
    const answer = await post(aliases(150, () => schemaQuery));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "Query selects too many fields: 2250, at most 2000 allowed",
      extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
    });
  });

  it("aliases of one plan within the limit load it once (a per-request loader), and every alias gets the answer", async () => {
    const load = vi.spyOn(app.services.plans, "get");
    try {
      const answer = await post(aliases(40, () => `plan(id: "${demo.planId}") { spaces { id } }`));
      expect(answer.status).toBe(200);
      const data = answer.body.data as Record<string, { spaces: unknown[] }>;
      expect(Object.keys(data)).toHaveLength(40);
      expect(new Set(Object.values(data).map((plan) => plan.spaces.length))).toEqual(new Set([demo.spaces.size]));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
  });

  it("the seat map's own query (a hall's spaces and occupancy, the client's most expensive) passes", async () => {
    const answer = await post(
      `{ occasion(id: "${occasionId}") { id name plan { id name spaces { id name maxTickets spaceType { id name } } } occupancy { spaceId count maxTickets } } }`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe("over the WebSocket", () => {
  it("a query nested 15 levels deep is refused before execution, coded and translated, without a pool connection", async () => {
    const client = socket({ language: "sv" });
    await firstAnswer(client, "{ languages { id } }"); // connected, the languages read once and cached
    const result = await whilePoolIsExhausted(app.services.dataSource, () => firstAnswer(client, nested(15)));
    expect(errorsOf(result)).toEqual([
      { message: "Frågan är för djup: 15 nivåer, högst 12 tillåts", extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 } },
    ]);
  });

  it("the alias bomb is refused on the socket as over HTTP", async () => {
    const answer = await firstAnswer(
      socket(),
      aliases(600, () => `plan(id: "${demo.planId}") { spaces { id name } }`),
    );
    expect(errorsOf(answer)[0]?.extensions).toEqual({ code: "QUERY_TOO_EXPENSIVE", status: 400 });
  });

  it("GraphQL's own validation runs on the socket, coded like HTTP", async () => {
    const answer = await firstAnswer(socket(), `{ occasion(id: "${occasionId}") { noSuchField } }`);
    expect(errorsOf(answer)[0]).toMatchObject({ extensions: { code: "GRAPHQL_VALIDATION_FAILED", status: 400 } });
    const syntax = await firstAnswer(socket(), `{ occasion(`);
    expect(errorsOf(syntax)[0]).toMatchObject({ extensions: { code: "GRAPHQL_PARSE_FAILED", status: 400 } });
  });

  it("a domain error is coded and translated, never a raw internal text", async () => {
    const answer = await firstAnswer(socket({ language: "fi" }), `{ occasion(id: "not-a-uuid") { id } }`);
    expect(errorsOf(answer)[0]).toMatchObject({ message: "Virheellinen tunniste", extensions: { code: "BAD_USER_INPUT", status: 400 } });
  });

  it("an unpublished occasion cannot be watched: NOT_FOUND, as its page is", async () => {
    const hidden = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 }, published: false });
    const answer = await firstAnswer(
      socket(),
      `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occasionId occupancy { spaceId count } } }`,
      { id: hidden.occasionId },
    );
    expect(errorsOf(answer)[0]?.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect("refused" in answer || !answer.data).toBe(true);
  });

  it("a published occasion can be watched", async () => {
    const answer = await firstAnswer(
      socket(),
      `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occasionId availability { remaining total } } }`,
      { id: occasionId },
    );
    expect(errorsOf(answer)).toEqual([]);
    expect((answer as ExecutionResult<{ occupancyChanged: { occasionId: string } }>).data?.occupancyChanged.occasionId).toBe(occasionId);
  });

  it("at most 10 operations at once per connection: the 11th is refused, the first 10 keep running", async () => {
    const client = socket();
    const watch = `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occasionId } }`;
    const firstUpdates = Array.from({ length: 10 }, () => firstAnswerKeepingOpen(client, watch, { id: occasionId }));
    const answers = await Promise.all(firstUpdates.map((watcher) => watcher.first));
    expect(answers.every((answer) => errorsOf(answer).length === 0)).toBe(true);
    const eleventh = await firstAnswer(client, watch, { id: occasionId });
    expect(errorsOf(eleventh)[0]).toMatchObject({
      message: "Too many operations on this connection: at most 10 at once",
      extensions: { code: "RATE_LIMITED", status: 429 },
    });
    firstUpdates.forEach((watcher) => watcher.unsubscribe());
  });

  it("a burst of 11 operations on one connection: the first 10 run, the 11th is refused", async () => {
    const raw = await rawSocket();
    const answers = new Map<string, { type: string; payload?: unknown }>();
    raw.on("message", (data) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
      if (message.id && !answers.has(message.id)) answers.set(message.id, message);
    });
    for (let index = 1; index <= 11; index++) {
      raw.send(
        JSON.stringify({
          id: String(index),
          type: "subscribe",
          payload: { query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occasionId } }`, variables: { id: occasionId } },
        }),
      );
    }
    await eventually(() => expect(answers.size).toBe(11));
    const types = [...Array(11).keys()].map((index) => answers.get(String(index + 1))!.type);
    expect(types).toEqual([...Array(10).fill("next"), "error"]);
    expect((answers.get("11")!.payload as GraphQLErrorJson[])[0]?.extensions?.code).toBe("RATE_LIMITED");
    raw.close();
  });

  it("a variable of the wrong type is the caller's error (400), as over HTTP", async () => {
    const answer = await firstAnswer(socket({ language: "fi" }), `query ($a: ID!) { occasion(id: $a) { id } }`, { a: { b: 1 } });
    expect(errorsOf(answer)[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", status: 400 });
  });

  it("a document nested 3,000 levels deep is refused before it is parsed, on the socket and over HTTP", async () => {
    const deep = `{ ${"occasion { ".repeat(3000)}id${" }".repeat(3000)} }`;
    const answer = await firstAnswer(socket(), deep);
    expect(errorsOf(answer)[0]).toMatchObject({
      message: "Query is too deep: 3001 levels, at most 12 allowed",
      extensions: { code: "QUERY_TOO_EXPENSIVE" },
    });
    const http = await post(deep);
    expect(http.status).toBe(400);
    expect(http.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
  });

  it("control characters in the operation name or variables are refused on the socket as over HTTP", async () => {
    const client = socket();
    const named = await firstAnswer(client, "query a { events { id } }", {}, "a\u001b[31m");
    expect(errorsOf(named)[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { operationName: expect.any(String) } });
    const variable = await firstAnswer(client, `query ($a: ID!) { occasion(id: $a) { id } }`, { a: "x\u0000" });
    expect(errorsOf(variable)[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { a: expect.any(String) } });
    const http = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query a { events { id } }", operationName: "a\u001b[31m" }),
    });
    expect(http.status).toBe(400);
    expect(((await http.json()) as { errors: GraphQLErrorJson[] }).errors[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("at most MAX_SOCKETS_PER_ADDRESS (50) connections per client address; other addresses are not affected", async () => {
    const address = "198.51.100.7";
    const sockets = await Promise.all(Array.from({ length: 50 }, () => rawSocket(address)));
    const extra = await rawSocket(address);
    expect(await new Promise<number>((resolve) => extra.once("close", (code) => resolve(code)))).toBe(1008);
    const other = await rawSocket("198.51.100.8");
    other.send(JSON.stringify({ type: "connection_init" }));
    expect(await new Promise<string>((resolve) => other.once("message", (data) => resolve(JSON.parse(String(data)).type)))).toBe(
      "connection_ack",
    );
    for (const open of [...sockets, other]) open.close();
  });

  it("a frame over the HTTP body limit (100 kB) closes the connection instead of being parsed", async () => {
    const raw = new WebSocket(`${app.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    await new Promise((resolve, reject) => {
      raw.once("open", resolve);
      raw.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => raw.once("close", (code) => resolve(code)));
    raw.send(JSON.stringify({ type: "connection_init", payload: { padding: "x".repeat(150 * 1024) } }));
    expect(await closed).toBe(1009);
  });
});

/** A raw graphql-transport-ws socket (from `address` via X-Forwarded-For: the test app trusts one proxy), initialised when `init`. */
async function rawSocket(address?: string): Promise<WebSocket> {
  const raw = new WebSocket(`${app.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
    headers: address ? { "x-forwarded-for": address } : {},
  });
  await new Promise((resolve, reject) => {
    raw.once("open", resolve);
    raw.once("error", reject);
  });
  if (!address) {
    raw.send(JSON.stringify({ type: "connection_init" }));
    await new Promise((resolve) => raw.once("message", resolve));
  }
  return raw;
}

/** Retries `check` until it passes (at most 3 s). */
async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Subscribes and keeps the operation open; `first` resolves with its first answer. */
function firstAnswerKeepingOpen(client: Client, query: string, variables: Record<string, unknown>) {
  let unsubscribe = () => {};
  const first = new Promise<ExecutionResult | { refused: unknown }>((resolve) => {
    unsubscribe = client.subscribe(
      { query, variables },
      { next: (result) => resolve(result), error: (error) => resolve({ refused: error }), complete: () => undefined },
    );
  });
  return { first, unsubscribe: () => unsubscribe() };
}

describe("introspection with GRAPHQL_SANDBOX off (production's default)", () => {
  let closed: BookingTestApp;
  const introspect = `{ __schema { queryType { name } } }`;

  beforeAll(async () => {
    closed = await startBookingApp({ env: { GRAPHQL_SANDBOX: "false" } });
  });

  afterAll(async () => {
    await closed?.stop();
  });

  it("a visitor who is not signed in cannot read the schema, over HTTP nor over the socket, and is told how to", async () => {
    const answer = await rawGraphQL(closed, introspect, {}, { "accept-language": "fi" });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]).toMatchObject({
      message: "Skeeman voi lukea täällä vain kirjautuneena tai API-tunnisteella (GRAPHQL_SANDBOX=true avaa sen kaikille)",
      extensions: { code: "UNAUTHENTICATED", status: 401 },
    });
    const viaFragment = await rawGraphQL(closed, `{ ...Q } fragment Q on Query { __type(name: "Event") { name } }`);
    expect(viaFragment.status).toBe(401);
    const client = createClient({ url: `${closed.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    sockets.push(client);
    expect(errorsOf(await firstAnswer(client, introspect))[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED" });
    // What the app itself asks is unaffected.
    const typename = await rawGraphQL(closed, `{ __typename events { id } }`);
    expect(typename.errors).toBeUndefined();
  });

  it("nor is it spelled out by 'Did you mean' hints, over HTTP or the socket (the open app keeps them)", async () => {
    const typo = `{ bookin { id } }`;
    const closedAnswer = await rawGraphQL(closed, typo);
    expect(closedAnswer.errors?.[0]?.message).toBe('Cannot query field "bookin" on type "Query".');
    const client = createClient({ url: `${closed.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    sockets.push(client);
    expect(errorsOf(await firstAnswer(client, typo))[0]?.message).toBe('Cannot query field "bookin" on type "Query".');
    expect((await post(typo)).body.errors?.[0]?.message).toMatch(/Did you mean "booking"/);
  });

  it("a signed-in user or an API token reads it (integrators generate their clients from it)", async () => {
    const admin = await signInAdmin(closed);
    const signedIn = await admin.op<{ __schema: { queryType: { name: string } } }>(introspect);
    expect(signedIn.data?.__schema.queryType.name).toBe("Query");
    const created = await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "codegen") { token } }`);
    const token = created.data!.createApiToken.token;
    const viaToken = await rawGraphQL<{ __schema: { queryType: { name: string } } }>(
      closed,
      introspect,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(viaToken.data?.__schema.queryType.name).toBe("Query");
  });
});

describe("the error codes in the schema", () => {
  it("Query.errorCodes lists every code with the status answers carry, as the REST facade answers it", async () => {
    const answer = await post(`{ errorCodes { code status } }`);
    const codes = (answer.body.data as { errorCodes: Array<{ code: string; status: number }> }).errorCodes;
    expect(codes).toEqual(
      expect.arrayContaining([
        { code: "QUERY_TOO_EXPENSIVE", status: 400 },
        { code: "TOO_MANY_HELD", status: 429 },
      ]),
    );
    expect(codes.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(["TOO_MANY_TICKETS", "INVALID_TRANSITION", "UNAVAILABLE", "CONFLICT"]),
    );
  });
});

/**
 * Holds an ACCESS EXCLUSIVE lock on the plans table from a connection of the test's own: every read of a plan waits
 * for it, keeping its pool connection, and nothing else waits (/readyz, holds and occasion reads do not read plans).
 * `waiting` counts the app's sessions waiting for a lock. Released (rolled back) when `run` ends; the app's lock_timeout
 * (5 s) bounds what waits if a test fails meanwhile.
 */
async function withPlansLocked<T>(target: BookingTestApp, run: (waiting: () => Promise<number>) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("LOCK TABLE plans IN ACCESS EXCLUSIVE MODE");
    const waiting = async () =>
      Number(
        (
          await client.query<{ count: string }>(
            `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0]!.count,
      );
    return await run(waiting);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end();
  }
}

/** Waits until `condition` holds (at most 5 s; it is polled, never slept on). */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How long `request` took to answer, in ms (at most `limit`: a request still waiting then counts as `limit`). */
async function timed(request: (signal: AbortSignal) => Promise<unknown>, limit = 4_000): Promise<number> {
  const started = performance.now();
  try {
    await request(AbortSignal.timeout(limit));
  } catch (error) {
    if ((error as Error).name !== "TimeoutError") throw error;
  }
  return Math.min(performance.now() - started, limit);
}

/**
 * Until the server has started all of an attack's resolvers (thousands, a few hundred ms of CPU on a busy machine):
 * what follows measures waits for the database, not for a core. /healthz touches no database.
 */
async function untilIdle(target: BookingTestApp): Promise<void> {
  await until(async () => (await timed((signal) => fetch(`${target.url}/healthz`, { signal }))) < 100, "the server to be idle");
}

/** /readyz: its status (it must be 200), and how long it took. */
async function readyz(target: BookingTestApp): Promise<number> {
  return timed(async (signal) => expect((await fetch(`${target.url}/readyz`, { signal })).status).toBe(200));
}

/**
 * An occasion's page (REST), of an occasion the other measurements do not read, so that it is not answered from the
 * one-second cache of occasions and their occupancy but read from the database: how long it took.
 */
async function occasionPage(): Promise<number> {
  const other = Object.values(demo.occasions).find((id) => id !== occasionId)!;
  return timed(async (signal) => expect((await fetch(`${app.url}/api/occasions/${other}`, { signal })).status).toBe(200));
}

/** A new draft and a hold on `spaceId` over GraphQL (the flash sale's path), from a browser of its own. */
async function honestHold(spaceId: string): Promise<number> {
  return timed(async () => {
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    const held = await buyer.addSpace(spaceId);
    expect(held.errors).toBeUndefined();
    expect(held.data?.addSpace.spaceId).toBe(spaceId);
  });
}

/**
 * The bounds below are for a loaded 2-core machine: with the fix these answer in milliseconds (measured 5-40 ms), without
 * it they wait until the reads ahead of them end, seconds (the lock here keeps them waiting until the test lets go).
 */
const PROMPT_MS = 1_000;

describe("database reads (issue 32, finding 7)", () => {
  const randomOccasions = (count: number) => aliases(count, () => `occasion(id: "${randomUUID()}") { id }`);
  const randomPlans = (count: number) => aliases(count, () => `plan(id: "${randomUUID()}") { id }`);

  it("999 aliases of an occasion with random ids (1,998 fields, each a database read) are refused before execution, without a pool connection", async () => {
    await post("{ languages { id } }", "sv"); // the languages are read once and cached
    const result = await whilePoolIsExhausted(app.services.dataSource, () => post(randomOccasions(999), "sv"));
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message:
          "Frågan är för kostsam: den kostar 100899, högst 50000 tillåts (varje fält kostar 1, ett som läser databasen 100; en lista multiplicerar sitt urval med sin förväntade längd)",
        extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
      },
    ]);
  });

  it("four such requests at once are refused while an honest hold is served", async () => {
    const attacks = Array.from({ length: 4 }, () => post(randomOccasions(999)));
    const hold = await honestHold(demo.space("R9-S1"));
    for (const answer of await Promise.all(attacks)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    }
    expect(hold).toBeLessThan(PROMPT_MS * 3);
  });

  it(`an operation that would make more than ${QUERY_LIMITS.maxReads} database reads is refused while it runs (QUERY_TOO_EXPENSIVE, 400)`, async () => {
    const reads = QUERY_LIMITS.maxReads + 1;
    // Within the cost (101 per alias): only counting the reads as they are made refuses it.
    expect(reads * (QUERY_LIMITS.readWeight + 1)).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    const answer = await post(randomOccasions(reads), "fi");
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: `Kysely lukee tietokantaa liian monta kertaa: yli ${QUERY_LIMITS.maxReads} lukua yhdessä operaatiossa`,
        extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
      },
    ]);
    const allowed = await post(randomOccasions(QUERY_LIMITS.maxReads));
    expect(allowed.status).toBe(200);
    expect(allowed.body.errors?.every((error) => error.extensions?.code === "NOT_FOUND")).toBe(true);
  });

  it("four of the largest allowed at once (each as many reads as allowed) do not stall /readyz, an honest hold nor an occasion's page", async () => {
    const attack = randomPlans(QUERY_LIMITS.maxReads);
    const { attacks, ready, hold, page } = await withPlansLocked(app, async (waiting) => {
      const attacks = Array.from({ length: 4 }, () => post(attack));
      // The reads under way: each waits for the lock on a pool connection of its own.
      await until(async () => (await waiting()) >= 10, "the attack's reads to wait for the lock");
      await untilIdle(app);
      const ready = await readyz(app);
      const page = await occasionPage();
      const hold = await honestHold(demo.space("R9-S2"));
      return { attacks, ready, hold, page };
    });
    console.info(`under four attacks: /readyz ${Math.round(ready)} ms, a hold ${Math.round(hold)} ms, an occasion ${Math.round(page)} ms`);
    expect(ready).toBeLessThan(PROMPT_MS);
    expect(hold).toBeLessThan(PROMPT_MS * 3);
    expect(page).toBeLessThan(PROMPT_MS);
    for (const answer of await Promise.all(attacks)) expect(answer.status).toBe(200);
  });

  it("ten on one WebSocket do not stall /readyz, an honest hold nor an occasion's page either", async () => {
    const client = socket();
    await firstAnswer(client, "{ languages { id } }");
    const attack = randomPlans(QUERY_LIMITS.maxReads);
    const { attacks, ready, hold, page } = await withPlansLocked(app, async (waiting) => {
      const attacks = Array.from({ length: 10 }, () => firstAnswer(client, attack));
      await until(async () => (await waiting()) >= 10, "the attack's reads to wait for the lock");
      await untilIdle(app);
      const ready = await readyz(app);
      const page = await occasionPage();
      const hold = await honestHold(demo.space("R9-S3"));
      return { attacks, ready, hold, page };
    });
    console.info(
      `under ten on a socket: /readyz ${Math.round(ready)} ms, a hold ${Math.round(hold)} ms, an occasion ${Math.round(page)} ms`,
    );
    expect(ready).toBeLessThan(PROMPT_MS);
    expect(hold).toBeLessThan(PROMPT_MS * 3);
    expect(page).toBeLessThan(PROMPT_MS);
    for (const answer of await Promise.all(attacks))
      expect(errorsOf(answer).every((error) => error.extensions?.code === "NOT_FOUND")).toBe(true);
  });
});

describe("operations under way per client (MAX_OPERATIONS_PER_CLIENT)", () => {
  let limited: BookingTestApp;
  const planQuery = () => `{ plan(id: "${randomUUID()}") { id } }`;

  beforeAll(async () => {
    limited = await startBookingApp({ env: { MAX_OPERATIONS_PER_CLIENT: "4" } });
  });

  afterAll(async () => {
    await limited?.stop();
  });

  /** A graphql-transport-ws socket to `limited` from `address`, acknowledged; `answers` collects each operation's first message. */
  async function limitedSocket(address: string) {
    const raw = new WebSocket(`${limited.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", {
      headers: { "x-forwarded-for": address },
    });
    await new Promise((resolve, reject) => {
      raw.once("open", resolve);
      raw.once("error", reject);
    });
    const answers = new Map<string, { type: string; payload?: unknown }>();
    raw.on("message", (data) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
      if (message.id && !answers.has(message.id)) answers.set(message.id, message);
    });
    raw.send(JSON.stringify({ type: "connection_init", payload: { language: "sv" } }));
    await new Promise((resolve) => raw.once("message", resolve));
    const subscribe = (id: string, query: string) => raw.send(JSON.stringify({ id, type: "subscribe", payload: { query } }));
    return { raw, answers, subscribe };
  }

  it("a client's fifth operation at once is refused with 429 and Retry-After, WebSocket operations and holds count too, another client is served", async () => {
    const address = "203.0.113.50";
    const socket = await limitedSocket(address);
    // Connected, languages read and cached: what follows waits only for the plans it reads.
    socket.subscribe("warm", "{ languages { id } }");
    await until(async () => socket.answers.has("warm"), "the socket's first answer");
    expect((await postTo(limited, "{ languages { id } }", { address, language: "fi" })).status).toBe(200);
    // A buyer behind the same address, whose draft's `book` the fast lane answers.
    const buyer = new GraphQLClient(limited.url, { address });
    await buyer.ensureCsrf();
    const limitedOccasion = Object.values((await demoIds(limited)).occasions)[0]!;

    const { running, refused, refusedOnSocket, refusedHold, other } = await withPlansLocked(limited, async (waiting) => {
      socket.subscribe("1", planQuery());
      socket.subscribe("2", planQuery());
      await until(async () => (await waiting()) === 2, "two operations on the socket");
      const running = [postTo(limited, planQuery(), { address }), postTo(limited, planQuery(), { address })];
      await until(async () => (await waiting()) === 4, "four operations of one client");
      const refused = await postTo(limited, planQuery(), { address, language: "fi" });
      socket.subscribe("3", planQuery());
      await until(async () => socket.answers.has("3"), "the socket's answer to a fifth operation");
      const refusedOnSocket = socket.answers.get("3")!;
      const refusedHold = await buyer.book(limitedOccasion);
      // Another client is counted on its own: its operation runs (and waits for the lock like the first four).
      const other = postTo(limited, planQuery(), { address: "203.0.113.51" });
      await until(async () => (await waiting()) === 5, "another client's operation");
      return { running, refused, refusedOnSocket, refusedHold, other };
    });

    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.body.errors).toEqual([
      {
        message: "Liian monta GraphQL-operaatiota yhtä aikaa osoitteestasi: enintään 4; yritä hetken kuluttua uudelleen",
        extensions: { code: "RATE_LIMITED", status: 429, retryAfter: 1 },
      },
    ]);
    expect(refusedOnSocket).toEqual({
      id: "3",
      type: "error",
      payload: [
        {
          message: "För många GraphQL-operationer samtidigt från din adress: högst 4; försök igen om en stund",
          extensions: { code: "RATE_LIMITED", status: 429, retryAfter: 1 },
        },
      ],
    });
    // The fast lane's holds count among the client's operations too (a Map's increment and decrement).
    expect(refusedHold.status).toBe(429);
    expect(refusedHold.headers.get("retry-after")).toBe("1");
    expect(refusedHold.errors?.[0]?.extensions).toEqual({ code: "RATE_LIMITED", status: 429, retryAfter: 1 });
    for (const answer of [...(await Promise.all(running)), await other]) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    await until(async () => socket.answers.has("1") && socket.answers.has("2"), "the socket's operations to end");
    expect(socket.answers.get("1")?.type).toBe("next");
    // Once they ended, the client has its operations back.
    expect((await postTo(limited, planQuery(), { address })).status).toBe(200);
    expect((await buyer.book(limitedOccasion)).data?.book.uuid).toBeDefined();
    socket.raw.close();
  });
});
