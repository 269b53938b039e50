import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SelectionActions } from "../spaceHolders";

export interface SelectionPanelProps {
  /** The selected spaces' labels ('Row 1, seat 2'), in the order they were selected. */
  names: string[];
  actions: SelectionActions;
  /** The action under way, if any. */
  running: "lock" | "release" | null;
  onLock: () => void;
  onRelease: () => void;
  onSell: () => void;
  onClear: () => void;
  /** Why nothing can be sold, locked or released here (a cancelled occasion), or null when it can. */
  closedReason?: string | null;
}

/** The selection's summary and what can be done with it: lock as house seats, release them, or sell. */
export function SelectionPanel({ names, actions, running, onLock, onRelease, onSell, onClear, closedReason = null }: SelectionPanelProps) {
  const { t } = useTranslation();
  const count = names.length;
  // A closed occasion (cancelled) offers no action on its places; the reason is said next to the buttons.
  const closed = closedReason !== null;
  const busy = running !== null;
  const reasonId = useId();
  return (
    <SelectionBox names={names} emptyText={t("adminOccasion.selection.none")}>
      {count > 0 && !actions.lock && !actions.release && (
        <Text size="sm" c="dimmed">
          {t("adminOccasion.selection.mixed")}
        </Text>
      )}
      {closed && (
        <Text size="sm" c="red.9" id={reasonId} data-testid="selection-closed">
          {closedReason}
        </Text>
      )}
      <Group gap="xs">
        <Button onClick={onSell} disabled={closed || !actions.sell || busy} aria-describedby={closed ? reasonId : undefined}>
          {t("adminOccasion.selection.sell")}
        </Button>
        <Button
          variant="light"
          onClick={onLock}
          disabled={closed || !actions.lock || (busy && running !== "lock")}
          loading={running === "lock"}
          aria-describedby={closed ? reasonId : undefined}
        >
          {t("adminOccasion.selection.lock")}
        </Button>
        <Button
          variant="light"
          onClick={onRelease}
          disabled={closed || !actions.release || (busy && running !== "release")}
          loading={running === "release"}
          aria-describedby={closed ? reasonId : undefined}
        >
          {t("adminOccasion.selection.release")}
        </Button>
        <Button variant="subtle" onClick={onClear} disabled={count === 0 || busy}>
          {t("adminOccasion.selection.clear")}
        </Button>
      </Group>
    </SelectionBox>
  );
}

export interface SelectionBoxProps {
  /** The selected spaces' labels, in the order they were selected. */
  names: string[];
  /** What it says while nothing is selected (what to select). */
  emptyText: string;
  /** What can be done with the selection. */
  children: ReactNode;
}

/** The selection's heading, how many places and which (announced as it changes), then what can be done with it. */
export function SelectionBox({ names, emptyText, children }: SelectionBoxProps) {
  const { t } = useTranslation();
  const count = names.length;
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
              {emptyText}
            </Text>
          ) : (
            <>
              <Text fw={600}>{t("adminOccasion.selection.count", { count })}</Text>
              <Text size="sm" data-testid="selected-spaces">
                {/* Labels have commas of their own. */}
                {names.join("; ")}
              </Text>
            </>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
