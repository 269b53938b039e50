import { Paper } from "@mantine/core";
import { useCallback, useEffect, useId, useState, type FocusEvent, type PointerEvent, type ReactNode, type RefObject } from "react";
import classes from "./PlanMap.module.css";
import { tooltipPosition, type TooltipPosition } from "./tooltipPosition";

interface ActiveSpace {
  spaceId: string;
  element: Element;
  position: TooltipPosition;
}

function spaceElementOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest("[data-space-id]") : null;
}

/**
 * Which space the pointer is over, the keyboard is on or a finger tapped, and where its tooltip goes. The
 * tooltip describes its space (aria-describedby) while shown; Escape, blur and a mouse leaving the space hide it.
 */
export function useSpaceTooltip(frameRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const id = useId();
  const [active, setActive] = useState<ActiveSpace | null>(null);

  const show = useCallback(
    (target: EventTarget | null) => {
      const element = spaceElementOf(target);
      const frame = frameRef.current;
      const spaceId = element?.getAttribute("data-space-id");
      if (!element || !frame || !spaceId) return;
      setActive((current) =>
        current?.element === element
          ? current
          : { spaceId, element, position: tooltipPosition(element.getBoundingClientRect(), frame.getBoundingClientRect()) },
      );
    },
    [frameRef],
  );
  const hide = useCallback(() => setActive(null), []);
  /** Follows the space when the map scrolls under it (a focused space is scrolled into view after it is shown). */
  const reposition = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setActive((current) =>
      current ? { ...current, position: tooltipPosition(current.element.getBoundingClientRect(), frame.getBoundingClientRect()) } : current,
    );
  }, [frameRef]);

  useEffect(() => {
    if (!active) return;
    active.element.setAttribute("aria-describedby", id);
    return () => active.element.removeAttribute("aria-describedby");
  }, [active, id]);

  const handlers = enabled
    ? {
        onPointerOver: (event: PointerEvent<HTMLElement>) => show(event.target),
        onPointerOut: (event: PointerEvent<HTMLElement>) => {
          // A finger lifted off a space it tapped leaves it at once: the card stays until another space is
          // tapped, focus leaves the map or Escape is pressed.
          if (event.pointerType === "touch") return;
          const from = spaceElementOf(event.target);
          // Only the card of the space the pointer leaves: a page scrolled under a resting mouse (a focused
          // space brought into view) must not hide the focused space's card.
          if (from && from !== spaceElementOf(event.relatedTarget)) setActive((current) => (current?.element === from ? null : current));
        },
        onFocus: (event: FocusEvent<HTMLElement>) => show(event.target),
        onBlur: hide,
      }
    : {};

  return { id, active: enabled ? active : null, handlers, show: enabled ? show : () => undefined, hide, reposition };
}

/** The tooltip box; it never takes the pointer, so it cannot hide what it describes. */
export function SpaceTooltip({ id, position, children }: { id: string; position: TooltipPosition; children: ReactNode }) {
  return (
    <Paper
      id={id}
      role="tooltip"
      className={classes.tooltip}
      data-placement={position.placement}
      style={{ top: position.top, left: position.left }}
      shadow="md"
      withBorder
      p="xs"
    >
      {children}
    </Paper>
  );
}
