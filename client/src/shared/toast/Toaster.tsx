import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "./dismissTimer";

/** At most three visible, the rest queued (SPEC section 9). */
export const TOAST_LIMIT = 3;
/** Mantine has one transition duration; the spec's enter time (exit is 195 ms). */
const TRANSITION_MS = 225;

/** The toast container: top centre up to the md breakpoint range (below lg), else top right. */
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
    />
  );
}
