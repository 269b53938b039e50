import { timedRun } from "./timed-run.js";

/**
 * Work every process does for itself (reloading its own caches), so not a queue's job: a plain timer that
 * runs `run` every `intervalMs`, never overlapping itself, counted and timed like the queue's jobs.
 */
export class ProcessTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= timedRun(this.name, this.run, { rethrow: false }).finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
