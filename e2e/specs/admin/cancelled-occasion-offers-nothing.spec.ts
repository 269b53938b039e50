import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 34, item 9: a cancelled date shows as cancelled everywhere, in every language, and offers nothing: the
 * event page's date list has no count of places, its own page no count, map, list or "Find me seats", and the
 * administrators' occasion page keeps Sell, Lock and Release disabled and says why.
 */

test.use(ownAddressPerTest);

test("a cancelled occasion's public pages in Finnish and Swedish say cancelled and offer nothing; the admin cannot sell or lock", async ({
  page,
}) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const eventName = `Cancelled night ${uniqueSuffix()}`;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30);
  await api.graphql("mutation($id: ID!) { cancelOccasion(occasionId: $id) { cancelled } }", { id: occasionId });

  const languages = [
    {
      lng: "fi",
      cancelled: "Peruttu",
      said: "Tämä esitys on peruttu. Siihen ei myydä lippuja.",
      count: /paikkaa vapaana/,
      find: /^Etsi /,
      list: "Valitse luettelosta",
    },
    {
      lng: "sv",
      cancelled: "Inställd",
      said: "Den här föreställningen är inställd. Inga biljetter säljs till den.",
      count: /platser lediga/,
      find: /^Hitta /,
      list: "Välj från en lista",
    },
  ] as const;
  for (const language of languages) {
    await test.step(`${language.lng}: the event page's date says ${language.cancelled}, without a count of places`, async () => {
      await page.goto(`/${language.lng}/events/${eventId}`);
      await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
      const date = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /\d\d\.\d\d\.\d{4} \d\d:\d\d/ }) });
      await expect(date).toHaveCount(1);
      await expect(date.getByText(language.cancelled, { exact: true })).toBeVisible();
      await expect(date.getByText(language.count)).toHaveCount(0);
      expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    });

    await test.step(`${language.lng}: the date's own page says it is cancelled; no count, map, list nor seat finder`, async () => {
      await page.goto(`/${language.lng}/occasions/${occasionId}`);
      const said = page.getByTestId("not-on-sale");
      await expect(said).toContainText(language.cancelled);
      await expect(said).toContainText(language.said);
      await expect(page.getByText(language.count)).toHaveCount(0);
      await expect(page.getByRole("button", { name: language.find })).toHaveCount(0);
      await expect(page.getByRole("button", { name: language.list })).toHaveCount(0);
      await expect(page.getByRole("group", { name: "Suuri sali" })).toHaveCount(0);
      expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    });
  }

  await test.step("the admin occasion page: Sell, Lock and Release stay disabled, with the reason", async () => {
    const admin = new OccasionAdminPage(page);
    await admin.goto(eventId, occasionId);
    await expect(admin.main.getByText("Cancelled", { exact: true })).toBeVisible();
    const reason = admin.selection.getByText("This occasion is cancelled: nothing can be sold, locked or released.");
    await expect(reason).toBeVisible();
    await admin.select("Row 1, seat 1");
    await expect(admin.sell).toBeDisabled();
    await expect(admin.lock).toBeDisabled();
    await expect(admin.selection.getByRole("button", { name: "Release", exact: true })).toBeDisabled();
    // And the API refuses what the buttons would ask.
    const locked = await api.answer("mutation($id: ID!, $spaces: [ID!]!) { lockSpaces(occasionId: $id, spaceIds: $spaces) { id } }", {
      id: occasionId,
      spaces: [catalog.spaces.get("R1-S1")!],
    });
    expect(locked.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
  });
});
