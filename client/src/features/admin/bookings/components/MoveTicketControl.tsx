import { Button, Checkbox, Group, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FreeSpace } from "../bookingLookups";

export interface MoveTicketControlProps {
  spaceName: string;
  spaces: readonly FreeSpace[];
  /** Later dates of the season ticket holding the same place: the move can take them along (all or none). */
  laterDates?: number;
  onMove: (spaceId: string, laterDates: boolean) => Promise<boolean>;
}

/**
 * Moves a ticket to a free space, picked from a searchable list (a seat taken meanwhile answers SPACE_OCCUPIED); on a
 * season ticket's date, on its later dates too when the operator chooses so.
 */
export function MoveTicketControl({ spaceName, spaces, laterDates = 0, onMove }: MoveTicketControlProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [alsoLater, setAlsoLater] = useState(false);
  const move = async () => {
    if (!target) return;
    setMoving(true);
    const moved = await onMove(target, laterDates > 0 && alsoLater);
    setMoving(false);
    if (moved) setTarget(null);
  };
  const control = (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={t("adminBookings.tickets.moveTo", { space: spaceName })}
        placeholder={t("adminBookings.tickets.chooseSpace")}
        data={spaces.map((space) => ({
          value: space.id,
          label: space.remaining > 1 ? t("adminBookings.tickets.spaceWithRoom", { name: space.name, count: space.remaining }) : space.name,
        }))}
        value={target}
        onChange={setTarget}
        searchable
        clearable
        limit={200}
        nothingFoundMessage={t("adminBookings.tickets.noFreeSpaces")}
        size="xs"
        w={200}
      />
      <Button size="xs" variant="default" onClick={() => void move()} disabled={!target} loading={moving}>
        {t("adminBookings.tickets.move")}
      </Button>
    </Group>
  );
  if (laterDates === 0) return control;
  return (
    <Stack gap={4}>
      {control}
      <Checkbox
        size="xs"
        label={t("adminBookings.tickets.moveLaterDates", { count: laterDates })}
        checked={alsoLater}
        onChange={(event) => setAlsoLater(event.currentTarget.checked)}
      />
    </Stack>
  );
}
