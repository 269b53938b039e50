import { Group, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PriceListEditor, type PriceTicketType } from "../../components/PriceListEditor";
import { priceRow } from "../../components/priceList";
import { TranslationTabs, type TabLanguage } from "../../components/TranslationTabs";
import { languagesWithErrors } from "../../components/translations";
import type { EventFormValues } from "../eventFormValues";
import { EVENT_STATUSES } from "../statuses";

/** The event form's fields: name and description per language, plan, price list, published and status. */
export function EventFields({
  form,
  languages,
  plans,
  ticketTypes,
}: {
  form: UseFormReturnType<EventFormValues>;
  languages: readonly TabLanguage[];
  plans: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: readonly PriceTicketType[];
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TranslationTabs
        languages={languages}
        errorLanguages={languagesWithErrors(form.errors, ["names", "descriptions"])}
        label={t("adminEvents.translations.label")}
      >
        {(language, isDefault) => (
          <Stack>
            <TextInput label={t("adminEvents.name")} required={isDefault} {...form.getInputProps(`names.${language.id}`)} />
            <Textarea
              label={t("adminEvents.description")}
              autosize
              minRows={3}
              maxRows={12}
              {...form.getInputProps(`descriptions.${language.id}`)}
            />
          </Stack>
        )}
      </TranslationTabs>
      <Select
        label={t("adminEvents.plan")}
        required
        data={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        allowDeselect={false}
        {...form.getInputProps("planId")}
      />
      <PriceListEditor
        rows={form.values.prices}
        ticketTypes={ticketTypes}
        fieldProps={(index, field) => form.getInputProps(`prices.${index}.${field}`)}
        onAdd={() => form.insertListItem("prices", priceRow())}
        onRemove={(index) => form.removeListItem("prices", index)}
        error={form.errors.prices}
      />
      <Group align="flex-end">
        <Select
          label={t("adminEvents.status")}
          required
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`adminEvents.statuses.${status}`) }))}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        <Switch label={t("adminEvents.published")} pb={8} {...form.getInputProps("published", { type: "checkbox" })} />
      </Group>
    </Stack>
  );
}
