import type { RequestContext } from "../../app/context.js";
import type { RestRoute } from "../../app/rest-route.js";
import * as z from "zod/mini";
import { restRoute } from "../../common/rest-route.js";
import { queueAdmissionAnswer, queueStatusAnswer } from "./queue.answers.js";
import { setSecretCookie } from "../booking/booking.http.js";
import { admissionCookieName, QUEUE_VISITOR_COOKIE } from "./admission-token.js";
import type { QueueStatus } from "./queue.service.js";

/** The browser's visitor cookie: a day, so closing the tab and coming back keeps its place in every line it waits in. */
export function setVisitorCookie(ctx: RequestContext, secret: string): void {
  if (ctx.cookies[QUEUE_VISITOR_COOKIE] === secret) return;
  setSecretCookie(ctx, QUEUE_VISITOR_COOKIE, secret, 24 * 3600 * 1000);
}

/** The date's admission cookie, for as long as the admission lasts. */
export function setAdmissionCookie(ctx: RequestContext, occasionId: string, token: string, expiresAt: Date): void {
  setSecretCookie(ctx, admissionCookieName(occasionId), token, Math.max(0, expiresAt.getTime() - Date.now()));
}

/** A public occasion's id, checked (NOT_FOUND for an unpublished one, as its page). */
export async function publishedOccasionId(ctx: RequestContext, occasionId: string): Promise<string> {
  return (await ctx.loaders.publishedOccasion(occasionId)).id;
}

export async function joinQueue(ctx: RequestContext, occasionIdInput: string): Promise<QueueStatus> {
  const occasionId = await publishedOccasionId(ctx, occasionIdInput);
  const joined = await ctx.services.queue.join(occasionId, ctx.cookies[QUEUE_VISITOR_COOKIE], ctx.clientKey);
  setVisitorCookie(ctx, joined.visitorSecret);
  return joined.status;
}

export async function claimAdmission(ctx: RequestContext, occasionIdInput: string) {
  const occasionId = await publishedOccasionId(ctx, occasionIdInput);
  const claimed = await ctx.services.queue.claim(occasionId, ctx.cookies[QUEUE_VISITOR_COOKIE]);
  setAdmissionCookie(ctx, occasionId, claimed.token, claimed.expiresAt);
  return { expiresAt: claimed.expiresAt, status: claimed.status };
}

export async function useQueuePass(ctx: RequestContext, occasionIdInput: string, code: string) {
  const occasionId = await publishedOccasionId(ctx, occasionIdInput);
  const used = await ctx.services.queue.usePass(occasionId, code, ctx.cookies[QUEUE_VISITOR_COOKIE], ctx.clientKey);
  setVisitorCookie(ctx, used.visitorSecret);
  setAdmissionCookie(ctx, occasionId, used.token, used.expiresAt);
  return { expiresAt: used.expiresAt, status: used.status };
}

/**
 * A date's waiting room in REST: GET its standing for this browser, POST to join the line, POST .../admission to take
 * the admission when the turn has come, POST .../pass `{ "code": "..." }` to be let through with an operator's pass.
 */
export const queueRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/occasions/:id/queue",
    summary: "This browser's standing in the date's waiting room.",
    tag: "Queue",
    params: { id: "The occasion's id." },
    answers: { 200: queueStatusAnswer },
    refusals: { 404: "No such published occasion." },
    handler: async (ctx, req) => {
      const occasionId = await publishedOccasionId(ctx, String(req.params.id));
      return ctx.services.queue.status(occasionId, ctx.cookies[QUEUE_VISITOR_COOKIE]);
    },
  },
  {
    method: "post",
    path: "/occasions/:id/queue",
    summary: "Join the line (the visitor cookie keeps the place).",
    tag: "Queue",
    params: { id: "The occasion's id." },
    answers: { 200: queueStatusAnswer },
    refusals: { 404: "No such published occasion.", 409: "The date has no waiting room, or it is not open." },
    handler: (ctx, req) => joinQueue(ctx, String(req.params.id)),
  },
  {
    method: "post",
    path: "/occasions/:id/queue/admission",
    summary: "Take the admission when the turn has come (sets the date's admission cookie).",
    tag: "Queue",
    params: { id: "The occasion's id." },
    answers: { 200: queueAdmissionAnswer },
    refusals: { 404: "No such published occasion.", 409: "Not this browser's turn." },
    handler: (ctx, req) => claimAdmission(ctx, String(req.params.id)),
  },
  restRoute({
    method: "post",
    path: "/occasions/:id/queue/pass",
    summary: "Be let through with an operator's pass code.",
    tag: "Queue",
    params: { id: "The occasion's id." },
    body: z.object({ code: z.string() }),
    answers: { 200: queueAdmissionAnswer },
    refusals: { 404: "No such published occasion, or no such pass.", 409: "The pass is used up." },
    handler: (ctx, req) => useQueuePass(ctx, req.params.id, req.body.code),
  }),
];
