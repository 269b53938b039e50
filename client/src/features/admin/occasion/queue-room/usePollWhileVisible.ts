import { useCallback, useRef } from "react";

/**
 * For Apollo's skipPollAttempt: a poll is skipped while the element is scrolled out of view or the tab is hidden,
 * so an operator's open page asks nothing it does not show. Without IntersectionObserver the element counts as seen.
 * The interval itself stays fixed: changing pollInterval would restart the query on every scroll.
 */
export function usePollWhileVisible<T extends Element>() {
  const inView = useRef(true);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) inView.current = last.isIntersecting;
    });
    observer.current.observe(node);
  }, []);

  const skipPollAttempt = useCallback(() => !inView.current || document.visibilityState === "hidden", []);
  return { ref, skipPollAttempt };
}
