import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Issue 34, item 15: admins read places as customers do. The administrator, working in Finnish, names a plan's
 * section in the plan editor's Labels tab; the occasion's tickets table and the customer's map then say the place
 * as 'Permanto, rivi D, paikka 7', never the raw `P-D-7`.
 */

test.use(ownAddressPerTest);

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
  <rect id="P-D-7" class="space seat" x="10" y="10" width="40" height="40"/>
  <rect id="P-D-8" class="space seat" x="60" y="10" width="40" height="40"/>
  <rect id="B-A-1" class="space seat" x="140" y="10" width="40" height="40"/>
</svg>`;

test("a section named in Finnish is what the tickets table and the customer's map say", async ({ page, newContext }) => {
  const suffix = uniqueSuffix();
  const api = await AdminApi.signIn(page.request);
  let planId = "";
  let eventId = "";
  let occasionId = "";
  const spaceIds = new Map<string, string>();

  await test.step("a plan with sections P and B, an occasion on it and a ticket in P-D-7", async () => {
    const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
      "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
      {
        input: {
          names: ["en", "fi", "sv"].map((language) => ({ language, text: `Sections ${suffix}` })),
          namePattern: "{section}-{row}-{seat}",
        },
      },
    );
    planId = createPlan.plan.id;
    const { csrfToken } = (await (await page.request.get("/api/authenticate")).json()) as { csrfToken: string };
    const uploaded = await page.request.put(`/api/plans/${planId}/map.svg`, {
      data: SVG,
      headers: { "content-type": "image/svg+xml", "x-csrf-token": csrfToken },
    });
    expect(uploaded.status()).toBe(200);
    const { plan } = await api.graphql<{ plan: { updatedAt: string } }>("query($id: ID!) { plan(id: $id) { updatedAt } }", { id: planId });
    const { createSpacesFromMap } = await api.graphql<{ createSpacesFromMap: { spaces: Array<{ id: string; name: string }> } }>(
      "mutation($planId: ID!, $version: DateTimeISO!) { createSpacesFromMap(planId: $planId, version: $version) { spaces { id name } } }",
      { planId, version: plan.updatedAt },
    );
    for (const space of createSpacesFromMap.spaces) spaceIds.set(space.name, space.id);
    const catalog = await api.catalog();
    ({ eventId, occasionId } = await api.publishedOccasion({ ...catalog, planId }, `Sections ${suffix}`, { Adult: 2000 }));
    await api.boxOfficeBooking(occasionId, [spaceIds.get("P-D-7")!], {
      firstname: "Sanna",
      lastname: "Lohko",
      email: `sanna.${suffix}@example.fi`,
      phone: "+358401234567",
    });
  });

  await test.step("the administrator names section P in Finnish and English in the Labels tab, in Finnish", async () => {
    await page.goto(`/fi/admin/settings/plans/${planId}/labels`);
    const form = page.getByRole("main").getByRole("form", { name: "Nimiöt", exact: true });
    await form.getByRole("textbox", { name: "Lohkon P nimi (English)", exact: true }).fill("Stalls");
    await form.getByRole("tab", { name: /^suomi/ }).click();
    await form.getByRole("textbox", { name: "Lohkon P nimi (suomi)", exact: true }).fill("Permanto");
    // The preview says the place as the server will, in the admin's language.
    await expect(form.getByRole("row").filter({ hasText: "P-D-7" })).toContainText("Permanto, rivi D, paikka 7");
    await form.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(page.locator(".mantine-Notification-root").filter({ hasText: "Tallennettu" })).toBeVisible();
  });

  await test.step("the occasion's tickets table says the place by the section's Finnish name", async () => {
    await page.goto(`/fi/admin/events/${eventId}/occasions/${occasionId}`);
    const tickets = page.getByRole("main").getByRole("region", { name: "Liput", exact: true });
    await expect(tickets.getByRole("cell", { name: "Permanto, rivi D, paikka 7", exact: true })).toBeVisible();
    await expect(tickets.getByRole("cell", { name: "P-D-7", exact: true })).toHaveCount(0);
  });

  await test.step("the customer's map says it in Finnish on hovering the place", async () => {
    const customer = await newContext();
    const customerPage = await customer.newPage();
    const seatMap = new SeatMapPage(customerPage, "fi");
    await seatMap.goto(occasionId);
    await seatMap.space(spaceIds.get("P-D-8")!).hover();
    await expect(customerPage.getByRole("tooltip")).toContainText("Permanto, rivi D, paikka 8");
    await expect(customerPage.getByRole("tooltip")).not.toContainText("P-D-8");
    // An unnamed section is said by its code.
    await expect(seatMap.space(spaceIds.get("B-A-1")!)).toHaveAttribute("aria-label", /^B, rivi A, paikka 1/);
  });
});
