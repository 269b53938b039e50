import type { EntityManager } from "typeorm";

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
