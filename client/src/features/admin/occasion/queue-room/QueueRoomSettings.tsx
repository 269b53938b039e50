import { Alert, Button, Checkbox, Group, NumberInput, Stack, Switch, Title } from "@mantine/core";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  OccasionQueueRoomDocument,
  useUpdateOccasionQueueRoomMutation,
  type QueueRoomFieldsFragment,
  type QueueRoomInput,
} from "../../../../generated/admin";
import { useFormErrors } from "../../../../shared/errors/useFormErrors";
import { toast } from "../../../../shared/toast/toast";
import { pausedInput, rateOf, toQueueRoomFormValues, toQueueRoomInput, type QueueRoomFormValues } from "./queueRoomValues";

const MAX_RATE = 100_000;

/**
 * The waiting room's settings: on, high demand and the rate (automatic or set) are saved together; pause and
 * resume save at once, with the saved settings, so unsaved edits are neither sent nor lost.
 */
export function QueueRoomSettings({ room }: { room: QueueRoomFieldsFragment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rateInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<QueueRoomFormValues>(() => toQueueRoomFormValues(room));
  const { errors, general, fail, setErrors, setGeneral } = useFormErrors();
  const [update] = useUpdateOccasionQueueRoomMutation({
    // QueueRoom has no id: the answer is written where the section reads the room.
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: OccasionQueueRoomDocument,
          variables: { occasionId: room.occasionId },
          data: { queueRoom: data.updateQueueRoom },
        });
    },
  });
  const [saving, setSaving] = useState(false);
  const [pausing, setPausing] = useState(false);
  const set = <K extends keyof QueueRoomFormValues>(key: K, value: QueueRoomFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const save = (input: QueueRoomInput, quiet: boolean) =>
    update({ variables: { occasionId: room.occasionId, input }, ...(quiet ? { context: { skipErrorToast: true } } : {}) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral(null);
    if (Number.isNaN(rateOf(values))) {
      setErrors({ ratePerMinute: t("adminOccasion.queueRoom.settings.rateInvalid") });
      return;
    }
    setSaving(true);
    try {
      await save(toQueueRoomInput(values, room.paused), true);
      toast.success(t("adminOccasion.queueRoom.settings.saved"));
    } catch (failure) {
      fail(failure);
    } finally {
      setSaving(false);
    }
  };

  const togglePause = async () => {
    setPausing(true);
    try {
      await save(pausedInput(room, !room.paused), false);
      toast.success(room.paused ? t("adminOccasion.queueRoom.settings.resumed") : t("adminOccasion.queueRoom.settings.pausedDone"));
    } catch {
      // The error link has shown the server's words.
    } finally {
      setPausing(false);
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            {t("adminOccasion.queueRoom.settings.heading")}
          </Title>
          {general && <Alert color="red">{general}</Alert>}
          <Switch
            label={t("adminOccasion.queueRoom.settings.enabled")}
            description={t("adminOccasion.queueRoom.settings.enabledHelp")}
            checked={values.enabled}
            onChange={(event) => set("enabled", event.currentTarget.checked)}
            error={errors["enabled"]}
          />
          <Switch
            label={t("adminOccasion.queueRoom.settings.highDemand")}
            description={t("adminOccasion.queueRoom.settings.highDemandHelp")}
            checked={values.highDemand}
            onChange={(event) => set("highDemand", event.currentTarget.checked)}
            error={errors["highDemand"]}
          />
          <Checkbox
            label={t("adminOccasion.queueRoom.settings.automatic")}
            description={t("adminOccasion.queueRoom.settings.automaticHelp")}
            checked={values.automatic}
            onChange={(event) => {
              const automatic = event.currentTarget.checked;
              set("automatic", automatic);
              // The number is what the operator wants next: the field takes focus once it can be typed in.
              if (!automatic) setTimeout(() => rateInput.current?.focus(), 0);
            }}
          />
          <NumberInput
            ref={rateInput}
            label={t("adminOccasion.queueRoom.settings.rate")}
            description={t("adminOccasion.queueRoom.settings.rateHelp", { max: MAX_RATE })}
            placeholder={values.automatic ? t("adminOccasion.queueRoom.settings.automaticPlaceholder") : undefined}
            disabled={values.automatic}
            value={values.automatic ? "" : values.rate}
            onChange={(rate) => set("rate", rate)}
            min={1}
            max={MAX_RATE}
            // The server judges the range and says so on the field; nothing is changed behind the operator's back.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            error={errors["ratePerMinute"]}
            maw={320}
          />
          <Group>
            <Button type="submit" loading={saving}>
              {t("adminOccasion.queueRoom.settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Group gap="sm" align="center">
        <Button
          variant={room.paused ? "filled" : "default"}
          color={room.paused ? "green" : undefined}
          loading={pausing}
          onClick={() => void togglePause()}
        >
          {room.paused ? t("adminOccasion.queueRoom.settings.resume") : t("adminOccasion.queueRoom.settings.pause")}
        </Button>
      </Group>
    </Stack>
  );
}
