import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSavePlanSpacesMutation, type SpaceChangesInput } from "../../../../generated/graphql";
import { formErrorsOf } from "../../../../shared/errors/fieldErrors";
import { toast } from "../../../../shared/toast/toast";
import { quiet, reportFailure, type EditedPlan } from "../planShared";

/**
 * Space changes saved over the plan's version: failures are told in toasts and kept as a message (the
 * server's field messages joined), a CONFLICT sets `outdated` for the OutdatedNotice.
 */
export function usePlanSpacesSave(plan: EditedPlan, reload: () => Promise<EditedPlan | null>) {
  const { t, i18n } = useTranslation();
  const [savePlanSpaces, { loading }] = useSavePlanSpacesMutation(quiet);
  const [outdated, setOutdated] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const save = async (changes: Partial<SpaceChangesInput>, done = t("admin.saved")): Promise<boolean> => {
    setMessage(null);
    try {
      await savePlanSpaces({ variables: { planId: plan.id, version: plan.updatedAt, changes: { save: [], delete: [], ...changes } } });
      toast.success(done);
      return true;
    } catch (failure) {
      if (reportFailure(failure, i18n, t("planEditor.notSaved"))) setOutdated(true);
      const { fields, general } = formErrorsOf(failure);
      setMessage([general, ...Object.entries(fields).map(([field, text]) => `${field}: ${text}`)].filter(Boolean).join("\n"));
      return false;
    }
  };

  const reloadSaved = async () => {
    await reload();
    setOutdated(false);
    setMessage(null);
  };

  return { save, saving: loading, outdated, message, reloadSaved };
}
