import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import type { CSSProperties } from "react";
import { TOP_BAR_HEIGHT } from "../ui/layoutMetrics";
import { TOAST_AUTO_CLOSE_MS } from "./dismissTimer";
import classes from "./Toaster.module.css";

/** At most three visible, the rest queued (SPEC section 9). */
export const TOAST_LIMIT = 3;
/** Mantine has one transition duration; the spec's enter time (exit is 195 ms). */
const TRANSITION_MS = 225;

/** The toast container: top centre up to the md breakpoint range (below lg), else top right; below the top bar either way. */
export function Toaster() {
  const theme = useMantineTheme();
  const mdOrSmaller = useMediaQuery(`(max-width: calc(${theme.breakpoints.lg} - 0.0625em))`, false);
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      position={mdOrSmaller ? "top-center" : "top-right"}
      transitionDuration={TRANSITION_MS}
      containerWidth={440}
      zIndex={1100}
      classNames={{ root: classes.root }}
      style={{ "--app-top-bar-height": `${TOP_BAR_HEIGHT}px` } as CSSProperties}
    />
  );
}
