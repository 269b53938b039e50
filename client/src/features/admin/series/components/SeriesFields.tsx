import { Checkbox, Fieldset, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { formatZoned } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import { PriceListEditor, type PriceTicketType, type PriceZoneOption } from "../../components/PriceListEditor";
import { priceRow } from "../../components/priceList";
import { TranslationTabs, type TabLanguage } from "../../components/TranslationTabs";
import { languagesWithErrors } from "../../components/translations";
import { VenueDateTimePicker } from "../../event/components/VenueDateTimePicker";
import { sortedDates, type DateBlock, type SeriesFormValues } from "../seriesFormValues";
import { RefundRule } from "./RefundRule";

/** A date of the event as the checklist shows it. */
export interface SeriesDateOption {
  id: string;
  startTime: string;
  name: string;
  title?: string | null;
}

/**
 * Every field of SeriesInput: the name per language, the dates (a checklist of the event's, those it cannot have
 * disabled with the reason), the season ticket's price list, the sale window, single dates, publishing; and the
 * refund rule it implies, read-only.
 */
export function SeriesFields({
  form,
  languages,
  dates,
  blocks,
  ticketTypes,
  zones,
  timeZone,
}: {
  form: UseFormReturnType<SeriesFormValues>;
  languages: readonly TabLanguage[];
  dates: readonly SeriesDateOption[];
  /** Why a date cannot be chosen (dateBlocks). */
  blocks: ReadonlyMap<string, DateBlock>;
  ticketTypes: readonly PriceTicketType[];
  /** The price zones of the chosen dates' plan. */
  zones: readonly PriceZoneOption[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const datesError = form.errors.occasionIds;
  const blockNote = (block: DateBlock) =>
    block?.reason === "cancelled"
      ? t("adminSeries.dateCancelledNote")
      : block?.reason === "otherSeries"
        ? t("adminSeries.dateInOtherSeries", { name: block.seriesName })
        : undefined;

  return (
    <Stack>
      <TranslationTabs
        languages={languages}
        errorLanguages={languagesWithErrors(form.errors, ["names"])}
        label={t("adminEvents.translations.label")}
      >
        {(language, isDefault) => (
          <TextInput
            label={t("adminSeries.name")}
            description={t("adminSeries.nameHelp")}
            required={isDefault}
            {...form.getInputProps(`names.${language.id}`)}
          />
        )}
      </TranslationTabs>

      {dates.length === 0 ? (
        <Fieldset legend={t("adminSeries.dates")}>
          <Text size="sm" c="dimmed">
            {t("adminSeries.noDates")}
          </Text>
          {datesError && (
            <Text size="sm" c="red.9" role="alert">
              {datesError}
            </Text>
          )}
        </Fieldset>
      ) : (
        <Checkbox.Group
          label={t("adminSeries.dates")}
          description={t("adminSeries.datesHelp", { zone: timeZone })}
          required
          {...form.getInputProps("occasionIds")}
        >
          <Stack gap="xs" mt="xs">
            {sortedDates(dates).map((date) => {
              const block = blocks.get(date.id) ?? null;
              const start = formatZoned(date.startTime, timeZone);
              const named = date.title?.trim() || date.name.trim();
              return (
                <Checkbox
                  key={date.id}
                  value={date.id}
                  label={named ? `${start} ${named}` : start}
                  description={blockNote(block)}
                  disabled={block !== null}
                  aria-invalid={datesError ? true : undefined}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}

      <Stack gap={4}>
        <PriceListEditor
          rows={form.values.prices}
          ticketTypes={ticketTypes}
          zones={zones}
          fieldProps={(index, field) => form.getInputProps(`prices.${index}.${field}`)}
          onAdd={() => form.insertListItem("prices", priceRow())}
          onRemove={(index) => form.removeListItem("prices", index)}
          error={form.errors.prices}
          legend={t("adminSeries.prices")}
        />
        <Text size="sm" c="dimmed">
          {t("adminSeries.pricesHelp")}
        </Text>
      </Stack>

      <Fieldset legend={t("adminSeries.sale")}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("adminOccasions.timeZoneNote", { zone: timeZone })}
          </Text>
          <Group grow align="flex-start">
            <VenueDateTimePicker
              label={t("adminSeries.saleStart")}
              description={t("adminSeries.saleStartHelp")}
              clearable
              {...form.getInputProps("saleStart")}
            />
            <VenueDateTimePicker
              label={t("adminSeries.saleEnd")}
              description={t("adminSeries.saleEndHelp")}
              clearable
              defaultDate={form.values.saleStart ?? undefined}
              {...form.getInputProps("saleEnd")}
            />
          </Group>
          <Switch
            label={t("adminSeries.singleDatesOnSale")}
            description={t("adminSeries.singleDatesOnSaleHelp")}
            {...form.getInputProps("singleDatesOnSale", { type: "checkbox" })}
          />
        </Stack>
      </Fieldset>

      <RefundRule prices={form.values.prices} dateCount={form.values.occasionIds.length} ticketTypes={ticketTypes} zones={zones} />

      <Switch label={t("adminEvents.published")} {...form.getInputProps("published", { type: "checkbox" })} />
    </Stack>
  );
}
