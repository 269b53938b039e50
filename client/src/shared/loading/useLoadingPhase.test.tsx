import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createPendingStore } from "./pendingStore";
import { useLoadingPhase } from "./useLoadingPhase";

describe("useLoadingPhase", () => {
  it("follows the pending flag through loading and long loading", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ pending }) => useLoadingPhase(pending), {
      initialProps: { pending: false },
    });
    expect(result.current).toBe("done");
    rerender({ pending: true });
    expect(result.current).toBe("loading");
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe("longLoading");
    rerender({ pending: false });
    expect(result.current).toBe("done");
  });
});

describe("pending store", () => {
  it("counts begun and ended requests; ending twice counts once", () => {
    const store = createPendingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const end1 = store.begin();
    const end2 = store.begin();
    expect(store.count()).toBe(2);
    end1();
    end1();
    expect(store.count()).toBe(1);
    end2();
    expect(store.count()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
