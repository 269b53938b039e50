/**
 * Each of the lead date's tickets with the same seat's ticket on every date (itself included): the n-th ticket of a
 * space on one date is the n-th of it on another (a standing space holds several).
 */
export function matchSeats<T extends { id: string; booking_id: string; space_id: string }>(lead: T[], all: T[]): Map<string, T[]> {
  const ordinal = new Map<string, number>();
  const key = (ticket: T) => {
    const base = `${ticket.booking_id}:${ticket.space_id}`;
    const n = ordinal.get(base) ?? 0;
    ordinal.set(base, n + 1);
    return `${ticket.space_id}:${n}`;
  };
  const bySeat = new Map<string, T[]>();
  for (const ticket of [...all].sort((a, b) => a.id.localeCompare(b.id))) {
    const seat = key(ticket);
    bySeat.set(seat, [...(bySeat.get(seat) ?? []), ticket]);
  }
  ordinal.clear();
  const leadKeys = new Map([...lead].sort((a, b) => a.id.localeCompare(b.id)).map((ticket) => [ticket.id, key(ticket)]));
  return new Map(lead.map((ticket) => [ticket.id, bySeat.get(leadKeys.get(ticket.id)!) ?? [ticket]]));
}
