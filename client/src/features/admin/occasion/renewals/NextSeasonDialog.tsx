import { HEADS_UP_DAYS_MAX } from "@seatbooking/core";
import { Button, Group, Modal, NumberInput, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCreateNextSeasonMutation, type NextSeasonProposalQuery } from "../../../../generated/admin";
import { AppForm, useAppForm } from "../../../../shared/form";
import { VenueDateTimePicker } from "../../event/components/VenueDateTimePicker";
import { isoToWallTime, wallTimeToIso } from "../../event/venueTime";

type Proposal = NextSeasonProposalQuery["nextSeasonProposal"];

type NextSeasonValues = { startTime: string | null; bookableStartTime: string | null; headsUpDays: number };

/**
 * 'Create next season': the proposed dates (52 weeks later, the same weekday and local time), editable, in
 * the venue's time; creating answers next season's occasion.
 */
export function NextSeasonDialog({
  occasionId,
  proposal,
  timeZone,
  onClose,
  onCreated,
}: {
  occasionId: string;
  proposal: Proposal;
  timeZone: string;
  onClose: () => void;
  onCreated: (created: { id: string; eventId: string }) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateNextSeasonMutation({ context: { skipErrorToast: true } });
  const dialog = useAppForm<NextSeasonValues>({
    initialValues: {
      startTime: isoToWallTime(proposal.startTime, timeZone),
      bookableStartTime: isoToWallTime(proposal.bookableStartTime, timeZone),
      headsUpDays: proposal.headsUpDays,
    },
    rules: {
      startTime: { required: true },
      bookableStartTime: { required: true },
      headsUpDays: { required: true, min: 0, max: HEADS_UP_DAYS_MAX },
    },
    onSubmit: async (values) => {
      const result = await create({
        variables: {
          occasionId,
          input: {
            startTime: wallTimeToIso(values.startTime, timeZone, proposal.startTime),
            bookableStartTime: wallTimeToIso(values.bookableStartTime, timeZone, proposal.bookableStartTime),
            headsUpDays: values.headsUpDays,
          },
        },
      });
      dialog.allowLeaving();
      onCreated(result.data!.createNextSeason);
    },
  });
  const title = t("renewalConsole.dialog.title");
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t("adminEvents.close") }}>
      <AppForm form={dialog} label={title}>
        <Text size="sm">
          {t("renewalConsole.dialog.help", { renewals: proposal.renewals, houseSeats: proposal.houseSeats, zone: timeZone })}
        </Text>
        <VenueDateTimePicker label={t("renewalConsole.dialog.startTime")} required {...dialog.form.getInputProps("startTime")} />
        <VenueDateTimePicker label={t("renewalConsole.dialog.saleStart")} required {...dialog.form.getInputProps("bookableStartTime")} />
        <NumberInput
          label={t("renewalConsole.dialog.headsUpDays")}
          min={0}
          max={HEADS_UP_DAYS_MAX}
          required
          {...dialog.form.getInputProps("headsUpDays")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("adminEvents.cancel")}
          </Button>
          <Button type="submit" loading={dialog.submitting}>
            {t("renewalConsole.dialog.create")}
          </Button>
        </Group>
      </AppForm>
    </Modal>
  );
}
