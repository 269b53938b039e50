import accepts from "accepts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { serverMessage } from "../modules/i18n/server-messages.js";
import type { Services } from "./services.js";

/**
 * Whether GET /graphql is a browser's (Accept prefers text/html): it opens the GraphQL explorer, a route of the built
 * client (so it works offline and under the app's Content-Security-Policy); API calls go to GraphQL.
 */
export function wantsExplorer(request: FastifyRequest): boolean {
  return accepts(request.raw).type(["application/json", "application/graphql-response+json", "text/html"]) === "text/html";
}

/** With GRAPHQL_SANDBOX off (production's default) the explorer is a short 404. */
export async function explorerOff(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const language = await services.settings.resolveAcceptLanguage(request.headers["accept-language"]);
  reply.code(404).type("text/plain; charset=utf-8").send(serverMessage("errors.graphqlExplorerOff", language));
}
