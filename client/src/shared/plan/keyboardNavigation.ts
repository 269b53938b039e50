/**
 * Where the arrow keys (and Home, End, PageUp, PageDown) move the keyboard's place on a map or in a list: one tab stop,
 * the keys moving between places (the roving tabindex pattern). Pure: the map hands in its places' boxes.
 */

/** The keys that move between places. */
export const NAVIGATION_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export function isNavigationKey(key: string): key is NavigationKey {
  return (NAVIGATION_KEYS as readonly string[]).includes(key);
}

/** How many rows PageUp and PageDown jump on a map. */
export const PAGE_ROWS = 5;
/** How many items PageUp and PageDown jump in a list. */
export const PAGE_ITEMS = 10;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A place on the map: its row (with its section) when it has one, and where it is drawn. */
export interface NavigationPlace {
  id: string;
  section?: string | null;
  row?: string | null;
  box: Box;
}

type Direction = "left" | "right" | "up" | "down";

interface Row {
  /** Its row number or name ('12'). */
  label: string;
  /** Its places from left to right. */
  places: Placed[];
  /** Its rows' order in its section, from the top down. */
  section: Row[];
  centerY: number;
}

interface Placed {
  id: string;
  /** Its position in the order the map was given (the drawing's). */
  order: number;
  box: Box;
  cx: number;
  cy: number;
  row: Row | null;
}

export interface MapNavigation {
  /** The place `key` moves to from `fromId`; null when it stays (an edge of the map, an unknown place). */
  target(fromId: string, key: NavigationKey, options?: { ctrlKey?: boolean }): string | null;
}

/**
 * The map's movement: Left and Right along a place's row (its section's row, then across an aisle to the nearest place
 * level with it), Up and Down to the nearest place by x in the row above or below in its section; Home and End to the
 * row's ends (with the rows of its number level with it in the sections beside it); PageUp and PageDown {@link PAGE_ROWS} rows at a time. Where a place has no row (a standing area, a
 * wheelchair place, an unnumbered plan) or its row or section ends, the key moves to the nearest place drawn in that
 * direction. Ctrl+Home and Ctrl+End (and Home and End on a place without a row) go to the map's first and last place.
 */
export function mapNavigation(places: readonly NavigationPlace[]): MapNavigation {
  const placed: Placed[] = places.map((place, order) => ({
    id: place.id,
    order,
    box: place.box,
    cx: place.box.x + place.box.width / 2,
    cy: place.box.y + place.box.height / 2,
    row: null,
  }));
  const byId = new Map(placed.map((place) => [place.id, place]));
  const rows = new Map<string, { section: string; label: string; places: Placed[] }>();
  placed.forEach((place, index) => {
    const { row, section } = places[index]!;
    if (!row) return;
    const key = JSON.stringify([section ?? "", row]);
    const known = rows.get(key) ?? { section: section ?? "", label: row, places: [] };
    known.places.push(place);
    rows.set(key, known);
  });
  const sections = new Map<string, Row[]>();
  const allRows: Row[] = [];
  for (const { section, label, places: members } of rows.values()) {
    const list = sections.get(section) ?? [];
    const row: Row = {
      label,
      places: members.sort((a, b) => a.cx - b.cx || a.order - b.order),
      section: list,
      centerY: members.reduce((sum, member) => sum + member.cy, 0) / members.length,
    };
    for (const member of members) member.row = row;
    list.push(row);
    allRows.push(row);
    sections.set(section, list);
  }
  for (const list of sections.values()) list.sort((a, b) => a.centerY - b.centerY);

  /**
   * The row with the rows of the same number level with it in other sections (a row running on across an aisle, as
   * rows numbered across a hall's blocks do); a balcony's row 1 above the stalls' row 1 is another row.
   */
  const levelRows = (row: Row): Row[] => {
    const tolerance = Math.max(...row.places.map((place) => place.box.height));
    return allRows.filter((other) => other.label === row.label && Math.abs(other.centerY - row.centerY) <= tolerance);
  };

  const nearestByX = (row: Row, x: number): Placed =>
    row.places.reduce((best, place) => (Math.abs(place.cx - x) < Math.abs(best.cx - x) ? place : best));

  /**
   * The nearest place drawn beyond `from` in the direction. Places in its lane (level with it for Left and Right,
   * above or below it for Up and Down) come first, the nearest gap first; else the gap counts and twice the distance
   * aside. Ties go to the nearest centre.
   */
  const geometric = (from: Placed, direction: Direction): Placed | null => {
    const horizontal = direction === "left" || direction === "right";
    let best: Placed | null = null;
    let bestRank: [number, number, number] = [Infinity, Infinity, Infinity];
    for (const candidate of placed) {
      if (candidate === from || !beyond(from, candidate, direction)) continue;
      const along = Math.max(0, gap(from.box, candidate.box, direction));
      const aside = horizontal
        ? intervalDistance(from.box.y, from.box.height, candidate.box.y, candidate.box.height)
        : intervalDistance(from.box.x, from.box.width, candidate.box.x, candidate.box.width);
      const rank: [number, number, number] = [
        aside > 0 ? 1 : 0,
        along + 2 * aside,
        Math.hypot(candidate.cx - from.cx, candidate.cy - from.cy),
      ];
      if (isBefore(rank, bestRank)) {
        best = candidate;
        bestRank = rank;
      }
    }
    return best;
  };

  /** One step; `referenceX` is where a move between rows keeps to (a PageUp's first place's x). */
  const step = (from: Placed, direction: Direction, referenceX: number): Placed | null => {
    const row = from.row;
    if (row) {
      if (direction === "left" || direction === "right") {
        const next = row.places[row.places.indexOf(from) + (direction === "right" ? 1 : -1)];
        if (next) return next;
      } else {
        const nextRow = row.section[row.section.indexOf(row) + (direction === "down" ? 1 : -1)];
        if (nextRow) return nearestByX(nextRow, referenceX);
      }
    }
    return geometric(from, direction);
  };

  return {
    target(fromId, key, options = {}) {
      const from = byId.get(fromId);
      if (!from) return null;
      let to: Placed | null = null;
      switch (key) {
        case "ArrowLeft":
          to = step(from, "left", from.cx);
          break;
        case "ArrowRight":
          to = step(from, "right", from.cx);
          break;
        case "ArrowUp":
          to = step(from, "up", from.cx);
          break;
        case "ArrowDown":
          to = step(from, "down", from.cx);
          break;
        case "Home":
        case "End": {
          const first = key === "Home";
          if (from.row && !options.ctrlKey) {
            const ends = levelRows(from.row).map((row) => (first ? row.places[0]! : row.places[row.places.length - 1]!));
            to = ends.reduce((best, place) => ((first ? place.cx < best.cx : place.cx > best.cx) ? place : best));
          } else to = first ? placed[0]! : placed[placed.length - 1]!;
          break;
        }
        case "PageUp":
        case "PageDown": {
          let at = from;
          for (let count = 0; count < PAGE_ROWS; count++) {
            const next = step(at, key === "PageUp" ? "up" : "down", from.cx);
            if (!next) break;
            at = next;
          }
          to = at;
          break;
        }
      }
      return to && to !== from ? to.id : null;
    },
  };
}

/** Whether `candidate`'s centre lies past `from`'s edge in the direction (not beside it). */
function beyond(from: Placed, candidate: Placed, direction: Direction): boolean {
  switch (direction) {
    case "left":
      return candidate.cx <= from.box.x && candidate.cx < from.cx;
    case "right":
      return candidate.cx >= from.box.x + from.box.width && candidate.cx > from.cx;
    case "up":
      return candidate.cy <= from.box.y && candidate.cy < from.cy;
    case "down":
      return candidate.cy >= from.box.y + from.box.height && candidate.cy > from.cy;
  }
}

/** The empty space between the boxes in the direction (negative when they overlap). */
function gap(from: Box, to: Box, direction: Direction): number {
  switch (direction) {
    case "left":
      return from.x - (to.x + to.width);
    case "right":
      return to.x - (from.x + from.width);
    case "up":
      return from.y - (to.y + to.height);
    case "down":
      return to.y - (from.y + from.height);
  }
}

/** How far apart two intervals on one axis are (0 when they overlap). */
function intervalDistance(start: number, length: number, otherStart: number, otherLength: number): number {
  const otherEnd = otherStart + otherLength;
  if (otherEnd < start) return start - otherEnd;
  if (otherStart > start + length) return otherStart - (start + length);
  return 0;
}

/** Whether a rank comes before another (compared in order; differences within rounding are ties). */
function isBefore(rank: readonly number[], other: readonly number[]): boolean {
  for (let index = 0; index < rank.length; index++) {
    const difference = rank[index]! - other[index]!;
    if (Math.abs(difference) > 1e-9) return difference < 0;
  }
  return false;
}

/** The index `key` moves to in a list of `count` items from `index` (Left and Right as Up and Down); null: it stays. */
export function listTarget(index: number, count: number, key: NavigationKey): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const to = (() => {
    switch (key) {
      case "ArrowUp":
      case "ArrowLeft":
        return index - 1;
      case "ArrowDown":
      case "ArrowRight":
        return index + 1;
      case "Home":
        return 0;
      case "End":
        return last;
      case "PageUp":
        return index - PAGE_ITEMS;
      case "PageDown":
        return index + PAGE_ITEMS;
    }
  })();
  const clamped = Math.min(last, Math.max(0, to));
  return clamped === index ? null : clamped;
}
