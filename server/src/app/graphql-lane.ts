import type { IncomingMessage, ServerResponse } from "node:http";
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { DomainError } from "../common/errors.js";
import { databaseUnavailable, isDatabaseUnreachable } from "../common/transaction.js";
import { toGraphQLError } from "../modules/i18n/translated-errors.js";
import { requestRefusal } from "./graphql-gate.js";
import { createContextFrom, type RequestView } from "./context.js";
import { formatGraphQLError } from "./graphql.js";
import { countedClient, type OperationLimits } from "./operation-limits.js";
import { queryLimitError } from "./query-limits.js";
import type { Services } from "./services.js";

/**
 * The mutations the lane runs itself: a flash sale's new draft and hold. Each root field's resolver may use only what
 * a lane context has (services, language, identity, cookies and setCookie, client address), never Express's req or res.
 */
const LANE_MUTATIONS = new Set(["book", "addSpace"]);
/** Bodies the lane reads: a hold's document and variables are a few hundred bytes. */
export const LANE_MAX_BODY_BYTES = 16 * 1024;
const MAX_CACHED_DOCUMENTS = 200;
const BODY_KEYS = new Set(["query", "variables", "operationName"]);

/**
 * The answer's media type as Apollo negotiates it from Accept, for the Accept headers the lane answers: none, any,
 * plain JSON, and Apollo Client's own (which prefers the GraphQL response type). Any other Accept is Apollo's.
 */
const ANSWER_TYPES = new Map<string | undefined, string>([
  [undefined, "application/json; charset=utf-8"],
  ["*/*", "application/json; charset=utf-8"],
  ["application/json", "application/json; charset=utf-8"],
  ["application/graphql-response+json,application/json;q=0.9", "application/graphql-response+json; charset=utf-8"],
]);

/** The media type of the lane's answer to `req`, or undefined when Apollo must negotiate it. */
export function laneAnswerType(req: IncomingMessage): string | undefined {
  const accept = req.headers.accept;
  return ANSWER_TYPES.get(accept === undefined ? undefined : accept.replace(/\s+/g, "").toLowerCase());
}

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * A hold over GraphQL without Express and Apollo (issue 18): `book` or `addSpace`, the only root field of a mutation, run by
 * graphql-js on the app's schema and resolvers with the checks Apollo's pipeline makes for it here (validation,
 * the query limits, the CSRF header, control characters) and its answers shaped as Apollo shapes them (errors
 * coded and translated by the same formatter, `data: null` beside a resolver's error, 403 for a missing CSRF
 * header, 503 with Retry-After for an unreachable database). `prepare` answers null for any other request,
 * which then goes to Apollo through Express.
 */
export class GraphQLLane {
  private readonly documents = new Map<string, Prepared | null>();

  constructor(
    private readonly services: Services,
    private readonly schema: GraphQLSchema,
    /** The per-client count of operations under way, which a hold joins (a Map's increment and decrement). */
    private readonly limits?: OperationLimits,
  ) {}

  /** The parsed hold, or null when Apollo must answer (anything else, or anything it would refuse). */
  prepare(body: unknown): (Prepared & { variables: Record<string, unknown> }) | null {
    if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
    // `extensions` (persisted queries and the like) and anything else Apollo would look at are Apollo's to judge.
    if (Object.keys(body).some((key) => !BODY_KEYS.has(key))) return null;
    const { query, variables = {}, operationName } = body as GraphQLBody;
    if (typeof query !== "string" || (operationName !== undefined && operationName !== null && typeof operationName !== "string"))
      return null;
    if (variables === null || typeof variables !== "object" || Array.isArray(variables)) return null;
    // Anything the gate refuses is Apollo's to answer.
    if (requestRefusal({ query, variables, operationName })) return null;
    const prepared = this.prepared(query, operationName ?? undefined);
    if (!prepared) return null;
    // Variables of a wrong type are Apollo's to refuse (400 BAD_USER_INPUT).
    const coerced = getVariableValues(this.schema, prepared.operation.variableDefinitions ?? [], variables as Record<string, unknown>);
    if (coerced.errors) return null;
    return { ...prepared, variables: variables as Record<string, unknown> };
  }

  private prepared(query: string, operationName: string | undefined): Prepared | null {
    const key = JSON.stringify([operationName ?? null, query]);
    const known = this.documents.get(key);
    if (known !== undefined) return known;
    const prepared = this.inspect(query, operationName);
    if (this.documents.size >= MAX_CACHED_DOCUMENTS) this.documents.clear();
    this.documents.set(key, prepared);
    return prepared;
  }

  private inspect(query: string, operationName: string | undefined): Prepared | null {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== "mutation") return null;
    const fields = operation.selectionSet.selections;
    if (!fields.every((field) => field.kind === Kind.FIELD && LANE_MUTATIONS.has(field.name.value))) return null;
    if (validate(this.schema, document).length > 0 || queryLimitError(this.schema, document, operation)) return null;
    return { document, operation };
  }

  /** Runs a prepared hold and answers it as Apollo would. */
  async answer(
    req: IncomingMessage,
    res: ServerResponse,
    view: RequestView,
    hold: Prepared & { variables: Record<string, unknown> },
  ): Promise<void> {
    const type = laneAnswerType(req) ?? "application/json; charset=utf-8";
    try {
      await this.run(req, res, view, hold, type);
    } catch (error) {
      // The language, the session or the draft's database read failed before an answer: as Apollo's context does,
      // an unreachable database is a 503 with Retry-After in English; anything else the formatter's 500.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const cause = isDatabaseUnreachable(error) ? databaseUnavailable() : error;
      const graphQLError =
        cause instanceof DomainError ? toGraphQLError(cause, "en") : new GraphQLError("internal", { originalError: cause as Error });
      const formatted = formatGraphQLError(withCode(graphQLError), graphQLError, "en");
      if (cause instanceof DomainError && cause.retryAfter !== undefined) res.setHeader("Retry-After", String(cause.retryAfter));
      sendGraphQL(res, cause instanceof DomainError ? cause.status : 500, { errors: [formatted] }, type);
    }
  }

  private async run(
    req: IncomingMessage,
    res: ServerResponse,
    view: RequestView,
    hold: Prepared & { variables: Record<string, unknown> },
    type: string,
  ): Promise<void> {
    const language = await this.services.settings.resolveAcceptLanguage(req.headers["accept-language"]);
    const context = await createContextFrom(this.services, view, language);
    if (!context.csrfValid) {
      const refusal = toGraphQLError(new DomainError("CSRF_INVALID", "errors.csrfInvalid"), language);
      sendGraphQL(res, 403, { errors: [formatGraphQLError(refusal.toJSON(), refusal, language)] }, type);
      return;
    }
    // A hold is one of its client's operations under way, as over Apollo and the socket (429 with Retry-After past them).
    const limits = this.limits;
    const client = limits ? countedClient(context) : null;
    if (limits && client !== null && !limits.admit(client)) {
      const tooMany = limits.tooMany();
      const refusal = toGraphQLError(tooMany, language);
      res.setHeader("Retry-After", String(tooMany.retryAfter));
      sendGraphQL(res, tooMany.status, { errors: [formatGraphQLError(refusal.toJSON(), refusal, language)] }, type);
      return;
    }
    let result;
    try {
      result = await execute({
        schema: this.schema,
        document: hold.document,
        operationName: hold.operation.name?.value,
        variableValues: hold.variables,
        contextValue: context,
      });
    } finally {
      if (limits && client !== null) limits.leave(client);
    }
    const errors = result.errors?.map((error) => formatGraphQLError(withCode(error), error, language));
    const body = errors ? { errors, data: result.data ?? null } : { data: result.data ?? null };
    // As Apollo's willSendResponse in graphql.ts: nothing answered because the database was unreachable is a 503.
    const unavailable =
      errors?.every((error) => error.extensions?.code === "UNAVAILABLE") &&
      !Object.values(result.data ?? {}).some((value) => value !== null);
    if (unavailable) res.setHeader("Retry-After", "5");
    sendGraphQL(res, unavailable ? 503 : 200, body, type);
  }
}

/** Apollo codes an error without a code INTERNAL_SERVER_ERROR before its formatError sees it. */
function withCode(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { ...formatted.extensions, code: formatted.extensions?.code ?? "INTERNAL_SERVER_ERROR" } };
}

/** Apollo's serialization: errors before data, a trailing newline. */
function sendGraphQL(res: ServerResponse, status: number, body: unknown, type: string): void {
  const text = `${JSON.stringify(body)}\n`;
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
