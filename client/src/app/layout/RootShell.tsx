import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { usePendingCount } from "../../shared/loading/pendingStore";
import { useLoadingPhase } from "../../shared/loading/useLoadingPhase";
import { GlobalLoadingIndicator } from "../../shared/ui/GlobalLoadingIndicator";

/** The root route's element: the global loading indicator over everything else. */
export function RootShell() {
  const navigation = useNavigation();
  const pendingOperations = usePendingCount();
  const phase = useLoadingPhase(navigation.state !== "idle" || pendingOperations > 0);
  return (
    <>
      <GlobalLoadingIndicator phase={phase} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
