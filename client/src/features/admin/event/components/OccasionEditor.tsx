import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import {
  AdminEventOverviewDocument,
  useCreateOccasionMutation,
  useDeleteOccasionMutation,
  useUpdateOccasionMutation,
  type AdminOccasionFormEventQuery,
  type AdminOccasionFormFieldsFragment,
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
import { usePlanPriceZones } from "../usePlanPriceZones";
import { priceRowField } from "../../components/priceList";
import type { TabLanguage } from "../../components/TranslationTabs";
import { adminPaths } from "../adminPaths";
import {
  newOccasionFormValues,
  toOccasionFormValues,
  toOccasionInput,
  validateOccasionForm,
  type OccasionFormContext,
  type OccasionFormValues,
} from "../occasionFormValues";
import { useVenueTimeZone } from "../useVenueTimeZone";
import { formatZoned, HEADS_UP_DAYS_MAX, HOLDBACK_HOURS_MAX } from "@seatbooking/core";
import { EndTimeDialog } from "./EndTimeDialog";
import { OccasionFields } from "./OccasionFields";

const quiet = { context: { skipErrorToast: true } } as const;

type FormEvent = AdminOccasionFormEventQuery["adminEvent"];

/**
 * Creates an occasion of `event` (`occasion` null) or edits one over the version it was loaded with; on the
 * edit page also its end time and delete. A save over an outdated version offers to reload.
 */
export function OccasionEditor({
  event,
  occasion,
  languages,
  plans,
  ticketTypes,
  reload,
}: {
  event: FormEvent;
  occasion: AdminOccasionFormFieldsFragment | null;
  languages: readonly TabLanguage[];
  plans: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: readonly PriceTicketType[];
  /** Fetches the saved occasion again (after a conflict). */
  reload: () => Promise<AdminOccasionFormFieldsFragment | null>;
}) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const timeZone = useVenueTimeZone();
  const [version, setVersion] = useState(occasion?.updatedAt ?? null);
  const [outdated, setOutdated] = useState(false);
  const [endTimeOpened, endTimeDialog] = useDisclosure(false);
  const refreshEvent = { refetchQueries: [{ query: AdminEventOverviewDocument, variables: { id: event.id } }], awaitRefetchQueries: true };
  const [createOccasion] = useCreateOccasionMutation({ ...quiet, ...refreshEvent });
  const [updateOccasion] = useUpdateOccasionMutation({ ...quiet, ...refreshEvent });
  const [deleteOccasion] = useDeleteOccasionMutation(quiet);

  const context: OccasionFormContext = {
    languages,
    timeZone,
    eventPlanId: event.planId,
    eventHasPrices: event.prices.length > 0,
    endTime: occasion?.endTime,
  };

  const editor = useAppForm<OccasionFormValues>({
    initialValues: occasion ? toOccasionFormValues(occasion, context, lng) : newOccasionFormValues(languages, event.prices, lng),
    rules: {
      startTime: { required: true },
      status: { required: true },
      headsUpDays: {
        required: true,
        min: 0,
        max: HEADS_UP_DAYS_MAX,
        custom: (days) => (Number.isInteger(Number(days)) ? null : t("adminOccasions.wholeDays")),
      },
      accessibleHoldbackHours: {
        min: 1,
        max: HOLDBACK_HOURS_MAX,
        custom: (hours) => (hours === "" || Number.isInteger(Number(hours)) ? null : t("adminOccasions.wholeHours")),
      },
    },
    validate: (values) => validateOccasionForm(values, context, t),
    serverField: priceRowField,
    onSubmit: async (values) => {
      const input = toOccasionInput(values, context, occasion);
      try {
        if (occasion) await updateOccasion({ variables: { id: occasion.id, input, version: version! } });
        else await createOccasion({ variables: { eventId: event.id, input } });
      } catch (failure) {
        if (hasErrorCode(failure, ErrorCode.Conflict)) setOutdated(true);
        throw failure;
      }
      toast.success(t("admin.saved"));
      await navigate(localizedPath(lng, adminPaths.event(event.id)));
      // The breadcrumbs' names come from the loaders, which a move within the event does not rerun.
      await revalidator.revalidate();
    },
  });

  // The price zones of the occasion's plan (its own, else the event's).
  const zones = usePlanPriceZones(editor.form.values.planId ?? event.planId);

  const reloadSaved = async () => {
    const saved = await reload();
    if (!saved) return;
    editor.load(toOccasionFormValues(saved, { ...context, endTime: saved.endTime }, lng));
    setVersion(saved.updatedAt);
    setOutdated(false);
  };

  const remove = async () => {
    if (!occasion) return;
    try {
      await deleteOccasion({ variables: { id: occasion.id }, ...refreshEvent });
    } catch (failure) {
      showFailureToast(failure, i18n, t("adminOccasions.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
    editor.allowLeaving();
    // The event's list was refetched without it; the occasion itself is not evicted, as this page's own
    // query would then ask the server for it again before the page is gone.
    await navigate(localizedPath(lng, adminPaths.event(event.id)));
  };

  const title = occasion ? t("adminOccasions.editTitle") : t("adminOccasions.createTitle");
  return (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      <AppForm form={editor} label={title} maw={760}>
        {outdated && <OutdatedNotice onReload={reloadSaved} />}
        <OccasionFields
          form={editor.form}
          languages={languages}
          plans={plans}
          ticketTypes={ticketTypes}
          zones={zones}
          eventPlanName={event.plan.name}
          timeZone={timeZone}
          editing={Boolean(occasion)}
        />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      {occasion && version && (
        <Stack mt="xl" maw={760}>
          <Title order={2}>{t("adminOccasions.moreActions")}</Title>
          <Group>
            <Text size="sm">
              {occasion.endTime
                ? t("adminOccasions.endsAt", { end: formatZoned(occasion.endTime, timeZone) })
                : t("adminOccasions.noEndTime")}
            </Text>
            <Button variant="default" onClick={endTimeDialog.open}>
              {t("adminOccasions.setEndTime")}
            </Button>
          </Group>
          <Group>
            <ConfirmDeleteButton title={t("adminOccasions.deleteTitle")} text={t("adminOccasions.deleteText")} onConfirm={remove} />
          </Group>
          {endTimeOpened && (
            <EndTimeDialog
              occasion={occasion}
              version={version}
              timeZone={timeZone}
              onClose={endTimeDialog.close}
              onSaved={setVersion}
              onConflict={() => setOutdated(true)}
            />
          )}
        </Stack>
      )}
    </>
  );
}
