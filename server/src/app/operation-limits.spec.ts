import { buildSchema, execute, parse, type GraphQLSchema } from "graphql";
import type { DataSource } from "typeorm";
import { describe, expect, it } from "vitest";
import { countedClient, FairGate, OperationLimits } from "./operation-limits.js";
import { measureOperation, QUERY_LIMITS } from "./query-limits.js";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("FairGate", () => {
  it("an owner alone takes every permit; waiters are served owner by owner in turn, each owner's in order", async () => {
    const gate = new FairGate<string>(2);
    const granted: string[] = [];
    const take = (owner: string, label: string) => gate.acquire(owner, 60_000, () => new Error("timeout")).then(() => granted.push(label));
    await take("attacker", "a1");
    await take("attacker", "a2");
    const waiting = [take("attacker", "a3"), take("attacker", "a4"), take("attacker", "a5"), take("honest", "h1"), take("other", "o1")];
    expect(gate.load).toEqual({ taken: 2, waiting: 5 });
    for (let index = 0; index < 5; index++) {
      gate.release();
      await tick();
    }
    await Promise.all(waiting);
    // The honest owner queued after three of the attacker's but waits for one of them only.
    expect(granted).toEqual(["a1", "a2", "a3", "h1", "o1", "a4", "a5"]);
  });

  it("a waiter that gets no permit in time is refused and leaves the queue", async () => {
    const gate = new FairGate<string>(1);
    await gate.acquire("a", 1_000, () => new Error("no"));
    await expect(gate.acquire("b", 10, () => new Error("busy"))).rejects.toThrow("busy");
    expect(gate.load).toEqual({ taken: 1, waiting: 0 });
    gate.release();
    expect(gate.load).toEqual({ taken: 0, waiting: 0 });
  });
});

describe("operations under way per client", () => {
  it("at most maxPerClient at once per client key, each client on its own; the refusal is RATE_LIMITED with Retry-After", () => {
    const limits = new OperationLimits({ maxPerClient: 2, readConnections: 4 });
    expect(limits.admit("203.0.113.1")).toBe(true);
    expect(limits.admit("203.0.113.1")).toBe(true);
    expect(limits.admit("203.0.113.1")).toBe(false);
    expect(limits.admit("2001:db8:1:2::/64")).toBe(true);
    limits.leave("203.0.113.1");
    expect(limits.admit("203.0.113.1")).toBe(true);
    expect(limits.count("203.0.113.1")).toBe(2);
    expect(limits.tooMany()).toMatchObject({ code: "RATE_LIMITED", status: 429, retryAfter: 1, params: { max: 2 } });
  });

  it("an operation takes its client's place when it starts and gives it back when finished", () => {
    const limits = new OperationLimits({ maxPerClient: 1, readConnections: 4 });
    const first = limits.create();
    expect(first.start("query", "client")).toBeNull();
    expect(limits.create().start("subscription", "client")).toMatchObject({ code: "RATE_LIMITED" });
    first.finish();
    first.finish();
    expect(limits.count("client")).toBe(0);
    expect(limits.create().start("mutation", "client")).toBeNull();
  });

  it("a signed-in user's or an API token's operations are not counted (staff); an anonymous visitor's are, by client key", () => {
    const limits = new OperationLimits({ maxPerClient: 1, readConnections: 4 });
    const staff = { identity: { user: { id: "u" } }, clientKey: "198.51.100.1" };
    const visitor = { identity: { user: null }, clientKey: "198.51.100.1" };
    expect(countedClient(staff)).toBeNull();
    expect(countedClient(visitor)).toBe("198.51.100.1");
    for (let index = 0; index < 3; index++) expect(limits.create().start("mutation", countedClient(staff))).toBeNull();
    expect(limits.count("198.51.100.1")).toBe(0);
    expect(limits.create().start("query", countedClient(visitor))).toBeNull();
    expect(limits.create().start("query", countedClient(visitor))).toMatchObject({ code: "RATE_LIMITED" });
  });
});

/** Events with occasions with plans: `Event.plan` and `Occasion.plan` read the database (READING_FIELDS), as root fields do. */
function eventSchema(events: number, occasionsEach: number): { schema: GraphQLSchema; loads: () => number } {
  const schema = buildSchema(`
    type Query { events: [Event!]! occasion(id: ID!): Occasion! }
    type Event { id: ID! plan: Plan! occasions: [Occasion!]! }
    type Occasion { id: ID! plan: Plan! }
    type Plan { id: ID! }
  `);
  let loads = 0;
  const plan = () => {
    loads++;
    return Promise.resolve({ id: "plan" });
  };
  const fields = (type: string) => (schema.getType(type) as unknown as { getFields(): Record<string, { resolve?: unknown }> }).getFields();
  fields("Query").events!.resolve = () =>
    Array.from({ length: events }, (_, event) => ({
      id: `e${event}`,
      occasions: Array.from({ length: occasionsEach }, (_, occasion) => ({ id: `o${occasion}` })),
    }));
  fields("Query").occasion!.resolve = (_: unknown, args: { id: string }) => ({ id: args.id });
  fields("Event").plan!.resolve = plan;
  fields("Occasion").plan!.resolve = plan;
  return { schema, loads: () => loads };
}

describe("database reads per operation", () => {
  it("lists longer than the cost assumes (20 events of 20 occasions) are refused once they pass maxReads, while they run", async () => {
    const { schema, loads } = eventSchema(20, 20);
    const limits = new OperationLimits({ maxPerClient: 8, readConnections: 4 });
    limits.guardSchema(schema);
    const document = parse(`{ events { occasions { plan { id } } } }`);
    // Within the cost: it assumes 10 items a list, 100 plans.
    expect(measureOperation(schema, document, document.definitions[0] as never).cost).toBeLessThan(QUERY_LIMITS.maxCost);
    const operation = limits.create();
    operation.start("query", "client");
    const result = await limits.run(operation, () => execute({ schema, document }));
    expect(operation.exceeded).toBe(true);
    expect(operation.reads).toBe(QUERY_LIMITS.maxReads);
    // The root field and maxReads - 1 plans ran; every later plan was refused before it read anything.
    expect(loads()).toBe(QUERY_LIMITS.maxReads - 1);
    expect(result.errors?.[0]?.originalError).toMatchObject({ code: "QUERY_TOO_EXPENSIVE", messageKey: "errors.queryTooManyReads" });
  });

  it("within maxReads nothing is refused; aliases count one each; outside an operation (a REST call) nothing counts", async () => {
    const { schema, loads } = eventSchema(5, 5);
    const limits = new OperationLimits({ maxPerClient: 8, readConnections: 4 });
    limits.guardSchema(schema);
    const operation = limits.create();
    operation.start("query", "client");
    const document = parse(
      `{ a: occasion(id: "1") { plan { id } } b: occasion(id: "2") { id } events { plan { id } occasions { plan { id } } } }`,
    );
    const result = await limits.run(operation, () => execute({ schema, document }));
    expect(result.errors).toBeUndefined();
    expect(operation.reads).toBe(2 + 1 + 1 + 5 + 25);
    const outside = await execute({ schema, document });
    expect(outside.errors).toBeUndefined();
    expect(loads()).toBe(2 * (1 + 5 + 25));
  });

  it("a resolver its operation left running reads nothing more once the answer is out", () => {
    const limits = new OperationLimits({ maxPerClient: 8, readConnections: 4 });
    const operation = limits.create();
    operation.countRead(); // not started: nothing counts
    operation.start("query", "client");
    operation.countRead();
    operation.finish();
    expect(() => operation.countRead()).toThrow(expect.objectContaining({ code: "QUERY_TOO_EXPENSIVE" }));
    expect(operation.exceeded).toBe(false);
  });
});

/** A data source whose driver hands out `pool` fake connections, counting those out. */
function fakeDataSource() {
  const state = { out: 0, most: 0, obtained: 0 };
  const dataSource = {
    driver: {
      obtainMasterConnection: async () => {
        state.obtained++;
        state.out++;
        state.most = Math.max(state.most, state.out);
        return [{}, () => state.out--];
      },
    },
  };
  const obtain = () => (dataSource.driver.obtainMasterConnection as () => Promise<[unknown, () => void]>)();
  return { dataSource: dataSource as unknown as DataSource, state, obtain };
}

describe("the connections of GraphQL reads", () => {
  it("a query's connections go through the reads' share (the pool less its reserve); other connections do not wait for it", async () => {
    const { dataSource, state, obtain } = fakeDataSource();
    const limits = new OperationLimits({ maxPerClient: 8, readConnections: 3 });
    limits.guardDataSource(dataSource);
    const query = limits.create();
    query.start("query", "attacker");
    const reads = limits.run(query, () => Array.from({ length: 10 }, () => obtain()));
    await tick();
    expect(state.out).toBe(3);
    expect(limits.reads.load).toEqual({ taken: 3, waiting: 7 });
    // /readyz, a hold, a REST read (no operation), or a mutation: straight to the pool.
    const [, releaseOwn] = await obtain();
    const mutation = limits.create();
    mutation.start("mutation", "buyer");
    const [, releaseMutation] = await limits.run(mutation, () => obtain());
    expect(state.out).toBe(5);
    releaseOwn();
    releaseMutation();
    // Each connection given back lets the next read through, never more than 3 at once.
    for (const read of reads) (await read)[1]();
    expect(state.most).toBe(5);
    expect(state.obtained).toBe(12);
    expect(limits.reads.load).toEqual({ taken: 0, waiting: 0 });
  });

  it("the client's place is given back once the answer is out and its connections are back, not before", async () => {
    const { dataSource, obtain } = fakeDataSource();
    const limits = new OperationLimits({ maxPerClient: 8, readConnections: 3 });
    limits.guardDataSource(dataSource);
    const operation = limits.create();
    operation.start("query", "client");
    const [, release] = await limits.run(operation, () => obtain());
    operation.finish();
    expect(limits.count("client")).toBe(1);
    release();
    release();
    expect(limits.count("client")).toBe(0);
    expect(limits.reads.load).toEqual({ taken: 0, waiting: 0 });
  });
});
