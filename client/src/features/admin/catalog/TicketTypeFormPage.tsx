import { NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import {
  CatalogTicketTypesDocument,
  useCatalogTicketTypesQuery,
  useCreateTicketTypeMutation,
  useDeleteTicketTypeMutation,
  useUpdateTicketTypeMutation,
  type CatalogTicketTypeFieldsFragment,
} from "../../../generated/admin";
import { useAppForm } from "../../../shared/form";
import { useLng } from "../../../shared/hooks/useLng";
import { toast } from "../../../shared/toast/toast";
import type { TabLanguage } from "../components/TranslationTabs";
import { PageLoader } from "../event/components/PageLoader";
import { CatalogFormFrame, CatalogTexts, positionRule, pricedRules, PricedFields, useBackToList, useVatConfirmation } from "./catalogForm";
import { CatalogNotFound, useCatalogLanguages } from "./catalogShared";
import { toTicketTypeFormValues, toTicketTypeInput, validateCatalogTexts, type TicketTypeFormValues } from "./catalogValues";

const BASE = "/admin/settings/ticket-types";
const quiet = { context: { skipErrorToast: true }, refetchQueries: [CatalogTicketTypesDocument] };

/** /admin/settings/ticket-types/create and /:ticketTypeId. */
export function TicketTypeFormPage() {
  const { ticketTypeId } = useParams();
  const languages = useCatalogLanguages();
  const { data } = useCatalogTicketTypesQuery();
  if (!languages || (ticketTypeId && !data)) return <PageLoader />;
  const saved = ticketTypeId ? data?.ticketTypes.find((type) => type.id === ticketTypeId) : null;
  if (saved === undefined) return <CatalogNotFound />;
  return <TicketTypeEditor key={ticketTypeId ?? "new"} saved={saved} languages={languages} />;
}

function TicketTypeEditor({ saved, languages }: { saved: CatalogTicketTypeFieldsFragment | null; languages: readonly TabLanguage[] }) {
  const { t } = useTranslation();
  const lng = useLng();
  const back = useBackToList(BASE);
  const { confirmVat, dialog: vatDialog } = useVatConfirmation();
  const [createTicketType] = useCreateTicketTypeMutation(quiet);
  const [updateTicketType] = useUpdateTicketTypeMutation(quiet);
  const [deleteTicketType] = useDeleteTicketTypeMutation(quiet);
  const editor = useAppForm<TicketTypeFormValues>({
    initialValues: toTicketTypeFormValues(saved, languages, lng),
    rules: { ...pricedRules(t), position: positionRule },
    validate: (values) => validateCatalogTexts(values, languages, t),
    onSubmit: async (values) => {
      if (!(await confirmVat(values.vat))) return false;
      const input = toTicketTypeInput(values, languages);
      if (saved) await updateTicketType({ variables: { id: saved.id, input } });
      else await createTicketType({ variables: { input } });
      toast.success(t("admin.saved"));
      await back();
    },
  });
  const { form } = editor;
  return (
    <CatalogFormFrame
      title={saved ? t("catalogAdmin.ticketTypes.edit", { name: saved.name }) : t("catalogAdmin.ticketTypes.create")}
      editor={editor}
      basePath={BASE}
      onDelete={saved ? () => deleteTicketType({ variables: { id: saved.id } }) : undefined}
      deleteTitle={t("catalogAdmin.ticketTypes.deleteTitle")}
      deleteText={t("catalogAdmin.ticketTypes.deleteText")}
    >
      <CatalogTexts form={form} languages={languages} />
      <PricedFields form={form} />
      {vatDialog}
      <NumberInput
        label={t("catalogAdmin.position")}
        description={t("catalogAdmin.positionHelp")}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        maw={200}
        {...form.getInputProps("position")}
      />
    </CatalogFormFrame>
  );
}
