import { Alert, Button, Collapse, Group, Stack, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../../shared/errors/useFormErrors";

/**
 * 'Have a pass code?': an operator's one-use pass lets a known customer through the waiting room at once (issue 39).
 * Folded away by default; a refused code is said in words on the field.
 */
export function QueuePassForm({ onApply }: { onApply: (code: string) => Promise<void> }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const { errors, setErrors, general, setGeneral, fail } = useFormErrors();

  const submit = async () => {
    setGeneral(null);
    const typed = code.trim();
    if (!typed) {
      setErrors({ code: t("validation.required") });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onApply(typed);
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="queue-pass">
      <Group>
        <Button variant="subtle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
          {t("waitingRoom.pass.toggle")}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <form
          noValidate
          aria-label={t("waitingRoom.pass.title")}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("waitingRoom.pass.label")}
              description={t("waitingRoom.pass.help")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errors["code"]}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              required
            />
            {general && (
              <Alert color="red" role="alert">
                {general}
              </Alert>
            )}
            <Group>
              <Button type="submit" variant="light" loading={sending}>
                {t("waitingRoom.pass.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
