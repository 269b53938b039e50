/** The renewal rate the console shows: renewed (fully or partly) of all renewals, as a whole percent; null without any. */
export function renewalRate(counts: { total: number; renewed: number; partlyRenewed: number }): number | null {
  if (counts.total === 0) return null;
  return Math.round(((counts.renewed + counts.partlyRenewed) / counts.total) * 100);
}
