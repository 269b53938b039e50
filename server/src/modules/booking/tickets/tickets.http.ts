import type { RestRoute } from "../../../app/rest-route.js";
import { content } from "../../../common/rest-answer.js";
import { DomainError } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { authorizeAny } from "../../access/authorization.js";
import { readCustomerBooking } from "../customer-booking-read.js";

/**
 * GET /api/admin/bookings/{id}/tickets.pdf?lng: a booked booking's tickets, one PDF with a page each, for the box
 * office to print or show at once after a sale (issue 34): the same document as the customer's, shown inline.
 * 404 for an unknown booking, 409 when it holds no valid tickets (not booked).
 */
export const adminTicketRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/bookings/:id/tickets.pdf",
    summary: "A booked booking's tickets as one PDF, shown inline, for the box office.",
    tag: "Exports",
    permissions: ["sell_tickets", "administer_bookings"],
    anyPermission: true,
    params: { id: "The booking's id." },
    answers: { 200: { media: "application/pdf", description: "The tickets.", file: true } },
    refusals: { 404: "No such booking.", 409: "The booking holds no valid tickets." },
    handler: async (ctx, req) => {
      authorizeAny(ctx.identity, ["sell_tickets", "administer_bookings"]);
      const booking = await readCustomerBooking(ctx.services.dataSource, parseUuid(req.params.id), ctx.language);
      if (!booking) throw new DomainError("NOT_FOUND", "booking.notFound");
      if (booking.status !== "booked") throw new DomainError("CONFLICT", "myBooking.noTickets");
      const pdf = await ctx.services.confirmations.ticketsPdf(booking, ctx.language);
      return content("application/pdf", pdf, {
        "Cache-Control": "no-store",
        "Content-Disposition": `inline; filename="tickets-${booking.number}.pdf"`,
      });
    },
  },
];
