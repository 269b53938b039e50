import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { isEmailAddress } from "@seatbooking/core";
import { DomainError, notFound, validationFailed } from "../../common/errors.js";
import { inTransaction } from "../../common/transaction.js";
import type { OutboxSender } from "./mail-sender.js";
import type { OutboxMessageView } from "./mail.results.js";
import { OutboxMessageEntity } from "./outbox-message.entity.js";
import type { MailOutbox } from "./outbox.js";
import { testMessage } from "./templates/test-message.js";

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
    const to = (rawTo ?? "").trim();
    if (!to) throw validationFailed({ to: "validation.required" });
    if (!isEmailAddress(to)) throw validationFailed({ to: "validation.email" });
    if (!this.sender) throw new DomainError("PROVIDER_UNAVAILABLE", "mail.notConfigured");
    const { id } = await inTransaction(this.dataSource, (manager) =>
      this.outbox.enqueue(manager, { template: testMessage, params: { requestedBy, requestedAt: this.clock.now() }, to, language }),
    );
    await this.sender.deliver(id);
    return this.message(id);
  }

  async message(id: string): Promise<OutboxMessageView> {
    const row = await this.dataSource.getRepository(OutboxMessageEntity).findOneBy({ id });
    if (!row) throw notFound();
    return row;
  }
}
