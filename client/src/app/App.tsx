import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/AppProviders";
import { createAppRouter } from "./routing/router";
import type { AppServices } from "./services";

/** The application; `router` when made already (main.tsx makes it first, so the route's data loads at once). */
export function App({ services, router: made }: { services: AppServices; router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => made ?? createAppRouter(services));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
