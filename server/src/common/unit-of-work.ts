import type { DataSource, EntityManager } from "typeorm";
import { logger } from "./logger.js";
import { inTransaction } from "./transaction.js";

/** Something to do once a transaction has committed. */
export type AfterCommit = () => unknown;

/**
 * One transaction of a use case, and what must happen once it commits (issue 33). Whoever changes state registers
 * its after-commit effects here, not its callers: an effect registered under a key already registered is the same
 * effect (an occasion's occupancy pushed once however many of its places changed). Effects that must survive a crash
 * are rows written in the transaction itself (the mail outbox, a requested refund); what is registered here is
 * their kick (send it now, rather than at the job's next run) and what may be lost with the process (a live push).
 */
export class UnitOfWork {
  private readonly effects = new Map<string, AfterCommit>();

  /**
   * A rehearsal (previewInUnitOfWork): the work runs as it would and is rolled back, so what it would do can be read
   * before anyone confirms it; the customer's e-mails are not written in one (nothing would send them).
   */
  constructor(
    readonly manager: EntityManager,
    readonly dryRun = false,
  ) {}

  /** Runs `effect` once, after commit; never when the transaction rolls back. */
  afterCommit(key: string, effect: AfterCommit): void {
    if (!this.effects.has(key)) this.effects.set(key, effect);
  }

  /**
   * Runs the effects in the order registered, each awaited (a refund the answer reports was asked first); one that
   * fails is logged and the others still run: the transaction has committed, and the jobs finish what a kick did not.
   */
  async committed(): Promise<void> {
    for (const [key, effect] of this.effects) {
      try {
        await effect();
      } catch (error) {
        logger.error("an after-commit effect failed", { effect: key, error: String(error) });
      }
    }
  }
}

/**
 * Runs `work` in one transaction (retried on a deadlock, as inTransaction does: each attempt has a unit of its own,
 * so effects of an attempt that rolled back are forgotten), then the effects its unit registered.
 */
export async function inUnitOfWork<T>(dataSource: DataSource, work: (unit: UnitOfWork) => Promise<T>, attempts = 3): Promise<T> {
  let unit: UnitOfWork | undefined;
  const result = await inTransaction(
    dataSource,
    (manager) => {
      unit = new UnitOfWork(manager);
      return work(unit);
    },
    attempts,
  );
  await unit!.committed();
  return result;
}

/** Thrown to roll a rehearsal back, carrying what it read. */
class Rehearsed<T> {
  constructor(readonly result: T) {}
}

/**
 * Runs `work` in a transaction that is always rolled back (a unit with `dryRun`: nothing of it commits, no effect
 * runs), and answers what `read` saw in it afterwards: what a command would do, decided by the command itself.
 */
export async function previewInUnitOfWork<T, R>(
  dataSource: DataSource,
  work: (unit: UnitOfWork) => Promise<T>,
  read: (unit: UnitOfWork, result: T) => Promise<R>,
): Promise<R> {
  try {
    await inTransaction(dataSource, async (manager) => {
      const unit = new UnitOfWork(manager, true);
      throw new Rehearsed(await read(unit, await work(unit)));
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.result as R;
    throw error;
  }
  throw new Error("a rehearsal committed");
}
