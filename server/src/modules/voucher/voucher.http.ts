import { badRequest } from "../../common/errors.js";
import type { RestRoute } from "../../app/rest-route.js";
import { draftCaller } from "../booking/booking.http.js";

/** A draft's voucher code in REST (SPEC section 7's draft routes): apply with `{ "code": "..." }`, take off with DELETE. */
export const voucherRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/drafts/:uuid/voucher",
    handler: async (ctx, req) => {
      const uuid = String(req.params.uuid);
      const code = ((req.body ?? {}) as Record<string, unknown>).code;
      if (typeof code !== "string") throw badRequest();
      const draft = await ctx.services.vouchers.apply(uuid, code, { ...draftCaller(ctx, uuid), clientKey: ctx.clientKey });
      return { uuid: draft.uuid, total: draft.summary.total, summary: draft.summary };
    },
  },
  {
    method: "delete",
    path: "/drafts/:uuid/voucher",
    handler: async (ctx, req) => {
      const uuid = String(req.params.uuid);
      const draft = await ctx.services.vouchers.remove(uuid, draftCaller(ctx, uuid));
      return { uuid: draft.uuid, total: draft.summary.total, summary: draft.summary };
    },
  },
];
