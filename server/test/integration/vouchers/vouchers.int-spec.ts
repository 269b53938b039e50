/**
 * Vouchers at checkout (issue 38, points 6, 7 and 10): a code's uses are exact under concurrency, VAT is on the
 * discounted prices, uses per customer e-mail are counted at confirm, a lapsed draft gives its use back, guessing is
 * rate-limited, scopes match by event, date, ticket type and zone, and a 100 % code completes without a provider.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, ManualClock, type BookingTestApp } from "../../helpers/booking-app.js";
import { mapLimit, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { inUnitOfWork } from "../../../src/common/unit-of-work.js";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { readPdf } from "../../helpers/pdf-reader.js";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { openVerificationLink, verificationRecipients } from "../../helpers/email-verification.js";

let app: BookingTestApp;
let demo: DemoIds;
const clock = new ManualClock(new Date());
let codeSerial = 0;

beforeAll(async () => {
  app = await startBookingApp({ clock });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

interface CampaignOptions {
  kind?: "amount" | "percent" | "fixed";
  value?: number;
  maxUses?: number | null;
  usesPerEmail?: number | null;
  validUntil?: Date | null;
  eventIds?: string[];
  occasionIds?: string[];
  ticketTypeIds?: string[];
  priceZoneIds?: string[];
}

/** A campaign with one code, written as the admin's service would; answers the code as typed (lower case) and its id. */
async function newCode(options: CampaignOptions = {}): Promise<{ code: string; codeId: string; campaignId: string }> {
  codeSerial += 1;
  const code = `test-code-${codeSerial}-${Math.random().toString(36).slice(2, 8)}`;
  const [campaign] = await app.query<{ id: string }>(
    `INSERT INTO voucher_campaigns (name, kind, value, valid_until, event_ids, occasion_ids, ticket_type_ids, price_zone_ids, uses_per_code,
                                    uses_per_email, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
    [
      `Campaign ${codeSerial}`,
      options.kind ?? "percent",
      options.value ?? 1000,
      options.validUntil ?? null,
      options.eventIds ?? [],
      options.occasionIds ?? [],
      options.ticketTypeIds ?? [],
      options.priceZoneIds ?? [],
      options.maxUses ?? null,
      options.usesPerEmail ?? null,
    ],
  );
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO voucher_codes (campaign_id, code, max_uses) VALUES ($1, $2, $3) RETURNING id`,
    [campaign!.id, code.toUpperCase(), options.maxUses ?? null],
  );
  return { code, codeId: row!.id, campaignId: campaign!.id };
}

/** A fresh event with a standing area of 300 places at 2000 cents (adult). */
async function standingOccasion(prices: Record<string, number> = { [demo.ticketTypes.adult!]: 2000 }) {
  const { planId, spaceIds } = await createPlan(app, [{ name: "standing", maxTickets: 300 }]);
  const { eventId, occasionId } = await createOccasion(app, { planId, eventPrices: prices });
  return { eventId, occasionId, spaceId: spaceIds[0]! };
}

function applyVoucher(buyer: RestClient, code: string) {
  return buyer.fetch<{ total: number; summary: { total: number; discount: number } }>("POST", `/api/drafts/${buyer.uuid}/voucher`, {
    body: { code },
  });
}

async function draftOn(occasionId: string, spaceIds: string[]): Promise<RestClient> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (const spaceId of spaceIds) await buyer.addSpaceOk(spaceId);
  return buyer;
}

/** Confirms with an address proved through the checkout's link (a code limited per e-mail counts only such an address). */
async function confirmVerified(buyer: RestClient, email: string = VALID_CLIENT.email) {
  const form = { ...VALID_CLIENT, email, payment_method_id: "skip", terms_accepted: true };
  const first = await buyer.confirm(form);
  if (first.status !== 409) return first;
  await openVerificationLink(app, buyer.uuid!);
  return buyer.confirm(form);
}

/** The booking's version, as the admin's booking editor sends it. */
async function bookingVersion(bookingId: string): Promise<string> {
  const [row] = await app.query<{ updated_at: Date }>(
    `SELECT date_trunc('milliseconds', updated_at) AS updated_at FROM bookings WHERE id = $1`,
    [bookingId],
  );
  return row!.updated_at.toISOString();
}

const codeRow = async (codeId: string) =>
  (await app.query<{ used: number }>(`SELECT used FROM voucher_codes WHERE id = $1`, [codeId]))[0]!.used;

describe("a code's uses under concurrency", () => {
  it("a code with 10 uses, 100 parallel checkouts (apply + confirm): used exactly 10 times", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ kind: "percent", value: 2000, maxUses: 10 });
    const buyers = await mapLimit(Array.from({ length: 100 }), 20, () => draftOn(occasionId, [spaceId]));
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const applied = await applyVoucher(buyer, code);
        const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
        return { applied: applied.status, confirmed: confirmed.status, text: confirmed.text, total: confirmed.body?.summary?.total };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.applied === 200)).toHaveLength(10);
    expect(new Set(outcomes.filter((outcome) => outcome.applied !== 200).map((outcome) => outcome.applied))).toEqual(new Set([409]));
    expect(outcomes.filter((outcome) => outcome.confirmed !== 200).map((outcome) => `${outcome.confirmed} ${outcome.text}`)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.total === 1600)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.total === 2000)).toHaveLength(90);
    expect(await codeRow(codeId)).toBe(10);
    const redemptions = await app.query<{ status: string; n: number }>(
      `SELECT r.status, count(*)::int AS n FROM voucher_redemptions r JOIN bookings b ON b.id = r.booking_id
        WHERE r.code_id = $1 AND b.status = 'booked' GROUP BY r.status`,
      [codeId],
    );
    expect(redemptions).toEqual([{ status: "used", n: 10 }]);
  });
});

describe("prices and VAT", () => {
  it("a percent discount per ticket: VAT per rate on the discounted prices, cent-exact", async () => {
    const adult = demo.ticketTypes.adult!;
    const child = demo.ticketTypes.child!;
    await app.query(`UPDATE ticket_types SET vat = 10 WHERE id = $1`, [adult]);
    await app.query(`UPDATE ticket_types SET vat = 25.5 WHERE id = $1`, [child]);
    app.services.saleInfo.invalidate();
    const { occasionId, spaceId } = await standingOccasion({ [adult]: 3900, [child]: 2500 });
    const { code } = await newCode({ kind: "percent", value: 1500 });
    const buyer = await draftOn(occasionId, [spaceId, spaceId]);
    const [, second] = (await buyer.getDraft()).body.tickets;
    expect((await buyer.updateTicket(second!.id, { ticket_type_id: child })).status).toBe(200);
    const applied = await applyVoucher(buyer, code.toLowerCase());
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const draft = (await buyer.getDraft()).body;
    // 3900 - 15 % = 3315 at 10 %; 2500 - 15 % = 2125 at 25.5 %.
    expect(draft.tickets.map((ticket) => ticket.price).sort()).toEqual([2125, 3315]);
    const vatOf = (amount: number, rate: number) => Math.round((amount * rate) / (100 + rate));
    expect(draft.summary).toMatchObject({
      total: 5440,
      discount: 960,
      byVat: [
        { rate: 10, amount: 3315, vat: vatOf(3315, 10) },
        { rate: 25.5, amount: 2125, vat: vatOf(2125, 25.5) },
      ],
    });
    expect(vatOf(3315, 10)).toBe(301);
    expect(vatOf(2125, 25.5)).toBe(432);
  });

  it("a ticket added after the code is discounted too; removing the code restores the list prices and gives the use back", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ kind: "amount", value: 500, maxUses: 3 });
    const buyer = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    const added = await buyer.addSpaceOk(spaceId);
    expect(added.price).toBe(1500);
    expect((await buyer.getDraft()).body.summary).toMatchObject({ total: 3000, discount: 1000 });
    expect(await codeRow(codeId)).toBe(1);
    const removed = await buyer.fetch("DELETE", `/api/drafts/${buyer.uuid}/voucher`);
    expect(removed.status).toBe(200);
    expect((await buyer.getDraft()).body.summary).toMatchObject({ total: 4000, discount: 0 });
    expect(await codeRow(codeId)).toBe(0);
  });
});

describe("uses per customer e-mail", () => {
  const NOT_VERIFIED = /^Confirm your e-mail address first: we sent a link to /;
  const confirmAs = (buyer: RestClient, email: string) =>
    buyer.confirm({ ...VALID_CLIENT, email, payment_method_id: "skip", terms_accepted: true });

  it("a limit of 1 per e-mail counts only a confirmed address: refused until its link is opened, then once per address (any case)", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ kind: "amount", value: 300, usesPerEmail: 1 });
    const first = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(first, code)).status).toBe(200);
    const unverified = await confirmAs(first, "Repeat@Example.com");
    expect(unverified.status).toBe(409);
    expect(unverified.text).toMatch(NOT_VERIFIED);
    expect((await first.getDraft()).body.status).toBe("draft");
    expect(await verificationRecipients(app, first.uuid!)).toEqual(["repeat@example.com"]);
    await openVerificationLink(app, first.uuid!);
    expect((await confirmAs(first, "Repeat@Example.com")).body.status).toBe("booked");

    // The same address again: a fresh draft proves it again, and is then refused for the limit.
    const second = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(second, code)).status).toBe(200);
    expect((await confirmAs(second, " repeat@example.com")).text).toMatch(NOT_VERIFIED);
    await openVerificationLink(app, second.uuid!);
    const refused = await confirmAs(second, " repeat@example.com");
    expect({ status: refused.status, text: refused.text }).toEqual({
      status: 409,
      text: "This code has already been used with this e-mail address as many times as allowed.",
    });
    expect((await second.getDraft()).body.status).toBe("draft");
    // Another address typed into the same checkout needs its own confirmation: the first one's does not carry over.
    const other = await confirmAs(second, "other@example.com");
    expect(other.status).toBe(409);
    expect(other.text).toMatch(NOT_VERIFIED);
    // Both links were asked for (stamped alike by the test's clock, so compared as a set).
    expect((await verificationRecipients(app, second.uuid!)).sort()).toEqual(["other@example.com", "repeat@example.com"]);
    await openVerificationLink(app, second.uuid!, "other@example.com");
    expect((await confirmAs(second, "other@example.com")).body.status).toBe("booked");
    expect(await codeRow(codeId)).toBe(2);
  });

  it("signed in, the account's address is counted, whatever address is typed, and no link is needed", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, campaignId } = await newCode({ kind: "amount", value: 300, usesPerEmail: 1 });
    const user = await insertUser(app);
    const checkout = async (typed: string) => {
      const browser = await signIn(app, user.email, user.password);
      await browser.bookOk(occasionId);
      expect((await browser.addSpace(spaceId)).errors).toBeUndefined();
      const applied = await browser.op(`mutation ($uuid: ID!, $code: String!) { applyVoucher(uuid: $uuid, code: $code) { uuid } }`, {
        uuid: browser.uuid,
        code,
      });
      expect(applied.errors, JSON.stringify(applied.errors)).toBeUndefined();
      const confirmed = await browser.confirm({
        client: { firstname: "Aino", lastname: "Virtanen", email: typed, phone: "+358 40 123 4567" },
        paymentMethodId: "skip",
        termsAccepted: true,
      });
      return { browser, confirmed };
    };
    const first = await checkout("made.up.one@example.fi");
    expect(first.confirmed.data?.confirm.status, JSON.stringify(first.confirmed.errors)).toBe("booked");
    expect(await verificationRecipients(app, first.browser.uuid!)).toEqual([]);
    expect(await app.query(`SELECT email_key, used FROM voucher_email_uses WHERE campaign_id = $1`, [campaignId])).toEqual([
      { email_key: user.email.toLowerCase(), used: 1 },
    ]);
    const second = await checkout("made.up.two@example.fi");
    expect(second.confirmed.errors?.[0]?.extensions?.code).toBe("VOUCHER_EMAIL_USED_UP");
  });
});

describe("a use given back", () => {
  it("a draft that lapses gives its use back (the sweeper), so the next buyer can use the last one", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ maxUses: 1 });
    const lapsing = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(lapsing, code)).status).toBe(200);
    const next = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(next, code)).status).toBe(409);
    await app.query(`UPDATE bookings SET expires_at = $2 WHERE id = $1`, [lapsing.uuid, new Date(clock.now().getTime() - 1000)]);
    await sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle);
    expect(await codeRow(codeId)).toBe(0);
    expect((await app.query(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [lapsing.uuid]))[0]).toEqual({
      status: "released",
    });
    expect((await applyVoucher(next, code)).status).toBe(200);
    expect(await codeRow(codeId)).toBe(1);
  });

  it("a booking paid after its hold lapsed takes its use again, and is not booked when the code was used up meanwhile", async () => {
    const lapse = async (buyer: RestClient) => {
      await app.query(`UPDATE bookings SET expires_at = $2 WHERE id = $1`, [buyer.uuid, new Date(clock.now().getTime() - 1000)]);
      await sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle);
    };
    // What settlement does with a payment that arrives after the hold lapsed.
    const payLate = (buyer: RestClient) =>
      inUnitOfWork(app.services.dataSource, (unit) =>
        app.services.lifecycle.book(unit, { bookingId: buyer.uuid!, reason: "paid after its hold lapsed", now: clock.now() }),
      );
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ maxUses: 1, usesPerEmail: 1 });
    const late = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(late, code)).status).toBe(200);
    await lapse(late);
    expect(await codeRow(codeId)).toBe(0);
    const other = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(other, code)).status).toBe(200);
    expect((await confirmVerified(other)).status).toBe(200);
    expect(await payLate(late)).toEqual({ booked: false, retaken: false });
    expect((await app.query(`SELECT status FROM bookings WHERE id = $1`, [late.uuid]))[0]).toEqual({ status: "expired" });
    expect(await codeRow(codeId)).toBe(1);
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    const { code: roomy, codeId: roomyId } = await newCode({ maxUses: 2 });
    const paidLate = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(paidLate, roomy)).status).toBe(200);
    await lapse(paidLate);
    expect(await payLate(paidLate)).toEqual({ booked: true, retaken: true });
    expect(await codeRow(roomyId)).toBe(1);
    expect((await app.query(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [paidLate.uuid]))[0]).toEqual({
      status: "used",
    });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("is not applied to a draft without a place it covers, so empty drafts cannot hold a code's uses", async () => {
    const { occasionId } = await standingOccasion();
    const { code, codeId } = await newCode({ maxUses: 1 });
    const empty = new RestClient(app.url);
    await empty.bookOk(occasionId);
    const answer = await applyVoucher(empty, code);
    expect(answer.status).toBe(422);
    expect(await codeRow(codeId)).toBe(0);
  });

  it("a draft cancelled by its buyer gives its use back", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, codeId } = await newCode({ maxUses: 1 });
    const buyer = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    expect((await buyer.cancelDraft()).status).toBe(204);
    expect(await codeRow(codeId)).toBe(0);
  });
});

describe("refusals", () => {
  it("unknown, expired and not applicable codes get clear answers", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const buyer = await draftOn(occasionId, [spaceId]);
    const unknown = await applyVoucher(buyer, "NO-SUCH-CODE");
    expect({ status: unknown.status, text: unknown.text }).toEqual({
      status: 422,
      text: "This code is not valid. Check the code and try again.",
    });
    const expired = await newCode({ validUntil: new Date(clock.now().getTime() - 1000) });
    expect((await applyVoucher(buyer, expired.code)).status).toBe(422);
    const elsewhere = await newCode({ eventIds: [(await standingOccasion()).eventId] });
    const notHere = await applyVoucher(buyer, elsewhere.code);
    expect({ status: notHere.status, text: notHere.text }).toEqual({
      status: 422,
      text: "This code does not apply to the tickets in your booking.",
    });
  });

  it("code guessing: after 10 wrong codes a minute the client gets 429 with Retry-After, even for a valid code", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code } = await newCode();
    const guesser = await draftOn(occasionId, [spaceId]);
    for (let attempt = 0; attempt < 10; attempt++) expect((await applyVoucher(guesser, `GUESS${attempt}`)).status).toBe(422);
    const limited = await applyVoucher(guesser, code);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not limited by this one's guesses.
    const other = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(other, code)).status).toBe(200);
  });
});

describe("scopes", () => {
  it("a code matches by event, date, ticket type and price zone; the other tickets keep their prices", async () => {
    const adult = demo.ticketTypes.adult!;
    const child = demo.ticketTypes.child!;
    const { planId, spaceIds } = await createPlan(app, [
      { name: "front", maxTickets: 10 },
      { name: "back", maxTickets: 10 },
    ]);
    const [zone] = await app.query<{ id: string }>(`INSERT INTO price_zones (plan_id, name) VALUES ($1, '{"en":"Front"}') RETURNING id`, [
      planId,
    ]);
    await app.query(`UPDATE spaces SET price_zone_id = $2 WHERE id = $1`, [spaceIds[0], zone!.id]);
    const { eventId, occasionId } = await createOccasion(app, { planId, eventPrices: { [adult]: 2000, [child]: 1000 } });
    const [front, back] = spaceIds as [string, string];

    const priced = async (options: CampaignOptions) => {
      const { code } = await newCode({ kind: "fixed", value: 500, ...options });
      const buyer = await draftOn(occasionId, [front, back]);
      const tickets = (await buyer.getDraft()).body.tickets;
      await buyer.updateTicket(tickets.find((ticket) => ticket.space_id === back)!.id, { ticket_type_id: child });
      const answer = await applyVoucher(buyer, code);
      if (answer.status !== 200) return answer.status;
      const after = (await buyer.getDraft()).body.tickets;
      return Object.fromEntries(after.map((ticket) => [ticket.space_id === front ? "front" : "back", ticket.price]));
    };
    expect(await priced({ eventIds: [eventId] })).toEqual({ front: 500, back: 500 });
    expect(await priced({ occasionIds: [occasionId] })).toEqual({ front: 500, back: 500 });
    expect(await priced({ ticketTypeIds: [child] })).toEqual({ front: 2000, back: 500 });
    expect(await priced({ priceZoneIds: [zone!.id] })).toEqual({ front: 500, back: 1000 });
    expect(await priced({ priceZoneIds: [zone!.id], ticketTypeIds: [child] })).toBe(422);
    expect(await priced({ occasionIds: [demo.occasions["Premiere"]!] })).toBe(422);
  });
});

describe("comps", () => {
  it("a 100 % code: confirm books at once with total 0, no payment method and no payment", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code } = await newCode({ kind: "percent", value: 10000 });
    const buyer = await draftOn(occasionId, [spaceId, spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "booked", payment_method_id: null, summary: { total: 0, requirePayment: false } });
    expect(await app.query(`SELECT id FROM payments WHERE booking_id = $1`, [buyer.uuid])).toEqual([]);
    expect(await app.query(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [buyer.uuid])).toEqual([{ status: "used" }]);
  });
});

describe("the receipt", () => {
  it("the confirmation e-mail lists the list price and the discount with its code; each PDF prints the ticket's discount", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code } = await newCode({ kind: "amount", value: 450 });
    const buyer = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    const email = `receipt-${codeSerial}@example.fi`;
    expect((await buyer.confirm({ ...VALID_CLIENT, email, payment_method_id: "skip", terms_accepted: true })).body.status).toBe("booked");
    await app.services.mailSender!.runOnce();
    const [mail] = app.mailCatcher!.messages(email);
    expect(mail!.text).toContain("€15.50 (List price €20.00)");
    expect(mail!.text).toContain(`Discount (${code.toUpperCase()})`);
    expect(mail!.text).toContain("−€4.50");
    const [page] = readPdf(Buffer.from(mail!.attachments[0]!.content, "base64"));
    expect(page!.texts).toContain(`Discount (${code.toUpperCase()})`);
    expect(page!.texts).toContain("−€4.50");
  });
});

describe("a customer's e-mail", () => {
  it("is erased from the vouchers' records on a personal-data request, which frees its uses per e-mail", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, campaignId } = await newCode({ usesPerEmail: 1 });
    const email = `erased-${codeSerial}@example.fi`;
    const buyer = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    expect((await confirmVerified(buyer, email)).body.status).toBe("booked");
    expect(await app.query(`SELECT used FROM voucher_email_uses WHERE campaign_id = $1`, [campaignId])).toEqual([{ used: 1 }]);
    const admin = await signInAdmin(app);
    const erased = await admin.op(`mutation ($email: String!) { erasePersonalData(email: $email) }`, { email });
    expect(erased.errors, JSON.stringify(erased.errors)).toBeUndefined();
    expect(await app.query(`SELECT used FROM voucher_email_uses WHERE campaign_id = $1`, [campaignId])).toEqual([]);
    expect(await app.query(`SELECT email_key FROM voucher_redemptions WHERE booking_id = $1`, [buyer.uuid])).toEqual([{ email_key: null }]);
  });

  it("is erased from the vouchers' records when the retention job anonymizes the booking", async () => {
    const { occasionId, spaceId } = await standingOccasion();
    const { code, campaignId } = await newCode({ usesPerEmail: 2 });
    const email = `retained-${codeSerial}@example.fi`;
    const booked: string[] = [];
    for (let index = 0; index < 2; index++) {
      const buyer = await draftOn(occasionId, [spaceId]);
      expect((await applyVoucher(buyer, code)).status).toBe(200);
      expect((await confirmVerified(buyer, email)).body.status).toBe("booked");
      booked.push(buyer.uuid!);
    }
    const anonymize = (bookingIds: string[]) =>
      app.services.dataSource.transaction((manager) =>
        app.services.clientDetails.anonymize(manager, { bookingIds, reason: "retention", actorUserId: null, now: clock.now() }),
      );
    // One booking erased: the other still names the address, so the count stays.
    await anonymize([booked[0]!]);
    expect(await app.query(`SELECT email_key FROM voucher_redemptions WHERE booking_id = $1`, [booked[0]])).toEqual([{ email_key: null }]);
    expect(await app.query(`SELECT used FROM voucher_email_uses WHERE campaign_id = $1`, [campaignId])).toEqual([{ used: 2 }]);
    await anonymize([booked[1]!]);
    expect(await app.query(`SELECT email_key FROM voucher_email_uses WHERE campaign_id = $1`, [campaignId])).toEqual([]);
  });
});

describe("a ticket retyped after the code", () => {
  it("is priced by the code again: in scope discounted from its new list price, out of scope at its list price", async () => {
    const adult = demo.ticketTypes.adult!;
    const child = demo.ticketTypes.child!;
    const { occasionId, spaceId } = await standingOccasion({ [adult]: 2000, [child]: 1000 });
    const { code } = await newCode({ kind: "amount", value: 300, ticketTypeIds: [adult] });
    const buyer = await draftOn(occasionId, [spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    const [ticket] = (await buyer.getDraft()).body.tickets;
    expect(ticket!.price).toBe(1700);
    const toChild = await buyer.updateTicket(ticket!.id, { ticket_type_id: child });
    expect(toChild.body.price).toBe(1000);
    const back = await buyer.updateTicket(ticket!.id, { ticket_type_id: adult });
    expect(back.body.price).toBe(1700);
    expect((await buyer.getDraft()).body.summary).toMatchObject({ total: 1700, discount: 300 });
  });
});

describe("a booked ticket retyped by an administrator", () => {
  it("keeps its code's discount on a type the code covers, repriced by it; off the code's types it loses it, and the use goes back with the last one", async () => {
    const adult = demo.ticketTypes["adult"]!;
    const child = demo.ticketTypes["child"]!;
    const senior = demo.ticketTypes["senior"]!;
    const { occasionId, spaceId } = await standingOccasion({ [adult]: 2000, [child]: 1000, [senior]: 1500 });
    const { code, codeId } = await newCode({ kind: "percent", value: 2000, ticketTypeIds: [adult, senior] });
    const buyer = await draftOn(occasionId, [spaceId, spaceId]);
    expect((await applyVoucher(buyer, code)).status).toBe(200);
    expect((await confirmVerified(buyer)).body.status).toBe("booked");
    const [first, second] = (await app.query<{ id: string }>(`SELECT id FROM tickets WHERE booking_id = $1 ORDER BY id`, [buyer.uuid])).map(
      (ticket) => ticket.id,
    );
    const admin = await signInAdmin(app);
    const retype = async (ticketId: string, ticketTypeId: string) => {
      const answer = await admin.op(
        `mutation ($b: ID!, $t: ID!, $type: ID!, $v: DateTimeISO!) { changeTicketType(bookingId: $b, ticketId: $t, ticketTypeId: $type, version: $v) { id } }`,
        { b: buyer.uuid, t: ticketId, type: ticketTypeId, v: await bookingVersion(buyer.uuid!) },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    };
    const tickets = () =>
      app.query<{ id: string; price: number; list_price: number | null; voucher_code_id: string | null }>(
        `SELECT id, price, list_price, voucher_code_id FROM tickets WHERE booking_id = $1 ORDER BY id`,
        [buyer.uuid],
      );
    const redemption = async () =>
      (await app.query<{ status: string }>(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [buyer.uuid]))[0]!.status;
    const total = async () => (await app.query<{ total: number }>(`SELECT total FROM bookings WHERE id = $1`, [buyer.uuid]))[0]!.total;

    // Covered: the senior list price, 20 % off.
    await retype(first!, senior);
    expect(await tickets()).toEqual([
      { id: first, price: 1200, list_price: 1500, voucher_code_id: codeId },
      { id: second, price: 1600, list_price: 2000, voucher_code_id: codeId },
    ]);
    expect(await total()).toBe(2800);
    // Not covered: the child list price, no code; the other ticket still carries it, so the booking keeps its use.
    await retype(first!, child);
    expect((await tickets())[0]).toEqual({ id: first, price: 1000, list_price: null, voucher_code_id: null });
    expect({ redemption: await redemption(), used: await codeRow(codeId), total: await total() }).toEqual({
      redemption: "used",
      used: 1,
      total: 2600,
    });
    // The last discounted ticket off the code's types: the use is given back.
    await retype(second!, child);
    expect((await tickets())[1]).toEqual({ id: second, price: 1000, list_price: null, voucher_code_id: null });
    expect({ redemption: await redemption(), used: await codeRow(codeId), total: await total() }).toEqual({
      redemption: "released",
      used: 0,
      total: 2000,
    });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});
