import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Accessible seating (issue 20): an occasion holds its wheelchair places and their companion seats back for
 * wheelchair users; a buyer reaches one from the seat map's list with the keyboard, confirms the need, gets its
 * companion seats offered first and added with one action, leaves the accessibility need in the booking
 * message, and the box office reads it in the occasion's tickets table.
 */

test.use(ownAddressPerTest);

type PlanSpace = { id: string; name: string; maxTickets: number; spaceTypeId: string | null; priceZoneId: string | null };

/** Links (or with `null`, unlinks) companion seats to a wheelchair place of the demo plan, as the plan editor saves them. */
async function linkCompanions(api: AdminApi, planId: string, links: Record<string, string | null>): Promise<void> {
  const { adminPlan } = await api.graphql<{ adminPlan: { updatedAt: string; spaces: PlanSpace[] } }>(
    "query($id: ID!) { adminPlan: plan(id: $id) { updatedAt spaces { id name maxTickets spaceTypeId priceZoneId } } }",
    { id: planId },
  );
  const byName = new Map(adminPlan.spaces.map((space) => [space.name, space]));
  const save = Object.entries(links).map(([name, place]) => {
    const space = byName.get(name)!;
    return { ...space, companionOfId: place ? byName.get(place)!.id : null };
  });
  await api.graphql(
    "mutation($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) { savePlanSpaces(planId: $planId, changes: $changes, version: $version) { id } }",
    {
      planId,
      changes: { save, delete: [] },
      version: adminPlan.updatedAt,
    },
  );
}

test("a wheelchair user books a held-back place and its companion seats by keyboard; the box office reads their need", async ({
  page,
  newContext,
}) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const { eventId, occasionId, startTime } = await api.publishedOccasion(catalog, `Accessible ${uniqueSuffix()}`, { Adult: 2500 });
  await linkCompanions(api, catalog.planId, { "R14-S1": "wheelchair-1", "R14-S2": "wheelchair-1" });
  try {
    // The box office holds the accessible places back until two days before the show.
    const { adminOccasion } = await api.graphql<{ adminOccasion: { updatedAt: string } }>(
      "query($id: ID!) { adminOccasion(id: $id) { updatedAt } }",
      {
        id: occasionId,
      },
    );
    await api.graphql(
      "mutation($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { id } }",
      {
        id: occasionId,
        version: adminOccasion.updatedAt,
        input: {
          startTime,
          status: "scheduled",
          bookable: true,
          customPricing: false,
          published: true,
          headsUpDays: 0,
          seasonal: false,
          accessibleHoldbackHours: 48,
        },
      },
    );

    const visitor = await (await newContext()).newPage();
    const map = new SeatMapPage(visitor);
    await map.goto(occasionId);
    await expect(visitor.getByTestId("accessible-held-back")).toContainText("reserved for wheelchair users until");

    await test.step("an ordinary pick of a held-back companion seat is refused, clearly", async () => {
      await map.space(catalog.spaces.get("R14-S1")!).click();
      await expect(map.toast("kept for now for a wheelchair user's companion")).toBeVisible();
      await expect(map.space(catalog.spaces.get("R14-S1")!)).not.toHaveAttribute("data-state", "yours");
    });

    await test.step("the list, by keyboard: the wheelchair place asks for the need first", async () => {
      await visitor.getByRole("button", { name: "Choose from a list" }).click();
      const place = visitor.getByRole("table").getByRole("button", { name: /Wheelchair place 1.*reserved for wheelchair users until/ });
      await place.focus();
      await visitor.keyboard.press("Enter");
      const need = visitor.getByRole("dialog", { name: "Wheelchair place" });
      await expect(need).toBeVisible();
      expect(await seriousViolations(visitor, { include: ".mantine-Modal-content" })).toEqual([]);
      // The confirmation has the focus: Enter confirms.
      await expect(need.getByRole("button", { name: "Yes, I need a wheelchair place" })).toBeFocused();
      await visitor.keyboard.press("Enter");
    });

    await test.step("its companion seats come first, added with one action", async () => {
      const companions = visitor.getByRole("dialog", { name: /Companion seats for/ });
      await expect(companions.getByRole("list", { name: "Companion seats" }).getByRole("listitem")).toHaveCount(2);
      expect(await seriousViolations(visitor, { include: ".mantine-Modal-content" })).toEqual([]);
      await expect(companions.getByRole("button", { name: "Add 2 companion seats" })).toBeFocused();
      await visitor.keyboard.press("Enter");
      await expect(companions).toBeHidden();
      await expect(map.draftStatus).toContainText("3 tickets");
      for (const name of ["wheelchair-1", "R14-S1", "R14-S2"])
        await expect(map.space(catalog.spaces.get(name)!)).toHaveAttribute("data-state", "yours");
    });

    await test.step("checkout invites the accessibility need in the message", async () => {
      await visitor.getByRole("link", { name: "Checkout" }).click();
      const checkout = new CheckoutPage(visitor);
      await expect(checkout.heading).toBeVisible();
      await expect(visitor.getByText("You chose a wheelchair place: tell us here about any accessibility need")).toBeVisible();
      expect(await seriousViolations(visitor)).toEqual([]);
      await checkout.fill({
        firstname: "Aino",
        lastname: "Pyörälä",
        email: "aino.pyorala@example.fi",
        phone: "+358401234567",
        message: "Electric wheelchair; step-free entrance please",
      });
      await checkout.chooseSkipPayment();
      await checkout.acceptTerms();
      await checkout.confirm();
      await checkout.expectSuccess();
    });

    await test.step("the box office sees the need in the occasion's tickets table", async () => {
      const admin = new OccasionAdminPage(page);
      await admin.goto(eventId, occasionId);
      await expect(admin.tickets.getByRole("row", { name: /Wheelchair place 1\b/ })).toContainText(
        "Electric wheelchair; step-free entrance please",
      );
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step("a wheelchair place without companions says so", async () => {
      const other = await (await newContext()).newPage();
      const otherMap = new SeatMapPage(other);
      await otherMap.goto(occasionId);
      await otherMap.space(catalog.spaces.get("wheelchair-2")!).click();
      await other.getByRole("dialog", { name: "Wheelchair place" }).getByRole("button", { name: "Yes, I need a wheelchair place" }).click();
      await expect(other.getByRole("dialog", { name: /Companion seats for/ })).toContainText(
        "This wheelchair place has no companion seats",
      );
    });
  } finally {
    await linkCompanions(api, catalog.planId, { "R14-S1": null, "R14-S2": null });
  }
});
