import type { EntityManager } from "typeorm";

/**
 * What an edit of a plan changes on the occasions that use it (DESIGN section 3: a plan's edits reach its future
 * occasions). The occasion module owns those rows and stands above plans, so plans reach them only through this
 * port: occasion/occasion-inventory.ts implements it (`occasionInventory`) and app/services.ts hands it in.
 */
export interface OccasionInventoryPort {
  /** New spaces of the plan go on sale, free, on its occasions that have not ended (`now`). */
  addSpaces(manager: EntityManager, planId: string, spaceIds: string[], now: Date): Promise<void>;
  /** Spaces' new capacities on the occasions that have not ended; the caller has checked none holds more. */
  resizeSpaces(manager: EntityManager, sizes: Array<{ spaceId: string; maxTickets: number }>, now: Date): Promise<void>;
  /** Spaces no ticket points at leave every occasion's inventory. */
  removeSpaces(manager: EntityManager, spaceIds: string[]): Promise<void>;
}
