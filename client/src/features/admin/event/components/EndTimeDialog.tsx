import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSetOccasionEndTimeMutation } from "../../../../generated/admin";
import { ErrorCode, hasErrorCode } from "../../../../shared/errors/errorCodes";
import { AppForm, useAppForm } from "../../../../shared/form";
import { toast } from "../../../../shared/toast/toast";
import { validateEndTime } from "../occasionFormValues";
import { isoToWallTime, wallTimeToIso } from "../venueTime";
import { VenueDateTimePicker } from "./VenueDateTimePicker";

type EndTimeValues = { endTime: string | null };

/**
 * The 'Set end time' action (SPEC section 3: the end is set apart from the form): an end in the venue's time,
 * or none (cleared), saved over the occasion's current version.
 */
export function EndTimeDialog({
  occasion,
  version,
  timeZone,
  onClose,
  onSaved,
  onConflict,
}: {
  occasion: { id: string; startTime: string; endTime?: string | null };
  version: string;
  timeZone: string;
  onClose: () => void;
  /** The occasion's new version. */
  onSaved: (version: string) => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const [setEndTime] = useSetOccasionEndTimeMutation({ context: { skipErrorToast: true } });
  const dialog = useAppForm<EndTimeValues>({
    initialValues: { endTime: isoToWallTime(occasion.endTime, timeZone) },
    rules: { endTime: { custom: (endTime) => validateEndTime(endTime, occasion.startTime, timeZone, t) } },
    onSubmit: async ({ endTime }) => {
      try {
        const result = await setEndTime({
          variables: { id: occasion.id, endTime: wallTimeToIso(endTime, timeZone, occasion.endTime), version },
        });
        onSaved(result.data!.setOccasionEndTime.updatedAt);
      } catch (failure) {
        if (hasErrorCode(failure, ErrorCode.Conflict)) onConflict();
        throw failure;
      }
      toast.success(t("admin.saved"));
      onClose();
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("adminOccasions.setEndTime")}
      centered
      closeButtonProps={{ "aria-label": t("adminEvents.close") }}
    >
      <AppForm form={dialog} label={t("adminOccasions.setEndTime")}>
        <Text size="sm">{t("adminOccasions.endTimeHelp", { zone: timeZone })}</Text>
        <VenueDateTimePicker
          label={t("adminOccasions.endTime")}
          clearable
          // Without an end yet, the calendar opens on the show's month, not today's.
          defaultDate={isoToWallTime(occasion.startTime, timeZone) ?? undefined}
          {...dialog.form.getInputProps("endTime")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("adminEvents.cancel")}
          </Button>
          <Button type="submit" loading={dialog.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
    </Modal>
  );
}
