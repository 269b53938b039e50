import { expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";
import { AdminApi, uniqueSuffix } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft, holdInNewDraft, orchestraOccasion, ORCHESTRA } from "../../fixtures/booking.js";
import { Mailbox } from "../../fixtures/mailbox.js";
import { seasonWithSubscriber } from "../../fixtures/renewals.js";
import { expect, test } from "../../fixtures/test.js";
import type { Lng } from "../../fixtures/texts.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 37, Tests: axe finds no serious or critical violation on any public page, in English, Finnish and Swedish, on
 * a desktop (1280 x 800) and a phone (390 x 844): the front page (the event list), an event's page, the seat map and
 * its list, the event's embed page (issue 40), the checkout of a held draft, the payment's result (the success page), 'my booking', the account's login,
 * a renewal, a waiting-list offer and its confirmation, and the not-found page. One page per language and screen
 * walks them all; every violation is collected before the test fails, so one run names them all.
 *
 * The setup publishes events of its own (a seasonal one for the renewal, a three-seat one for the waiting list): this
 * spec runs in workers of its own (project `public-pages`), apart from the catalogue specs.
 */

const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

/** The links a visitor reaches the personal pages by (without the language), set up once per worker. */
interface PublicLinks {
  eventId: string;
  occasionId: string;
  myBooking: string;
  renewal: string;
  waitingListOffer: string;
  waitingListConfirm: string;
}

const ANONYMOUS_CLIENT = { firstname: "Aino", lastname: "Virtanen", phone: "040 123 4567" };

/** The path of the link in a message's text (the part after the host, without the language). */
function linkIn(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[1];
  if (!link) throw new Error(`no link ${pattern} in:\n${text}`);
  return new URL(link).pathname.replace(/^\/[a-z]{2}\//, "/");
}

/** A booking confirmed with skip payment through the REST API, and its 'my booking' link from the confirmation. */
async function myBookingLink(request: APIRequestContext, mailbox: Mailbox, occasionId: string, spaceId: string): Promise<string> {
  const uuid = await holdInNewDraft(request, occasionId, [spaceId]);
  const email = `axe-booking-${uniqueSuffix()}@example.com`;
  const auth = await request.get("/api/authenticate");
  const headers = { "X-CSRF-Token": ((await auth.json()) as { csrfToken: string }).csrfToken };
  const confirmed = await request.put(`/api/drafts/${uuid}/confirm`, {
    headers,
    data: { client: { ...ANONYMOUS_CLIENT, email }, payment_method_id: "skip", terms_accepted: true },
  });
  if (!confirmed.ok()) throw new Error(`PUT /api/drafts/${uuid}/confirm: ${confirmed.status()} ${await confirmed.text()}`);
  const mail = await mailbox.waitForMessage(email, /^Your tickets: /);
  return linkIn(mail.text, /View my booking: (\S+\/my-booking\/[A-Za-z0-9_-]{43})/);
}

/** A three-seat date sold out to house seats, a visitor on its waiting list (confirmed), offered two seats freed. */
async function waitingListLinks(request: APIRequestContext, mailbox: Mailbox): Promise<{ offer: string; confirm: string }> {
  const admin = await AdminApi.signIn(request);
  const catalog = await admin.catalog();
  const name = `Waiting list ${uniqueSuffix()}`;
  const { createPlan } = await admin.graphql<{ createPlan: { plan: { id: string; updatedAt: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id updatedAt } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: name })), descriptions: [] } },
  );
  const { savePlanSpaces } = await admin.graphql<{ savePlanSpaces: { spaces: Array<{ id: string }> } }>(
    "mutation($planId: ID!, $version: DateTimeISO!, $changes: SpaceChangesInput!) { savePlanSpaces(planId: $planId, version: $version, changes: $changes) { spaces { id } } }",
    {
      planId: createPlan.plan.id,
      version: createPlan.plan.updatedAt,
      changes: { delete: [], save: ["W-1", "W-2", "W-3"].map((seat) => ({ name: seat, maxTickets: 1 })) },
    },
  );
  const seats = savePlanSpaces.spaces.map((space) => space.id);
  const { occasionId } = await admin.publishedOccasion({ ...catalog, planId: createPlan.plan.id }, name, { Adult: 2500 });
  await admin.lockSpaces(occasionId, seats);
  const email = `axe-waiting-${uniqueSuffix()}@example.com`;
  await admin.graphql(
    "mutation($occasionId: ID!, $email: String!) { joinWaitingList(occasionId: $occasionId, email: $email, partySize: 2) { partySize } }",
    {
      occasionId,
      email,
    },
  );
  const confirmation = await mailbox.waitForMessage(email, /^Confirm your place on the waiting list: /);
  const confirm = linkIn(confirmation.text, /Confirm my place in line: (\S+\/waiting-list\/confirm\/[A-Za-z0-9_-]{43})/);
  await admin.graphql("mutation($token: String!) { confirmWaitingList(token: $token) { __typename } }", {
    token: confirm.split("/").pop(),
  });
  await admin.graphql("mutation($occasionId: ID!, $spaceIds: [ID!]!) { releaseSpaces(occasionId: $occasionId, spaceIds: $spaceIds) }", {
    occasionId,
    spaceIds: seats.slice(0, 2),
  });
  const offer = await mailbox.waitForMessage(email, /^Places for you: /);
  return { offer: linkIn(offer.text, /Book the places: (\S+\/waiting-list\/[A-Za-z0-9_-]{43})/), confirm };
}

let links: PublicLinks | undefined;

test.beforeAll(async ({ playwright, server }) => {
  // The setup's own sessions (the administrator's, an anonymous buyer's), apart from the pages scanned.
  const request = await playwright.request.newContext({ baseURL: server.url });
  const mailbox = new Mailbox(server.mailInbox);
  try {
    const { occasionId, free } = await orchestraOccasion(request);
    const events = (await (await request.get("/api/events?lng=en")).json()) as Array<{ id: string; name: string }>;
    const eventId = events.find((event) => event.name === ORCHESTRA)!.id;
    const [seat] = free("R", 1);
    const myBooking = await myBookingLink(request, mailbox, occasionId, seat!.id);
    const waiting = await waitingListLinks(request, mailbox);
    const season = await seasonWithSubscriber(request, { seatNames: ["R4-S1"], saleInDays: 2, headsUpDays: 7 });
    links = {
      eventId,
      occasionId,
      myBooking,
      renewal: season.renewalPath,
      waitingListOffer: waiting.offer,
      waitingListConfirm: waiting.confirm,
    };
  } finally {
    await request.dispose();
  }
});

/** The page's main heading is shown and nothing is loading any more: what axe should see. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
}

for (const [screen, options] of Object.entries(SCREENS)) {
  for (const lng of ["en", "fi", "sv"] as const satisfies readonly Lng[]) {
    test.describe(`on a ${screen} in ${lng}`, () => {
      test.use(options);

      test("every public page has no serious or critical axe violation", async ({ page, request }) => {
        // Thirteen axe scans, three of them of 372 places (the map, its list, the renewal's map): about three minutes.
        test.slow();
        const { eventId, occasionId, myBooking, renewal, waitingListOffer, waitingListConfirm } = links!;
        const found: Record<string, string[]> = {};
        const scan = async (name: string, scope?: { include?: string; exclude?: string }) => {
          const violations = await seriousViolations(page, scope);
          if (violations.length > 0) found[name] = violations;
        };
        const visit = async (name: string, path: string) => {
          await page.goto(`/${lng}${path}`);
          await settled(page);
          await scan(name);
        };

        await visit("front page", "/");
        await visit("event page", `/events/${eventId}`);
        // Issue 40: the event as a venue's page frames it.
        await visit("embed page", `/embed/events/${eventId}`);

        const seatMap = new SeatMapPage(page, lng);
        await seatMap.goto(occasionId);
        await settled(page);
        await scan("seat map");
        const listToggle = page.locator("#after-plan-map").getByRole("button").first();
        await listToggle.click();
        await expect(listToggle).toHaveAttribute("aria-expanded", "true");
        // The map was scanned just before: the list is what is new.
        await scan("seat map's list", { include: "#after-plan-map" });

        const { free } = await orchestraOccasion(request);
        const checkout = new CheckoutPage(page, lng);
        await checkoutOfHeldDraft(page, occasionId, [free("R", 1)[0]!.id], lng);
        await expect(checkout.heading).toBeVisible();
        await expect(checkout.total).toBeVisible();
        await scan("checkout");
        await checkout.fill({ ...ANONYMOUS_CLIENT, email: `axe-${lng}-${screen}@example.com` });
        await checkout.acceptTerms();
        await checkout.chooseSkipPayment();
        await checkout.confirm();
        await checkout.expectSuccess();
        await settled(page);
        await scan("payment result (success)");

        await visit("my booking", myBooking);
        await visit("account (login)", "/account");
        await visit("renewal", renewal);
        await visit("waiting-list offer", waitingListOffer);
        await visit("waiting-list confirmation", waitingListConfirm);
        await visit("not found", "/no-such-page");

        baseExpect(found, `serious or critical axe violations on a ${screen} in ${lng}`).toEqual({});
      });
    });
  }
}
