import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * A presale as the visitor meets it (issue 38): two seats of a date held back for a campaign's code are faded on the
 * seat map and say so; choosing one asks for the code; a wrong code is refused in words and asked for again; the right
 * one holds the seat with the campaign's discount, and the campaign's other seat then needs no code. In Finnish, on a
 * date of its own (an admin spec: it makes its own event).
 */

test.use(ownAddressPerTest);

test("a visitor in Finnish gives the presale code on the seat map and holds the seats held back for it, discounted", async ({
  page,
  newContext,
}) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const { occasionId } = await api.publishedOccasion(catalog, `Presale ${uniqueSuffix()}`, { Adult: 2500 });
  const code = `FANI-${uniqueSuffix()}`.toUpperCase().slice(0, 32);
  const { createVoucherCampaign } = await api.graphql<{ createVoucherCampaign: { id: string } }>(
    "mutation($input: VoucherCampaignInput!) { createVoucherCampaign(input: $input) { id } }",
    { input: { name: "Fan club presale", kind: "PERCENT", value: 2500 } },
  );
  const campaignId = createVoucherCampaign.id;
  await api.graphql("mutation($id: ID!, $code: String!) { createVoucherCode(campaignId: $id, code: $code, maxUses: null) { id } }", {
    id: campaignId,
    code,
  });
  const first = catalog.spaces.get("R3-S5")!;
  const second = catalog.spaces.get("R3-S6")!;
  await api.graphql(
    "mutation($campaignId: ID!, $occasionId: ID!, $spaceIds: [ID!]!) { setVoucherCampaignPlaces(campaignId: $campaignId, occasionId: $occasionId, spaceIds: $spaceIds) { occasionId } }",
    { campaignId, occasionId, spaceIds: [first, second] },
  );

  const visitor = await (await newContext()).newPage();
  const map = new SeatMapPage(visitor, "fi");
  await map.goto(occasionId);
  await expect(map.space(first)).toHaveAttribute("aria-disabled", "true");
  await expect(map.space(first)).toHaveAttribute("aria-label", /varattu ennakkomyynnin koodille/);
  await expect(visitor.getByTestId("presale-legend")).toBeVisible();

  await test.step("choosing a held-back seat asks for the code; a wrong one is refused in words", async () => {
    // A place that cannot be chosen as things are is aria-disabled, which Playwright will not click: a browser does.
    await map.space(first).click({ force: true });
    const field = visitor.getByRole("textbox", { name: "Ennakkomyynnin koodi" });
    await expect(field).toBeFocused();
    await expect(visitor.getByText(/Syötä ennakkomyynnin koodisi valitaksesi paikan/)).toBeVisible();
    await field.fill("VÄÄRÄ-KOODI");
    await visitor.getByRole("button", { name: "Käytä koodia" }).click();
    await expect(map.toast("Koodi ei kelpaa. Tarkista koodi ja yritä uudelleen.")).toBeVisible();
    await expect(map.draftStatus).toHaveCount(0);
    await expect(visitor.getByRole("textbox", { name: "Ennakkomyynnin koodi" })).toBeVisible();
  });

  await test.step("the right code holds the seat at the campaign's price; the other seat held back for it needs no code", async () => {
    await map.space(first).click({ force: true });
    await visitor.getByRole("textbox", { name: "Ennakkomyynnin koodi" }).fill(code.toLowerCase());
    await visitor.getByRole("button", { name: "Käytä koodia" }).click();
    await expect(map.draftStatus).toContainText("1 lippu valittu");
    await expect(visitor.getByText(`Ennakkomyynnin koodi ${code.toLowerCase()} käytössä`, { exact: false })).toBeVisible();
    await expect(map.space(second)).not.toHaveAttribute("aria-disabled", "true");
    await map.space(second).click();
    await expect(map.draftStatus).toContainText("2 lippua valittu");
    await expect(visitor.getByTestId("draft-total")).toContainText("37,50");
  });
});
