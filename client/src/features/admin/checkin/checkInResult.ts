import type { CheckInOutcome } from "../../../generated/admin";

/** How a scan's answer is shown at the door: a colour seen from a metre away and a word to read. */
export interface ScanPresentation {
  color: "green" | "orange" | "red";
  /** Mantine colours of the panel and its text, chosen for WCAG AA contrast at every text size. */
  background: string;
  text: "white" | "black";
  /** ui.json key of the big word (checkIn.outcome.*). */
  titleKey: string;
  /** Whether the person may go in. */
  admit: boolean;
}

const PRESENTATION: Record<CheckInOutcome, ScanPresentation> = {
  ADMITTED: { color: "green", background: "green.9", text: "white", titleKey: "checkIn.outcome.admitted", admit: true },
  ALREADY_USED: { color: "orange", background: "orange.5", text: "black", titleKey: "checkIn.outcome.alreadyUsed", admit: false },
  WRONG_OCCASION: { color: "red", background: "red.9", text: "white", titleKey: "checkIn.outcome.wrongOccasion", admit: false },
  CANCELLED: { color: "red", background: "red.9", text: "white", titleKey: "checkIn.outcome.cancelled", admit: false },
  UNPAID: { color: "red", background: "red.9", text: "white", titleKey: "checkIn.outcome.unpaid", admit: false },
  UNKNOWN: { color: "red", background: "red.9", text: "white", titleKey: "checkIn.outcome.unknown", admit: false },
  FORGED: { color: "red", background: "red.9", text: "white", titleKey: "checkIn.outcome.forged", admit: false },
};

export function presentScan(outcome: CheckInOutcome): ScanPresentation {
  return PRESENTATION[outcome];
}

/** A camera reads the same QR code many times a second while it is held up: one scan per code this long. */
export const REPEAT_SCAN_MS = 3000;

/**
 * Decides which camera reads become scans: a code read again within REPEAT_SCAN_MS of its last read is the
 * same hold-up, not a second scan. Another code in between starts anew.
 */
export class RepeatFilter {
  private last: { text: string; at: number } | null = null;

  accept(text: string, now: number): boolean {
    const repeat = this.last !== null && this.last.text === text && now - this.last.at < REPEAT_SCAN_MS;
    this.last = { text, at: now };
    return !repeat;
  }
}

const DEVICE_KEY = "seatbooking.checkInDevice";

/** This browser's name at the door, kept across visits; a new device gets `prefix` ("Device") and four random letters. */
export function storedDeviceName(storage: Pick<Storage, "getItem" | "setItem"> | undefined, prefix: string, random = Math.random): string {
  const stored = storage?.getItem(DEVICE_KEY)?.trim();
  if (stored) return stored;
  const letters = Array.from({ length: 4 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(random() * 24)]).join("");
  const name = `${prefix} ${letters}`;
  storage?.setItem(DEVICE_KEY, name);
  return name;
}

export function storeDeviceName(storage: Pick<Storage, "setItem"> | undefined, name: string): void {
  storage?.setItem(DEVICE_KEY, name.trim());
}
