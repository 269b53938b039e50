import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * The time a server-rendered page was rendered at (issue 37), for its hydration: the browser's first render reads the
 * same clock as the server's, so a sale opening between the two (or a visitor's clock a few minutes off) cannot make
 * their markup differ; the browser's own clock takes over once the page is hydrated. Null outside such a page.
 */
const RenderedAt = createContext<number | null>(null);

export function RenderedAtProvider({ at, children }: { at: number; children: ReactNode }) {
  return <RenderedAt.Provider value={at}>{children}</RenderedAt.Provider>;
}

/** Now, in milliseconds: the page's render time until hydrated on a server-rendered page, else the browser's clock. */
export function useNow(): number {
  const renderedAt = useContext(RenderedAt);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (renderedAt !== null) setNow(Date.now());
  }, [renderedAt]);
  return now;
}
