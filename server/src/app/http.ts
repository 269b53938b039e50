import type { Server } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { refuseControlCharactersInQuery } from "./control-characters.js";
import { refuseGraphQLRequests } from "./graphql-gate.js";
import { createGraphQLEndpoint, type GraphQLEndpoint } from "./graphql.js";
import { explorerOff, wantsExplorer } from "./graphql-explorer.js";
import { graphqlBodyHooks, PLACE_MARKING_BODY_LIMIT_BYTES } from "./graphql-body.js";
import { createClientPage, safeOrigin, type PageRequest } from "./client-page.js";
import { createLightPages } from "./light-pages.js";
import { createSitemap } from "./sitemap.js";
import { registerEmbed } from "./embed.js";
import { requestOrigin } from "../common/public-url.js";
import { answerError, answerPlain } from "./request-errors.js";
import { configureBodies, httpError } from "./request-body.js";
import { MAX_PARAMETER_LENGTH, registerRestRoutes, restPathRefusal } from "./rest.js";
import { paymentRoutes } from "../modules/payment/payment.http.js";
import type { Services } from "./services.js";
import { metricsEndpoint } from "./observability.js";
import { addEdgeHooks, answerOutsideHooks, requestIdFor } from "./edge.js";
import { isGraphQLPath, pathOf } from "../common/request-target.js";
import { compileTrust } from "../common/client-key.js";
import { BODY_LIMIT_BYTES } from "./limits.js";
import { OperationLimits } from "./operation-limits.js";

export interface HttpApp {
  server: Server;
  graphql: GraphQLEndpoint;
}

/** A year: the build names its assets by their content, so a changed asset is a new name. */
const ASSET_MAX_AGE_MS = 365 * 24 * 3600 * 1000;
/** The client's other files (icons, the manifest) keep their names across builds. */
const FILE_MAX_AGE_MS = 3600 * 1000;

/**
 * One origin on one HTTP stack (Fastify, chosen by measurement: README, "Choosing the stack"): the built client,
 * /graphql (HTTP and WebSocket), /api, /healthz, /readyz and /metrics. Every request passes the edge's hooks
 * (edge.ts); each route does only its own work.
 */
export async function createHttpApp(services: Services, schema: GraphQLSchema): Promise<HttpApp> {
  const trust = compileTrust(services.config.trustProxy);
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: (address: string, hop: number) => trust(address, hop),
    genReqId: (req) => requestIdFor(req.headers),
    // Longer than common load balancers' idle timeouts, so a reused keep-alive connection is never cut under a request.
    keepAliveTimeout: 65_000,
    // Node's own bound on a whole request (Fastify's default is none): a body sent a byte at a time cannot hold a socket.
    requestTimeout: 300_000,
    // Paths as users type them: any case, a trailing slash ignored, a parameter of any length (a malformed id is the
    // handler's 400).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAMETER_LENGTH },
    // A path that is not valid percent-encoding: the same answer as any other bad request.
    // Fastify answers it before any hook: it gets what the edge gives every answer here.
    frameworkErrors: (error, request, reply) => {
      answerOutsideHooks(request, reply);
      void answerError(services, error, request, reply);
    },
  });
  app.server.headersTimeout = 66_000;
  // GraphQL operations per client, their database reads, and the pool connections GraphQL queries leave to the rest.
  const limits = new OperationLimits({
    maxPerClient: services.config.maxOperationsPerClient,
    readConnections: services.config.dbPoolSize - services.config.dbPoolReserve,
  });
  limits.guardSchema(schema);
  limits.guardDataSource(services.dataSource);

  addEdgeHooks(app);
  configureBodies(app);
  app.setErrorHandler((error, request, reply) => answerError(services, error, request, reply));

  registerRestRoutes(app, services);
  await app.register(
    paymentRoutes(services, {
      queryGuard: refuseControlCharactersInQuery(services),
      notFound: (request, reply) => answerPlain(services, request, reply, 404, "errors.notFound"),
    }),
    { prefix: "/api/payments" },
  );

  app.get("/healthz", (_request, reply) => reply.type("text/plain; charset=utf-8").send("ok"));
  app.get("/metrics", metricsEndpoint(services.config.metricsToken, services.config.trustProxy !== false));
  app.get("/readyz", async (_request, reply) => {
    try {
      await services.dataSource.query("SELECT 1");
      return reply.type("text/plain; charset=utf-8").send("ready");
    } catch {
      return reply.code(503).type("text/plain; charset=utf-8").send("database unreachable");
    }
  });

  const clientDist = services.config.clientDist;
  const clientPage = createClientPage(clientDist, services, undefined, createLightPages(clientDist, services, schema));
  registerSearchFiles(app, services);
  registerEmbed(app, services, clientDist, schema);
  const graphql = await createGraphQLEndpoint(schema, services, app.server, limits);
  const body = graphqlBodyHooks(services);
  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/graphql",
    bodyLimit: PLACE_MARKING_BODY_LIMIT_BYTES,
    preParsing: body.preParsing,
    preValidation: body.preValidation,
    preHandler: refuseGraphQLRequests(services),
    handler: async (request, reply) => {
      if (request.method === "GET" && wantsExplorer(request)) {
        if (!services.config.graphqlSandbox) return explorerOff(services, request, reply);
        const page = await clientPage(pageRequest(request));
        reply.hijack();
        return page.write(request.raw, reply.raw);
      }
      return graphql.handle(request, reply);
    },
  });

  await registerClient(app, services, clientDist, clientPage);
  await app.ready();
  return { server: app.server, graphql };
}

/** An app page's request as the page reads it. */
function pageRequest(request: FastifyRequest): PageRequest {
  const mark = request.url.indexOf("?");
  return {
    path: pathOf(request.url),
    search: mark < 0 ? "" : request.url.slice(mark),
    headers: request.headers,
    origin: requestOrigin(request),
  };
}

/** /sitemap.xml and /robots.txt for search engines (sitemap.ts), absolute URLs from PUBLIC_URL, else the request's origin. */
function registerSearchFiles(app: FastifyInstance, services: Services): void {
  const search = createSitemap(services);
  const originOf = (request: FastifyRequest) =>
    services.config.payments.publicUrl?.replace(/\/+$/, "") ?? safeOrigin(requestOrigin(request));
  app.get("/sitemap.xml", async (request, reply) => {
    const body = await search.sitemap(originOf(request));
    reply.hijack();
    body.send(request.raw, reply.raw);
  });
  app.get("/robots.txt", (request, reply) =>
    reply
      // Without PUBLIC_URL the Sitemap line names the request's host: no shared cache may keep it for another host.
      .header("Cache-Control", services.config.payments.publicUrl ? "public, max-age=3600" : "no-cache")
      .type("text/plain; charset=utf-8")
      .send(search.robots(originOf(request))),
  );
}

/** The site language an app path starts with (`/fi/events`), if it names one. */
async function pageLanguage(services: Services, requestPath: string): Promise<string | undefined> {
  const first = /^\/([^/]+)/.exec(requestPath)?.[1]?.toLowerCase();
  if (!first) return undefined;
  const languages = await services.settings.languageIds().catch(() => [] as string[]);
  return languages.includes(first) ? first : undefined;
}

/**
 * The built client: its files (each asset's brotli or gzip copy, made at build time, to a browser that takes it), and
 * for every other GET outside /api and /graphql, the single-page app's page (its router renders 404s itself). What is
 * left: a 405 with Allow for a facade path and a method it does not take, else a 404 in the API's shape.
 */
async function registerClient(
  app: FastifyInstance,
  services: Services,
  clientDist: string,
  clientPage: ReturnType<typeof createClientPage>,
): Promise<void> {
  const queryGuard = refuseControlCharactersInQuery(services);
  await app.register(async (files) => {
    files.addHook("onRequest", queryGuard);
    // Named by their content: cached for a year, never revalidated.
    await files.register(fastifyStatic, {
      root: path.join(clientDist, "assets"),
      prefix: "/assets/",
      index: false,
      preCompressed: true,
      immutable: true,
      // A dotfile is none of the build's files to serve: its path is a page of the app.
      dotfiles: "ignore",
      maxAge: ASSET_MAX_AGE_MS,
      // The answer depends on Accept-Encoding for a file with compressed copies, and a cache must know it.
      setHeaders: (res) => res.setHeader("Vary", "Accept-Encoding"),
    });
    await files.register(fastifyStatic, {
      root: clientDist,
      index: false,
      maxAge: FILE_MAX_AGE_MS,
      decorateReply: false,
      dotfiles: "ignore",
      // A directory is no file to send: its path is a page of the app.
      allowedPath: (pathname) => !pathname.endsWith("/"),
    });
  });
  const restRefusal = restPathRefusal(services);
  app.setNotFoundHandler(async (request, reply) => {
    const requestPath = pathOf(request.url);
    if (/^\/api(\/|$)/i.test(requestPath)) return restRefusal(request, reply);
    if (isGraphQLPath(request.url)) return answerError(services, httpError(404, "not found"), request, reply);
    if (request.method !== "GET" && request.method !== "HEAD") {
      // An app page is only read (a form posted to it, a script's mistake): 405 in the language its path names.
      reply.header("Allow", "GET, HEAD");
      return answerPlain(services, request, reply, 405, "errors.methodNotAllowed", undefined, await pageLanguage(services, requestPath));
    }
    // Its query string was checked on the way to the files (a page is a file the build does not have).
    const page = await clientPage(pageRequest(request));
    reply.hijack();
    await page.write(request.raw, reply.raw);
  });
}
