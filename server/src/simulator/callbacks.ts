/**
 * Server-to-server callbacks: delayed, repeated or dropped according to the configuration; every
 * delivery (and every failure) is recorded, never thrown, because a real provider just logs and
 * retries later.
 */
import type { CallbackDelivery, ProviderId } from "./types.js";

export interface OutboundCallback {
  method: "GET" | "POST";
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface CallbackMeta {
  provider: ProviderId;
  stamp: string;
  outcome: string;
}

export interface DeliveryPlan {
  delayMs: number;
  repeat: number;
  drop: boolean;
}

/** The real providers time out after about ten seconds; tests should never get near that. */
const CALLBACK_TIMEOUT_MS = 10_000;

export class CallbackDispatcher {
  private readonly deliveries: CallbackDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;
  /** Bumped by reset(): deliveries of an older generation finish but are not recorded. */
  private generation = 0;

  constructor(private readonly now: () => Date) {}

  list(): CallbackDelivery[] {
    return [...this.deliveries];
  }

  /** Fire-and-forget: schedules the callbacks after `delayMs`; results land in `list()`. */
  schedule(callbacks: readonly OutboundCallback[], meta: CallbackMeta, plan: DeliveryPlan): void {
    if (callbacks.length === 0) return;
    const run = () => this.track(this.deliverAll(callbacks, meta, plan));
    if (plan.delayMs <= 0) {
      // Still asynchronous: the caller answers the browser first.
      setImmediate(run);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, plan.delayMs);
    this.timers.add(timer);
  }

  /** Delivers now and resolves with the deliveries made (control API and "before redirect" timing). */
  deliver(callbacks: readonly OutboundCallback[], meta: CallbackMeta, plan: Omit<DeliveryPlan, "delayMs">): Promise<CallbackDelivery[]> {
    return this.track(this.deliverAll(callbacks, meta, { ...plan, delayMs: 0 }));
  }

  /** Resolves when no callback is scheduled or in flight. */
  async idle(): Promise<void> {
    for (;;) {
      if (this.inFlight.size > 0) {
        await Promise.allSettled([...this.inFlight]);
      } else if (this.timers.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      } else {
        // setImmediate-scheduled work may still be queued: yield once more and re-check.
        await new Promise((resolve) => setImmediate(resolve));
        if (this.inFlight.size === 0 && this.timers.size === 0) return;
      }
    }
  }

  /** Cancels scheduled callbacks and forgets the history. */
  reset(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.deliveries.length = 0;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  private async deliverAll(callbacks: readonly OutboundCallback[], meta: CallbackMeta, plan: DeliveryPlan): Promise<CallbackDelivery[]> {
    const made: CallbackDelivery[] = [];
    const generation = this.generation;
    const repeat = Math.max(1, Math.floor(plan.repeat));
    for (let attempt = 1; attempt <= repeat; attempt++) {
      for (const callback of callbacks) {
        if (this.closed) return made;
        const delivery = plan.drop ? this.dropped(callback, meta, attempt) : await this.send(callback, meta, attempt);
        if (generation !== this.generation) return made;
        this.deliveries.push(delivery);
        made.push(delivery);
      }
    }
    return made;
  }

  private base(callback: OutboundCallback, meta: CallbackMeta, attempt: number): CallbackDelivery {
    return {
      ...meta,
      method: callback.method,
      url: callback.url,
      body: callback.body ?? null,
      attempt,
      at: this.now().toISOString(),
      status: null,
      error: null,
      dropped: false,
    };
  }

  private dropped(callback: OutboundCallback, meta: CallbackMeta, attempt: number): CallbackDelivery {
    return { ...this.base(callback, meta, attempt), dropped: true, error: "dropped (dropCallbacks)" };
  }

  private async send(callback: OutboundCallback, meta: CallbackMeta, attempt: number): Promise<CallbackDelivery> {
    const delivery = this.base(callback, meta, attempt);
    try {
      const response = await fetch(callback.url, {
        method: callback.method,
        headers: callback.headers,
        body: callback.body,
        redirect: "manual",
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
      // Paytrail expects any 20x, Visma Pay and Ceepos a 200 (§2.5, §3.4, §4.4).
      if (response.status < 200 || response.status > 299) delivery.error = `merchant answered HTTP ${response.status}`;
    } catch (error) {
      delivery.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    return delivery;
  }
}
