import { ActionIcon, Group, Text } from "@mantine/core";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { CHART_INDEX } from "./chartMarkup";
import { elementsInside, innermost, rectanglePolygon, type Box, type Point } from "./geometry";
import classes from "./placesMap.module.css";

export type PickMode = "click" | "box" | "lasso";

export interface PlacesMapProps {
  /** The chart's text with every element's index (indexedMarkup). */
  markup: string;
  /** The plan's saved CSS (scoped under `.plan` by the server), as every other map of the plan applies it. */
  styles?: string | null;
  boxes: ReadonlyArray<Box | null>;
  /** The candidate elements, ascending. */
  candidates: readonly number[];
  /** An element's parent's index (null for the root). */
  parentOf: (element: number) => number | null;
  selected: ReadonlySet<number>;
  /** What the rule being written matches. */
  preview: ReadonlySet<number>;
  /** Places with a blocking problem. */
  problems: ReadonlySet<number>;
  mode: PickMode;
  /** A click on a candidate: it is a place now, or no longer. */
  onToggle: (element: number) => void;
  /** A box or lasso drawn: the candidates inside it are added, or removed with Shift. */
  onPick: (elements: number[], remove: boolean) => void;
  /** The element to scroll to and flash (a new object each time). */
  located: { element: number } | null;
  label: string;
}

const ZOOMS = [1, 2, 4, 8, 16];
/** Screen pixels between two lasso points. */
const LASSO_STEP = 4;
const SVG_NS = "http://www.w3.org/2000/svg";

interface Drag {
  pointerId: number;
  start: Point;
  points: Point[];
  lastScreen: { x: number; y: number };
  shape: SVGPolygonElement;
  toUser: DOMMatrix;
}

/** Writes a highlight class on the elements that gained it and takes it off those that lost it. */
function highlight(byIndex: Map<number, Element>, applied: Map<string, ReadonlySet<number>>, className: string, next: ReadonlySet<number>) {
  const previous = applied.get(className) ?? new Set<number>();
  if (previous === next) return;
  for (const index of previous) if (!next.has(index)) byIndex.get(index)?.classList.remove(className);
  for (const index of next) if (!previous.has(index)) byIndex.get(index)?.classList.add(className);
  applied.set(className, next);
}

/**
 * The chart inline, for picking places with the mouse or a finger: click toggles the innermost candidate, a box
 * or a lasso adds every candidate whose box centre lies inside. Highlights are classes toggled on the elements
 * that changed (a 20,000-place chart is never rendered as React elements).
 */
export function PlacesMap({
  markup,
  styles,
  boxes,
  candidates,
  parentOf,
  selected,
  preview,
  problems,
  mode,
  onToggle,
  onPick,
  located,
  label,
}: PlacesMapProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const html = useMemo(() => ({ __html: markup }), [markup]);
  const candidateSet = useMemo(() => new Set(candidates), [candidates]);
  const byIndex = useRef(new Map<number, Element>());
  const applied = useRef(new Map<string, ReadonlySet<number>>());
  const drag = useRef<Drag | null>(null);
  const [zoom, setZoom] = useState(1);

  // Once per chart: the elements by index, candidates marked, the highlights written afresh.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const svg = root.querySelector("svg");
    svg?.removeAttribute("width");
    svg?.removeAttribute("height");
    const map = new Map<number, Element>();
    for (const element of root.querySelectorAll(`[${CHART_INDEX}]`)) map.set(Number(element.getAttribute(CHART_INDEX)), element);
    for (const index of candidates) map.get(index)?.classList.add(classes.candidate!);
    byIndex.current = map;
    applied.current = new Map();
  }, [html, candidates]);
  useLayoutEffect(() => {
    const svg = ref.current?.querySelector("svg");
    svg?.setAttribute("role", "img");
    svg?.setAttribute("aria-label", label);
  }, [html, label]);

  // After the effect above (a new chart clears what was applied), so every highlight is written again on it.
  useLayoutEffect(() => highlight(byIndex.current, applied.current, classes.selected!, selected), [html, candidates, selected]);
  useLayoutEffect(() => highlight(byIndex.current, applied.current, classes.preview!, preview), [html, candidates, preview]);
  useLayoutEffect(() => highlight(byIndex.current, applied.current, classes.problem!, problems), [html, candidates, problems]);

  useEffect(() => {
    const element = located && byIndex.current.get(located.element);
    if (!element) return;
    element.scrollIntoView?.({ block: "center", inline: "center", behavior: "smooth" });
    element.classList.add(classes.flash!);
    const timer = setTimeout(() => element.classList.remove(classes.flash!), 1800);
    return () => {
      clearTimeout(timer);
      element.classList.remove(classes.flash!);
    };
  }, [located]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (mode !== "click" || !(event.target instanceof Element)) return;
    // A label is never a place, nor does it pick the group it lies in (its clicks normally pass through it).
    if (event.target.closest("text")) return;
    for (let at = event.target.closest(`[${CHART_INDEX}]`); at; at = at.parentElement?.closest(`[${CHART_INDEX}]`) ?? null) {
      const index = Number(at.getAttribute(CHART_INDEX));
      if (candidateSet.has(index)) {
        onToggle(index);
        return;
      }
    }
  };

  const userPoint = (toUser: DOMMatrix, event: PointerEvent) => {
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(toUser);
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (mode === "click" || event.button !== 0) return;
    const svg = ref.current?.querySelector("svg");
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const toUser = matrix.inverse();
    const start = userPoint(toUser, event);
    const shape = document.createElementNS(SVG_NS, "polygon");
    shape.setAttribute("class", classes.drawn!);
    svg.appendChild(shape);
    drag.current = {
      pointerId: event.pointerId,
      start,
      points: [start],
      lastScreen: { x: event.clientX, y: event.clientY },
      shape,
      toUser,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = userPoint(current.toUser, event);
    if (mode === "box") current.points = rectanglePolygon(current.start, point);
    else if (Math.hypot(event.clientX - current.lastScreen.x, event.clientY - current.lastScreen.y) >= LASSO_STEP) {
      current.points.push(point);
      current.lastScreen = { x: event.clientX, y: event.clientY };
    } else return;
    current.shape.setAttribute("points", current.points.map(({ x, y }) => `${x},${y}`).join(" "));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, pick: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    current.shape.remove();
    if (!pick) return;
    if (mode === "box") current.points = rectanglePolygon(current.start, userPoint(current.toUser, event));
    const inside = innermost(elementsInside(current.points, candidates, boxes), parentOf);
    if (inside.length > 0) onPick(inside, event.shiftKey);
  };

  return (
    <div>
      <Group gap="xs" mb="xs" justify="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          {zoom * 100} %
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t("seatMap.zoomOut")}
          disabled={zoom <= 1}
          onClick={() => setZoom(ZOOMS[ZOOMS.indexOf(zoom) - 1] ?? 1)}
        >
          −
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t("seatMap.zoomIn")}
          disabled={zoom >= ZOOMS[ZOOMS.length - 1]!}
          onClick={() => setZoom(ZOOMS[ZOOMS.indexOf(zoom) + 1] ?? zoom)}
        >
          +
        </ActionIcon>
      </Group>
      {/* Focusable so that keyboard users can scroll a chart taller than its frame. */}
      <div className={classes.viewport} role="region" aria-label={label} tabIndex={0}>
        {/* A drawing whose own <style> the sanitizer removed is coloured by the CSS pasted into the Styles tab. */}
        {styles && <style data-plan-styles="">{styles}</style>}
        {/* Picking on the map is a pointer convenience; rules and the table do everything by keyboard. */}
        <div
          ref={ref}
          className={`plan ${classes.chart}`}
          data-mode={mode}
          data-testid="places-map"
          style={{ width: `${zoom * 100}%` }}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, true)}
          onPointerCancel={(event) => endDrag(event, false)}
          dangerouslySetInnerHTML={html}
        />
      </div>
    </div>
  );
}
