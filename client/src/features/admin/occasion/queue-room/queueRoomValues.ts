import type { QueueRoomFieldsFragment, QueueRoomInput } from "../../../../generated/admin";

/** What the settings form edits: the rate as typed (NumberInput gives a number or the text being typed). */
export interface QueueRoomFormValues {
  enabled: boolean;
  highDemand: boolean;
  automatic: boolean;
  rate: number | string;
}

type RoomSettings = Pick<QueueRoomFieldsFragment, "enabled" | "highDemand" | "ratePerMinute" | "paused">;

export function toQueueRoomFormValues(room: RoomSettings): QueueRoomFormValues {
  return {
    enabled: room.enabled,
    highDemand: room.highDemand,
    automatic: room.ratePerMinute === null,
    rate: room.ratePerMinute ?? "",
  };
}

/**
 * The rate to save: null (automatic) when automatic is chosen or nothing is typed; otherwise the number as typed,
 * out of range or not, for the server to judge (its refusal lands on the field). Text that is no number is NaN.
 */
export function rateOf(values: Pick<QueueRoomFormValues, "automatic" | "rate">): number | null {
  if (values.automatic) return null;
  if (typeof values.rate === "number") return values.rate;
  const text = values.rate.trim();
  return text === "" ? null : Number(text);
}

/** The input that saves the form, keeping whether admission is paused (the pause button owns that). */
export function toQueueRoomInput(values: QueueRoomFormValues, paused: boolean): QueueRoomInput {
  return { enabled: values.enabled, highDemand: values.highDemand, ratePerMinute: rateOf(values), paused };
}

/** The saved settings with admission paused or resumed: what the pause button sends, whatever the form holds unsaved. */
export function pausedInput(room: RoomSettings, paused: boolean): QueueRoomInput {
  return { enabled: room.enabled, highDemand: room.highDemand, ratePerMinute: room.ratePerMinute, paused };
}

/** The share of admissions that ended in a booking, in whole per cent; null before anyone was let in. */
export function conversionPercent(room: Pick<QueueRoomFieldsFragment, "admitted" | "converted">): number | null {
  return room.admitted > 0 ? Math.round((room.converted / room.admitted) * 100) : null;
}

/** Changes whenever the saved settings change (the form starts again from them), not on every poll of the counts. */
export function settingsKey(room: RoomSettings): string {
  return `${room.enabled}|${room.highDemand}|${room.ratePerMinute ?? "auto"}`;
}
