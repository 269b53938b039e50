/**
 * Issue 16, the mail layer as an administrator meets it: the app run without SMTP_URL starts the local
 * mail catcher and sends to it; `sendTestEmail` (administer_settings) sends the test message in the
 * administrator's language and says how it went, read back through the catcher's HTTP API and inbox page.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail } from "../../../src/mail-catcher/mail-catcher.js";
import { MailService } from "../../../src/modules/mail/mail.service.js";
import { errorCode, firstError, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";

let app: BookingTestApp;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ demoData: false });
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const SEND = `mutation ($to: String!) { sendTestEmail(to: $to) { id recipient subject template language status attempts lastError sentAt } }`;

interface SentJson {
  id: string;
  recipient: string;
  subject: string;
  template: string;
  language: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

const inbox = (path: string) => fetch(`${app.mailCatcher!.webUrl}${path}`);
const caughtFor = async (to: string): Promise<CaughtMail[]> => (await inbox(`/api/messages?to=${encodeURIComponent(to)}`)).json();
const outboxCount = async () => (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM email_outbox`))[0]!.n;

describe("sendTestEmail", () => {
  it("sends the test message at once in the administrator's language; the catcher's API and inbox show it", async () => {
    expect(app.mailCatcher).not.toBeNull();
    const answer = await admin.op<{ sendTestEmail: SentJson }>(SEND, { to: " Venue@Example.fi " }, { language: "sv" });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sendTestEmail).toMatchObject({
      recipient: "Venue@Example.fi",
      subject: "Testmeddelande från Stadsteatern",
      template: "test-message",
      language: "sv",
      status: "sent",
      attempts: 1,
      lastError: null,
    });
    const [mail, ...more] = await caughtFor("venue@example.fi");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: "Testmeddelande från Stadsteatern", language: "sv" });
    expect(mail!.text).toContain("E-posten fungerar");
    expect(mail!.text).toContain("admin@example.com");

    const page = await (await inbox("/")).text();
    expect(page).toContain(`href="/messages/${mail!.id}"`);
    expect(page).toContain("Testmeddelande från Stadsteatern");
    const message = await inbox(`/messages/${mail!.id}`);
    expect(message.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await message.text()).toMatch(/<iframe sandbox="" title="The message as HTML" srcdoc="&#60;!doctype html&#62;/);
    expect((await inbox(`/api/messages/${mail!.id}`)).status).toBe(200);
    expect((await inbox(`/api/messages/no-such-message`)).status).toBe(404);
  });

  it("refuses an empty or malformed address on its field, queueing nothing", async () => {
    const before = await outboxCount();
    for (const [to, message] of [
      ["  ", "Kenttä on pakollinen"],
      ["not-an-address", "Anna kelvollinen sähköpostiosoite"],
    ] as const) {
      const answer = await admin.op(SEND, { to }, { language: "fi" });
      expect(errorCode(answer)).toBe("BAD_USER_INPUT");
      expect(firstError(answer)?.extensions?.fields).toEqual({ to: message });
    }
    expect(await outboxCount()).toBe(before);
  });

  it("is for those who administer settings", async () => {
    const before = await outboxCount();
    const user = await insertUser(app, { permissions: ["administer_events", "administer_bookings"] });
    const other = await signIn(app, user.email, user.password);
    expect(errorCode(await other.op(SEND, { to: "x@example.fi" }))).toBe("FORBIDDEN");
    expect(errorCode(await new GraphQLClient(app.url).op(SEND, { to: "x@example.fi" }))).toBe("UNAUTHENTICATED");
    expect(await outboxCount()).toBe(before);
  });

  it("without a mail server, refuses to pretend: PROVIDER_UNAVAILABLE, nothing queued", async () => {
    const before = await outboxCount();
    const unconfigured = new MailService(app.services.dataSource, app.services.clock, app.services.mailOutbox, null);
    await expect(unconfigured.sendTestEmail("x@example.fi", "en", "admin@example.com")).rejects.toMatchObject({
      code: "PROVIDER_UNAVAILABLE",
      messageKey: "mail.notConfigured",
    });
    expect(await outboxCount()).toBe(before);
  });

  it("when the mail server does not answer, says so and keeps the message queued for its retries", async () => {
    await app.mailCatcher!.stop();
    const answer = await admin.op<{ sendTestEmail: SentJson }>(SEND, { to: "venue@example.fi" });
    expect(answer.errors).toBeUndefined();
    const sent = answer.data!.sendTestEmail;
    expect(sent).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(sent.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await app.query(`SELECT status FROM email_outbox WHERE id = $1`, [sent.id])).toEqual([{ status: "pending" }]);
  });
});
