import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { isNavigationKey, mapNavigation, type MapNavigation } from "./keyboardNavigation";

/** A place of the map as keyboard movement needs it: its element's id (its name) and its row. */
export interface RovingPlace {
  name: string;
  section?: string | null;
  row?: string | null;
}

const placeOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest("[data-space-id]") : null);

/** The map's movement, built from where its places are drawn, kept while the drawing, its size and its places are. */
interface Built {
  byId: ReadonlyMap<string, Element>;
  places: ReadonlyArray<RovingPlace>;
  width: number;
  height: number;
  navigation: MapNavigation;
}

/**
 * One tab stop for the whole map (the roving tabindex pattern): the place the keyboard is on has tabindex 0, every other
 * place -1, and the arrow keys, Home, End, PageUp and PageDown move between places (keyboardNavigation.ts). The tab stop
 * is kept on its element while the map re-renders (live occupancy rewrites only labels and states), moves to any place
 * focused otherwise (a click, a place focused by the page), and starts on the first place drawn (or the one the
 * server's drawing had).
 */
export function usePlaceRoving() {
  const stop = useRef<Element | null>(null);
  const built = useRef<Built | null>(null);

  const moveStop = useCallback((element: Element) => {
    if (stop.current === element) return;
    stop.current?.setAttribute("tabindex", "-1");
    element.setAttribute("tabindex", "0");
    stop.current = element;
  }, []);

  /**
   * After the places are decorated (each new one with tabindex -1): exactly one of them is the tab stop, the one it was
   * while it is still there, else `preferred` (a drawing's own), else the first place drawn.
   */
  const settle = useCallback(
    (root: HTMLElement, preferred: Element | null) => {
      const current = stop.current;
      if (current && current.isConnected && root.contains(current) && current.hasAttribute("data-space-id")) return;
      stop.current = null;
      const next = preferred?.isConnected && root.contains(preferred) ? preferred : root.querySelector("[data-space-id]");
      if (next) moveStop(next);
    },
    [moveStop],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const place = placeOf(event.target);
      if (place) moveStop(place);
    },
    [moveStop],
  );

  /**
   * Moves the focus for a navigation key pressed on a place; true when the key was one (its default, scrolling the
   * page, prevented even at the map's edge).
   */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, byId: ReadonlyMap<string, Element>, places: ReadonlyArray<RovingPlace>): boolean => {
      if (!isNavigationKey(event.key) || event.altKey || event.metaKey || event.shiftKey) return false;
      const place = placeOf(event.target);
      const svg = place?.closest("svg");
      if (!place || !svg) return false;
      event.preventDefault();
      const frame = svg.getBoundingClientRect();
      let known = built.current;
      if (
        !known ||
        known.byId !== byId ||
        known.places.length !== places.length ||
        known.width !== frame.width ||
        known.height !== frame.height
      ) {
        const byName = new Map(places.map((space) => [space.name, space]));
        // In the drawing's order (the elements' map is): Ctrl+Home goes to the first place drawn.
        const drawn = [...byId].flatMap(([name, element]) => {
          const space = byName.get(name);
          if (!space || !element.hasAttribute("data-space-id")) return [];
          const box = element.getBoundingClientRect();
          return [
            {
              id: name,
              section: space.section,
              row: space.row,
              box: { x: box.left - frame.left, y: box.top - frame.top, width: box.width, height: box.height },
            },
          ];
        });
        known = { byId, places, width: frame.width, height: frame.height, navigation: mapNavigation(drawn) };
        built.current = known;
      }
      const target = known.navigation.target(place.getAttribute("id") ?? "", event.key, { ctrlKey: event.ctrlKey });
      const element = target === null ? undefined : byId.get(target);
      if (element instanceof HTMLElement || element instanceof SVGElement) {
        moveStop(element);
        element.focus();
      }
      return true;
    },
    [moveStop],
  );

  return { settle, onFocus, onKeyDown };
}
