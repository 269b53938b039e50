/**
 * Live occupancy (DESIGN section 3 "Occupancy reads and live updates"): the occupancyChanged subscription
 * over graphql-ws sends the current state first, then coalesced updates per occasion (one every few hundred
 * milliseconds, not one per hold), also for changes made by another process (LISTEN/NOTIFY). The REST read
 * GET /api/occasions/{id} shows a hold shortly after it is taken, as does its compact form for pollers.
 */
import "reflect-metadata";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { mapLimit, RestClient } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

interface SpaceOccupancy {
  spaceId: string;
  count: number;
  maxTickets: number;
}

interface OccupancyUpdate {
  occasionId: string;
  availability: { remaining: number; total: number };
  occupancy: SpaceOccupancy[];
  changes: SpaceOccupancy[];
  complete: boolean;
}

const SUBSCRIPTION = `subscription ($occasionId: ID!) { occupancyChanged(occasionId: $occasionId) {
  occasionId availability { remaining total } occupancy { spaceId count maxTickets }
  changes { spaceId count maxTickets } complete } }`;

let app: BookingTestApp;
let demo: DemoIds;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

/** A subscriber that records every update and can wait for one that matches; `cookie` signs its socket in. */
function subscribe(occasionId: string, cookie?: string, origin?: string) {
  const SignedInSocket = class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } });
    }
  };
  const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: SignedInSocket, retryAttempts: 0 });
  sockets.push(socket);
  const updates: OccupancyUpdate[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = socket.subscribe<{ occupancyChanged: OccupancyUpdate }>(
    { query: SUBSCRIPTION, variables: { occasionId } },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) updates.push(result.data.occupancyChanged);
        wake?.();
      },
      error: (error) => {
        errors.push(error);
        wake?.();
      },
      complete: () => undefined,
    },
  );
  return {
    updates,
    errors,
    unsubscribe,
    async waitFor(predicate: (update: OccupancyUpdate) => boolean, timeoutMs = 10_000): Promise<OccupancyUpdate> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = updates.find(predicate);
        if (found) return found;
        if (errors.length) throw new Error(`subscription failed: ${JSON.stringify(errors)}`);
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching update within ${timeoutMs} ms; got ${JSON.stringify(updates.map((u) => u.availability))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
  };
}

const countOf = (update: OccupancyUpdate, spaceId: string) => update.occupancy.find((entry) => entry.spaceId === spaceId)?.count;

describe("occupancyChanged", () => {
  it("sends the current state first, then an update showing a space taken after addSpace (and freed after removal)", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R1-S1");
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const already = await buyer.addSpaceOk(demo.space("R1-S2"));

    const subscriber = subscribe(occasionId);
    const first = await subscriber.waitFor(() => true);
    expect(first.occasionId).toBe(occasionId);
    expect(first.occupancy).toHaveLength(demo.spaces.size);
    expect(countOf(first, demo.space("R1-S2")), "the current state, not an empty one").toBe(1);
    expect(countOf(first, seat)).toBe(0);
    expect(first.availability.remaining).toBe(first.availability.total - 1);
    expect(first.occupancy.find((entry) => entry.spaceId === demo.space("standing-A"))?.maxTickets).toBe(200);

    const ticket = await buyer.addSpaceOk(seat);
    const taken = await subscriber.waitFor((update) => countOf(update, seat) === 1);
    expect(taken.availability.remaining).toBe(first.availability.total - 2);

    await buyer.removeTicket(ticket.id);
    await subscriber.waitFor((update) => update !== taken && countOf(update, seat) === 0);
    await buyer.removeTicket(already.id);
    subscriber.unsubscribe();
  });

  it("many rapid adds produce far fewer notifications than adds, the last one showing every hold", async () => {
    const { planId, spaceIds } = await createPlan(app, [{ name: "floor", maxTickets: 100 }]);
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const floor = spaceIds[0]!;
    const buyers = Array.from({ length: 20 }, () => new RestClient(app.url));
    await mapLimit(buyers, 20, (buyer) => buyer.bookOk(occasionId));
    const subscriber = subscribe(occasionId);
    await subscriber.waitFor(() => true);
    const before = subscriber.updates.length;

    // 60 holds as fast as 6 parallel lanes allow (3 per draft).
    const adds = Array.from({ length: 60 }, (_, index) => buyers[index % 20]!);
    const answers = await mapLimit(adds, 6, (buyer) => buyer.addSpace(floor));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await subscriber.waitFor((update) => countOf(update, floor) === 60);
    await new Promise((resolve) => setTimeout(resolve, 600)); // any trailing notification

    const notifications = subscriber.updates.length - before;
    expect(notifications, `${notifications} notifications for 60 holds`).toBeGreaterThanOrEqual(1);
    expect(notifications, `${notifications} notifications for 60 holds`).toBeLessThanOrEqual(15);
    expect(countOf(subscriber.updates.at(-1)!, floor)).toBe(60);
    subscriber.unsubscribe();
  });

  it("each update lists the spaces changed since the subscriber's previous one: followed from the first, they make the whole state", async () => {
    const { planId, spaceIds } = await createPlan(
      app,
      Array.from({ length: 40 }, (_, index) => ({ name: `D-${index + 1}`, maxTickets: index < 30 ? 1 : 5 })),
    );
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const subscriber = subscribe(occasionId);
    const first = await subscriber.waitFor(() => true);
    expect(first.complete).toBe(true);
    expect(first.changes).toEqual(first.occupancy);

    // Holds from eight buyers while others read the occupancy over HTTP (each read may take a snapshot of its own
    // between two of the feed's): the changes still chain from each update to the next.
    const buyers = Array.from({ length: 8 }, () => new RestClient(app.url));
    await mapLimit(buyers, 8, (buyer) => buyer.bookOk(occasionId));
    const picks = spaceIds.slice(0, 24).concat(spaceIds.slice(30, 34), spaceIds.slice(30, 34));
    const hold = (batch: string[], offset: number) =>
      mapLimit(
        batch.map((spaceId, index) => [buyers[(offset + index) % 8]!, spaceId] as const),
        4,
        async ([buyer, spaceId]) => expect((await buyer.addSpace(spaceId)).status).toBe(201),
      );
    const reads = (async () => {
      for (let read = 0; read < 20; read++) {
        await fetch(`${app.url}/api/occasions/${occasionId}`);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    // In two rounds, the second after an update has shown the first: more than one update of changes.
    await hold(picks.slice(0, 16), 0);
    await subscriber.waitFor((update) => update.availability.remaining === first.availability.total - 16);
    await hold(picks.slice(16), 16);
    await reads;
    const last = await subscriber.waitFor((update) => update.availability.remaining === first.availability.total - picks.length);

    const followed = new Map<string, SpaceOccupancy>();
    for (const update of subscriber.updates.slice(0, subscriber.updates.indexOf(last) + 1)) {
      if (update.complete) followed.clear();
      for (const entry of update.changes) followed.set(entry.spaceId, entry);
      const whole = new Map(update.occupancy.map((entry) => [entry.spaceId, entry]));
      expect(followed, "the changes followed so far are the update's whole state").toEqual(whole);
      if (update !== first) {
        expect(update.complete, "later updates are changes").toBe(false);
        expect(update.changes.length).toBeLessThan(update.occupancy.length);
      }
    }
    expect(subscriber.updates.length, "the holds came in more than one update").toBeGreaterThan(2);
    expect(countOf(last, spaceIds[30]!)).toBe(2);
    subscriber.unsubscribe();
  });

  it("a subscriber that comes just after a change nobody watched is sent the change, not only the state read before it", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R7-S7");
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    // A read takes a snapshot; the hold right after it makes it out of date while it is young (200 ms).
    expect((await fetch(`${app.url}/api/occasions/${occasionId}`)).status).toBe(200);
    await buyer.addSpaceOk(seat);
    const subscriber = subscribe(occasionId);
    await subscriber.waitFor((update) => countOf(update, seat) === 1);
    subscriber.unsubscribe();
  });

  it("a change made by another process (its pg_notify at commit) reaches this process's subscribers", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R2-S2");
    const subscriber = subscribe(occasionId);
    await subscriber.waitFor(() => true);

    const other = await app.openDataSource(1);
    await other.transaction(async (manager) => {
      await manager.query(`UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2`, [occasionId, seat]);
      await manager.query(`SELECT pg_notify('occupancy_changed', $1)`, [occasionId]);
    });

    const update = await subscriber.waitFor((candidate) => countOf(candidate, seat) === 1);
    expect(update.occasionId).toBe(occasionId);
    subscriber.unsubscribe();
  });

  it("an unpublished occasion: NOT_FOUND for the public, watched by its administrators (the admin seat map)", async () => {
    const plan = await createPlan(app, [
      { name: "U-1", maxTickets: 1 },
      { name: "U-2", maxTickets: 1 },
    ]);
    const { occasionId } = await createOccasion(app, { planId: plan.planId, eventPrices: {}, eventPublished: false });
    const anonymous = subscribe(occasionId);
    await expect(anonymous.waitFor(() => true)).rejects.toThrow(/NOT_FOUND/);
    const admin = await signInAdmin(app);
    const watcher = subscribe(occasionId, admin.jar.header());
    const first = await watcher.waitFor(() => true);
    expect(first).toMatchObject({ occasionId, availability: { remaining: 2, total: 2 } });
    // The same cookie on a socket opened by another site's page counts for nothing.
    const crossSite = subscribe(occasionId, admin.jar.header(), "https://attacker.example");
    await expect(crossSite.waitFor(() => true)).rejects.toThrow(/NOT_FOUND/);
  });

  it("subscribers of one occasion hear nothing about another occasion's holds", async () => {
    const quiet = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const busy = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const subscriber = subscribe(quiet.occasionId);
    await subscriber.waitFor(() => true);
    const listening = subscribe(busy.occasionId);
    await listening.waitFor(() => true);

    const buyer = new RestClient(app.url);
    await buyer.bookOk(busy.occasionId);
    await buyer.addSpaceOk(demo.space("R3-S3"));
    await listening.waitFor((update) => countOf(update, demo.space("R3-S3")) === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(subscriber.updates).toHaveLength(1);
    expect(subscriber.updates.every((update) => update.occasionId === quiet.occasionId)).toBe(true);
    subscriber.unsubscribe();
    listening.unsubscribe();
  });
});

describe("occupancy reads", () => {
  async function occupancy(
    occasionId: string,
  ): Promise<{ occupancy: Record<string, number>; availability: { remaining: number; total: number } }> {
    const response = await fetch(`${app.url}/api/occasions/${occasionId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { occupancy: Record<string, number>; availability: { remaining: number; total: number } };
  }

  async function poll(occasionId: string, predicate: (read: Awaited<ReturnType<typeof occupancy>>) => boolean): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (predicate(await occupancy(occasionId))) return Date.now() - started;
      if (Date.now() - started > 2000) throw new Error("GET /api/occasions/{id} did not show the change within 2 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("GET /api/occasions/{id} shows a hold (and its release) within 2 seconds", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R4-S4");
    const standing = demo.space("standing-A");
    const before = await occupancy(occasionId);
    expect(before.occupancy[seat]).toBe(0);

    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = await buyer.addSpaceOk(seat);
    await buyer.addSpaceOk(standing);
    await buyer.addSpaceOk(standing);
    await poll(
      occasionId,
      (read) =>
        read.occupancy[seat] === 1 && read.occupancy[standing] === 2 && read.availability.remaining === before.availability.remaining - 3,
    );

    await buyer.removeTicket(ticket.id);
    await poll(occasionId, (read) => read.occupancy[seat] === 0);
  });

  it("GET /api/occasions/{id}/occupancy: the same counts, compact (in space-id order, the ids on request), gzipped, revalidated", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R6-S6");
    await insertBooking(app, { occasionId, status: "locked", spaceIds: [seat], ticketTypeId: demo.ticketTypes.adult! });
    await poll(occasionId, (read) => read.occupancy[seat] === 1);
    const full = await occupancy(occasionId);

    const withIds = await fetch(`${app.url}/api/occasions/${occasionId}/occupancy?ids=true`, { headers: { "Accept-Encoding": "gzip" } });
    expect(withIds.status).toBe(200);
    expect(withIds.headers.get("content-encoding")).toBe("gzip");
    expect(withIds.headers.get("vary")).toMatch(/Accept-Encoding/);
    const compact = (await withIds.json()) as {
      occasionId: string;
      order: string;
      counts: number[];
      spaceIds: string[];
      availability: { remaining: number; total: number };
    };
    expect(compact.occasionId).toBe(occasionId);
    expect(compact.spaceIds).toEqual([...compact.spaceIds].sort());
    expect(Object.fromEntries(compact.spaceIds.map((id, index) => [id, compact.counts[index]]))).toEqual(full.occupancy);
    expect(compact.availability).toEqual(full.availability);

    const counts = await fetch(`${app.url}/api/occasions/${occasionId}/occupancy`);
    const body = (await counts.json()) as { order: string; counts: number[]; spaceIds?: string[] };
    expect(body.spaceIds, "the ids only on request").toBeUndefined();
    expect(body.order).toBe(compact.order);
    expect(body.counts).toEqual(compact.counts);
    // The demo plan's counts alone are under 1 kB: they go as they are, revalidated by their tag.
    expect(counts.headers.get("content-encoding"), "under 1 kB: not compressed").toBeNull();
    const etag = counts.headers.get("etag")!;
    expect((await fetch(`${app.url}/api/occasions/${occasionId}/occupancy`, { headers: { "If-None-Match": etag } })).status).toBe(304);

    // With the ids (over 1 kB) the gzipped body has a tag of its own, and the plain body is another representation.
    const gzipTag = withIds.headers.get("etag")!;
    expect(gzipTag, "the gzipped representation's own tag").toMatch(/-gz"$/);
    const again = await fetch(`${app.url}/api/occasions/${occasionId}/occupancy?ids=true`, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": gzipTag },
    });
    expect(again.status).toBe(304);
    const identity = await fetch(`${app.url}/api/occasions/${occasionId}/occupancy?ids=true`, {
      headers: { "Accept-Encoding": "identity", "If-None-Match": gzipTag },
    });
    expect(identity.status, "the plain body is another representation").toBe(200);
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("etag")).toBe(gzipTag.replace(/-gz"$/, '"'));
    expect(((await identity.json()) as { counts: number[] }).counts).toEqual(compact.counts);

    expect((await fetch(`${app.url}/api/occasions/${demo.planId}/occupancy`)).status, "not an occasion").toBe(404);
    expect((await fetch(`${app.url}/api/occasions/not-a-uuid/occupancy`)).status).toBe(400);
  });

  it("holds of locked bookings written by another process show too (counters are the source)", async () => {
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const seat = demo.space("R5-S5");
    await occupancy(occasionId);
    await insertBooking(app, { occasionId, status: "locked", spaceIds: [seat], ticketTypeId: demo.ticketTypes.adult! });
    await poll(occasionId, (read) => read.occupancy[seat] === 1);
  });
});
