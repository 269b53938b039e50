import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * A fair queue (issue 39) as a visitor meets it: a date behind a waiting room, three people ahead in line, admission
 * paused. The visitor opening the date's page joins the line and sees their place, who is ahead and that admission is
 * paused; once the operator resumes it at a person a second, the place moves, their turn comes, the seat map opens and
 * they book. In Finnish and in Swedish, the waiting room axe-clean. Admin specs: each makes its own event.
 */

test.use(ownAddressPerTest);

const TEXTS = {
  fi: { title: "Jonotushuone", paused: "Sisäänpääsy on tauolla", tickets: "1 lippu valittu" },
  sv: { title: "Väntrum", paused: "Insläppet är pausat", tickets: "1 biljett vald" },
} as const;

const UPDATE_ROOM = `mutation ($id: ID!, $input: QueueRoomInput!) { updateQueueRoom(occasionId: $id, input: $input) { active } }`;

for (const lng of ["fi", "sv"] as const) {
  test(`a visitor (${lng}) waits in the line, sees their place move, is let in and books`, async ({ page, newContext }) => {
    const text = TEXTS[lng];
    await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
    const api = await AdminApi.ofSession(page.request);
    const catalog = await api.catalog();
    const { occasionId } = await api.publishedOccasion(catalog, `Jono ${uniqueSuffix()}`, { Adult: 2500 });
    const room = (paused: boolean) => ({ id: occasionId, input: { enabled: true, highDemand: false, ratePerMinute: 60, paused } });
    await api.graphql(UPDATE_ROOM, room(true));

    // Three people ahead, each in a browser of its own.
    for (let index = 0; index < 3; index++) {
      const other = await newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.77.${index}.${Math.floor(Math.random() * 250) + 1}` } });
      const ahead = await AdminApi.ofSession(other.request);
      await ahead.graphql(`mutation ($id: ID!) { joinQueue(occasionId: $id) { position } }`, { id: occasionId });
    }

    const visitor = await (await newContext()).newPage();
    const standing = visitor.getByTestId("queue-standing").locator("dd");
    await test.step("the visitor opening the date joins the line behind the three, admission paused", async () => {
      await visitor.goto(`/${lng}/occasions/${occasionId}`);
      await expect(visitor.getByRole("heading", { level: 2, name: text.title })).toBeVisible();
      await expect(standing.nth(0)).toHaveText("4");
      await expect(standing.nth(1)).toHaveText("3");
      await expect(visitor.getByTestId("queue-paused")).toContainText(text.paused);
      expect(await seriousViolations(visitor)).toEqual([]);
    });

    const map = new SeatMapPage(visitor, lng);
    const seat = catalog.spaces.get("R3-S5")!;
    await test.step("resumed, the line moves, the visitor's turn comes and the seat map opens", async () => {
      await api.graphql(UPDATE_ROOM, room(false));
      await expect(visitor.getByTestId("queue-paused")).toHaveCount(0);
      await expect(standing.nth(1)).toHaveText(/^[0-2]$/);
      await expect(map.space(seat)).toBeVisible();
      await expect(visitor.getByTestId("waiting-room")).toHaveCount(0);
    });

    await test.step("the visitor books a seat", async () => {
      await map.space(seat).click();
      await expect(map.draftStatus).toContainText(text.tickets);
      const checkout = new CheckoutPage(visitor, lng);
      await visitor.getByRole("link", { name: checkout.text.checkout, exact: true }).click();
      await expect(checkout.heading).toBeVisible();
      await checkout.fill({ firstname: "Åsa", lastname: "Ščerbanović", email: `asa.${uniqueSuffix()}@example.fi`, phone: "040 123 4567" });
      await checkout.acceptTerms();
      await checkout.chooseSkipPayment();
      await checkout.confirm();
      await checkout.expectSuccess();
    });
  });
}
