import { mapPlaces, NAME_PARTS } from "@seatbooking/core";
import { Alert, Autocomplete, Badge, Button, Checkbox, Grid, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateSpacesFromMapMutation } from "../../../../generated/admin";
import { PlanMap, type MapSpace } from "../../../../shared/plan/PlanMap";
import { toast } from "../../../../shared/toast/toast";
import { ConfirmDeleteButton } from "../../components/ConfirmDeleteButton";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import { Pager } from "../../components/Pager";
import type { PlanTabProps } from "../PlanEditorPage";
import { readCapacity } from "../capacity";
import { CapacityInput } from "../CapacityInput";
import { bulkNames, DEFAULT_NAME_PATTERN, unboundElements } from "../planLogic";
import { quiet, reportFailure, spaceInput, usePlanSvg } from "../planShared";
import { filterAndSort, keepVisible, NO_PART_FILTER, partOptions, type PartFilter } from "../spacesTableFilter";
import classes from "../planEditor.module.css";
import { usePlanSpacesSave } from "./usePlanSave";

const PAGE = 100;
const KEEP = "__keep";
const NONE = "__none";
const BINDING_STATES = ["bound", "unbound"] as const;
type BindingState = (typeof BINDING_STATES)[number];
const NEW_PREFIX = "new:";

/** The spaces beside the map: bulk create, edit and delete, and binding spaces to the map's elements. */
export function SpacesTab({ plan, spaceTypes, reload }: PlanTabProps) {
  const { t, i18n } = useTranslation();
  const { svg, loading } = usePlanSvg(plan.id, 0);
  const { save, saving, outdated, message, reloadSaved } = usePlanSpacesSave(plan, reload);
  const [createFromMap, fromMap] = useCreateSpacesFromMapMutation(quiet);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<PartFilter>(NO_PART_FILTER);
  const [offset, setOffset] = useState(0);

  const elements = useMemo(() => (svg ? mapPlaces(svg) : []), [svg]);
  const unbound = useMemo(() => unboundElements(elements, plan.spaces), [elements, plan.spaces]);
  const missing = useMemo(() => new Set(unbound.spaces.map((space) => space.id)), [unbound]);
  const filtered = useMemo(() => filterAndSort(plan.spaces, filter), [plan.spaces, filter]);
  // Apply and delete act on the rows the filter shows, never on hidden ones (a hidden row is unselected).
  const visibleSelected = useMemo(() => keepVisible(selected, filtered), [selected, filtered]);
  const page = filtered.slice(offset, offset + PAGE);
  const zoneName = (id: string | null | undefined) => plan.priceZones.find((zone) => zone.id === id)?.name ?? t("planEditor.defaultZone");

  const mapSpaces = useMemo<MapSpace<BindingState>[]>(() => {
    const names = new Set(elements.map((element) => element.name));
    return [
      ...plan.spaces
        .filter((space) => names.has(space.name))
        .map((space) => ({
          id: space.id,
          name: space.name,
          state: "bound" as const,
          label: space.label,
          selected: visibleSelected.has(space.id),
        })),
      ...unbound.elements.map((element) => ({
        id: `${NEW_PREFIX}${element.name}`,
        name: element.name,
        state: "unbound" as const,
        label: t("planEditor.spaces.unboundElement", { name: element.name }),
      })),
    ];
  }, [elements, plan.spaces, unbound, visibleSelected, t]);

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(keepVisible(previous, filtered));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const activate = (id: string) => {
    if (id.startsWith(NEW_PREFIX)) {
      const name = id.slice(NEW_PREFIX.length);
      const element = elements.find((candidate) => candidate.name === name);
      void save({ save: [{ name, maxTickets: element?.maxTickets ?? 1 }] }, t("planEditor.spaces.created", { count: 1 }));
      return;
    }
    const index = filtered.findIndex((space) => space.id === id);
    if (index < 0) {
      // A place the filter hides: the filter is cleared so that the place chosen on the map is a visible row.
      const at = Math.max(
        0,
        filterAndSort(plan.spaces, NO_PART_FILTER).findIndex((space) => space.id === id),
      );
      setFilter(NO_PART_FILTER);
      setSelected((previous) => new Set([...previous, id]));
      setOffset(Math.floor(at / PAGE) * PAGE);
      return;
    }
    toggle(id);
    setOffset(Math.floor(index / PAGE) * PAGE);
  };

  const createAllFromMap = async () => {
    try {
      await createFromMap({ variables: { planId: plan.id, version: plan.updatedAt } });
      toast.success(t("planEditor.spaces.created", { count: unbound.elements.length }));
    } catch (failure) {
      reportFailure(failure, i18n, t("planEditor.notSaved"));
    }
  };

  const pageIds = page.map((space) => space.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => visibleSelected.has(id));
  const changeFilter = (part: keyof PartFilter, value: string) => {
    const next = { ...filter, [part]: value };
    setFilter(next);
    setSelected((previous) => keepVisible(previous, filterAndSort(plan.spaces, next)));
    setOffset(0);
  };

  return (
    <Stack>
      {outdated && <OutdatedNotice onReload={reloadSaved} />}
      {message && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {message}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Title order={3}>{t("planEditor.spaces.mapTitle")}</Title>
            {svg ? (
              <PlanMap
                svg={svg}
                label={plan.name}
                styles={plan.styles}
                spaces={mapSpaces}
                states={BINDING_STATES}
                onActivate={activate}
                className={classes.bindingMap}
              />
            ) : (
              <Text>{loading ? t("loading.label") : t("planEditor.map.noMap")}</Text>
            )}
            <Text size="sm">{t("planEditor.spaces.bindingHelp")}</Text>
            <Text size="sm">{t("planEditor.spaces.missingCount", { count: unbound.spaces.length })}</Text>
            <Button
              variant="light"
              // The label wraps in the narrow column beside the table instead of being cut off.
              h="auto"
              py={6}
              styles={{ label: { whiteSpace: "normal" } }}
              disabled={unbound.elements.length === 0}
              loading={fromMap.loading}
              onClick={() => void createAllFromMap()}
            >
              {t("planEditor.spaces.createFromMap", { count: unbound.elements.length })}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <BulkCreate plan={plan} spaceTypes={spaceTypes} saving={saving} save={save} />
            {visibleSelected.size > 0 && (
              <BulkEdit
                plan={plan}
                spaceTypes={spaceTypes}
                selected={visibleSelected}
                saving={saving}
                save={save}
                onDeleted={() => setSelected(new Set())}
              />
            )}
            <Group align="flex-end" gap="xs" role="group" aria-label={t("planEditor.spaces.filter")}>
              {NAME_PARTS.map((part) => (
                <Autocomplete
                  key={part}
                  w={120}
                  label={t(`planEditor.parts.${part}`)}
                  data={partOptions(plan.spaces, part, filter)}
                  limit={50}
                  value={filter[part]}
                  onChange={(value) => changeFilter(part, value)}
                />
              ))}
            </Group>
            <Table striped>
              <Table.Caption>{t("planEditor.spaces.caption", { count: plan.spaces.length })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label={t("planEditor.spaces.selectPage")}
                      checked={allOnPage}
                      onChange={() =>
                        setSelected((previous) => {
                          const next = new Set(keepVisible(previous, filtered));
                          for (const id of pageIds)
                            if (allOnPage) next.delete(id);
                            else next.add(id);
                          return next;
                        })
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t("planEditor.name")}</Table.Th>
                  <Table.Th>{t("planEditor.spaces.label")}</Table.Th>
                  <Table.Th>{t("planEditor.spaces.maxTickets")}</Table.Th>
                  <Table.Th>{t("planEditor.spaces.spaceType")}</Table.Th>
                  <Table.Th>{t("planEditor.spaces.priceZone")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.map((space) => (
                  <Table.Tr key={space.id} className={missing.has(space.id) ? classes.missingRow : undefined}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("planEditor.spaces.select", { name: space.name })}
                        checked={visibleSelected.has(space.id)}
                        onChange={() => toggle(space.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {space.name}{" "}
                      {svg && missing.has(space.id) && (
                        <Badge color="orange.9" variant="outline" size="sm">
                          {t("planEditor.spaces.notOnMap")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{space.label}</Table.Td>
                    <Table.Td>{space.maxTickets}</Table.Td>
                    <Table.Td>{space.spaceType?.name ?? "-"}</Table.Td>
                    <Table.Td>{zoneName(space.priceZoneId)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager offset={offset} limit={PAGE} itemCount={page.length} total={filtered.length} onChange={setOffset} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

type Save = ReturnType<typeof usePlanSpacesSave>["save"];

function typeOptions(spaceTypes: PlanTabProps["spaceTypes"]) {
  return spaceTypes.map((type) => ({ value: type.id, label: type.name }));
}

/** Many spaces at once: rows from-to and seats from-to, named by the plan's name pattern. */
function BulkCreate({
  plan,
  spaceTypes,
  saving,
  save,
}: {
  plan: PlanTabProps["plan"];
  spaceTypes: PlanTabProps["spaceTypes"];
  saving: boolean;
  save: Save;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ section: "", rowFrom: "", rowTo: "", seatFrom: "", seatTo: "" });
  const [maxTickets, setMaxTickets] = useState("1");
  const capacity = readCapacity(maxTickets).capacity;
  const [spaceTypeId, setSpaceTypeId] = useState<string | null>(null);
  const [priceZoneId, setPriceZoneId] = useState<string | null>(null);
  const pattern = plan.namePattern?.trim() || DEFAULT_NAME_PATTERN;
  const names = bulkNames({ pattern, ...values });
  const existing = new Set(plan.spaces.map((space) => space.name));
  const fresh = names?.filter((name) => !existing.has(name)) ?? [];
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [key]: value }));
    },
  });
  const create = async () => {
    if (capacity === null) return;
    const ok = await save(
      { save: fresh.map((name) => ({ name, maxTickets: capacity, spaceTypeId, priceZoneId })) },
      t("planEditor.spaces.created", { count: fresh.length }),
    );
    if (ok) setValues({ section: "", rowFrom: "", rowTo: "", seatFrom: "", seatTo: "" });
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend>{t("planEditor.spaces.bulkCreate")}</legend>
      <Stack gap="xs">
        <Text size="sm">{t("planEditor.spaces.patternUsed", { pattern })}</Text>
        <Group align="flex-end" gap="xs">
          {pattern.includes("{section}") && <TextInput w={90} label={t("planEditor.parts.section")} {...field("section")} />}
          <TextInput w={90} label={t("planEditor.spaces.rowFrom")} {...field("rowFrom")} />
          <TextInput w={90} label={t("planEditor.spaces.rowTo")} {...field("rowTo")} />
          <TextInput w={90} label={t("planEditor.spaces.seatFrom")} {...field("seatFrom")} />
          <TextInput w={90} label={t("planEditor.spaces.seatTo")} {...field("seatTo")} />
          <CapacityInput w={200} label={t("planEditor.spaces.maxTickets")} value={maxTickets} onChange={setMaxTickets} />
        </Group>
        <Group align="flex-end" gap="xs">
          <Select
            clearable
            label={t("planEditor.spaces.spaceType")}
            data={typeOptions(spaceTypes)}
            value={spaceTypeId}
            onChange={setSpaceTypeId}
          />
          <Select
            clearable
            label={t("planEditor.spaces.priceZone")}
            placeholder={t("planEditor.defaultZone")}
            data={plan.priceZones.map((zone) => ({ value: zone.id, label: zone.name }))}
            value={priceZoneId}
            onChange={setPriceZoneId}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          {names === null
            ? t("planEditor.spaces.rangeHelp")
            : t("planEditor.spaces.willCreate", { count: fresh.length, first: fresh[0] ?? "-", last: fresh[fresh.length - 1] ?? "-" })}
        </Text>
        <Group>
          <Button onClick={() => void create()} disabled={fresh.length === 0 || capacity === null} loading={saving}>
            {t("planEditor.spaces.createButton", { count: fresh.length })}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/** The selected spaces: set capacity, type or price zone, or delete them. */
function BulkEdit({
  plan,
  spaceTypes,
  selected,
  saving,
  save,
  onDeleted,
}: {
  plan: PlanTabProps["plan"];
  spaceTypes: PlanTabProps["spaceTypes"];
  selected: ReadonlySet<string>;
  saving: boolean;
  save: Save;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [maxTickets, setMaxTickets] = useState("");
  // Left empty, each space keeps its capacity.
  const reading = readCapacity(maxTickets);
  const unchanged = reading.problem === "required";
  const [spaceTypeId, setSpaceTypeId] = useState<string>(KEEP);
  const [priceZoneId, setPriceZoneId] = useState<string>(KEEP);
  const spaces = plan.spaces.filter((space) => selected.has(space.id));
  const keepOptions = [
    { value: KEEP, label: t("planEditor.spaces.unchanged") },
    { value: NONE, label: t("planEditor.spaces.none") },
  ];
  const pick = (value: string, current: string | null) => (value === KEEP ? current : value === NONE ? null : value);
  const apply = () =>
    void save({
      save: spaces.map((space) =>
        spaceInput(space, {
          maxTickets: reading.capacity ?? space.maxTickets,
          spaceTypeId: pick(spaceTypeId, space.spaceType?.id ?? null),
          priceZoneId: pick(priceZoneId, space.priceZoneId ?? null),
        }),
      ),
    });
  const remove = async () => {
    if (await save({ delete: spaces.map((space) => space.id) }, t("admin.deleted"))) onDeleted();
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend>{t("planEditor.spaces.bulkEdit", { count: spaces.length })}</legend>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <CapacityInput
            w={200}
            optional
            label={t("planEditor.spaces.maxTickets")}
            placeholder={t("planEditor.spaces.unchanged")}
            value={maxTickets}
            onChange={setMaxTickets}
          />
          <Select
            label={t("planEditor.spaces.spaceType")}
            data={[...keepOptions, ...typeOptions(spaceTypes)]}
            value={spaceTypeId}
            allowDeselect={false}
            onChange={(value) => setSpaceTypeId(value ?? KEEP)}
          />
          <Select
            label={t("planEditor.spaces.priceZone")}
            data={[
              { value: KEEP, label: t("planEditor.spaces.unchanged") },
              { value: NONE, label: t("planEditor.defaultZone") },
              ...plan.priceZones.map((zone) => ({ value: zone.id, label: zone.name })),
            ]}
            value={priceZoneId}
            allowDeselect={false}
            onChange={(value) => setPriceZoneId(value ?? KEEP)}
          />
        </Group>
        <Group>
          <Button onClick={apply} loading={saving} disabled={!unchanged && reading.capacity === null}>
            {t("planEditor.spaces.apply")}
          </Button>
          <ConfirmDeleteButton
            title={t("planEditor.spaces.deleteTitle")}
            text={t("planEditor.spaces.deleteText", { count: spaces.length })}
            onConfirm={remove}
          />
        </Group>
      </Stack>
    </fieldset>
  );
}
