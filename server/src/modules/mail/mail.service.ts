import { setTimeout as sleep } from "node:timers/promises";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, notFound } from "../../common/errors.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { testEmailSchema } from "./mail.input.js";
import type { OutboxSender } from "./mail-sender.js";
import type { OutboxMessageView } from "./mail.results.js";
import { OutboxMessageEntity } from "./outbox-message.entity.js";
import type { MailOutbox } from "./outbox.js";
import { testMessage } from "./templates/test-message.js";

/** How long the test message's answer waits for another sender that claimed it first. */
const SETTLE_MS = 15_000;

/** What administrators do with e-mail directly: check that it reaches people. */
export class MailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    /** Null when no mail server is configured (mail then waits in the outbox). */
    private readonly sender: OutboxSender | null,
  ) {}

  /**
   * Queues the test message to `to` in `language` and makes its first attempt at once, so the answer says
   * whether the mail server took it (or why not: the message then stays queued and is retried).
   */
  async sendTestEmail(rawTo: string, language: string, requestedBy: string): Promise<OutboxMessageView> {
    const { to } = parseInput(testEmailSchema, { to: rawTo });
    if (!this.sender) throw new DomainError("PROVIDER_UNAVAILABLE", "mail.notConfigured");
    const { id } = await inTransaction(this.dataSource, (manager) =>
      this.outbox.enqueue(manager, { template: testMessage, params: { requestedBy, requestedAt: this.clock.now() }, to, language }),
    );
    await this.sender.deliver(id);
    return this.settled(id);
  }

  /**
   * The message once no sender has it in hand. The outbox's own run (in this or another process) may claim it between
   * its queueing and `deliver`, which then finds nothing to send: the answer waits for that run's outcome (an SMTP
   * exchange takes a second or less), rather than saying the mail server did not take a message it is taking.
   */
  private async settled(id: string): Promise<OutboxMessageView> {
    const deadline = performance.now() + SETTLE_MS;
    for (;;) {
      const message = await this.message(id);
      if (message.status !== "sending" || performance.now() > deadline) return message;
      await sleep(50);
    }
  }

  async message(id: string): Promise<OutboxMessageView> {
    const row = await this.dataSource.getRepository(OutboxMessageEntity).findOneBy({ id });
    if (!row) throw notFound();
    return row;
  }
}
