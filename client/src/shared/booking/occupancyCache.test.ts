import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { of } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyOccupancyUpdate,
  applyRenewalOccupancyUpdate,
  createOccupancyOrderLink,
  forgetNewestOccupancy,
  newestOccasionAnswer,
  type OccupancyUpdate,
} from "./occupancyCache";

const OCCASION = "occasion-1";
const SEAT = "seat-1";

function state(count: number, takenAt: number): OccupancyUpdate {
  return {
    occasionId: OCCASION,
    occupancy: [{ spaceId: SEAT, count, maxTickets: 1 }],
    availability: { remaining: 1 - count, total: 1 },
    occupancyTakenAt: takenAt,
  };
}

function answer(count: number, takenAt: number) {
  return {
    __typename: "Occasion",
    id: OCCASION,
    occupancy: [{ __typename: "SpaceOccupancy", spaceId: SEAT, count, maxTickets: 1 }],
    availability: { __typename: "Availability", remaining: 1 - count, total: 1 },
    occupancyTakenAt: takenAt,
  };
}

const fragment = parse(
  `fragment O on Occasion { id occupancy { spaceId count maxTickets } availability { remaining total } occupancyTakenAt }`,
);

function cachedCount(cache: InMemoryCache): number | undefined {
  const data = cache.readFragment<{ occupancy: { count: number }[] }>({ id: `Occasion:${OCCASION}`, fragment });
  return data?.occupancy[0]?.count;
}

afterEach(() => forgetNewestOccupancy());

describe("occupancy order across the WebSocket and HTTP", () => {
  it("an answer read before a live update that arrived first is replaced by that update", () => {
    applyOccupancyUpdate(new InMemoryCache(), state(0, 2_000));
    const late = newestOccasionAnswer(answer(1, 1_000));
    expect(late.occupancy[0]).toMatchObject({ spaceId: SEAT, count: 0 });
    expect(late.availability).toMatchObject({ remaining: 1, total: 1 });
    expect(late.occupancyTakenAt).toBe(2_000);
  });

  it("an answer newer than every live update is taken as it is", () => {
    applyOccupancyUpdate(new InMemoryCache(), state(0, 1_000));
    const fresh = answer(1, 2_000);
    expect(newestOccasionAnswer(fresh)).toBe(fresh);
  });

  it("a live update older than the cached answer is not written", () => {
    const cache = new InMemoryCache();
    cache.writeFragment({ id: `Occasion:${OCCASION}`, fragment, data: newestOccasionAnswer(answer(0, 2_000)) });
    applyOccupancyUpdate(cache, state(1, 1_000));
    expect(cachedCount(cache)).toBe(0);
    applyOccupancyUpdate(cache, state(1, 3_000));
    expect(cachedCount(cache)).toBe(1);
  });

  it("through the client: a stale occasion answer does not overwrite the newer live update in the cache", async () => {
    const cache = new InMemoryCache();
    const replies = [answer(1, 1_000), answer(1, 3_000)];
    const server = new ApolloLink(() => of({ data: { occasion: replies.shift() } }));
    const client = new ApolloClient({ cache, link: ApolloLink.from([createOccupancyOrderLink(), server]) });
    const query = parse(
      `query Occasion { occasion { id occupancy { spaceId count maxTickets } availability { remaining total } occupancyTakenAt } }`,
    );

    applyOccupancyUpdate(cache, state(0, 2_000));
    const stale = await client.query({ query, fetchPolicy: "network-only" });
    expect((stale.data as { occasion: ReturnType<typeof answer> }).occasion.occupancy[0]?.count).toBe(0);
    expect(cachedCount(cache)).toBe(0);

    await client.query({ query, fetchPolicy: "network-only" });
    expect(cachedCount(cache)).toBe(1);
  });

  it("through the client: a renewal map's stale answer does not overwrite the newer live update, and an older update is not written", async () => {
    const cache = new InMemoryCache({ typePolicies: { Renewal: { keyFields: ["uuid"] } } });
    const renewalAnswer = (count: number, takenAt: number) => ({
      __typename: "Renewal",
      uuid: "renewal-1",
      occasionId: OCCASION,
      occupancy: [{ __typename: "SpaceOccupancy", spaceId: SEAT, count, maxTickets: 1 }],
      occupancyTakenAt: takenAt,
    });
    const replies = [renewalAnswer(1, 1_000), renewalAnswer(1, 3_000)];
    const server = new ApolloLink(() => of({ data: { renewal: replies.shift() } }));
    const client = new ApolloClient({ cache, link: ApolloLink.from([createOccupancyOrderLink(), server]) });
    const query = parse(`query RenewalMap { renewal { uuid occasionId occupancy { spaceId count maxTickets } occupancyTakenAt } }`);
    const renewalFragment = parse(`fragment R on Renewal { uuid occupancy { spaceId count maxTickets } occupancyTakenAt }`);
    const cachedRenewalCount = () =>
      cache.readFragment<{ occupancy: { count: number }[] }>({ id: 'Renewal:{"uuid":"renewal-1"}', fragment: renewalFragment })
        ?.occupancy[0]?.count;

    applyOccupancyUpdate(cache, state(0, 2_000));
    await client.query({ query, fetchPolicy: "network-only" });
    expect(cachedRenewalCount(), "the answer read at 1,000 gives way to the state read at 2,000").toBe(0);

    await client.query({ query, fetchPolicy: "network-only" });
    expect(cachedRenewalCount()).toBe(1);
    applyRenewalOccupancyUpdate(cache, "renewal-1", state(0, 2_500));
    expect(cachedRenewalCount(), "an update read before the cached answer is not written").toBe(1);
    applyRenewalOccupancyUpdate(cache, "renewal-1", state(0, 4_000));
    expect(cachedRenewalCount()).toBe(0);
  });
});
