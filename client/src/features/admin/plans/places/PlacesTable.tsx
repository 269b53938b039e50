import type { DerivedPlace, PlaceProblem } from "@seatbooking/core";
import { BLOCKING_PLACE_PROBLEMS } from "@seatbooking/core";
import { Badge, Button, Checkbox, Group, Pagination, Stack, Table, Text, TextInput } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { readCapacity } from "../capacity";
import { CapacityInput } from "../CapacityInput";
import { filterPlaces, isBlocking, type PlacesFilter } from "./placesFilter";
import editorClasses from "../planEditor.module.css";

export const PAGE_SIZE = 50;

interface PlacesTableProps {
  places: readonly DerivedPlace[];
  onName: (element: number, name: string) => void;
  onCapacity: (elements: readonly number[], maxTickets: number) => void;
  /** Whether a place's capacity field holds a mistake (not a capacity): saving waits until it is fixed. */
  onCapacityMistake: (element: number, mistaken: boolean) => void;
  onLocate: (element: number) => void;
  /** Checked places made no longer places (the keyboard's way to unpick). */
  onRemove: (elements: readonly number[]) => void;
}

/** The derived places, a page at a time: names and capacities fixed here, problems in words, capacity for many. */
export function PlacesTable({ places, onName, onCapacity, onCapacityMistake, onLocate, onRemove }: PlacesTableProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PlacesFilter>({ onlyProblems: false, text: "" });
  const [page, setPage] = useState(1);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [capacity, setCapacity] = useState("");
  const shown = useMemo(() => filterPlaces(places, filter), [places, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const toFix = useMemo(() => places.filter(isBlocking).length, [places]);
  // Only places still derived count (a checked place a rule no longer chooses is not set).
  const checkedPlaces = useMemo(
    () => places.filter((place) => checked.has(place.element)).map((place) => place.element),
    [places, checked],
  );
  const allShown = shown.length > 0 && shown.every((place) => checked.has(place.element));
  const newCapacity = readCapacity(capacity).capacity;

  const changeFilter = (changes: Partial<PlacesFilter>) => {
    setFilter((previous) => ({ ...previous, ...changes }));
    setPage(1);
  };
  const toggle = (element: number) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (next.has(element)) next.delete(element);
      else next.add(element);
      return next;
    });

  return (
    <Stack gap="xs">
      <Text fw={500} aria-live="polite">
        {t("planEditor.places.summary", { count: places.length, toFix })}
      </Text>
      <Group align="flex-end" gap="md">
        <TextInput
          w={220}
          label={t("planEditor.places.table.filterText")}
          value={filter.text}
          onChange={(event) => changeFilter({ text: event.currentTarget.value })}
        />
        <Checkbox
          label={t("planEditor.places.table.onlyProblems")}
          checked={filter.onlyProblems}
          onChange={(event) => changeFilter({ onlyProblems: event.currentTarget.checked })}
        />
      </Group>
      <fieldset className={editorClasses.fieldset}>
        <legend>{t("planEditor.places.table.checkedPlaces")}</legend>
        <Group align="flex-end" gap="xs">
          <Checkbox
            label={t("planEditor.places.table.selectShown", { count: shown.length })}
            checked={allShown}
            disabled={shown.length === 0}
            onChange={() =>
              setChecked((previous) => {
                const next = new Set(previous);
                for (const place of shown)
                  if (allShown) next.delete(place.element);
                  else next.add(place.element);
                return next;
              })
            }
          />
          <CapacityInput w={220} optional label={t("planEditor.places.table.capacity")} value={capacity} onChange={setCapacity} />
          <Button
            disabled={checkedPlaces.length === 0 || newCapacity === null}
            onClick={() => newCapacity !== null && onCapacity(checkedPlaces, newCapacity)}
          >
            {t("planEditor.places.table.setCapacity", { count: checkedPlaces.length })}
          </Button>
          <Button
            variant="light"
            color="red.9"
            disabled={checkedPlaces.length === 0}
            onClick={() => {
              onRemove(checkedPlaces);
              setChecked(new Set());
            }}
          >
            {t("planEditor.places.table.removeChecked", { count: checkedPlaces.length })}
          </Button>
        </Group>
      </fieldset>
      <Table striped>
        <Table.Caption>{t("planEditor.places.table.caption", { count: shown.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("planEditor.places.table.check")}</Table.Th>
            <Table.Th>{t("planEditor.name")}</Table.Th>
            <Table.Th>{t("planEditor.parts.section")}</Table.Th>
            <Table.Th>{t("planEditor.parts.row")}</Table.Th>
            <Table.Th>{t("planEditor.parts.seat")}</Table.Th>
            <Table.Th>{t("planEditor.places.table.capacity")}</Table.Th>
            <Table.Th>{t("planEditor.places.table.nameFrom")}</Table.Th>
            <Table.Th>{t("planEditor.places.table.problems")}</Table.Th>
            <Table.Th>{t("planEditor.places.table.onMap")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((place) => {
            const label = placeLabel(place, t);
            return (
              <Table.Tr key={place.element}>
                <Table.Td>
                  <Checkbox
                    aria-label={t("planEditor.places.table.checkPlace", { place: label })}
                    checked={checked.has(place.element)}
                    onChange={() => toggle(place.element)}
                  />
                </Table.Td>
                <Table.Td>
                  <NameField key={place.name ?? ""} place={place} label={label} onName={onName} />
                </Table.Td>
                <Table.Td>{place.section ?? ""}</Table.Td>
                <Table.Td>{place.row ?? ""}</Table.Td>
                <Table.Td>{place.seat ?? ""}</Table.Td>
                <Table.Td>
                  <CapacityField key={place.maxTickets} place={place} label={label} onCapacity={onCapacity} onMistake={onCapacityMistake} />
                </Table.Td>
                <Table.Td>{t(`planEditor.places.nameFrom.${place.nameFrom}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {place.problems.map((problem) => (
                      <ProblemBadge key={problem} problem={problem} />
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t("planEditor.places.table.locateLabel", { place: label })}
                    onClick={() => onLocate(place.element)}
                  >
                    {t("planEditor.places.table.locate")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          aria-label={t("planEditor.places.table.pages")}
          getItemProps={(number) => ({ "aria-label": t("planEditor.places.table.page", { number }) })}
          getControlProps={(control) => ({ "aria-label": t(`planEditor.places.table.${control}Page`) })}
        />
      )}
    </Stack>
  );
}

/** How a place is called in labels: its name, or its tag and index while it has none. */
function placeLabel(place: DerivedPlace, t: (key: string, options?: Record<string, unknown>) => string): string {
  return place.name ?? t("planEditor.places.unnamed", { tag: place.tag, element: place.element });
}

function ProblemBadge({ problem }: { problem: PlaceProblem }) {
  const { t } = useTranslation();
  const blocking = BLOCKING_PLACE_PROBLEMS.includes(problem);
  return (
    <Badge
      color="red.9"
      variant={blocking ? "filled" : "default"}
      size="sm"
      tt="none"
      // Words, not a code: a badge wraps rather than cutting them off.
      h="auto"
      styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
    >
      {t(`planEditor.places.problems.${problem}`)}
    </Badge>
  );
}

/** A place's name, given by hand when changed (on leaving the field or Enter: deriving 20,000 places per key is too slow). */
function NameField({ place, label, onName }: { place: DerivedPlace; label: string; onName: PlacesTableProps["onName"] }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(place.name ?? "");
  const commit = () => {
    // An emptied field gives the place its derived name back (and shows it).
    if (!value.trim()) setValue(place.name ?? "");
    if (value.trim() !== (place.name ?? "")) onName(place.element, value);
  };
  return (
    <TextInput
      size="xs"
      w={130}
      aria-label={t("planEditor.places.table.nameOf", { place: label })}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
    />
  );
}

function CapacityField({
  place,
  label,
  onCapacity,
  onMistake,
}: {
  place: DerivedPlace;
  label: string;
  onCapacity: PlacesTableProps["onCapacity"];
  onMistake: PlacesTableProps["onCapacityMistake"];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(place.maxTickets));
  const mistaken = readCapacity(value).capacity === null;
  useEffect(() => {
    if (!mistaken) return;
    onMistake(place.element, true);
    return () => onMistake(place.element, false);
  }, [mistaken, onMistake, place.element]);
  const commit = () => {
    // A mistake stays as typed, its reason beside the field; the place keeps its capacity meanwhile.
    const { capacity } = readCapacity(value);
    if (capacity !== null && capacity !== place.maxTickets) onCapacity([place.element], capacity);
  };
  return (
    <CapacityInput
      size="xs"
      w={160}
      aria-label={t("planEditor.places.table.capacityOf", { place: label })}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
    />
  );
}
