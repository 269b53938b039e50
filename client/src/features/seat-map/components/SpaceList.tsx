import { Button, Table, VisuallyHidden } from "@mantine/core";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { isNavigationKey, listTarget } from "../../../shared/plan/keyboardNavigation";
import type { MapSpace } from "../../../shared/plan/PlanMap";
import type { SpaceState } from "@seatbooking/core";

export interface SpaceListProps {
  /** In the order to list them; `title` is the place as people read it ('Row 1, seat 6'). */
  spaces: ReadonlyArray<MapSpace<SpaceState> & { title: string; typeName: string; remaining: number; total: number }>;
  onActivate: (spaceId: string) => void;
  /** What choosing one of the visitor's places does: opens its tickets (the default), or removes it (a season ticket's map). */
  yoursAction?: "edit" | "remove";
}

/**
 * The accessible alternative to the map: every space with its availability and a button. The list is one tab stop
 * (the roving tabindex pattern): the arrow keys move between its buttons, Home and End to the first and last,
 * PageUp and PageDown ten at a time; the button the keyboard was on stays the tab stop while live updates re-render
 * the list. A sold place's button, or one that cannot be chosen as things are (a place held back for a code), stays
 * reachable and says so (aria-disabled; choosing it says why).
 */
export function SpaceList({ spaces, onActivate, yoursAction = "edit" }: SpaceListProps) {
  const { t } = useTranslation();
  const yoursText = yoursAction === "remove" ? t("series.list.remove") : t("seatMap.list.edit");
  const yoursLabel = (place: string) =>
    yoursAction === "remove" ? t("series.list.removePlace", { place }) : t("seatMap.list.editPlace", { place });
  const [activeId, setActiveId] = useState<string | null>(null);
  const stopId = activeId !== null && spaces.some((space) => space.id === activeId) ? activeId : (spaces[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isNavigationKey(event.key) || event.altKey || event.metaKey || event.shiftKey) return;
    const id = event.target instanceof HTMLElement ? event.target.getAttribute("data-list-space-id") : null;
    const index = id === null ? -1 : spaces.findIndex((space) => space.id === id);
    if (index < 0) return;
    event.preventDefault();
    const next = listTarget(index, spaces.length, event.key);
    if (next === null) return;
    const nextId = spaces[next]!.id;
    setActiveId(nextId);
    [...event.currentTarget.querySelectorAll<HTMLElement>("[data-list-space-id]")]
      .find((button) => button.getAttribute("data-list-space-id") === nextId)
      ?.focus();
  };

  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("seatMap.list.space")}</Table.Th>
          <Table.Th>{t("seatMap.list.type")}</Table.Th>
          <Table.Th>{t("seatMap.list.available")}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t("seatMap.list.action")}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody onKeyDown={onKeyDown}>
        {spaces.map((space) => (
          <Table.Tr key={space.id}>
            <Table.Td>{space.title}</Table.Td>
            <Table.Td>{space.typeName}</Table.Td>
            <Table.Td>{t("seatMap.availability", { remaining: space.remaining, total: space.total })}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant={space.state === "yours" ? "filled" : "default"}
                aria-disabled={space.state === "full" || space.disabled || undefined}
                data-disabled={space.state === "full" || space.disabled || undefined}
                tabIndex={space.id === stopId ? 0 : -1}
                data-list-space-id={space.id}
                onFocus={() => setActiveId(space.id)}
                // The visible word first, then which place (axe: an accessible name contains its visible text).
                aria-label={space.state === "yours" ? yoursLabel(space.label) : t("seatMap.list.pickPlace", { place: space.label })}
                onClick={() => onActivate(space.id)}
              >
                {space.state === "yours" ? yoursText : t("seatMap.list.pick")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
