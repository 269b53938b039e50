import { EVENT_NAME_MAX_LENGTH, HEADS_UP_DAYS_MAX } from "@seatbooking/core";
import { Button, Fieldset, Group, Modal, NumberInput, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCreateNextSeasonMutation, type NextSeasonProposalQuery } from "../../../../generated/admin";
import { useLanguagesQuery } from "../../../../generated/graphql";
import { toTranslationFields, toTranslationInputs, validateTranslationFields, type TranslationFields } from "../../components/translations";
import { AppForm, useAppForm } from "../../../../shared/form";
import { VenueDateTimePicker } from "../../event/components/VenueDateTimePicker";
import { isoToWallTime, wallTimeToIso } from "../../event/venueTime";

type Proposal = NextSeasonProposalQuery["nextSeasonProposal"];

type NextSeasonValues = {
  eventNames: TranslationFields;
  startTime: string | null;
  bookableStartTime: string | null;
  headsUpDays: number;
};

/**
 * 'Create next season': next season's event name per language (by default last season's with next season's
 * year, so the two seasons are told apart in lists) and the proposed dates (52 weeks later, the same weekday
 * and local time), editable, in the venue's time; creating answers next season's occasion.
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
  // The site's languages (default first) come with the app's start; until then, those the proposal names.
  const { data: languagesData } = useLanguagesQuery({ context: { withoutLanguage: true } });
  const languages = languagesData?.languages ?? proposal.eventNames.map((entry) => ({ id: entry.language, name: entry.language }));
  const dialog = useAppForm<NextSeasonValues>({
    initialValues: {
      eventNames: toTranslationFields(proposal.eventNames, languages),
      startTime: isoToWallTime(proposal.startTime, timeZone),
      bookableStartTime: isoToWallTime(proposal.bookableStartTime, timeZone),
      headsUpDays: proposal.headsUpDays,
    },
    rules: {
      startTime: { required: true },
      bookableStartTime: { required: true },
      headsUpDays: { required: true, min: 0, max: HEADS_UP_DAYS_MAX },
    },
    validate: (values) =>
      validateTranslationFields(values.eventNames, languages, "eventNames", t, { required: true, maxLength: EVENT_NAME_MAX_LENGTH }),
    onSubmit: async (values) => {
      const result = await create({
        variables: {
          occasionId,
          input: {
            eventNames: toTranslationInputs(values.eventNames, languages),
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
        <Fieldset legend={t("renewalConsole.dialog.eventNames")} variant="unstyled">
          {languages.map((language, index) => (
            <TextInput
              key={language.id}
              label={t("renewalConsole.dialog.eventName", { language: language.name })}
              required={index === 0}
              {...dialog.form.getInputProps(`eventNames.${language.id}`)}
              value={dialog.form.values.eventNames[language.id] ?? ""}
            />
          ))}
        </Fieldset>
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
