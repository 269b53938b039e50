import { createBrowserRouter } from "react-router";
import type { AppServices } from "../services";
import { createRoutes } from "./routes";

export function createAppRouter(services: AppServices) {
  return createBrowserRouter(createRoutes(services));
}
