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

/** The server's page: a child of the body (a plan's drawing may have an element of that id too, further in). */
const bootPage = (doc: Document) => doc.querySelector<HTMLElement>("body > #boot-page");

/** The occasion the drawn map shows, while it is on the page. */
export function bootMapOccasion(doc: Document = document): string | null {
  return bootPage(doc)?.getAttribute("data-occasion-id") ?? null;
}

/** Whether `pathname` is the seat map of the occasion the server drew (/{lng}/occasions/{id}). */
export function isBootMapPath(pathname: string, occasionId: string): boolean {
  const parts = pathname.split("/").filter(Boolean);
  return parts.length === 3 && parts[1] === "occasions" && parts[2]!.toLowerCase() === occasionId.toLowerCase();
}

/** The places clicked on the drawn map of this occasion, in order, each handed out once. */
export function takeBootPicks(occasionId: string, win: Window = window): string[] {
  const state = win.__bootMap;
  if (!state || state.occasionId !== occasionId.toLowerCase()) return [];
  return state.picks.splice(0);
}

/**
 * The drawing the server put into the page for this occasion (parsed, its places decorated), for the application's
 * map to take over instead of fetching and parsing the same SVG again (at 20,000 places most of a second); null once
 * taken, on a page the server did not draw, or for another occasion.
 */
export function takeBootDrawing(occasionId: string, doc: Document = document): SVGSVGElement | null {
  const page = bootPage(doc);
  if (!page || page.getAttribute("data-occasion-id")?.toLowerCase() !== occasionId.toLowerCase()) return null;
  return page.querySelector<SVGSVGElement>(".boot-map > svg");
}

/**
 * Where the drawing's top is in the document (its page is positioned absolutely: it stays there until removed), and
 * the window's scroll position, followed by its scroll events (reading it when released would force a layout too).
 */
interface Noted {
  documentTop: number;
  scrollY: number;
  stop: () => void;
}
const noted = new WeakMap<Document, Noted>();

/**
 * Notes where the drawing is, read right after a layout the browser does anyway (a ResizeObserver's first report):
 * releaseBootPage then needs no layout of the page with both maps in it (at 20,000 places its forced layout of 84,000
 * elements took most of a second before the drawing was removed). Read at once, the application's stylesheet just
 * applied would have to be laid out there and then: about a second at 20,000 places before the application could
 * even ask for its data.
 */
export function rememberBootMapTop(doc: Document = document): void {
  const view = doc.defaultView;
  const drawing = bootPage(doc)?.querySelector("svg");
  if (!drawing || !view) return;
  const note = () => {
    // Taken over or removed meanwhile: releaseBootPage reads what it needs itself.
    if (!bootPage(doc)?.contains(drawing)) return;
    const top = drawing.getBoundingClientRect().top;
    const onScroll = () => {
      entry.scrollY = view.scrollY;
    };
    const entry: Noted = {
      documentTop: top + view.scrollY,
      scrollY: view.scrollY,
      stop: () => view.removeEventListener("scroll", onScroll),
    };
    view.addEventListener("scroll", onScroll, { passive: true });
    noted.get(doc)?.stop();
    noted.set(doc, entry);
  };
  if (typeof view.ResizeObserver !== "function") return note();
  const observer = new view.ResizeObserver(() => {
    observer.disconnect();
    note();
  });
  observer.observe(drawing);
}

/**
 * Removes the drawn map: the application's own map is in place (or the application shows another page). The window
 * scrolls so that the application's map is where the drawing was (the application shows more above it: without this
 * the map would jump down under a visitor about to click), and a place focused on the drawing passes its focus to
 * the same place on the application's map.
 */
export function releaseBootPage(doc: Document = document): void {
  const page = bootPage(doc);
  if (!page) return;
  const focused = doc.activeElement && page.contains(doc.activeElement) ? doc.activeElement.getAttribute("data-space-id") : null;
  const view = doc.defaultView;
  const known = noted.get(doc);
  known?.stop();
  noted.delete(doc);
  // Not noted (a test, a page drawn later): read now, with whatever layout that takes.
  const drawnTop = known ? known.documentTop - known.scrollY : page.querySelector("svg")?.getBoundingClientRect().top;
  page.remove();
  // Before the next frame is painted, and after the router's scroll restoration (a layout effect of the root, which
  // runs after the page's) has set the scroll position of a new page.
  if (drawnTop !== undefined && view)
    view.requestAnimationFrame(() => {
      const ownTop = doc.querySelector("#root .plan svg")?.getBoundingClientRect().top;
      if (ownTop !== undefined && Math.abs(ownTop - drawnTop) >= 1) view.scrollBy(0, ownTop - drawnTop);
    });
  if (!focused) return;
  const same = [...doc.querySelectorAll<HTMLElement | SVGElement>("#root [data-space-id]")].find(
    (element) => element.getAttribute("data-space-id") === focused,
  );
  same?.focus({ preventScroll: true });
}
