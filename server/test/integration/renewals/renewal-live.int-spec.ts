/**
 * The renewal page's live map (issue 16): next season is usually not published while its renewals are open, and
 * occupancyChanged answers NOT_FOUND for an unpublished occasion as its page does. The renewal link is a
 * capability for its occasion's map: renewalOccupancyChanged(uuid) is live whether or not the occasion is
 * published, so a seat another subscriber releases turns free on every open renewal page without a reload.
 */
import "reflect-metadata";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { createNextSeasonOk, RenewalBrowser, renewalBrowsers, seasonalSource, type SeasonalSource } from "./renewal-fixtures.js";

interface Update {
  occasionId: string;
  occupancy: Array<{ spaceId: string; count: number }>;
}

let app: BookingTestApp;
let source: SeasonalSource;
let nextId: string;
let browsers: Record<string, RenewalBrowser>;
const sockets: Client[] = [];

// Renewals open 14 days before a public sale on 5 October 2026; the clock is inside the window.
const SALE_START = new Date("2026-10-05T06:00:00Z");

beforeAll(async () => {
  const clock = new ManualClock(new Date("2026-09-25T10:00:00Z"));
  app = await startBookingApp({ clock, jobs: false });
  const admin = await signInAdmin(app);
  source = await seasonalSource(app, {
    customers: { Aino: ["A1"], Bertta: ["A2", "A3"] },
    startTime: new Date("2025-10-22T16:00:00Z"),
  });
  const next = await createNextSeasonOk(admin, source.occasionId, {
    startTime: "2026-10-21T16:00:00Z",
    bookableStartTime: SALE_START.toISOString(),
    headsUpDays: 14,
  });
  nextId = next.id;
  browsers = await renewalBrowsers(app, nextId, source.bookings);
}, 60_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

/** Subscribes `query` over graphql-ws; records every update and every error. */
function subscribe(query: string, variables: Record<string, unknown>, field: string) {
  const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  sockets.push(socket);
  const updates: Update[] = [];
  const errors: unknown[] = [];
  socket.subscribe<Record<string, Update>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data?.[field]) updates.push(result.data[field]);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { updates, errors };
}

const RENEWAL_LIVE = `subscription ($uuid: ID!) { renewalOccupancyChanged(uuid: $uuid) { occasionId occupancy { spaceId count } } }`;
const PUBLIC_LIVE = `subscription ($occasionId: ID!) { occupancyChanged(occasionId: $occasionId) { occasionId occupancy { spaceId count } } }`;
const countOf = (update: Update | undefined, spaceId: string) => update?.occupancy.find((entry) => entry.spaceId === spaceId)?.count;

describe("renewalOccupancyChanged", () => {
  it("is live on an unpublished next season: a seat another subscriber releases turns free", async () => {
    const [published] = await app.query<{ published: boolean }>(`SELECT published FROM occasions WHERE id = $1`, [nextId]);
    expect(published!.published).toBe(false);
    const publicFeed = subscribe(PUBLIC_LIVE, { occasionId: nextId }, "occupancyChanged");
    const aino = subscribe(RENEWAL_LIVE, { uuid: browsers.Aino!.token }, "renewalOccupancyChanged");

    const A3 = source.space.A3!;
    await expect.poll(() => countOf(aino.updates.at(-1), A3)).toBe(1);
    expect(aino.updates[0]!.occasionId).toBe(nextId);

    // Bertta keeps A2 and leaves A3 out: A3 is released at once, and Aino's open page hears of it.
    const bertta = await browsers.Bertta!.renewalOk();
    const keep = bertta.tickets.find((ticket) => ticket.spaceId === source.space.A2)!;
    const renewed = await browsers.Bertta!.renewKeeping([{ ticketId: keep.id }], "skip");
    expect(renewed.errors, JSON.stringify(renewed.errors)).toBeUndefined();
    await expect.poll(() => countOf(aino.updates.at(-1), A3)).toBe(0);
    expect(countOf(aino.updates.at(-1), source.space.A2!)).toBe(1);
    expect(aino.errors).toEqual([]);

    // The public feed of an unpublished occasion is refused, as its page is.
    await expect.poll(() => publicFeed.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(publicFeed.errors)).toContain("NOT_FOUND");
    expect(publicFeed.updates).toEqual([]);
  });

  it("an unknown link is NOT_FOUND and gets no updates", async () => {
    const stranger = subscribe(RENEWAL_LIVE, { uuid: "7d3f4a6e-1c2b-4d5e-8f90-123456789abc" }, "renewalOccupancyChanged");
    await expect.poll(() => stranger.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(stranger.errors)).toContain("NOT_FOUND");
    expect(stranger.updates).toEqual([]);
  });
});
