import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Mailbox } from "../../fixtures/mailbox.js";
import { openPublicSale, publishNextSeason, seasonWithSubscriber, SUBSCRIBER } from "../../fixtures/renewals.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * A seasonal subscriber renews (issue 16, SPEC section 2 /renewals/{uuid}): the link opens in a browser
 * that has never seen the booking, one seat of two is renewed and paid through the provider simulator,
 * and the seat left out is free for another visitor when the public sale opens. The page in Finnish and
 * Swedish, before its window and with a link that is not valid; axe on the renewal pages.
 */

/** Serious and critical axe violations, leaving out the map's places other than the customer's (axe walks hundreds). */
function violationsBesideOthersPlaces(page: Page, ownSpaceIds: string[] = []): Promise<string[]> {
  const own = ownSpaceIds.map((id) => `:not([data-space-id="${id}"])`).join("");
  return seriousViolations(page, { exclude: `.plan [data-space-id]${own}` });
}

/** The personal link in the renewal e-mail to `address` for the renewal at `renewalPath` (/renewals/{uuid}). */
async function renewalLinkFromMail(mailbox: Mailbox, address: string, renewalPath: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailbox.messagesTo(address)).flatMap(
          (mail) => mail.text.match(/https?:\/\/\S+\/renewals\/[0-9a-f-]{36}/g) ?? [],
        );
        link = links.find((found) => found.endsWith(renewalPath));
        return link !== undefined;
      },
      { message: `the renewal e-mail to ${address}` },
    )
    .toBe(true);
  return link!;
}

test("a subscriber renews one seat of two and pays; the other seat is free for another visitor at the public sale", async ({
  page,
  request,
  newContext,
  mailbox,
  baseURL,
}) => {
  test.slow();
  const season = await seasonWithSubscriber(request, { seatNames: ["R4-S1", "R4-S2"], saleInDays: 2, headsUpDays: 7 });
  const kept = season.seats.get("R4-S1")!;
  const released = season.seats.get("R4-S2")!;

  // The venue publishes next season while renewals are open: the subscriber's personal link arrives by e-mail.
  await publishNextSeason(season);
  const link = new URL(await renewalLinkFromMail(mailbox, SUBSCRIBER.email, season.renewalPath));
  expect(link.port).toBe(new URL(baseURL!).port);
  await page.goto(link.pathname.replace(/^\/[a-z]{2}\//, "/en/"));
  await expect(page.getByRole("heading", { level: 1, name: "Renew your seats" })).toBeVisible();
  await expect(page.getByTestId("renewal-open")).toContainText("Renew by");
  await expect(page.locator(`[data-space-id="${kept}"]`)).toHaveClass(/\byours\b/);
  // The details from last season are filled in.
  await expect(page.getByLabel("First name")).toHaveValue(SUBSCRIBER.firstname);
  expect(await violationsBesideOthersPlaces(page, [kept, released])).toEqual([]);

  // Leave R4-S2 out on the map; the list and the total follow.
  await page.locator(`[data-space-id="${released}"]`).click();
  await expect(page.locator(`[data-space-id="${released}"]`)).toHaveClass(/\breleased\b/);
  await expect(page.getByRole("checkbox", { name: "Keep seat Row 4, seat 2" })).not.toBeChecked();
  await expect(page.getByTestId("checkout-total")).toHaveText("Total €180.00");
  await page.getByRole("checkbox", { name: "I accept the terms" }).check();
  await page.getByRole("radio", { name: "Paytrail (test)" }).check();
  await page.getByRole("button", { name: "Renew and pay" }).click();

  // The provider's page (the simulator), then back through the signed return to the renewal's result page.
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("180.00 €");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en${season.renewalPath}/payments/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("renewal-success")).toContainText("Your seats are renewed");
  await expect(page.getByTestId("checkout-ticket")).toHaveCount(1);
  expect(await violationsBesideOthersPlaces(page)).toEqual([]);

  // The renewal page now says so.
  await page.goto(`/en${season.renewalPath}`);
  await expect(page.getByTestId("renewal-renewed")).toBeVisible();

  // Public sale: the seat left out is free for anyone; the renewed one is not.
  await openPublicSale(season);
  const visitor = await (await newContext()).newPage();
  const seatMap = new SeatMapPage(visitor);
  await seatMap.goto(season.nextOccasionId);
  await expect(seatMap.space(kept)).toHaveClass(/\bfull\b/);
  await expect(seatMap.space(released)).toHaveClass(/\bfree\b/);
  await seatMap.space(released).click();
  await expect(seatMap.space(released)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toBeVisible();
});

test("the renewal page in Finnish before its window opens, in Swedish while it is open, and a link that is not valid", async ({
  page,
  request,
}) => {
  test.slow();
  const later = await seasonWithSubscriber(request, { seatNames: ["R5-S1"], saleInDays: 30, headsUpDays: 7 });
  await page.goto(`/fi${later.renewalPath}`);
  await expect(page.getByRole("heading", { level: 1, name: "Uusi paikkasi" })).toBeVisible();
  await expect(page.getByTestId("renewal-upcoming")).toContainText("Uusinta avautuu");
  await expect(page.getByRole("button", { name: "Uusi" })).toHaveCount(0);
  expect(await violationsBesideOthersPlaces(page, [...later.seats.values()])).toEqual([]);

  const now = await seasonWithSubscriber(request, { seatNames: ["R5-S3", "R5-S4"], saleInDays: 3, headsUpDays: 7 });
  await page.goto(`/sv${now.renewalPath}`);
  await expect(page.getByRole("heading", { level: 1, name: "Förnya dina platser" })).toBeVisible();
  await expect(page.getByTestId("renewal-open")).toContainText("Förnya senast");
  await expect(page.getByRole("checkbox", { name: "Behåll plats Rad 5, plats 3" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Förnya och betala" })).toBeVisible();
  // Submitting without the terms shows the problems on the form; nothing is renewed.
  await page.getByRole("button", { name: "Förnya och betala" }).click();
  await expect(page.getByText("Villkoren måste godkännas")).toBeVisible();
  expect(await violationsBesideOthersPlaces(page, [...now.seats.values()])).toEqual([]);

  await page.goto(`/sv/renewals/${randomUUID()}`);
  await expect(page.getByTestId("renewal-not-found")).toContainText("Den här förnyelselänken är inte giltig");
  expect(await violationsBesideOthersPlaces(page)).toEqual([]);
});

test("back from the provider's page unpaid, a subscriber continues the open payment or pays another way (sv)", async ({
  page,
  request,
}) => {
  test.slow();
  const season = await seasonWithSubscriber(request, { seatNames: ["R6-S1"], saleInDays: 2, headsUpDays: 7 });
  await page.goto(`/sv${season.renewalPath}`);
  await page.getByRole("checkbox", { name: "Jag godkänner villkoren" }).check();
  await page.getByRole("radio", { name: "Paytrail (test)" }).check();
  await page.getByRole("button", { name: "Förnya och betala" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  const providerPage = page.url();

  // The browser's back button, without paying: the open payment is offered, never a bare 'payment in progress'.
  await page.goBack();
  const notice = page.getByTestId("renewal-payment");
  await expect(notice).toContainText("Din betalning hos Paytrail (test) är fortfarande öppen");
  expect(await violationsBesideOthersPlaces(page, [...season.seats.values()])).toEqual([]);
  await notice.getByRole("button", { name: "Fortsätt den öppna betalningen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  expect(page.url()).toBe(providerPage);

  await page.goBack();
  await notice.getByRole("button", { name: "Välj ett annat betalningssätt" }).click();
  await notice.getByRole("radio", { name: "Visma Pay (test)" }).check();
  await notice.getByRole("button", { name: "Betala", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Visma Pay/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sv${season.renewalPath}/payments/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("renewal-success")).toBeVisible();
  await expect(page.getByText("betalningen pågår redan")).toHaveCount(0);
});
