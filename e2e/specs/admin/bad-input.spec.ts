import { holdInNewDraft } from "../../fixtures/booking.js";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { BookingEditPage } from "../../pages/admin/BookingPages.js";
import { dateField, pickDateTime, wallTimeInDays, wallTimeToIso } from "../../pages/admin/forms.js";
import { OccasionFormPage } from "../../pages/admin/OccasionFormPage.js";

/**
 * Issue 13: what the administrator's screens refuse, and that a refusal saves nothing. (Publishing an event
 * without a price is refused on the way in venue-admin.spec.ts.) Each test makes its own event through the API.
 */

test.use(ownAddressPerTest);

test("an occasion whose booking window or end time is inverted is refused with a message and nothing is saved", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const { eventId, occasionId, startTime } = await api.publishedOccasion(catalog, `Window ${uniqueSuffix()}`, { Adult: 2000 });
  const form = new OccasionFormPage(page);

  await test.step("a new occasion whose booking closes before it opens is refused on the field", async () => {
    await form.gotoCreate(eventId);
    await form.pick("Starts", wallTimeInDays(40, 19));
    await form.pick("Booking opens", wallTimeInDays(10, 12));
    await form.pick("Booking closes", wallTimeInDays(5, 12));
    await form.save.click();
    const closes = dateField(form.form, "Booking closes");
    await expect(closes).toHaveAccessibleDescription(/Booking must close after it opens/);
    await expect(closes).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/occasions\/create$/);
    expect(await api.occasionsOf(eventId)).toEqual([occasionId]);
  });

  await test.step("the server refuses such a window as well", async () => {
    const answer = await api.answer(
      "mutation($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }",
      {
        eventId,
        input: {
          name: "",
          titles: [],
          startTime: wallTimeToIso(wallTimeInDays(40, 19)),
          bookableStartTime: wallTimeToIso(wallTimeInDays(10, 12)),
          bookableEndTime: wallTimeToIso(wallTimeInDays(5, 12)),
          status: "scheduled",
          bookable: true,
          customPricing: false,
          published: false,
          headsUpDays: 0,
          seasonal: false,
        },
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(answer.errors)).toContain("Booking must close after it opens");
    expect(await api.occasionsOf(eventId)).toEqual([occasionId]);
  });

  await test.step("an end time before the start is refused in its dialog", async () => {
    await form.gotoEdit(eventId, occasionId);
    await expect(page.getByText("No end time set")).toBeVisible();
    await page.getByRole("button", { name: "Set end time", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Set end time", exact: true });
    await pickDateTime(page, dialog, "Ends", wallTimeInDays(29, 21));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dateField(dialog, "Ends")).toHaveAccessibleDescription(/The end must not be before the start/);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No end time set")).toBeVisible();
    const { adminOccasion } = await api.graphql<{ adminOccasion: { startTime: string; endTime: string | null } }>(
      "query($id: ID!) { adminOccasion(id: $id) { startTime endTime } }",
      { id: occasionId },
    );
    expect(adminOccasion).toEqual({ startTime, endTime: null });
  });
});

test("moving a ticket to a place taken meanwhile shows the server's message in the interface language", async ({ page, request }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const space = (name: string) => catalog.spaces.get(name)!;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Move ${uniqueSuffix()}`, { Adult: 2000 });
  const booking = await api.boxOfficeBooking(occasionId, [space("R2-S1")], {
    firstname: "Eero",
    lastname: "Mäkinen",
    email: "eero.makinen@example.com",
    phone: "040 765 4321",
  });
  const edit = new BookingEditPage(page, "fi");

  await edit.goto(eventId, occasionId, booking.id);
  await edit.chooseMove("R2-S1", "R2-S5");
  // Another visitor takes the place while the administrator still has the form open.
  await holdInNewDraft(request, occasionId, [space("R2-S5")]);
  await edit.confirmMove("R2-S1");

  await expect(edit.failure).toContainText("valittu paikka on jo varattu");
  await expect(edit.ticket("R2-S1")).toBeVisible();
  await expect(edit.ticket("R2-S5")).toHaveCount(0);
  // The list of free places was read again: the taken place is no longer offered.
  const select = edit.ticket("R2-S1").getByRole("combobox", { name: edit.text.moveTo(edit.text.place("R2-S1")), exact: true });
  await select.fill(edit.text.place("R2-S4").slice(0, -2));
  await expect(page.getByRole("option", { name: edit.text.place("R2-S4"), exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: edit.text.place("R2-S5"), exact: true })).toHaveCount(0);
});
