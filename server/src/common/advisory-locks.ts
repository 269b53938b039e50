/**
 * Keys of transaction-scoped advisory locks that guard data (the two-key form, with a hashed id as the second key).
 * The periodic jobs' exclusivity is the job queue's (job-queue.ts), not a lock's.
 */
export const ADVISORY_LOCKS = {
  /** With the occasion's hashed id: one cancellation of an occasion under way at a time. */
  occasionCancellations: 7_310_007,
  /** With the occasion's hashed id: one offer run per occasion at a time. */
  waitingListOffers: 7_310_008,
  /** With hashtext(occasion id and client key): one waiting-list join per client and occasion at a time. */
  waitingListJoin: 7_310_009,
  /** With hashtext(occasion id and buyer key): one confirm per buyer and date at a time, so a per-buyer cap cannot be overshot. */
  buyerCap: 7_310_010,
  /** With hashtext(occasion id and client key): one waiting-room join per client and date at a time (its entry cap). */
  queueJoin: 7_310_011,
  /** With hashtext(database name): one process at a time sets the app role's session defaults (db/session-defaults.ts). */
  sessionDefaults: 7_310_012,
} as const;
