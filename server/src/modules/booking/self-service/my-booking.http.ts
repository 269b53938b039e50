import type { RestRoute } from "../../../app/rest-route.js";
import { content } from "../../../common/rest-answer.js";

/**
 * GET /api/my-booking/{token}/tickets.pdf?lng: the booking's tickets again, one PDF with a page each, behind the
 * same capability as the 'my booking' page (404 for a bad token, 409 once the booking is cancelled).
 */
export const myBookingRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/my-booking/:token/tickets.pdf",
    summary: "The booking's tickets again, one PDF with a page each, behind the 'my booking' link's token.",
    tag: "Exports",
    params: { token: "The 'my booking' link's capability." },
    answers: { 200: { media: "application/pdf", description: "The tickets.", file: true } },
    refusals: { 404: "No booking for that token.", 409: "The booking is cancelled." },
    handler: async (ctx, req) => {
      const { filename, pdf } = await ctx.services.myBooking.ticketsPdf(String(req.params.token), ctx.language);
      return content("application/pdf", pdf, { "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${filename}"` });
    },
  },
];
