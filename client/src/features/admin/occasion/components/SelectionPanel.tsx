import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SelectionActions } from "../spaceHolders";

export interface SelectionPanelProps {
  /** The selected spaces' names, in the order they were selected. */
  names: string[];
  actions: SelectionActions;
  /** The action under way, if any. */
  running: "lock" | "release" | null;
  onLock: () => void;
  onRelease: () => void;
  onSell: () => void;
  onClear: () => void;
}

/** The selection's summary and what can be done with it: lock as house seats, release them, or sell. */
export function SelectionPanel({ names, actions, running, onLock, onRelease, onSell, onClear }: SelectionPanelProps) {
  const { t } = useTranslation();
  const count = names.length;
  const busy = running !== null;
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("adminOccasion.selection.heading")}
        </Title>
        <div role="status" aria-live="polite">
          {count === 0 ? (
            <Text size="sm" c="dimmed">
              {t("adminOccasion.selection.none")}
            </Text>
          ) : (
            <>
              <Text fw={600}>{t("adminOccasion.selection.count", { count })}</Text>
              <Text size="sm" data-testid="selected-spaces">
                {names.join(", ")}
              </Text>
            </>
          )}
        </div>
        {count > 0 && !actions.lock && !actions.release && (
          <Text size="sm" c="dimmed">
            {t("adminOccasion.selection.mixed")}
          </Text>
        )}
        <Group gap="xs">
          <Button onClick={onSell} disabled={!actions.sell || busy}>
            {t("adminOccasion.selection.sell")}
          </Button>
          <Button variant="light" onClick={onLock} disabled={!actions.lock || (busy && running !== "lock")} loading={running === "lock"}>
            {t("adminOccasion.selection.lock")}
          </Button>
          <Button
            variant="light"
            onClick={onRelease}
            disabled={!actions.release || (busy && running !== "release")}
            loading={running === "release"}
          >
            {t("adminOccasion.selection.release")}
          </Button>
          <Button variant="subtle" onClick={onClear} disabled={count === 0 || busy}>
            {t("adminOccasion.selection.clear")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
