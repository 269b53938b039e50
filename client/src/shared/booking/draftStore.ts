import { useSyncExternalStore } from "react";
import { readStored, STORAGE_KEYS, writeStored } from "../storage/localStore";

/** The held draft as kept in local storage: its uuid and absolute expiry (integer ms). */
export interface StoredDraft {
  uuid: string;
  occasionId: string | null;
  expiresAt: number | null;
}

const listeners = new Set<() => void>();
let snapshot: StoredDraft | null | undefined;

function read(): StoredDraft | null {
  const uuid = readStored(STORAGE_KEYS.draftUuid);
  if (!uuid) return null;
  const expires = Number.parseInt(readStored(STORAGE_KEYS.draftExpiresAt) ?? "", 10);
  const occasionId = readStored(STORAGE_KEYS.draftOccasionId);
  return { uuid, occasionId, expiresAt: Number.isFinite(expires) ? expires : null };
}

function emit() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function getStoredDraft(): StoredDraft | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

/** Stores the draft; expiresAt is an ISO date (from the server) or ms. */
export function storeDraft(uuid: string, occasionId: string, expiresAt: string | number | null | undefined): void {
  writeStored(STORAGE_KEYS.draftUuid, uuid);
  const ms = typeof expiresAt === "string" ? Date.parse(expiresAt) : expiresAt;
  writeStored(STORAGE_KEYS.draftExpiresAt, ms != null && Number.isFinite(ms) ? String(Math.trunc(ms)) : null);
  writeStored(STORAGE_KEYS.draftOccasionId, occasionId);
  emit();
}

export function updateStoredExpiry(expiresAt: string | null | undefined): void {
  const current = getStoredDraft();
  if (!current || !expiresAt) return;
  const ms = Date.parse(expiresAt);
  if (!Number.isFinite(ms) || ms === current.expiresAt) return;
  writeStored(STORAGE_KEYS.draftExpiresAt, String(Math.trunc(ms)));
  emit();
}

export function clearStoredDraft(): void {
  writeStored(STORAGE_KEYS.draftUuid, null);
  writeStored(STORAGE_KEYS.draftExpiresAt, null);
  writeStored(STORAGE_KEYS.draftOccasionId, null);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => emit();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored draft, re-rendering on changes (also from other tabs). */
export function useStoredDraft(): StoredDraft | null {
  return useSyncExternalStore(subscribe, getStoredDraft, () => null);
}

/** Minutes left until expiry, rounded up; 0 when expired. */
export function minutesRemaining(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 60_000));
}
