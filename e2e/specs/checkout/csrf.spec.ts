import { orchestraOccasion, serverDraft, storedDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * A stale or tampered CSRF token (DESIGN section 7): the mutation is refused with CSRF_INVALID, the
 * client fetches a fresh token from `authenticate` and sends the mutation once more; the visitor
 * sees only the seat being held, no error.
 */
test("a garbage CSRF token in local storage: picking a seat still holds it, without an error toast", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat();
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasionId);

  const garbage = "garbage-csrf-token";
  await page.evaluate((value) => localStorage.setItem("seatbooking.csrfToken", value), garbage);
  const refused: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith("/graphql") || response.request().method() !== "POST") return;
    const body = await response.text().catch(() => "");
    if (body.includes("CSRF_INVALID")) refused.push(response.request().postData() ?? "");
  });

  await seatMap.space(seat.id).click();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("1 ticket selected");
  // The map shows the hold before the server has answered it (and networkidle was reached long before): wait for
  // what the server did, not for a quiet network.
  await expect.poll(() => refused.length, { message: "the garbage token was refused at least once" }).toBeGreaterThan(0);
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem("seatbooking.csrfToken"));
  expect(token).toBeTruthy();
  expect(token).not.toBe(garbage);
  const { uuid } = await storedDraft(page);
  await expect.poll(async () => (await serverDraft(page, uuid!)).tickets.map((t) => t.spaceId)).toEqual([seat.id]);
});
