import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Webhooks (issue 40) as an administrator sets them up, in Finnish: a URL that is not http(s) is refused on its field;
 * an endpoint on a receiver this test runs is added, its secret shown once and copied from the page; a booking reaches
 * the receiver as booking.booked, signed with that secret, and the log shows it delivered. A receiver answering 500
 * leaves the next one pending with the status in the log until it answers 200 again; a delivered one is sent again
 * on request, with the same event id.
 */

test.use(ownAddressPerTest);

interface Received {
  type: string;
  id: string;
  body: string;
  signature: string;
  data: { booking?: { id: string; number: number } };
}

/** A webhook receiver on loopback: keeps every request's raw body and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver = { received, status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as { id: string; type: string; data: Received["data"] };
      received.push({
        type: parsed.type,
        id: parsed.id,
        body,
        signature: String(request.headers["x-seatbooking-signature"]),
        data: parsed.data,
      });
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { receiver, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The receiver's check, as the README shows it: HMAC-SHA256 over `<t>.<raw body>`, a `t` within five minutes. */
function verified(secret: string, body: string, header: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(",").map((part) => part.split("=", 2))) as { t?: string; v1?: string };
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test("an administrator in Finnish adds a webhook endpoint, copies its secret once and follows its deliveries, a failing one until it is delivered", async ({
  page,
  context,
  baseURL,
}) => {
  const { receiver, url, close } = await startReceiver();
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
    const api = await AdminApi.ofSession(page.request);

    await test.step("the settings menu leads to Webhooks", async () => {
      await page.goto("/fi/admin/settings/theme");
      await page.getByRole("navigation", { name: "Asetukset" }).getByRole("link", { name: "Webhookit" }).click();
      await expect(page.getByRole("heading", { name: "Webhookit" })).toBeVisible();
      await expect(page.getByText("Vastaanottajia ei ole vielä.")).toBeVisible();
      await page.getByRole("link", { name: "Lisää vastaanottaja" }).click();
    });

    const address = page.getByRole("textbox", { name: /^Osoite/ });
    const events = page.getByRole("group", { name: /^Tapahtumat/ });
    await test.step("a URL that is not http(s) is refused on its field, in Finnish", async () => {
      await address.fill("ftp://x");
      await events.getByRole("checkbox", { name: "Varaus tehty" }).check();
      await page.getByRole("button", { name: "Lisää", exact: true }).click();
      await expect(page.getByText("Vastaanottajan osoitteen on käytettävä https-yhteyttä.")).toBeVisible();
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expect(address).toBeFocused();
    });

    let secret = "";
    await test.step("the endpoint is added and its secret shown once, copied from the page", async () => {
      await address.fill(url);
      await page.getByRole("textbox", { name: /^Kuvaus/ }).fill(`Kassajärjestelmä ${uniqueSuffix()}`);
      await page.getByRole("button", { name: "Lisää", exact: true }).click();
      const panel = page.getByRole("region", { name: "Allekirjoituksen salaisuus" });
      await expect(panel).toContainText("sitä ei näytetä uudelleen");
      const shown = (await panel.getByTestId("webhook-secret-value").textContent())!.trim();
      expect(shown).toMatch(/^whsec_\S{40,}$/);
      await panel.getByRole("button", { name: "Kopioi salaisuus" }).click();
      await expect(panel.getByRole("button", { name: "✓ Kopioitu" })).toBeVisible();
      secret = await page.evaluate(() => navigator.clipboard.readText());
      expect(secret).toBe(shown);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Avaa sen lähetysloki" }).click();
      await expect(page.getByRole("heading", { name: url })).toBeVisible();
      await expect(page.getByText("Mitään ei ole vielä lähetetty.")).toBeVisible();
      // Shown once: the endpoint's page has only the secret's last characters.
      await expect(page.getByText(`Salaisuus päättyy …${secret.slice(-4)}`)).toBeVisible();
      await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    });

    const catalog = await api.catalog();
    const { occasionId } = await api.publishedOccasion(catalog, `Webhookit ${uniqueSuffix()}`, { Adult: 2500 });
    const customer = { firstname: "Aino", lastname: "Järvinen", email: `aino.${uniqueSuffix()}@example.com`, phone: "+358401234567" };
    const log = page.getByRole("region", { name: "Lähetysloki" });
    const rows = log.getByTestId("webhook-delivery");
    const booked = () => receiver.received.filter((request) => request.type === "booking.booked");

    await test.step("a booking reaches the receiver as booking.booked signed with that secret; the log shows it delivered", async () => {
      const booking = await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R3-S5")!], customer);
      await expect.poll(() => booked().length).toBe(1);
      const [delivery] = booked();
      expect(delivery!.data.booking?.number).toBe(booking.number);
      expect(verified(secret, delivery!.body, delivery!.signature)).toBe(true);
      expect(verified("whsec_some_other_secret_000000000000", delivery!.body, delivery!.signature)).toBe(false);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute("data-state", "delivered");
      await expect(rows.first()).toContainText("Varaus tehty");
      await expect(rows.first()).toContainText("HTTP 200");
      await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await rows
        .first()
        .getByRole("button", { name: /^Sisältö/ })
        .click();
      await expect(log.getByTestId("webhook-payload")).toContainText(`"number": ${booking.number}`);
    });

    await test.step("a receiver answering 500 leaves the next delivery pending with the status in the log, until it answers 200", async () => {
      receiver.status = 500;
      await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R3-S6")!], { ...customer, email: `eero.${uniqueSuffix()}@example.com` });
      await expect.poll(() => booked().length).toBe(2);
      await expect(rows).toHaveCount(2);
      const failing = rows.first();
      await expect(failing).toHaveAttribute("data-state", "pending");
      await expect(failing).toContainText("HTTP 500");
      await expect(failing).toContainText(/Seuraava yritys \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      // Pending: on its way already, so it cannot be resent.
      await expect(failing.getByRole("button", { name: /^Lähetä uudelleen/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      receiver.status = 200;
      // The retry comes about ten seconds after the first attempt.
      await expect(failing).toHaveAttribute("data-state", "delivered", { timeout: 45_000 });
      await expect(failing).toContainText("HTTP 200");
      const attempts = booked().filter((request) => request.id === booked()[1]!.id);
      expect(attempts.length).toBeGreaterThanOrEqual(2);
      for (const attempt of attempts) expect(verified(secret, attempt.body, attempt.signature)).toBe(true);
    });

    await test.step("a delivered event is resent on request, with the same event id", async () => {
      const first = booked()[0]!;
      const before = booked().length;
      await rows
        .last()
        .getByRole("button", { name: /^Lähetä uudelleen/ })
        .click();
      await expect(rows).toHaveCount(3);
      await expect(rows.first()).toContainText("Uudelleenlähetys");
      await expect(rows.first()).toHaveAttribute("data-state", "delivered");
      await expect.poll(() => booked().length).toBe(before + 1);
      expect(booked().at(-1)!.id).toBe(first.id);
    });

    await test.step("the endpoint's page fits a phone's width: the log scrolls within itself", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole("heading", { name: url })).toBeVisible();
      await expect(page.getByRole("button", { name: "Uusi salaisuus" })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  } finally {
    await close();
  }
});
