import type { Page } from "@playwright/test";

/**
 * Everything the browser refuses under the page's Content-Security-Policy, as the page reports it and as the
 * console says it (issue 11): call before the page loads, read the list at the end.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
    );
  });
  return violations;
}
