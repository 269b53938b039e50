import { useEffect, useRef } from "react";
import { useBlocker, type Blocker } from "react-router";

/**
 * Holds back leaving a form with unsaved changes: in-app navigation through the router's blocker (the
 * caller shows UnsavedChangesDialog while it is blocked), closing or reloading the tab through the
 * browser's own beforeunload prompt. `hasChanges` is read at the moment of leaving, so a save that
 * navigates right away is not asked about.
 */
export function useUnsavedChangesWarning(hasChanges: () => boolean): Blocker {
  const check = useRef(hasChanges);
  check.current = hasChanges;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && check.current());

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return blocker;
}
