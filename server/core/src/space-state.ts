/**
 * A place's state on the public seat map: the server draws the first map with it (the boot map) and the
 * application keeps it live; each state is a class the plan's CSS styles.
 */

/** The public map's space states; `yours` needs the application (the held draft is the visitor's own). */
export const SPACE_STATES = ["free", "partial", "full", "yours"] as const;
export type SpaceState = (typeof SPACE_STATES)[number];

/** A space's occupancy row: tickets held in it and its capacity on the occasion. */
export interface SpaceOccupancyLike {
  spaceId?: string;
  count: number;
  maxTickets: number;
}

export interface SpaceStatus {
  state: SpaceState;
  remaining: number;
  total: number;
  /** Tickets of the held draft in this space. */
  mine: number;
}

/**
 * A space's state from its occupancy (without a row: the space's own capacity, nothing held) and the held
 * draft's tickets in it: yours wins, then full, partial, free. A count outside 0..capacity is clamped.
 */
export function spaceStatus(space: { maxTickets: number }, occupancy: SpaceOccupancyLike | undefined, mine = 0): SpaceStatus {
  const total = occupancy?.maxTickets ?? space.maxTickets;
  const count = Math.min(total, Math.max(0, occupancy?.count ?? 0));
  const remaining = total - count;
  let state: SpaceState;
  if (mine > 0) state = "yours";
  else if (remaining <= 0) state = "full";
  else if (count > 0) state = "partial";
  else state = "free";
  return { state, remaining, total, mine };
}
