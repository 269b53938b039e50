import { readdir, readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { countStartTags, runPlanMapJob } from "./plan-map-job.js";
import { PlanMapProcessor } from "./plan-map-processor.js";

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** An <svg> with `seats` place elements, and a script for the sanitizer to remove. */
function seatMap(seats: number): string {
  const rects = Array.from(
    { length: seats },
    (_, index) => `<rect id="S-${index}" class="space" data-row="1" x="${index * 10}" width="8" height="8"/>`,
  );
  return `<svg ${SVG_NS}>${rects.join("")}<script>alert(1)</script></svg>`;
}

const job = (svg: string, maxElements = 20_000) => ({ svg, maxLength: 10_000_000, maxElements });

describe("countStartTags", () => {
  it("counts start and empty-element tags, not end tags, comments, CDATA, processing instructions or the DOCTYPE", () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg><svg ${SVG_NS}><!-- a note --><g><rect/><svg:rect/><text><![CDATA[a < b]]></text></g></svg>`;
    expect(countStartTags(svg)).toBe(5);
    expect(countStartTags("")).toBe(0);
    expect(countStartTags("no markup < here")).toBe(0);
  });
});

describe("runPlanMapJob", () => {
  it("refuses a map over the element limit by counting, before parsing it", () => {
    expect(runPlanMapJob(job(seatMap(10), 11))).toEqual({ ok: false, problem: "tooManyElements", elements: 12 });
    // Not even well-formed: the count refuses it before the parser would.
    expect(runPlanMapJob(job("<a><b><c>", 2))).toEqual({ ok: false, problem: "tooManyElements", elements: 3 });
  });

  it("sanitizes a map within the limit and reads its places", () => {
    const result = runPlanMapJob(job(seatMap(2), 4));
    expect(result).toMatchObject({ ok: true, removed: ["<script>"] });
    if (!result.ok) return;
    expect(result.svg).not.toContain("<script");
    expect(result.places.map((place) => [place.name, place.row])).toEqual([
      ["S-0", "1"],
      ["S-1", "1"],
    ]);
    expect(runPlanMapJob(job("not an svg"))).toMatchObject({ ok: false, problem: "invalid" });
  });
});

describe("PlanMapProcessor", () => {
  let processor: PlanMapProcessor | undefined;
  afterEach(async () => {
    await processor?.close();
    processor = undefined;
  });

  it("runs its worker below the main thread's priority, so requests get the CPU first on a busy machine", async () => {
    /** Each thread of this process by its nice value (the 19th field of /proc/self/task/<tid>/stat). */
    const niceOfThreads = async () => {
      const nice = new Map<number, number>();
      for (const tid of await readdir("/proc/self/task")) {
        const stat = await readFile(`/proc/self/task/${tid}/stat`, "utf8").catch(() => null);
        if (stat) nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
      }
      return nice;
    };
    const before = await niceOfThreads();
    processor = new PlanMapProcessor();
    await processor.process(job(seatMap(1)));
    const started = [...(await niceOfThreads())].filter(([tid]) => !before.has(tid));
    expect(
      started.map(([, nice]) => nice),
      "the worker thread",
    ).toContain(10);
    expect((await niceOfThreads()).get(process.pid), "the main thread").toBe(0);
  });

  it("processes maps in a worker thread, one reused worker for map after map", async () => {
    processor = new PlanMapProcessor();
    const results = await Promise.all([1, 2, 3].map((seats) => processor!.process(job(seatMap(seats)))));
    expect(results.map((result) => (result.ok ? result.places.length : result))).toEqual([1, 2, 3]);
    expect(results.every((result) => result.ok && result.removed.join() === "<script>")).toBe(true);
    expect(await processor.process(job(seatMap(30), 10))).toEqual({ ok: false, problem: "tooManyElements", elements: 32 });
    expect(await processor.process(job("<svg"))).toMatchObject({ ok: false, problem: "invalid" });
    expect(processor.workersStarted).toBe(1);
  });

  it("stops a map over the CPU time limit by terminating its worker, and takes the next map in a new one", async () => {
    processor = new PlanMapProcessor({ cpuLimitMs: 200 });
    // 20,000 elements take the worker seconds of CPU.
    const slow = processor.process(job(seatMap(20_000), 1_000_000));
    const next = processor.process(job(seatMap(2)));
    expect(await slow).toEqual({ ok: false, problem: "tooSlow" });
    expect(await next).toMatchObject({ ok: true, removed: ["<script>"] });
    expect(processor.workersStarted).toBe(2);
  });

  it("marks places on a stored map in the same worker, answers the places to fix, and stops a marking over the CPU limit", async () => {
    processor = new PlanMapProcessor();
    const stored = `<svg ${SVG_NS}><g id="Stalls"><circle cx="5" cy="5" r="4"/><text x="5" y="7">1</text><circle cx="15" cy="5" r="4"/></g></svg>`;
    const marking = { rules: [{ tag: "circle" }], add: [], remove: [], names: [], capacities: [{ element: 2, maxTickets: 3 }] };
    const marked = await processor.markPlaces({ svg: stored, marking, namePattern: null });
    expect(marked).toMatchObject({ ok: false, problem: "blocked", places: [{ element: 4, name: null, problems: ["noName"] }] });
    const named = await processor.markPlaces({
      svg: stored,
      marking: { ...marking, names: [{ element: 4, name: "B" }] },
      namePattern: null,
    });
    expect(named).toMatchObject({ ok: true, derived: { places: 2, named: 1, fromIds: 0, fromLabels: 1 } });
    if (!named.ok) return;
    expect(named.places.map((place) => [place.name, place.maxTickets, place.section])).toEqual([
      ["1", 3, "Stalls"],
      ["B", null, "Stalls"],
    ]);
    expect(named.svg).toContain('pointer-events="none"');
    // Uploads and markings share the worker.
    expect(await processor.process(job(seatMap(1)))).toMatchObject({ ok: true });
    expect(processor.workersStarted).toBe(1);

    // 40,000 elements take the worker hundreds of milliseconds to mark.
    const slow = new PlanMapProcessor({ cpuLimitMs: 20 });
    try {
      const big = `<svg ${SVG_NS}>${Array.from({ length: 40_000 }, (_, index) => `<circle cx="${index}" cy="0" r="1"/>`).join("")}</svg>`;
      expect(await slow.markPlaces({ svg: big, marking: { ...marking, capacities: [] }, namePattern: null })).toEqual({
        ok: false,
        problem: "tooSlow",
      });
    } finally {
      await slow.close();
    }
  });

  it("stops a map over the wall-clock limit too", async () => {
    processor = new PlanMapProcessor({ cpuLimitMs: 1_000_000, wallLimitMs: 300 });
    expect(await processor.process(job(seatMap(20_000), 1_000_000))).toEqual({ ok: false, problem: "tooSlow" });
    expect(await processor.process(job(seatMap(1)))).toMatchObject({ ok: true });
    expect(processor.workersStarted).toBe(2);
  });

  it("refuses the maps under way and waiting when closed", async () => {
    processor = new PlanMapProcessor();
    const underWay = expect(processor.process(job(seatMap(20_000), 1_000_000))).rejects.toThrow("closed");
    const waiting = expect(processor.process(job(seatMap(1)))).rejects.toThrow("closed");
    await processor.close();
    await underWay;
    await waiting;
  });
});
