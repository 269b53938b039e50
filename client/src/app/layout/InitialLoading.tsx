import { useLoadingPhase } from "../../shared/loading/useLoadingPhase";
import { GlobalLoadingIndicator } from "../../shared/ui/GlobalLoadingIndicator";

/** Shown while the first route data loads (the router's HydrateFallback). */
export function InitialLoading() {
  const phase = useLoadingPhase(true);
  return <GlobalLoadingIndicator phase={phase} />;
}
