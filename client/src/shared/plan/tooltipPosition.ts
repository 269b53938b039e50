/** Where the tooltip sits in the map's frame: below the space, or above it near the frame's bottom. */
export interface TooltipPosition {
  top: number;
  left: number;
  placement: "below" | "above";
}

const GAP = 6;
/** Room a tooltip needs below a space before it is placed above instead. */
const ROOM_BELOW = 96;
/** Half the tooltip's largest width: its centre stays this far from the frame's sides. */
const HALF_WIDTH = 140;

/** The tooltip's place for a space's box, both in viewport coordinates. */
export function tooltipPosition(space: DOMRect, frame: DOMRect): TooltipPosition {
  const centre = space.left + space.width / 2 - frame.left;
  const left = Math.min(Math.max(centre, Math.min(HALF_WIDTH, frame.width / 2)), Math.max(frame.width - HALF_WIDTH, frame.width / 2));
  const below = space.bottom - frame.top + GAP;
  if (below + ROOM_BELOW > frame.height && space.top - frame.top > ROOM_BELOW) {
    return { top: space.top - frame.top - GAP, left, placement: "above" };
  }
  return { top: below, left, placement: "below" };
}
