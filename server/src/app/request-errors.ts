import type { ErrorRequestHandler, Request } from "express";
import { logger } from "../common/logger.js";
import { isDatabaseUnreachable } from "../common/transaction.js";
import { serverMessage, type MessageKey } from "../modules/i18n/server-messages.js";
import type { Services } from "./services.js";
import { loggablePath } from "./loggable-path.js";

interface Refusal {
  status: number;
  /** extensions.code for GraphQL callers. */
  code: string;
  messageKey: MessageKey;
}

/**
 * What an error no router answered means to the caller. Body parsers and static files fail with
 * http-errors (`status`, `type`): a body that is not JSON, one over the limit, an unsupported charset;
 * any other error is the server's own.
 */
function refusalFor(error: unknown): Refusal {
  if (isDatabaseUnreachable(error)) return { status: 503, code: "UNAVAILABLE", messageKey: "errors.unavailable" };
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (type === "entity.too.large" || status === 413)
    return { status: 413, code: "PAYLOAD_TOO_LARGE", messageKey: "errors.payloadTooLarge" };
  if (error instanceof URIError) return { status: 400, code: "BAD_REQUEST", messageKey: "errors.badRequest" };
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 404) return { status, code: "NOT_FOUND", messageKey: "errors.notFound" };
    return { status, code: "BAD_REQUEST", messageKey: "errors.badRequest" };
  }
  return { status: 500, code: "INTERNAL_SERVER_ERROR", messageKey: "errors.internal" };
}

const isGraphQL = (req: Request) => req.originalUrl === "/graphql" || /^\/graphql[/?]/.test(req.originalUrl);

/**
 * The last error handler: answers what reached it as the API it was meant for, in the caller's
 * language (GraphQL: a GraphQL-shaped JSON error from Accept-Language; elsewhere plain text from
 * `?lng=`), never Express's HTML page with its stack trace and file paths.
 */
export function createRequestErrorHandler(services: Services): ErrorRequestHandler {
  return async (error, req, res, next) => {
    // Part of an answer is out: nothing sensible can follow, and Express closes the connection.
    if (res.headersSent) return next(error);
    const refusal = refusalFor(error);
    if (refusal.status >= 500)
      logger.error("request error", { path: loggablePath(req.path), error: String(error), stack: (error as Error)?.stack });
    const graphql = isGraphQL(req);
    let language = "en";
    try {
      language = graphql
        ? await services.settings.resolveAcceptLanguage(req.headers["accept-language"])
        : await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
    } catch {
      // The languages come from the database; an error answer must not depend on it.
    }
    const message = serverMessage(refusal.messageKey, language);
    res.status(refusal.status).set("Cache-Control", "no-store");
    if (refusal.status === 503) res.set("Retry-After", "5");
    if (graphql) res.json({ errors: [{ message, extensions: { code: refusal.code, status: refusal.status } }] });
    else res.type("text/plain").send(message);
  };
}
