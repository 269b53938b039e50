import type { RestRoute } from "../../../app/rest-route.js";

/**
 * GET /api/my-booking/{token}/tickets.pdf?lng: the booking's tickets again, one PDF with a page each, behind the
 * same capability as the 'my booking' page (404 for a bad token, 409 once the booking is cancelled).
 */
export const myBookingRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/my-booking/:token/tickets.pdf",
    handler: async (ctx, req, res) => {
      const { filename, pdf } = await ctx.services.myBooking.ticketsPdf(String(req.params.token), ctx.language);
      res
        .status(200)
        .set("Cache-Control", "no-store")
        .set("Content-Disposition", `attachment; filename="${filename}"`)
        .type("application/pdf")
        .send(pdf);
      return undefined;
    },
  },
];
