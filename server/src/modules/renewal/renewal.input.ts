import * as z from "zod/mini";
import { isUuid } from "../../common/ids.js";
import { refusal } from "../../common/request-input.js";

/** The seats a customer keeps at renewal: at least one (each entry is checked on its own, renewTicketSchema). */
export const keptTicketsSchema = z.array(z.unknown()).check(z.minLength(1, refusal("renewal.keepOne")));

/**
 * One seat kept, optionally as another ticket type (an empty one keeps its type). A malformed id refuses the entry
 * as a whole (`tickets.<index>`), as whether the seat is the booking's is.
 */
export const renewTicketSchema = z.pipe(
  z
    .object({ ticketId: z.string(), ticketTypeId: z.nullish(z.string()) })
    .check(
      z.refine(({ ticketId, ticketTypeId }) => isUuid(ticketId) && (!ticketTypeId || isUuid(ticketTypeId)), refusal("errors.malformedId")),
    ),
  z.transform(({ ticketId, ticketTypeId }) => ({
    ticketId: ticketId.toLowerCase(),
    ticketTypeId: ticketTypeId ? ticketTypeId.toLowerCase() : null,
  })),
);
