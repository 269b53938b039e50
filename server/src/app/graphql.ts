import type { IncomingMessage, Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  subscribe,
  validate,
  type ExecutionArgs,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import type { Context as SocketContext } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import proxyaddr from "proxy-addr";
import { WebSocketServer } from "ws";
import { clientKey, compileTrust } from "../common/client-key.js";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { serverMessage } from "../modules/i18n/server-messages.js";
import { toGraphQLError } from "../modules/i18n/translated-errors.js";
import { createContext, socketCookies, socketIdentity, type RequestContext } from "./context.js";
import { BODY_LIMIT_BYTES, MAX_SUBSCRIPTIONS_PER_CONNECTION } from "./limits.js";
import { operationRefusal, requestRefusal } from "./graphql-gate.js";
import { countedClient, runOperation, type Operation, type OperationLimits } from "./operation-limits.js";
import { guardSockets } from "./socket-guard.js";
import type { Services } from "./services.js";
import { countRefusal } from "../common/metrics.js";
import { databaseUnavailable, isDatabaseUnreachable } from "../common/transaction.js";

/**
 * An error as the caller sees it: coded errors as they are, a domain error a resolver threw translated
 * (converted here, once per error, rather than by a middleware around every field: that wrapper cost
 * about 10 µs per field of every answer), anything else logged with its stack and answered without
 * internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, language: string): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code && code !== "INTERNAL_SERVER_ERROR") {
    countRefusal(code);
    return formatted;
  }
  let cause = unwrapResolverError(error);
  if (!(cause instanceof DomainError) && isDatabaseUnreachable(cause)) cause = databaseUnavailable();
  if (cause instanceof DomainError) {
    countRefusal(cause.code);
    return { ...toGraphQLError(cause, language).toJSON(), path: formatted.path };
  }
  logger.error("graphql error", { error: String(cause), stack: (cause as Error)?.stack });
  return {
    message: serverMessage("errors.internal", language),
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR", status: 500 },
  };
}

/** The database is unreachable: 503 with Retry-After, for an HTTP request refused before execution. */
function unavailableRefusal(language: string): GraphQLError {
  const error = databaseUnavailable();
  const graphQLError = toGraphQLError(error, language);
  graphQLError.extensions.http = { status: 503, headers: new Map([["retry-after", String(error.retryAfter)]]) };
  return graphQLError;
}

/** A refusal of an HTTP request before execution: coded, in the caller's language, answered with its status (and Retry-After). */
function refusal(error: DomainError, language: string): GraphQLError {
  const graphQLError = toGraphQLError(error, language);
  graphQLError.extensions.http = {
    status: error.status,
    ...(error.retryAfter !== undefined ? { headers: new Map([["retry-after", String(error.retryAfter)]]) } : {}),
  };
  return graphQLError;
}

/**
 * GraphQL's own syntax, validation and variable messages, coded as Apollo codes them over HTTP; without
 * their "Did you mean ...?" hints when the schema is not public (as Apollo's hideSchemaDetailsFromClientErrors).
 */
function coded(errors: readonly GraphQLError[], code: string, hideSchema: boolean): GraphQLError[] {
  return errors.map((error) => {
    const message = hideSchema ? error.message.replace(/ ?Did you mean(.+?)\?$/, "") : error.message;
    return new GraphQLError(message, { nodes: error.nodes, extensions: { code, status: 400 } });
  });
}

export interface GraphQLEndpoint {
  /** Answers a GraphQL request over HTTP (GET or POST /graphql, its body parsed). */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  stop(): Promise<void>;
}

type SocketParams = Record<string, unknown>;

/**
 * Apollo Server 5 on /graphql (no landing page: browsers get graphql-explorer.ts; introspection on) plus
 * graphql-ws on the same path. Both transports apply the same checks before execution (DESIGN section
 * 7.1): GraphQL validation, the query limits (depth, field count, cost), mutations only with the CSRF
 * header; and both answer errors coded and translated.
 */
export async function createGraphQLEndpoint(
  schema: GraphQLSchema,
  services: Services,
  httpServer: Server,
  limits: OperationLimits,
): Promise<GraphQLEndpoint> {
  // Frames are limited like HTTP bodies: ws would otherwise parse frames of up to 100 MiB.
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql", maxPayload: BODY_LIMIT_BYTES });
  guardSockets(wsServer, {
    trustProxy: services.config.trustProxy,
    maxPerAddress: services.config.maxSocketsPerAddress,
    ipv6PrefixLength: services.config.ipv6PrefixLength,
  });
  const hideSchema = !services.config.graphqlSandbox;
  // A socket's client, keyed as the HTTP side keys it (the upgrade request's address, TRUST_PROXY honoured).
  const trust = compileTrust(services.config.trustProxy);
  // Each socket operation's claim (operation-limits.ts), from onSubscribe to the end of its execution.
  const socketOperations = new WeakMap<object, Operation>();
  const languages = new WeakMap<SocketContext<SocketParams>, Promise<string>>();
  const languageOf = (ctx: SocketContext<SocketParams>): Promise<string> => {
    let language = languages.get(ctx);
    if (!language) {
      const requested = typeof ctx.connectionParams?.language === "string" ? ctx.connectionParams.language : undefined;
      language = services.settings.resolveLanguage(requested).catch(() => "en");
      languages.set(ctx, language);
    }
    return language;
  };
  const sandbox = services.config.graphqlSandbox;
  const wsCleanup = useServer<SocketParams>(
    {
      // The whole preparation is ours (so graphql-ws's own parse and validate are not used): every check the
      // HTTP transport makes, in the same order, each refusal coded and translated.
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        // Decided before anything awaits: graphql-ws has already counted this operation, and a burst of
        // operations must not see each other's (their first ones pass, the rest are refused).
        const tooMany = Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION;
        const language = await languageOf(ctx);
        const refuse = (error: DomainError) => [toGraphQLError(error, language)];
        if (tooMany)
          return refuse(new DomainError("RATE_LIMITED", "errors.tooManySubscriptions", { max: MAX_SUBSCRIPTIONS_PER_CONNECTION }));
        const refused = requestRefusal(payload);
        if (refused) return refuse(refused);
        let document;
        try {
          document = parse(payload.query, { noLocation: true });
        } catch (error) {
          return coded([error as GraphQLError], "GRAPHQL_PARSE_FAILED", hideSchema);
        }
        const invalid = validate(schema, document);
        if (invalid.length > 0) return coded(invalid, "GRAPHQL_VALIDATION_FAILED", hideSchema);
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse(new DomainError("BAD_USER_INPUT", "errors.operationUnknown"));
        const request = (ctx.extra as { request?: IncomingMessage }).request;
        const address = request ? proxyaddr(request, trust) : undefined;
        const contextValue = {
          ...(await createContext(services, undefined, undefined, language)),
          identity: await socketIdentity(services, request),
          cookies: socketCookies(request),
          clientAddress: address ?? "unknown",
          clientKey: clientKey(address, services.config.ipv6PrefixLength),
        };
        // The socket carries no CSRF header (nor the draft cookie of a booking made over HTTP, only the waiting room's visitor
        // cookie): it never changes anything.
        const refusedOperation = operationRefusal(schema, document, operation, contextValue, { transport: "socket", sandbox });
        if (refusedOperation) return refuse(refusedOperation);
        // Then its variables, as Apollo coerces them over HTTP once the operation passed: a wrong type is the caller's error.
        const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 10 });
        if (variables.errors) return coded(variables.errors, "BAD_USER_INPUT", hideSchema);
        // Last, once nothing else refuses it: the operation counts among its client's under way (HTTP's too).
        const claim = limits.create();
        const tooManyUnderWay = claim.start(operation.operation, countedClient(contextValue));
        if (tooManyUnderWay) return refuse(tooManyUnderWay);
        socketOperations.set(contextValue, claim);
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      // graphql-ws calls these right after onSubscribe: the operation is current while it runs (a subscription while it
      // sets up), answers the refusal alone past its reads, and is over when it settles.
      execute: (args) => runSocketOperation(args.contextValue, () => Promise.resolve(execute(args))),
      subscribe: (args) => runSocketOperation(args.contextValue, () => Promise.resolve(subscribe(args))),
      onNext: async (ctx, _id, _payload, args, result): Promise<FormattedExecutionResult | void> => {
        if (!result.errors) return undefined;
        const language = (args.contextValue as RequestContext | undefined)?.language ?? (await languageOf(ctx));
        return { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, language)) };
      },
      onError: async (ctx, _id, _payload, errors) => {
        const language = await languageOf(ctx);
        return errors.map((error) => formatGraphQLError(error.toJSON(), error, language));
      },
    },
    wsServer,
  );
  async function runSocketOperation<T>(contextValue: unknown, work: () => Promise<T>): Promise<T | { errors: GraphQLError[] }> {
    const claim = socketOperations.get(contextValue as object);
    const result = await runOperation(limits, claim, work);
    if (!claim?.exceeded) return result;
    return { errors: [toGraphQLError(claim.tooManyReads(), (contextValue as RequestContext).language)] };
  }
  // Apollo's formatError knows no request: each error remembers its request's language on the way.
  const errorLanguages = new WeakMap<object, string>();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    // main.ts stops the whole app on SIGINT and SIGTERM. Apollo's own handlers would call stop() too, and a
    // second concurrent stop() never returns (@apollo/server 5 resolves its barrier only on failure): every
    // shutdown with NODE_ENV other than test hung until the 20 s bound and exited with 1.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // No "Did you mean ...?" hints unless the schema is public: they would spell it out field by field.
    hideSchemaDetailsFromClientErrors: hideSchema,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, errorLanguages.get(error as object) ?? "en"),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Browsers get the explorer bundled in the client instead (graphql-explorer.ts), never Apollo's CDN page.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used: Apollo's default cache-control plugin would only wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      {
        // After GraphQL's own validation, before execution: credentials, the query limits, and the CSRF
        // header on every mutation (DESIGN section 7); queries and subscriptions change nothing.
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) errorLanguages.set(error, contextValue.language);
            },
            // An answer with nothing in it because the database was unreachable is a 503 with Retry-After, as REST's.
            async willSendResponse({ response, contextValue }) {
              const claim = limits.current();
              claim?.finish();
              // Past its reads, the operation's answer is the refusal alone (400), as a refusal before execution.
              if (claim?.exceeded && response.body.kind === "single") {
                const tooManyReads = toGraphQLError(claim.tooManyReads(), contextValue.language);
                response.body.singleResult = { errors: [formatGraphQLError(tooManyReads.toJSON(), tooManyReads, contextValue.language)] };
                response.http.status = 400;
                return;
              }
              if (response.body.kind !== "single") return;
              const { data, errors } = response.body.singleResult;
              if (!errors?.length || (data && Object.values(data).some((value) => value !== null))) return;
              if (!errors.every((error) => error.extensions?.code === "UNAVAILABLE")) return;
              response.http.status = 503;
              response.http.headers.set("retry-after", "5");
            },
            async didResolveOperation({ operation, document, contextValue }) {
              const { language } = contextValue;
              const refused = operation
                ? operationRefusal(schema, document, operation, contextValue, { transport: "http", sandbox })
                : contextValue.invalidCredentials && new DomainError("UNAUTHENTICATED", "errors.unauthorized");
              if (refused) throw refusal(refused, language);
              // Last, once nothing else refuses it: the operation counts among its client's under way (the socket's too).
              const tooManyUnderWay = operation && limits.current()?.start(operation.operation, countedClient(contextValue));
              if (tooManyUnderWay) throw refusal(tooManyUnderWay, language);
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      try {
        return await createContext(
          services,
          request,
          reply,
          await services.settings.resolveAcceptLanguage(request.headers["accept-language"]),
        );
      } catch (error) {
        // The session and the languages come from the database: while it is unreachable, 503 with Retry-After.
        if (!isDatabaseUnreachable(error)) throw error;
        throw unavailableRefusal("en");
      }
    },
  });
  // Apollo runs with the request's operation current (operation-limits.ts): started once it is resolved and checked,
  // finished when answered.
  return {
    async handle(request, reply) {
      const claim = limits.create();
      reply.raw.once("close", () => claim.finish());
      return limits.run(claim, () => apolloHandler.call(request.server, request, reply));
    },
    async stop() {
      await apollo.stop();
      wsServer.close();
    },
  };
}
