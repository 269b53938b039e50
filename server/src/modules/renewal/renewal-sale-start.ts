import type { EntityManager } from "typeorm";
import { validationFailed } from "../../common/errors.js";
import { queryRows } from "../../db/query-rows.js";
import type { BookingLifecycle } from "../booking/process/lifecycle.js";

/**
 * Keeps unfinished renewals' holds on their occasion's public sale start when an administrator moves it
 * (they lapse at it, or at their own later deadline); an occasion with unfinished renewals cannot lose its
 * sale start (they would have no deadline). Called in the occasion save's transaction.
 */
export async function followSaleStart(
  lifecycle: BookingLifecycle,
  manager: EntityManager,
  occasionId: string,
  saleStart: Date | null,
  now: Date,
): Promise<void> {
  const pending = await queryRows(
    manager,
    `SELECT 1 FROM bookings WHERE occasion_id = $1 AND renewal_token IS NOT NULL AND status IN ('renewable', 'payment') LIMIT 1`,
    [occasionId],
  );
  if (pending.length === 0) return;
  if (!saleStart) throw validationFailed({ bookableStartTime: "validation.renewalsNeedSaleStart" });
  await lifecycle.followRenewalSaleStart(manager, occasionId, saleStart, now);
}
