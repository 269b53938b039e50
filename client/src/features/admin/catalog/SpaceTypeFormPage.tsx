import { Checkbox } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import {
  CatalogSpaceTypesDocument,
  useCatalogSpaceTypesQuery,
  useCreateSpaceTypeMutation,
  useDeleteSpaceTypeMutation,
  useUpdateSpaceTypeMutation,
  type CatalogSpaceTypeFieldsFragment,
} from "../../../generated/admin";
import { useAppForm } from "../../../shared/form";
import { toast } from "../../../shared/toast/toast";
import type { TabLanguage } from "../components/TranslationTabs";
import { PageLoader } from "../event/components/PageLoader";
import { CatalogFormFrame, CatalogTexts, useBackToList } from "./catalogForm";
import { CatalogNotFound, useCatalogLanguages } from "./catalogShared";
import { toSpaceTypeFormValues, toSpaceTypeInput, validateCatalogTexts, type SpaceTypeFormValues } from "./catalogValues";

const BASE = "/admin/settings/space-types";
const quiet = { context: { skipErrorToast: true }, refetchQueries: [CatalogSpaceTypesDocument] };

/** /admin/settings/space-types/create and /:spaceTypeId. */
export function SpaceTypeFormPage() {
  const { spaceTypeId } = useParams();
  const languages = useCatalogLanguages();
  const { data } = useCatalogSpaceTypesQuery();
  if (!languages || (spaceTypeId && !data)) return <PageLoader />;
  const saved = spaceTypeId ? data?.spaceTypes.find((type) => type.id === spaceTypeId) : null;
  if (saved === undefined) return <CatalogNotFound />;
  return <SpaceTypeEditor key={spaceTypeId ?? "new"} saved={saved} languages={languages} />;
}

function SpaceTypeEditor({ saved, languages }: { saved: CatalogSpaceTypeFieldsFragment | null; languages: readonly TabLanguage[] }) {
  const { t } = useTranslation();
  const back = useBackToList(BASE);
  const [createSpaceType] = useCreateSpaceTypeMutation(quiet);
  const [updateSpaceType] = useUpdateSpaceTypeMutation(quiet);
  const [deleteSpaceType] = useDeleteSpaceTypeMutation(quiet);
  const editor = useAppForm<SpaceTypeFormValues>({
    initialValues: toSpaceTypeFormValues(saved, languages),
    validate: (values) => validateCatalogTexts(values, languages, t),
    onSubmit: async (values) => {
      const input = toSpaceTypeInput(values, languages);
      if (saved) await updateSpaceType({ variables: { id: saved.id, input } });
      else await createSpaceType({ variables: { input } });
      toast.success(t("admin.saved"));
      await back();
    },
  });
  const { form } = editor;
  return (
    <CatalogFormFrame
      title={saved ? t("catalogAdmin.spaceTypes.edit", { name: saved.name }) : t("catalogAdmin.spaceTypes.create")}
      editor={editor}
      basePath={BASE}
      onDelete={saved ? () => deleteSpaceType({ variables: { id: saved.id } }) : undefined}
      deleteTitle={t("catalogAdmin.spaceTypes.deleteTitle")}
      deleteText={t("catalogAdmin.spaceTypes.deleteText")}
    >
      <CatalogTexts form={form} languages={languages} />
      <Checkbox
        label={t("catalogAdmin.spaceTypes.accessibleLabel")}
        description={t("catalogAdmin.spaceTypes.accessibleHelp")}
        {...form.getInputProps("accessible", { type: "checkbox" })}
      />
    </CatalogFormFrame>
  );
}
