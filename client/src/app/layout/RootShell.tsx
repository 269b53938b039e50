import { useLayoutEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { bootMapOccasion, isBootMapPath, releaseBootPage } from "../../shared/plan/bootMap";
import { usePendingCount } from "../../shared/loading/pendingStore";
import { useLoadingPhase } from "../../shared/loading/useLoadingPhase";
import { GlobalLoadingIndicator } from "../../shared/ui/GlobalLoadingIndicator";

/** The root route's element: the global loading indicator over everything else. */
export function RootShell() {
  const navigation = useNavigation();
  const pendingOperations = usePendingCount();
  const phase = useLoadingPhase(navigation.state !== "idle" || pendingOperations > 0);
  const { pathname } = useLocation();
  // The map the server drew for a seat map's URL gives way to any other page (a redirect, say); on its own page
  // the seat map page removes it once its own map is drawn.
  useLayoutEffect(() => {
    const occasionId = bootMapOccasion();
    if (occasionId && !isBootMapPath(pathname, occasionId)) releaseBootPage();
  }, [pathname]);
  return (
    <>
      <GlobalLoadingIndicator phase={phase} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
