import { formatLabel, maskHasCounts, type SpaceStatus } from "@seatbooking/core";

/*
 * A place on the public map (its state, spaceStatus, and the label mask's rules are @seatbooking/core's, which the
 * server's drawn map runs too): its title and accessible name, the order of places, the draft's tickets per place.
 */

export interface SpaceLike {
  id: string;
  name: string;
  maxTickets: number;
  spaceType?: { name: string } | null;
  section?: string | null;
  /** Its section's name in the visitor's language, when the plan named it ('Stalls'): what `{section}` says. */
  sectionName?: string | null;
  row?: string | null;
  seat?: string | null;
  /**
   * The server's label of the place in the visitor's language (the one labelling function: the plan's mask, or
   * without one the translated default, 'Row 1, seat 6'); without it the mask is filled here.
   */
  label?: string | null;
}

/**
 * The place as people read it, without its availability: a mask with live counts ({remaining}, {max}) is
 * filled here with the occupancy the map has, else the server's label ('Row 1, seat 6'), else the mask filled
 * here by the same rules as the server (formatLabel).
 */
export function spaceTitle(mask: string | null | undefined, space: SpaceLike, status: Pick<SpaceStatus, "remaining" | "total">): string {
  if (!maskHasCounts(mask) && space.label) return space.label.trim();
  return formatLabel(mask, {
    name: space.name,
    type: space.spaceType?.name,
    section: space.sectionName || space.section,
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
  return maskHasCounts(mask) ? title : `${title}, ${availability}`;
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
