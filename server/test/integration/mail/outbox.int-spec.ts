/**
 * Issue 16, the mail layer: e-mails are enqueued in the caller's transaction and sent by the outbox
 * sender through real SMTP to a real mail catcher (smtp-server), read back from it. A mail server that is
 * down delays mail without losing it; two senders on one database send each message once; a sender that
 * stops mid-send leaves its messages to others after its lease; the same idempotency key enqueues once.
 */
import "reflect-metadata";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { startMailCatcher, type MailCatcher } from "../../../src/mail-catcher/mail-catcher.js";
import { OutboxSender } from "../../../src/modules/mail/mail-sender.js";
import type { MailToSend } from "../../../src/modules/mail/outbox.js";
import { testMessage, type TestMessageParams } from "../../../src/modules/mail/templates/test-message.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";

const FROM = "tickets@theatre.example";
const MINUTE = 60_000;

let catcher: MailCatcher;
let smtpPort: number;
let app: BookingTestApp;
let clock: ManualClock;
let sender: OutboxSender;
const extraSenders: OutboxSender[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher();
  smtpPort = catcher.smtpPort;
  clock = new ManualClock(new Date("2026-03-02T10:00:00Z"));
  app = await startBookingApp({
    demoData: false,
    clock,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: FROM, MAIL_MAX_ATTEMPTS: "3" },
  });
  sender = app.services.mailSender!;
});

afterAll(async () => {
  extraSenders.forEach((extra) => extra.close());
  await app?.stop();
  await catcher?.stop();
});

beforeEach(async () => {
  catcher.clear();
  await app.query(`DELETE FROM email_outbox`);
});

let counter = 0;
const recipient = () => `customer-${++counter}@example.fi`;

const testMail = (to: string, extra: Partial<MailToSend<TestMessageParams>> = {}): MailToSend<TestMessageParams> => ({
  template: testMessage,
  params: { requestedBy: "admin@example.com", requestedAt: clock.now() },
  to,
  language: "en",
  ...extra,
});

const enqueue = (mail: MailToSend<TestMessageParams>, dataSource: DataSource = app.services.dataSource) =>
  dataSource.transaction((manager) => app.services.mailOutbox.enqueue(manager, mail));

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  language: string;
  template: string;
  subject: string;
}

const row = async (id: string) => (await app.query<OutboxRow>(`SELECT * FROM email_outbox WHERE id = $1`, [id]))[0]!;

describe("enqueue and send", () => {
  it("a committed e-mail is delivered once, in its language, from the site; a rolled-back one never exists", async () => {
    const to = recipient();
    const { id, created } = await enqueue(testMail(to, { language: "fi" }));
    expect(created).toBe(true);
    await expect(
      app.services.dataSource.transaction(async (manager) => {
        await app.services.mailOutbox.enqueue(manager, testMail(to, { language: "sv" }));
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    expect(await app.query(`SELECT id FROM email_outbox WHERE recipient = $1`, [to])).toEqual([{ id }]);

    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail, ...others] = catcher.messages(to);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      subject: "Testiviesti: Kaupunginteatteri",
      from: `"Kaupunginteatteri" <${FROM}>`,
      to: [to],
      language: "fi",
      messageId: `<${id}@theatre.example>`,
    });
    expect(mail!.text).toContain("Sähköposti toimii");
    expect(mail!.text).toContain("admin@example.com");
    expect(mail!.html).toContain(`<html lang="fi">`);
    expect(mail!.html).toContain("<h1");
    expect(mail!.headers["auto-submitted"]).toBe("auto-generated");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sent_at: clock.now(), last_error: null, template: "test-message" });

    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(catcher.messages(to)).toHaveLength(1);
  });

  it("a language without its own template is written in the site's fallback language; the settings' texts are escaped in the HTML", async () => {
    await app.query(
      `UPDATE settings SET sitename = '{"en": "Tom & Jerry <Stage>", "fi": "Tom & Jerry <Näyttämö>"}', seller_name = 'Stage Oy',
         seller_business_id = '0112038-9', seller_address = 'Teatterikatu 1' WHERE id = 1`,
    );
    try {
      const to = recipient();
      const { id } = await enqueue(testMail(to, { language: "de" }));
      expect(await row(id)).toMatchObject({ language: "en", subject: "Test e-mail from Tom & Jerry <Stage>" });
      await sender.runOnce();
      const [mail] = catcher.messages(to);
      expect(mail!.subject).toBe("Test e-mail from Tom & Jerry <Stage>");
      expect(mail!.from).toBe(`"Tom & Jerry <Stage>" <${FROM}>`);
      expect(mail!.html).toContain("Tom &#38; Jerry &#60;Stage&#62;");
      expect(mail!.html).not.toContain("<Stage>");
      expect(mail!.text).toMatch(/Stage Oy\nBusiness ID 0112038-9\nTeatterikatu 1$/);
    } finally {
      await app.query(`UPDATE settings SET sitename = '{"en": "City Theatre", "fi": "Kaupunginteatteri", "sv": "Stadsteatern"}',
        seller_name = NULL, seller_business_id = NULL, seller_address = NULL WHERE id = 1`);
    }
  });

  it("the same idempotency key enqueues one message, even from two transactions at once", async () => {
    const to = recipient();
    const key = `renewal-link:${to}`;
    const [first, second] = await Promise.all([
      enqueue(testMail(to, { idempotencyKey: key })),
      enqueue(testMail(to, { idempotencyKey: key, language: "sv" })),
    ]);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(second.id).toBe(first.id);
    const again = await enqueue(testMail(to, { idempotencyKey: key }));
    expect(again).toEqual({ id: first.id, created: false });
    expect(await app.query(`SELECT id FROM email_outbox WHERE idempotency_key = $1`, [key])).toHaveLength(1);
    // Without a key, each enqueue is its own message.
    await enqueue(testMail(to));
    await enqueue(testMail(to));
    expect(await app.query(`SELECT id FROM email_outbox WHERE recipient = $1`, [to])).toHaveLength(3);
  });
});

describe("a mail server that is down", () => {
  it("delays mail without losing it: retried after the backoff, delivered exactly once when the server is back", async () => {
    await catcher.stop();
    try {
      const to = recipient();
      const { id } = await enqueue(testMail(to));
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const waiting = await row(id);
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: new Date(clock.now().getTime() + MINUTE) });
      expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

      clock.advance(MINUTE);
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await row(id)).toMatchObject({
        status: "pending",
        attempts: 2,
        next_attempt_at: new Date(clock.now().getTime() + 2 * MINUTE),
      });

      catcher = await startMailCatcher({ smtpPort });
      // Not due yet: nothing is sent before its time.
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(catcher.messages(to)).toEqual([]);
      clock.advance(2 * MINUTE);
      expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(catcher.messages(to)).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    } finally {
      // A failed assertion above may leave the catcher stopped; the next tests need one.
      if (!(await catcherListening())) catcher = await startMailCatcher({ smtpPort });
    }
  });

  it("a message's files wait with it: sent once with them when the server is back, then not kept", async () => {
    const pdf = Buffer.from("%PDF-1.3 a ticket\n");
    await catcher.stop();
    try {
      const to = recipient();
      const { id } = await enqueue(
        testMail(to, { attachments: [{ filename: "ticket-1-1.pdf", contentType: "application/pdf", content: pdf }] }),
      );
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      catcher = await startMailCatcher({ smtpPort });
      clock.advance(MINUTE);
      expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [mail, ...more] = catcher.messages(to);
      expect(more).toEqual([]);
      expect(mail!.attachments).toEqual([
        { filename: "ticket-1-1.pdf", contentType: "application/pdf", size: pdf.length, content: pdf.toString("base64") },
      ]);
      expect(await app.query(`SELECT position FROM email_outbox_attachments WHERE message_id = $1`, [id])).toEqual([]);
    } finally {
      if (!(await catcherListening())) catcher = await startMailCatcher({ smtpPort });
    }
  });

  it("gives up after MAIL_MAX_ATTEMPTS attempts: failed, with the server's last answer kept", async () => {
    await catcher.stop();
    try {
      const { id } = await enqueue(testMail(recipient()));
      expect(await sender.runOnce()).toMatchObject({ retrying: 1 });
      clock.advance(MINUTE);
      expect(await sender.runOnce()).toMatchObject({ retrying: 1 });
      clock.advance(2 * MINUTE);
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 3 });
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      clock.advance(60 * MINUTE);
      expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      catcher = await startMailCatcher({ smtpPort });
    }
  });
});

async function catcherListening(): Promise<boolean> {
  return fetch(`${catcher.webUrl}/api/messages`).then(
    (response) => response.ok,
    () => false,
  );
}

describe("several senders", () => {
  it("two sender processes on one database send each message exactly once", async () => {
    const second = new OutboxSender(await app.openDataSource(), clock, {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      fromAddress: FROM,
      maxAttempts: 3,
      batchSize: 4,
    });
    const first = new OutboxSender(app.services.dataSource, clock, {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      fromAddress: FROM,
      maxAttempts: 3,
      batchSize: 4,
    });
    extraSenders.push(first, second);
    const ids = new Set<string>();
    for (let index = 0; index < 30; index++) ids.add((await enqueue(testMail(recipient()))).id);

    const reports = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const received = catcher.messages();
    expect(received).toHaveLength(30);
    expect(new Set(received.map((mail) => mail.messageId))).toEqual(new Set([...ids].map((id) => `<${id}@theatre.example>`)));
    expect(await app.query(`SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status`)).toEqual([{ status: "sent", n: 30 }]);
  });

  it("a message claimed by a sender that stopped is sent by another once the claim lapses, never before", async () => {
    const to = recipient();
    const { id } = await enqueue(testMail(to));
    // What a claim leaves behind when its process dies before recording the outcome.
    await app.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 1, claim_token = gen_random_uuid(), next_attempt_at = $2 WHERE id = $1`,
      [id, new Date(clock.now().getTime() + 10 * MINUTE)],
    );
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(9 * MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(catcher.messages(to)).toEqual([]);
    clock.advance(MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(catcher.messages(to)).toHaveLength(1);
  });

  it("a message whose sender stopped on its last attempt is marked failed, not sent again", async () => {
    const { id } = await enqueue(testMail(recipient()));
    await app.query(
      `UPDATE email_outbox SET status = 'sending', attempts = 3, claim_token = gen_random_uuid(), next_attempt_at = $2 WHERE id = $1`,
      [id, clock.now()],
    );
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3 });
    expect(catcher.messages()).toEqual([]);
  });
});
