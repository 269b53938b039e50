import type { EntityManager } from "typeorm";
import type { OccasionInventoryPort } from "../plan/occasion-inventory-port.js";

/**
 * Copies the plan's spaces into the occasion's inventory rows (capacity per occasion, DESIGN section 3).
 * Called in the transaction that creates the occasion.
 */
export async function copyPlanInventory(manager: EntityManager, occasionId: string, planId: string): Promise<number> {
  const result: [unknown[], number] = await manager.query(
    `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets, held)
     SELECT $1, id, max_tickets, 0 FROM spaces WHERE plan_id = $2
     ON CONFLICT DO NOTHING`,
    [occasionId, planId],
  );
  return result[1];
}

/**
 * Gives an occasion another plan's places: only while no ticket points at its current ones (the occasion
 * admin checks), so every counter it drops is at zero.
 */
export async function replacePlanInventory(manager: EntityManager, occasionId: string, planId: string): Promise<number> {
  await manager.query(`DELETE FROM occasion_spaces WHERE occasion_id = $1 AND held = 0`, [occasionId]);
  return copyPlanInventory(manager, occasionId, planId);
}

/**
 * New spaces of a plan go on sale, free, on the plan's occasions that have not ended (`now`); ended ones keep
 * the places they were sold with.
 */
export async function addSpacesToOccasions(manager: EntityManager, planId: string, spaceIds: string[], now: Date): Promise<void> {
  if (spaceIds.length === 0) return;
  await manager.query(
    `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets, held)
     SELECT o.id, s.id, s.max_tickets, 0 FROM occasions o CROSS JOIN spaces s
      WHERE o.plan_id = $1 AND COALESCE(o.end_time, o.start_time) > $2 AND s.id = ANY($3::uuid[])
     ON CONFLICT DO NOTHING`,
    [planId, now, spaceIds],
  );
}

/**
 * A space's new capacity on the occasions that have not ended. The caller has checked that none holds more;
 * the table's CHECK (held <= max_tickets) refuses it anyway if a hold raced in.
 */
export async function resizeSpaces(
  manager: EntityManager,
  sizes: Array<{ spaceId: string; maxTickets: number }>,
  now: Date,
): Promise<void> {
  if (sizes.length === 0) return;
  await manager.query(
    `UPDATE occasion_spaces os SET max_tickets = x.max FROM unnest($1::uuid[], $2::int[]) AS x(id, max), occasions o
      WHERE os.space_id = x.id AND o.id = os.occasion_id AND COALESCE(o.end_time, o.start_time) > $3`,
    [sizes.map((size) => size.spaceId), sizes.map((size) => size.maxTickets), now],
  );
}

/** Removes spaces no ticket points at from every occasion's inventory (their counters are all zero). */
export async function removeSpacesFromOccasions(manager: EntityManager, spaceIds: string[]): Promise<void> {
  if (spaceIds.length === 0) return;
  await manager.query(`DELETE FROM occasion_spaces WHERE space_id = ANY($1::uuid[]) AND held = 0`, [spaceIds]);
}

/** The occasions' side of plan edits (plan/occasion-inventory-port.ts), handed to the plan admin by app/services.ts. */
export const occasionInventory: OccasionInventoryPort = {
  addSpaces: addSpacesToOccasions,
  resizeSpaces,
  removeSpaces: removeSpacesFromOccasions,
};
