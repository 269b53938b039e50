import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AdminEventPage, AdminEventsPage } from "../../pages/admin/AdminEventsPages.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 15, the completeness guard: the administrator tries to publish an event without its Swedish name and
 * is told what is missing and where to fix it, nothing being saved; adds the name and publishes. The events
 * list shows what an incomplete event lacks. axe finds no serious or critical violations on either screen.
 */

test.use(ownAddressPerTest);

test("publishing an event without its Swedish name is refused with what is missing; with it, it publishes", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const suffix = uniqueSuffix();
  const names = { en: `Tango night ${suffix}`, fi: `Tangoilta ${suffix}`, sv: `Tangokväll ${suffix}` };
  const form = new EventFormPage(page);
  const missing = `Swedish name of event “${names.en}” — Events → ${names.en} → Edit event`;

  await test.step("the event in English and Finnish only, published: refused, saying which text in which language and where", async () => {
    await form.gotoCreate();
    await form.fillTexts([
      { tab: "English", name: names.en },
      { tab: "suomi", name: names.fi },
    ]);
    await form.choosePlan("Suuri sali");
    await form.addPrice("Adult", "28");
    await form.published.check();
    await form.save.click();
    const alert = form.form.getByRole("alert");
    await expect(alert).toContainText("Not published: these texts are missing in a language of the site. Add them, then publish.");
    await expect(alert.getByRole("listitem")).toHaveText([missing]);
    await expect(page).toHaveURL(/\/en\/admin\/events\/create$/);
    expect(await api.eventsNamed(names.en)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("with the Swedish name added, it publishes", async () => {
    await form.fillTexts([{ tab: "svenska", name: names.sv }]);
    await form.save.click();
    const eventPage = new AdminEventPage(page);
    await expect(eventPage.heading(names.en)).toBeVisible();
    await expect(eventPage.main.getByText("Published", { exact: true })).toBeVisible();
  });

  await test.step("the events list has it complete", async () => {
    const events = new AdminEventsPage(page);
    await events.goto();
    await expect(events.eventRow(names.en)).toContainText("Complete");
    await expect(events.missingButton(names.en)).toHaveCount(0);
  });
});

test("the events list shows what an incomplete event lacks", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const { planId, ticketTypes } = await api.catalog();
  const name = `Draft gala ${uniqueSuffix()}`;
  await api.graphql("mutation($input: EventInput!) { createEvent(input: $input) { id } }", {
    input: {
      names: [{ language: "en", text: name }],
      descriptions: [{ language: "en", text: "Still being planned." }],
      planId,
      prices: [{ ticketTypeId: ticketTypes.get("Adult"), price: 3000 }],
      published: false,
      status: "active",
    },
  });
  const events = new AdminEventsPage(page);
  await events.goto();
  const button = events.missingButton(name);
  await expect(button).toHaveText("4 texts missing");
  await button.click();
  await expect(page.getByRole("dialog").getByRole("listitem")).toHaveText([
    `Finnish name of event “${name}” — Events → ${name} → Edit event`,
    `Swedish name of event “${name}” — Events → ${name} → Edit event`,
    `Finnish description of event “${name}” — Events → ${name} → Edit event`,
    `Swedish description of event “${name}” — Events → ${name} → Edit event`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(button).toBeFocused();
});
