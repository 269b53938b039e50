import type { EntityManager } from "typeorm";

/**
 * Forgets the e-mails kept for bookings whose client details are being erased: an outbox message holds
 * the recipient's address and the text sent to them, so it goes with the details.
 */
export async function forgetBookingMessages(manager: EntityManager, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await manager.query(`DELETE FROM email_outbox WHERE booking_id = ANY($1::uuid[])`, [bookingIds]);
}
