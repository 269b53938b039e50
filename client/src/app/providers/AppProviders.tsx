import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AppLinkContext } from "../../shared/ui/appLink";
import { Toaster } from "../../shared/toast/Toaster";
import type { AppServices } from "../services";
import { AppThemeProvider } from "../theme/AppThemeProvider";
import { TranslationProvider } from "./TranslationProvider";
import { AppServicesContext } from "./useAppServices";

/** Apollo, i18n, Mantine (theme from settings), the toast container and the router's links. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <AppServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <TranslationProvider i18n={services.i18n}>
          <AppThemeProvider>
            <Toaster />
            {/* The visitor components shared with the server-rendered pages link through the router here. */}
            <AppLinkContext.Provider value={Link}>{children}</AppLinkContext.Provider>
          </AppThemeProvider>
        </TranslationProvider>
      </ApolloProvider>
    </AppServicesContext.Provider>
  );
}
