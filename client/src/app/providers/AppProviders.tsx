import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Toaster } from "../../shared/toast/Toaster";
import type { AppServices } from "../services";
import { AppThemeProvider } from "../theme/AppThemeProvider";
import { TranslationProvider } from "./TranslationProvider";
import { AppServicesContext } from "./useAppServices";

/** Apollo, i18n, Mantine (theme from settings) and the toast container. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <AppServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <TranslationProvider i18n={services.i18n}>
          <AppThemeProvider>
            <Toaster />
            {children}
          </AppThemeProvider>
        </TranslationProvider>
      </ApolloProvider>
    </AppServicesContext.Provider>
  );
}
