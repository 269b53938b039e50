/** The most tickets a place or space holds, as the server checks it (validation.maxTickets). */
export const MAX_CAPACITY = 100_000;

export type CapacityProblem = "required" | "wholeNumber" | "range";

/** A capacity as typed: its number, or what is wrong with it. Nothing is converted: "10,5" or "1e3" is not a whole number. */
export type CapacityReading = { capacity: number; problem: null } | { capacity: null; problem: CapacityProblem };

export function readCapacity(text: string): CapacityReading {
  const trimmed = text.trim();
  if (!trimmed) return { capacity: null, problem: "required" };
  if (!/^[+-]?\d+$/.test(trimmed)) return { capacity: null, problem: "wholeNumber" };
  const capacity = Number(trimmed);
  return capacity >= 1 && capacity <= MAX_CAPACITY ? { capacity, problem: null } : { capacity: null, problem: "range" };
}
