import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface PresaleCodeFormProps {
  /** The code in use (null: none given yet). */
  code: string | null;
  /** The place the visitor chose before giving a code: it is held once the code is given. */
  waitingFor: string | null;
  onApply: (code: string) => void;
  onClear: () => void;
}

/**
 * A presale (issue 38): some places are held back for a code. The visitor gives the code here; the places held back
 * for it can then be chosen on the map, and the first one held applies the code to their booking (the server checks it).
 */
export function PresaleCodeForm({ code, waitingFor, onApply, onClear }: PresaleCodeFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Choosing a place held back for a code before giving one brings the visitor here.
  useEffect(() => {
    if (waitingFor) input.current?.focus();
  }, [waitingFor]);

  if (code)
    return (
      <Group gap="sm" data-testid="presale-code">
        <Text size="sm" role="status">
          {t("seatMap.presale.inUse", { code })}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            setValue("");
            onClear();
          }}
        >
          {t("seatMap.presale.change")}
        </Button>
      </Group>
    );
  return (
    <form
      aria-label={t("seatMap.presale.title")}
      data-testid="presale-code"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = value.trim();
        if (typed) onApply(typed);
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={input}
            label={t("seatMap.presale.label")}
            description={waitingFor ? t("seatMap.presale.forPlace", { place: waitingFor }) : t("seatMap.presale.hint")}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoComplete="off"
            maxLength={40}
            w={260}
          />
          <Button type="submit" variant="light" disabled={value.trim().length === 0}>
            {t("seatMap.presale.use")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
