import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import cookieParser from "cookie-parser";
import express from "express";
import type { GraphQLSchema } from "graphql";
import { createGraphQLEndpoint, type GraphQLEndpoint } from "./graphql.js";
import { createRestRouter } from "./rest.js";
import { createPaymentRouter } from "../modules/payment/payment.http.js";
import type { Services } from "./services.js";
import { logger } from "../common/logger.js";

export interface HttpApp {
  server: Server;
  graphql: GraphQLEndpoint;
}

/** One origin: the built client, /graphql (HTTP and WebSocket), /api, /healthz and /readyz. */
export async function createHttpApp(services: Services, schema: GraphQLSchema): Promise<HttpApp> {
  const app = express();
  const server = createServer(app);
  // Longer than common load balancers' idle timeouts, so a reused keep-alive connection is never cut under a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.disable("x-powered-by");
  app.set("trust proxy", services.config.trustProxy);
  app.use((_req, res, next) => {
    res.set("Referrer-Policy", "same-origin");
    res.set("X-Content-Type-Options", "nosniff");
    res.set("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  app.use(cookieParser());
  app.use(accessLog);

  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await services.dataSource.query("SELECT 1");
      res.type("text/plain").send("ready");
    } catch {
      res.status(503).type("text/plain").send("database unreachable");
    }
  });

  const graphql = await createGraphQLEndpoint(schema, services, server);
  app.use("/graphql", express.json({ limit: "100kb" }), graphql.middleware);
  app.use("/api/payments", createPaymentRouter(services));
  app.use("/api", createRestRouter(services));

  const clientDist = services.config.clientDist;
  const indexHtml = path.join(clientDist, "index.html");
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
  app.get(/.*/, (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type("text/plain").send("The client is not built: run `npm run build` (npm start does it for you).");
      return;
    }
    res.set("Cache-Control", "no-cache").sendFile(indexHtml);
  });
  return { server, graphql };
}

/**
 * With LOG_LEVEL=debug, one line per request: method, path (never the query string, which may carry
 * tokens), GraphQL operation name, status and duration. The end-to-end tests print these lines for a
 * failed test.
 */
const accessLog: express.RequestHandler = (req, res, next) => {
  if (!logger.enabled("debug")) return next();
  const started = performance.now();
  res.on("finish", () => {
    const body: unknown = req.body;
    const operation = body && typeof body === "object" && "operationName" in body ? body.operationName : undefined;
    logger.debug("http", {
      method: req.method,
      path: req.path,
      ...(typeof operation === "string" ? { operation } : {}),
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  });
  next();
};
