import { Button, Group, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import {
  AdminEventsDocument,
  useCreateEventMutation,
  useDeleteEventMutation,
  useUpdateEventMutation,
  type AdminEventFormFieldsFragment,
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
import { newEventFormValues, toEventFormValues, toEventInput, validateEventForm, type EventFormValues } from "../eventFormValues";
import { EventFields } from "./EventFields";

const quiet = { context: { skipErrorToast: true } } as const;

/**
 * Creates an event (`event` null) or edits one over the version it was loaded with. A save over an outdated
 * version offers to reload; a delete the server refuses (bookings) is told in a toast.
 */
export function EventEditor({
  event,
  languages,
  plans,
  ticketTypes,
  addons,
  reload,
}: {
  event: AdminEventFormFieldsFragment | null;
  languages: readonly TabLanguage[];
  plans: ReadonlyArray<{ id: string; name: string }>;
  ticketTypes: readonly PriceTicketType[];
  /** Every addon (those not on sale marked). */
  addons: ReadonlyArray<{ id: string; name: string; active: boolean }>;
  /** Fetches the saved event again (after a conflict). */
  reload: () => Promise<AdminEventFormFieldsFragment | null>;
}) {
  const { t, i18n } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [version, setVersion] = useState(event?.updatedAt ?? null);
  const [outdated, setOutdated] = useState(false);
  const [createEvent] = useCreateEventMutation({ ...quiet, refetchQueries: [{ query: AdminEventsDocument }] });
  const [updateEvent] = useUpdateEventMutation(quiet);
  const [deleteEvent] = useDeleteEventMutation(quiet);

  const editor = useAppForm<EventFormValues>({
    initialValues: event ? toEventFormValues(event, languages, lng) : newEventFormValues(languages),
    rules: { planId: { required: true }, status: { required: true } },
    validate: (values) =>
      validateEventForm(
        values,
        languages,
        t,
        zones.map((zone) => zone.id),
      ),
    serverField: priceRowField,
    onSubmit: async (values) => {
      const input = toEventInput(values, languages);
      try {
        const eventId = event
          ? (await updateEvent({ variables: { id: event.id, input, version: version! } })).data!.updateEvent.id
          : (await createEvent({ variables: { input } })).data!.createEvent.id;
        toast.success(t("admin.saved"));
        await navigate(localizedPath(lng, adminPaths.event(eventId)));
        // The event's breadcrumb comes from its loader, which a move within the event does not rerun.
        await revalidator.revalidate();
      } catch (failure) {
        if (hasErrorCode(failure, ErrorCode.Conflict)) setOutdated(true);
        throw failure;
      }
    },
  });

  // The plan's price zones: the price list offers a price per zone; fetched again when the plan changes.
  // (`validate` above runs on submit, after this render has set them.)
  const zones = usePlanPriceZones(editor.form.values.planId);

  const reloadSaved = async () => {
    const saved = await reload();
    if (!saved) return;
    editor.load(toEventFormValues(saved, languages, lng));
    setVersion(saved.updatedAt);
    setOutdated(false);
  };

  const remove = async () => {
    if (!event) return;
    try {
      await deleteEvent({ variables: { id: event.id }, refetchQueries: [{ query: AdminEventsDocument }], awaitRefetchQueries: true });
    } catch (failure) {
      showFailureToast(failure, i18n, t("adminEvents.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
    editor.allowLeaving();
    // The list was refetched without it; the event itself is not evicted, as this page's own query would
    // then ask the server for it again before the page is gone.
    await navigate(localizedPath(lng, adminPaths.events()));
  };

  const title = event ? t("adminEvents.editTitle", { name: event.name }) : t("adminEvents.createTitle");
  return (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      <AppForm form={editor} label={title} maw={760}>
        {outdated && <OutdatedNotice onReload={reloadSaved} />}
        <EventFields form={editor.form} languages={languages} plans={plans} ticketTypes={ticketTypes} addons={addons} zones={zones} />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      {event && (
        <Group mt="xl">
          <ConfirmDeleteButton title={t("adminEvents.deleteTitle")} text={t("adminEvents.deleteText")} onConfirm={remove} />
        </Group>
      )}
    </>
  );
}
