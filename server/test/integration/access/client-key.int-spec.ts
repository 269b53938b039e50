/**
 * Issue 32, findings 1 and 3: every per-client limit counts a client by clientKey() (an IPv6 address by its /64),
 * and X-Forwarded-For counts only from a connecting peer that is a trusted proxy. Before, 16 addresses of one /64
 * held 571 of 571 places, and a client reaching the app port directly named its own address with the header.
 */
import "reflect-metadata";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { Browser, RestClient } from "../../helpers/booking-client.js";
import { demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";

const CAP = 6;
const BOOK_LIMIT = 5;
const LOGIN_LIMIT = 3;

let app: BookingTestApp;
let demo: DemoIds;
let subnetCounter = 0;

beforeAll(async () => {
  app = await startBookingApp({
    // Held still, so no per-minute window turns over in the middle of a test that counts one (it did under load).
    clock: new ManualClock(),
    env: {
      MAX_HELD_PER_ADDRESS_PER_OCCASION: String(CAP),
      BOOK_RATE_LIMIT_PER_MINUTE: String(BOOK_LIMIT),
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    },
  });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

/** 16 addresses of one fresh /64 (documentation prefix 2001:db8::/32), each differing in its last 64 bits. */
function addressesOfOneSubnet(count = 16): string[] {
  subnetCounter++;
  return Array.from(
    { length: count },
    (_, index) => `2001:db8:${subnetCounter.toString(16)}:7:${(index * 4099 + 1).toString(16)}::${index + 1}`,
  );
}

async function heldOn(occasionId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id WHERE b.occasion_id = $1 AND b.status IN ('draft', 'payment')`,
    [occasionId],
  );
  return row!.n;
}

/**
 * A listener whose connections the app serves as if a client at `remoteAddress` had reached the app port directly
 * (not through the proxy): the app's own HTTP server is handed each connection, with its peer address replaced.
 */
async function directEntrance(remoteAddress: string): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const entrance = net.createServer((socket) => {
    sockets.add(socket);
    Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
    app.server.emit("connection", socket);
  });
  await new Promise<void>((resolve) => entrance.listen(0, "127.0.0.1", resolve));
  const { port } = entrance.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The app keeps idle connections open (keep-alive): end them, or close would wait for them.
    close: () =>
      new Promise<void>((resolve) => {
        entrance.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe("one IPv6 /64 is one client", () => {
  it("16 addresses of one /64 hold no more than the cap on one date, together", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const before = await heldOn(occasionId);
    const browsers = addressesOfOneSubnet().map((address) => new RestClient(app.url, { address }));
    for (const browser of browsers.slice(0, BOOK_LIMIT)) await browser.bookOk(occasionId);
    const standing = demo.space("standing-A");
    const answers = await Promise.all(browsers.slice(0, BOOK_LIMIT).flatMap((browser) => [1, 2, 3].map(() => browser.addSpace(standing))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CAP);
    for (const answer of answers.filter((answer) => answer.status !== 201)) expect(answer.status).toBe(429);
    expect((await heldOn(occasionId)) - before).toBe(CAP);
    const keys = await app.query<{ client_address: string }>(
      `SELECT DISTINCT client_address FROM bookings WHERE occasion_id = $1 AND client_address LIKE '2001:db8:%'`,
      [occasionId],
    );
    expect(keys.map((row) => row.client_address)).toEqual([`2001:db8:${subnetCounter.toString(16)}:7::/64`]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("new drafts per minute are counted for the /64, not per address", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const statuses: number[] = [];
    for (const address of addressesOfOneSubnet(BOOK_LIMIT + 2))
      statuses.push((await new RestClient(app.url, { address }).book(occasionId)).status);
    expect(statuses).toEqual([...Array<number>(BOOK_LIMIT).fill(201), 429, 429]);
    // The next /64 is another client.
    const [neighbour] = addressesOfOneSubnet(1);
    expect((await new RestClient(app.url, { address: neighbour }).book(occasionId)).status).toBe(201);
  });

  it("sign-in attempts are counted for the /64, and the session records the full address", async () => {
    const user = await insertUser(app, { permissions: [] });
    const addresses = addressesOfOneSubnet(LOGIN_LIMIT + 1);
    for (const address of addresses.slice(0, LOGIN_LIMIT)) {
      const browser = new Browser(app.url, { address });
      await browser.authenticate();
      expect((await browser.fetch("POST", "/api/login", { body: { email: user.email, password: "wrong-password" } })).status).toBe(401);
    }
    const last = new Browser(app.url, { address: addresses[LOGIN_LIMIT] });
    await last.authenticate();
    expect((await last.fetch("POST", "/api/login", { body: { email: user.email, password: user.password } })).status).toBe(429);

    const [other] = addressesOfOneSubnet(1);
    const elsewhere = new Browser(app.url, { address: other });
    await elsewhere.authenticate();
    expect((await elsewhere.fetch("POST", "/api/login", { body: { email: user.email, password: user.password } })).status).toBe(200);
    const rows = await app.query<{ ip_address: string }>(`SELECT ip_address FROM sessions WHERE user_id = $1`, [user.id]);
    expect(rows.map((row) => row.ip_address)).toEqual([other]);
  });
});

describe("X-Forwarded-For counts only from the trusted proxy (TRUST_PROXY=1 on loopback)", () => {
  it("16 spoofed addresses from a client that reaches the app port directly are one client: no more than the cap", async () => {
    const occasionId = demo.occasions["Matinee"] ?? Object.values(demo.occasions)[1]!;
    const entrance = await directEntrance("198.51.100.77");
    try {
      const before = await heldOn(occasionId);
      const browsers = Array.from({ length: 16 }, (_, index) => new RestClient(entrance.url, { address: `10.66.0.${index + 1}` }));
      const booked = [];
      for (const browser of browsers) booked.push((await browser.book(occasionId)).status);
      // The drafts-per-minute limit counts the real peer, not the 16 names it gave itself.
      expect(booked.filter((status) => status === 201)).toHaveLength(BOOK_LIMIT);
      const withDrafts = browsers.filter((browser) => browser.uuid);
      const answers = await Promise.all(withDrafts.flatMap((browser) => [1, 2].map(() => browser.addSpace(demo.space("standing-A")))));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(CAP);
      expect((await heldOn(occasionId)) - before).toBe(CAP);
      const keys = await app.query<{ client_address: string }>(
        `SELECT DISTINCT client_address FROM bookings WHERE occasion_id = $1 AND id = ANY($2::uuid[])`,
        [occasionId, withDrafts.map((browser) => browser.uuid)],
      );
      expect(keys.map((row) => row.client_address)).toEqual(["198.51.100.77"]);
    } finally {
      await entrance.close();
    }
  });

  it("a sign-in through the direct entrance is recorded with the peer's own address", async () => {
    const user = await insertUser(app, { permissions: [] });
    const entrance = await directEntrance("198.51.100.78");
    try {
      const browser = new Browser(entrance.url, { address: "10.99.0.1" });
      await browser.authenticate();
      expect((await browser.fetch("POST", "/api/login", { body: { email: user.email, password: user.password } })).status).toBe(200);
      const rows = await app.query<{ ip_address: string }>(`SELECT ip_address FROM sessions WHERE user_id = $1`, [user.id]);
      expect(rows.map((row) => row.ip_address)).toEqual(["198.51.100.78"]);
    } finally {
      await entrance.close();
    }
  });
});
