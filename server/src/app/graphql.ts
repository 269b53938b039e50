import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import type { RequestHandler } from "express";
import { getOperationAST, parse, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { toGraphQLError } from "./errors.js";
import { createContext, type RequestContext } from "./context.js";
import { depthLimit } from "./depth-limit.js";
import type { Services } from "./services.js";

const MAX_QUERY_DEPTH = 12;

/** Unexpected errors are logged with their request id and answered without internals. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code && code !== "INTERNAL_SERVER_ERROR") return formatted;
  logger.error("graphql error", { error: String(unwrapResolverError(error)), stack: (unwrapResolverError(error) as Error)?.stack });
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR", status: 500 } };
}

export interface GraphQLEndpoint {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

/** Apollo Server 5 on /graphql (no landing page: browsers get graphql-explorer.ts; introspection on) plus graphql-ws on the same path. */
export async function createGraphQLEndpoint(schema: GraphQLSchema, services: Services, httpServer: Server): Promise<GraphQLEndpoint> {
  const wsServer = new WebSocketServer({ server: httpServer, path: "/graphql" });
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      // Mutations are refused on the socket: it cannot carry the CSRF header (nor the draft cookie of a
      // booking made over HTTP), so state changes go over HTTP where both are checked.
      onSubscribe: async (ctx, _id, payload) => {
        let operation;
        try {
          operation = getOperationAST(parse(payload.query), payload.operationName);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        if (operation?.operation !== "mutation") return undefined;
        const requested = typeof ctx.connectionParams?.language === "string" ? ctx.connectionParams.language : undefined;
        const language = await services.settings.resolveLanguage(requested);
        return [toGraphQLError(new DomainError("CSRF_INVALID", "errors.csrfInvalid"), language)];
      },
      context: async (ctx) => {
        const requested = typeof ctx.connectionParams?.language === "string" ? ctx.connectionParams.language : undefined;
        return createContext(services, undefined, undefined, await services.settings.resolveLanguage(requested));
      },
    },
    wsServer,
  );
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
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
        // Every mutation needs the CSRF header (DESIGN section 7); queries and subscriptions change nothing.
        async requestDidStart() {
          return {
            async didResolveOperation({ operation, contextValue }) {
              if (contextValue.invalidCredentials) {
                const error = toGraphQLError(new DomainError("UNAUTHENTICATED", "errors.unauthorized"), contextValue.language);
                error.extensions.http = { status: 401 };
                throw error;
              }
              if (operation?.operation === "mutation" && !contextValue.csrfValid) {
                const error = toGraphQLError(new DomainError("CSRF_INVALID", "errors.csrfInvalid"), contextValue.language);
                error.extensions.http = { status: 403 };
                throw error;
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
