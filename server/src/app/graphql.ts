import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { RequestHandler } from "express";
import {
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import type { Context as SocketContext } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { serverMessage } from "../modules/i18n/server-messages.js";
import { toGraphQLError } from "../modules/i18n/translated-errors.js";
import { createContext, type RequestContext } from "./context.js";
import { selectsIntrospection } from "./introspection.js";
import { BODY_LIMIT_BYTES, MAX_SUBSCRIPTIONS_PER_CONNECTION } from "./limits.js";
import { queryLimitError } from "./query-limits.js";
import type { Services } from "./services.js";

/**
 * An error as the caller sees it: coded errors as they are, a domain error translated, anything else
 * logged with its stack and answered without internals.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown, language = "en"): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code && code !== "INTERNAL_SERVER_ERROR") return formatted;
  const cause = unwrapResolverError(error);
  if (cause instanceof DomainError) return { ...toGraphQLError(cause, language).toJSON(), path: formatted.path };
  logger.error("graphql error", { error: String(cause), stack: (cause as Error)?.stack });
  return {
    message: serverMessage("errors.internal", language),
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR", status: 500 },
  };
}

/** A refusal of an HTTP request before execution: coded, in the caller's language, answered with its status. */
function refusal(error: DomainError, language: string): GraphQLError {
  const graphQLError = toGraphQLError(error, language);
  graphQLError.extensions.http = { status: error.status };
  return graphQLError;
}

/** GraphQL's own syntax and validation messages, coded as Apollo codes them over HTTP. */
function coded(errors: readonly GraphQLError[], code: string): GraphQLError[] {
  return errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code, status: 400 } }));
}

export interface GraphQLEndpoint {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

type SocketParams = Record<string, unknown>;

/**
 * Apollo Server 5 on /graphql (no landing page: browsers get graphql-explorer.ts; introspection on) plus
 * graphql-ws on the same path. Both transports apply the same checks before execution (DESIGN section
 * 7.1): GraphQL validation, the query limits (depth, field count, cost), mutations only with the CSRF
 * header; and both answer errors coded and translated.
 */
export async function createGraphQLEndpoint(schema: GraphQLSchema, services: Services, httpServer: Server): Promise<GraphQLEndpoint> {
  // Frames are limited like HTTP bodies: ws would otherwise parse frames of up to 100 MiB.
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql", maxPayload: BODY_LIMIT_BYTES });
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
  /** With GRAPHQL_SANDBOX off (production's default), only a signed-in user or an API token may read the schema. */
  const introspectionRefusal = (document: DocumentNode, operation: OperationDefinitionNode, context: RequestContext): DomainError | null =>
    !services.config.graphqlSandbox && !context.identity.user && selectsIntrospection(document, operation)
      ? new DomainError("UNAUTHENTICATED", "errors.introspectionOff")
      : null;
  const wsCleanup = useServer<SocketParams>(
    {
      // The whole preparation is ours (so graphql-ws's own parse and validate are not used): every check the
      // HTTP transport makes, in the same order, each refusal coded and translated.
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const language = await languageOf(ctx);
        // graphql-ws counts the operation being prepared among the connection's operations.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
          return [
            toGraphQLError(
              new DomainError("RATE_LIMITED", "errors.tooManySubscriptions", { max: MAX_SUBSCRIPTIONS_PER_CONNECTION }),
              language,
            ),
          ];
        }
        let document;
        try {
          document = parse(payload.query, { noLocation: true });
        } catch (error) {
          return coded([error as GraphQLError], "GRAPHQL_PARSE_FAILED");
        }
        const invalid = validate(schema, document);
        if (invalid.length > 0) return coded(invalid, "GRAPHQL_VALIDATION_FAILED");
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [toGraphQLError(new DomainError("BAD_USER_INPUT", "errors.operationUnknown"), language)];
        // Mutations are refused on the socket: it cannot carry the CSRF header (nor the draft cookie of a
        // booking made over HTTP), so state changes go over HTTP where both are checked.
        if (operation.operation === "mutation") return [toGraphQLError(new DomainError("CSRF_INVALID", "errors.csrfInvalid"), language)];
        const tooExpensive = queryLimitError(schema, document, operation);
        if (tooExpensive) return [toGraphQLError(tooExpensive, language)];
        const contextValue = await createContext(services, undefined, undefined, language);
        const introspectionOff = introspectionRefusal(document, operation, contextValue);
        if (introspectionOff) return [toGraphQLError(introspectionOff, language)];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext: async (ctx, _id, _payload, args, result): Promise<FormattedExecutionResult | void> => {
        if (!result.errors) return undefined;
        const language = (args.contextValue as RequestContext | undefined)?.language ?? (await languageOf(ctx));
        return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error, language)) };
      },
      onError: async (ctx, _id, _payload, errors) => {
        const language = await languageOf(ctx);
        return errors.map((error) => formatError(error.toJSON(), error, language));
      },
    },
    wsServer,
  );
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatError(formatted, error),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Browsers get the explorer bundled in the client instead (graphql-explorer.ts), never Apollo's CDN page.
      ApolloServerPluginLandingPageDisabled(),
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
            async didResolveOperation({ operation, document, contextValue }) {
              const { language } = contextValue;
              if (contextValue.invalidCredentials) throw refusal(new DomainError("UNAUTHENTICATED", "errors.unauthorized"), language);
              if (operation) {
                const tooExpensive = queryLimitError(schema, document, operation);
                if (tooExpensive) throw refusal(tooExpensive, language);
                const introspectionOff = introspectionRefusal(document, operation, contextValue);
                if (introspectionOff) throw refusal(introspectionOff, language);
              }
              if (operation?.operation === "mutation" && !contextValue.csrfValid) {
                throw refusal(new DomainError("CSRF_INVALID", "errors.csrfInvalid"), language);
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req, res }) =>
      createContext(services, req, res, await services.settings.resolveAcceptLanguage(req.headers["accept-language"])),
  });
  return {
    middleware,
    async stop() {
      await apollo.stop();
      wsServer.close();
    },
  };
}
