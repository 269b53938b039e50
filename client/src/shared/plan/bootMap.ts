/**
 * The seat map the server drew into the page (issue 18; server/src/app/seat-map-boot.ts): on screen and clickable
 * before this application's code has run. Its inline script remembers the places clicked meanwhile; the application
 * replays them through its own path once its map has taken over, and removes the drawn one.
 */
interface BootMapState {
  occasionId: string | null;
  picks: string[];
}

declare global {
  interface Window {
    __bootMap?: BootMapState;
  }
}

const BOOT_PAGE_ID = "boot-page";

/** The occasion the drawn map shows, while it is on the page. */
export function bootMapOccasion(doc: Document = document): string | null {
  return doc.getElementById(BOOT_PAGE_ID)?.getAttribute("data-occasion-id") ?? null;
}

/** The places clicked on the drawn map of this occasion, in order, each handed out once. */
export function takeBootPicks(occasionId: string, win: Window = window): string[] {
  const state = win.__bootMap;
  if (!state || state.occasionId !== occasionId.toLowerCase()) return [];
  return state.picks.splice(0);
}

/**
 * Removes the drawn map: the application's own map is in place (or the application shows another page). A place
 * focused on it passes its focus to the same place on the application's map.
 */
export function releaseBootPage(doc: Document = document): void {
  const page = doc.getElementById(BOOT_PAGE_ID);
  if (!page) return;
  const focused = doc.activeElement && page.contains(doc.activeElement) ? doc.activeElement.getAttribute("data-space-id") : null;
  page.remove();
  if (!focused) return;
  const same = [...doc.querySelectorAll<HTMLElement | SVGElement>("#root [data-space-id]")].find(
    (element) => element.getAttribute("data-space-id") === focused,
  );
  same?.focus();
}
