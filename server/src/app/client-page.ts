import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import { logger } from "../common/logger.js";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** /{lng}/occasions/{id}: the seat map's route. */
const SEAT_MAP_PATH = new RegExp(`^/[a-z]{2,3}/occasions/(${UUID})/?$`);

/**
 * The single-page app's index.html, with what the page can use before its first request: on a seat map's
 * route, the occasion's plan (`<meta name="occasion-plan" content="{occasionId} {planId}">`), so the map's
 * drawing and places load alongside the occasion instead of after it (issue 18: one round trip less on a cold
 * load). Only a published occasion's plan is named; anything else gets the page as built.
 */
export function createClientPage(clientDist: string, dataSource: DataSource) {
  const indexHtml = path.join(clientDist, "index.html");
  let cached: { mtimeMs: number; html: string } | null = null;

  const template = async (): Promise<string | null> => {
    const stats = await stat(indexHtml).catch(() => null);
    if (!stats) return null;
    // Read again when the client is rebuilt under a running server (development).
    if (cached?.mtimeMs !== stats.mtimeMs) cached = { mtimeMs: stats.mtimeMs, html: await readFile(indexHtml, "utf8") };
    return cached.html;
  };

  const occasionPlan = async (occasionId: string): Promise<string | null> => {
    try {
      const rows: Array<{ plan_id: string }> = await dataSource.query(
        `SELECT o.plan_id FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1 AND o.published AND e.published`,
        [occasionId],
      );
      return rows[0]?.plan_id ?? null;
    } catch (error) {
      // A hint is an optimisation: the page works without it.
      logger.warn("page hint failed", { error: (error as Error).message });
      return null;
    }
  };

  const hintsFor = async (pathname: string): Promise<string> => {
    const occasionId = SEAT_MAP_PATH.exec(pathname)?.[1]?.toLowerCase();
    if (!occasionId) return "";
    const planId = await occasionPlan(occasionId);
    return planId ? `<meta name="occasion-plan" content="${occasionId} ${planId}" />` : "";
  };

  return async (req: Request, res: Response): Promise<void> => {
    const html = await template();
    if (html === null) {
      res.status(503).type("text/plain").send("The client is not built: run `npm run build` (npm start does it for you).");
      return;
    }
    const hints = await hintsFor(req.path);
    res
      .set("Cache-Control", "no-cache")
      .type("html")
      .send(hints ? html.replace("</head>", `${hints}</head>`) : html);
  };
}
