/** Identifier generators: random by default, sequential (deterministic) for tests. */
import { randomBytes, randomUUID } from "node:crypto";
import type { IdGenerator, IdKind } from "./types.js";

/** Random ids shaped like the real ones (UUID transaction ids, hex tokens, numeric references). */
export function randomIds(): IdGenerator {
  let reference = 10000 + Math.floor(Math.random() * 80000);
  return (kind: IdKind) => {
    switch (kind) {
      case "paytrail-transaction":
      case "paytrail-refund":
      case "request-id":
        return randomUUID();
      case "vismapay-token":
        return randomBytes(24).toString("hex");
      case "vismapay-incident":
        return `INC${randomBytes(4).toString("hex").toUpperCase()}`;
      case "vismapay-refund":
        return String(100000 + Math.floor(Math.random() * 800000));
      case "ceepos-reference":
        return String(reference++);
      case "ceepos-key":
        return `wc_order_${randomBytes(8).toString("hex")}`;
    }
  };
}

/** Predictable ids: a counter per kind, e.g. 00000000-0000-4000-8000-000000000001, tok0001, 10001. */
export function sequentialIds(): IdGenerator {
  const counters = new Map<IdKind, number>();
  return (kind: IdKind) => {
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    const pad = (width: number) => String(n).padStart(width, "0");
    switch (kind) {
      case "paytrail-transaction":
        return `00000000-0000-4000-8000-${pad(12)}`;
      case "paytrail-refund":
        return `00000000-0000-4000-9000-${pad(12)}`;
      case "request-id":
        return `req-${pad(4)}`;
      case "vismapay-token":
        return `tok${pad(4)}`;
      case "vismapay-incident":
        return `INC${pad(4)}`;
      case "vismapay-refund":
        return String(500000 + n);
      case "ceepos-reference":
        return String(10000 + n);
      case "ceepos-key":
        return `wc_order_${pad(4)}`;
    }
  };
}
