import { HOLDBACK_HOURS_MAX } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import { logger } from "../../common/logger.js";
import { queryRows } from "../../db/query-rows.js";

/** Whether `hours` is a holdback an administrator may set (null: none): whole hours, at most 30 days before the start. */
export function validHoldbackHours(hours: number | null | undefined): boolean {
  return hours === null || hours === undefined || (Number.isInteger(hours) && hours >= 1 && hours <= HOLDBACK_HOURS_MAX);
}

/**
 * Until when an occasion's wheelchair places and their companion seats are held back from general sale (issue
 * 20): `hours` before its start, unless it has none or its places were released; null then.
 */
export function accessibleHeldUntil(occasion: {
  startTime: Date;
  accessibleHoldbackHours: number | null;
  accessibleReleasedAt: Date | null;
}): Date | null {
  if (occasion.accessibleHoldbackHours === null || occasion.accessibleReleasedAt) return null;
  return new Date(occasion.startTime.getTime() - occasion.accessibleHoldbackHours * 3_600_000);
}

/**
 * How a place of a held-back occasion may be held: a wheelchair place by a buyer who says they need it, a
 * companion seat only in a draft that holds its wheelchair place.
 */
export type HeldBackPlace = { kind: "place" } | { kind: "companion"; placeId: string };

/** The held-back places of a plan: its wheelchair places and the companion seats linked to them. */
export function heldBackPlaces(
  spaces: ReadonlyArray<{ id: string; accessible: boolean; companionOfId: string | null }>,
): Map<string, HeldBackPlace> {
  const places = new Set(spaces.filter((space) => space.accessible).map((space) => space.id));
  const result = new Map<string, HeldBackPlace>();
  for (const id of places) result.set(id, { kind: "place" });
  for (const space of spaces) {
    // A companion of a place that is itself accessible stays a place; a link to an ordinary seat holds nothing back.
    if (space.companionOfId && places.has(space.companionOfId) && !places.has(space.id))
      result.set(space.id, { kind: "companion", placeId: space.companionOfId });
  }
  return result;
}

/**
 * Saves an occasion's holdback after its start time (`hours` undefined keeps the one it has). A holdback whose
 * time is still to come holds the places back again, even if they were released under an earlier setting; one
 * whose time has passed keeps its release (or gets it from the next run of the release job).
 */
export async function saveHoldback(manager: EntityManager, occasionId: string, hours: number | null | undefined, now: Date): Promise<void> {
  await manager.query(
    `UPDATE occasions SET accessible_holdback_hours = CASE WHEN $3 THEN $2::int ELSE accessible_holdback_hours END WHERE id = $1`,
    [occasionId, hours ?? null, hours !== undefined],
  );
  await manager.query(
    `UPDATE occasions SET accessible_released_at = NULL
      WHERE id = $1 AND accessible_released_at IS NOT NULL
        AND (accessible_holdback_hours IS NULL OR start_time - make_interval(hours => accessible_holdback_hours) > $2)`,
    [occasionId, now],
  );
}

/** Reads a plan's held-back places (for the sale info of an occasion that holds them back). */
export async function loadHeldBackPlaces(manager: EntityManager, planId: string): Promise<Map<string, HeldBackPlace>> {
  const rows = await queryRows<{ id: string; accessible: boolean; companionOfId: string | null }>(
    manager,
    `SELECT s.id, COALESCE(st.accessible, false) AS accessible, s.companion_of_id AS "companionOfId"
       FROM spaces s LEFT JOIN space_types st ON st.id = s.space_type_id
      WHERE s.plan_id = $1 AND (st.accessible OR s.companion_of_id IS NOT NULL)`,
    [planId],
  );
  return heldBackPlaces(rows);
}

/**
 * Releases the held-back accessible places of every occasion whose holdback time has come (issue 20). Runs in
 * every process; each occasion is released once across all of them: the single UPDATE marks it only while it
 * is unmarked, and a concurrent caller blocked on the same row finds it marked when it gets the row and skips
 * it. Answers the occasions this caller released (the winner tells the live map and logs).
 */
export async function releaseAccessibleHoldbacks(
  dataSource: DataSource,
  now: Date,
  onReleased: (occasionId: string) => void,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    dataSource,
    `UPDATE occasions SET accessible_released_at = $1
      WHERE accessible_holdback_hours IS NOT NULL AND accessible_released_at IS NULL
        AND start_time - make_interval(hours => accessible_holdback_hours) <= $1
      RETURNING id`,
    [now],
  );
  for (const { id } of rows) {
    logger.info("accessible places released to general sale", { occasionId: id });
    onReleased(id);
  }
  return rows.map((row) => row.id);
}
