import type { BookingTestApp } from "./booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "./booking-client.js";

// Reaching a waiting-list entry's confirmation as its visitor does (issue 32): the link in the confirmation e-mail.

export const CONFIRM = `mutation ($token: String!) {
  confirmWaitingList(token: $token) { occasionId eventName startTime partySize }
}`;

export interface ConfirmationJson {
  occasionId: string;
  eventName: string;
  startTime: string;
  partySize: number;
}

/** The confirmation e-mail sent to `email` for its entry on the occasion: subject, text, and the link's path and token. */
export async function confirmationMail(
  app: BookingTestApp,
  occasionId: string,
  email: string,
): Promise<{ subject: string; text: string; path: string; token: string } | null> {
  const [row] = await app.query<{ subject: string; body_text: string }>(
    `SELECT m.subject, m.body_text FROM email_outbox m
      WHERE m.template = 'waiting-list-confirm' AND m.recipient = $2 AND m.idempotency_key IN
            (SELECT 'waiting-list-confirm:' || id FROM waiting_list_entries WHERE occasion_id = $1)
      ORDER BY m.created_at DESC LIMIT 1`,
    [occasionId, email],
  );
  if (!row) return null;
  const link = /https?:\/\/[^/\s]+(\/[a-z]{2}\/waiting-list\/confirm\/([A-Za-z0-9_-]{43}))(?=\s|$)/.exec(row.body_text);
  if (!link) return null;
  return { subject: row.subject, text: row.body_text, path: link[1]!, token: link[2]! };
}

/** Opens the link of the entry's confirmation e-mail (the page confirms through confirmWaitingList with its token). */
export async function confirmByMail(
  app: BookingTestApp,
  occasionId: string,
  email: string,
  browser = new GraphQLClient(app.url),
): Promise<GraphQLAnswer<{ confirmWaitingList: ConfirmationJson }>> {
  const mail = await confirmationMail(app, occasionId, email);
  if (!mail) throw new Error(`no confirmation e-mail to ${email} for occasion ${occasionId}`);
  return browser.op<{ confirmWaitingList: ConfirmationJson }>(CONFIRM, { token: mail.token });
}
