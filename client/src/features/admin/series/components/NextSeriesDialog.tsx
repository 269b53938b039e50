import { HEADS_UP_DAYS_MAX, SERIES_NAME_MAX_LENGTH } from "@seatbooking/core";
import { Button, Group, Modal, NumberInput, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCreateNextSeriesMutation, type CreateNextSeriesMutation } from "../../../../generated/admin";
import { AppForm, useAppForm } from "../../../../shared/form";
import { VenueDateTimePicker } from "../../event/components/VenueDateTimePicker";
import { nextSeriesFormValues, toNextSeriesInput, type NextSeriesFormValues } from "../nextSeriesValues";

export type CreatedSeries = CreateNextSeriesMutation["createNextSeries"];

/**
 * 'Create next season' of a series: the sale start (last season's a year on by default), the new series' name in this
 * language and the renewal links' heads-up, each optional; creating answers the new series.
 */
export function NextSeriesDialog({
  series,
  timeZone,
  onClose,
  onCreated,
}: {
  series: { id: string; name: string; saleStart?: string | null };
  timeZone: string;
  onClose: () => void;
  onCreated: (created: CreatedSeries) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateNextSeriesMutation({ context: { skipErrorToast: true } });
  const dialog = useAppForm<NextSeriesFormValues>({
    initialValues: nextSeriesFormValues(series.saleStart ?? null, timeZone),
    rules: {
      name: { maxLength: SERIES_NAME_MAX_LENGTH },
      headsUpDays: { min: 0, max: HEADS_UP_DAYS_MAX },
    },
    focusFirstError: true,
    onSubmit: async (values) => {
      const result = await create({ variables: { seriesId: series.id, input: toNextSeriesInput(values, timeZone) } });
      dialog.allowLeaving();
      onCreated(result.data!.createNextSeries);
    },
  });
  const title = t("adminSeries.nextSeason.title", { name: series.name });
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t("adminEvents.close") }}>
      <AppForm form={dialog} label={title}>
        <Text size="sm">{t("adminSeries.nextSeason.help", { zone: timeZone })}</Text>
        <VenueDateTimePicker
          label={t("adminSeries.nextSeason.saleStart")}
          description={t("adminSeries.nextSeason.saleStartHelp")}
          clearable
          {...dialog.form.getInputProps("saleStart")}
        />
        <TextInput
          label={t("adminSeries.nextSeason.name")}
          description={t("adminSeries.nextSeason.nameHelp")}
          {...dialog.form.getInputProps("name")}
        />
        <NumberInput
          label={t("adminSeries.nextSeason.headsUpDays")}
          description={t("adminSeries.nextSeason.headsUpDaysHelp")}
          min={0}
          max={HEADS_UP_DAYS_MAX}
          allowDecimal={false}
          {...dialog.form.getInputProps("headsUpDays")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("adminEvents.cancel")}
          </Button>
          <Button type="submit" loading={dialog.submitting}>
            {t("adminSeries.nextSeason.create")}
          </Button>
        </Group>
      </AppForm>
    </Modal>
  );
}
