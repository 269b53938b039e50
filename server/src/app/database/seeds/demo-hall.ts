/**
 * The demo plan: "Suuri sali", the main hall of a Finnish municipal theatre.
 *
 * Layout (stage at the top, the audience looking up the map):
 * - a parterre of 15 rows numbered 1..15 from the stage, in three sections (left, centre, right)
 *   separated by two aisles, with a cross aisle between rows 10 and 11; rows widen towards the back;
 * - seats are numbered per row from the left end to the right end across all three sections, and a
 *   seat's space name is `R{row}-S{seat}` (`R1-S1` ... `R15-S20`): the plan's name pattern, which gives
 *   every seat its row and seat number; `data-section` numbers the sections 1-3 from the left (the groups
 *   a phone zooms to; the name does not carry it, so labels leave it out);
 * - row 15 gives its two outermost seat pairs on each side to four wheelchair places
 *   (`wheelchair-1` ... `wheelchair-4`, one ticket each; `data-seat` numbers them);
 * - behind the parterre, a standing area `standing-A` for 200 people (`data-section="A"`).
 *
 * The names are the drawing's ids, internal to the venue: the plan has no space label mask, so customers
 * read the app's translated labels ('Row 1, seat 6', 'Rivi 1, paikka 6', 'Wheelchair place 2', 'Standing A').
 *
 * Every space is an SVG element whose `id` is the space's name and whose `class` is `space` plus its
 * type (`seat`, `wheelchair`, `standing`); the client toggles `free`, `partial`, `full` and `yours` on
 * them. Row numbers, section names and the stage are drawn as text with `aria-hidden` and no pointer
 * events: accessible names come from the label masks. The output is deterministic, uses a `viewBox`
 * without width or height, and has no scripts, styles or external references, so it passes the SVG
 * sanitizer unchanged in meaning.
 */
import type { Translations } from "../../../common/translations.js";

export type DemoSpaceType = "seat" | "standing" | "wheelchair";

export interface DemoSpace {
  name: string;
  maxTickets: number;
  spaceType: DemoSpaceType;
  /** Its price zone (a key of the hall's `priceZones`); none: the plan's default zone. */
  priceZone?: DemoPriceZone;
}

/** The hall's price zones: the front stalls (rows 1-5) are priced apart where a price list says so. */
export type DemoPriceZone = "front";

export interface DemoHall {
  /** The default language's name is the hall's proper name, kept in English; Swedish has its own. */
  name: Translations;
  description: Translations;
  svg: string;
  styles: string;
  /** How a space's name splits into row and seat. */
  namePattern: string;
  mapLabelMask: string;
  /** Null: the app's translated default labels, in each customer's language. */
  spaceLabelMask: string | null;
  /** Price zones in display order, by key, with their names. */
  priceZones: Array<{ key: DemoPriceZone; name: Translations }>;
  spaces: DemoSpace[];
}

/** Rows 1 to this are the front stalls price zone. */
export const FRONT_ZONE_LAST_ROW = 5;

export const DEMO_HALL_NAME = "Suuri sali";
export const STANDING_CAPACITY = 200;

const ROWS = 15;
/** Rows after which a cross aisle runs. */
const CROSS_AISLE_AFTER_ROW = 10;
const CROSS_AISLE = 16;

const SEAT = 16;
const PITCH_X = 20;
const PITCH_Y = 26;
const AISLE = 44;
const CENTRE_X = 400;
const FIRST_ROW_Y = 124;
const WIDTH = 800;

/** Widest rows: 7 side seats and 14 centre seats. */
const MAX_SIDE = 7;
const MAX_CENTRE = 14;
const CENTRE_HALF = (MAX_CENTRE * PITCH_X - (PITCH_X - SEAT)) / 2;
const LEFT_EDGE = CENTRE_X - CENTRE_HALF - AISLE; // right edge of the left section
const RIGHT_EDGE = CENTRE_X + CENTRE_HALF + AISLE; // left edge of the right section
const OUTER_LEFT = LEFT_EDGE - MAX_SIDE * PITCH_X + (PITCH_X - SEAT);
const OUTER_RIGHT = RIGHT_EDGE + MAX_SIDE * PITCH_X - (PITCH_X - SEAT);
const ROW_LABEL_OFFSET = 22;

/** Wheelchair places in the last row: two per side, each as wide as two seats. */
const WHEELCHAIRS_PER_SIDE = 2;
const WHEELCHAIR_WIDTH = 2 * PITCH_X - (PITCH_X - SEAT);

interface RowShape {
  side: number;
  centre: number;
}

/** Rows widen every five rows: 5/12/5, then 6/13/6, then 7/14/7. */
function rowShape(row: number): RowShape {
  const step = Math.ceil(row / 5) - 1;
  return { side: 5 + step, centre: 12 + step };
}

function rowY(row: number): number {
  return FIRST_ROW_Y + (row - 1) * PITCH_Y + (row > CROSS_AISLE_AFTER_ROW ? CROSS_AISLE : 0);
}

/** x of the i-th (0-based, left to right) of n seats in each section. */
const sectionX = {
  left: (i: number, n: number) => LEFT_EDGE - (n - i) * PITCH_X + (PITCH_X - SEAT),
  centre: (i: number, n: number) => CENTRE_X - (n * PITCH_X - (PITCH_X - SEAT)) / 2 + i * PITCH_X,
  right: (i: number) => RIGHT_EDGE + i * PITCH_X,
};

/** A seat; `section` numbers the parterre's sections from the left (1, 2, 3), the groups the map zooms to. */
function seatRect(name: string, x: number, section: number): string {
  return `<rect id="${name}" class="space seat" data-section="${section}" x="${x}" width="${SEAT}" height="${SEAT}" rx="3"/>`;
}

export function buildDemoHall(): DemoHall {
  const spaces: DemoSpace[] = [];
  const rows: string[] = [];
  const wheelchairs: string[] = [];
  const wheelchairSymbols: string[] = [];
  const lastRowY = rowY(ROWS);

  for (let row = 1; row <= ROWS; row += 1) {
    const { side, centre } = rowShape(row);
    const isLastRow = row === ROWS;
    // The last row's outermost seat positions hold the wheelchair places.
    const wheelchairPositions = isLastRow ? WHEELCHAIRS_PER_SIDE * 2 : 0;
    const xs: Array<{ x: number; section: number }> = [];
    for (let i = wheelchairPositions; i < side; i += 1) xs.push({ x: sectionX.left(i, side), section: 1 });
    for (let i = 0; i < centre; i += 1) xs.push({ x: sectionX.centre(i, centre), section: 2 });
    for (let i = 0; i < side - wheelchairPositions; i += 1) xs.push({ x: sectionX.right(i), section: 3 });

    const parts: string[] = [`<g class="row" data-row="${row}" transform="translate(0 ${rowY(row)})">`];
    parts.push(
      `<text class="label row-label" aria-hidden="true" x="${OUTER_LEFT - ROW_LABEL_OFFSET}" y="12">${row}</text>`,
      `<text class="label row-label" aria-hidden="true" x="${OUTER_RIGHT + ROW_LABEL_OFFSET}" y="12">${row}</text>`,
    );
    xs.forEach(({ x, section }, index) => {
      const name = `R${row}-S${index + 1}`;
      parts.push(seatRect(name, x, section));
      spaces.push({ name, maxTickets: 1, spaceType: "seat", ...(row <= FRONT_ZONE_LAST_ROW ? { priceZone: "front" as const } : {}) });
    });
    parts.push("</g>");
    rows.push(parts.join(""));
  }

  // Wheelchair places at both ends of the last row, numbered left to right.
  const lastSide = rowShape(ROWS).side;
  const lastRightSeats = lastSide - WHEELCHAIRS_PER_SIDE * 2;
  const wheelchairXs = [
    ...Array.from({ length: WHEELCHAIRS_PER_SIDE }, (_, k) => sectionX.left(2 * k, lastSide)),
    ...Array.from({ length: WHEELCHAIRS_PER_SIDE }, (_, k) => sectionX.right(lastRightSeats + 2 * k)),
  ];
  wheelchairXs.forEach((x, index) => {
    const name = `wheelchair-${index + 1}`;
    wheelchairs.push(
      `<rect id="${name}" class="space wheelchair" data-seat="${index + 1}" x="${x}" y="${lastRowY}" width="${WHEELCHAIR_WIDTH}" height="${SEAT}" rx="3"/>`,
    );
    wheelchairSymbols.push(`<text class="label wheelchair-label" x="${x + WHEELCHAIR_WIDTH / 2}" y="${lastRowY + 13}">\u267F</text>`);
    spaces.push({ name, maxTickets: 1, spaceType: "wheelchair" });
  });

  const standingY = lastRowY + SEAT + 34;
  const standingHeight = 96;
  const standing = `<rect id="standing-A" class="space standing" data-section="A" x="${OUTER_LEFT}" y="${standingY}" width="${OUTER_RIGHT - OUTER_LEFT}" height="${standingHeight}" rx="6"/>`;
  spaces.push({ name: "standing-A", maxTickets: STANDING_CAPACITY, spaceType: "standing" });

  const height = standingY + standingHeight + 24;
  const sectionLabelY = FIRST_ROW_Y - 12;
  const labels = [
    `<text class="label stage-label" x="${CENTRE_X}" y="58">NÄYTTÄMÖ / SCEN / STAGE</text>`,
    `<text class="label section-label" x="${(OUTER_LEFT + LEFT_EDGE) / 2}" y="${sectionLabelY}">VASEN / VÄNSTER / LEFT</text>`,
    `<text class="label section-label" x="${CENTRE_X}" y="${sectionLabelY}">KESKI / MITTEN / CENTRE</text>`,
    `<text class="label section-label" x="${(RIGHT_EDGE + OUTER_RIGHT) / 2}" y="${sectionLabelY}">OIKEA / HÖGER / RIGHT</text>`,
    `<text class="label standing-label" x="${CENTRE_X}" y="${standingY + standingHeight / 2 + 5}">SEISOMAPAIKAT / STÅPLATSER / STANDING</text>`,
    ...wheelchairSymbols,
  ];

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" class="plan plan-suuri-sali" text-anchor="middle">`,
    `<g class="stage" aria-hidden="true">`,
    `<path class="stage-floor" d="M${CENTRE_X - 220} 20h440v44q-220 22-440 0z"/>`,
    `</g>`,
    `<g class="parterre">`,
    ...rows,
    ...wheelchairs,
    `</g>`,
    `<g class="standing-area">${standing}</g>`,
    `<g class="labels" aria-hidden="true" pointer-events="none">${labels.join("")}</g>`,
    `</svg>`,
  ].join("\n");

  return {
    name: { fi: DEMO_HALL_NAME, en: DEMO_HALL_NAME, sv: "Stora salen" },
    description: {
      fi: "Kaupunginteatterin suuri sali: permanto kolmessa lohkossa, pyörätuolipaikat ja seisomakatsomo.",
      sv: "Stadsteaterns stora sal: parkett i tre sektioner, rullstolsplatser och ståplatser.",
      en: "The city theatre's main hall: a three-section parterre, wheelchair places and a standing area.",
    },
    svg,
    styles: DEMO_HALL_STYLES,
    namePattern: "R{row}-S{seat}",
    mapLabelMask: "{name}: {remaining} / {max}",
    spaceLabelMask: null,
    priceZones: [{ key: "front", name: { fi: "Permanto edessä", sv: "Parkett fram", en: "Front stalls" } }],
    spaces,
  };
}

/**
 * CSS for the plan, scoped under the SVG root's `plan` class so that it cannot restyle the page the
 * map is inlined into. States are classes the client toggles on space elements; each state differs by
 * more than colour (stroke pattern or width) for users who cannot tell the colours apart.
 */
const DEMO_HALL_STYLES = `
.plan { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.plan .stage-floor { fill: #3d3f4a; }
.plan .label { fill: #495057; font-size: 11px; pointer-events: none; user-select: none; }
.plan .stage-label { fill: #ffffff; font-size: 16px; font-weight: 600; letter-spacing: 0.08em; }
.plan .section-label { font-size: 10px; letter-spacing: 0.08em; fill: #6c757d; }
.plan .row-label { font-weight: 600; }
.plan .standing-label { font-size: 14px; letter-spacing: 0.06em; }
.plan .wheelchair-label { font-size: 12px; fill: #1c3f94; }
.plan .space { stroke-width: 1; cursor: pointer; transition: fill 0.15s, stroke 0.15s; }
.plan .seat { fill: #dee2e6; stroke: #868e96; }
.plan .wheelchair { fill: #dbe4ff; stroke: #3b5bdb; }
.plan .standing { fill: #f1f3f5; stroke: #868e96; stroke-dasharray: 8 4; }
.plan .space.free { fill: #b2f2bb; stroke: #2b8a3e; }
.plan .space.partial { fill: #ffec99; stroke: #e67700; stroke-width: 1.5; }
.plan .space.full { fill: #ced4da; fill-opacity: 0.55; stroke: #adb5bd; stroke-dasharray: 2 2; cursor: not-allowed; }
.plan .space.yours { fill: #4c6ef5; stroke: #1c3f94; stroke-width: 2.5; }
.plan .standing.yours { fill: #bac8ff; }
.plan .space:hover:not(.full) { stroke-width: 2.5; }
.plan .space:focus { outline: none; }
.plan .space:focus-visible { outline: 3px solid #f08c00; outline-offset: 2px; stroke: #f08c00; stroke-width: 3; }
@media (prefers-reduced-motion: reduce) { .plan .space { transition: none; } }
`.trim();
