import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { dateField, typeDateTime, wallTimeToIso } from "../../pages/admin/forms.js";

/**
 * Issue 34, item 18: the date-time fields take a typed time as well as the calendar, in the operator's own
 * way of writing it ('24.12.2027 19.00'), and a text that is not a time is refused in their language, not lost.
 */

test.use(ownAddressPerTest);

test("an occasion's start typed the Finnish way is saved, and a text that is not a time is refused in Finnish", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Typed ${uniqueSuffix()}`, { Adult: 2000 });
  // Christmas Eve of next year: in the future whenever the suite runs.
  const year = new Date().getUTCFullYear() + 1;
  const form = page.getByRole("main").getByRole("form");
  const starts = dateField(form, "Alkaa");

  await page.goto(`/fi/admin/events/${eventId}/occasions/create`);
  await expect(page.getByRole("heading", { level: 1, name: "Luo esityskerta" })).toBeVisible();

  await test.step("a text that is not a time says so in Finnish, and nothing is saved", async () => {
    await typeDateTime(form, "Alkaa", "jouluaattona");
    await expect(starts).toHaveAccessibleDescription(/Kirjoita päivä ja aika muodossa 24\.12\.2026 19\.00/);
    await expect(starts).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(starts).toBeFocused();
    await expect(starts).toHaveValue("jouluaattona");
    await typeDateTime(form, "Alkaa", `31.2.${year} 19.00`);
    await expect(starts).toHaveAccessibleDescription(/Tällaista päivää ei ole/);
    await expect(page).toHaveURL(/\/occasions\/create$/);
    expect(await api.occasionsOf(eventId)).toEqual([occasionId]);
  });

  await test.step("'24.12. klo 19.00' is saved as 19:00 at the venue and shown back as the app shows times", async () => {
    await typeDateTime(form, "Alkaa", `24.12.${year} klo 19.00`);
    await expect(starts).toHaveValue(`24.12.${year} 19:00`);
    await expect(starts).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(page).not.toHaveURL(/\/occasions\/create$/);
    const created = (await api.occasionsOf(eventId)).find((id) => id !== occasionId);
    expect(created).toBeDefined();
    const { adminOccasion } = await api.graphql<{ adminOccasion: { startTime: string } }>(
      "query($id: ID!) { adminOccasion(id: $id) { startTime } }",
      { id: created },
    );
    expect(adminOccasion.startTime).toBe(wallTimeToIso({ year, month: 12, day: 24, hour: 19, minute: 0 }));

    await page.goto(`/fi/admin/events/${eventId}/occasions/${created}/edit`);
    await expect(starts).toHaveValue(`24.12.${year} 19:00`);
  });
});
