/** In-memory payments, keyed by provider + merchant stamp, also findable by the provider's id. */
import type { ProviderId, SimPayment } from "./types.js";

export class PaymentStore {
  private readonly byStamp = new Map<string, SimPayment>();

  private key(provider: ProviderId, stamp: string): string {
    return `${provider}\u0000${stamp}`;
  }

  add(payment: SimPayment): void {
    this.byStamp.set(this.key(payment.provider, payment.stamp), payment);
  }

  /**
   * The real providers refuse a reused stamp per merchant (§2.3, §3.3, §4.2); the simulator is
   * stricter (per provider) because the control API addresses payments by provider + stamp.
   */
  hasStamp(provider: ProviderId, stamp: string): boolean {
    return this.byStamp.has(this.key(provider, stamp));
  }

  get(provider: ProviderId, stamp: string): SimPayment | undefined {
    return this.byStamp.get(this.key(provider, stamp));
  }

  byRef(provider: ProviderId, providerRef: string): SimPayment | undefined {
    for (const payment of this.byStamp.values()) {
      if (payment.provider === provider && payment.providerRef === providerRef) return payment;
    }
    return undefined;
  }

  list(): SimPayment[] {
    return [...this.byStamp.values()];
  }

  clear(): void {
    this.byStamp.clear();
  }
}
