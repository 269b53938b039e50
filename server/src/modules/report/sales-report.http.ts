import type { RestRoute } from "../../app/rest-route.js";
import { logger } from "../../common/logger.js";
import { authorize } from "../access/authorization.js";
import { checkSalesReportFilter } from "./sales-report.js";
import { salesReportCsv, salesReportXlsx } from "./sales-report-export.js";

/**
 * GET /api/admin/reports/sales.csv|.xlsx?from&to&eventId&lng: the sales report as files for the accounts, for
 * browsers (session) and other systems (API token), administer_bookings. A bad range is a 400 before anything is sent.
 */
function reportRoute(format: "csv" | "xlsx"): RestRoute {
  return {
    method: "get",
    path: `/admin/reports/sales.${format}`,
    handler: async (ctx, req, res) => {
      authorize(ctx.identity, ["administer_bookings"]);
      const single = (name: string) => (typeof req.query[name] === "string" ? String(req.query[name]) : "");
      const filter = { from: single("from"), to: single("to"), eventId: single("eventId") || null };
      checkSalesReportFilter(filter);
      const report = await ctx.services.salesReport.report(filter);
      res
        .status(200)
        .set("Cache-Control", "no-store")
        .set("Content-Disposition", `attachment; filename="sales-${report.from}-${report.to}.${format}"`)
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      try {
        if (format === "csv") await salesReportCsv(report, ctx.language, res);
        else await salesReportXlsx(report, ctx.language, res);
      } catch (error) {
        // The download has started: a broken file must not pass for a whole one.
        logger.error("sales report export failed", { error: String(error), stack: (error as Error)?.stack });
        res.destroy(error as Error);
      }
      return undefined;
    },
  };
}

export const salesReportRoutes: RestRoute[] = [reportRoute("csv"), reportRoute("xlsx")];
