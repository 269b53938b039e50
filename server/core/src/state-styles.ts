/**
 * The platform's own look for a place's state, whatever the venue's CSS, for the application's maps and the server's
 * boot map alike: an operator's plan may draw its places as <path>s or <g>roups with their own fill and style only
 * the free look (or nothing), and then taken and your places would look like free ones.
 *
 * The rules sit in the cascade layer {@link STATE_LAYER} with `!important`: an important declaration in a layer wins
 * over every unlayered important one whatever its specificity, and a venue's saved CSS is never layered (the server
 * drops its at-rules but @media, @supports and @keyframes), so `.plan #A1 { fill: #000 !important }` cannot hide a
 * state. They match the place element whatever its tag (by the attribute data-state the maps write) and the shapes
 * inside a place group, under the map's container (`.plan`; the legends' swatches are small `svg.plan`s).
 *
 * A state the venue may colour (the public map's `free`: the plan's own colour or its price level's) keeps its
 * outline's pattern and width and its visibility important. Each outline has at least 3:1 contrast against the white map (WCAG AA for graphical
 * objects) and the states differ by outline pattern or width too, not by colour alone.
 */

export interface StateLook {
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** A dash pattern for the outline ('none' for a solid one). */
  dash: string;
}

/** The cascade layer of the platform's state styles. */
export const STATE_LAYER = "plan-states";

/** The public map's and the renewal map's states as the platform draws them. */
export const STATE_LOOKS = {
  free: { fill: "#b2f2bb", stroke: "#2b8a3e", strokeWidth: 1.5, dash: "none" },
  partial: { fill: "#ffe066", stroke: "#8a5a00", strokeWidth: 1.5, dash: "4 1" },
  full: { fill: "#868e96", stroke: "#343a40", strokeWidth: 1.5, dash: "2 2" },
  yours: { fill: "#364fc7", stroke: "#0b1f66", strokeWidth: 3, dash: "none" },
  released: { fill: "#fff3bf", stroke: "#a15000", strokeWidth: 2, dash: "3 2" },
} as const satisfies Record<string, StateLook>;

export type DrawnState = keyof typeof STATE_LOOKS;

/** The box office's map (who holds each place) as the platform draws it. */
export const ADMIN_STATE_LOOKS = {
  free: { fill: "#b2f2bb", stroke: "#2b8a3e", strokeWidth: 1, dash: "none" },
  partial: { fill: "#d8f5a2", stroke: "#4c7a0b", strokeWidth: 1.5, dash: "6 2" },
  held: { fill: "#ffd8a8", stroke: "#c2410c", strokeWidth: 1.5, dash: "3 2" },
  renewal: { fill: "#ffec99", stroke: "#8f5200", strokeWidth: 2, dash: "6 2 1 2" },
  booked: { fill: "#91a7ff", stroke: "#364fc7", strokeWidth: 1.5, dash: "none" },
  locked: { fill: "#b197fc", stroke: "#5f3dc4", strokeWidth: 2.5, dash: "1 1.5" },
} as const satisfies Record<string, StateLook>;

/** A place chosen on the box office's map: its outline over its state's. */
export const SELECTED_OUTLINE = { stroke: "#212529", strokeWidth: 3.5 } as const;

/** The scope of the public and renewal maps' states, and of the box office's (a frame with this class around `.plan`). */
export const PUBLIC_STATE_SCOPE = ".plan";
export const ADMIN_STATE_SCOPE = ".admin-states .plan";

/** The shapes inside a place group that take the place's colours (not its text, which must stay readable). */
const SHAPES = ":where(path, rect, circle, ellipse, polygon, polyline, line, use)";

/**
 * A state's declarations: all important, or for a state the venue may style only its outline's pattern and width
 * (what tells the states apart besides colour) and what keeps it on screen, its colours left to the plan.
 */
function declarations(look: StateLook, venueMayStyle: boolean): string {
  const colours = venueMayStyle ? "" : " !important";
  return [
    `fill: ${look.fill}${colours};`,
    `fill-opacity: 1${colours};`,
    `stroke: ${look.stroke}${colours};`,
    `stroke-width: ${look.strokeWidth}px !important;`,
    `stroke-dasharray: ${look.dash} !important;`,
    "stroke-opacity: 1 !important;",
    "visibility: visible !important;",
    "opacity: 1 !important;",
  ].join(" ");
}

/** The selectors of an element attribute under a scope: the place element whatever its tag, and the shapes of a place group. */
function selectorsOf(attribute: string, scope: string): string[] {
  const place = `${scope} ${attribute}:not(text)`;
  return [place, `${place} ${SHAPES}`];
}

/** The selectors of a state (see the file's comment). */
export function stateSelectors(state: string, scope: string = PUBLIC_STATE_SCOPE): string[] {
  return selectorsOf(`[data-state="${state}"]`, scope);
}

export interface StateCssOptions {
  scope: string;
  /** States whose colours the venue's CSS may override. */
  venueMayStyle?: readonly string[];
  /** The outline of a selected place (the class `selected`), over its state's. */
  selected?: { stroke: string; strokeWidth: number };
}

/** The stylesheet of a map's state looks, in the platform's layer (see the file's comment). */
export function stateCss(looks: Readonly<Record<string, StateLook>>, options: StateCssOptions): string {
  const venueMayStyle = new Set(options.venueMayStyle ?? []);
  const rules = Object.entries(looks).map(
    ([state, look]) => `${stateSelectors(state, options.scope).join(", ")} { ${declarations(look, venueMayStyle.has(state))} }`,
  );
  const selected = options.selected;
  if (selected) {
    // After the states' rules and more specific (a class more), so it wins over them in the same layer.
    const selectors = selectorsOf("[data-state].selected", options.scope).join(", ");
    rules.push(
      `${selectors} { stroke: ${selected.stroke} !important; stroke-width: ${selected.strokeWidth}px !important; stroke-dasharray: none !important; }`,
    );
  }
  return `@layer ${STATE_LAYER} {\n${rules.join("\n")}\n}`;
}

/** The public map's (and the renewal map's, and their legends') state styles; the server's boot map writes the same. */
export const STATE_CSS = stateCss(STATE_LOOKS, { scope: PUBLIC_STATE_SCOPE, venueMayStyle: ["free"] });

/** The box office's map's and legend's state styles. */
export const ADMIN_STATE_CSS = stateCss(ADMIN_STATE_LOOKS, { scope: ADMIN_STATE_SCOPE, selected: SELECTED_OUTLINE });
