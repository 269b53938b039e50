import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "react-router";
import type { Preloader, PreloadOptions } from "../../../app/apollo/preload";
import { getOperationAST, type DocumentNode } from "graphql";
import { createSeatMapLoading, hintedPlanId } from "./seatMapLoader";

const OCCASION = "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f";
const PLAN = "11111111-2222-4333-8444-555555555555";

function pageNaming(content: string | null): Document {
  const meta = content === null ? null : { getAttribute: (name: string) => (name === "content" ? content : null) };
  return { querySelector: (selector: string) => (selector === 'meta[name="occasion-plan"]' ? meta : null) } as unknown as Document;
}

/** A preloader answering each query at once, recording (operation, language) of every call. */
function fakePreloader(planId = PLAN) {
  const calls: Array<{ operation: string; language: string | undefined; variables: unknown }> = [];
  const preloader: Preloader = {
    query: async <TData>(query: DocumentNode, options?: PreloadOptions<unknown>) => {
      const operation = getOperationAST(query)?.name?.value ?? "";
      calls.push({ operation, language: options?.language, variables: options?.variables });
      const answers: Record<string, unknown> = {
        SeatMapOccasion: {
          occasion: { id: OCCASION, startTime: "2026-12-01T16:00:00Z", event: { id: "e1", name: "Show" }, plan: { id: planId } },
        },
        OccasionOccupancy: { occasion: { id: OCCASION, occupancy: [], occupancyTakenAt: 0 } },
        Settings: { settings: { timeZone: "Europe/Helsinki" } },
        SpaceTypes: { spaceTypes: [] },
        QueueStatus: { queueStatus: { occasionId: OCCASION, standing: "OFF" } },
      };
      return answers[operation] as TData;
    },
    invalidate: () => undefined,
  };
  return { preloader, calls };
}

const args = (occasionId: string) =>
  ({ params: { lng: "fi", occasionId }, request: new Request("http://localhost/") }) as unknown as LoaderFunctionArgs;

/** The server's answers: each plan's drawing and its places (GET /api/plans/{id}/spaces). */
function fakeFetch() {
  return vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    const planId = /\/plans\/([^/]+)\//.exec(url)?.[1];
    if (url.includes("/spaces")) return Response.json({ id: planId, sections: [], spaces: [] });
    return new Response("<svg/>", { status: 200 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the served page's plan hint", () => {
  it("names the plan of the occasion it was served for, and no other", () => {
    expect(hintedPlanId(OCCASION, pageNaming(`${OCCASION} ${PLAN}`))).toBe(PLAN);
    expect(hintedPlanId(OCCASION.toUpperCase(), pageNaming(`${OCCASION} ${PLAN}`))).toBe(PLAN);
    expect(hintedPlanId("22222222-2222-4222-8222-222222222222", pageNaming(`${OCCASION} ${PLAN}`))).toBeNull();
    expect(hintedPlanId(OCCASION, pageNaming(null))).toBeNull();
    expect(hintedPlanId(OCCASION, pageNaming(OCCASION))).toBeNull();
  });
});

describe("the seat map's early load", () => {
  it("is started by the navigation in the URL's language and taken once by the loader", async () => {
    const fetchMock = fakeFetch();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", pageNaming(`${OCCASION} ${PLAN}`));
    const { preloader, calls } = fakePreloader();
    const { earlyLoad, loader } = createSeatMapLoading(preloader);

    earlyLoad(new URL(`http://localhost/sv/occasions/${OCCASION}`), "sv");
    // The hinted plan's places and drawing are asked for alongside the occasion, not after it.
    // With this browser's standing in the date's waiting room (issue 39), so the room shows first while one is on.
    expect(calls.map((call) => call.operation).sort()).toEqual([
      "OccasionOccupancy",
      "QueueStatus",
      "SeatMapOccasion",
      "Settings",
      "SpaceTypes",
    ]);
    expect(calls.find((call) => call.operation === "QueueStatus")?.variables).toEqual({ occasionId: OCCASION });
    expect(calls.every((call) => call.language === "sv")).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      `/api/plans/${PLAN}/map.svg`,
      `/api/plans/${PLAN}/spaces?lng=sv`,
    ]);

    const data = await loader(args(OCCASION));
    expect(data).toMatchObject({ occasion: { id: OCCASION }, timeZone: "Europe/Helsinki", svg: "<svg/>" });
    expect(calls).toHaveLength(5);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Taken once: the next navigation's loader loads again, in the current language (the places in the route's).
    await loader(args(OCCASION));
    expect(calls).toHaveLength(10);
    expect(calls.slice(5).every((call) => call.language === undefined)).toBe(true);
    expect(fetchMock.mock.calls.slice(2).map(([url]) => String(url))).toContain(`/api/plans/${PLAN}/spaces?lng=fi`);
  });

  it("loads the occasion's own plan when the hint named another", async () => {
    const fetchMock = fakeFetch();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", pageNaming(`${OCCASION} ${PLAN}`));
    const { preloader } = fakePreloader("33333333-3333-4333-8333-333333333333");
    const { loader } = createSeatMapLoading(preloader);
    await loader(args(OCCASION));
    const placesAsked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/spaces"));
    expect(placesAsked).toEqual([`/api/plans/${PLAN}/spaces?lng=fi`, "/api/plans/33333333-3333-4333-8333-333333333333/spaces?lng=fi"]);
  });

  it("is not started for another route, nor for a URL in another language", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<svg/>")),
    );
    const { preloader, calls } = fakePreloader();
    const { earlyLoad } = createSeatMapLoading(preloader);
    earlyLoad(new URL(`http://localhost/en/occasions/${OCCASION}/checkout`), "en");
    earlyLoad(new URL(`http://localhost/en/events`), "en");
    earlyLoad(new URL(`http://localhost/fi/occasions/${OCCASION}`), "en");
    expect(calls).toHaveLength(0);
  });
});
