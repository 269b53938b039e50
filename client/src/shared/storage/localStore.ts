/**
 * Local storage access that never throws (private mode, disabled storage, SSR-less tests).
 * Key names are an implementation detail (SPEC section 9 does not show them).
 */
export const STORAGE_KEYS = {
  csrfToken: "seatbooking.csrfToken",
  language: "seatbooking.language",
  draftUuid: "seatbooking.draftUuid",
  draftExpiresAt: "seatbooking.draftExpiresAt",
  draftOccasionId: "seatbooking.draftOccasionId",
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

export const readCsrfToken = (): string | null => readStored(STORAGE_KEYS.csrfToken);
export const writeCsrfToken = (token: string | null): void => writeStored(STORAGE_KEYS.csrfToken, token);
export const readStoredLanguage = (): string | null => readStored(STORAGE_KEYS.language);
export const writeStoredLanguage = (lng: string): void => writeStored(STORAGE_KEYS.language, lng);
