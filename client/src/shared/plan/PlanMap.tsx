import { ActionIcon, Button, Group, Text } from "@mantine/core";
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import classes from "./PlanMap.module.css";
import { SpaceTooltip, useSpaceTooltip } from "./SpaceTooltip";
import { STATE_CSS } from "@seatbooking/core";
import { MIN_TARGET, zoomFor } from "./zoomFor";
import { usePlaceRoving } from "./usePlaceRoving";
import { isSmallScreen, takeBootView, type BootView } from "./startZoom";

/** A space as the map shows it: its element is found by name, its state is a class the plan's CSS styles. */
export interface MapSpace<State extends string = string> {
  id: string;
  name: string;
  state: State;
  /** The accessible name (it should say the state in words). */
  label: string;
  /** For maps where spaces are toggled: aria-pressed and the class `selected`. */
  selected?: boolean;
  /** For maps where some spaces cannot be operated: aria-disabled. */
  disabled?: boolean;
  /** For maps marked by price: the space's price level (1 the dearest), the attribute data-price-level. */
  priceLevel?: number;
  /** Its section and row, when it has them: the arrow keys move along its row and between its section's rows. */
  section?: string | null;
  row?: string | null;
}

export interface PlanMapProps<State extends string> {
  svg: string;
  /**
   * The same drawing already parsed (the server's, drawn into the page: bootMap.ts's takeBootDrawing), taken over
   * instead of parsing `svg` again, with the places as it decorated them.
   */
  drawing?: SVGSVGElement | null;
  /** The map's accessible name (the plan's name). */
  label: string;
  styles: string | null | undefined;
  spaces: ReadonlyArray<MapSpace<State>>;
  /** Every state a space can be in (each is a class, removed when another state replaces it). */
  states: readonly State[];
  /** A space clicked or pressed; `repeatClick` for the second (or later) click of a double-click. */
  onActivate: (spaceId: string, how?: { repeatClick: boolean }) => void;
  /** What the tooltip of a hovered or focused space says; without it there is no tooltip. */
  describe?: (spaceId: string) => ReactNode;
  /** A class on the map's frame, to scope a screen's own space styles. */
  className?: string;
  /**
   * The plan's sections (its spaces' `section`), each zoomed to with one tap so that its places are at least
   * {@link MIN_TARGET} px; a finger tapping a smaller place zooms to its section instead of choosing it.
   * Offered when there are two or more.
   */
  sections?: ReadonlyArray<MapSection>;
  /**
   * The section (its id) a small screen opens on when the whole plan's places are smaller than {@link MIN_TARGET} px
   * (startZoom.ts); read once, when the map is first drawn.
   */
  startSection?: string | null;
}

/** A part of the plan the map zooms to: its places by name. */
export interface MapSection {
  id: string;
  label: string;
  names: readonly string[];
}

const ZOOM_STEPS = [1, 1.5, 2, 3, 4, 6, 8];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** The SVG's elements by id (a space's element id is its name). */
function elementsById(root: HTMLElement): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const element of root.querySelectorAll("[id]")) byId.set(element.getAttribute("id") ?? "", element);
  return byId;
}

/** What was last written to a space element. */
interface Applied {
  id: string;
  label: string;
  state: string;
  selected: boolean | undefined;
  disabled: boolean | undefined;
  priceLevel: number | undefined;
}

/** The decorated SVG: its elements by id and what each space element shows, to write only changes. */
interface Decorated {
  root: HTMLElement;
  /** The markup parsed, or the drawing taken over. */
  markup: object;
  byId: Map<string, Element>;
  applied: Map<Element, Applied>;
  /** The spaces last written: a space object found again at its index is written already. */
  written: ReadonlyArray<MapSpace> | null;
}

/** A flag as an ARIA attribute says it (absent: the map does not use it). */
function readFlag(element: Element, attribute: string): boolean | undefined {
  const value = element.getAttribute(attribute);
  return value === null ? undefined : value === "true";
}

/** What an element taken over already shows, as if written here (a place not decorated yet: nothing). */
function appliedOf(element: Element): Applied | undefined {
  const id = element.getAttribute("data-space-id");
  const state = element.getAttribute("data-state");
  if (id === null || state === null || !element.classList.contains(state)) return undefined;
  const priceLevel = element.getAttribute("data-price-level");
  return {
    id,
    label: element.getAttribute("aria-label") ?? "",
    state,
    selected: element.classList.contains("selected") ? true : readFlag(element, "aria-pressed"),
    disabled: readFlag(element, "aria-disabled"),
    priceLevel: priceLevel === null ? undefined : Number(priceLevel),
  };
}

/** Writes a boolean ARIA attribute, or removes it when the map does not use it. */
function writeFlag(element: Element, attribute: string, value: boolean | undefined) {
  if (value === undefined) element.removeAttribute(attribute);
  else element.setAttribute(attribute, String(value));
}

/**
 * The plan's SVG inline, its styles applied under `.plan`. Each space element (id = space name)
 * gets data-space-id, tabindex, role=button, an aria-label and a state class, and is operated by
 * click, Enter and Space; the map is one tab stop, the arrow keys moving between its places (usePlaceRoving). Zoom buttons scale the map inside a scrolling viewport (pan and pinch on
 * touch screens). With `describe`, hovering or focusing a space shows a tooltip that describes it.
 */
export function PlanMap<State extends string>({
  svg,
  drawing,
  label,
  styles,
  spaces,
  states,
  onActivate,
  describe,
  className,
  sections,
  startSection,
}: PlanMapProps<State>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  /** Where the viewport scrolls once the new zoom is laid out. */
  const pendingScroll = useRef<{ left: number; top: number } | null>(null);
  /** The pointer of the click being handled: a finger needs bigger targets than a mouse. */
  const pointerType = useRef<string>("mouse");
  const markup = useMemo(() => ({ __html: svg }), [svg]);
  /** What the map shows: the drawing taken over, else the SVG's markup (parsed by React). */
  const shown: object = drawing ?? markup;
  const tooltip = useSpaceTooltip(frameRef, describe !== undefined);
  const roving = usePlaceRoving();
  const settleRoving = roving.settle;

  const decorated = useRef<Decorated | null>(null);
  /** The drawn map's zoomed view, taken over with the drawing; `started` once the map has its first view. */
  const bootView = useRef<BootView | null>(null);
  const started = useRef(false);

  // An occupancy change re-renders with a new `spaces` array in which a few spaces differ: the element
  // map is built once per SVG and only attributes whose value changed are written (a 2,000-space map
  // otherwise rewrites some 10,000 attributes and restyles every space on every live update).
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    let current = decorated.current;
    const adopting = drawing && (!current || current.root !== root || current.markup !== drawing);
    if (adopting && drawing.parentNode !== root) {
      // Moving a focused place out of the server's page takes its focus away: it stays on the same place.
      const focused = drawing.ownerDocument.activeElement;
      bootView.current = takeBootView(drawing);
      root.replaceChildren(drawing);
      if (focused instanceof SVGElement && focused !== drawing && drawing.contains(focused)) focused.focus({ preventScroll: true });
    }
    const svgElement = root.querySelector("svg");
    /** The place a drawing taken over had as its tab stop (the keyboard may have moved it there already). */
    let drawnStop: Element | null = null;
    if (!current || current.root !== root || current.markup !== shown) {
      if (adopting) drawnStop = root.querySelector('[data-space-id][tabindex="0"]');
      if (svgElement) {
        svgElement.removeAttribute("width");
        svgElement.removeAttribute("height");
        // Not an image: its spaces are buttons that assistive technology must reach.
        svgElement.setAttribute("role", "group");
      }
      const byId = elementsById(root);
      const applied = new Map<Element, Applied>();
      // A drawing taken over shows its places as the server decorated them: only what differs is written.
      if (adopting)
        for (const space of spaces) {
          const element = byId.get(space.name);
          const shownThere = element && appliedOf(element);
          if (shownThere) applied.set(element, shownThere);
        }
      current = { root, markup: shown, byId, applied, written: null };
      decorated.current = current;
    }
    if (svgElement && svgElement.getAttribute("aria-label") !== label) svgElement.setAttribute("aria-label", label);
    const { byId, applied, written } = current;
    current.written = spaces;
    for (let index = 0; index < spaces.length; index++) {
      const space = spaces[index]!;
      // The same object as last time (the page keeps the objects of unchanged spaces): nothing to compare.
      if (written?.[index] === space) continue;
      const element = byId.get(space.name);
      if (!element) continue;
      const previous = applied.get(element);
      if (
        previous &&
        previous.id === space.id &&
        previous.label === space.label &&
        previous.state === space.state &&
        previous.selected === space.selected &&
        previous.disabled === space.disabled &&
        previous.priceLevel === space.priceLevel
      )
        continue;
      if (!previous) {
        // One tab stop for the map (usePlaceRoving): the keyboard moves between places with the arrow keys.
        element.setAttribute("tabindex", "-1");
        element.setAttribute("role", "button");
      }
      if (previous?.id !== space.id) element.setAttribute("data-space-id", space.id);
      if (previous?.label !== space.label) element.setAttribute("aria-label", space.label);
      if (previous?.state !== space.state) {
        element.setAttribute("data-state", space.state);
        if (previous) element.classList.remove(previous.state);
        else element.classList.remove(...states.filter((state) => state !== space.state));
        element.classList.add(space.state);
      }
      if (previous?.selected !== space.selected) {
        writeFlag(element, "aria-pressed", space.selected);
        element.classList.toggle("selected", space.selected === true);
      }
      if (previous?.disabled !== space.disabled) writeFlag(element, "aria-disabled", space.disabled);
      if (previous?.priceLevel !== space.priceLevel) {
        if (space.priceLevel === undefined) element.removeAttribute("data-price-level");
        else element.setAttribute("data-price-level", String(space.priceLevel));
      }
      applied.set(element, {
        id: space.id,
        label: space.label,
        state: space.state,
        selected: space.selected,
        disabled: space.disabled,
        priceLevel: space.priceLevel,
      });
    }
    settleRoving(root, drawnStop);
  }, [spaces, shown, drawing, label, states, settleRoving]);

  const sectionOf = useMemo(() => {
    const byName = new Map<string, MapSection>();
    for (const section of sections ?? []) for (const name of section.names) byName.set(name, section);
    return byName;
  }, [sections]);

  /** Zooms so the elements' places are big enough to tap (and, with `fit`, the group fills the width), scrolled into view. */
  const zoomTo = useCallback((elements: readonly Element[], fit: boolean, focus?: Element) => {
    const viewport = viewportRef.current;
    const svg = ref.current?.querySelector("svg");
    if (!viewport || !svg) return;
    const next = zoomFor(
      elements.map((element) => element.getBoundingClientRect()),
      svg.getBoundingClientRect(),
      { width: viewport.clientWidth, height: viewport.clientHeight },
      { fit, maxZoom: MAX_ZOOM, focus: focus?.getBoundingClientRect() },
    );
    if (!next) return;
    pendingScroll.current = next.scroll;
    setZoom(next.zoom);
  }, []);

  const zoomToSection = (section: MapSection, focus?: Element) => {
    const byId = decorated.current?.byId;
    if (!byId) return;
    zoomTo(
      section.names.map((name) => byId.get(name)).filter((element): element is Element => element !== undefined),
      true,
      focus,
    );
  };

  // After a zoom to a section, scroll to it once the map has its new size.
  useLayoutEffect(() => {
    const scroll = pendingScroll.current;
    const viewport = viewportRef.current;
    if (!scroll || !viewport) return;
    pendingScroll.current = null;
    viewport.scrollTo({ left: Math.max(0, scroll.left), top: Math.max(0, scroll.top) });
  }, [zoom]);

  // The first view: a small screen opens on the start section (or keeps the drawn map's zoomed view it took over).
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (started.current || !viewport || !decorated.current || spaces.length === 0) return;
    started.current = true;
    const taken = bootView.current;
    bootView.current = null;
    if (taken) {
      const width = taken.zoom * viewport.clientWidth;
      const svg = ref.current?.querySelector("svg")?.getBoundingClientRect();
      const height = svg && svg.width > 0 ? (width * svg.height) / svg.width : 0;
      pendingScroll.current = { left: taken.left * width, top: taken.top * height };
      setZoom(taken.zoom);
      return;
    }
    const section = startSection ? sections?.find((candidate) => candidate.id === startSection) : undefined;
    if (!section || !isSmallScreen()) return;
    const byId = decorated.current.byId;
    const elements = section.names.map((name) => byId.get(name)).filter((element): element is Element => element !== undefined);
    const smallest = Math.min(
      ...elements.map((element) => Math.min(element.getBoundingClientRect().width, element.getBoundingClientRect().height)),
    );
    if (smallest < MIN_TARGET) zoomTo(elements, true);
  }, [spaces, startSection, sections, zoomTo]);

  const spaceIdOf = (target: EventTarget | null): string | null => {
    const element = target instanceof Element ? target.closest("[data-space-id]") : null;
    return element?.getAttribute("data-space-id") ?? null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = spaceIdOf(event.target);
    if (!id) return;
    // A tap shows the space's card too (a touch screen has no hover).
    tooltip.show(event.target);
    const element = (event.target as Element).closest("[data-space-id]");
    if (pointerType.current === "touch" && element) {
      const box = element.getBoundingClientRect();
      // Too small for a finger: the tap zooms to the place's section (or around it) instead of choosing a
      // neighbour by mistake; the next tap, on a place of at least MIN_TARGET px, chooses.
      if (Math.min(box.width, box.height) < MIN_TARGET - 0.5) {
        const section = sectionOf.get(element.getAttribute("id") ?? "");
        if (section) zoomToSection(section, element);
        else zoomTo([element], false, element);
        return;
      }
    }
    onActivate(id, { repeatClick: event.detail > 1 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      tooltip.hide();
      return;
    }
    const byId = decorated.current?.byId;
    if (byId && roving.onKeyDown(event, byId, spaces)) return;
    if (event.key !== "Enter" && event.key !== " ") return;
    const id = spaceIdOf(event.target);
    if (!id) return;
    event.preventDefault();
    onActivate(id);
  };

  const tooltipContent = tooltip.active && describe ? describe(tooltip.active.spaceId) : null;
  const zoomIn = () => setZoom((current) => ZOOM_STEPS.find((step) => step > current + 0.01) ?? MAX_ZOOM);
  const zoomOut = () => setZoom((current) => [...ZOOM_STEPS].reverse().find((step) => step < current - 0.01) ?? 1);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerType.current = event.pointerType;
  };

  return (
    <div className={className}>
      {sections && sections.length > 1 && (
        <Group gap={6} mb="xs" role="group" aria-label={t("seatMap.sections.title")} data-testid="map-sections">
          <Button
            size="compact-md"
            variant="default"
            onClick={() => {
              setZoom(1);
              viewportRef.current?.scrollTo({ left: 0, top: 0 });
            }}
          >
            {t("seatMap.sections.all")}
          </Button>
          {sections.map((section) => (
            <Button key={section.id} size="compact-md" variant="light" onClick={() => zoomToSection(section)}>
              {section.label}
            </Button>
          ))}
        </Group>
      )}
      <Group gap="xs" mb="xs" justify="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          {Math.round(zoom * 100)} %
        </Text>
        <ActionIcon variant="default" aria-label={t("seatMap.zoomOut")} disabled={zoom <= 1} onClick={zoomOut}>
          −
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t("seatMap.zoomIn")} disabled={zoom >= MAX_ZOOM} onClick={zoomIn}>
          +
        </ActionIcon>
      </Group>
      <div ref={frameRef} className={classes.frame}>
        <div ref={viewportRef} className={classes.viewport} onScroll={tooltip.reposition}>
          {/* The platform's state colours first: the venue's CSS may colour free places, never the other states. */}
          <style data-plan-states="">{STATE_CSS}</style>
          {styles && <style>{styles}</style>}
          {/* Clicks and keys are delegated from the space elements, which are buttons themselves. */}
          <div
            ref={ref}
            className={`plan ${classes.map} ${zoom > 1 ? classes.zoomed : ""}`}
            style={{ width: `${zoom * 100}%` }}
            onClick={onClick}
            onPointerDown={onPointerDown}
            onKeyDown={onKeyDown}
            {...tooltip.handlers}
            onFocus={(event) => {
              roving.onFocus(event);
              tooltip.handlers.onFocus?.(event);
            }}
            // A drawing taken over is put in by the layout effect above, out of React's children.
            {...(drawing ? {} : { dangerouslySetInnerHTML: markup })}
          />
        </div>
        {tooltip.active && tooltipContent !== null && (
          <SpaceTooltip id={tooltip.id} position={tooltip.active.position}>
            {tooltipContent}
          </SpaceTooltip>
        )}
      </div>
    </div>
  );
}
