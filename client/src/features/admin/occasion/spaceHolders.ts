/**
 * Who holds each space of an occasion, as the box office's map shows it: a state to colour it by, the
 * words for its accessible name and tooltip, and which actions a selection of spaces allows. Pure, from
 * the occasion's tickets (occasionTickets), so it is tested without a DOM.
 */

/** The admin map's states; each is a class on the space element (see AdminPlanMap.module.css). */
export const ADMIN_SPACE_STATES = ["free", "partial", "held", "renewal", "booked", "locked"] as const;
export type AdminSpaceState = (typeof ADMIN_SPACE_STATES)[number];

/** How a booking holds its places on the map. */
export type HoldKind = "held" | "renewal" | "booked" | "locked";

/** draft and payment are holds in progress; renewable places wait for last season's customer to renew them. */
export function holdKindOf(bookingStatus: string): HoldKind | null {
  switch (bookingStatus) {
    case "draft":
    case "payment":
      return "held";
    case "renewable":
      return "renewal";
    case "booked":
      return "booked";
    case "locked":
      return "locked";
    default:
      return null;
  }
}

/** The fields of a ticket the map needs. */
export interface HolderTicket {
  spaceId: string;
  bookingId: string;
  bookingNumber: number;
  bookingStatus: string;
  clientName?: string | null;
}

/** One booking holding places in a space. */
export interface SpaceHolder {
  bookingId: string;
  bookingNumber: number;
  bookingStatus: string;
  clientName: string | null;
  tickets: number;
}

export interface AdminSpaceStatus {
  state: AdminSpaceState;
  /** Places held by bookings. */
  taken: number;
  capacity: number;
  remaining: number;
  /** Places held back as house seats (locked bookings): what Release gives back. */
  locked: number;
  /** By booking number. */
  holders: SpaceHolder[];
}

/** The tickets of each space. */
export function ticketsBySpace<Ticket extends HolderTicket>(tickets: ReadonlyArray<Ticket>): Map<string, Ticket[]> {
  const bySpace = new Map<string, Ticket[]>();
  for (const ticket of tickets) {
    const list = bySpace.get(ticket.spaceId);
    if (list) list.push(ticket);
    else bySpace.set(ticket.spaceId, [ticket]);
  }
  return bySpace;
}

const KIND_PRECEDENCE: HoldKind[] = ["locked", "booked", "renewal", "held"];

/**
 * A space's state: free without tickets; partial while places remain (a standing area); when full, how
 * most of its places are held (ties: locked, then booked, then awaiting renewal, then held). Tickets of bookings that hold no
 * places (cancelled, expired, refunded) are left out.
 */
export function adminSpaceStatus(capacity: number, tickets: ReadonlyArray<HolderTicket>): AdminSpaceStatus {
  const holding = tickets.filter((ticket) => holdKindOf(ticket.bookingStatus) !== null);
  const counts: Record<HoldKind, number> = { held: 0, renewal: 0, booked: 0, locked: 0 };
  const holders = new Map<string, SpaceHolder>();
  for (const ticket of holding) {
    counts[holdKindOf(ticket.bookingStatus)!] += 1;
    const holder = holders.get(ticket.bookingId);
    if (holder) holder.tickets += 1;
    else
      holders.set(ticket.bookingId, {
        bookingId: ticket.bookingId,
        bookingNumber: ticket.bookingNumber,
        bookingStatus: ticket.bookingStatus,
        clientName: ticket.clientName ?? null,
        tickets: 1,
      });
  }
  const taken = holding.length;
  const remaining = Math.max(0, capacity - taken);
  let state: AdminSpaceState;
  if (taken === 0) state = "free";
  else if (remaining > 0) state = "partial";
  else state = KIND_PRECEDENCE.reduce((best, kind) => (counts[kind] > counts[best] ? kind : best), KIND_PRECEDENCE[0]!);
  return {
    state,
    taken,
    capacity,
    remaining,
    locked: counts.locked,
    holders: [...holders.values()].sort((a, b) => a.bookingNumber - b.bookingNumber),
  };
}

/** A plan's space as the occasion has it. */
export interface PlanSpaceLike {
  id: string;
  /** The plan's code ('P-D-7'): the SVG element's id. */
  name: string;
  /** As people read it ('Stalls, row D, seat 7'). */
  label: string;
  maxTickets: number;
}

/** Every space of the plan with who holds it; the occasion's capacity of a space wins over the plan's. */
export function spaceStatuses(
  spaces: ReadonlyArray<PlanSpaceLike>,
  occupancy: ReadonlyArray<{ spaceId: string; maxTickets: number }>,
  tickets: ReadonlyArray<HolderTicket>,
): Array<{ id: string; name: string; label: string; status: AdminSpaceStatus }> {
  const capacity = new Map(occupancy.map((entry) => [entry.spaceId, entry.maxTickets]));
  const bySpace = ticketsBySpace(tickets);
  return spaces.map((space) => ({
    id: space.id,
    name: space.name,
    label: space.label,
    status: adminSpaceStatus(capacity.get(space.id) ?? space.maxTickets, bySpace.get(space.id) ?? []),
  }));
}

/** Spaces the administrator can select: with a free place (to lock or sell) or a house seat (to release). */
export function isSelectable(status: Pick<AdminSpaceStatus, "remaining" | "locked">): boolean {
  return status.remaining > 0 || status.locked > 0;
}

export interface SelectionActions {
  lock: boolean;
  release: boolean;
  sell: boolean;
}

/** What a selection allows: every selected space must qualify, as the server does all or nothing. */
export function selectionActions(selected: ReadonlyArray<Pick<AdminSpaceStatus, "remaining" | "locked">>): SelectionActions {
  if (selected.length === 0) return { lock: false, release: false, sell: false };
  const allFree = selected.every((status) => status.remaining > 0);
  return { lock: allFree, release: selected.every((status) => status.locked > 0), sell: allFree };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'Row 1, seat 1, Booked' or, for a space of several places, 'Standing A, Partly taken, 3 / 200 taken' (from its label). */
export function spaceAccessibleName(name: string, status: AdminSpaceStatus, t: Translate): string {
  const parts = [name, t(`adminOccasion.state.${status.state}`)];
  if (status.capacity > 1) parts.push(t("adminOccasion.space.taken", { taken: status.taken, capacity: status.capacity }));
  return parts.join(", ");
}

/** How many holders a tooltip lists before 'and N more bookings'. */
export const TOOLTIP_HOLDERS = 5;

/**
 * The tooltip of a space: its name and state, then who holds it: 'Booking 12 · Maija Virtanen · Booked',
 * at most TOOLTIP_HOLDERS bookings and how many more.
 */
export function spaceTooltipLines(name: string, status: AdminSpaceStatus, t: Translate): string[] {
  const lines = [spaceAccessibleName(name, status, t)];
  for (const holder of status.holders.slice(0, TOOLTIP_HOLDERS)) {
    lines.push(
      t(holder.tickets > 1 ? "adminOccasion.tooltip.holderTickets" : "adminOccasion.tooltip.holder", {
        number: holder.bookingNumber,
        client: holder.clientName ?? t("adminOccasion.tooltip.noClient"),
        status: t(`bookingStatus.${holder.bookingStatus}`),
        count: holder.tickets,
      }),
    );
  }
  const more = status.holders.length - TOOLTIP_HOLDERS;
  if (more > 0) lines.push(t("adminOccasion.tooltip.more", { count: more }));
  return lines;
}

interface OccupancyEntry {
  spaceId: string;
  count: number;
  maxTickets: number;
}

/** Whether two occupancy lists say the same for every space. */
export function sameOccupancy(a: ReadonlyArray<OccupancyEntry>, b: ReadonlyArray<OccupancyEntry>): boolean {
  if (a.length !== b.length) return false;
  const bySpace = new Map(a.map((entry) => [entry.spaceId, entry]));
  return b.every((entry) => {
    const other = bySpace.get(entry.spaceId);
    return other !== undefined && other.count === entry.count && other.maxTickets === entry.maxTickets;
  });
}
