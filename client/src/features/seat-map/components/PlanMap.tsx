import { ActionIcon, Group, Text } from "@mantine/core";
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SpaceState } from "../spaceState";
import classes from "./PlanMap.module.css";

export interface MapSpace {
  id: string;
  name: string;
  state: SpaceState;
  label: string;
}

export interface PlanMapProps {
  svg: string;
  /** The map's accessible name (the plan's name). */
  label: string;
  styles: string | null | undefined;
  spaces: ReadonlyArray<MapSpace>;
  onActivate: (spaceId: string) => void;
}

const STATES: SpaceState[] = ["free", "partial", "full", "yours"];
const ZOOM_STEPS = [1, 1.5, 2, 3, 4];

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
  state: SpaceState;
}

/** The decorated SVG: its elements by id and what each space element shows, to write only changes. */
interface Decorated {
  root: HTMLElement;
  markup: object;
  byId: Map<string, Element>;
  applied: Map<Element, Applied>;
}

/**
 * The plan's SVG inline, its styles applied under `.plan`. Each space element (id = space name)
 * gets data-space-id, tabindex, role=button, an aria-label and a state class, and is operated by
 * click, Enter and Space. Zoom buttons scale the map inside a scrolling viewport (pan and pinch on
 * touch screens).
 */
export function PlanMap({ svg, label, styles, spaces, onActivate }: PlanMapProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [zoomIndex, setZoomIndex] = useState(0);
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  const markup = useMemo(() => ({ __html: svg }), [svg]);

  const decorated = useRef<Decorated | null>(null);

  // An occupancy change re-renders with a new `spaces` array in which a few spaces differ: the element
  // map is built once per SVG and only attributes whose value changed are written (a 2,000-space map
  // otherwise rewrites some 10,000 attributes and restyles every space on every live update).
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const svgElement = root.querySelector("svg");
    let current = decorated.current;
    if (!current || current.root !== root || current.markup !== markup) {
      if (svgElement) {
        svgElement.removeAttribute("width");
        svgElement.removeAttribute("height");
        // Not an image: its spaces are buttons that assistive technology must reach.
        svgElement.setAttribute("role", "group");
      }
      current = { root, markup, byId: elementsById(root), applied: new Map() };
      decorated.current = current;
    }
    if (svgElement && svgElement.getAttribute("aria-label") !== label) svgElement.setAttribute("aria-label", label);
    const { byId, applied } = current;
    for (const space of spaces) {
      const element = byId.get(space.name);
      if (!element) continue;
      const previous = applied.get(element);
      if (previous && previous.id === space.id && previous.label === space.label && previous.state === space.state) continue;
      if (!previous) {
        element.setAttribute("tabindex", "0");
        element.setAttribute("role", "button");
      }
      if (previous?.id !== space.id) element.setAttribute("data-space-id", space.id);
      if (previous?.label !== space.label) element.setAttribute("aria-label", space.label);
      if (previous?.state !== space.state) {
        element.setAttribute("data-state", space.state);
        if (previous) element.classList.remove(previous.state);
        else element.classList.remove(...STATES.filter((state) => state !== space.state));
        element.classList.add(space.state);
      }
      applied.set(element, { id: space.id, label: space.label, state: space.state });
    }
  }, [spaces, markup, label]);

  const spaceIdOf = (target: EventTarget | null): string | null => {
    const element = target instanceof Element ? target.closest("[data-space-id]") : null;
    return element?.getAttribute("data-space-id") ?? null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = spaceIdOf(event.target);
    if (id) onActivate(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const id = spaceIdOf(event.target);
    if (!id) return;
    event.preventDefault();
    onActivate(id);
  };

  return (
    <div>
      <Group gap="xs" mb="xs" justify="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          {Math.round(zoom * 100)} %
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t("seatMap.zoomOut")}
          disabled={zoomIndex === 0}
          onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
        >
          −
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t("seatMap.zoomIn")}
          disabled={zoomIndex === ZOOM_STEPS.length - 1}
          onClick={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))}
        >
          +
        </ActionIcon>
      </Group>
      <div className={classes.viewport}>
        {styles && <style>{styles}</style>}
        {/* Clicks and keys are delegated from the space elements, which are buttons themselves. */}
        <div
          ref={ref}
          className={`plan ${classes.map} ${zoom > 1 ? classes.zoomed : ""}`}
          style={{ width: `${zoom * 100}%` }}
          onClick={onClick}
          onKeyDown={onKeyDown}
          dangerouslySetInnerHTML={markup}
        />
      </div>
    </div>
  );
}
