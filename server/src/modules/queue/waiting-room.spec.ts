import { describe, expect, it } from "vitest";
import { admissionsDue, aheadOf, estimatedWaitSeconds, MOST_PER_RUN } from "./waiting-room.js";

const facts = { credit: 0, elapsedSeconds: 2, waiting: 1000, freePlaces: 100, shopping: 0 };

describe("admissionsDue", () => {
  it("lets in the operator's rate, carrying fractions to the next run", () => {
    expect(admissionsDue({ ...facts, ratePerMinute: 60 })).toEqual({ admit: 2, credit: 0 });
    const first = admissionsDue({ ...facts, ratePerMinute: 45 });
    expect(first.admit).toBe(1);
    expect(first.credit).toBeCloseTo(0.5);
    expect(admissionsDue({ ...facts, ratePerMinute: 45, credit: first.credit }).admit).toBe(2);
  });

  it("keeps at most ten seconds' worth while nobody waits, and never lets in more than wait", () => {
    const idle = admissionsDue({ ...facts, ratePerMinute: 60, waiting: 0, elapsedSeconds: 600 });
    expect(idle).toEqual({ admit: 0, credit: 10 });
    expect(admissionsDue({ ...facts, ratePerMinute: 60, waiting: 3, credit: 10 }).admit).toBe(3);
    expect(admissionsDue({ ...facts, ratePerMinute: 100_000, waiting: 100_000, elapsedSeconds: 60 }).admit).toBe(MOST_PER_RUN);
  });

  it("automatically keeps one visitor choosing per two free places", () => {
    expect(admissionsDue({ ...facts, ratePerMinute: null, freePlaces: 100, shopping: 0 }).admit).toBe(50);
    expect(admissionsDue({ ...facts, ratePerMinute: null, freePlaces: 100, shopping: 45 }).admit).toBe(5);
    expect(admissionsDue({ ...facts, ratePerMinute: null, freePlaces: 100, shopping: 60 }).admit).toBe(0);
    expect(admissionsDue({ ...facts, ratePerMinute: null, freePlaces: 0, shopping: 0 }).admit).toBe(0);
    expect(admissionsDue({ ...facts, ratePerMinute: null, freePlaces: 3, waiting: 1 }).admit).toBe(1);
  });
});

describe("the wait", () => {
  it("counts who is ahead and how long they take", () => {
    expect(aheadOf(10, 4)).toBe(5);
    expect(aheadOf(5, 4)).toBe(0);
    expect(aheadOf(3, 4)).toBe(0);
    expect(estimatedWaitSeconds(5, 60)).toBe(5);
    expect(estimatedWaitSeconds(0, 0)).toBe(0);
    expect(estimatedWaitSeconds(5, 0)).toBeNull();
  });
});
