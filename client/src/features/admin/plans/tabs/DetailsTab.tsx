import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { AdminPlansDocument, useDeletePlanMutation, useUpdatePlanMutation } from "../../../../generated/admin";
import { ErrorCode, hasErrorCode } from "../../../../shared/errors/errorCodes";
import { AppForm, useAppForm } from "../../../../shared/form";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { ConfirmDeleteButton } from "../../components/ConfirmDeleteButton";
import { showFailureToast } from "../../components/failureToast";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import { toTranslationFields } from "../../components/translations";
import type { PlanTabProps } from "../PlanEditorPage";
import { PlanTextsFields, validatePlanTexts, type PlanTextsValues } from "../PlanTextsFields";
import { planInput, plansPath, quiet, type EditedPlan } from "../planShared";

const textsOf = (plan: EditedPlan, languages: PlanTabProps["languages"]): PlanTextsValues => ({
  names: toTranslationFields(plan.names, languages),
  descriptions: toTranslationFields(plan.descriptions, languages),
});

/** The plan's name and description per language; delete (refused while events or occasions use it). */
export function DetailsTab({ plan, languages, reload }: PlanTabProps) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outdated, setOutdated] = useState(false);
  const [updatePlan] = useUpdatePlanMutation({ ...quiet, refetchQueries: [{ query: AdminPlansDocument }] });
  const [deletePlan] = useDeletePlanMutation(quiet);

  const editor = useAppForm<PlanTextsValues>({
    initialValues: textsOf(plan, languages),
    validate: (values) => validatePlanTexts(values, languages, t),
    onSubmit: async (values) => {
      try {
        await updatePlan({ variables: { id: plan.id, version: plan.updatedAt, input: planInput(plan, values, languages) } });
      } catch (failure) {
        if (hasErrorCode(failure, ErrorCode.Conflict)) setOutdated(true);
        throw failure;
      }
      toast.success(t("admin.saved"));
      // The plan's breadcrumb comes from its loader.
      await revalidator.revalidate();
    },
  });

  const reloadSaved = async () => {
    const saved = await reload();
    if (!saved) return;
    editor.load(textsOf(saved, languages));
    setOutdated(false);
  };

  const remove = async () => {
    try {
      await deletePlan({ variables: { id: plan.id }, refetchQueries: [{ query: AdminPlansDocument }], awaitRefetchQueries: true });
    } catch (failure) {
      showFailureToast(failure, i18n, t("planEditor.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
    editor.allowLeaving();
    await navigate(localizedPath(lng, plansPath()));
  };

  return (
    <>
      <AppForm form={editor} label={t("planEditor.tabs.details")} maw={640}>
        {outdated && <OutdatedNotice onReload={reloadSaved} />}
        <PlanTextsFields form={editor.form} languages={languages} />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      <Group mt="xl">
        <ConfirmDeleteButton title={t("planEditor.deleteTitle")} text={t("planEditor.deleteText")} onConfirm={remove} />
      </Group>
    </>
  );
}
