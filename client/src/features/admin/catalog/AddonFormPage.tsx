import { Checkbox, MultiSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import {
  CatalogAddonsDocument,
  useCatalogAddonsQuery,
  useCatalogEventChoicesQuery,
  useCreateAddonMutation,
  useDeleteAddonMutation,
  useUpdateAddonMutation,
  type CatalogAddonFieldsFragment,
} from "../../../generated/admin";
import { useAppForm } from "../../../shared/form";
import { useLng } from "../../../shared/hooks/useLng";
import { toast } from "../../../shared/toast/toast";
import type { TabLanguage } from "../components/TranslationTabs";
import { PageLoader } from "../event/components/PageLoader";
import { CatalogFormFrame, CatalogTexts, pricedRules, PricedFields, useBackToList, useVatConfirmation } from "./catalogForm";
import { CatalogNotFound, useCatalogLanguages } from "./catalogShared";
import { toAddonFormValues, toAddonInput, validateAddonForm, type AddonFormValues } from "./catalogValues";

const BASE = "/admin/settings/addons";
const quiet = { context: { skipErrorToast: true }, refetchQueries: [CatalogAddonsDocument] };

/** /admin/settings/addons/create and /:addonId. */
export function AddonFormPage() {
  const { addonId } = useParams();
  const languages = useCatalogLanguages();
  const { data } = useCatalogAddonsQuery();
  const { data: eventsData } = useCatalogEventChoicesQuery({ fetchPolicy: "cache-and-network" });
  if (!languages || !eventsData || (addonId && !data)) return <PageLoader />;
  const saved = addonId ? data?.adminAddons.find((addon) => addon.id === addonId) : null;
  if (saved === undefined) return <CatalogNotFound />;
  return <AddonEditor key={addonId ?? "new"} saved={saved} languages={languages} events={eventsData.adminEvents} />;
}

function AddonEditor({
  saved,
  languages,
  events,
}: {
  saved: CatalogAddonFieldsFragment | null;
  languages: readonly TabLanguage[];
  events: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const back = useBackToList(BASE);
  const { confirmVat, dialog: vatDialog } = useVatConfirmation();
  const [createAddon] = useCreateAddonMutation(quiet);
  const [updateAddon] = useUpdateAddonMutation(quiet);
  const [deleteAddon] = useDeleteAddonMutation(quiet);
  const editor = useAppForm<AddonFormValues>({
    initialValues: toAddonFormValues(saved, languages, lng),
    rules: pricedRules(t),
    validate: (values) => validateAddonForm(values, languages, t),
    onSubmit: async (values) => {
      if (!(await confirmVat(values.vat))) return false;
      const input = toAddonInput(values, languages);
      if (saved) await updateAddon({ variables: { id: saved.id, input } });
      else await createAddon({ variables: { input } });
      toast.success(t("admin.saved"));
      await back();
    },
  });
  const { form } = editor;
  return (
    <CatalogFormFrame
      title={saved ? t("catalogAdmin.addons.edit", { name: saved.name }) : t("catalogAdmin.addons.create")}
      editor={editor}
      basePath={BASE}
      onDelete={saved ? () => deleteAddon({ variables: { id: saved.id } }) : undefined}
      deleteTitle={t("catalogAdmin.addons.deleteTitle")}
      deleteText={t("catalogAdmin.addons.deleteText")}
    >
      <CatalogTexts form={form} languages={languages} withDescriptions />
      <TextInput
        label={t("catalogAdmin.addons.priceInEuros")}
        required
        inputMode="decimal"
        autoComplete="off"
        rightSection="€"
        maw={200}
        {...form.getInputProps("price")}
      />
      <PricedFields form={form} />
      {vatDialog}
      <Checkbox
        label={t("catalogAdmin.addons.activeLabel")}
        description={t("catalogAdmin.addons.activeHelp")}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
      <MultiSelect
        label={t("catalogAdmin.addons.events")}
        description={t("catalogAdmin.addons.eventsHelp")}
        placeholder={t("catalogAdmin.addons.chooseEvents")}
        data={events.map((event) => ({ value: event.id, label: event.name }))}
        searchable
        clearable
        nothingFoundMessage={t("catalogAdmin.addons.noEvents")}
        {...form.getInputProps("eventIds")}
      />
    </CatalogFormFrame>
  );
}
