import AxeBuilder from "@axe-core/playwright";
import { AdminApi } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft, occupancyOf, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { untilAnimationsSettle } from "../../support/animations.js";
import { readPdf } from "../../../server/test/helpers/pdf-reader.js";

/**
 * Issue 19 item 4: the confirmation e-mail of a booked booking carries a PDF per ticket and the 'my booking'
 * link; the link opens the booking in any browser (no cookie of the buyer's), downloads the tickets again and,
 * once the venue lets customers cancel, cancels it: the seats go back on sale. Issue 37 item 12: the booking's name,
 * letters beyond Latin-1 and all, prints on every ticket exactly as typed (the text a viewer copies out of the PDF).
 */

/** A name no Latin-1 font prints: Polish, Croatian and Swedish letters, a hyphen. */
const HOLDER = { firstname: "Łukasz", lastname: "Ščerbanović-Öberg-Ärlig" };
const HOLDER_NAME = `${HOLDER.firstname} ${HOLDER.lastname}`;

/** Each page's text of `pdf`, as a viewer's copy would give it. */
function pdfPageTexts(pdf: Buffer): string[] {
  return readPdf(pdf).map((pdfPage) => pdfPage.texts.join("\n"));
}

const SETTINGS_FIELDS = `sitenames { language text } primaryColor secondaryColor bookingNotices { language text }
  bookingTerms { language text } footerTexts { language text } requireAddress requireIdentityNumber timeZone retentionDays
  customerCancellationHours sellerName sellerBusinessId sellerAddress updatedAt`;

interface AdminSettingsJson {
  updatedAt: string;
  customerCancellationHours: number | null;
  [field: string]: unknown;
}

/** Saves the venue's customerCancellationHours through the administrator's settings mutation, the rest unchanged. */
async function setCancellationHours(admin: AdminApi, hours: number | null): Promise<void> {
  const { adminSettings } = await admin.graphql<{ adminSettings: AdminSettingsJson }>(`{ adminSettings { ${SETTINGS_FIELDS} } }`);
  const { updatedAt, ...input } = adminSettings;
  await admin.graphql(
    `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { updatedAt } }`,
    {
      input: { ...input, customerCancellationHours: hours },
      version: updatedAt,
    },
  );
}

test("the confirmation's link opens the booking in another browser, downloads the tickets and cancels it", async ({
  page,
  request,
  mailbox,
  newContext,
}) => {
  const { occasionId, free } = await orchestraOccasion(request);
  const seats = free("R6-", 2);
  const email = `my-booking-${Date.now()}@example.com`;
  let link = "";

  await test.step("hold two seats (in English, the API's language here) and confirm them in the Finnish checkout with skip payment", async () => {
    await checkoutOfHeldDraft(
      page,
      occasionId,
      seats.map((seat) => seat.id),
      "fi",
    );
    const checkout = new CheckoutPage(page, "fi");
    await checkout.fill({ ...HOLDER, email, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
    await checkout.expectSuccess();
  });

  await test.step("the confirmation e-mail in the booking's language: a PDF per ticket and the link", async () => {
    const mail = await mailbox.waitForMessage(email, /^Your tickets: /);
    expect(mail.language).toBe("en");
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(["application/pdf", "application/pdf"]);
    for (const attachment of mail.attachments) {
      const pdf = Buffer.from(attachment.content, "base64");
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfPageTexts(pdf)).toEqual([expect.stringContaining(HOLDER_NAME)]);
    }
    link = /View my booking: (\S+\/en\/my-booking\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
    expect(link, mail.text).not.toBe("");
  });

  const other = await (await newContext()).newPage();

  // The customer reads the page in Finnish: the link's path with another language.
  const finnish = () => new URL(link).pathname.replace(/^\/en\//, "/fi/");

  await test.step("another browser opens the booking from the link, not cancellable online yet", async () => {
    await other.goto(finnish());
    await expect(other.getByRole("heading", { level: 1, name: "Varauksesi" })).toBeVisible();
    await expect(other.getByTestId("my-booking-booked")).toBeVisible();
    await expect(other.getByTestId("checkout-ticket")).toHaveCount(2);
    await expect(other.getByText("Tätä varausta ei voi perua verkossa. Ota perumista varten yhteyttä lipunmyyntiin.")).toBeVisible();
    await untilAnimationsSettle(other);
    const violations = (await new AxeBuilder({ page: other }).analyze()).violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  await test.step("downloads the tickets again as one PDF", async () => {
    const downloading = other.waitForEvent("download");
    await other.getByRole("link", { name: "Lataa liput (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tickets-\d+\.pdf$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const pdf = await readFile(path);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // A page per ticket, each naming the holder exactly: no '?' for Ł or Š, no letters dropped.
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    for (const text of pages) expect(text).toContain(HOLDER_NAME);
  });

  const admin = await AdminApi.signIn(request);
  await setCancellationHours(admin, 24);
  try {
    await test.step("once the venue allows it, the customer cancels: the seats go back on sale", async () => {
      await other.reload();
      await expect(other.getByText(/Voit perua tämän varauksen .* asti\./)).toBeVisible();
      // A skip-payment booking: no refund promised (issue 37).
      await expect(other.getByText(/Varauksesta ei ole maksettu mitään, joten mitään ei palauteta\./)).toBeVisible();
      await other.getByRole("button", { name: "Peru varaus" }).click();
      const dialog = other.getByRole("dialog", { name: "Perutaanko varaus?" });
      // Said before confirming, as the server's cancellation works it out: a skip-payment booking paid nothing.
      await expect(dialog.getByRole("status", { name: "Hyvitys" })).toHaveText(
        "Tästä varauksesta ei maksettu mitään, joten mitään ei hyvitetä.",
      );
      await dialog.getByRole("button", { name: "Kyllä, peru varaus" }).click();
      await expect(other.getByTestId("my-booking-cancelled")).toContainText("Tämä varaus on peruttu");
      await expect(other.getByRole("link", { name: "Lataa liput (PDF)" })).toHaveCount(0);
      // The map's counts are read from a snapshot at most about a second old.
      for (const seat of seats) await expect.poll(() => occupancyOf(request, occasionId, seat.id)).toBe(0);
    });
  } finally {
    await setCancellationHours(admin, null);
  }

  await test.step("an altered link says plainly that it is not valid", async () => {
    await other.goto(finnish().replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    await expect(other.getByRole("heading", { level: 1, name: "Tämä varauslinkki ei ole voimassa" })).toBeVisible();
  });
});
