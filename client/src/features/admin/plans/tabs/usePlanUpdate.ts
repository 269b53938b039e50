import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdatePlanMutation, type PlanInput } from "../../../../generated/admin";
import { ErrorCode, hasErrorCode } from "../../../../shared/errors/errorCodes";
import { toast } from "../../../../shared/toast/toast";
import { planInput, quiet, type EditedPlan } from "../planShared";

/** updatePlan with some fields changed (the rest as saved), over the plan's version; what the CSS lost comes back. */
export function usePlanUpdate(plan: EditedPlan) {
  const { t } = useTranslation();
  const [updatePlan] = useUpdatePlanMutation(quiet);
  const [outdated, setOutdated] = useState(false);
  const [stylesRemoved, setStylesRemoved] = useState<string[] | null>(null);
  const update = async (changes: Partial<Omit<PlanInput, "names" | "descriptions">>) => {
    try {
      const result = await updatePlan({ variables: { id: plan.id, version: plan.updatedAt, input: planInput(plan, changes) } });
      setStylesRemoved(result.data?.updatePlan.stylesRemoved ?? []);
      toast.success(t("admin.saved"));
    } catch (failure) {
      if (hasErrorCode(failure, ErrorCode.Conflict)) setOutdated(true);
      throw failure;
    }
  };
  return { update, outdated, setOutdated, stylesRemoved };
}
