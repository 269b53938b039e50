import { Button, Table, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MapSpace } from "../../../shared/plan/PlanMap";
import type { SpaceState } from "@seatbooking/core";

export interface SpaceListProps {
  /** In the order to list them; `title` is the place as people read it ('Row 1, seat 6'). */
  spaces: ReadonlyArray<MapSpace<SpaceState> & { title: string; typeName: string; remaining: number; total: number }>;
  onActivate: (spaceId: string) => void;
}

/** The accessible alternative to the map: every space with its availability and a button. */
export function SpaceList({ spaces, onActivate }: SpaceListProps) {
  const { t } = useTranslation();
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
      <Table.Tbody>
        {spaces.map((space) => (
          <Table.Tr key={space.id}>
            <Table.Td>{space.title}</Table.Td>
            <Table.Td>{space.typeName}</Table.Td>
            <Table.Td>{t("seatMap.availability", { remaining: space.remaining, total: space.total })}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant={space.state === "yours" ? "filled" : "default"}
                disabled={space.state === "full"}
                // The visible word first, then which place (axe: an accessible name contains its visible text).
                aria-label={t(space.state === "yours" ? "seatMap.list.editPlace" : "seatMap.list.pickPlace", { place: space.label })}
                onClick={() => onActivate(space.id)}
              >
                {space.state === "yours" ? t("seatMap.list.edit") : t("seatMap.list.pick")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
