import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSavePlanSpacesMutation, type SpaceChangesInput } from "../../../../generated/admin";
import { formErrorsOf } from "../../../../shared/errors/fieldErrors";
import { toast } from "../../../../shared/toast/toast";
import { quiet, reportFailure, type EditedPlan } from "../planShared";

/** The space a server field error is about ('save.1.name' is the second saved space), by its name. */
export function spaceOfField(field: string, changes: SpaceChangesInput, plan: Pick<EditedPlan, "spaces">): string {
  const saved = /^save\.(\d+)/.exec(field);
  if (saved) return (Array.isArray(changes.save) ? changes.save : [changes.save])[Number(saved[1])]?.name ?? field;
  const deleted = /^delete\.(\d+)/.exec(field);
  if (deleted) {
    const ids = Array.isArray(changes.delete) ? changes.delete : [changes.delete];
    return plan.spaces.find((space) => space.id === ids[Number(deleted[1])])?.name ?? field;
  }
  return field;
}

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
    const all: SpaceChangesInput = { save: [], delete: [], ...changes };
    try {
      await savePlanSpaces({ variables: { planId: plan.id, version: plan.updatedAt, changes: all } });
      toast.success(done);
      return true;
    } catch (failure) {
      if (reportFailure(failure, i18n, t("planEditor.notSaved"))) setOutdated(true);
      const { fields, general } = formErrorsOf(failure);
      setMessage(
        [general, ...Object.entries(fields).map(([field, text]) => `${spaceOfField(field, all, plan)}: ${text}`)]
          .filter(Boolean)
          .join("\n"),
      );
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
