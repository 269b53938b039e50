/**
 * Issue 36: the aliases and tokens limits graphql-armor counts (QUERY_LIMITS.maxAliases, maxTokens), over HTTP and the
 * WebSocket alike: refused with QUERY_TOO_EXPENSIVE (400) in the caller's language, as the other query limits are,
 * never with graphql-armor's own English text; at the limit an operation runs.
 */
import "reflect-metadata";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { QUERY_LIMITS } from "../../src/app/query-limits.js";
import { whilePoolIsExhausted } from "../helpers/pool.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";

interface GraphQLErrorJson {
  message: string;
  extensions?: { code?: string; status?: number };
}

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown>; errors?: GraphQLErrorJson[] };
}

let app: BookingTestApp;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startBookingApp();
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

async function post(query: string, language = "en"): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer["body"] };
}

function socket(language: string): Client {
  const client = createClient({
    url: `${app.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    // Connected until disposed: a lazy client closes its socket when its last operation ends, and an operation sent
    // right then is completed by that close, unanswered.
    lazy: false,
    connectionParams: { language },
  });
  sockets.push(client);
  return client;
}

/** The first answer of an operation on the socket: its data, or its errors (refused or in the result). */
function firstAnswer(client: Client, query: string): Promise<{ data?: unknown; errors: GraphQLErrorJson[] }> {
  return new Promise((resolve) => {
    const unsubscribe = client.subscribe(
      { query },
      {
        next: (result) => {
          resolve({ data: result.data, errors: (result.errors ?? []) as unknown as GraphQLErrorJson[] });
          unsubscribe();
        },
        error: (error) => resolve({ errors: error as GraphQLErrorJson[] }),
        complete: () => undefined,
      },
    );
  });
}

/** `count` aliases of `__typename`: each costs 1 and is one field, so only the alias limit refuses them. */
const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `t${index}: __typename`).join(" ")} }`;
/** A document of `count` tokens (braces around names; `a` is no field of Query). */
const ofTokens = (count: number) => `{ ${"a ".repeat(count - 2)}}`;

/** What a refusal's answer carries besides its body, to compare with the other query limits' refusals. */
const refusalHeaders = (answer: Answer) => ({
  contentType: answer.headers.get("content-type"),
  cacheControl: answer.headers.get("cache-control"),
});

describe(`aliases: at most ${QUERY_LIMITS.maxAliases} (graphql-armor's max-aliases)`, () => {
  it("over HTTP: at the limit it runs; one more is refused before execution, in the caller's language, without a pool connection", async () => {
    const atLimit = await post(typenames(QUERY_LIMITS.maxAliases));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.errors).toBeUndefined();
    expect(Object.keys(atLimit.body.data ?? {})).toHaveLength(QUERY_LIMITS.maxAliases);

    await post("{ languages { id } }", "fi"); // the languages are read once and cached
    const over = await whilePoolIsExhausted(app.services.dataSource, () => post(typenames(QUERY_LIMITS.maxAliases + 1), "fi"));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      errors: [
        {
          message: "Kyselyssä on liian monta aliasta: 501, enintään 500 sallitaan",
          extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
        },
      ],
    });
    // Answered as the cost's refusal is (same gate, same headers).
    const tooExpensive = await post(`{ ${Array.from({ length: 600 }, (_, index) => `a${index}: languages { id }`).join(" ")} }`);
    expect(tooExpensive.body.errors?.[0]?.message).toMatch(/^Query is too expensive/);
    expect(refusalHeaders(over)).toEqual(refusalHeaders(tooExpensive));
  });

  it("over the WebSocket: at the limit it runs; one more is refused, coded and translated", async () => {
    const client = socket("sv");
    const atLimit = await firstAnswer(client, typenames(QUERY_LIMITS.maxAliases));
    expect(atLimit.errors).toEqual([]);
    expect(Object.keys(atLimit.data as object)).toHaveLength(QUERY_LIMITS.maxAliases);
    const over = await firstAnswer(client, typenames(QUERY_LIMITS.maxAliases + 1));
    expect(over).toEqual({
      errors: [
        {
          message: "Frågan har för många alias: 501, högst 500 tillåts",
          extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
        },
      ],
    });
  });
});

describe(`tokens: at most ${QUERY_LIMITS.maxTokens} (graphql-armor's max-tokens), counted before the document is parsed`, () => {
  it("over HTTP: one more is refused in the caller's language; at the limit the document reaches GraphQL's validation", async () => {
    const over = await post(ofTokens(QUERY_LIMITS.maxTokens + 1), "fi");
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      errors: [
        {
          message: "Kysely on liian pitkä: yli 15000 osaa (nimiä, arvoja ja välimerkkejä)",
          extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
        },
      ],
    });
    // As a document nested too deeply to parse is refused (the same check before parsing).
    const tooDeep = await post(`{ ${"occasion { ".repeat(100)}id${" }".repeat(100)} }`);
    expect(tooDeep.body.errors?.[0]?.message).toMatch(/^Query is too deep/);
    expect(refusalHeaders(over)).toEqual(refusalHeaders(tooDeep));

    const atLimit = await post(ofTokens(QUERY_LIMITS.maxTokens));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("over the WebSocket: one more is refused, coded and translated; at the limit the document reaches GraphQL's validation", async () => {
    const client = socket("sv");
    const over = await firstAnswer(client, ofTokens(QUERY_LIMITS.maxTokens + 1));
    expect(over).toEqual({
      errors: [
        {
          message: "Frågan är för lång: fler än 15000 delar (namn, värden och skiljetecken)",
          extensions: { code: "QUERY_TOO_EXPENSIVE", status: 400 },
        },
      ],
    });
    const atLimit = await firstAnswer(client, ofTokens(QUERY_LIMITS.maxTokens));
    expect(atLimit.errors[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
