import * as z from "zod/mini";
import type { RestRoute } from "../../app/rest-route.js";
import { languageAnswer, settingsAnswer } from "./settings.answers.js";

/** The REST routes of settings: languages and the site settings (in the specification's field names). */
export const settingsRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/languages",
    summary: "The enabled languages; the first is the fallback.",
    tag: "Settings",
    answers: { 200: z.array(languageAnswer) },
    handler: (ctx) => ctx.services.settings.languages(),
    language: false,
  },
  {
    method: "get",
    path: "/settings",
    summary: "The site's settings (theme colours also in the specification's names).",
    tag: "Settings",
    answers: { 200: settingsAnswer },
    handler: async (ctx) => {
      const settings = await ctx.services.settings.settings(ctx.language);
      return { ...settings, primary_color: settings.primaryColor, secondary_color: settings.secondaryColor };
    },
  },
];
