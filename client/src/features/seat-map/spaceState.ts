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
  /**
   * The server's label of the place in the visitor's language (the one labelling function: the plan's mask, or
   * without one the translated default, 'Row 1, seat 6'); without it the mask is filled here.
   */
  label?: string | null;
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

const hasCounts = (mask: string | null | undefined) => (mask ? /\{(remaining|max)\}/.test(mask) : false);

/**
 * The place as people read it, without its availability: a mask with live counts ({remaining}, {max}) is
 * filled here with the occupancy the map has, else the server's label ('Row 1, seat 6'), else the mask filled
 * here by the server's rules (fillLabelMask).
 */
export function spaceTitle(mask: string | null | undefined, space: SpaceLike, status: Pick<SpaceStatus, "remaining" | "total">): string {
  if (!hasCounts(mask) && space.label) return space.label.trim();
  return fillLabelMask(mask, {
    name: space.name,
    type: space.spaceType?.name,
    section: space.section,
    row: space.row,
    seat: space.seat,
    remaining: status.remaining,
    max: status.total,
  }).trim();
}

/**
 * A place's accessible name: its title ({@link spaceTitle}) and, unless the mask says the counts itself,
 * its availability: 'Row 1, seat 1, 1 / 1 available' (the availability part comes from `availability`).
 */
export function formatSpaceLabel(
  mask: string | null | undefined,
  space: SpaceLike,
  status: Pick<SpaceStatus, "remaining" | "total">,
  availability: string,
): string {
  const title = spaceTitle(mask, space, status);
  return hasCounts(mask) ? title : `${title}, ${availability}`;
}

/** Places in the plan's order as people read it: R1-S2 before R1-S10, row 2 before row 10. */
export function naturalOrder(lng: string): (a: { name: string }, b: { name: string }) => number {
  const collator = new Intl.Collator(lng, { numeric: true, sensitivity: "base" });
  return (a, b) => collator.compare(a.name, b.name);
}

/** Counts of the held draft's tickets per space. */
export function ticketsPerSpace(tickets: ReadonlyArray<{ spaceId: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ticket of tickets) counts.set(ticket.spaceId, (counts.get(ticket.spaceId) ?? 0) + 1);
  return counts;
}
