import { HEADS_UP_DAYS_MAX, HOLDBACK_HOURS_MAX } from "@seatbooking/core";
import { Fieldset, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PriceListEditor, type PriceTicketType, type PriceZoneOption } from "../../components/PriceListEditor";
import { priceRow } from "../../components/priceList";
import { TranslationTabs, type TabLanguage } from "../../components/TranslationTabs";
import { languagesWithErrors } from "../../components/translations";
import type { OccasionFormValues } from "../occasionFormValues";
import { OCCASION_STATUSES } from "../statuses";
import { VenueDateTimePicker } from "./VenueDateTimePicker";

/** Every field of OccasionInput: names and titles per language, start, status, the sale window, plan, own prices, publishing, renewals. */
export function OccasionFields({
  form,
  languages,
  plans,
  ticketTypes,
  zones,
  eventPlanName,
  timeZone,
  editing = false,
}: {
  form: UseFormReturnType<OccasionFormValues>;
  languages: readonly TabLanguage[];
  plans: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: readonly PriceTicketType[];
  /** The price zones of the occasion's plan. */
  zones?: readonly PriceZoneOption[];
  eventPlanName: string;
  timeZone: string;
  /** An existing occasion: moving it (a new start time) e-mails its customers. */
  editing?: boolean;
}) {
  const { t } = useTranslation();
  // Cancelling refunds and e-mails every customer: it is the occasion page's own action, and final.
  const cancelled = form.values.status === "cancelled";
  const statuses = cancelled ? (["cancelled"] as const) : OCCASION_STATUSES.filter((status) => status !== "cancelled");
  return (
    <Stack>
      <TranslationTabs
        languages={languages}
        errorLanguages={languagesWithErrors(form.errors, ["names", "titles"])}
        label={t("adminEvents.translations.label")}
      >
        {(language) => (
          <Stack>
            <TextInput
              label={t("adminOccasions.name")}
              description={t("adminOccasions.nameHelp")}
              {...form.getInputProps(`names.${language.id}`)}
            />
            <TextInput
              label={t("adminOccasions.titleField")}
              description={t("adminOccasions.titleHelp")}
              {...form.getInputProps(`titles.${language.id}`)}
            />
          </Stack>
        )}
      </TranslationTabs>

      <Fieldset legend={t("adminOccasions.when")}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t("adminOccasions.timeZoneNote", { zone: timeZone })}
          </Text>
          <Group grow align="flex-start">
            <VenueDateTimePicker
              label={t("adminOccasions.startTime")}
              description={editing ? t("adminOccasions.moveNote") : undefined}
              required
              {...form.getInputProps("startTime")}
            />
            <Select
              label={t("adminEvents.status")}
              description={cancelled ? t("adminOccasions.cancelledNote") : t("adminOccasions.cancelNote")}
              required
              disabled={cancelled}
              data={statuses.map((status) => ({ value: status, label: t(`adminOccasions.statuses.${status}`) }))}
              allowDeselect={false}
              {...form.getInputProps("status")}
            />
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t("adminOccasions.booking")}>
        <Stack>
          <Switch label={t("adminOccasions.bookable")} {...form.getInputProps("bookable", { type: "checkbox" })} />
          <Group grow align="flex-start">
            <VenueDateTimePicker
              label={t("adminOccasions.bookableStartTime")}
              description={t("adminOccasions.bookableStartHelp")}
              clearable
              {...form.getInputProps("bookableStartTime")}
            />
            <VenueDateTimePicker
              label={t("adminOccasions.bookableEndTime")}
              description={t("adminOccasions.bookableEndHelp")}
              clearable
              // Booking usually closes near the show: the calendar opens on the start's month.
              defaultDate={form.values.startTime ?? undefined}
              {...form.getInputProps("bookableEndTime")}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t("adminOccasions.headsUpDays")}
              description={t("adminOccasions.headsUpDaysHelp")}
              required
              allowDecimal={false}
              max={HEADS_UP_DAYS_MAX}
              clampBehavior="none"
              {...form.getInputProps("headsUpDays")}
            />
            <Switch
              label={t("adminOccasions.seasonal")}
              description={t("adminOccasions.seasonalHelp")}
              mt="lg"
              {...form.getInputProps("seasonal", { type: "checkbox" })}
            />
          </Group>
          <NumberInput
            label={t("adminOccasions.accessibleHoldbackHours")}
            description={t("adminOccasions.accessibleHoldbackHoursHelp")}
            allowDecimal={false}
            min={1}
            max={HOLDBACK_HOURS_MAX}
            clampBehavior="none"
            {...form.getInputProps("accessibleHoldbackHours")}
          />
        </Stack>
      </Fieldset>

      <Select
        label={t("adminEvents.plan")}
        description={t("adminOccasions.planHelp")}
        placeholder={t("adminOccasions.eventPlan", { plan: eventPlanName })}
        clearable
        clearButtonProps={{ "aria-label": t("adminOccasions.useEventPlan") }}
        data={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        {...form.getInputProps("planId")}
      />

      <Switch label={t("adminOccasions.customPricing")} {...form.getInputProps("customPricing", { type: "checkbox" })} />
      {form.values.customPricing ? (
        <PriceListEditor
          rows={form.values.prices}
          ticketTypes={ticketTypes}
          zones={zones}
          fieldProps={(index, field) => form.getInputProps(`prices.${index}.${field}`)}
          onAdd={() => form.insertListItem("prices", priceRow())}
          onRemove={(index) => form.removeListItem("prices", index)}
          error={form.errors.prices}
          legend={t("adminOccasions.ownPrices")}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t("adminOccasions.eventPrices")}
        </Text>
      )}

      <Switch label={t("adminEvents.published")} {...form.getInputProps("published", { type: "checkbox" })} />
    </Stack>
  );
}
