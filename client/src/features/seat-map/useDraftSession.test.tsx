import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CancelDraftDocument, DraftDocument } from "../../generated/graphql";
import { createI18n } from "../../shared/i18n/i18n";
import { toast } from "../../shared/toast/toast";
import { clearStoredDraft, getStoredDraft, storeDraft } from "../../shared/booking/draftStore";
import { useDraftSession } from "./useDraftSession";

vi.mock("../../shared/toast/toast", () => ({
  toast: { error: vi.fn(), warning: vi.fn(), info: vi.fn(), success: vi.fn(), show: vi.fn(), hide: vi.fn(), clean: vi.fn() },
}));

const draft = (occasionId: string, expiresAt: string) => ({
  __typename: "Draft",
  uuid: "d1",
  occasionId,
  expiresAt,
  status: "draft",
  tickets: [{ __typename: "Ticket", id: "t1", spaceId: "s1", ticketTypeId: "adult", price: 2500, total: 2500, addons: [] }],
});

function renderSession(mocks: ConstructorParameters<typeof MockedProvider>[0]["mocks"], occasionId = "o1", cache?: InMemoryCache) {
  const i18n = createI18n("en");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MockedProvider>
  );
  return renderHook(() => useDraftSession(occasionId, "en"), { wrapper });
}

beforeEach(() => {
  clearStoredDraft();
  vi.mocked(toast.info).mockClear();
  vi.mocked(toast.warning).mockClear();
});

describe("useDraftSession", () => {
  it("loads the held draft and counts the minutes down", async () => {
    const expiresAt = new Date(Date.now() + 9.5 * 60_000).toISOString();
    storeDraft("d1", "o1", expiresAt);
    const { result } = renderSession([
      { request: { query: DraftDocument, variables: { uuid: "d1" } }, result: { data: { draft: draft("o1", expiresAt) } } },
    ]);
    expect(result.current.minutes).toBe(10);
    await waitFor(() => expect(result.current.draft?.tickets).toHaveLength(1));
  });

  it("does not refetch a draft the cache has: a late answer from before a hold would drop its ticket", async () => {
    const expiresAt = new Date(Date.now() + 9.5 * 60_000).toISOString();
    storeDraft("d1", "o1", expiresAt);
    const cache = new InMemoryCache();
    // As a pick leaves it: the booked draft written to the cache, then the hold's ticket added to it.
    cache.writeQuery({ query: DraftDocument, variables: { uuid: "d1" }, data: { draft: draft("o1", expiresAt) } });
    const stale = vi.fn(() => ({ data: { draft: { ...draft("o1", expiresAt), tickets: [] } } }));
    const { result } = renderSession([{ request: { query: DraftDocument, variables: { uuid: "d1" } }, result: stale }], "o1", cache);
    expect(result.current.draft?.tickets).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale).not.toHaveBeenCalled();
    expect(result.current.draft?.tickets).toHaveLength(1);
  });

  it("on expiry clears local state, cancels the server draft and says so", async () => {
    const expiresAt = new Date(Date.now() - 1000).toISOString();
    storeDraft("d1", "o1", expiresAt);
    const cancelled = vi.fn(() => ({ data: { cancelDraft: true } }));
    const { result } = renderSession([
      { request: { query: DraftDocument, variables: { uuid: "d1" } }, result: { data: { draft: draft("o1", expiresAt) } } },
      { request: { query: CancelDraftDocument, variables: { uuid: "d1" } }, result: cancelled },
    ]);
    await waitFor(() => expect(cancelled).toHaveBeenCalled());
    expect(getStoredDraft()).toBeNull();
    expect(result.current.minutes).toBeNull();
    expect(toast.info).toHaveBeenCalledWith("Your booking expired and the selected places were released.");
  });

  it("forgets a stored draft that cannot be loaded", async () => {
    storeDraft("d1", "o1", Date.now() + 600_000);
    renderSession([
      {
        request: { query: DraftDocument, variables: { uuid: "d1" } },
        result: { errors: [{ message: "gone", extensions: { code: "DRAFT_EXPIRED", status: 404 } }] },
      },
    ]);
    await waitFor(() => expect(getStoredDraft()).toBeNull());
  });

  it("warns persistently about a draft of another occasion", async () => {
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    storeDraft("d1", "o2", expiresAt);
    const { result } = renderSession([
      { request: { query: DraftDocument, variables: { uuid: "d1" } }, result: { data: { draft: draft("o2", expiresAt) } } },
    ]);
    await waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(vi.mocked(toast.warning).mock.calls[0]?.[1]).toMatchObject({ autoClose: false });
    expect(result.current.draft).toBeNull();
    expect(result.current.otherOccasionId).toBe("o2");
  });
});
