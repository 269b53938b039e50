import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { untilAnimationsSettle } from "./animations.js";

/**
 * Serious and critical axe violations on the page once its animations have settled, limited to what the CSS selector
 * `include` picks and leaving out what `exclude` picks, when given; each as "impact id: help (targets)".
 */
export async function seriousViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  await untilAnimationsSettle(page);
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
