/**
 * Writes a derivation into the chart as the plan's own marks (issue 35): each place gets id = its name, class
 * `space`, its capacity and the parts read from its groups; elements no longer places lose their marks; labels
 * over places let clicks through. Only the start tags that change are rewritten; the rest of the text is kept.
 */
import type { PlaceDerivation, PlaceMarking } from "./place-marking.types.js";
import { markedPlaceElements } from "./place-rules.js";
import { type Chart, escapeXml, unescapeXml } from "./read-chart.js";

/** An attribute's new value; null removes it. */
type AttributeChanges = Map<string, string | null>;

const PART_ATTRIBUTES = { section: "data-section", row: "data-row", seat: "data-seat" } as const;
const MARK_ATTRIBUTES = ["data-section", "data-row", "data-seat", "data-max-tickets", "data-companion-of"];

/** The chart's text with the derived places marked. Throws when the derivation is blocked or a place has no name. */
export function applyPlaceMarks(chart: Chart, derivation: PlaceDerivation, marking: PlaceMarking): string {
  if (derivation.blocked) throw new Error("The places have problems to fix before they can be marked.");
  const edits = new Map<number, AttributeChanges>();
  const edit = (element: number) => {
    let changes = edits.get(element);
    if (!changes) edits.set(element, (changes = new Map()));
    return changes;
  };

  const places = new Set<number>();
  for (const place of derivation.places) {
    if (place.name === null) throw new Error(`Place ${place.element} has no name.`);
    places.add(place.element);
    const { classes } = chart.elements[place.element]!;
    const changes = edit(place.element);
    changes.set("id", place.name);
    if (!classes.includes("space")) changes.set("class", [...classes, "space"].join(" "));
    if (place.partsFrom !== "marks")
      for (const [part, attribute] of Object.entries(PART_ATTRIBUTES))
        changes.set(
          attribute,
          place.partsFrom === "groups" || place.partsFrom === "name" ? place[part as keyof typeof PART_ATTRIBUTES] : null,
        );
    changes.set("data-max-tickets", place.maxTickets > 1 ? String(place.maxTickets) : null);
  }

  for (const element of markedPlaceElements(chart)) {
    if (places.has(element)) continue;
    const changes = edit(element);
    const classes = chart.elements[element]!.classes.filter((name) => name !== "space");
    changes.set("class", classes.length > 0 ? classes.join(" ") : null);
    for (const attribute of MARK_ATTRIBUTES) changes.set(attribute, null);
  }

  if (marking.labelsLetClicksThrough !== false)
    for (const place of derivation.places) for (const label of place.labels) edit(label).set("pointer-events", "none");

  const pieces: string[] = [];
  let copied = 0;
  for (const [element, changes] of [...edits].sort(([a], [b]) => a - b)) {
    const { tagStart, tagEnd } = chart.elements[element]!;
    pieces.push(chart.svg.slice(copied, tagStart), rewriteStartTag(chart.svg.slice(tagStart, tagEnd), changes));
    copied = tagEnd;
  }
  pieces.push(chart.svg.slice(copied));
  return pieces.join("");
}

const ATTRIBUTE = /(\s+)([^\s=>/]+)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/g;

/** A start tag with its attributes changed: the others, their quotes and the tag's self-closing form are kept. */
function rewriteStartTag(tag: string, changes: AttributeChanges): string {
  const written = new Set<string>();
  let rewritten = tag.replace(ATTRIBUTE, (whole, _space: string, name: string, _equals: string, double?: string, single?: string) => {
    if (!changes.has(name)) return whole;
    const value = changes.get(name)!;
    if (value === null || written.has(name)) return "";
    written.add(name);
    return unescapeXml(double ?? single ?? "") === value ? whole : ` ${name}="${escapeXml(value)}"`;
  });
  const added = [...changes]
    .filter(([name, value]) => value !== null && !written.has(name))
    .map(([name, value]) => ` ${name}="${escapeXml(value!)}"`)
    .join("");
  if (added) {
    const end = /\s*\/?>$/.exec(rewritten)!.index;
    rewritten = rewritten.slice(0, end) + added + rewritten.slice(end);
  }
  return rewritten;
}
