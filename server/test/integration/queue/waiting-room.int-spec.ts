/**
 * A fair queue for on-sales (issue 39): a date's waiting room gives everyone who came before the sale's start a random
 * place at the start, the rest the end of the line; the line is let in at the operator's rate; while the room is on,
 * a draft needs an admission (signed, in an HttpOnly cookie, bound to the browser that waited, one draft each); the line
 * lives in PostgreSQL, shared by processes and kept through a restart.
 */
import "reflect-metadata";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startApp, type RunningApp } from "../../../src/app/bootstrap.js";
import { loadConfig } from "../../../src/config/config.js";
import { runAdmissions } from "../../../src/modules/queue/admission.job.js";
import { admissionCookieName, QUEUE_VISITOR_COOKIE } from "../../../src/modules/queue/admission-token.js";
import { ManualClock } from "../../../src/common/clock.js";
import { errorCode, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { DRAFT_FIELDS, GraphQLClient, RestClient, mapLimit } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { createSeries, eventWithDates, holdSeries, seriesInput } from "../series/series-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
const clock = new ManualClock(new Date());
const sockets: Array<{ dispose(): unknown }> = [];

const ENV = { QUEUE_MAX_ENTRIES_PER_CLIENT: "3", QUEUE_GRACE_SECONDS: "120" };

beforeAll(async () => {
  app = await startBookingApp({ clock, env: ENV });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

const STATUS_FIELDS = `occasionId standing position ahead lineLength undrawn ratePerMinute estimatedWaitSeconds paused admittedUntil claimed`;
interface Status {
  standing: string;
  position: number | null;
  ahead: number | null;
  lineLength: number;
  undrawn: number;
  ratePerMinute: number;
  estimatedWaitSeconds: number | null;
  claimed: boolean;
}
const JOIN = `mutation ($id: ID!) { joinQueue(occasionId: $id) { ${STATUS_FIELDS} } }`;
const STATUS = `query ($id: ID!) { queueStatus(occasionId: $id) { ${STATUS_FIELDS} } }`;
const CLAIM = `mutation ($id: ID!) { claimQueueAdmission(occasionId: $id) { expiresAt status { ${STATUS_FIELDS} } } }`;
const UPDATE_ROOM = `mutation ($id: ID!, $input: QueueRoomInput!) {
  updateQueueRoom(occasionId: $id, input: $input) { occasionId enabled highDemand active ratePerMinute paused lineLength admitted claimed converted } }`;
const HOLD_BEST = `mutation ($occasionId: ID!, $count: Int!) { holdBestAvailable(occasionId: $occasionId, count: $count) { ${DRAFT_FIELDS} } }`;

/** A date of `seats` single seats, on sale from `saleStart` (null: already). */
async function dateOnSale(saleStart: Date | null, seats = 20): Promise<{ occasionId: string; spaceIds: string[] }> {
  const [plan] = await app.query<{ id: string }>(
    `INSERT INTO plans (name, map) VALUES ('{"en":"Queue hall"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
  );
  const rows = await app.query<{ id: string }>(
    `INSERT INTO spaces (plan_id, name, max_tickets, section, row, seat)
     SELECT $1, 'Q-1-' || n, 1, 'Q', '1', n::text FROM generate_series(1, $2::int) AS n RETURNING id`,
    [plan!.id, seats],
  );
  const { occasionId } = await createOccasion(app, {
    planId: plan!.id,
    eventPrices: { [demo.ticketTypes.adult!]: 2000 },
    bookableStartTime: saleStart ?? undefined,
  });
  return { occasionId, spaceIds: rows.map((row) => row.id) };
}

async function setRoom(
  occasionId: string,
  input: Partial<{ enabled: boolean; highDemand: boolean; ratePerMinute: number | null; paused: boolean }>,
) {
  const answer = await admin.op<{ updateQueueRoom: Record<string, unknown> }>(UPDATE_ROOM, {
    id: occasionId,
    input: { enabled: true, highDemand: false, ratePerMinute: 600, paused: false, ...input },
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.updateQueueRoom;
}

const admit = () => runAdmissions(app.services.dataSource, clock, app.services.queue, app.services.config);

async function join(visitor: GraphQLClient, occasionId: string): Promise<Status> {
  const answer = await visitor.op<{ joinQueue: Status }>(JOIN, { id: occasionId });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.joinQueue;
}

async function claim(visitor: GraphQLClient, occasionId: string) {
  return visitor.op<{ claimQueueAdmission: { expiresAt: string; status: Status } }>(CLAIM, { id: occasionId });
}

/** A visitor let in: joined, the line let in (at 600 a minute, ten seconds of it), the admission taken. */
async function admittedVisitor(occasionId: string): Promise<GraphQLClient> {
  const visitor = new GraphQLClient(app.url);
  await join(visitor, occasionId);
  clock.advance(10_000);
  await admit();
  const claimed = await claim(visitor, occasionId);
  expect(claimed.errors, JSON.stringify(claimed.errors)).toBeUndefined();
  return visitor;
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe("a waiting room's line", () => {
  it("gives early arrivals a random order at the sale's start, and later ones the end of the line in arrival order", async () => {
    const saleStart = new Date(clock.now().getTime() + 10 * 60_000);
    const { occasionId } = await dateOnSale(saleStart);
    await setRoom(occasionId, { ratePerMinute: 60 });
    const early = Array.from({ length: 300 }, () => new GraphQLClient(app.url));
    for (const visitor of early) {
      const status = await join(visitor, occasionId);
      expect(status.standing).toBe("WAITING_FOR_DRAW");
      expect(status.position).toBeNull();
      clock.advance(1_000);
    }
    // The room's counts are read once a second per process, however many ask.
    await expect
      .poll(async () => (await early[0]!.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.undrawn, {
        timeout: 5_000,
      })
      .toBe(300);
    // Coming back (the same browser joining again) keeps its entry.
    expect((await join(early[5]!, occasionId)).standing).toBe("WAITING_FOR_DRAW");
    clock.set(new Date(saleStart.getTime() + 1_000));
    await admit();
    const positions = await mapLimit(early, 20, async (visitor) => {
      const status = (await visitor.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus;
      return status.position!;
    });
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    // Random: no relation to arrival order (for 300 draws |r| has a standard deviation of 0.058: 0.25 is over four of them).
    const r = pearson(
      positions.map((_, i) => i),
      positions,
    );
    expect(Math.abs(r)).toBeLessThan(0.25);
    // Not the same order as the keys were handed out: a second lottery gives another order.
    const late = [new GraphQLClient(app.url), new GraphQLClient(app.url)];
    expect((await join(late[0]!, occasionId)).position).toBe(301);
    expect((await join(late[1]!, occasionId)).position).toBe(302);
    const last = (await late[1]!.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus;
    expect(last.standing).toBe("WAITING");
    expect(last.ahead).toBe(301); // nobody let in yet: the room had not been run before the draw
    expect(last.estimatedWaitSeconds).toBeGreaterThan(0);
  });

  it("lets early arrivals caught behind the draw join the end, none refused (no deadlock at the start)", async () => {
    const saleStart = new Date(clock.now().getTime() + 60_000);
    const { occasionId } = await dateOnSale(saleStart);
    await setRoom(occasionId, {});
    // The draw holds the room's row while twenty early arrivals queue behind it, then finds it drawn.
    const other = await app.openDataSource(2);
    const runner = other.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`SELECT 1 FROM queue_rooms WHERE occasion_id = $1 FOR UPDATE`, [occasionId]);
    const visitors = Array.from({ length: 20 }, () => new GraphQLClient(app.url));
    await Promise.all(visitors.map((visitor) => visitor.ensureCsrf()));
    const joining = Promise.all(visitors.map((visitor) => visitor.op<{ joinQueue: Status }>(JOIN, { id: occasionId })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.query(`UPDATE queue_rooms SET drawn_at = now() WHERE occasion_id = $1`, [occasionId]);
    await runner.commitTransaction();
    await runner.release();
    const answers = await joining;
    expect(answers.map((answer) => errorCode(answer) ?? "ok")).toEqual(Array(20).fill("ok"));
    expect(answers.map((answer) => answer.data!.joinQueue.position).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("ends an admission that lapsed unused, or whose booking is done: the browser joins the line again", async () => {
    const { occasionId, spaceIds } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 600 });
    await admit();
    const idle = await admittedVisitor(occasionId);
    clock.advance((120 + app.services.config.draftExpirySeconds + 1) * 1000);
    const status = (await idle.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus;
    expect(status).toMatchObject({ standing: "ADMITTED", claimed: false });
    const lapsed = await claim(idle, occasionId);
    expect(lapsed.errors![0]!.message).toMatch(/passed/);
    expect((await join(idle, occasionId)).standing).toMatch(/WAITING|ADMITTED/);

    const buyer = await admittedVisitor(occasionId);
    await buyer.bookOk(occasionId);
    await buyer.op(`mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`, {
      uuid: buyer.uuid,
      spaceId: spaceIds[3],
    });
    const first = (await buyer.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.position;
    await app.query(`UPDATE bookings SET status = 'booked' WHERE id = $1`, [buyer.uuid]);
    const again = await join(buyer, occasionId);
    expect(again.position === null || again.position > (first ?? 0)).toBe(true);
    const counts = await admin.op<{ queueRoom: { admitted: number; converted: number } }>(
      `query ($id: ID!) { queueRoom(occasionId: $id) { admitted converted } }`,
      { id: occasionId },
    );
    expect(counts.data!.queueRoom.converted).toBe(1);
    expect(counts.data!.queueRoom.admitted).toBeGreaterThanOrEqual(2);
  });

  it("lets the line in at the operator's rate, in order; pausing stops it", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 30 });
    await admit(); // Starts the room's clock: nobody waits, the rate earns at most ten seconds' worth.
    const visitors = Array.from({ length: 6 }, () => new GraphQLClient(app.url));
    for (const visitor of visitors) await join(visitor, occasionId);
    clock.advance(4_000); // 30 a minute: 2 in four seconds.
    await admit();
    const standings = await Promise.all(
      visitors.map(async (visitor) => (await visitor.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.standing),
    );
    expect(standings.filter((standing) => standing === "ADMITTED").length).toBeGreaterThanOrEqual(2);
    const admittedCount = standings.filter((standing) => standing === "ADMITTED").length;
    expect(standings.slice(0, admittedCount).every((standing) => standing === "ADMITTED")).toBe(true);
    await setRoom(occasionId, { ratePerMinute: 30, paused: true });
    clock.advance(60_000);
    await admit();
    const last = (await visitors[5]!.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus;
    expect(last.standing).toBe("WAITING");
    expect(last.estimatedWaitSeconds).toBeNull();
    // Not yet their turn: no admission.
    expect(errorCode(await claim(visitors[5]!, occasionId))).toBe("QUEUE_ADMISSION_REQUIRED");
  });

  it("refuses a hold without an admission while the room is on (GraphQL, REST and best available alike); off, it books as before", async () => {
    const { occasionId, spaceIds } = await dateOnSale(null);
    const earlier = new GraphQLClient(app.url);
    await earlier.bookOk(occasionId);
    await setRoom(occasionId, {});
    const gql = new GraphQLClient(app.url);
    const refused = await gql.book(occasionId);
    expect(errorCode(refused)).toBe("QUEUE_ADMISSION_REQUIRED");
    expect(refused.errors![0]!.message).toMatch(/waiting room/);
    expect(errorCode(await gql.op(HOLD_BEST, { occasionId, count: 2 }))).toBe("QUEUE_ADMISSION_REQUIRED");
    const rest = new RestClient(app.url);
    await rest.ensureCsrf();
    const restRefused = await rest.fetch("POST", `/api/occasions/${occasionId}/book?lng=fi`);
    expect(restRefused.status, restRefused.text).toBe(403);
    expect(restRefused.text).toMatch(/jonotushuone/);
    // A draft opened before the room was turned on keeps being served.
    const added = await earlier.op(`mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`, {
      uuid: earlier.uuid,
      spaceId: spaceIds[0],
    });
    expect(added.errors).toBeUndefined();
    // The box office is never queued.
    expect((await admin.book(occasionId)).errors).toBeUndefined();
    await setRoom(occasionId, { enabled: false });
    app.services.admissionGate.forget(occasionId);
    expect((await new GraphQLClient(app.url).book(occasionId)).errors).toBeUndefined();
    const nothingWithout = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE occasion_id = $1 AND created_at >= now() - interval '1 hour'`,
      [occasionId],
    );
    expect(nothingWithout[0]!.n).toBe(3);
  });

  it("admits one draft per admission, and only its browser's: copied, forged or reused it is refused", async () => {
    const { occasionId, spaceIds } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 600 });
    await admit();
    const visitor = await admittedVisitor(occasionId);
    const token = visitor.jar.get(admissionCookieName(occasionId))!;
    expect(token).toBeTruthy();
    // Another browser with the token alone (its own visitor cookie, or none) is refused.
    const thief = new GraphQLClient(app.url);
    thief.jar.set(admissionCookieName(occasionId), token);
    expect(errorCode(await thief.book(occasionId))).toBe("QUEUE_ADMISSION_REQUIRED");
    const other = await admittedVisitor(occasionId);
    const borrowing = new GraphQLClient(app.url);
    borrowing.jar.set(QUEUE_VISITOR_COOKIE, other.jar.get(QUEUE_VISITOR_COOKIE)!);
    borrowing.jar.set(admissionCookieName(occasionId), token);
    expect(errorCode(await borrowing.book(occasionId))).toBe("QUEUE_ADMISSION_REQUIRED");
    const forged = new GraphQLClient(app.url);
    forged.jar.set(QUEUE_VISITOR_COOKIE, visitor.jar.get(QUEUE_VISITOR_COOKIE)!);
    forged.jar.set(admissionCookieName(occasionId), token.replace(/.$/, token.endsWith("A") ? "B" : "A"));
    expect(errorCode(await forged.book(occasionId))).toBe("QUEUE_ADMISSION_REQUIRED");
    // The browser that waited books, adds places, and cannot open a second draft with the same admission.
    await visitor.bookOk(occasionId);
    const ADD = `mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`;
    expect((await visitor.op(ADD, { uuid: visitor.uuid, spaceId: spaceIds[0] })).errors).toBeUndefined();
    const second = await visitor.book(occasionId);
    expect(errorCode(second)).toBe("QUEUE_ADMISSION_REQUIRED");
    expect(second.errors![0]!.message).toMatch(/already been used/);
    // Its draft without its admission (the cookie gone) takes no more places.
    const draftOnly = new GraphQLClient(app.url);
    for (const [name, value] of visitor.jar.cookies) if (!name.startsWith("queue_")) draftOnly.jar.set(name, value);
    draftOnly.uuid = visitor.uuid;
    expect(errorCode(await draftOnly.op(ADD, { uuid: visitor.uuid, spaceId: spaceIds[1] }))).toBe("QUEUE_ADMISSION_REQUIRED");
    // Once its hold lapses the admission is spent: taking it again is refused and the browser may join again.
    clock.advance((app.services.config.draftExpirySeconds + 1) * 1000);
    await app.query(`UPDATE bookings SET status = 'expired' WHERE id = $1`, [visitor.uuid]);
    const again = await claim(visitor, occasionId);
    expect(errorCode(again)).toBe("QUEUE_ADMISSION_REQUIRED");
    expect(again.errors![0]!.message).toMatch(/already been used/);
    expect((await join(visitor, occasionId)).standing).toMatch(/WAITING|ADMITTED/);
  });

  it("holds a season ticket on a series with a date behind a room only with that date's admission, bound to the order", async () => {
    const { eventId, occasionIds, spaceIds } = await eventWithDates(app, { count: 3, seats: 6, ticketTypeId: demo.ticketTypes.adult! });
    const series = await createSeries(admin, seriesInput(eventId, occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price: 6000 }]));
    await setRoom(occasionIds[1]!, { ratePerMinute: 600 });
    await admit();
    const stranger = new GraphQLClient(app.url);
    expect(errorCode(await holdSeries(stranger, series.id, [spaceIds[0]!]))).toBe("QUEUE_ADMISSION_REQUIRED");
    const visitor = await admittedVisitor(occasionIds[1]!);
    const held = await holdSeries(visitor, series.id, [spaceIds[0]!]);
    expect(held.errors, JSON.stringify(held.errors)).toBeUndefined();
    // The order grows with the same admission; a second order with it is refused.
    expect((await holdSeries(visitor, series.id, [spaceIds[1]!], held.data!.holdSeries.uuid)).errors).toBeUndefined();
    const copy = new GraphQLClient(app.url);
    for (const [name, value] of visitor.jar.cookies) if (name.startsWith("queue_")) copy.jar.set(name, value);
    expect(errorCode(await holdSeries(copy, series.id, [spaceIds[2]!]))).toBe("QUEUE_ADMISSION_REQUIRED");
  });

  it("keeps a turn for the grace period, then lets it go", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 600 });
    await admit();
    const visitor = new GraphQLClient(app.url);
    await join(visitor, occasionId);
    clock.advance(5_000);
    await admit();
    clock.advance(121_000);
    const late = await claim(visitor, occasionId);
    expect(errorCode(late)).toBe("QUEUE_ADMISSION_REQUIRED");
    expect(late.errors![0]!.message).toMatch(/passed/);
    expect((await visitor.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.standing).toBe("NOT_IN_LINE");
  });

  it("lets a known customer through with an operator's one-use pass", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 1, paused: true });
    const created = await admin.op<{ createQueuePass: string }>(
      `mutation ($id: ID!) { createQueuePass(occasionId: $id, note: "Łukasz Ščerbanović") }`,
      {
        id: occasionId,
      },
    );
    expect(created.errors).toBeUndefined();
    const code = created.data!.createQueuePass;
    const USE = `mutation ($id: ID!, $code: String!) { useQueuePass(occasionId: $id, code: $code) { status { standing } } }`;
    const customer = new GraphQLClient(app.url);
    const used = await customer.op<{ useQueuePass: { status: { standing: string } } }>(USE, { id: occasionId, code: code.toLowerCase() });
    expect(used.errors, JSON.stringify(used.errors)).toBeUndefined();
    expect(used.data!.useQueuePass.status.standing).toBe("ADMITTED");
    expect((await customer.book(occasionId)).errors).toBeUndefined();
    const again = await new GraphQLClient(app.url).op(USE, { id: occasionId, code });
    expect(errorCode(again)).toBe("BAD_USER_INPUT");
    // A customer whose admission already opened a draft is let through anew by a second pass.
    const second = (
      await admin.op<{ createQueuePass: string }>(`mutation ($id: ID!) { createQueuePass(occasionId: $id) }`, { id: occasionId })
    ).data!.createQueuePass;
    expect((await customer.op(USE, { id: occasionId, code: second })).errors).toBeUndefined();
    expect((await customer.book(occasionId)).errors).toBeUndefined();
  });

  it("tells the line at once when the date sells out", async () => {
    const { occasionId, spaceIds } = await dateOnSale(null, 1);
    await setRoom(occasionId, { ratePerMinute: 600 });
    const waiting = new GraphQLClient(app.url);
    await join(waiting, occasionId);
    await app.query(`UPDATE occasion_spaces SET held = max_tickets WHERE occasion_id = $1 AND space_id = $2`, [occasionId, spaceIds[0]]);
    await admit();
    app.services.queue.forget(occasionId);
    expect((await waiting.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.standing).toBe("SOLD_OUT");
  });

  it("limits one client's entries in a line, and refuses bad settings in words", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, {});
    const address = "203.0.113.77";
    for (let i = 0; i < 3; i++) await join(new GraphQLClient(app.url, { address }), occasionId);
    const fourth = await new GraphQLClient(app.url, { address }).op(JOIN, { id: occasionId });
    expect(errorCode(fourth)).toBe("RATE_LIMITED");
    // Joining at once does not pass the cap either.
    const other = await dateOnSale(null);
    await setRoom(other.occasionId, {});
    const parallel = Array.from({ length: 12 }, () => new GraphQLClient(app.url, { address: "203.0.113.78" }));
    await Promise.all(parallel.map((visitor) => visitor.ensureCsrf()));
    const answers = await Promise.all(parallel.map((visitor) => visitor.op(JOIN, { id: other.occasionId })));
    expect(answers.filter((answer) => !answer.errors).length).toBe(3);
    const bad = await admin.op(UPDATE_ROOM, {
      id: occasionId,
      input: { enabled: true, highDemand: false, ratePerMinute: 0, paused: false },
    });
    expect(errorCode(bad)).toBe("BAD_USER_INPUT");
    const forbidden = await new GraphQLClient(app.url).op(UPDATE_ROOM, {
      id: occasionId,
      input: { enabled: false, highDemand: false, ratePerMinute: null, paused: false },
    });
    expect(errorCode(forbidden)).toBe("UNAUTHENTICATED");
  });

  it("pushes a waiting visitor's standing live over the WebSocket as the line moves", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 60 });
    await admit();
    const ahead = new GraphQLClient(app.url);
    await join(ahead, occasionId);
    const visitor = new GraphQLClient(app.url);
    await join(visitor, occasionId);
    const cookie = `${QUEUE_VISITOR_COOKIE}=${visitor.jar.get(QUEUE_VISITOR_COOKIE)}`;
    class WithCookie extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
    sockets.push(socket);
    const updates: Status[] = [];
    socket.subscribe<{ queueStatusChanged: Status }>(
      { query: `subscription ($id: ID!) { queueStatusChanged(occasionId: $id) { ${STATUS_FIELDS} } }`, variables: { id: occasionId } },
      { next: (result) => result.data && updates.push(result.data.queueStatusChanged), error: () => undefined, complete: () => undefined },
    );
    await expect.poll(() => updates.at(-1)?.standing, { timeout: 10_000 }).toBe("WAITING");
    expect(updates.at(-1)!.ahead).toBe(1);
    clock.advance(1_000);
    await admit();
    await expect.poll(() => updates.at(-1)?.ahead, { timeout: 10_000 }).toBe(0);
    clock.advance(1_000);
    await admit();
    await expect.poll(() => updates.at(-1)?.standing, { timeout: 10_000 }).toBe("ADMITTED");
  });
});

describe("the line in PostgreSQL", () => {
  async function secondProcess(): Promise<RunningApp & { url: string }> {
    const config = loadConfig({
      DATABASE_URL: app.databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
      BOOK_RATE_LIMIT_PER_MINUTE: "100000",
      PAYMENT_SIMULATOR: "false",
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_WEB_PORT: "0",
      ...ENV,
    });
    const running = await startApp(config, { clock, jobs: false });
    return { ...running, url: `http://127.0.0.1:${running.port}` };
  }

  it("is one line for two processes, and a restarted process finds every place where it was", async () => {
    const { occasionId } = await dateOnSale(null);
    await setRoom(occasionId, { ratePerMinute: 60 });
    await admit();
    let second = await secondProcess();
    try {
      const visitors = Array.from({ length: 6 }, (_, i) => new GraphQLClient(i % 2 === 0 ? app.url : second.url));
      const positions: number[] = [];
      for (const visitor of visitors) positions.push((await join(visitor, occasionId)).position!);
      expect(positions).toEqual([1, 2, 3, 4, 5, 6]);
      // The first process lets two in; the second process's visitor sees it and takes the admission there.
      clock.advance(2_000);
      await admit();
      await expect
        .poll(async () => (await visitors[1]!.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.standing, {
          timeout: 10_000,
        })
        .toBe("ADMITTED");
      expect((await claim(visitors[1]!, occasionId)).errors).toBeUndefined();
      // The admission taken on one process opens a draft on the other.
      const onFirst = new GraphQLClient(app.url);
      for (const [name, value] of visitors[1]!.jar.cookies) onFirst.jar.set(name, value);
      expect((await onFirst.book(occasionId)).errors).toBeUndefined();
      await second.stop();
      second = await secondProcess();
      const after = await Promise.all(
        visitors.map(async (visitor) => {
          const moved = new GraphQLClient(second.url);
          for (const [name, value] of visitor.jar.cookies) moved.jar.set(name, value);
          return (await moved.op<{ queueStatus: Status }>(STATUS, { id: occasionId })).data!.queueStatus.position;
        }),
      );
      expect(after).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await second.stop();
    }
  });
});
