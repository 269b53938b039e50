import pg from "pg";
import { logger } from "./logger.js";

type Handler = (payload: string) => void;

/**
 * One process's LISTEN connection, shared by every live feed (occupancy, waiting rooms): each feed listens on a
 * channel of its own. When the connection is lost (a database restart, a failover) it connects again, waiting 1 s and
 * doubling up to 30 s, and tells every feed it reconnected: whatever was announced meanwhile was not heard.
 * LISTEN belongs to a session: behind PgBouncer in transaction pooling the URL is DATABASE_DIRECT_URL, a direct
 * connection (through the pooler, the LISTEN would stay on whichever server connection ran it, and nothing be heard).
 */
export class PgListener {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, { message: Handler; reconnected: () => void }>();
  private stopped = false;

  constructor(private readonly databaseUrl: string) {}

  /** Call before start(). */
  listen(channel: string, message: Handler, reconnected: () => void = () => undefined): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`channel name ${channel} is not a plain identifier`);
    this.handlers.set(channel, { message, reconnected });
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: "seatbooking-listener" });
    client.on("notification", (message) => this.handlers.get(message.channel)?.message(message.payload ?? ""));
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      if (this.stopped) return;
      logger.warn("the live feeds' listener lost its connection; reconnecting", { error: String(error ?? "connection ended") });
      this.reconnect(1000);
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private reconnect(delayMs: number): void {
    setTimeout(() => {
      if (this.stopped) return;
      this.connect().then(
        () => {
          logger.info("the live feeds' listener reconnected");
          for (const { reconnected } of this.handlers.values()) reconnected();
        },
        () => this.reconnect(Math.min(delayMs * 2, 30_000)),
      );
    }, delayMs).unref();
  }

  /** Announces `payloads` on `channel` to every process (this one too); false when not connected right now. */
  async notify(channel: string, payloads: string[]): Promise<boolean> {
    if (!this.client || payloads.length === 0) return payloads.length === 0;
    await this.client.query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, [channel, payloads]);
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }
}
