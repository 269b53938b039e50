/**
 * Best available seats (issue 20): which places to offer a buyer who asks for N seats instead of picking them.
 * Pure: it sees the plan's seats with their section, row and seat number and whether each is free, and
 * answers blocks of seats best first; holding them (all or nothing) is the caller's.
 *
 * The rules, in order:
 * 1. Only numbered seats of one place each (row and seat known, one ticket, not an accessible place: those are
 *    chosen on purpose, with their companions) are picked; standing areas are chosen by hand.
 * 2. N adjacent seats in one row (consecutive seat numbers in one section's row) when any row has them.
 * 3. No single empty seat stranded between the block and a taken seat or the row's end, when a block that
 *    strands none exists: nobody buys the one seat left between two parties.
 * 4. Among the rest: the front rows first (rows in their numeric order within a section, sections in plan
 *    order), and in a row the block nearest its middle.
 * When no row has N adjacent seats, the party is split into as few blocks as possible, each chosen by the
 * same rules, in the same section where possible.
 */

export interface SeatCandidate {
  id: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  /** A place of one ticket that is free now. */
  free: boolean;
  /** One ticket per place (a seat), not a standing area. */
  single: boolean;
  accessible: boolean;
  priceZoneId: string | null;
}

export interface BestAvailablePreference {
  section?: string | null;
  priceZoneId?: string | null;
}

interface Row {
  key: string;
  section: string;
  /** Rank of the section in plan order, then of the row in it: lower is better. */
  sectionRank: number;
  rowNumber: number;
  /** Seats in seat-number order; gaps in numbering are aisles (not adjacent). */
  seats: Array<{ id: string; number: number; free: boolean; eligible: boolean }>;
}

export type BestAvailableProblem = "noStructure" | "notEnough";

/** The most blocks tried in turn when the best ones were taken in the meantime. */
export const MAX_CANDIDATES = 5;

const integer = (value: string | null): number | null => (value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null);

function rowsOf(candidates: readonly SeatCandidate[], preference: BestAvailablePreference): Row[] {
  const sections = new Map<string, number>();
  const rows = new Map<string, Row>();
  for (const place of candidates) {
    const rowNumber = integer(place.row);
    const seatNumber = integer(place.seat);
    if (rowNumber === null || seatNumber === null || !place.single) continue;
    const section = place.section ?? "";
    if (!sections.has(section)) sections.set(section, sections.size);
    const key = `${section}\u0000${rowNumber}`;
    let row = rows.get(key);
    if (!row) {
      row = { key, section, sectionRank: sections.get(section)!, rowNumber, seats: [] };
      rows.set(key, row);
    }
    const eligible =
      place.free &&
      !place.accessible &&
      (!preference.section || preference.section === section) &&
      (!preference.priceZoneId || preference.priceZoneId === place.priceZoneId);
    // An accessible place still counts as a neighbour: leaving one seat next to it is no stranding.
    row.seats.push({ id: place.id, number: seatNumber, free: place.free, eligible });
  }
  for (const row of rows.values()) row.seats.sort((a, b) => a.number - b.number);
  return [...rows.values()].sort((a, b) => a.sectionRank - b.sectionRank || a.rowNumber - b.rowNumber);
}

interface Block {
  row: Row;
  /** Index of the first seat in row.seats. */
  start: number;
  length: number;
  strands: boolean;
  /** Distance of the block's middle from the row's middle, in seats. */
  offCentre: number;
}

/** Every run of `length` adjacent eligible seats in the row. */
function blocksIn(row: Row, length: number): Block[] {
  const seats = row.seats;
  const blocks: Block[] = [];
  const middle = (seats[0]!.number + seats[seats.length - 1]!.number) / 2;
  for (let start = 0; start + length <= seats.length; start++) {
    let adjacent = true;
    for (let index = start; index < start + length; index++) {
      if (!seats[index]!.eligible || (index > start && seats[index]!.number !== seats[index - 1]!.number + 1)) {
        adjacent = false;
        break;
      }
    }
    if (!adjacent) continue;
    const first = seats[start]!;
    const last = seats[start + length - 1]!;
    blocks.push({
      row,
      start,
      length,
      strands: strandsSingle(seats, start - 1, -1) || strandsSingle(seats, start + length, +1),
      offCentre: Math.abs((first.number + last.number) / 2 - middle),
    });
  }
  return blocks;
}

/**
 * Whether the free seat at `index` (next to a block, towards `step`) would be left alone: free, and its
 * other neighbour taken, missing, or across an aisle.
 */
function strandsSingle(seats: Row["seats"], index: number, step: -1 | 1): boolean {
  const seat = seats[index];
  if (!seat || !seat.free) return false;
  const beyond = seats[index + step];
  return !beyond || !beyond.free || Math.abs(beyond.number - seat.number) !== 1;
}

const better = (a: Block, b: Block) =>
  Number(a.strands) - Number(b.strands) ||
  a.row.sectionRank - b.row.sectionRank ||
  a.row.rowNumber - b.row.rowNumber ||
  a.offCentre - b.offCentre ||
  a.row.seats[a.start]!.number - b.row.seats[b.start]!.number;

const idsOf = (block: Block) => block.row.seats.slice(block.start, block.start + block.length).map((seat) => seat.id);

/**
 * The best blocks for `count` seats, best first (at most MAX_CANDIDATES alternatives, each a list of blocks
 * that together make `count`): the caller holds the first it can.
 */
export function bestAvailable(
  candidates: readonly SeatCandidate[],
  count: number,
  preference: BestAvailablePreference = {},
): { ok: true; alternatives: string[][][] } | { ok: false; problem: BestAvailableProblem } {
  const rows = rowsOf(candidates, preference);
  if (rows.length === 0) return { ok: false, problem: "noStructure" };
  const whole = rows.flatMap((row) => blocksIn(row, count)).sort(better);
  if (whole.length > 0) return { ok: true, alternatives: whole.slice(0, MAX_CANDIDATES).map((block) => [idsOf(block)]) };
  const split = splitParty(rows, count);
  return split ? { ok: true, alternatives: [split] } : { ok: false, problem: "notEnough" };
}

/**
 * No row has `count` adjacent seats: the largest blocks first, each the best of its size, until the party is
 * seated; a section that seats everyone is preferred to spreading over several.
 */
function splitParty(rows: Row[], count: number): string[][] | null {
  const sections = [...new Set(rows.map((row) => row.section))];
  const attempts = [...sections.map((section) => rows.filter((row) => row.section === section)), rows];
  for (const within of attempts) {
    const taken = new Set<string>();
    const blocks: string[][] = [];
    let left = count;
    while (left > 0) {
      let chosen: Block | undefined;
      for (let size = left; size >= 1 && !chosen; size--) {
        chosen = within
          .flatMap((row) => blocksIn(withTaken(row, taken), size))
          .sort(better)
          .at(0);
      }
      if (!chosen) break;
      const ids = idsOf(chosen);
      ids.forEach((id) => taken.add(id));
      blocks.push(ids);
      left -= ids.length;
    }
    if (left === 0) return blocks;
  }
  return null;
}

/** The row with the seats already chosen for the party counted as taken. */
function withTaken(row: Row, taken: Set<string>): Row {
  if (taken.size === 0) return row;
  return { ...row, seats: row.seats.map((seat) => (taken.has(seat.id) ? { ...seat, free: false, eligible: false } : seat)) };
}
