import { randomUUID } from "node:crypto";
import { notBookableOrchestraOccasion, orchestraOccasion, serverDraft, storedDraft } from "../../fixtures/booking.js";
import { venueDateTime } from "../../fixtures/catalogue.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { ErrorPage } from "../../pages/ErrorPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Bad input on the way to checkout (SPEC section 8): a draft that is unknown, malformed or not held
 * is 'This booking is no longer held' with the way back to the seat map (never a blank screen or the
 * error page); a date that is not bookable says so and takes no picks; a double click holds once.
 */

test.describe("a checkout URL without a draft of this browser shows 'This booking is no longer held'", () => {
  // Whether the page is a result page: one of a booking this browser cannot read says it cannot be shown here.
  const cases: Array<[string, (occasionId: string) => string, boolean]> = [
    ["an unknown (random) draft uuid", (id) => `/en/occasions/${id}/checkout/${randomUUID()}`, false],
    ["a malformed draft uuid", (id) => `/en/occasions/${id}/checkout/not-a-uuid`, false],
    ["a uuid with a quote and spaces", (id) => `/en/occasions/${id}/checkout/${encodeURIComponent("x' OR 1=1 --")}`, false],
    ["no held draft at all", (id) => `/en/occasions/${id}/checkout`, false],
    ["the success page of an unknown draft", (id) => `/en/occasions/${id}/checkout/${randomUUID()}/success`, true],
    ["the pending page of a malformed draft", (id) => `/en/occasions/${id}/checkout/123/pending`, true],
    ["the expired page of an unknown draft", (id) => `/en/occasions/${id}/checkout/${randomUUID()}/expired`, true],
  ];
  for (const [name, url, resultPage] of cases) {
    test(name, async ({ page, request }) => {
      const { occasionId } = await orchestraOccasion(request);
      const checkout = new CheckoutPage(page);
      await page.goto(url(occasionId));
      await checkout.expectExpired(resultPage);
      await expect(new ErrorPage(page).heading).toBeHidden();
      await expect(page.getByRole("button", { name: "Confirm" })).toBeHidden();
      await expect(page.getByTestId("checkout-expired").getByRole("link", { name: "Choose seats again" })).toHaveAttribute(
        "href",
        `/en/occasions/${occasionId}`,
      );
      expect((await storedDraft(page)).uuid).toBeNull();
    });
  }

  test("a stored draft uuid the server does not know is forgotten", async ({ page, request }) => {
    const { occasionId } = await orchestraOccasion(request);
    await page.goto("/en/events");
    await page.evaluate(
      ([uuid, occasion]) => {
        localStorage.setItem("seatbooking.draftUuid", uuid!);
        localStorage.setItem("seatbooking.draftOccasionId", occasion!);
        localStorage.setItem("seatbooking.draftExpiresAt", String(Date.now() + 600_000));
      },
      [randomUUID(), occasionId],
    );
    const checkout = new CheckoutPage(page);
    await page.goto(`/en/occasions/${occasionId}/checkout`);
    await checkout.expectExpired();
  });
});

test("a date whose tickets are not on sale yet says why on the seat map, and choosing a seat creates no draft", async ({
  page,
  request,
}) => {
  const occasion = await notBookableOrchestraOccasion(request);
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasion.id);
  const notice = page.getByTestId("not-on-sale");
  await expect(notice).toContainText("Not bookable");
  // The opening time in the venue's time zone, dd.MM.yyyy HH:mm.
  await expect(notice).toContainText(`Tickets go on sale ${venueDateTime(occasion.bookableStartTime)}.`);

  const seat = page.locator('.plan [data-space-id][data-state="free"]').first();
  await expect(seat).toBeVisible();
  const mutations: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && /^\s*mutation\b/.test(JSON.parse(r.postData() ?? "{}").query ?? ""))
      mutations.push(r.postData() ?? "");
  });
  await seat.click();
  await expect(seat).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForLoadState("networkidle");
  expect(mutations, "no booking is attempted").toEqual([]);
  await expect(seat).toHaveClass(/\bfree\b/);
  await expect(seatMap.draftStatus).toBeHidden();
  await expect(page.getByRole("link", { name: "Checkout", exact: true })).toBeHidden();
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  expect((await storedDraft(page)).uuid).toBeNull();
});

test("double-clicking a free seat holds it once: one draft, one ticket, no error", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat();
  const seatMap = new SeatMapPage(page);
  const sent = { book: 0, addSpace: 0 };
  page.on("request", (r) => {
    if (!r.url().endsWith("/graphql")) return;
    const body = r.postData() ?? "";
    if (/mutation\s+Book\b/.test(body)) sent.book++;
    if (/mutation\s+AddSpace\b/.test(body)) sent.addSpace++;
  });

  await seatMap.goto(occasionId);
  const held = page.waitForResponse((r) => r.url().endsWith("/graphql") && /mutation\s+AddSpace\b/.test(r.request().postData() ?? ""));
  await seatMap.space(seat.id).dblclick();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("1 ticket selected");
  // The map shows the hold before the server has answered it: wait for the answer (a second click's request, if
  // any, was sent at the click, before it), then count.
  await held;
  await expect(seatMap.draftStatus).toContainText("1 ticket selected");
  expect(sent, "one Book, one AddSpace").toEqual({ book: 1, addSpace: 1 });
  const { uuid } = await storedDraft(page);
  expect(uuid).toBeTruthy();
  const draft = await serverDraft(page, uuid!);
  expect(draft.tickets.map((t) => t.spaceId)).toEqual([seat.id]);
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  // The dialog did not open from the second click either.
  await expect(page.getByRole("dialog")).toBeHidden();
});
