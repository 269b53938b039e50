import * as z from "zod/mini";
import { download } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { restRoute } from "../../common/rest-route.js";
import { namedInput } from "../../common/api-schema.js";
import { seriesOrderAnswer } from "../booking/booking.answers.js";
import { campaignPlacesAnswer, voucherTotalAnswer } from "./voucher.answers.js";
import { authorize } from "../access/authorization.js";
import { draftCaller } from "../booking/booking.http.js";

/** A voucher code as the customer typed it (the service trims and checks it). */
const codeBody = namedInput("VoucherCode", z.object({ code: z.string() }));

/**
 * A draft's (or a season ticket order's) voucher code in REST (SPEC section 7's draft routes): apply with
 * `{ "code": "..." }`, take off with DELETE.
 */
export const voucherRoutes: RestRoute[] = [
  restRoute({
    method: "post",
    path: "/drafts/:uuid/voucher",
    summary: "Apply a voucher code to the draft.",
    tag: "Vouchers",
    body: codeBody,
    answers: { 200: voucherTotalAnswer },
    refusals: {
      404: "Booking expired or missing.",
      409: "The code is used up.",
      422: "No such code, or not for this booking.",
      429: "Too many codes tried from this address.",
    },
    handler: async (ctx, req) => {
      const uuid = req.params.uuid;
      const draft = await ctx.services.vouchers.apply(uuid, req.body.code, { ...draftCaller(ctx, uuid), clientKey: ctx.clientKey });
      return { uuid: draft.uuid, total: draft.summary.total, summary: draft.summary };
    },
  }),
  {
    method: "delete",
    path: "/drafts/:uuid/voucher",
    summary: "Take the draft's voucher off.",
    tag: "Vouchers",
    answers: { 200: voucherTotalAnswer },
    refusals: { 404: "Booking expired or missing." },
    handler: async (ctx, req) => {
      const uuid = String(req.params.uuid);
      const draft = await ctx.services.vouchers.remove(uuid, draftCaller(ctx, uuid));
      return { uuid: draft.uuid, total: draft.summary.total, summary: draft.summary };
    },
  },
  restRoute({
    method: "post",
    path: "/series/orders/:orderUuid/voucher",
    summary: "Apply a voucher code to a season ticket order.",
    tag: "Vouchers",
    body: codeBody,
    answers: { 200: seriesOrderAnswer },
    refusals: {
      404: "The order expired, or is another browser's.",
      409: "The code is used up.",
      422: "No such code, or not for this order.",
      429: "Too many codes tried from this address.",
    },
    handler: async (ctx, req) => {
      const orderUuid = req.params.orderUuid;
      const caller = draftCaller(ctx, "");
      await ctx.services.vouchers.applyToOrder(orderUuid, req.body.code, { ...caller, clientKey: ctx.clientKey });
      return ctx.services.seriesPasses.read(orderUuid, caller);
    },
  }),
  {
    method: "delete",
    path: "/series/orders/:orderUuid/voucher",
    summary: "Take a season ticket order's voucher off.",
    tag: "Vouchers",
    answers: { 200: seriesOrderAnswer },
    refusals: { 404: "The order expired, or is another browser's." },
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
    summary: "A campaign's codes as CSV, for printing or mailing.",
    tag: "Vouchers",
    permissions: ["administer_vouchers"],
    answers: { 200: { media: "text/csv", description: "The codes.", file: true } },
    refusals: { 404: "No such campaign." },
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
    summary: "The places a campaign holds back for its codes, per date.",
    tag: "Vouchers",
    permissions: ["administer_vouchers"],
    answers: { 200: z.array(campaignPlacesAnswer) },
    refusals: { 404: "No such campaign." },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_vouchers"]);
      return ctx.services.voucherAdmin.places(String(req.params.campaignId));
    },
  },
  restRoute({
    method: "put",
    path: "/admin/vouchers/campaigns/:campaignId/places",
    summary: "Set the places a campaign holds back on one date.",
    tag: "Vouchers",
    permissions: ["administer_vouchers"],
    body: z.object({ occasionId: z.string(), spaceIds: z.array(z.string()) }),
    answers: { 200: campaignPlacesAnswer },
    refusals: { 404: "No such campaign, occasion or place.", 409: "A place is already taken or held back." },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_vouchers"]);
      return ctx.services.voucherAdmin.setPlaces(req.params.campaignId, req.body.occasionId, req.body.spaceIds);
    },
  }),
];
