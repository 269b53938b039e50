import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddSpaceDocument, BookDocument, OccasionDocument, type OccasionQuery } from "../../generated/graphql";
import { createI18n } from "../../shared/i18n/i18n";
import { toast } from "../../shared/toast/toast";
import { clearStoredDraft, getStoredDraft } from "../../shared/booking/draftStore";
import { usePickSpace } from "./usePickSpace";

vi.mock("../../shared/toast/toast", () => ({
  toast: { error: vi.fn(), warning: vi.fn(), info: vi.fn(), success: vi.fn(), show: vi.fn(), hide: vi.fn(), clean: vi.fn() },
}));

const OCCASION_ID = "o1";
const SEAT = { id: "s1", maxTickets: 1 };

function occasionData(count: number): OccasionQuery {
  return {
    occasion: {
      __typename: "Occasion",
      id: OCCASION_ID,
      title: null,
      startTime: "2027-06-12T15:30:00.000Z",
      bookable: true,
      bookableStartTime: null,
      bookableEndTime: null,
      status: "scheduled",
      accessibleHeldUntil: null,
      presaleSpaceIds: [],
      event: { __typename: "Event", id: "e1", name: "Swan Lake", addons: [] },
      availability: { __typename: "Availability", remaining: 2 - count, total: 2 },
      plan: {
        __typename: "Plan",
        id: "p1",
        name: "Hall",
        mapUrl: "/api/plans/p1/map.svg",
        mapLabelMask: null,
        spaceLabelMask: "{name}",
        styles: null,
        spaces: [
          {
            __typename: "Space",
            id: "s1",
            name: "R1-S1",
            maxTickets: 1,
            section: null,
            row: null,
            seat: null,
            priceZoneId: null,
            spaceType: { __typename: "SpaceType", id: "t1", name: "Seat" },
          },
          {
            __typename: "Space",
            id: "s2",
            name: "R1-S2",
            maxTickets: 1,
            section: null,
            row: null,
            seat: null,
            priceZoneId: null,
            spaceType: { __typename: "SpaceType", id: "t1", name: "Seat" },
          },
        ],
      },
      occupancy: [{ __typename: "SpaceOccupancy", spaceId: "s1", count, maxTickets: 1 }],
      occupancyTakenAt: 1_780_000_000_000,
      prices: [],
    },
  } as unknown as OccasionQuery;
}

const draft = {
  __typename: "Draft",
  uuid: "d1",
  occasionId: OCCASION_ID,
  expiresAt: "2030-01-01T00:20:00.000Z",
  status: "draft",
  tickets: [],
};

const bookMock = { request: { query: BookDocument, variables: { occasionId: OCCASION_ID } }, result: { data: { book: draft } } };
const ticket = { __typename: "Ticket", id: "t9", spaceId: "s1", ticketTypeId: "adult", price: 2500, total: 2500, addons: [] };

function setup(mocks: ConstructorParameters<typeof MockedProvider>[0]["mocks"]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: OccasionDocument, variables: { id: OCCASION_ID }, data: occasionData(0) });
  const i18n = createI18n("en");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MockedProvider>
  );
  const hook = renderHook(() => usePickSpace(OCCASION_ID), { wrapper });
  const count = () =>
    cache
      .readQuery<OccasionQuery>({ query: OccasionDocument, variables: { id: OCCASION_ID }, optimistic: true })
      ?.occasion.occupancy.find((entry) => entry.spaceId === "s1")?.count;
  return { hook, cache, count };
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  clearStoredDraft();
});

describe("usePickSpace", () => {
  it("books a draft, stores it and raises the occupancy optimistically", async () => {
    const { hook, count } = setup([
      bookMock,
      { request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s1" } }, result: { data: { addSpace: ticket } }, delay: 50 },
    ]);
    let done: Promise<boolean> | undefined;
    act(() => {
      done = hook.result.current.pick(SEAT);
    });
    await waitFor(() => expect(count()).toBe(1));
    expect(hook.result.current.pending).toBe(true);
    await act(async () => {
      expect(await done).toBe(true);
    });
    expect(count()).toBe(1);
    expect(getStoredDraft()).toEqual({ uuid: "d1", occasionId: OCCASION_ID, expiresAt: Date.parse(draft.expiresAt) });
    expect(window.localStorage.getItem("seatbooking.draftExpiresAt")).toBe(String(Date.parse(draft.expiresAt)));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("reverts the optimistic occupancy on refusal and shows the SPEC toast", async () => {
    const { hook, count } = setup([
      bookMock,
      {
        request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s1" } },
        result: { errors: [{ message: "Paikka on jo varattu", extensions: { code: "SPACE_OCCUPIED", status: 409 } }] },
        delay: 50,
      },
      // The refetch after the failure fails too: what is left is the revert.
    ]);
    let done: Promise<boolean> | undefined;
    act(() => {
      done = hook.result.current.pick(SEAT);
    });
    await waitFor(() => expect(count()).toBe(1));
    await act(async () => {
      expect(await done).toBe(false);
    });
    expect(count()).toBe(0);
    expect(toast.error).toHaveBeenCalledWith("The selected space is already booked");
  });

  it("refetches the occasion after a refusal, and forgets an expired draft", async () => {
    const { hook, count } = setup([
      bookMock,
      {
        request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s1" } },
        result: { errors: [{ message: "expired", extensions: { code: "DRAFT_EXPIRED", status: 404 } }] },
      },
      { request: { query: OccasionDocument, variables: { id: OCCASION_ID } }, result: { data: occasionData(1) } },
    ]);
    await act(async () => {
      expect(await hook.result.current.pick(SEAT)).toBe(false);
    });
    expect(count()).toBe(1);
    expect(getStoredDraft()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Booking not found");
  });

  it("sends one book request when two spaces are picked at once", async () => {
    const { hook } = setup([
      bookMock,
      { request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s1" } }, result: { data: { addSpace: ticket } } },
      {
        request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s2" } },
        result: { data: { addSpace: { ...ticket, id: "t10", spaceId: "s2" } } },
      },
    ]);
    await act(async () => {
      const results = await Promise.all([hook.result.current.pick(SEAT), hook.result.current.pick({ id: "s2", maxTickets: 1 })]);
      expect(results).toEqual([true, true]);
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("holds a space once when it is picked twice at once (a double click)", async () => {
    // One AddSpace mock only: a second request would find no mock and fail with a toast.
    const { hook, count } = setup([
      bookMock,
      { request: { query: AddSpaceDocument, variables: { uuid: "d1", spaceId: "s1" } }, result: { data: { addSpace: ticket } } },
    ]);
    await act(async () => {
      const results = await Promise.all([hook.result.current.pick(SEAT), hook.result.current.pick(SEAT)]);
      expect(results).toEqual([true, false]);
    });
    expect(count()).toBe(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
