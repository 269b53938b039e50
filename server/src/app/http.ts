import { createServer, type Server } from "node:http";
import path from "node:path";
import express from "express";
import type { GraphQLSchema } from "graphql";
import { refuseControlCharactersInQuery } from "./control-characters.js";
import { refuseGraphQLRequests } from "./graphql-gate.js";
import { createGraphQLEndpoint, type GraphQLEndpoint } from "./graphql.js";
import { graphqlExplorerPage } from "./graphql-explorer.js";
import { graphqlBody } from "./graphql-body.js";
import { createClientPage } from "./client-page.js";
import { precompressedAssets } from "./precompressed-assets.js";
import { createRequestErrorHandler } from "./request-errors.js";
import { createRestRouter } from "./rest.js";
import { withoutTranslations } from "../common/without-translations.js";
import { createPaymentRouter } from "../modules/payment/payment.http.js";
import type { Services } from "./services.js";
import { metricsEndpoint } from "./observability.js";
import { edge } from "./edge.js";
import { compileTrust, type TrustProxy } from "../common/client-key.js";
import { replayLaneBodyError, withFastLane } from "./fast-lane.js";
import { GraphQLLane } from "./graphql-lane.js";
import { OperationLimits } from "./operation-limits.js";

export interface HttpApp {
  server: Server;
  graphql: GraphQLEndpoint;
}

/** One origin: the built client, /graphql (HTTP and WebSocket), /api, /healthz, /readyz and /metrics. */
export async function createHttpApp(services: Services, schema: GraphQLSchema): Promise<HttpApp> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", compileTrust(services.config.trustProxy));
  // GraphQL operations per client, their database reads, and the pool connections GraphQL queries leave to the rest.
  const limits = new OperationLimits({
    maxPerClient: services.config.maxOperationsPerClient,
    readConnections: services.config.dbPoolSize - services.config.dbPoolReserve,
  });
  limits.guardSchema(schema);
  limits.guardDataSource(services.dataSource);
  // A map poller's occupancy and a hold (REST or GraphQL) skip Express (issue 18); everything else reaches the app below.
  const server = createServer(
    withFastLane(services, app.get("trust proxy fn") as TrustProxy, app, new GraphQLLane(services, schema, limits)),
  );
  // Longer than common load balancers' idle timeouts, so a reused keep-alive connection is never cut under a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.set("json replacer", withoutTranslations);
  // Route-scoped from here on: a body is parsed, input checked and a request context built only where a route needs them.
  app.use(edge);
  // The API first: a hold or a map poll is matched by the second layer it meets.
  const queryGuard = refuseControlCharactersInQuery(services);
  app.use("/api/payments", queryGuard, createPaymentRouter(services));
  app.use("/api", createRestRouter(services));

  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/metrics", metricsEndpoint(services.config.metricsToken, services.config.trustProxy !== false));
  app.get("/readyz", async (_req, res) => {
    try {
      await services.dataSource.query("SELECT 1");
      res.type("text/plain").send("ready");
    } catch {
      res.status(503).type("text/plain").send("database unreachable");
    }
  });

  const clientDist = services.config.clientDist;
  const sendClient = createClientPage(clientDist, services);

  const graphql = await createGraphQLEndpoint(schema, services, server, limits);
  app.use("/graphql", replayLaneBodyError, graphqlBody(services), refuseGraphQLRequests(services));
  app.get("/graphql", graphqlExplorerPage(services, sendClient));
  app.use("/graphql", graphql.middleware);
  app.use(queryGuard);

  app.use("/assets", precompressedAssets(path.join(clientDist, "assets")));
  app.use(
    express.static(clientDist, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.set("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Client routes: the single-page app answers every other GET (its router renders 404s itself).
  app.get(/.*/, (req, res, next) => sendClient(req, res).catch(next));
  app.use(createRequestErrorHandler(services));
  return { server, graphql };
}
