import { orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { GraphQLExplorerPage } from "../../pages/GraphQLExplorerPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { watchPolicyViolations } from "../../support/csp.js";

/**
 * Issue 11 (finding 8): every page carries a Content-Security-Policy with `script-src 'self'`, and the
 * app works under it: the seat map (an inlined SVG), the checkout (inlined terms, a form posted to the
 * payment provider's page) and the GraphQL explorer (GraphiQL bundled with the client, no CDN).
 */

test("the app's pages carry the policy: scripts only from the app, no plugins, no framing elsewhere", async ({ page }) => {
  for (const path of ["/en/events", "/fi", "/graphql"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("script-src 'self'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("the seat map and checkout work under the policy, paying at the provider's page, with nothing refused", async ({ page, request }) => {
  const violations = await watchPolicyViolations(page);
  const downloaded: string[] = [];
  page.on("request", (r) => downloaded.push(new URL(r.url()).pathname));
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat("R6-");
  const seatMap = new SeatMapPage(page);
  const checkout = new CheckoutPage(page);

  await test.step("hold a seat on the map", async () => {
    await seatMap.goto(occasionId);
    await seatMap.space(seat.id).click();
    await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  });

  await test.step("check out with a provider: the form is posted to its page and the payment comes back", async () => {
    await page.getByRole("link", { name: checkout.text.checkout }).click();
    await expect(checkout.heading).toBeVisible();
    await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.virtanen@example.com", phone: "040 123 4567" });
    await checkout.acceptTerms();
    await page.getByRole("radio", { name: "Paytrail (test)" }).check();
    await checkout.confirm();
    await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await checkout.expectSuccess();
  });

  expect(violations).toEqual([]);
  // The explorer's code is downloaded only at /graphql.
  expect(downloaded.filter((path) => /GraphQLExplorerPage|monaco|\.worker-/.test(path))).toEqual([]);
});

test("the GraphQL explorer at /graphql loads under the policy, runs queries and mutations, completes and documents the schema", async ({
  page,
}) => {
  test.slow(); // the editor is the largest download of the app
  const violations = await watchPolicyViolations(page);
  const explorer = new GraphQLExplorerPage(page);
  await explorer.goto();

  await test.step("a query", async () => {
    await explorer.run("{ events { id } }");
    await expect(explorer.response).toContainText('"events"');
    await expect(explorer.response).toContainText('"id"');
    await expect(explorer.response).not.toContainText('"errors"');
  });

  await test.step("a mutation, sent with the CSRF token", async () => {
    const sent = page.waitForRequest((r) => r.method() === "POST" && (r.postData() ?? "").includes("logout"));
    await explorer.run("mutation { logout { user { id } } }");
    expect((await sent).headers()["x-csrf-token"]).toBeTruthy();
    await expect(explorer.response).toContainText('"logout"');
    await expect(explorer.response).not.toContainText('"errors"');
  });

  await test.step("completions from the schema (the editor's GraphQL worker, loaded from the app)", async () => {
    const suggestions = await explorer.complete("{ eve");
    await expect(suggestions.getByText("events", { exact: true })).toBeVisible();
  });

  await test.step("the docs", async () => {
    await explorer.openDocs();
    await expect(explorer.docs.getByText("Root Types")).toBeVisible();
    await explorer.docs.getByRole("link", { name: "Query", exact: true }).first().click();
    await expect(explorer.docs.getByText("Published events, soonest upcoming first.")).toBeVisible();
  });

  expect(violations).toEqual([]);
});
