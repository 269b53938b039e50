/*
 * The platform's own colours for a place's state, whatever the venue's CSS: an operator's plan may draw its
 * places as <path>s or <g>roups with their own fill and style only the free look (or nothing), and then taken
 * and your places would look like free ones. Every state but `free` is drawn with `!important` on the place
 * element and on the shapes inside a place group, under `.plan` (the map's container and the legend's swatches),
 * on the attribute data-state PlanMap writes; `free` is a default the plan's own CSS (and the price levels)
 * may override. Each colour has at least 3:1 contrast against the white map (WCAG AA for graphical objects)
 * through its outline, and taken, yours and released differ by outline pattern or width too, not by colour alone.
 */

export interface StateLook {
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** A dash pattern for the outline ('none' for a solid one). */
  dash: string;
}

/** The public map's and the renewal map's states as the platform draws them. */
export const STATE_LOOKS = {
  free: { fill: "#b2f2bb", stroke: "#2b8a3e", strokeWidth: 1.5, dash: "none" },
  partial: { fill: "#ffe066", stroke: "#8a5a00", strokeWidth: 1.5, dash: "4 1" },
  full: { fill: "#868e96", stroke: "#343a40", strokeWidth: 1.5, dash: "2 2" },
  yours: { fill: "#364fc7", stroke: "#0b1f66", strokeWidth: 3, dash: "none" },
  released: { fill: "#fff3bf", stroke: "#a15000", strokeWidth: 2, dash: "3 2" },
} as const satisfies Record<string, StateLook>;

export type DrawnState = keyof typeof STATE_LOOKS;

/** The states the venue's CSS may colour itself (free places: the plan's own colour or its price level's). */
const VENUE_MAY_STYLE: ReadonlySet<DrawnState> = new Set<DrawnState>(["free"]);

/** The shapes inside a place group that take the place's colours (not its text, which must stay readable). */
const SHAPES = ":where(path, rect, circle, ellipse, polygon, polyline, line, use)";

function declarations(look: StateLook, important: boolean): string {
  const flag = important ? " !important" : "";
  return [
    `fill: ${look.fill}${flag};`,
    `fill-opacity: 1${flag};`,
    `stroke: ${look.stroke}${flag};`,
    `stroke-width: ${look.strokeWidth}px${flag};`,
    `stroke-dasharray: ${look.dash}${flag};`,
    `stroke-opacity: 1${flag};`,
  ].join(" ");
}

/** The selectors of a state: the place element whatever its tag, and the shapes of a place group. */
export function stateSelectors(state: string): string[] {
  const place = `.plan [data-state="${state}"]:not(text)`;
  return [place, `${place} ${SHAPES}`];
}

/** The stylesheet of the platform's state colours (see the file's comment). */
export function stateCss(): string {
  return (Object.keys(STATE_LOOKS) as DrawnState[])
    .map((state) => `${stateSelectors(state).join(", ")} { ${declarations(STATE_LOOKS[state], !VENUE_MAY_STYLE.has(state))} }`)
    .join("\n");
}

export const STATE_CSS = stateCss();
