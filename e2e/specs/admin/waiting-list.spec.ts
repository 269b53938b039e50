import type { Page } from "@playwright/test";
import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * The waiting list (issue 20): on a sold-out date a visitor joins the waiting list and confirms the address through the
 * link of the confirmation e-mail (issue 32: only confirmed entries are offered places); when the administrator releases
 * house seats, the visitor is offered them by e-mail, opens the personal link in another browser, where the places are
 * held for them, and books them through checkout; the administrator sees the entry booked on the occasion's page. Bad
 * input (an invalid address) and an altered link are answered in words. On a three-seat plan of its own (an admin spec).
 */

test.use(ownAddressPerTest);

async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, { include })).toEqual([]);
}

test("a visitor waits for a sold-out date, is offered freed seats by e-mail and books them; the administrator sees the list", async ({
  page,
  newContext,
  mailbox,
}) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const name = `Waiting list ${uniqueSuffix()}`;
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string; updatedAt: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id updatedAt } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: name })), descriptions: [] } },
  );
  const { savePlanSpaces } = await api.graphql<{ savePlanSpaces: { spaces: Array<{ id: string; name: string }> } }>(
    "mutation($planId: ID!, $version: DateTimeISO!, $changes: SpaceChangesInput!) { savePlanSpaces(planId: $planId, version: $version, changes: $changes) { spaces { id name } } }",
    {
      planId: createPlan.plan.id,
      version: createPlan.plan.updatedAt,
      changes: { delete: [], save: ["W-1", "W-2", "W-3"].map((seat) => ({ name: seat, maxTickets: 1 })) },
    },
  );
  const seats = savePlanSpaces.spaces.map((space) => space.id);
  const { eventId, occasionId } = await api.publishedOccasion({ ...catalog, planId: createPlan.plan.id }, name, { Adult: 2500 });
  // Every seat held back as house seats: the date is sold out.
  await api.lockSpaces(occasionId, seats);
  const email = `waiting-${uniqueSuffix()}@example.com`;

  const visitor = await (await newContext()).newPage();
  const form = visitor.getByRole("region", { name: "Sold out: join the waiting list" });

  await test.step("the sold-out date offers the waiting list; an invalid address is refused on its field", async () => {
    await visitor.goto(`/en/occasions/${occasionId}`);
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "E-mail" }).fill("not-an-address");
    await form.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
    await expectNoSeriousViolations(visitor);
  });

  await test.step("the visitor joins for two places", async () => {
    await form.getByRole("textbox", { name: "E-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Party size" }).fill("2");
    await form.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(form.getByRole("status")).toContainText(
      `Check your e-mail to confirm: open the link we sent to ${email} within 24 hours. Only then are 2 places offered to you when they free up.`,
    );
  });

  await test.step("the visitor confirms the address through the e-mailed link; opening it again says the same, an altered one not", async () => {
    const mail = await mailbox.waitForMessage(email, /^Confirm your place on the waiting list: /);
    const confirmLink = /Confirm my place in line: (\S+\/en\/waiting-list\/confirm\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
    expect(confirmLink, mail.text).not.toBe("");
    const path = new URL(confirmLink).pathname;
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1, name: "Your place in line is confirmed" })).toBeVisible();
    await expect(visitor.getByText(name, { exact: false }).first()).toBeVisible();
    await expectNoSeriousViolations(visitor);
    await visitor.goto(path.replace(/^\/en\//, "/sv/"));
    await expect(visitor.getByRole("heading", { level: 1, name: "Din plats i kön är bekräftad" })).toBeVisible();
    await visitor.goto(path.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    await expect(visitor.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
  });

  let link = "";
  await test.step("two house seats are released: the visitor is offered them by e-mail", async () => {
    await api.graphql("mutation($occasionId: ID!, $spaceIds: [ID!]!) { releaseSpaces(occasionId: $occasionId, spaceIds: $spaceIds) }", {
      occasionId,
      spaceIds: seats.slice(0, 2),
    });
    const mail = await mailbox.waitForMessage(email, /^Places for you: /);
    link = /Book the places: (\S+\/en\/waiting-list\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
    expect(link, mail.text).not.toBe("");
  });

  const other = await (await newContext()).newPage();
  await test.step("the link opens the offer in another browser: the places are held, on to checkout", async () => {
    await other.goto(new URL(link).pathname);
    await expect(other.getByRole("heading", { level: 1, name: "Places are held for you" })).toBeVisible();
    await expect(other.getByText(/2 places freed up for you\. They are held for you until .*; book them before then\./)).toBeVisible();
    await expectNoSeriousViolations(other);
    await other.getByRole("link", { name: "Continue to checkout" }).click();
    await expect(other.getByTestId("checkout-ticket")).toHaveCount(2);
  });

  await test.step("the visitor books them with skip payment", async () => {
    const checkout = new CheckoutPage(other);
    await checkout.fill({ firstname: "Wanda", lastname: "Waiter", email, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
    await checkout.expectSuccess();
  });

  await test.step("the administrator sees the entry booked on the occasion's page", async () => {
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}`);
    const section = page.getByRole("region", { name: "Waiting list" });
    const row = section.getByTestId("waiting-list-entry").filter({ hasText: email });
    await expect(row).toContainText("Booked");
    await expectNoSeriousViolations(page, '[data-testid="waiting-list-admin"]');
  });

  await test.step("the link once booked says so; an altered link says plainly that it is not valid", async () => {
    await other.goto(new URL(link).pathname.replace(/^\/en\//, "/fi/"));
    await expect(other.getByRole("heading", { level: 1, name: "Olet varannut nämä paikat" })).toBeVisible();
    await other.goto(new URL(link).pathname.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    await expect(other.getByRole("heading", { level: 1, name: "Link not found" })).toBeVisible();
    await expectNoSeriousViolations(other);
  });
});

test("an administrator removes a waiting entry from the list", async ({ page }) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const name = `Waiting list ${uniqueSuffix()}`;
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string; updatedAt: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id updatedAt } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: name })), descriptions: [] } },
  );
  const { savePlanSpaces } = await api.graphql<{ savePlanSpaces: { spaces: Array<{ id: string }> } }>(
    "mutation($planId: ID!, $version: DateTimeISO!, $changes: SpaceChangesInput!) { savePlanSpaces(planId: $planId, version: $version, changes: $changes) { spaces { id } } }",
    { planId: createPlan.plan.id, version: createPlan.plan.updatedAt, changes: { delete: [], save: [{ name: "W-1", maxTickets: 1 }] } },
  );
  const { eventId, occasionId } = await api.publishedOccasion({ ...catalog, planId: createPlan.plan.id }, name, { Adult: 2500 });
  await api.lockSpaces(
    occasionId,
    savePlanSpaces.spaces.map((space) => space.id),
  );
  const email = `remove-${uniqueSuffix()}@example.com`;
  await api.graphql(
    "mutation($occasionId: ID!, $email: String!) { joinWaitingList(occasionId: $occasionId, email: $email, partySize: 1) { email } }",
    {
      occasionId,
      email,
    },
  );

  await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}`);
  const section = page.getByRole("region", { name: "Waiting list" });
  await expect(section.getByText("1 party waiting.", { exact: false })).toBeVisible();
  await section.getByRole("button", { name: `Remove ${email} from the waiting list` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove from the waiting list?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(section.getByTestId("waiting-list-entry").filter({ hasText: email })).toContainText("Removed");
  await expect(section.getByText("0 parties waiting.", { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, '[data-testid="waiting-list-admin"]');
});
