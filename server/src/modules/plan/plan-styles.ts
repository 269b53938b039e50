import postcss, { CssSyntaxError, type ChildNode, type Container, type Rule } from "postcss";
import { FETCHING_FUNCTION, urlsAreFragments } from "./svg-sanitizer.js";

/**
 * A plan's CSS (issue 14), made safe to inline into the page before it is stored:
 *
 * - scoped: every selector is moved under the map's wrapper `.plan` (`rect.seat` becomes `.plan rect.seat`;
 *   one that already starts with `.plan` stays), so the plan cannot restyle the rest of the page;
 * - nothing fetched: `@import`, `@font-face`, `@namespace` and `url()` other than a same-document `#fragment`
 *   are dropped, as are image functions, `expression()`, `behavior` and `-moz-binding`;
 * - nothing laid over the page: `position`, `z-index` and the inset properties are dropped (a fixed map
 *   wrapper could cover the booking form);
 * - only `@media` and `@supports` (whose rules are scoped the same way) and `@keyframes` are kept.
 *
 * CSS that does not parse is refused with the line and column of the problem, so nothing is stored half-way.
 */

export interface ScopedStyles {
  css: string;
  /** What was dropped, for the administrator ('@import', 'position on .plan'). */
  removed: string[];
}

export class InvalidCssError extends Error {
  constructor(
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
  ) {
    super(`CSS does not parse: ${reason}`);
    this.name = "InvalidCssError";
  }
}

const SCOPE = ".plan";
const KEPT_AT_RULES = new Set(["media", "supports", "keyframes", "-webkit-keyframes"]);
const LAYOUT_ESCAPES = /^(position|z-index|inset|inset-block|inset-inline|top|right|bottom|left)$/i;
const SCRIPTED_VALUE = /expression\s*\(|javascript:/i;
const FORBIDDEN_PROPERTY = /^(behavior|-moz-binding)$/i;

function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  if (trimmed === SCOPE || trimmed.startsWith(`${SCOPE} `) || trimmed.startsWith(`${SCOPE}>`) || trimmed.startsWith(`${SCOPE}:`)) {
    // `.plan:hover` or `.plan > x` are inside already; a bare `.plan` styles the wrapper, whose layout escapes are dropped below.
    return trimmed;
  }
  return `${SCOPE} ${trimmed}`;
}

function isInsideKeyframes(node: ChildNode): boolean {
  let parent: unknown = node.parent;
  while (parent && typeof parent === "object" && "type" in parent) {
    const container = parent as { type: string; name?: string; parent?: unknown };
    if (container.type === "atrule" && /keyframes$/i.test(container.name ?? "")) return true;
    parent = container.parent;
  }
  return false;
}

export function scopePlanStyles(input: string): ScopedStyles {
  let root;
  try {
    root = postcss.parse(input);
  } catch (error) {
    if (error instanceof CssSyntaxError) throw new InvalidCssError(error.line, error.column, error.reason);
    throw error;
  }
  const removed: string[] = [];
  root.walk((node) => {
    if (node.type === "comment") {
      node.remove();
    } else if (node.type === "atrule") {
      if (!KEPT_AT_RULES.has(node.name.toLowerCase())) {
        removed.push(`@${node.name}`);
        node.remove();
      }
    } else if (node.type === "rule") {
      if (!isInsideKeyframes(node)) (node as Rule).selectors = (node as Rule).selectors.map(scopeSelector);
    } else if (node.type === "decl") {
      const unsafe =
        FORBIDDEN_PROPERTY.test(node.prop) ||
        LAYOUT_ESCAPES.test(node.prop) ||
        SCRIPTED_VALUE.test(node.value) ||
        FETCHING_FUNCTION.test(node.value) ||
        !urlsAreFragments(node.value) ||
        node.value.includes("\\") ||
        // A declaration straight in the stylesheet (no rule) would be a parse quirk: drop it.
        node.parent?.type === "root";
      if (unsafe) {
        const where = node.parent?.type === "rule" ? ` in ${(node.parent as Rule).selector}` : "";
        removed.push(`${node.prop}${where}`);
        node.remove();
      }
    }
  });
  removeEmpty(root);
  return { css: root.toString().trim(), removed };
}

function removeEmpty(container: Container): void {
  container.each((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes) {
      removeEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}
