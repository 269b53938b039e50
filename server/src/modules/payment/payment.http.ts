import express, { Router, type Request, type Response } from "express";
import { logger } from "../../common/logger.js";
import type { Services } from "../../app/services.js";
import { publicBaseUrl } from "../../common/public-url.js";
import { serverMessage } from "../i18n/server-messages.js";
import { InvalidProviderMessage, type ProviderMessage } from "./payment-provider.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function providerMessage(req: Request): ProviderMessage {
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
 * checkout after a failure or cancel.
 */
export function createPaymentRouter(services: Services): Router {
  const router = Router();
  // The raw body as sent: Ceepos signs its JSON notification, so it is verified before any parsing.
  router.use(express.text({ type: () => true, limit: "64kb" }));

  /** Error texts in the `?lng=` language (providers' callbacks carry none: the default language). */
  const languageOf = (req: Request) => services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);

  const refuse = async (req: Request, res: Response, error: unknown) => {
    const language = await languageOf(req);
    if (error instanceof InvalidProviderMessage) {
      // What was wrong goes to the log (no secrets there either: adapters never put them in messages).
      logger.warn("payment message refused", { provider: error.provider, reason: error.message, path: req.path });
      res.status(400).type("text/plain").send(serverMessage("payment.invalidMessage", language));
      return;
    }
    logger.error("payment message failed", { path: req.path, error: String(error), stack: (error as Error)?.stack });
    res.status(500).type("text/plain").send(serverMessage("errors.internal", language));
  };

  // A provider this deployment does not offer: a 404 that names it, before anything is parsed.
  router.use("/:provider", async (req, res, next) => {
    const providerId = String(req.params.provider);
    if (services.payments.provider(providerId)) {
      next();
      return;
    }
    const language = await languageOf(req);
    res
      .status(404)
      .type("text/plain")
      .send(serverMessage("payment.unknownProvider", language, { provider: providerId.slice(0, 40) }));
  });

  router.get("/:provider/return", async (req, res) => {
    try {
      const resolution = await services.paymentSettlement.receive(String(req.params.provider), "return", providerMessage(req));
      const base = publicBaseUrl(services.config.payments.publicUrl, req);
      res.set("Cache-Control", "no-store").redirect(303, services.paymentBookings.resultUrl(base, resolution));
    } catch (error) {
      await refuse(req, res, error);
    }
  });

  // A refund the provider finishes later (Paytrail): signed like its callbacks, about the attempt in checkout-reference.
  router.all("/:provider/refund-callback", async (req, res) => {
    try {
      const provider = services.payments.provider(String(req.params.provider))!;
      if (!provider.verifyCallback) throw new InvalidProviderMessage(provider.id, "no refund callbacks");
      const report = provider.verifyCallback(providerMessage(req));
      const reference = typeof report.payload["checkout-reference"] === "string" ? String(report.payload["checkout-reference"]) : "";
      // `part`: our own marker on the callback URL of a partial refund (the money ledger's id of the refund).
      const part = typeof req.query.part === "string" ? req.query.part : null;
      if (part !== null && !UUID.test(part)) throw new InvalidProviderMessage(provider.id, "malformed refund part");
      const known = await services.moneyLedger.refundReported(provider.id, reference, report.status === "paid", part);
      if (!known) throw new InvalidProviderMessage(provider.id, "no such payment");
      res
        .status(provider.callbackAck?.status ?? 200)
        .type("text/plain")
        .send(provider.callbackAck?.body ?? "");
    } catch (error) {
      await refuse(req, res, error);
    }
  });

  router.all("/:provider/callback", async (req, res) => {
    if (req.method !== "GET" && req.method !== "POST") {
      res.status(405).set("Allow", "GET, POST").end();
      return;
    }
    try {
      const providerId = String(req.params.provider);
      await services.paymentSettlement.receive(providerId, "callback", providerMessage(req));
      const ack = services.payments.provider(providerId)?.callbackAck ?? { status: 200, body: "" };
      res.status(ack.status).type("text/plain").send(ack.body);
    } catch (error) {
      await refuse(req, res, error);
    }
  });

  return router;
}
