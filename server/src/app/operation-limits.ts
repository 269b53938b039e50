import { randomUUID } from "node:crypto";
import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema, type OperationTypeNode } from "graphql";
import type { DataSource } from "typeorm";
import { DomainError } from "../common/errors.js";
import { currentOperation, currentRequestId, runWithRequestId } from "../common/logger.js";
import { databaseUnavailable } from "../common/transaction.js";
import { QUERY_LIMITS, readsDatabase } from "./query-limits.js";

/** Longest wait for one of the GraphQL reads' connections, as the pool's own connectionTimeoutMillis: then 503. */
const READ_WAIT_MS = 10_000;

/** Seconds a client over MAX_OPERATIONS_PER_CLIENT is told to wait (Retry-After): its operations take milliseconds. */
const RETRY_AFTER_SECONDS = 1;

interface Waiter {
  grant(): void;
}

/**
 * A counting semaphore whose waiters are served by owner in turn (round robin), each owner's first come first: an
 * owner alone may take every permit, but one that queued hundreds gets no more turns than one that queued one.
 */
export class FairGate<Owner> {
  private taken = 0;
  /** Owners with waiters, in the order of their next turn (a Map keeps insertion order). */
  private readonly queues = new Map<Owner, Waiter[]>();

  constructor(private readonly permits: number) {}

  /** Resolves once a permit is the caller's; rejects with `timeout()` when none came within `timeoutMs`. */
  acquire(owner: Owner, timeoutMs: number, timeout: () => Error): Promise<void> {
    if (this.taken < this.permits && this.queues.size === 0) {
      this.taken++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          this.taken++;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const queue = this.queues.get(owner);
        const index = queue?.indexOf(waiter) ?? -1;
        if (index >= 0) queue!.splice(index, 1);
        if (queue?.length === 0) this.queues.delete(owner);
        reject(timeout());
      }, timeoutMs);
      const queue = this.queues.get(owner);
      if (queue) queue.push(waiter);
      else this.queues.set(owner, [waiter]);
    });
  }

  /** Gives a permit back: the next owner in turn gets it, and goes to the end of the turns if it waits for more. */
  release(): void {
    this.taken--;
    const next = this.queues.entries().next();
    if (next.done) return;
    const [owner, queue] = next.value;
    this.queues.delete(owner);
    const waiter = queue.shift()!;
    if (queue.length > 0) this.queues.set(owner, queue);
    waiter.grant();
  }

  /** Permits taken and callers waiting. */
  get load(): { taken: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { taken: this.taken, waiting };
  }
}

/** What TypeORM's postgres driver hands out for a query runner: a pooled connection and its release. */
type Obtained = [unknown, (error?: unknown) => void];

/**
 * Per-client limits on GraphQL operations and their database reads (DESIGN section 7.1; issue 32, finding 7), shared
 * by HTTP (Apollo) and the WebSocket:
 *
 * - A client (clientKey) has at most MAX_OPERATIONS_PER_CLIENT operations under way at once, HTTP and WebSocket
 *   together; one more is refused with RATE_LIMITED (429, Retry-After). A counter in a Map, taken and given back once
 *   per operation: nothing a flash sale's holds notice.
 * - An operation makes at most QUERY_LIMITS.maxReads database-reading resolutions (root fields and READING_FIELDS,
 *   counted as they start, every alias and list item): past it, QUERY_TOO_EXPENSIVE. The cost, computed before
 *   execution, assumes ten items a list; this is the backstop for lists of lists longer than that.
 * - The database connections of GraphQL queries and subscriptions (while they set up) go through a semaphore of
 *   `readConnections` (DB_POOL_SIZE less DB_POOL_RESERVE) that serves operations in turn, so an operation with
 *   hundreds of reads queues behind its own, not ahead of the seat map's. However many expensive reads arrive, the
 *   pool's last DB_POOL_RESERVE connections stay free for what is not a GraphQL read: holds and drafts (their group
 *   commits), mutations, REST and /readyz, which before this waited behind thousands of reads (4 requests of 999
 *   aliases held /readyz for 7 s). Chosen over a second pool: all of the one pool's connections serve holds when no
 *   read needs them, /readyz keeps testing the pool requests use, and nothing else (sessions, transactions, the group
 *   commits) needs to know which pool to take.
 *
 * Which operation a resolver or a connection belongs to is the async context's (the request's AsyncLocalStorage,
 * common/logger.ts: one more would cost every promise of the process): `run` makes an operation current for
 * everything its execution does. A load a GraphQL read starts and others share (the occasion
 * cache's single flight) waits for the read's turn. A resolver left running when the answer went out early (a
 * non-null root field failed) starts no more reads, and the client gets its place back only once the connections
 * its operation asked for are given back.
 */
export class OperationLimits {
  private readonly underWay = new Map<string, number>();
  /** The connections GraphQL reads may hold at once, served to operations in turn. */
  readonly reads: FairGate<Operation>;

  constructor(readonly options: { maxPerClient: number; readConnections: number }) {
    this.reads = new FairGate(Math.max(1, options.readConnections));
  }

  /** A new operation, not started: until `start` it neither counts nor waits. */
  create(): Operation {
    return new Operation(this);
  }

  /** Runs `work` with `operation` as the current one (for its resolvers and its database connections), in the request's log context. */
  run<T>(operation: Operation, work: () => T): T {
    return runWithRequestId(currentRequestId() ?? randomUUID(), work, operation);
  }

  /** The operation being run, if it is one of these limits'. */
  current(): Operation | undefined {
    const operation = currentOperation();
    return operation instanceof Operation && operation.limits === this ? operation : undefined;
  }

  /** Takes one of the client's operations under way; false when it has MAX_OPERATIONS_PER_CLIENT. */
  admit(clientKey: string): boolean {
    const count = this.underWay.get(clientKey) ?? 0;
    if (count >= this.options.maxPerClient) return false;
    this.underWay.set(clientKey, count + 1);
    return true;
  }

  /** Gives back what `admit` took. */
  leave(clientKey: string): void {
    const count = (this.underWay.get(clientKey) ?? 1) - 1;
    if (count > 0) this.underWay.set(clientKey, count);
    else this.underWay.delete(clientKey);
  }

  /** The client's operations under way. */
  count(clientKey: string): number {
    return this.underWay.get(clientKey) ?? 0;
  }

  /** The refusal of an operation over MAX_OPERATIONS_PER_CLIENT (429, Retry-After). */
  tooMany(): DomainError {
    return new DomainError("RATE_LIMITED", "errors.tooManyOperations", { max: this.options.maxPerClient }, {}, RETRY_AFTER_SECONDS);
  }

  /**
   * Wraps the resolvers that read the database (readsDatabase: the cost's READ fields) so that each call counts towards
   * its operation's QUERY_LIMITS.maxReads; a subscription's counts when it sets up (its `subscribe`), not per update.
   * Everything else keeps its resolver: wrapping every field costs about 10 µs a field of every answer.
   */
  guardSchema(schema: GraphQLSchema): void {
    const subscriptions = schema.getSubscriptionType();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        if (!readsDatabase(schema, type, field.name)) continue;
        if (type === subscriptions) {
          if (field.subscribe) field.subscribe = this.counted(field.subscribe);
        } else {
          field.resolve = this.counted(field.resolve ?? defaultFieldResolver);
        }
      }
    }
  }

  private counted<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
    return (source, args, context, info) => {
      this.current()?.countRead();
      return resolve(source, args, context, info);
    };
  }

  /**
   * Routes `dataSource`'s connections: those a GraphQL query or subscription set-up asks for through the reads'
   * semaphore, the rest (no operation, or a mutation's) straight to the pool. Every TypeORM query, transaction and
   * repository call takes its connection through the postgres driver's obtainMasterConnection.
   */
  guardDataSource(dataSource: DataSource): void {
    const driver = dataSource.driver as unknown as { obtainMasterConnection(): Promise<Obtained> };
    const obtain = driver.obtainMasterConnection.bind(driver);
    driver.obtainMasterConnection = () => {
      const operation = this.current();
      return operation?.gated ? operation.connect(obtain) : obtain();
    };
  }
}

/** One GraphQL operation's claim: its client's place under way, its reads, its turns at the reads' connections. */
export class Operation {
  /** Database-reading resolutions it made (at most QUERY_LIMITS.maxReads). */
  reads = 0;
  /** Whether it made more than QUERY_LIMITS.maxReads (its answer is then the refusal alone). */
  exceeded = false;
  /** Whether its connections go through the reads' semaphore: a query's, or a subscription's while it sets up. */
  gated = false;
  private clientKey: string | undefined;
  private started = false;
  private finished = false;
  /** Connections it asked for and has not given back. */
  private connections = 0;

  constructor(readonly limits: OperationLimits) {}

  /**
   * Starts it, taking its client's place (`clientKey` null: not counted, see countedClient): null, or the refusal when
   * the client has MAX_OPERATIONS_PER_CLIENT under way.
   */
  start(kind: `${OperationTypeNode}`, clientKey: string | null): DomainError | null {
    if (this.started) return null;
    if (clientKey !== null && !this.limits.admit(clientKey)) return this.limits.tooMany();
    this.started = true;
    this.clientKey = clientKey ?? undefined;
    this.gated = kind !== "mutation";
    return null;
  }

  /** Its answer is out: the client's place is given back once the reads it started are done too. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.settle();
  }

  /** The refusal of an operation past QUERY_LIMITS.maxReads. */
  tooManyReads(): DomainError {
    return new DomainError("QUERY_TOO_EXPENSIVE", "errors.queryTooManyReads", { max: QUERY_LIMITS.maxReads });
  }

  /** A resolver that reads the database starts: past QUERY_LIMITS.maxReads it is refused, as is any once the answer is out. */
  countRead(): void {
    if (!this.started) return;
    if (this.finished || this.exceeded) throw this.tooManyReads();
    if (this.reads === QUERY_LIMITS.maxReads) {
      this.exceeded = true;
      throw this.tooManyReads();
    }
    this.reads++;
  }

  /** A connection for one of its reads: its turn at the reads' connections, then the pool's. */
  async connect(obtain: () => Promise<Obtained>): Promise<Obtained> {
    this.connections++;
    let connection: unknown;
    let release: (error?: unknown) => void;
    try {
      await this.limits.reads.acquire(this, READ_WAIT_MS, databaseUnavailable);
      try {
        [connection, release] = await obtain();
      } catch (error) {
        this.limits.reads.release();
        throw error;
      }
    } catch (error) {
      this.connections--;
      this.settle();
      throw error;
    }
    let released = false;
    return [
      connection,
      (error?: unknown) => {
        if (!released) {
          released = true;
          this.limits.reads.release();
          this.connections--;
          this.settle();
        }
        release(error);
      },
    ];
  }

  private settle(): void {
    if (this.finished && this.clientKey !== undefined && this.connections === 0) {
      this.limits.leave(this.clientKey);
      this.clientKey = undefined;
    }
  }
}

/**
 * The key an operation counts under among MAX_OPERATIONS_PER_CLIENT, or null for a signed-in user's or an API token's:
 * staff are accountable (sign-in is rate limited and accounts are made by administrators), and a box office or an
 * integration may well send more at once. Their reads are still counted and share the reads' connections.
 */
export function countedClient(context: { identity: { user: unknown }; clientKey: string }): string | null {
  return context.identity.user ? null : context.clientKey;
}

/** Runs `work` as `operation` (when there is one) and finishes it when `work` settles. */
export async function runOperation<T>(limits: OperationLimits, operation: Operation | undefined, work: () => Promise<T>): Promise<T> {
  if (!operation) return work();
  try {
    return await limits.run(operation, work);
  } finally {
    operation.finish();
  }
}
