import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePollWhileVisible } from "./usePollWhileVisible";

describe("usePollWhileVisible", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
  });

  it("skips polls while the element is out of view or the tab is hidden", () => {
    let report: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { result } = renderHook(() => usePollWhileVisible<HTMLDivElement>());
    result.current.ref(document.createElement("div"));
    expect(result.current.skipPollAttempt()).toBe(false);

    report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(result.current.skipPollAttempt()).toBe(true);
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(result.current.skipPollAttempt()).toBe(false);

    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    expect(result.current.skipPollAttempt()).toBe(true);

    result.current.ref(null);
    expect(disconnect).toHaveBeenCalled();
  });
});
