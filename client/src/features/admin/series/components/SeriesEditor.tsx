import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  AdminEventSeriesDocument,
  useCreateSeriesMutation,
  useDeleteSeriesMutation,
  useUpdateSeriesMutation,
  type AdminEventSeriesQuery,
  type AdminSeriesFormEventQuery,
  type AdminSeriesFormFieldsFragment,
} from "../../../../generated/admin";
import { ErrorCode, hasErrorCode } from "../../../../shared/errors/errorCodes";
import { AppForm, useAppForm } from "../../../../shared/form";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { toast } from "../../../../shared/toast/toast";
import { ConfirmDeleteButton } from "../../components/ConfirmDeleteButton";
import { showFailureToast } from "../../components/failureToast";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import type { PriceTicketType } from "../../components/PriceListEditor";
import { priceRowField } from "../../components/priceList";
import type { TabLanguage } from "../../components/TranslationTabs";
import { adminPaths } from "../../event/adminPaths";
import { usePlanPriceZones } from "../../event/usePlanPriceZones";
import { useVenueTimeZone } from "../../event/useVenueTimeZone";
import {
  dateBlocks,
  datesChanged,
  newSeriesFormValues,
  seriesPlanId,
  toSeriesFormValues,
  toSeriesInput,
  validateSeriesForm,
  type SeriesFormContext,
  type SeriesFormValues,
} from "../seriesFormValues";
import { NextSeriesAction } from "./NextSeriesAction";
import { SeriesFields } from "./SeriesFields";

const quiet = { context: { skipErrorToast: true } } as const;

type FormEvent = AdminSeriesFormEventQuery["adminEvent"];

/**
 * Creates a series of `event`'s dates (`series` null) or edits one over the version it was loaded with, and deletes
 * it. A save over an outdated version offers to reload; one the server refuses for sold season tickets (the dates
 * stay) says so on the form, and a refused delete in a toast.
 */
export function SeriesEditor({
  event,
  series,
  eventSeries,
  languages,
  ticketTypes,
  reload,
}: {
  event: FormEvent;
  series: AdminSeriesFormFieldsFragment | null;
  /** Every series of the event (the dates another series has cannot be chosen). */
  eventSeries: AdminEventSeriesQuery["adminEventSeries"];
  languages: readonly TabLanguage[];
  ticketTypes: readonly PriceTicketType[];
  /** Fetches the saved series again (after a conflict). */
  reload: () => Promise<AdminSeriesFormFieldsFragment | null>;
}) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const timeZone = useVenueTimeZone();
  const [version, setVersion] = useState(series?.updatedAt ?? null);
  const [saved, setSaved] = useState(series);
  const [outdated, setOutdated] = useState(false);
  const refreshList = {
    refetchQueries: [{ query: AdminEventSeriesDocument, variables: { eventId: event.id } }],
    awaitRefetchQueries: true,
  };
  const [createSeries] = useCreateSeriesMutation({ ...quiet, ...refreshList });
  const [updateSeries] = useUpdateSeriesMutation({ ...quiet, ...refreshList });
  const [deleteSeries] = useDeleteSeriesMutation(quiet);

  const context: SeriesFormContext = { languages, timeZone, eventId: event.id, dates: event.occasions };

  const editor = useAppForm<SeriesFormValues>({
    initialValues: series ? toSeriesFormValues(series, context, lng) : newSeriesFormValues(languages),
    validate: (values) =>
      validateSeriesForm(
        values,
        context,
        t,
        zones.map((zone) => zone.id),
      ),
    serverField: priceRowField,
    focusFirstError: true,
    onSubmit: async (values) => {
      const input = toSeriesInput(values, context, saved);
      try {
        if (series) await updateSeries({ variables: { id: series.id, input, version: version! } });
        else await createSeries({ variables: { input } });
      } catch (failure) {
        // CONFLICT is either 'changed by someone else' or 'season tickets sold: the dates stay', which only a change of
        // dates can meet: reloading helps only with the first.
        if (hasErrorCode(failure, ErrorCode.Conflict) && !datesChanged(values, saved)) setOutdated(true);
        throw failure;
      }
      toast.success(t("admin.saved"));
      await navigate(localizedPath(lng, adminPaths.event(event.id)));
    },
  });

  // The price zones of the chosen dates' plan (else the event's), fetched again when it changes; `validate` above
  // runs on submit, after this render has set them.
  const zones = usePlanPriceZones(seriesPlanId(editor.form.values.occasionIds, event.occasions) ?? event.planId);
  const blocks = dateBlocks(event.occasions, eventSeries, series?.id ?? null, editor.form.values.occasionIds);

  const reloadSaved = async () => {
    const current = await reload();
    if (!current) return;
    editor.load(toSeriesFormValues(current, context, lng));
    setVersion(current.updatedAt);
    setSaved(current);
    setOutdated(false);
  };

  const remove = async () => {
    if (!series) return;
    try {
      await deleteSeries({ variables: { id: series.id }, ...refreshList });
    } catch (failure) {
      showFailureToast(failure, i18n, t("adminSeries.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
    editor.allowLeaving();
    await navigate(localizedPath(lng, adminPaths.event(event.id)));
  };

  const title = series ? t("adminSeries.editTitle") : t("adminSeries.createTitle");
  // The event is the form's own: a message about it has no field to stand beside.
  const eventError = editor.form.errors.eventId;
  return (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      <AppForm form={editor} label={title} maw={760}>
        {outdated && <OutdatedNotice onReload={reloadSaved} />}
        {eventError && (
          <Alert color="red" role="alert">
            {eventError}
          </Alert>
        )}
        <SeriesFields
          form={editor.form}
          languages={languages}
          dates={event.occasions}
          blocks={blocks}
          ticketTypes={ticketTypes}
          zones={zones}
          timeZone={timeZone}
        />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      {series && (
        <Stack mt="xl" maw={760}>
          <Title order={2}>{t("adminSeries.moreActions")}</Title>
          <Group>
            <NextSeriesAction series={series} />
            <ConfirmDeleteButton title={t("adminSeries.deleteTitle")} text={t("adminSeries.deleteText")} onConfirm={remove} />
          </Group>
        </Stack>
      )}
    </>
  );
}
