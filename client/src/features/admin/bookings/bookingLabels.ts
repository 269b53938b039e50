import { formatZonedDate, formatZonedTime } from "@seatbooking/core";

/** 'Matti Virtanen', else the e-mail, else null. */
export function clientName(client: { firstname?: string | null; lastname?: string | null; email?: string | null }): string | null {
  const name = [client.firstname, client.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || client.email || null;
}

/** An occasion as administrators tell them apart: its public title or internal name, and when it starts. */
export function occasionLabel(occasion: { name?: string | null; title?: string | null; startTime: string }, timeZone?: string): string {
  const when = `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`;
  const name = occasion.title?.trim() || occasion.name?.trim();
  return name ? `${when} ${name}` : when;
}

/**
 * The app path of a booking (SPEC section 2). The event is only part of the address: a booking is loaded by
 * its id, so an event the caller cannot see (unknown eventId) is written as '-'.
 */
export function bookingPath(ids: { eventId?: string | null; occasionId: string; bookingId: string }, page: "" | "edit" = ""): string {
  const path = `/admin/events/${ids.eventId || "-"}/occasions/${ids.occasionId}/bookings/${ids.bookingId}`;
  return page ? `${path}/${page}` : path;
}
