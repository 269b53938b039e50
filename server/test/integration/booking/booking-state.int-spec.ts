/**
 * Issue 37 item 16: a checkout's result URL opened on another device (no draft cookie) shows where the booking stands,
 * found by the booking's random id alone, and nothing personal: no name, e-mail or phone. Another id, or one that is
 * not a random (version 4) uuid, reveals nothing.
 */
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { confirmedBuyer, payOk, seatDealer, visit } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let seat: () => string;
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  seat = seatDealer(demo);
  occasionId = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

const QUERY = `query ($uuid: ID!) { bookingState(uuid: $uuid) { state paid occasionId eventName occasionTitle startTime ticketCount } }`;

interface StateJson {
  state: string;
  paid: boolean;
  occasionId: string;
  eventName: string;
  occasionTitle: string | null;
  startTime: string;
  ticketCount: number;
}

/** bookingState asked from a browser that never saw the booking (no cookie of the buyer's). */
async function stateElsewhere(uuid: string, language = "en") {
  const answer = await new GraphQLClient(app.url).op<{ bookingState: StateJson | null }>(QUERY, { uuid }, { language });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return { state: answer.data!.bookingState, raw: JSON.stringify(answer.data) };
}

describe("bookingState", () => {
  it("a paid booking: booked and paid, the event, date and ticket count, and nothing personal", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete("paytrail", payment.stamp, { outcome: "ok" });
    expect((await visit(done.returnUrl)).location).toMatch(new RegExp(`/checkout/${buyer.uuid}/success$`));

    const [occasion] = await app.query<{ start_time: Date; name: string }>(
      `SELECT o.start_time, e.name->>'fi' AS name FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [occasionId],
    );
    const { state, raw } = await stateElsewhere(buyer.uuid, "fi");
    expect(state).toMatchObject({
      state: "booked",
      paid: true,
      occasionId,
      eventName: occasion!.name,
      startTime: occasion!.start_time.toISOString(),
      ticketCount: 1,
    });
    for (const personal of Object.values(VALID_CLIENT)) expect(raw).not.toContain(personal);
  });

  it("waiting for payment, booked without charge, cancelled and never completed each say so", async () => {
    const waiting = await confirmedBuyer(app, occasionId, seat(), "vismapay");
    await payOk(app, waiting);
    expect((await stateElsewhere(waiting.uuid)).state).toMatchObject({ state: "payment", paid: false });

    const free = new RestClient(app.url);
    await free.bookOk(occasionId);
    await free.addSpaceOk(seat());
    await free.addSpaceOk(seat());
    const confirmed = await free.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
    expect(confirmed.body.status).toBe("booked");
    expect((await stateElsewhere(free.uuid!)).state).toMatchObject({ state: "booked", paid: false, ticketCount: 2 });

    const draft = new RestClient(app.url);
    await draft.bookOk(occasionId);
    await draft.addSpaceOk(seat());
    expect((await stateElsewhere(draft.uuid!)).state).toMatchObject({ state: "draft", ticketCount: 1 });
    expect((await draft.cancelDraft()).status).toBeLessThan(300);
    expect((await stateElsewhere(draft.uuid!)).state?.state).toMatch(/^(cancelled|expired)$/);
  });

  it("an unknown id, one that is not a random uuid or no uuid at all reveals nothing, without an error", async () => {
    expect((await stateElsewhere(randomUUID())).state).toBeNull();
    expect((await stateElsewhere("00000000-0000-0000-0000-000000000001")).state).toBeNull();
    expect((await stateElsewhere("not-a-uuid")).state).toBeNull();
    // Booking ids are random (version 4) uuids: what the lookup relies on.
    const buyer = await confirmedBuyer(app, occasionId, seat(), "ceepos");
    expect(buyer.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
