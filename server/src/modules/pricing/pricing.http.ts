import type { RestRoute } from "../../app/rest-route.js";

/** The REST routes of pricing: addons, ticket types and the payment methods offered. */
export const pricingRoutes: RestRoute[] = [
  { method: "get", path: "/addons", handler: (ctx) => ctx.services.pricing.addons(ctx.language) },
  { method: "get", path: "/ticket-types", handler: (ctx) => ctx.services.pricing.ticketTypes(ctx.language) },
  { method: "get", path: "/payment-methods", handler: async (ctx) => ctx.services.paymentMethods.list(ctx.language) },
];
