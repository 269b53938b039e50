/**
 * Sanitizes uploaded plan maps (DESIGN sections 7 and 8) before they are stored.
 *
 * Pipeline:
 * 1. Parse strictly as XML (`image/svg+xml`): the map is also served as a standalone `map.svg`, so it
 *    must be a well-formed SVG document. Malformed input, an empty string or a root element other than
 *    `<svg>` throws {@link InvalidSvgError}. An `<svg>` root without the SVG namespace (hand-written
 *    markup) is moved into it, and prefixed SVG elements (`<svg:rect>`) lose their prefix. The parser
 *    (saxes) neither expands entities recursively nor loads external entities, and the prolog with any
 *    DOCTYPE is dropped anyway.
 * 2. Comments and processing instructions are removed and CDATA sections become text.
 * 3. DOMPurify (SVG and SVG filter profiles) removes everything that is not an SVG element or
 *    attribute: scripts, `on*` event handlers, `<foreignObject>`, HTML elements; plus, by our config,
 *    `<style>` elements and SMIL animation elements (`<set>`/`<animate*>` can rewrite attributes after
 *    sanitizing). `<use>`, which DOMPurify's profile omits, is allowed back because step 4 restricts
 *    its reference to the same document. `<metadata>` (editor and RDF data) is
 *    removed with its content.
 * 4. Our attribute hook removes every external reference: `href`/`xlink:href` that is not a
 *    same-document `#fragment` (this also strips `javascript:`, `data:` and relative URLs); `url(...)`
 *    that does not point at `#fragment` in any attribute; and `style` attributes that use anything
 *    beyond plain values and a small allowlist of CSS functions.
 * 5. Only the root `<svg>` element is serialized (XML), so nothing outside it (prolog, DOCTYPE) survives.
 *
 * Kept: `id` (a space's element has the space's name as id), `class`, `data-*` and `aria-*` attributes
 * and all ordinary SVG geometry and presentation attributes. Editor-specific elements and attributes
 * (Inkscape's `sodipodi:*`, `inkscape:*`) are removed. DOMPurify also drops an `id` that would clobber
 * a `document` property when the map is inlined into the page (`id="cookie"`, `id="title"`,
 * `id="location"`): such names cannot be space names; `R1-S12` style names are never affected.
 *
 * Why `<style>` elements are stripped: the plan carries its CSS in a separate `styles` field that the
 * client applies scoped to the map. A `<style>` inside an SVG that is inlined into the page applies to
 * the whole page (it could hide or restyle the booking UI), can fetch external resources (`@import`,
 * `url()`, `@font-face`) and is the classic vehicle for mutation-XSS in sanitizers. Inline `style`
 * attributes are kept when they only contain plain values.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";
import { JSDOM } from "jsdom";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Default upper bound for the input, in characters: plans are drawings, not photo archives. */
export const MAX_SVG_LENGTH = 5_000_000;

/** Why a file is no SVG, as the uploader reads it (a message key of the server's dictionary and its parameters). */
export type SvgProblem =
  | { key: "validation.svgNotXmlAt"; params: { line: number; column: number } }
  | { key: "validation.svgNotXml" | "validation.svgEmpty" | "validation.svgNothingLeft"; params?: undefined }
  | { key: "validation.svgRoot"; params: { root: string } }
  | { key: "validation.svgNamespace"; params: { namespace: string } }
  | { key: "validation.svgTooLong"; params: { max: number } };

export class InvalidSvgError extends Error {
  constructor(
    /** In English, for logs and tests. */
    readonly reason: string,
    readonly problem: SvgProblem,
  ) {
    super(`Invalid SVG: ${reason}`);
    this.name = "InvalidSvgError";
  }
}

export interface SanitizeSvgOptions {
  /** Largest accepted input in characters; defaults to {@link MAX_SVG_LENGTH}. */
  maxLength?: number;
}

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify leaves <use> out of its SVG profile because it can pull in external documents; our
  // attribute hook only lets same-document `#fragment` references through, which makes it safe.
  ADD_TAGS: ["use"],
  // Lower-case: DOMPurify compares lower-cased tag names in its default (text/html) mode.
  FORBID_TAGS: [
    "style",
    "script",
    "foreignobject",
    // An HTML "breakout" element when the map is inlined into HTML, and useless in SVG.
    "font",
    "animate",
    "animatecolor",
    "animatemotion",
    "animatetransform",
    "set",
    "mpath",
    "discard",
    "metadata",
  ],
  // Drop these with their content instead of hoisting their text into the drawing.
  ADD_FORBID_CONTENTS: ["metadata"],
  FORBID_ATTR: ["xml:base"],
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  KEEP_CONTENT: true,
  RETURN_DOM: true,
};

/** CSS functions allowed inside `style` attributes; `url()` is handled separately. */
const SAFE_CSS_FUNCTIONS = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "color",
  "color-mix",
  "calc",
  "min",
  "max",
  "clamp",
  "var",
  "translate",
  "translatex",
  "translatey",
  "rotate",
  "scale",
  "scalex",
  "scaley",
  "matrix",
  "skew",
  "skewx",
  "skewy",
]);

/** Every `url(` target must be a same-document fragment such as `url(#gradient)` or `url('#g')` (also the plan's CSS). */
export function urlsAreFragments(value: string): boolean {
  const urlCall = /url\s*\(\s*(['"]?)/gi;
  let match: RegExpExecArray | null;
  while ((match = urlCall.exec(value)) !== null) {
    if (value.charAt(match.index + match[0].length) !== "#") return false;
  }
  return true;
}

/**
 * A `style` attribute is kept only when it cannot fetch anything or run anything: no escapes or
 * comments that could disguise a function name, no at-rules or markup, and only allowlisted functions.
 */
export function isSafeInlineStyle(value: string): boolean {
  if (/[\\<>@]|\/\*/.test(value)) return false;
  if (/expression|javascript:|behavior|binding/i.test(value)) return false;
  const functionCall = /([a-z-]+)\s*\(/gi;
  let match: RegExpExecArray | null;
  while ((match = functionCall.exec(value)) !== null) {
    const name = (match[1] ?? "").toLowerCase();
    if (name !== "url" && !SAFE_CSS_FUNCTIONS.has(name)) return false;
  }
  return urlsAreFragments(value);
}

/** Functions in presentation attributes (`fill`, `filter`, `cursor`, ...) that can load resources. */
export const FETCHING_FUNCTION = /(?:^|[^a-z-])(?:-webkit-image-set|image-set|image|cross-fade|element|src)\s*\(/i;

function isSafeAttribute(name: string, value: string): boolean {
  if (name === "href" || name === "xlink:href") {
    return /^#\S*$/.test(value.trim());
  }
  if (name === "style") return isSafeInlineStyle(value);
  // Free text attributes: never interpreted as CSS or URLs.
  if (name === "id" || name === "class" || name.startsWith("data-") || name.startsWith("aria-")) return true;
  // Presentation attributes are parsed as CSS: no escapes, only fragment url()s, no other fetching.
  if (value.includes("\\")) return false;
  if (FETCHING_FUNCTION.test(value)) return false;
  return urlsAreFragments(value);
}

let purifier: DOMPurify | undefined;
let jsdomWindow: JSDOM["window"] | undefined;

/** One jsdom window for the process, created on first use (it takes tens of milliseconds). */
function getWindow(): JSDOM["window"] {
  jsdomWindow ??= new JSDOM("").window;
  return jsdomWindow;
}

/**
 * Whether sanitizing drops an `id` of this value: DOMPurify keeps ids that would clobber a property of `document` or
 * of a form out of a map inlined into a page (its SANITIZE_DOM check, on the same jsdom window). A place named so
 * would lose its id, and its space its element, when the map is sanitized again (uploaded back).
 */
export function isClobberingId(value: string): boolean {
  const { document } = getWindow();
  return value in document || value in document.createElement("form");
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(getWindow() as unknown as WindowLike);
  if (!instance.isSupported) throw new Error("DOMPurify is not supported by this jsdom window");
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    if (!isSafeAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
    // An important declaration in a style attribute beats the platform's important place-state styles
    // (element-attached styles outrank every layer), so a plan could hide "taken" or "yours": drop the flag.
    else if (data.attrName === "style") data.attrValue = data.attrValue.replace(/!\s*important/gi, "");
  });
  purifier = instance;
  return instance;
}

/** Removes comments and processing instructions and turns CDATA sections into text, recursively. */
function normalizeNodes(node: Node): void {
  const win = getWindow();
  for (const child of [...node.childNodes]) {
    switch (child.nodeType) {
      case win.Node.COMMENT_NODE:
      case win.Node.PROCESSING_INSTRUCTION_NODE:
        child.remove();
        break;
      case win.Node.CDATA_SECTION_NODE:
        child.replaceWith(node.ownerDocument!.createTextNode(child.textContent ?? ""));
        break;
      case win.Node.ELEMENT_NODE:
        normalizeNodes(child);
        break;
      default:
        break;
    }
  }
}

/**
 * Rebuilds, unprefixed and in the SVG namespace, elements that DOMPurify would not recognize although
 * they are SVG: elements without a namespace when the whole document has none (an `<svg>` written
 * without `xmlns`), and prefixed SVG elements such as `<svg:rect>`.
 */
function unprefixSvgElements(element: Element, documentHasNoNamespace: boolean): Element {
  const rebuild = (element.namespaceURI === null && documentHasNoNamespace) || (element.namespaceURI === SVG_NS && element.prefix !== null);
  const target = rebuild ? element.ownerDocument.createElementNS(SVG_NS, element.localName) : element;
  if (rebuild) {
    for (const attribute of [...element.attributes]) {
      target.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    }
  }
  for (const child of [...element.childNodes]) {
    const replacement =
      child.nodeType === getWindow().Node.ELEMENT_NODE ? unprefixSvgElements(child as Element, documentHasNoNamespace) : child;
    if (rebuild) target.appendChild(replacement);
    else if (replacement !== child) element.replaceChild(replacement, child);
  }
  return target;
}

function parseSvg(input: string): Element {
  const win = getWindow();
  const document = new win.DOMParser().parseFromString(input, "image/svg+xml");
  const root = document.documentElement;
  const parseError = document.getElementsByTagName("parsererror")[0];
  if (parseError || !root) {
    const detail = parseError?.textContent?.trim();
    // The parser's own words are English ("1:17: text data outside of root node."): the uploader is told where.
    const at = /^(\d+):(\d+)/.exec(detail ?? "");
    throw new InvalidSvgError(
      detail ? `not well-formed XML (${detail})` : "not well-formed XML",
      at ? { key: "validation.svgNotXmlAt", params: { line: Number(at[1]), column: Number(at[2]) } } : { key: "validation.svgNotXml" },
    );
  }
  if (root.localName !== "svg") {
    throw new InvalidSvgError(`the root element is <${root.localName}>, not <svg>`, {
      key: "validation.svgRoot",
      params: { root: root.localName },
    });
  }
  if (root.namespaceURI !== SVG_NS && root.namespaceURI !== null) {
    throw new InvalidSvgError(`the root <svg> element is in the namespace ${root.namespaceURI}, not ${SVG_NS}`, {
      key: "validation.svgNamespace",
      params: { namespace: root.namespaceURI },
    });
  }
  normalizeNodes(root);
  return unprefixSvgElements(root, root.namespaceURI === null);
}

/** The sanitized map and what sanitizing removed from it. */
export interface SanitizedSvg {
  svg: string;
  /** What was removed, for the administrator: '<script> (2)', 'onclick on <rect> (3)', 'href on <a>'. */
  removed: string[];
}

/**
 * Returns the sanitized SVG markup (the root `<svg>` element, XML-serialized). Throws
 * {@link InvalidSvgError} when the input is not an SVG document.
 */
export function sanitizeSvg(input: string, options: SanitizeSvgOptions = {}): string {
  return sanitizeSvgWithReport(input, options).svg;
}

/** {@link sanitizeSvg}, also listing what it removed (DOMPurify's record of removed elements and attributes). */
export function sanitizeSvgWithReport(input: string, options: SanitizeSvgOptions = {}): SanitizedSvg {
  if (typeof input !== "string" || input.trim() === "") {
    throw new InvalidSvgError("the file is empty", { key: "validation.svgEmpty" });
  }
  const maxLength = options.maxLength ?? MAX_SVG_LENGTH;
  if (input.length > maxLength) {
    throw new InvalidSvgError(`the file is larger than ${maxLength} characters`, {
      key: "validation.svgTooLong",
      params: { max: maxLength },
    });
  }
  const root = parseSvg(input.trim());
  const purify = getPurifier();
  const body = purify.sanitize(root, PURIFY_CONFIG) as unknown as HTMLElement;
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== "svg" || svg.namespaceURI !== SVG_NS) {
    throw new InvalidSvgError("nothing is left of the <svg> element after sanitizing", { key: "validation.svgNothingLeft" });
  }
  return { svg: new (getWindow().XMLSerializer)().serializeToString(svg), removed: summarizeRemoved(purify.removed) };
}

function summarizeRemoved(removed: readonly unknown[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of removed) {
    const item = entry as { element?: Node; attribute?: Attr | null; from?: Node };
    let text: string | null = null;
    if (item.attribute) text = `${item.attribute.name} on <${(item.from as Element | undefined)?.localName ?? "?"}>`;
    else if (item.element && item.element.nodeType === 1) text = `<${(item.element as Element).localName}>`;
    // Removed text nodes (inside a removed element) and the wrapper DOMPurify adds are not worth listing.
    if (text && text !== "<body>") counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => (count > 1 ? `${text} (${count})` : text));
}
