import * as z from "zod/mini";
import type { RestRoute } from "../../../app/rest-route.js";
import { refusal } from "../../../common/request-input.js";
import { restRoute } from "../../../common/rest-route.js";
import { paymentSubmissionAnswer, seriesOrderAnswer, seriesOrderResultAnswer } from "../booking.answers.js";
import { checkoutBody, draftCaller, requestBaseUrl, setDraftCookie } from "../booking.http.js";

const PLACES_REQUIRED = refusal("series.placesRequired");
const EXPIRED = "The order expired, or is another browser's.";

/** Season tickets being bought, over REST: hold places on every date, read the order, give a place back, check out and pay. */
export const seriesPassRoutes: RestRoute[] = [
  restRoute({
    method: "post",
    path: "/series/:seriesId/hold",
    summary: "Hold places on every date of a series: a new order, or more places for `orderUuid`.",
    tag: "Season tickets",
    body: z.object({
      spaceIds: z.array(z.string(PLACES_REQUIRED), PLACES_REQUIRED),
      orderUuid: z.optional(z.nullable(z.string())),
    }),
    answers: { 200: seriesOrderAnswer },
    refusals: {
      403: "The series is not on sale.",
      404: "No such series, or the order expired.",
      409: "A place is taken on one of the dates.",
      429: "This address holds too many places.",
    },
    handler: async (ctx, req) => {
      const caller = draftCaller(ctx, "");
      const held = await ctx.services.seriesPasses.hold(
        req.params.seriesId,
        req.body.spaceIds,
        { ...caller, clientKey: ctx.clientKey },
        req.body.orderUuid ?? null,
      );
      if (held.secret !== caller.secret) setDraftCookie(ctx, held.secret);
      return ctx.services.seriesPasses.read(held.orderUuid, { ...caller, secret: held.secret });
    },
  }),
  {
    method: "get",
    path: "/series/orders/:orderUuid",
    summary: "The order being bought (with its cookie).",
    tag: "Season tickets",
    answers: { 200: seriesOrderAnswer },
    refusals: { 404: EXPIRED },
    handler: (ctx, req) => ctx.services.seriesPasses.read(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid))),
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid",
    summary: "Give the whole order up.",
    tag: "Season tickets",
    answers: { 204: null },
    refusals: { 404: EXPIRED },
    handler: async (ctx, req) => {
      await ctx.services.seriesPasses.cancel(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)));
    },
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid/places/:spaceId",
    summary: "Give a place back on every date; the last place ends the order (204).",
    tag: "Season tickets",
    answers: { 200: seriesOrderAnswer, 204: null },
    refusals: { 404: EXPIRED },
    handler: async (ctx, req) => {
      const order = await ctx.services.seriesPasses.removePlace(
        String(req.params.orderUuid),
        String(req.params.spaceId),
        draftCaller(ctx, String(req.params.orderUuid)),
      );
      return order ?? undefined;
    },
  },
  {
    method: "get",
    path: "/series/orders/:orderUuid/result",
    summary: "Where the order stands after checkout, in any status.",
    tag: "Season tickets",
    answers: { 200: seriesOrderResultAnswer },
    refusals: { 404: EXPIRED },
    handler: (ctx, req) => ctx.services.seriesPasses.result(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid))),
  },
  restRoute({
    method: "post",
    path: "/series/orders/:orderUuid/confirm",
    summary: "Check out the order with the customer's details, payment method and the terms.",
    tag: "Season tickets",
    body: checkoutBody,
    answers: { 200: seriesOrderResultAnswer },
    refusals: { 404: EXPIRED, 409: "A payment is already in progress, or the buyer's cap is reached." },
    handler: async (ctx, req) => {
      const caller = draftCaller(ctx, req.params.orderUuid);
      await ctx.services.checkout.confirmOrder(req.params.orderUuid, req.body, caller);
      return ctx.services.seriesPasses.result(req.params.orderUuid, caller);
    },
  }),
  {
    method: "delete",
    path: "/series/orders/:orderUuid/payment",
    summary: "Cancel the order's payment: it is editable again.",
    tag: "Season tickets",
    answers: { 200: seriesOrderAnswer },
    refusals: { 404: EXPIRED },
    handler: async (ctx, req) => {
      const caller = draftCaller(ctx, String(req.params.orderUuid));
      await ctx.services.checkout.cancelOrderPayment(String(req.params.orderUuid), caller);
      return ctx.services.seriesPasses.read(String(req.params.orderUuid), caller);
    },
  },
  {
    method: "post",
    path: "/series/orders/:orderUuid/pay",
    summary: "Pay the order once: answers what the browser submits to the provider.",
    tag: "Season tickets",
    answers: { 200: paymentSubmissionAnswer },
    refusals: { 404: EXPIRED, 409: "A payment is already in progress." },
    handler: (ctx, req) =>
      ctx.services.checkout.payOrder(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)), {
        baseUrl: requestBaseUrl(ctx),
      }),
  },
  {
    method: "post",
    path: "/series/orders/:orderUuid/continue-payment",
    summary: "Continue the order's open provider attempt.",
    tag: "Season tickets",
    answers: { 200: paymentSubmissionAnswer },
    refusals: { 404: EXPIRED, 409: "No payment to continue." },
    handler: (ctx, req) =>
      ctx.services.checkout.continueOrderPayment(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)), {
        baseUrl: requestBaseUrl(ctx),
      }),
  },
];
