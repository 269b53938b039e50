/**
 * The waiting room's rules (issue 39), apart from the database: how many of the line are let in on a run of the admission
 * job, and how long a place in line is likely to wait.
 */

/** Tickets an order takes on average: automatic admission lets in one visitor per this many places still free. */
export const AVERAGE_ORDER = 2;
/**
 * Most visitors one run lets in: a burst of freed places is spread over a few runs instead of arriving at once. Above
 * the highest rate an operator may set (100,000 a minute is 3,334 a run of 2 s).
 */
export const MOST_PER_RUN = 5_000;

export interface AdmissionFacts {
  /** The operator's rate (people per minute); null: automatic. */
  ratePerMinute: number | null;
  /** Admissions the rate earned before and did not use. */
  credit: number;
  /** Seconds since the previous run. */
  elapsedSeconds: number;
  /** People in line not yet let in (their places drawn or given). */
  waiting: number;
  /** Places of the date neither held nor booked. */
  freePlaces: number;
  /** Visitors let in who may still be choosing: let in lately and not yet booked, nor lapsed. */
  shopping: number;
}

/**
 * How many to let in now, and the credit carried to the next run. A set rate earns a fraction of a person per second, up
 * to ten seconds' worth kept while nobody waits (so the first of a new crowd do not all walk in at once). Automatic
 * admission keeps about as many visitors choosing as the free places can serve (one per AVERAGE_ORDER places): as holds
 * lapse and places come back, more are let in; while nothing is free, nobody is.
 */
export function admissionsDue(facts: AdmissionFacts): { admit: number; credit: number } {
  const room = Math.max(0, Math.min(facts.waiting, MOST_PER_RUN));
  if (facts.ratePerMinute !== null) {
    const cap = Math.max(1, facts.ratePerMinute / 6);
    const credit = Math.min(facts.credit + (facts.ratePerMinute * Math.max(0, facts.elapsedSeconds)) / 60, cap);
    const admit = Math.min(Math.floor(credit), room);
    return { admit, credit: credit - admit };
  }
  const target = Math.ceil(Math.max(0, facts.freePlaces) / AVERAGE_ORDER);
  return { admit: Math.min(Math.max(0, target - facts.shopping), room), credit: 0 };
}

/** Seconds until `ahead` people have been let in at `ratePerMinute`; null when nobody is being let in (paused, nothing free). */
export function estimatedWaitSeconds(ahead: number, ratePerMinute: number): number | null {
  if (ahead <= 0) return 0;
  if (!(ratePerMinute > 0)) return null;
  return Math.ceil((ahead * 60) / ratePerMinute);
}

/**
 * When a turn (or a taken admission) that began at `at` ends, `lengthMs` later: its clock starts at the sale's start at
 * the earliest (a pass used, or a line let in, before it). Milliseconds since the epoch.
 */
export function turnEnds(at: Date, saleStart: Date | null, lengthMs: number): number {
  return Math.max(at.getTime(), saleStart?.getTime() ?? 0) + lengthMs;
}

/** How many are ahead of `position` once every place up to `admittedThrough` has been let in. */
export function aheadOf(position: number, admittedThrough: number): number {
  return Math.max(0, position - admittedThrough - 1);
}
