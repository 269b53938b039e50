import { afterEach, describe, expect, it, vi } from "vitest";
import { clearPlanSpaces, loadPlanSpaces } from "./planSpaces";

const places = (label: string) => ({
  id: "p1",
  sections: [],
  spaces: [
    { id: "s1", name: "A1", label, section: null, row: null, seat: null, priceZoneId: null, spaceTypeId: null, companionOfId: null },
  ],
});

afterEach(() => {
  clearPlanSpaces();
  vi.unstubAllGlobals();
});

describe("a plan's places", () => {
  it("are asked for in the language, revalidated by the browser, and kept as the same object while their ETag is", async () => {
    const answers = [
      Response.json(places("Seat A1"), { headers: { ETag: '"v1"' } }),
      Response.json(places("Seat A1"), { headers: { ETag: '"v1"' } }),
      Response.json(places("Bench A1"), { headers: { ETag: '"v2"' } }),
    ];
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal("fetch", fetchMock);
    const first = await loadPlanSpaces("p1", "fi");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/plans/p1/spaces?lng=fi");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: "no-cache" });
    expect(await loadPlanSpaces("p1", "fi")).toBe(first);
    const changed = await loadPlanSpaces("p1", "fi");
    expect(changed).not.toBe(first);
    expect(changed.spaces[0]!.label).toBe("Bench A1");
  });

  it("fail as the route's error when the server refuses them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Not Found", { status: 404 })),
    );
    await expect(loadPlanSpaces("p1", "en")).rejects.toMatchObject({ data: "Not Found", init: { status: 404 } });
  });
});
