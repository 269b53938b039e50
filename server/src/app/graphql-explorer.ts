import type { Request, RequestHandler, Response } from "express";
import { serverMessage } from "../modules/i18n/server-messages.js";
import type { Services } from "./services.js";

/**
 * GET /graphql from a browser (Accept: text/html) opens the GraphQL explorer, a route of the built
 * client (so it works offline and under the app's Content-Security-Policy); API calls go on to
 * GraphQL. With GRAPHQL_SANDBOX off (production's default) the explorer is a short 404.
 */
export function graphqlExplorerPage(services: Services, sendClient: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res, next) => {
    if (req.accepts(["application/json", "application/graphql-response+json", "text/html"]) !== "text/html") return next();
    if (services.config.graphqlSandbox) return sendClient(req, res);
    const language = await services.settings.resolveAcceptLanguage(req.headers["accept-language"]);
    res.status(404).type("text/plain").send(serverMessage("errors.graphqlExplorerOff", language));
  };
}
