/**
 * A large UNMARKED seating chart drawn the way real charts are (issue 35), for bench:seatmap and the tests of
 * marking big charts: a fan of sections around a stage, each section a group translated and rotated onto its
 * place, each row a group translated to the fan's centre and rotated to centre its arc, each seat a `<path>`
 * (a circle drawn as two arcs, or a rounded square, in relative commands) without an id, with its number as a
 * `<text>` over it and the row's number at both ends. Deterministic: the same text for the same arguments.
 *
 * Marked by rule, as an operator would: every path in the seats' layer ({@link REAL_STYLE_PLACE_RULE}); the
 * seats are then named by their labels qualified by their groups (`S203-7-14`: section S203, row 7, seat 14).
 * Without labels the seats have Inkscape's generated ids (`path1234`) and no name to derive.
 */
import type { PlaceRule } from "@seatbooking/core";

/** The id of the layer holding every seat (an Illustrator layer's generated id). */
export const REAL_STYLE_SEATS_LAYER = "Layer_2";
/** The rule that makes every seat a place. */
export const REAL_STYLE_PLACE_RULE: PlaceRule = { tag: "path", inGroup: REAL_STYLE_SEATS_LAYER };
/** Paths that are not seats (the stage). */
export const REAL_STYLE_DECORATION_PATHS = 1;

const ROWS = 20;
const ROW_PITCH = 16;
const SEAT_PITCH = 13;
const SEAT = 10;
const FAN_DEGREES = 140;
/** Between sections, at a tier's first row: room for both sections' row numbers. */
const AISLE = 60;
const TIER_GAP = 60;
const FIRST_RADIUS = 300;

/** A number with at most two decimals. */
function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** A seat centred at (x, y): a circle as two arcs (even tiers) or a rounded square (odd tiers). */
function seatPath(tier: number, x: number, y: number): string {
  const r = SEAT / 2;
  if (tier % 2 === 0) return `<path d="M${n(x - r)} ${n(y)}a${r} ${r} 0 1 0 ${SEAT} 0a${r} ${r} 0 1 0-${SEAT} 0z"/>`;
  return `<path d="M${n(x - 2.5)} ${n(y - 4.5)}h5a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2z"/>`;
}

/** The chart's SVG: `places` seats (about 20,000 for the benchmark), with or without seat-number labels. */
export function realStyleChart({ places, labels }: { places: number; labels: boolean }): string {
  const sections: string[] = [];
  let placed = 0;
  let generatedId = 1000;
  let extent = { minX: -260, maxX: 260, maxY: 200 };
  for (let tier = 0; placed < places; tier += 1) {
    const count = 3 + 2 * tier;
    const inner = FIRST_RADIUS + tier * ((ROWS - 1) * ROW_PITCH + SEAT + TIER_GAP);
    const middle = inner + ((ROWS - 1) * ROW_PITCH) / 2;
    const span = FAN_DEGREES / count - deg(AISLE / inner);
    for (let section = 0; section < count && placed < places; section += 1) {
      const name = `S${tier + 1}${String(section + 1).padStart(2, "0")}`;
      // The section's centre on the fan (angle from straight down, positive to the audience's right), its
      // group rotated so that its rows face the stage.
      const angle = -FAN_DEGREES / 2 + (section + 0.5) * (FAN_DEGREES / count);
      const rows: string[] = [];
      for (let row = 1; row <= ROWS && placed < places; row += 1) {
        const r = inner + (row - 1) * ROW_PITCH;
        const seats = Math.min(Math.floor((rad(span) * r - SEAT) / SEAT_PITCH) + 1, places - placed);
        const step = deg(SEAT_PITCH / r);
        const rotation = ((seats - 1) * step) / 2;
        const local = (at: number) => [r * Math.sin(rad(at)), r * Math.cos(rad(at))] as const;
        const parts: string[] = [];
        for (let seat = 1; seat <= seats; seat += 1) {
          const [x, y] = local((seat - 1) * step);
          const path = seatPath(tier, x, y);
          parts.push(labels ? path : path.replace("<path ", `<path id="path${generatedId++}" `));
          if (labels) parts.push(`<text x="${n(x)}" y="${n(y + 2.4)}">${seat}</text>`);
        }
        for (const at of [-1.5 * step, (seats - 1 + 1.5) * step]) {
          const [x, y] = local(at);
          parts.push(`<text x="${n(x)}" y="${n(y + 3)}" font-weight="bold">${row}</text>`);
        }
        placed += seats;
        rows.push(`<g id="${name}-R${row}" transform="translate(0 ${n(-middle)}) rotate(${n(rotation)})">`, ...parts, `</g>`);
        // The fan's extent, for the viewBox: the outermost row's ends and middle.
        const half = rad(Math.abs(angle) + span / 2);
        extent = {
          minX: Math.min(extent.minX, -(r + SEAT) * Math.sin(Math.min(half, Math.PI / 2))),
          maxX: Math.max(extent.maxX, (r + SEAT) * Math.sin(Math.min(half, Math.PI / 2))),
          maxY: Math.max(extent.maxY, r + SEAT),
        };
      }
      const [cx, cy] = [middle * Math.sin(rad(angle)), middle * Math.cos(rad(angle))];
      sections.push(
        `<g id="${name}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(-angle)})" fill="${tier % 2 ? "#B5D4F4" : "#C9E3C0"}" stroke="#5F6B7A" stroke-width="0.8" font-size="${tier % 2 ? 6 : 6.5}">`,
        ...rows,
        `</g>`,
      );
    }
  }
  const minX = Math.floor(extent.minX - 40);
  const width = Math.ceil(extent.maxX + 40) - minX;
  const height = Math.ceil(extent.maxY + 40) + 120;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" id="Layer_1" viewBox="${minX} -120 ${width} ${height}" font-family="Arial, sans-serif">`,
    `<g id="g10">`,
    `<path d="M-220 -60h440v60a220 140 0 0 1-440 0z" fill="#343A40"/>`,
    `<text x="0" y="30" fill="#FFFFFF" font-size="40" text-anchor="middle">STAGE</text>`,
    `</g>`,
    `<g id="${REAL_STYLE_SEATS_LAYER}" text-anchor="middle">`,
    ...sections,
    `</g>`,
    `<text x="${minX + 40}" y="-70" font-size="48" font-weight="bold">ARENA ${places}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}
