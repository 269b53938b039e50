import { Button, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguagesQuery } from "../../../generated/graphql";
import { AdminPlansDocument, useCreatePlanMutation } from "../../../generated/admin";
import { AppForm, useAppForm } from "../../../shared/form";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { PageLoader } from "../event/components/PageLoader";
import { toTranslationFields, toTranslationInputs } from "../components/translations";
import { PlanTextsFields, validatePlanTexts, type PlanTextsValues } from "./PlanTextsFields";
import { plansPath, quiet } from "./planShared";

/** /admin/settings/plans/create: the new plan's name and description, then on to its map. */
export function PlanCreatePage() {
  const { data } = useLanguagesQuery({ context: { withoutLanguage: true } });
  if (!data) return <PageLoader />;
  return <PlanCreateForm languages={data.languages} />;
}

function PlanCreateForm({ languages }: { languages: ReadonlyArray<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const [createPlan] = useCreatePlanMutation({ ...quiet, refetchQueries: [{ query: AdminPlansDocument }] });
  const editor = useAppForm<PlanTextsValues>({
    initialValues: { names: toTranslationFields([], languages), descriptions: toTranslationFields([], languages) },
    validate: (values) => validatePlanTexts(values, languages, t),
    onSubmit: async (values) => {
      const result = await createPlan({
        variables: {
          input: { names: toTranslationInputs(values.names, languages), descriptions: toTranslationInputs(values.descriptions, languages) },
        },
      });
      toast.success(t("admin.saved"));
      editor.allowLeaving();
      await navigate(localizedPath(lng, plansPath(result.data!.createPlan.plan.id, "map")));
    },
  });
  return (
    <>
      <Title order={2} mb="md">
        {t("planEditor.createTitle")}
      </Title>
      <AppForm form={editor} label={t("planEditor.createTitle")} maw={640}>
        <PlanTextsFields form={editor.form} languages={languages} />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("planEditor.create")}
          </Button>
        </Group>
      </AppForm>
    </>
  );
}
