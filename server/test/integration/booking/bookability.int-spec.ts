/**
 * Bookability and abuse limits (DESIGN section 3 "Refusals and limits", SPEC section 8): 403 'booking is
 * not allowed' outside the sale (unpublished, not bookable, before / after the bookable window, cancelled,
 * nothing priced); 404 for spaces not on the occasion and unknown ids; 400 for malformed ids;
 * MAX_TICKETS_PER_DRAFT -> 422; BOOK_RATE_LIMIT_PER_MINUTE per client address -> 429 with Retry-After.
 * Never a 500. The clock is a ManualClock so the rate-limit minute cannot roll over mid-test.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, onlyError, RestClient, UNKNOWN_UUID, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

const NOT_ALLOWED = "booking is not allowed";
const MAX_TICKETS = 4;
const RATE_LIMIT = 5;

let app: BookingTestApp;
let clock: ManualClock;
let demo: DemoIds;

beforeAll(async () => {
  // Mid-minute, so the rate-limit window is stable whatever the wall clock does.
  const start = new Date();
  start.setUTCSeconds(30, 0);
  clock = new ManualClock(start);
  app = await startBookingApp({
    clock,
    env: { MAX_TICKETS_PER_DRAFT: String(MAX_TICKETS), BOOK_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
  });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

const adultPrice = () => ({ [demo.ticketTypes.adult!]: 3000 });

describe("occasions not on sale: book answers 403 'booking is not allowed'", () => {
  it("the seeded unpublished gala, 'Second concert' before its bookableStartTime (REST and GraphQL NOT_BOOKABLE)", async () => {
    for (const name of ["Gala", "Second concert"]) {
      const buyer = new RestClient(app.url);
      const answer = await buyer.book(demo.occasions[name]!);
      expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 403, body: NOT_ALLOWED });
      expect(buyer.draftSecret, "no draft cookie is set").toBeUndefined();

      const gql = new GraphQLClient(app.url);
      const error = onlyError(await gql.book(demo.occasions[name]!));
      expect({ message: error.message, ...error.extensions }).toEqual({ message: NOT_ALLOWED, code: "NOT_BOOKABLE", status: 403 });
    }
    const finnish = await new RestClient(app.url).book(demo.occasions.Gala!, { language: "fi" });
    expect(finnish.text).toBe("varaaminen ei ole sallittua");
  });

  it("bookable=false, after bookableEndTime, started, cancelled, unpublished, event unpublished, nothing priced", async () => {
    const past = new Date(clock.now().getTime() - 3_600_000);
    const cases: Record<string, Parameters<typeof createOccasion>[1]> = {
      notBookable: { planId: demo.planId, eventPrices: adultPrice(), bookable: false },
      windowClosed: {
        planId: demo.planId,
        eventPrices: adultPrice(),
        bookableStartTime: new Date(past.getTime() - 86_400_000),
        bookableEndTime: past,
      },
      started: { planId: demo.planId, eventPrices: adultPrice(), startTime: past },
      cancelled: { planId: demo.planId, eventPrices: adultPrice(), status: "cancelled" },
      unpublished: { planId: demo.planId, eventPrices: adultPrice(), published: false },
      eventUnpublished: { planId: demo.planId, eventPrices: adultPrice(), eventPublished: false },
      nothingPriced: { planId: demo.planId, eventPrices: {} },
    };
    const outcomes: Record<string, string> = {};
    for (const [name, options] of Object.entries(cases)) {
      const { occasionId } = await createOccasion(app, options);
      const answer = await new RestClient(app.url).book(occasionId);
      outcomes[name] = `${answer.status} ${answer.text}`;
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, `403 ${NOT_ALLOWED}`])));

    const open = await createOccasion(app, {
      planId: demo.planId,
      eventPrices: adultPrice(),
      bookableStartTime: past,
      bookableEndTime: new Date(clock.now().getTime() + 3_600_000),
    });
    expect((await new RestClient(app.url).book(open.occasionId)).status, "inside its window it is on sale").toBe(201);
  });

  it("an occasion that stops being bookable refuses further adds with 403 (once the one-second sale-info cache has moved on)", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: adultPrice() });
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(demo.space("R1-S1"));
    await app.query(`UPDATE occasions SET bookable = false WHERE id = $1`, [occasionId]);
    app.services.saleInfo.invalidate(occasionId);

    const answer = await buyer.addSpace(demo.space("R1-S2"));
    expect({ status: answer.status, body: answer.text }).toEqual({ status: 403, body: NOT_ALLOWED });
  });
});

describe("not found and malformed", () => {
  it("a space of another plan, or no space at all: 404 'No such space on this occasion'", async () => {
    const { spaceIds } = await createPlan(app, [{ name: "elsewhere", maxTickets: 5 }]);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions.Matinee!);
    for (const spaceId of [spaceIds[0]!, UNKNOWN_UUID]) {
      const answer = await buyer.addSpace(spaceId);
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 404, body: "No such space on this occasion" });
    }
    const gql = new GraphQLClient(app.url);
    await gql.bookOk(demo.occasions.Matinee!);
    const error = onlyError(await gql.addSpace(spaceIds[0]!));
    expect(error.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("unknown occasion, draft and ticket ids: 404; malformed ids: 400 'Malformed id'; never a 500", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions.Matinee!);
    const ticket = await buyer.addSpaceOk(demo.space("R2-S1"));
    const stranger = new RestClient(app.url);
    await stranger.authenticate();

    const answers = {
      bookUnknownOccasion: await stranger.book(UNKNOWN_UUID),
      getUnknownDraft: await buyer.getDraft(UNKNOWN_UUID),
      addToUnknownDraft: await buyer.addSpace(demo.space("R2-S2"), { uuid: UNKNOWN_UUID }),
      updateUnknownTicket: await buyer.updateTicket(UNKNOWN_UUID, { ticket_type_id: demo.ticketTypes.child }),
      removeUnknownTicket: await buyer.removeTicket(UNKNOWN_UUID),
      bookMalformed: await stranger.book("not-a-uuid"),
      getMalformed: await buyer.getDraft("1234"),
      addMalformedDraft: await buyer.addSpace(demo.space("R2-S2"), { uuid: "draft" }),
      addMalformedSpace: await buyer.addSpace("R2-S2"),
      updateMalformedTicket: await buyer.updateTicket("ticket", { ticket_type_id: demo.ticketTypes.child }),
      removeMalformedTicket: await buyer.removeTicket("ticket"),
      paymentMalformed: await buyer.initiatePayment({ ...VALID_CLIENT }, { uuid: "x" }),
      cancelMalformed: await buyer.cancelDraft({ uuid: "x" }),
      invalidJson: await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/payment`, { body: "{not json" }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, `${answer.status} ${answer.text}`]))).toEqual({
      bookUnknownOccasion: "404 Not Found",
      getUnknownDraft: "404 booking expired or missing",
      addToUnknownDraft: "404 booking expired or missing",
      updateUnknownTicket: "404 No such ticket in this booking",
      removeUnknownTicket: "404 No such ticket in this booking",
      bookMalformed: "400 Malformed id",
      getMalformed: "400 Malformed id",
      addMalformedDraft: "400 Malformed id",
      addMalformedSpace: "400 Malformed id",
      updateMalformedTicket: "400 Malformed id",
      removeMalformedTicket: "400 Malformed id",
      paymentMalformed: "400 Malformed id",
      cancelMalformed: "400 Malformed id",
      invalidJson: "400 Bad Request",
    });
    expect((await buyer.getDraft()).body.tickets.map((t) => t.id)).toEqual([ticket.id]);

    const gql = new GraphQLClient(app.url);
    const malformed = onlyError(await gql.draft("nope"));
    expect({ message: malformed.message, ...malformed.extensions }).toEqual({
      message: "Malformed id",
      code: "BAD_USER_INPUT",
      status: 400,
    });
    const unknown = onlyError(await gql.book(UNKNOWN_UUID));
    expect(unknown.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });
});

describe("abuse limits", () => {
  it(`MAX_TICKETS_PER_DRAFT=${MAX_TICKETS}: the next add answers 422 with a clear message (GraphQL TOO_MANY_TICKETS); a removal makes room again`, async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions["Evening show"]!);
    const tickets = [];
    for (let index = 1; index <= MAX_TICKETS; index++) tickets.push(await buyer.addSpaceOk(demo.space(`R3-S${index}`)));

    const refused = await buyer.addSpace(demo.space("R3-S9"));
    expect({ status: refused.status, body: refused.text }).toEqual({
      status: 422,
      body: `A booking can have at most ${MAX_TICKETS} tickets`,
    });
    expect((await buyer.addSpace(demo.space("standing-A"))).status, "also for a standing area").toBe(422);
    const [held] = await app.query<{ held: number }>(`SELECT held FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [
      demo.occasions["Evening show"],
      demo.space("R3-S9"),
    ]);
    expect(held!.held).toBe(0);

    const gql = new GraphQLClient(app.url);
    gql.jar.set("draft_secret", buyer.draftSecret!);
    const error = onlyError(await gql.addSpace(demo.space("R3-S9"), { uuid: buyer.uuid }));
    expect({ message: error.message, ...error.extensions }).toEqual({
      message: `A booking can have at most ${MAX_TICKETS} tickets`,
      code: "TOO_MANY_TICKETS",
      status: 422,
    });

    expect((await buyer.removeTicket(tickets[0]!.id)).status).toBe(200);
    expect((await buyer.addSpace(demo.space("R3-S9"))).status).toBe(201);
  });

  it(`BOOK_RATE_LIMIT_PER_MINUTE=${RATE_LIMIT} per client address: the next book answers 429 with Retry-After; another address may still book; a new minute resets it`, async () => {
    const address = "198.51.100.7";
    const occasionId = demo.occasions.Matinee!;
    for (let index = 0; index < RATE_LIMIT; index++) expect((await new RestClient(app.url, { address }).book(occasionId)).status).toBe(201);

    const limited = await new RestClient(app.url, { address }).book(occasionId);
    expect({ status: limited.status, body: limited.text }).toEqual({ status: 429, body: "Too many requests" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${limited.headers.get("retry-after")}`).toBe(
      true,
    );
    expect(retryAfter).toBe(30);

    const gql = onlyError(await new GraphQLClient(app.url, { address }).book(occasionId));
    expect(gql.extensions).toMatchObject({ code: "RATE_LIMITED", status: 429, retryAfter: 30 });

    expect((await new RestClient(app.url, { address: "198.51.100.8" }).book(occasionId)).status).toBe(201);
    const [bookings] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE occasion_id = $1`, [occasionId]);
    expect(bookings!.n).toBeGreaterThanOrEqual(RATE_LIMIT + 1);

    clock.advance(60_000);
    expect((await new RestClient(app.url, { address }).book(occasionId)).status).toBe(201);
  });

  it("without TRUST_PROXY, X-Forwarded-For does not give a client a fresh limit", async () => {
    const pinned = new Date();
    pinned.setUTCSeconds(30, 0);
    const direct = await startBookingApp({
      clock: new ManualClock(pinned),
      env: { TRUST_PROXY: "false", BOOK_RATE_LIMIT_PER_MINUTE: "2" },
    });
    try {
      const occasionId = (await demoIds(direct)).occasions.Matinee!;
      const statuses: number[] = [];
      for (let index = 0; index < 4; index++) statuses.push((await new RestClient(direct.url).book(occasionId)).status);
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await direct.stop();
    }
  });
});
