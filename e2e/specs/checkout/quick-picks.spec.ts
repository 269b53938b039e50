import { orchestraOccasion, serverDraft, storedDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Seats chosen in quick succession while the first pick is still creating the draft: all of them are
 * held in that one draft. (The draft's status row appearing must not move the map under the next
 * click, either.)
 */
test("three seats clicked at once before any draft exists: one draft, all three held", async ({ page, request }) => {
  const { occasionId, free } = await orchestraOccasion(request);
  const seats = free("R3-", 3);
  expect(seats).toHaveLength(3);
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasionId);
  // All three in the same moment (one task), before the first pick's draft exists.
  await page.evaluate(
    (ids) => {
      for (const id of ids) document.querySelector(`[data-space-id="${id}"]`)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    },
    seats.map((seat) => seat.id),
  );
  for (const seat of seats) await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("3 tickets selected");
  const { uuid } = await storedDraft(page);
  const draft = await serverDraft(page, uuid!);
  expect(draft.tickets.map((ticket) => ticket.spaceId).sort()).toEqual(seats.map((seat) => seat.id).sort());
});

test("seats clicked one right after another with the mouse: the map does not move under the clicks", async ({ page, request }) => {
  const { occasionId, free } = await orchestraOccasion(request);
  const seats = free("R4-", 3);
  expect(seats).toHaveLength(3);
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasionId);
  for (const seat of seats) await seatMap.space(seat.id).click();
  for (const seat of seats) await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("3 tickets selected");
});
