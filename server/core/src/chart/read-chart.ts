/**
 * A venue's chart (the plan's stored, sanitized SVG) read as a flat list of elements in document order (issue 35).
 * The plan editor and the server read the same text with this one reader, so an element's `index` names the same
 * element on both sides: the editor sends indices (picked by click, box or lasso), the server marks them.
 *
 * The stored map is the sanitizer's own XML serialization: every attribute double-quoted, no comments, CDATA,
 * processing instructions or DOCTYPE. A drawing as an editor wrote it (single quotes, spaces around `=`, comments)
 * is read too, so that core tests and the client may read raw files.
 */

/** One element of the chart. */
export interface ChartElement {
  /** Its position among all elements in document order; the root `<svg>` is 0. */
  index: number;
  /** Its tag name as written, without a namespace prefix (`path`, `linearGradient`). */
  tag: string;
  /** Its attributes, values unescaped. */
  attributes: ReadonlyMap<string, string>;
  id: string | null;
  classes: readonly string[];
  /** Its parent's index; null for the root. */
  parent: number | null;
  /** Its children's indices, in order. */
  children: number[];
  /** For `<text>`: its text and its `<tspan>`s' text, whitespace collapsed and trimmed; null otherwise. */
  text: string | null;
  /** Where its start tag is in the chart's text: `svg.slice(tagStart, tagEnd)` is `<tag ...>` or `<tag .../>`. */
  tagStart: number;
  tagEnd: number;
}

export interface Chart {
  /** The text the elements were read from. */
  svg: string;
  elements: ChartElement[];
}

const START_OR_END =
  /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>/g;
const ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };

export function unescapeXml(value: string): string {
  return value.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (whole, entity: string) => {
    const named = NAMED_ENTITIES[entity.toLowerCase()];
    if (named) return named;
    const code = /^#x/i.test(entity) ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Escapes a value for a double-quoted attribute (or text). */
export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Reads every element of the chart; text outside `<text>` is ignored. Unbalanced end tags close what they can. */
export function readChart(svg: string): Chart {
  const elements: ChartElement[] = [];
  const open: number[] = [];
  /** The `<text>` element being read, and its text so far. */
  let textOwner: { index: number; parts: string[] } | null = null;
  let last = 0;
  for (const match of svg.matchAll(START_OR_END)) {
    const at = match.index;
    if (textOwner && at > last) textOwner.parts.push(unescapeXml(svg.slice(last, at)));
    last = at + match[0].length;
    const name = match[2];
    if (name === undefined) continue; // comment, CDATA, processing instruction, DOCTYPE
    const tag = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
    if (match[1]) {
      // An end tag closes the innermost open element of that name (and any left open inside it).
      const depth = open.findLastIndex((index) => elements[index]!.tag === tag);
      if (depth === -1) continue;
      for (const closed of open.splice(depth)) closeText(closed);
      continue;
    }
    const attributes = new Map<string, string>();
    for (const attribute of (match[3] ?? "").matchAll(ATTRIBUTE))
      attributes.set(attribute[1]!, unescapeXml(attribute[2] ?? attribute[3] ?? ""));
    const parent = open.length > 0 ? open[open.length - 1]! : null;
    const element: ChartElement = {
      index: elements.length,
      tag,
      attributes,
      id: attributes.get("id") || null,
      classes: (attributes.get("class") ?? "").split(/\s+/).filter(Boolean),
      parent,
      children: [],
      text: null,
      tagStart: at,
      tagEnd: at + match[0].length,
    };
    elements.push(element);
    if (parent !== null) elements[parent]!.children.push(element.index);
    if (tag === "text" && !textOwner) textOwner = { index: element.index, parts: [] };
    if (!match[4]) open.push(element.index);
    else closeText(element.index);
  }
  for (const closed of open) closeText(closed);
  return { svg, elements };

  function closeText(index: number) {
    if (textOwner?.index !== index) return;
    elements[index]!.text = textOwner.parts.join("").replace(/\s+/g, " ").trim();
    textOwner = null;
  }
}

/** Whether `element` lies inside `ancestor` (at any depth). */
export function isInside(chart: Chart, element: number, ancestor: number): boolean {
  for (let at = chart.elements[element]?.parent ?? null; at !== null; at = chart.elements[at]!.parent) if (at === ancestor) return true;
  return false;
}
