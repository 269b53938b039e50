import type { RestRoute } from "../../../app/rest-route.js";
import { badRequest } from "../../../common/errors.js";
import { checkoutInput, draftCaller, requestBaseUrl, setDraftCookie } from "../booking.http.js";

/** Season tickets being bought, over REST: hold places on every date, read the order, give a place back, check out and pay. */
export const seriesPassRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/series/:seriesId/hold",
    handler: async (ctx, req) => {
      const body = (req.body ?? {}) as { spaceIds?: unknown; orderUuid?: unknown };
      if (!Array.isArray(body.spaceIds) || !body.spaceIds.every((id) => typeof id === "string")) throw badRequest("series.placesRequired");
      if (body.orderUuid !== undefined && body.orderUuid !== null && typeof body.orderUuid !== "string") throw badRequest();
      const orderUuid = typeof body.orderUuid === "string" ? body.orderUuid : null;
      const caller = draftCaller(ctx, "");
      const held = await ctx.services.seriesPasses.hold(
        String(req.params.seriesId),
        body.spaceIds,
        { ...caller, clientKey: ctx.clientKey },
        orderUuid,
      );
      if (held.secret !== caller.secret) setDraftCookie(ctx, held.secret);
      return ctx.services.seriesPasses.read(held.orderUuid, { ...caller, secret: held.secret });
    },
  },
  {
    method: "get",
    path: "/series/orders/:orderUuid",
    handler: (ctx, req) => ctx.services.seriesPasses.read(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid))),
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid",
    handler: async (ctx, req) => {
      await ctx.services.seriesPasses.cancel(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)));
    },
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid/places/:spaceId",
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
    handler: (ctx, req) => ctx.services.seriesPasses.result(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid))),
  },
  {
    method: "post",
    path: "/series/orders/:orderUuid/confirm",
    handler: async (ctx, req) => {
      const caller = draftCaller(ctx, String(req.params.orderUuid));
      await ctx.services.checkout.confirmOrder(String(req.params.orderUuid), checkoutInput(req.body), caller);
      return ctx.services.seriesPasses.result(String(req.params.orderUuid), caller);
    },
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid/payment",
    handler: async (ctx, req) => {
      const caller = draftCaller(ctx, String(req.params.orderUuid));
      await ctx.services.checkout.cancelOrderPayment(String(req.params.orderUuid), caller);
      return ctx.services.seriesPasses.read(String(req.params.orderUuid), caller);
    },
  },
  {
    method: "post",
    path: "/series/orders/:orderUuid/pay",
    handler: (ctx, req) =>
      ctx.services.checkout.payOrder(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)), {
        baseUrl: requestBaseUrl(ctx),
      }),
  },
  {
    method: "post",
    path: "/series/orders/:orderUuid/continue-payment",
    handler: (ctx, req) =>
      ctx.services.checkout.continueOrderPayment(String(req.params.orderUuid), draftCaller(ctx, String(req.params.orderUuid)), {
        baseUrl: requestBaseUrl(ctx),
      }),
  },
];
