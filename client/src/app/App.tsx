import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/AppProviders";
import { createAppRouter } from "./routing/router";
import type { AppServices } from "./services";

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
