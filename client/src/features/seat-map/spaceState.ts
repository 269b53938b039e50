import { fillLabelMask } from "../../shared/plan/labelMask";

/** The public map's space states; each is a class the plan's CSS styles. */
export const SPACE_STATES = ["free", "partial", "full", "yours"] as const;
export type SpaceState = (typeof SPACE_STATES)[number];

export interface SpaceOccupancyLike {
  spaceId: string;
  count: number;
  maxTickets: number;
}

export interface SpaceLike {
  id: string;
  name: string;
  maxTickets: number;
  spaceType?: { name: string } | null;
  section?: string | null;
  row?: string | null;
  seat?: string | null;
}

export interface SpaceStatus {
  state: SpaceState;
  remaining: number;
  total: number;
  /** Tickets of the held draft in this space. */
  mine: number;
}

/** A space's state from occupancy and the held draft's tickets: yours wins, then full, partial, free. */
export function spaceStatus(space: SpaceLike, occupancy: SpaceOccupancyLike | undefined, mine: number): SpaceStatus {
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

/**
 * Fills a label mask ({name}, {type}, {section}, {row}, {seat}, {remaining}, {max}) by the server's rules
 * (fillLabelMask). Without a mask:
 * 'R1-S1, 1 / 1 available' (the availability part comes from `availability`).
 */
export function formatSpaceLabel(
  mask: string | null | undefined,
  space: SpaceLike,
  status: Pick<SpaceStatus, "remaining" | "total">,
  availability: string,
): string {
  const base = fillLabelMask(mask, {
    name: space.name,
    type: space.spaceType?.name,
    section: space.section,
    row: space.row,
    seat: space.seat,
    remaining: status.remaining,
    max: status.total,
  });
  const hasCounts = mask ? /\{(remaining|max)\}/.test(mask) : false;
  return hasCounts ? base.trim() : `${base.trim()}, ${availability}`;
}

/** Counts of the held draft's tickets per space. */
export function ticketsPerSpace(tickets: ReadonlyArray<{ spaceId: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ticket of tickets) counts.set(ticket.spaceId, (counts.get(ticket.spaceId) ?? 0) + 1);
  return counts;
}
