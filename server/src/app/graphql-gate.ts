import type { FastifyRequest, preHandlerHookHandler } from "fastify";
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from "graphql";
import { DomainError } from "../common/errors.js";
import { answerError } from "./request-errors.js";
import { controlCharacterField, graphqlDocumentField, queryField, refusal as controlCharacterRefusal } from "./control-characters.js";
import { selectsIntrospection } from "./introspection.js";
import { queryLimitError, rawNestingError, tokenLimitError } from "./query-limits.js";
import type { Services } from "./services.js";

/** Which transport an operation came by: the socket only subscribes and reads, HTTP cannot stream. */
export type Transport = "http" | "socket";

/** What the gate knows of the caller: the request context's part it judges. */
export interface GateCaller {
  identity: { user: unknown };
  invalidCredentials: boolean;
  csrfValid: boolean;
}

/**
 * The checks of a GraphQL request before its document is parsed, the same over HTTP and the socket: a document
 * nested too deeply for the parser or of too many tokens, control characters in the operation name, variables or
 * document (DESIGN 7.1).
 */
export function requestRefusal(payload: { query?: unknown; variables?: unknown; operationName?: unknown }): DomainError | null {
  const tooBig = rawNestingError(payload.query) ?? tokenLimitError(payload.query);
  if (tooBig) return tooBig;
  const badField =
    (typeof payload.operationName === "string" ? controlCharacterField(payload.operationName, "operationName") : null) ??
    controlCharacterField(payload.variables ?? {}, "variables") ??
    (typeof payload.query === "string" ? graphqlDocumentField(payload.query) : null);
  return badField ? controlCharacterRefusal(badField) : null;
}

/**
 * The checks of a parsed and valid operation before it runs, the same over HTTP and the socket and in this order:
 * credentials, what the transport can carry (a subscription needs the socket; a mutation needs HTTP's CSRF header,
 * which the socket cannot carry), the query limits (DESIGN 7.1), introspection without GRAPHQL_SANDBOX for a caller
 * not signed in, and the CSRF header on every mutation.
 */
export function operationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  caller: GateCaller,
  options: { transport: Transport; sandbox: boolean },
): DomainError | null {
  if (caller.invalidCredentials) return new DomainError("UNAUTHENTICATED", "errors.unauthorized");
  if (options.transport === "http" && operation.operation === "subscription")
    return new DomainError("BAD_USER_INPUT", "errors.subscriptionOverHttp");
  if (options.transport === "socket" && operation.operation === "mutation") return new DomainError("CSRF_INVALID", "errors.csrfInvalid");
  const tooExpensive = queryLimitError(schema, document, operation);
  if (tooExpensive) return tooExpensive;
  if (!options.sandbox && !caller.identity.user && selectsIntrospection(document, operation))
    return new DomainError("UNAUTHENTICATED", "errors.introspectionOff");
  if (operation.operation === "mutation" && !caller.csrfValid) return new DomainError("CSRF_INVALID", "errors.csrfInvalid");
  return null;
}

/**
 * The HTTP side of requestRefusal, once /graphql's body is parsed: the query string, then each operation of the
 * request (a batch's each, a GET's from its query string) is refused with 400 and its coded, translated error.
 */
export function refuseGraphQLRequests(services: Services): preHandlerHookHandler {
  // A callback, not an async function: every GraphQL request passes it, and only a refusal waits for anything.
  return (request, reply, done) => {
    const badQuery = queryField(request.url, request.query);
    const refusal = badQuery ? controlCharacterRefusal(badQuery) : payloadsOf(request).map(requestRefusal).find(Boolean);
    if (!refusal) return done();
    answerError(services, refusal, request, reply).catch(done);
  };
}

/** A GraphQL request's operations: a POST body's (one, or a batch), a GET's query string; variables sent as a string parsed. */
function payloadsOf(request: FastifyRequest): Array<{ query?: unknown; variables?: unknown; operationName?: unknown }> {
  const bodies: unknown[] = Array.isArray(request.body) ? request.body : [request.body ?? {}];
  if (request.method === "GET") bodies.push(request.query);
  return bodies
    .filter((body): body is Record<string, unknown> => body !== null && typeof body === "object")
    .map(({ query, variables, operationName }) => ({ query, operationName, variables: parsedVariables(variables) }));
}

function parsedVariables(variables: unknown): unknown {
  if (typeof variables !== "string") return variables;
  try {
    return JSON.parse(variables);
  } catch {
    return undefined; // Apollo refuses it
  }
}
