import { useSyncExternalStore } from "react";

/** A counter of pending requests that React can subscribe to. */
export interface PendingStore {
  begin: () => () => void;
  count: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createPendingStore(): PendingStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    /** Marks one request as started; call the returned function (once) when it settles. */
    begin() {
      count += 1;
      emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Apollo operations in flight (queries and mutations; subscriptions are long-lived and excluded). */
export const pendingOperations = createPendingStore();

export function usePendingCount(store: PendingStore = pendingOperations): number {
  return useSyncExternalStore(store.subscribe, store.count, store.count);
}
