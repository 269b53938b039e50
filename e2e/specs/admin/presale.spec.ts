import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { choose } from "../../pages/admin/forms.js";

/**
 * Issue 38, presales: an operator holds two seats of a published date back for a campaign's codes on the campaign's
 * page in the Finnish administration, selecting them on the date's plan; a visitor in a browser of their own then
 * finds them held back in the occasion's API (presaleSpaceIds), without a session of the operator's.
 */

test.use(ownAddressPerTest);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("an operator holds two seats of a date back for a campaign's codes; the occasion says so to a visitor", async ({
  page,
  baseURL,
  newContext,
}) => {
  const suffix = uniqueSuffix();
  const eventName = `Ennakkokonsertti ${suffix}`;
  const main = page.getByRole("main");
  const seats = ["R4-S5", "R4-S6"];
  let occasionId = "";
  let campaignId = "";
  let seatIds: string[] = [];

  await test.step("a published date of its own and a campaign for its event with a code (made through the API)", async () => {
    const api = await AdminApi.signIn(page.request);
    const catalog = await api.catalog();
    const published = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30);
    occasionId = published.occasionId;
    seatIds = seats.map((name) => catalog.spaces.get(name)!);
    const { createVoucherCampaign } = await api.graphql<{ createVoucherCampaign: { id: string } }>(
      "mutation($input: VoucherCampaignInput!) { createVoucherCampaign(input: $input) { id } }",
      { input: { name: `Ennakkomyynti ${suffix}`, kind: "PERCENT", value: 1000, eventIds: [published.eventId] } },
    );
    campaignId = createVoucherCampaign.id;
    await api.graphql("mutation($id: ID!, $code: String!) { createVoucherCode(campaignId: $id, code: $code) { id } }", {
      id: campaignId,
      code: `ENNAKKO${suffix.toUpperCase()}`,
    });
  });

  const section = main.getByRole("region", { name: "Koodeille varatut paikat", exact: true });
  const map = section.getByRole("group", { name: "Suuri sali", exact: true });
  const seat = (label: string) => map.getByRole("button", { name: new RegExp(`^${escape(label)}, `) });

  await test.step("the campaign's page holds no places yet", async () => {
    await page.goto(`/fi/admin/settings/vouchers/${campaignId}`);
    await expect(main.getByRole("heading", { level: 1, name: `Ennakkomyynti ${suffix}` })).toBeVisible();
    await expect(section.getByText("Paikkoja ei ole vielä varattu.", { exact: true })).toBeVisible();
  });

  await test.step("the date chosen, two seats selected on its plan and saved", async () => {
    await choose(page, section.getByRole("combobox", { name: "Esitys, jolle paikat varataan" }), new RegExp(`^${escape(eventName)} · `));
    for (const label of ["Rivi 4, paikka 5", "Rivi 4, paikka 6"]) {
      await seat(label).click();
      await expect(seat(label)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(section.getByTestId("selected-spaces")).toHaveText("Rivi 4, paikka 5; Rivi 4, paikka 6");
    await section.getByRole("button", { name: "Tallenna varatut paikat", exact: true }).click();
    await expect(page.getByText("2 paikkaa varattu", { exact: true })).toBeVisible();
    const row = section.getByTestId("presale-date");
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(0)).toContainText(eventName);
    await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  });

  await test.step("after a reload the page still lists the date with its two places", async () => {
    await page.reload();
    const row = section.getByTestId("presale-date");
    await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  });

  await test.step("a visitor in a browser of their own finds the two seats held back for codes", async () => {
    const visitor = await newContext({ baseURL });
    const api = await AdminApi.ofSession(visitor.request);
    const { occasion } = await api.graphql<{ occasion: { presaleSpaceIds: string[] } }>(
      "query($id: ID!) { occasion(id: $id) { presaleSpaceIds } }",
      { id: occasionId },
    );
    expect([...occasion.presaleSpaceIds].sort()).toEqual([...seatIds].sort());
  });
});
