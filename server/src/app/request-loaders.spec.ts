import { describe, expect, it } from "vitest";
import type { MoneyFigures } from "../modules/payment/money-movements.js";
import { RequestLoaders } from "./request-loaders.js";
import type { Services } from "./services.js";

/** Services whose ledger answers each booking's id length as its figures, counting the reads it is asked for. */
function ledgerServices() {
  const reads: string[][] = [];
  const services = {
    dataSource: {},
    moneyLedger: {
      figuresOf: async (_runner: unknown, ids: readonly string[]) => {
        reads.push([...ids]);
        return new Map<string, MoneyFigures>(ids.map((id) => [id, { received: id.length, refunded: 0, owed: 0, held: reads.length }]));
      },
    },
  } as unknown as Services;
  return { reads, loaders: new RequestLoaders(services, "en") };
}

describe("a booking's money in one request", () => {
  it("reads the bookings asked for in one tick together, each once", async () => {
    const { reads, loaders } = ledgerServices();
    const answers = await Promise.all(["a", "bb", "a", "bb", "a"].map((id) => loaders.moneyFigures(id)));
    expect(reads).toEqual([["a", "bb"]]);
    expect(answers.map((figures) => figures.received)).toEqual([1, 2, 1, 2, 1]);
  });

  it("reads again in a later tick, since a mutation in between may have moved the money", async () => {
    const { reads, loaders } = ledgerServices();
    expect((await loaders.moneyFigures("a")).held).toBe(1);
    expect((await loaders.moneyFigures("a")).held).toBe(2);
    expect(reads).toEqual([["a"], ["a"]]);
  });
});
