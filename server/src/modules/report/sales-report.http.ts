import { download, EXPORT_TYPES } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { authorize } from "../access/authorization.js";
import * as z from "zod/mini";
import { described } from "../../common/api-schema.js";
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
    summary: `The sales report of a range of days (at most a year) as ${format.toUpperCase()}.`,
    tag: "Exports",
    permissions: ["administer_bookings"],
    query: {
      from: described("The first day, yyyy-mm-dd.", z.optional(z.string())),
      to: described("The last day, yyyy-mm-dd (at most 366 days after `from`).", z.optional(z.string())),
      eventId: described("Only this event's sales.", z.optional(z.string())),
    },
    answers: { 200: { media: EXPORT_TYPES[format].split(";")[0]!, description: "The sales report.", file: true } },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_bookings"]);
      const single = (name: string) => (typeof req.query[name] === "string" ? String(req.query[name]) : "");
      const filter = { from: single("from"), to: single("to"), eventId: single("eventId") || null };
      checkSalesReportFilter(filter);
      const report = await ctx.services.salesReport.report(filter);
      const file = { name: `sales-${report.from}-${report.to}.${format}`, type: EXPORT_TYPES[format], what: "sales report export" };
      return download(file, (out) =>
        format === "csv" ? salesReportCsv(report, ctx.language, out) : salesReportXlsx(report, ctx.language, out),
      );
    },
  };
}

export const salesReportRoutes: RestRoute[] = [reportRoute("csv"), reportRoute("xlsx")];
