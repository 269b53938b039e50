import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { countRefusal } from "../common/metrics.js";
import { isGraphQLPath, pathOf } from "../common/request-target.js";
import { databaseUnavailable, isDatabaseUnreachable } from "../common/transaction.js";
import { REST_FIELD_NAMES } from "../modules/booking/booking.http.js";
import { serverMessage, type MessageKey } from "../modules/i18n/server-messages.js";
import { toGraphQLError, toRestError } from "../modules/i18n/translated-errors.js";
import { loggablePath } from "./loggable-path.js";
import type { Services } from "./services.js";

/** A refusal as any API answers it: status, code (GraphQL's extensions.code), the caller's message, Retry-After. */
interface Refusal {
  status: number;
  code: string;
  message: string;
  retryAfter?: number;
}

/**
 * What an error means to the caller (DESIGN section 5), in `language`: a DomainError as it says; the database out of
 * reach, 503 with Retry-After; what the HTTP layer refused before a handler ran (a body that is not JSON, one over its
 * limit, an unsupported encoding, a malformed path); anything else the server's own fault, logged and answered
 * without internals.
 */
export function refusalOf(error: unknown, language: string, path = ""): Refusal {
  if (!(error instanceof DomainError) && isDatabaseUnreachable(error)) error = databaseUnavailable();
  if (error instanceof DomainError) {
    countRefusal(error.code);
    const { status, body } = toRestError(error, language, REST_FIELD_NAMES);
    return { status, code: error.code, message: body, retryAfter: error.retryAfter };
  }
  const httpRefusal = (status: number, code: string, key: MessageKey): Refusal => ({ status, code, message: serverMessage(key, language) });
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return httpRefusal(413, "PAYLOAD_TOO_LARGE", "errors.payloadTooLarge");
  if (error instanceof URIError) return httpRefusal(400, "BAD_REQUEST", "errors.badRequest");
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 404) return httpRefusal(404, "NOT_FOUND", "errors.notFound");
    return httpRefusal(status, "BAD_REQUEST", "errors.badRequest");
  }
  logger.error("request error", { path: loggablePath(path), error: String(error), stack: (error as Error)?.stack });
  return httpRefusal(500, "INTERNAL_SERVER_ERROR", "errors.internal");
}

/** The language of an answer to a request: GraphQL's from Accept-Language, everything else's from `?lng=` first. */
export function answerLanguage(services: Services, request: FastifyRequest): Promise<string> {
  const accepted = request.headers["accept-language"];
  const language = isGraphQLPath(request.url)
    ? services.settings.resolveAcceptLanguage(accepted)
    : services.settings.requestLanguage((request.query as { lng?: unknown } | undefined)?.lng, accepted);
  // The languages come from the database; an error answer must not depend on it.
  return language.catch(() => "en");
}

/**
 * The one place a failed request is answered, whichever route failed or none matched: as the API it was meant for,
 * in the caller's language (GraphQL: a GraphQL-shaped JSON error; elsewhere plain text), never stored by a cache, never
 * a framework's page with its stack trace and file paths. `language`: the one the route already chose.
 */
export async function answerError(
  services: Services,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  language?: string,
): Promise<void> {
  // Part of an answer is out: nothing sensible can follow.
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  const graphql = isGraphQLPath(request.url);
  const lang = language ?? (await answerLanguage(services, request));
  const refusal = refusalOf(error, lang, pathOf(request.url));
  reply.code(refusal.status).header("Cache-Control", "no-store");
  if (refusal.retryAfter !== undefined) reply.header("Retry-After", String(refusal.retryAfter));
  if (!graphql) return void reply.type("text/plain; charset=utf-8").send(refusal.message);
  const graphQLError =
    error instanceof DomainError
      ? toGraphQLError(error, lang).toJSON()
      : { message: refusal.message, extensions: { code: refusal.code, status: refusal.status } };
  reply.type("application/json; charset=utf-8").send(JSON.stringify({ errors: [graphQLError] }));
}

/**
 * A plain-text refusal of a path: 404 for nothing there, 405 for a method it does not take. `language`: the one the
 * path names (an app page's), else the request's own.
 */
export async function answerPlain(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: Record<string, string>,
  pathLanguage?: string,
): Promise<void> {
  const language = pathLanguage ?? (await answerLanguage(services, request));
  reply
    .code(status)
    .header("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(serverMessage(key, language, params));
}
