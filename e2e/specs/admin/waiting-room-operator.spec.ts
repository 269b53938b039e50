import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * A waiting room (issue 39) as its operator runs it, in Finnish: on the date's page the operator turns the room on
 * with a rate (a rate of 0 refused on its field, in words), pauses admission, and makes a pass code for a known
 * customer; that customer, waiting in the paused line, gives the code and goes straight to the seat map.
 */

test.use(ownAddressPerTest);

test("an operator in Finnish turns a date's waiting room on, pauses it and lets a known customer through with a pass", async ({
  page,
  newContext,
}) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Jonottajat ${uniqueSuffix()}`, { Adult: 2500 });

  await page.goto(`/fi/admin/events/${eventId}/occasions/${occasionId}`);
  const section = page.getByRole("region", { name: "Jonotushuone" });
  await expect(section).toBeVisible();

  await test.step("the room is turned on with a rate; 0 is refused on the field", async () => {
    await section.getByRole("switch", { name: /^Jonotushuone päällä/ }).check();
    await section.getByRole("checkbox", { name: /^Automaattinen tahti/ }).uncheck();
    const rate = section.getByRole("textbox", { name: /^Sisään päästettäviä minuutissa/ });
    await rate.fill("0");
    await section.getByRole("button", { name: "Tallenna" }).click();
    await expect(section.getByText("Anna nopeus 1–100 000 henkeä minuutissa")).toBeVisible();
    await rate.fill("120");
    await section.getByRole("button", { name: "Tallenna" }).click();
    await expect(page.locator(".mantine-Notification-root").filter({ hasText: "Jonotushuoneen asetukset tallennettu" })).toBeVisible();
    await section.getByRole("button", { name: "Keskeytä sisäänpääsy" }).click();
    await expect(section.getByRole("button", { name: "Jatka sisäänpääsyä" })).toBeVisible();
  });

  const visitor = await (await newContext()).newPage();
  await test.step("a visitor opening the date waits in the paused line", async () => {
    await visitor.goto(`/fi/occasions/${occasionId}`);
    await expect(visitor.getByTestId("queue-paused")).toBeVisible();
  });

  let code = "";
  await test.step("the operator makes a pass code for a known customer, shown once", async () => {
    await section.getByRole("textbox", { name: /^Muistiinpano/ }).fill("Łukasz Ščerbanović");
    await section.getByRole("button", { name: "Luo ohituskoodi" }).click();
    const shown = section.getByTestId("queue-pass-code");
    await expect(shown).toContainText("sitä ei voi näyttää uudelleen");
    code = (await shown.locator(".mantine-Text-root").nth(1).textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  await test.step("the customer gives the code and goes straight to the seat map", async () => {
    await visitor.getByRole("button", { name: "Onko sinulla ohituskoodi?" }).click();
    await visitor.getByRole("textbox", { name: "Ohituskoodi" }).fill(code.toLowerCase());
    await visitor.getByRole("button", { name: "Käytä ohituskoodia" }).click();
    const map = new SeatMapPage(visitor, "fi");
    await expect(map.space(catalog.spaces.get("R3-S5")!)).toBeVisible();
    await expect(visitor.getByTestId("waiting-room")).toHaveCount(0);
  });
});
