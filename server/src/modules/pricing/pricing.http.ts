import * as z from "zod/mini";
import type { RestRoute } from "../../app/rest-route.js";
import { addonAnswer, paymentMethodAnswer, ticketTypeAnswer } from "./pricing.answers.js";

/** The REST routes of pricing: addons, ticket types and the payment methods offered. */
export const pricingRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/addons",
    summary: "The addons on sale.",
    tag: "Pricing",
    answers: { 200: z.array(addonAnswer) },
    handler: (ctx) => ctx.services.pricing.addons(ctx.language),
  },
  {
    method: "get",
    path: "/ticket-types",
    summary: "The ticket types, in order.",
    tag: "Pricing",
    answers: { 200: z.array(ticketTypeAnswer) },
    handler: (ctx) => ctx.services.pricing.ticketTypes(ctx.language),
  },
  {
    method: "get",
    path: "/payment-methods",
    summary: "The payment methods offered.",
    tag: "Pricing",
    answers: { 200: z.array(paymentMethodAnswer) },
    handler: async (ctx) => ctx.services.paymentMethods.list(ctx.language),
  },
];
