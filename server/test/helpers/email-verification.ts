import type { BookingTestApp } from "./booking-app.js";
import { GraphQLClient } from "./booking-client.js";

const CONFIRM_EMAIL = `mutation ($token: String!) { confirmBuyerEmail(token: $token) { bookingId } }`;

/** The addresses the booking's checkout was e-mailed a confirmation link for (template buyer-verification), oldest first. */
export async function verificationRecipients(app: BookingTestApp, bookingId: string): Promise<string[]> {
  const rows = await app.query<{ recipient: string }>(
    `SELECT recipient FROM email_outbox WHERE template = 'buyer-verification' AND booking_id = $1 ORDER BY created_at`,
    [bookingId],
  );
  return rows.map((row) => row.recipient);
}

/**
 * Opens the link of the booking's latest confirmation e-mail (to `recipient`, when given: a test's manual clock can stamp two
 * alike) in another browser, as from a phone's mail app.
 */
export async function openVerificationLink(app: BookingTestApp, bookingId: string, recipient?: string): Promise<void> {
  const [mail] = await app.query<{ body_text: string }>(
    `SELECT body_text FROM email_outbox WHERE template = 'buyer-verification' AND booking_id = $1 AND ($2::text IS NULL OR recipient = $2)
      ORDER BY created_at DESC LIMIT 1`,
    [bookingId, recipient ?? null],
  );
  const token = /\/verify-email\/([A-Za-z0-9_-]{43})(?=\s|$)/m.exec(mail?.body_text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link was e-mailed for booking ${bookingId}`);
  const answer = await new GraphQLClient(app.url).op<{ confirmBuyerEmail: { bookingId: string } }>(CONFIRM_EMAIL, { token });
  if (answer.data?.confirmBuyerEmail.bookingId !== bookingId) throw new Error(`confirmBuyerEmail failed: ${JSON.stringify(answer.errors)}`);
}
