import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { createOccasionAdminLoader, createOccasionBranchLoader, occasionBranchHandle } from "./occasionAdminLoader";

/**
 * events/:eventId/occasions/:occasionId itself: the occasion's breadcrumb (its name or start) for every
 * page under it. Each page checks its own permission.
 */
export function occasionBranch(services: AppServices): Pick<RouteObject, "loader" | "handle"> {
  return { loader: createOccasionBranchLoader(services), handle: occasionBranchHandle };
}

/** The occasion's index (administer_events): tickets, the live admin map, house seats and box-office sales. */
export function occasionIndexRoute(services: AppServices): RouteObject {
  return {
    index: true,
    loader: createOccasionAdminLoader(services),
    // Loaded on first use, like every admin screen (see adminRoutes).
    lazy: { Component: async () => (await import("./OccasionAdminPage")).OccasionAdminPage },
  };
}
