import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Best available (issue 20): 'Find me N seats' on the seat map holds N adjacent seats for the visitor, who
 * sees them as theirs at once and can still change them. On an occasion of its own (an admin spec).
 */

test.use(ownAddressPerTest);

test("a visitor asks for three seats and gets three adjacent ones in one row, held as theirs", async ({ page, newContext }) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const { occasionId } = await api.publishedOccasion(catalog, `Best seats ${uniqueSuffix()}`, { Adult: 2500 });
  // The front row's middle taken: the party goes elsewhere, together.
  await api.boxOfficeBooking(
    occasionId,
    ["R1-S5", "R1-S6", "R1-S7", "R1-S8"].map((name) => catalog.spaces.get(name)!),
    { firstname: "Front", lastname: "Row", email: "front.row@example.fi", phone: "+358401112223" },
  );

  const visitor = await (await newContext()).newPage();
  const map = new SeatMapPage(visitor);
  await map.goto(occasionId);
  const form = visitor.getByRole("form", { name: "Find me seats" });
  await form.getByRole("textbox", { name: "Number of seats" }).fill("3");
  await form.getByRole("button", { name: "Find me 3 seats" }).click();
  await expect(map.toast("3 seats held for you")).toBeVisible();
  await expect(map.draftStatus).toContainText("3 tickets");
  const chosen = visitor.getByRole("list", { name: "Your places" }).getByRole("button");
  await expect(chosen).toHaveCount(3);
  const titles = (await chosen.allTextContents()).map((text) => /Row (\d+), seat (\d+)/.exec(text)!);
  expect(new Set(titles.map((match) => match[1])).size).toBe(1);
  const seats = titles.map((match) => Number(match[2])).sort((a, b) => a - b);
  expect(seats[2]! - seats[0]!).toBe(2);
  for (const match of titles)
    await expect(map.space(catalog.spaces.get(`R${match[1]}-S${match[2]}`)!)).toHaveAttribute("data-state", "yours");
});
