import type { RestRoute } from "../../app/rest-route.js";

/** The REST routes of settings: languages and the site settings (in the specification's field names). */
export const settingsRoutes: RestRoute[] = [
  { method: "get", path: "/languages", handler: (ctx) => ctx.services.settings.languages(), language: false },
  {
    method: "get",
    path: "/settings",
    handler: async (ctx) => {
      const settings = await ctx.services.settings.settings(ctx.language);
      return { ...settings, primary_color: settings.primaryColor, secondary_color: settings.secondaryColor };
    },
  },
];
