import { badRequest } from "../../common/errors.js";
import { download } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { authorize } from "../access/authorization.js";
import { draftCaller } from "../booking/booking.http.js";

/**
 * A draft's (or a season ticket order's) voucher code in REST (SPEC section 7's draft routes): apply with
 * `{ "code": "..." }`, take off with DELETE.
 */
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
  {
    method: "post",
    path: "/series/orders/:orderUuid/voucher",
    handler: async (ctx, req) => {
      const orderUuid = String(req.params.orderUuid);
      const code = ((req.body ?? {}) as Record<string, unknown>).code;
      if (typeof code !== "string") throw badRequest();
      const caller = draftCaller(ctx, "");
      await ctx.services.vouchers.applyToOrder(orderUuid, code, { ...caller, clientKey: ctx.clientKey });
      return ctx.services.seriesPasses.read(orderUuid, caller);
    },
  },
  {
    method: "delete",
    path: "/series/orders/:orderUuid/voucher",
    handler: async (ctx, req) => {
      const orderUuid = String(req.params.orderUuid);
      const caller = draftCaller(ctx, "");
      await ctx.services.vouchers.removeFromOrder(orderUuid, caller);
      return ctx.services.seriesPasses.read(orderUuid, caller);
    },
  },
];

/**
 * GET /api/admin/vouchers/campaigns/{id}/codes.csv (administer_vouchers): a batch's codes for printing or mailing;
 * GET and PUT .../places: the places the campaign holds back for its codes per date (PUT `{ occasionId, spaceIds }`).
 */
export const voucherAdminRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/vouchers/campaigns/:campaignId/codes.csv",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_vouchers"]);
      const campaign = await ctx.services.voucherAdmin.campaign(String(req.params.campaignId));
      const file = { name: `voucher-codes-${campaign.id.slice(0, 8)}.csv`, type: "text/csv; charset=utf-8", what: "voucher codes" };
      return download(file, (out) => ctx.services.voucherAdmin.codesCsv(campaign.id, ctx.language, out));
    },
  },
  {
    method: "get",
    path: "/admin/vouchers/campaigns/:campaignId/places",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_vouchers"]);
      return ctx.services.voucherAdmin.places(String(req.params.campaignId));
    },
  },
  {
    method: "put",
    path: "/admin/vouchers/campaigns/:campaignId/places",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_vouchers"]);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { occasionId, spaceIds } = body;
      if (typeof occasionId !== "string" || !Array.isArray(spaceIds) || !spaceIds.every((id) => typeof id === "string")) throw badRequest();
      return ctx.services.voucherAdmin.setPlaces(String(req.params.campaignId), occasionId, spaceIds as string[]);
    },
  },
];
