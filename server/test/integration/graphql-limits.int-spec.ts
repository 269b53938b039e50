/**
 * Issue 11, findings 1 and 2 (DESIGN section 7.1): every GraphQL operation, over HTTP and over the
 * WebSocket alike, is measured before execution (depth, field count, cost) and an expensive one is
 * refused with QUERY_TOO_EXPENSIVE (400, translated) without touching the database pool; aliases of one
 * plan cost one load; the socket limits frames like HTTP bodies, caps operations per connection, watches
 * published occasions only, and answers errors coded and translated. With GRAPHQL_SANDBOX off, only a
 * signed-in user or an API token reads the schema (finding 8).
 */
import "reflect-metadata";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { pgPoolOf } from "../../src/db/data-source.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { rawGraphQL, signInAdmin } from "../helpers/access-client.js";
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
  const response = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: GraphQLErrorJson[] } };
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

/**
 * Runs `run` while every connection of the app's pool is taken: an answer that needed the database would
 * wait for one, so an answer within the deadline proves the request never touched the pool.
 */
async function whilePoolIsExhausted<T>(run: () => Promise<T>): Promise<T> {
  const pool = pgPoolOf(app.services.dataSource);
  const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer while the pool was exhausted: the request waited for the database")), 5_000);
    });
    return await Promise.race([run(), deadline]).finally(() => clearTimeout(timer));
  } finally {
    taken.forEach((client) => client.release());
  }
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
    const result = await whilePoolIsExhausted(() => post(attack, "fi"));
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      {
        message:
          "Kysely on liian raskas: sen hinta on 1201200, enintään 50000 sallitaan (jokainen kenttä maksaa 1; lista kertoo valintansa hinnan odotetulla pituudellaan)",
        extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
      },
    ]);
  });

  it("lists are costed at a hall's size: 227 aliases of a plan's spaces (a 5 MB answer under a flat list factor) are refused", async () => {
    const answer = await post(aliases(227, () => `plan(id: "${demo.planId}") { spaces { id name } }`));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query is too expensive: it costs 454454, at most 50000 allowed/);
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
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query is too expensive: it costs 8388609, at most 50000 allowed/);
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
    const result = await whilePoolIsExhausted(() => firstAnswer(client, nested(15)));
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
