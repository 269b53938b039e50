import { createContext, useContext } from "react";
import type { AppServices } from "../services";

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services (Apollo client, preloader, i18n, language session) for components that need them. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error("useAppServices outside AppProviders");
  return services;
}
