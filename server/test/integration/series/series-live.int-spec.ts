/**
 * Issue 38, a series' map live: seriesOccupancyChanged merges its dates' occupancy feeds (a place is free only when
 * it is free on every date), sends every place first and then the places that changed, whichever date changed.
 */
import "reflect-metadata";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { createSeries, eventWithDates, holdSeries, seriesInput } from "./series-fixtures.js";

interface SpaceOccupancy {
  spaceId: string;
  count: number;
  maxTickets: number;
}

interface SeriesUpdate {
  seriesId: string;
  occupancy: SpaceOccupancy[];
  changes: SpaceOccupancy[];
  complete: boolean;
}

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

function subscribe(seriesId: string) {
  const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  sockets.push(socket);
  const updates: SeriesUpdate[] = [];
  const errors: unknown[] = [];
  socket.subscribe<{ seriesOccupancyChanged: SeriesUpdate }>(
    {
      query: `subscription ($id: ID!) { seriesOccupancyChanged(seriesId: $id) { seriesId occupancy { spaceId count maxTickets } changes { spaceId count maxTickets } complete } }`,
      variables: { id: seriesId },
    },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) updates.push(result.data.seriesOccupancyChanged);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    updates,
    async waitFor(predicate: (update: SeriesUpdate) => boolean, timeoutMs = 10_000): Promise<SeriesUpdate> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = updates.find(predicate);
        if (found) return found;
        if (errors.length) throw new Error(`subscription failed: ${JSON.stringify(errors)}`);
        if (Date.now() > deadline) throw new Error(`no matching update within ${timeoutMs} ms: ${JSON.stringify(updates)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe("seriesOccupancyChanged", () => {
  it("sends every place first, then a place as taken once a single date of it is booked, and as free again when given back", async () => {
    const admin = await signInAdmin(app);
    const dates = await eventWithDates(app, { count: 3, seats: 3, ticketTypeId: demo.ticketTypes.adult! });
    const series = await createSeries(
      admin,
      seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price: 6000 }]),
    );
    const watcher = subscribe(series.id);
    const first = await watcher.waitFor((update) => update.complete);
    expect(first.seriesId).toBe(series.id);
    expect(first.changes.map((space) => space.count)).toEqual([0, 0, 0]);

    // One date's single ticket takes the place for the season ticket.
    const visitor = new GraphQLClient(app.url);
    const draft = await visitor.bookOk(dates.occasionIds[2]!);
    const ticket = await visitor.addSpace(dates.spaceIds[1]!, { uuid: draft.uuid });
    expect(ticket.errors).toBeUndefined();
    const taken = await watcher.waitFor(
      (update) => !update.complete && update.changes.some((space) => space.spaceId === dates.spaceIds[1] && space.count === 1),
    );
    expect(taken.changes).toHaveLength(1);
    await visitor.removeTicket(ticket.data!.addSpace.id, { uuid: draft.uuid });
    await watcher.waitFor(
      (update) => update !== taken && update.changes.some((space) => space.spaceId === dates.spaceIds[1] && space.count === 0),
    );

    // A season ticket takes its place on every date: the series' map shows it once.
    expect((await holdSeries(new GraphQLClient(app.url), series.id, [dates.spaceIds[0]!])).errors).toBeUndefined();
    await watcher.waitFor((update) => update.changes.some((space) => space.spaceId === dates.spaceIds[0] && space.count === 1));
  });

  it("refuses a series visitors cannot see", async () => {
    const socket = createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    sockets.push(socket);
    const errors = await new Promise<unknown>((resolve) =>
      socket.subscribe(
        { query: `subscription { seriesOccupancyChanged(seriesId: "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f") { seriesId } }` },
        { next: (result) => resolve(result.errors), error: resolve, complete: () => undefined },
      ),
    );
    expect(JSON.stringify(errors)).toMatch(/NOT_FOUND/);
  });
});
