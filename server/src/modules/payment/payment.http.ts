import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteHandlerMethod } from "fastify";
import { logger } from "../../common/logger.js";
import type { Services } from "../../app/services.js";
import { publicBaseUrl, requestOrigin } from "../../common/public-url.js";
import { pathOf } from "../../common/request-target.js";
import { serverMessage } from "../i18n/server-messages.js";
import { InvalidProviderMessage, type ProviderMessage } from "./payment-provider.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest message a provider sends (a Ceepos notification is about 1 KB). */
const PROVIDER_MESSAGE_LIMIT_BYTES = 64 * 1024;

type ProviderRequest = FastifyRequest<{ Params: { provider: string }; Querystring: Record<string, string | string[] | undefined> }>;

function providerMessage(req: ProviderRequest): ProviderMessage {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") query[name] = first;
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  return { method: req.method, query, headers, rawBody: typeof req.body === "string" ? req.body : "" };
}

/**
 * /api/payments/{provider}/return (the customer's browser, redirected by the provider) and
 * /api/payments/{provider}/callback (the provider, server to server). Both are accepted only with the
 * provider's valid signature over exactly what it sent; anything else answers 400 and changes nothing.
 * The return then sends the browser to the checkout's success, pending or expired page, or back to
 * checkout after a failure or cancel. A Fastify plugin: its routes read every body as the text sent.
 */
export function paymentRoutes(
  services: Services,
  http: {
    /** The app's refusal of a query string with control characters (app/control-characters.ts). */
    queryGuard: onRequestAsyncHookHandler;
    /** The app's 404 for a path nothing serves. */
    notFound: RouteHandlerMethod;
  },
) {
  return async (scope: FastifyInstance): Promise<void> => {
    // The raw body as sent, whatever its type: Ceepos signs its JSON notification, so it is verified before any parsing.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: PROVIDER_MESSAGE_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    /** Error texts in the `?lng=` language (providers' callbacks carry none: the default language). */
    const languageOf = (req: ProviderRequest) => services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);

    const refuse = async (req: ProviderRequest, reply: FastifyReply, error: unknown) => {
      const language = await languageOf(req);
      const path = pathOf(req.url);
      if (error instanceof InvalidProviderMessage) {
        // What was wrong goes to the log (no secrets there either: adapters never put them in messages).
        logger.warn("payment message refused", { provider: error.provider, reason: error.message, path });
        return reply.code(400).type("text/plain; charset=utf-8").send(serverMessage("payment.invalidMessage", language));
      }
      logger.error("payment message failed", { path, error: String(error), stack: (error as Error)?.stack });
      return reply.code(500).type("text/plain; charset=utf-8").send(serverMessage("errors.internal", language));
    };

    // A query string with control characters, before anything is read; once the message is read (within its limit), a
    // provider this deployment does not offer (a 404 that names it).
    scope.addHook("onRequest", http.queryGuard);
    scope.addHook("preValidation", async (request, reply) => {
      const providerId = (request.params as { provider?: string }).provider;
      if (providerId === undefined || services.payments.provider(providerId)) return;
      const language = await languageOf(request as ProviderRequest);
      await reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .send(serverMessage("payment.unknownProvider", language, { provider: providerId.slice(0, 40) }));
      return reply;
    });

    scope.get("/:provider/return", async (req: ProviderRequest, reply) => {
      try {
        const resolution = await services.paymentSettlement.receive(req.params.provider, "return", providerMessage(req));
        const base = publicBaseUrl(services.config.payments.publicUrl, requestOrigin(req));
        return reply.header("Cache-Control", "no-store").redirect(services.paymentBookings.resultUrl(base, resolution), 303);
      } catch (error) {
        return refuse(req, reply, error);
      }
    });

    // A refund the provider finishes later (Paytrail): signed like its callbacks, about the attempt in checkout-reference.
    scope.all("/:provider/refund-callback", async (req: ProviderRequest, reply) => {
      try {
        const provider = services.payments.provider(req.params.provider)!;
        if (!provider.verifyCallback) throw new InvalidProviderMessage(provider.id, "no refund callbacks");
        const report = provider.verifyCallback(providerMessage(req));
        const reference = typeof report.payload["checkout-reference"] === "string" ? String(report.payload["checkout-reference"]) : "";
        // `part`: our own marker on the callback URL of a partial refund (the money ledger's id of the refund).
        const part = typeof req.query.part === "string" ? req.query.part : null;
        if (part !== null && !UUID.test(part)) throw new InvalidProviderMessage(provider.id, "malformed refund part");
        const known = await services.moneyLedger.refundReported(provider.id, reference, report.status === "paid", part);
        if (!known) throw new InvalidProviderMessage(provider.id, "no such payment");
        return reply
          .code(provider.callbackAck?.status ?? 200)
          .type("text/plain; charset=utf-8")
          .send(provider.callbackAck?.body ?? "");
      } catch (error) {
        return refuse(req, reply, error);
      }
    });

    scope.all("/:provider/callback", async (req: ProviderRequest, reply) => {
      if (req.method !== "GET" && req.method !== "POST") return reply.code(405).header("Allow", "GET, POST").send();
      try {
        const providerId = req.params.provider;
        await services.paymentSettlement.receive(providerId, "callback", providerMessage(req));
        const ack = services.payments.provider(providerId)?.callbackAck ?? { status: 200, body: "" };
        return reply.code(ack.status).type("text/plain; charset=utf-8").send(ack.body);
      } catch (error) {
        return refuse(req, reply, error);
      }
    });

    // Any other path of a provider's (or none): not found, once the provider is known.
    scope.all("/:provider", http.notFound);
    scope.all("/:provider/*", http.notFound);
  };
}
