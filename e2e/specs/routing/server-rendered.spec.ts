import type { Page } from "@playwright/test";
import { venueDateTime } from "../../fixtures/catalogue.js";
import { expect, test } from "../../fixtures/test.js";
import { demo, type Lng } from "../../fixtures/texts.js";

/**
 * Issue 37, items 4 and 5: what the server sends before any script runs (JavaScript off): each page in its language with
 * a title naming it and the venue, schema.org Event JSON-LD on event and occasion pages, and `/` redirected by the
 * server to the visitor's language (the lng cookie, then the browser's languages).
 */

test.use({ javaScriptEnabled: false });

const venue: Record<Lng, string> = { en: demo.sitename, fi: "Kaupunginteatteri", sv: "Stadsteatern" };

interface SchemaEvent {
  "@type": string;
  name: string;
  startDate: string;
  location: { "@type": string; name: string };
  offers?: { priceCurrency: string; availability: string };
}

/** The page's JSON-LD, parsed as search engines read it: every Event it describes. */
async function schemaEvents(page: Page): Promise<SchemaEvent[]> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const parsed = JSON.parse((await scripts.textContent()) ?? "") as SchemaEvent | SchemaEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

for (const lng of ["fi", "sv"] as const) {
  test(`an event's page and an occasion's page in ${lng}: language, title and Event JSON-LD before any script`, async ({
    page,
    catalogue,
  }) => {
    const event = await catalogue.sevenBrothers();
    const [first] = event.occasions;
    if (!first) throw new Error("The Seven Brothers has no occasions");

    await page.goto(`/${lng}/events/${event.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page).toHaveTitle(`${demo.sevenBrothers[lng]} · ${venue[lng]}`);
    const events = await schemaEvents(page);
    expect(events.length).toBeGreaterThan(0);
    for (const described of events) {
      expect(described["@type"]).toBe("Event");
      expect(described.name.startsWith(demo.sevenBrothers[lng])).toBe(true);
      expect(Number.isNaN(Date.parse(described.startDate))).toBe(false);
      expect(described.location).toMatchObject({ "@type": "Place", name: venue[lng] });
    }

    await page.goto(`/${lng}/occasions/${first.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page).toHaveTitle(new RegExp(`^${demo.sevenBrothers[lng]}.*, ${venueDateTime(first.startTime)} · ${venue[lng]}$`));
    const [occasion] = await schemaEvents(page);
    expect(occasion!.startDate).toBe(new Date(first.startTime).toISOString());
    expect(occasion!.location.name).toBe(venue[lng]);
    expect(occasion!.offers?.priceCurrency).toBe("EUR");
  });
}

test.describe("with a Swedish browser", () => {
  test.use({ locale: "sv-FI" });

  test("/ is redirected by the server to the browser's language", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/sv");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page).toHaveTitle(`Evenemang · ${venue.sv}`);
  });

  test("/ is redirected to the language the visitor chose (the lng cookie) before the browser's", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lng", value: "fi", url: baseURL! }]);
    await page.goto("/");
    await expect(page).toHaveURL("/fi");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await expect(page).toHaveTitle(`Tapahtumat · ${venue.fi}`);
  });
});
