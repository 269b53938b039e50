import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useExtendRenewalDeadlineMutation, type RenewalBookingFieldsFragment } from "../../../../generated/admin";
import { AppForm, useAppForm } from "../../../../shared/form";
import { toast } from "../../../../shared/toast/toast";
import { VenueDateTimePicker } from "../../event/components/VenueDateTimePicker";
import { isoToWallTime, wallTimeToIso } from "../../event/venueTime";

type DeadlineValues = { deadline: string | null };

/** 'Extend deadline for this customer': their own deadline after the public sale start, or none (cleared). */
export function ExtendDeadlineDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: RenewalBookingFieldsFragment;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [extend] = useExtendRenewalDeadlineMutation({ context: { skipErrorToast: true } });
  const title = t("renewalConsole.extendTitle", { number: booking.number });
  const dialog = useAppForm<DeadlineValues>({
    initialValues: { deadline: isoToWallTime(booking.extendedDeadline ?? booking.deadline, timeZone) },
    onSubmit: async ({ deadline }) => {
      await extend({
        variables: {
          bookingId: booking.bookingId,
          deadline: wallTimeToIso(deadline, timeZone, booking.extendedDeadline),
          version: booking.updatedAt,
        },
      });
      dialog.allowLeaving();
      toast.success(t("renewalConsole.extended"));
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t("adminEvents.close") }}>
      <AppForm form={dialog} label={title}>
        <Text size="sm">{t("renewalConsole.extendHelp", { zone: timeZone })}</Text>
        <VenueDateTimePicker label={t("renewalConsole.deadline")} clearable {...dialog.form.getInputProps("deadline")} />
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
