import { Group, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IMAGE_URL_MAX_LENGTH } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import { PriceListEditor, type PriceTicketType, type PriceZoneOption } from "../../components/PriceListEditor";
import { priceRow } from "../../components/priceList";
import { TranslationTabs, type TabLanguage } from "../../components/TranslationTabs";
import { languagesWithErrors } from "../../components/translations";
import type { EventFormValues } from "../eventFormValues";
import { EVENT_STATUSES } from "../statuses";

/** The event form's fields: name and description per language, sharing image, plan, price list (per zone where the plan has zones), addons, published and status. */
export function EventFields({
  form,
  languages,
  plans,
  ticketTypes,
  addons,
  zones,
}: {
  form: UseFormReturnType<EventFormValues>;
  languages: readonly TabLanguage[];
  plans: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: readonly PriceTicketType[];
  addons: ReadonlyArray<{ id: string; name: string; active: boolean }>;
  /** The chosen plan's price zones. */
  zones: readonly PriceZoneOption[];
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
      <TextInput
        label={t("adminEvents.imageUrl")}
        description={t("adminEvents.imageUrlHelp")}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={IMAGE_URL_MAX_LENGTH}
        {...form.getInputProps("imageUrl")}
      />
      <TextInput
        label={t("adminEvents.maxTicketsPerBuyer")}
        description={t("adminEvents.maxTicketsPerBuyerHelp")}
        inputMode="numeric"
        placeholder={t("adminEvents.maxTicketsPerBuyerNone")}
        maxLength={6}
        w={{ base: "100%", sm: 320 }}
        {...form.getInputProps("maxTicketsPerBuyer")}
      />
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
        zones={zones}
        fieldProps={(index, field) => form.getInputProps(`prices.${index}.${field}`)}
        onAdd={() => form.insertListItem("prices", priceRow())}
        onRemove={(index) => form.removeListItem("prices", index)}
        error={form.errors.prices}
      />
      <MultiSelect
        label={t("catalogAdmin.eventAddons.label")}
        description={t("catalogAdmin.eventAddons.help")}
        placeholder={t("catalogAdmin.eventAddons.placeholder")}
        nothingFoundMessage={t("catalogAdmin.eventAddons.none")}
        data={addons.map((addon) => ({
          value: addon.id,
          label: addon.active ? addon.name : t("catalogAdmin.eventAddons.notOnSale", { name: addon.name }),
        }))}
        searchable
        clearable
        {...form.getInputProps("addonIds")}
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
