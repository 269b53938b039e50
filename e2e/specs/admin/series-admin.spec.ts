import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { choose, dateField, formatWallTime, typeDateTime, wallTimeInDays, wallTimeToIso } from "../../pages/admin/forms.js";

/**
 * Issue 38, point 1: an operator makes a series (season ticket) of an event's dates in the Finnish administration.
 * A series of one date is refused on the form, beside the dates, with the focus there; one of two dates with a
 * price is saved and listed, renamed, its next season created (the dates a year on, in a new event), and deleted.
 * The test makes its own event, so no other test's data matters.
 */

test.use(ownAddressPerTest);

test("an operator creates a series", async ({ page }) => {
  const suffix = uniqueSuffix();
  const name = { fi: `Syyskausi ${suffix}`, en: `Autumn season ${suffix}`, sv: `Höstsäsongen ${suffix}` };
  const renamed = `Syyssarja ${suffix}`;
  const main = page.getByRole("main");
  const dates = [wallTimeInDays(30, 19), wallTimeInDays(37, 19), wallTimeInDays(44, 19)];
  let eventId = "";

  await test.step("an event with three dates (made through the API)", async () => {
    const api = await AdminApi.signIn(page.request);
    const catalog = await api.catalog();
    ({ eventId } = await api.publishedOccasion(catalog, `Kamarimusiikki ${suffix}`, { Adult: 2500 }, 30));
    for (const date of dates.slice(1))
      await api.graphql("mutation($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }", {
        eventId,
        input: {
          titles: [],
          startTime: wallTimeToIso(date),
          status: "scheduled",
          bookable: true,
          customPricing: false,
          published: true,
          headsUpDays: 0,
          seasonal: false,
        },
      });
  });

  const seriesSection = main.getByRole("region", { name: "Sarjat", exact: true });
  const form = main.getByRole("form");
  const dateBox = (index: number) => form.getByRole("checkbox", { name: new RegExp(`^${formatWallTime(dates[index]!)}`) });

  await test.step("the event page has no series yet; 'Uusi sarja' opens the form", async () => {
    await page.goto(`/fi/admin/events/${eventId}`);
    await expect(seriesSection.getByRole("heading", { level: 2, name: "Sarjat" })).toBeVisible();
    await expect(seriesSection).toContainText("Ei vielä sarjoja.");
    await seriesSection.getByRole("link", { name: "Uusi sarja", exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Uusi sarja" })).toBeVisible();
  });

  await test.step("a series of one date is refused beside the dates, with the focus on them", async () => {
    for (const [tab, text] of [
      ["suomi", name.fi],
      ["English", name.en],
      ["svenska", name.sv],
    ] as const) {
      await form.getByRole("tab", { name: new RegExp(`^${tab}\\b`) }).click();
      await form.getByRole("tabpanel").getByRole("textbox", { name: "Nimi" }).fill(text);
    }
    await dateBox(0).check();
    await form.getByRole("button", { name: "Lisää hinta", exact: true }).click();
    await choose(page, form.getByRole("combobox", { name: "Lipputyyppi, rivi 1", exact: true }), "Aikuinen");
    await form.getByRole("textbox", { name: "Hinta euroina, rivi 1", exact: true }).fill("200");
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();

    const dateGroup = form.getByRole("group", { name: /^Esitykset/ });
    await expect(dateGroup).toHaveAccessibleDescription(/Valitse vähintään kaksi esitystä, enintään 60/);
    await expect(dateBox(0)).toBeFocused();
    await expect(page).toHaveURL(/\/series\/create$/);
  });

  await test.step("with a second date it is saved and listed, its refund per date shown on the form", async () => {
    await dateBox(1).check();
    await expect(form).toContainText(/Aikuinen: 200,00\s€, 2 esitystä: 100,00\s€ esitystä kohden/);
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fi/admin/events/${eventId}$`));
    const row = seriesSection.getByRole("row").filter({ hasText: name.fi });
    await expect(row).toContainText("2 esitystä");
    await expect(row).toContainText(/200,00\s€/);
  });

  await test.step("its name is edited", async () => {
    await seriesSection.getByRole("link", { name: `Muokkaa sarjaa ${name.fi}`, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Muokkaa sarjaa" })).toBeVisible();
    await expect(dateBox(0)).toBeChecked();
    await expect(dateBox(1)).toBeChecked();
    await expect(dateBox(2)).not.toBeChecked();
    await form.getByRole("tab", { name: /^suomi\b/ }).click();
    await form.getByRole("tabpanel").getByRole("textbox", { name: "Nimi" }).fill(renamed);
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fi/admin/events/${eventId}$`));
    await expect(seriesSection.getByRole("row").filter({ hasText: renamed })).toContainText("2 esitystä");
    await expect(seriesSection.getByRole("row").filter({ hasText: name.fi })).toHaveCount(0);
  });

  await test.step("its next season is created: without a sale start of its own it asks for one, then lists it on a new event", async () => {
    const nextName = `Kevätsarja ${suffix}`;
    await seriesSection.getByRole("button", { name: `Luo sarjan ${renamed} seuraava kausi`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Sarjan ${renamed} seuraava kausi` });
    await expect(dialog).toContainText("Sarjan jokainen esitys kopioidaan vuoden päähän");
    await dialog.getByRole("textbox", { name: "Uuden sarjan nimi", exact: true }).fill(nextName);
    await dialog.getByRole("button", { name: "Luo seuraava kausi", exact: true }).click();
    // The series and its dates have no sale start to move a year on.
    const saleStart = dateField(dialog, "Myynti alkaa (uusinnat päättyvät)");
    await expect(saleStart).toHaveAccessibleDescription(/Aseta yleisen myynnin alkamisaika: uusinnat päättyvät silloin/);
    await typeDateTime(dialog, "Myynti alkaa (uusinnat päättyvät)", formatWallTime(wallTimeInDays(300, 10)));
    await dialog.getByRole("button", { name: "Luo seuraava kausi", exact: true }).click();
    await expect(page.getByText("Seuraava kausi luotiin: 2 esitystä, julkaisemattomia")).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/fi/admin/events/${eventId}$`));
    await expect(page).toHaveURL(/\/fi\/admin\/events\/[0-9a-f-]+$/);
    const next = seriesSection.getByRole("row").filter({ hasText: nextName });
    await expect(next).toContainText("2 esitystä");
    await expect(next).toContainText(/200,00\s€/);

    await page.goto(`/fi/admin/events/${eventId}`);
    await seriesSection.getByRole("link", { name: `Sarjan ${renamed} seuraava kausi`, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Muokkaa sarjaa" })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/fi/admin/events/${eventId}/`));
    await page.goto(`/fi/admin/events/${eventId}`);
    await expect(seriesSection.getByRole("button", { name: `Luo sarjan ${renamed} seuraava kausi`, exact: true })).toHaveCount(0);
  });

  await test.step("it is deleted", async () => {
    await seriesSection.getByRole("button", { name: `Poista sarja ${renamed}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Poistetaanko sarja?" });
    await dialog.getByRole("button", { name: "Poista", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(seriesSection).toContainText("Ei vielä sarjoja.");
  });
});
