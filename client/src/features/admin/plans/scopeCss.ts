/**
 * The edited CSS for a preview, kept inside `scope` as the server keeps saved styles inside `.plan`: each
 * selector under `${scope} .plan` (a selector starting with `.plan` gets only the scope), @import and
 * fetching or positioning declarations dropped. Needs the browser's CSS parser (CSSStyleSheet); '' without.
 */
export function scopeCss(css: string, scope: string): string {
  if (typeof CSSStyleSheet === "undefined" || !css.trim()) return "";
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    return "";
  }
  const scoped = (selector: string) =>
    selector
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (/^\.plan(?![\w-])/.test(part) ? `${scope} ${part}` : `${scope} .plan ${part}`))
      .join(", ");
  const write = (rules: CSSRuleList): string =>
    [...rules]
      .map((rule) => {
        if (rule instanceof CSSStyleRule) {
          for (const property of [...rule.style]) {
            const value = rule.style.getPropertyValue(property);
            if (property === "position" || /url\(|expression\(/i.test(value)) rule.style.removeProperty(property);
          }
          return `${scoped(rule.selectorText)} { ${rule.style.cssText} }`;
        }
        if (rule instanceof CSSMediaRule) return `@media ${rule.conditionText} { ${write(rule.cssRules)} }`;
        return "";
      })
      .join("\n");
  return write(sheet.cssRules);
}
