import { useAdminPlanPriceZonesQuery } from "../../../generated/admin";
import type { PriceZoneOption } from "../components/PriceListEditor";

/** The price zones of a plan (fetched again when the plan changes); none without a plan or while loading. */
export function usePlanPriceZones(planId: string | null | undefined): readonly PriceZoneOption[] {
  const { data } = useAdminPlanPriceZonesQuery({ variables: { id: planId ?? "" }, skip: !planId });
  return data?.plan.priceZones ?? NO_ZONES;
}

const NO_ZONES: readonly PriceZoneOption[] = [];
