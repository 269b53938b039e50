import { buildSchema, getOperationAST, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { DomainError } from "../common/errors.js";
import { operationRefusal, requestRefusal, type GateCaller } from "./graphql-gate.js";
import { QUERY_LIMITS } from "./query-limits.js";

const schema = buildSchema(`
  type Query { hello(name: String): String }
  type Mutation { book(occasionId: ID!): String }
  type Subscription { occupancy: Int }
`);

const anonymous: GateCaller = { identity: { user: null }, invalidCredentials: false, csrfValid: false };
const signedIn: GateCaller = { identity: { user: { id: "u" } }, invalidCredentials: false, csrfValid: true };

function judge(query: string, caller: GateCaller, options: { transport: "http" | "socket"; sandbox?: boolean }) {
  const document = parse(query);
  const refusal = operationRefusal(schema, document, getOperationAST(document)!, caller, { sandbox: false, ...options });
  return refusal && { code: refusal.code, message: refusal.messageKey };
}

describe("requestRefusal: before a document is parsed, for HTTP and the socket alike", () => {
  it("refuses a document nested too deeply for the parser", () => {
    expect(requestRefusal({ query: `{ hello${"(a: [".repeat(300)}${"])".repeat(300)} }` })?.messageKey).toBe("errors.queryTooDeep");
  });

  it("names the field that holds a control character: the operation name, a variable, a string in the document", () => {
    expect(requestRefusal({ query: "{ hello }", operationName: "A\u0007" })?.fields).toEqual({
      operationName: "validation.controlCharacters",
    });
    expect(requestRefusal({ query: "{ hello }", variables: { client: { firstname: "\u009b" } } })?.fields).toEqual({
      firstname: "validation.controlCharacters",
    });
    expect(requestRefusal({ query: '{ hello(name: "\\u0000") }' })?.fields).toEqual({ name: "validation.controlCharacters" });
  });

  it("refuses a document of more tokens than QUERY_LIMITS.maxTokens (graphql-armor counts them), after a too deep one", () => {
    const names = (count: number) => `{ ${"hello ".repeat(count - 2)}}`;
    expect(requestRefusal({ query: names(QUERY_LIMITS.maxTokens) })).toBeNull();
    expect(requestRefusal({ query: names(QUERY_LIMITS.maxTokens + 1) })).toEqual(
      new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyTokens", { max: QUERY_LIMITS.maxTokens }),
    );
    expect(
      requestRefusal({ query: `${names(QUERY_LIMITS.maxTokens + 1)} { hello${"(a: [".repeat(300)}${"])".repeat(300)} }` })?.messageKey,
    ).toBe("errors.queryTooDeep");
  });

  it("lets a plain request through, names with letters beyond ASCII too", () => {
    expect(requestRefusal({ query: '{ hello(name: "Łukasz Ščerbanović") }', variables: { a: "Åsa" }, operationName: "Hello" })).toBeNull();
  });
});

describe("operationRefusal: after validation, the same checks in the same order over HTTP and the socket", () => {
  it("refuses unknown credentials before anything else", () => {
    expect(judge("mutation { book(occasionId: 1) }", { ...anonymous, invalidCredentials: true }, { transport: "http" })).toEqual({
      code: "UNAUTHENTICATED",
      message: "errors.unauthorized",
    });
  });

  it("sends subscriptions to the socket and mutations to HTTP", () => {
    expect(judge("subscription { occupancy }", signedIn, { transport: "http" })?.message).toBe("errors.subscriptionOverHttp");
    expect(judge("subscription { occupancy }", signedIn, { transport: "socket" })).toBeNull();
    // The socket carries no CSRF header, so a mutation is refused there whatever the caller.
    expect(judge("mutation { book(occasionId: 1) }", signedIn, { transport: "socket" })?.code).toBe("CSRF_INVALID");
  });

  it("applies the query limits on both transports", () => {
    const aliases = Array.from({ length: 2_100 }, (_, index) => `a${index}: hello`).join(" ");
    for (const transport of ["http", "socket"] as const)
      expect(judge(`{ ${aliases} }`, signedIn, { transport })?.code, transport).toBe("QUERY_TOO_EXPENSIVE");
  });

  it("refuses more aliases than QUERY_LIMITS.maxAliases (graphql-armor counts them) on both transports", () => {
    const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `t${index}: __typename`).join(" ")} }`;
    for (const transport of ["http", "socket"] as const) {
      expect(judge(typenames(QUERY_LIMITS.maxAliases), signedIn, { transport }), transport).toBeNull();
      expect(judge(typenames(QUERY_LIMITS.maxAliases + 1), signedIn, { transport }), transport).toEqual({
        code: "QUERY_TOO_EXPENSIVE",
        message: "errors.queryTooManyAliases",
      });
    }
  });

  it("keeps the schema from anonymous callers unless GRAPHQL_SANDBOX is on", () => {
    const introspection = "{ __schema { queryType { name } } }";
    for (const transport of ["http", "socket"] as const) {
      expect(judge(introspection, anonymous, { transport })?.message, transport).toBe("errors.introspectionOff");
      expect(judge(introspection, signedIn, { transport }), transport).toBeNull();
      expect(judge(introspection, anonymous, { transport, sandbox: true }), transport).toBeNull();
    }
  });

  it("needs the CSRF header for a mutation over HTTP, and nothing more for a read", () => {
    expect(judge("mutation { book(occasionId: 1) }", anonymous, { transport: "http" })?.code).toBe("CSRF_INVALID");
    expect(judge("mutation { book(occasionId: 1) }", { ...anonymous, csrfValid: true }, { transport: "http" })).toBeNull();
    expect(judge("{ hello }", anonymous, { transport: "http" })).toBeNull();
  });
});
