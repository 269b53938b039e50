import { useSyncExternalStore } from "react";

/**
 * The season ticket order this tab is building, per series (issue 38): its uuid, kept in session storage (the draft
 * cookie the server set with the first holdSeries is what grants access; the uuid only finds the order again).
 */
const PREFIX = "seatbooking.seriesOrder.";

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getSeriesOrderUuid(seriesId: string): string | null {
  try {
    return storage()?.getItem(PREFIX + seriesId) ?? null;
  } catch {
    return null;
  }
}

export function storeSeriesOrderUuid(seriesId: string, uuid: string): void {
  try {
    storage()?.setItem(PREFIX + seriesId, uuid);
  } catch {
    // Storage full or disabled: the order is still held, only not found again after a reload.
  }
  emit();
}

/** Forgets the series' order, or (with `uuid`) only when it is that order. */
export function clearSeriesOrderUuid(seriesId: string, uuid?: string): void {
  if (uuid !== undefined && getSeriesOrderUuid(seriesId) !== uuid) return;
  try {
    storage()?.removeItem(PREFIX + seriesId);
  } catch {
    // Nothing stored to forget.
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The series' stored order uuid, re-rendering when it changes. */
export function useSeriesOrderUuid(seriesId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getSeriesOrderUuid(seriesId),
    () => null,
  );
}
