/** The events list's per-event summary: how many occasions, and when the next one starts. */
export function occasionSummary(occasions: ReadonlyArray<{ startTime: string }>, now: Date): { count: number; next: string | null } {
  const upcoming = occasions
    .map((occasion) => occasion.startTime)
    .filter((start) => Date.parse(start) >= now.getTime())
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return { count: occasions.length, next: upcoming[0] ?? null };
}
