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

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const svgElement = root.querySelector("svg");
    if (svgElement) {
      svgElement.removeAttribute("width");
      svgElement.removeAttribute("height");
      // Not an image: its spaces are buttons that assistive technology must reach.
      svgElement.setAttribute("role", "group");
      svgElement.setAttribute("aria-label", label);
    }
    const byId = elementsById(root);
    for (const space of spaces) {
      const element = byId.get(space.name);
      if (!element) continue;
      element.setAttribute("data-space-id", space.id);
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", space.label);
      element.setAttribute("data-state", space.state);
      for (const state of STATES) element.classList.toggle(state, state === space.state);
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
