import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.js";

/** A `run` that records its batches and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve) => pending.push(() => resolve(inputs.map((input) => `answer ${input}`))));
  };
  const answerAll = () => pending.splice(0).forEach((answer) => answer());
  return { batches, run, answerAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("GroupCommit", () => {
  it("sends the calls of one turn as one batch and answers each call with its own result", async () => {
    const { batches, run, answerAll } = recorder();
    const group = new GroupCommit(run, { maxInFlight: 2, maxBatch: 100 });
    const answers = Promise.all([1, 2, 3].map((input) => group.submit(input)));
    await turn();
    answerAll();
    expect(await answers).toEqual(["answer 1", "answer 2", "answer 3"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("sends a lone call at once, alone", async () => {
    const { batches, run, answerAll } = recorder();
    const group = new GroupCommit(run, { maxInFlight: 2, maxBatch: 100 });
    const answer = group.submit(7);
    await turn();
    expect(batches).toEqual([[7]]);
    answerAll();
    expect(await answer).toBe("answer 7");
  });

  it("keeps at most maxInFlight batches under way; later calls wait and go together", async () => {
    const { batches, run, answerAll } = recorder();
    const group = new GroupCommit(run, { maxInFlight: 1, maxBatch: 100 });
    const first = group.submit(1);
    await turn();
    const later = [2, 3, 4].map((input) => group.submit(input));
    await turn();
    await turn();
    expect(batches, "the second batch waits for the first").toEqual([[1]]);
    answerAll();
    await first;
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    answerAll();
    expect(await Promise.all(later)).toEqual(["answer 2", "answer 3", "answer 4"]);
  });

  it("splits a queue longer than maxBatch", async () => {
    const { batches, run, answerAll } = recorder();
    const group = new GroupCommit(run, { maxInFlight: 3, maxBatch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((input) => group.submit(input)));
    await turn();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    answerAll();
    await answers;
  });

  it("rejects every call of a failed batch, and goes on with the next", async () => {
    let fail = true;
    const group = new GroupCommit<number, number>(
      async (inputs) => {
        if (fail) throw new Error("batch failed");
        return inputs.map((input) => input * 10);
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
    const failed = [1, 2].map((input) => group.submit(input));
    await expect(failed[0]).rejects.toThrow("batch failed");
    await expect(failed[1]).rejects.toThrow("batch failed");
    fail = false;
    expect(await group.submit(3)).toBe(30);
  });

  it("fails only the call whose own answer is a rejected promise", async () => {
    const group = new GroupCommit<number, number>(
      async (inputs) => inputs.map((input) => (input === 2 ? Promise.reject(new Error("two refused")) : input * 10)),
      { maxInFlight: 1, maxBatch: 100 },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((input) => group.submit(input)));
    expect(answers.map((answer) => (answer.status === "fulfilled" ? answer.value : (answer.reason as Error).message))).toEqual([
      10,
      "two refused",
      30,
    ]);
  });
});
