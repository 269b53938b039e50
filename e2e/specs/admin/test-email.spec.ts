import AxeBuilder from "@axe-core/playwright";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/**
 * Issue 16 (the mail layer): an administrator checks that e-mail reaches people from the theme and site
 * settings. The test message arrives in the server's mail catcher, in the language of the page it was sent
 * from; an address that is not one is refused on its field; axe finds no serious or critical violations.
 */

test.use(ownAddressPerTest);

test("the administrator sends a test e-mail and it arrives, in the page's language", async ({ page, mailbox }) => {
  await AdminApi.signIn(page.request);
  const address = `venue-${uniqueSuffix()}@example.fi`;

  await test.step("English: sent, and in the mailbox", async () => {
    await page.goto("/en/admin/settings/theme");
    const section = page.getByRole("region", { name: "E-mail" });
    const to = section.getByRole("textbox", { name: /^Send the test message to/ });
    await expect(to).toHaveValue("admin@example.com");
    await to.fill(address);
    await section.getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(section.getByRole("status")).toContainText(`The mail server took the test message to ${address}.`);
    const mail = await mailbox.waitForMessage(address);
    expect(mail.subject).toMatch(/^Test e-mail from /);
    expect(mail.language).toBe("en");
    expect(mail.text).toContain("E-mail works");
    expect(mail.text).toContain("admin@example.com");

    await untilAnimationsSettle(page);
    const results = await new AxeBuilder({ page }).include("section").analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  await test.step("an address that is not one is refused on its field, and nothing more is sent", async () => {
    const section = page.getByRole("region", { name: "E-mail" });
    const to = section.getByRole("textbox", { name: /^Send the test message to/ });
    await to.fill("venue.example.fi");
    await section.getByRole("button", { name: "Send a test e-mail" }).click();
    await expect(to).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(await mailbox.messagesTo(address)).toHaveLength(1);
  });

  await test.step("Finnish: the message is written in Finnish", async () => {
    await page.goto("/fi/admin/settings/theme");
    const section = page.getByRole("region", { name: "Sähköposti" });
    await section.getByRole("textbox", { name: /^Testiviestin vastaanottaja/ }).fill(address);
    await section.getByRole("button", { name: "Lähetä testiviesti" }).click();
    await expect(section.getByRole("status")).toContainText("Postipalvelin otti vastaan testiviestin");
    const mail = await mailbox.waitForMessage(address, /^Testiviesti: /);
    expect(mail.language).toBe("fi");
    expect(mail.text).toContain("Sähköposti toimii");
    expect(await mailbox.messagesTo(address)).toHaveLength(2);
  });
});
