import { derivePlaces, selectPlaceElements } from "@seatbooking/core";
import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useCallback, useDeferredValue, useId, useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMarkPlanPlacesMutation } from "../../../../generated/admin";
import { formErrorsOf } from "../../../../shared/errors/fieldErrors";
import { toast } from "../../../../shared/toast/toast";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import type { PlanTabProps } from "../PlanEditorPage";
import { quiet, reportFailure, usePlanSvg } from "../planShared";
import { EMPTY_MARKING, markingReducer, toPlaceMarking } from "../places/markingState";
import { PlacesMap, type PickMode } from "../places/PlacesMap";
import { isBlocking } from "../places/placesFilter";
import { PlacesTable } from "../places/PlacesTable";
import { readMap, type ReadMap } from "../places/readPlaces";
import { RulesPanel } from "../places/RulesPanel";
import mapClasses from "../places/placesMap.module.css";

const MODES: readonly PickMode[] = ["click", "box", "lasso"];

/** Turning the map's drawing into places: picked on the map, chosen by rules, named and sized in the table, saved as marks. */
export function PlacesTab({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const [revision, setRevision] = useState(0);
  const { svg, loading } = usePlanSvg(plan.id, revision);
  const read = useMemo(() => (svg ? readMap(svg) : null), [svg]);
  if (loading) return <Text>{t("loading.label")}</Text>;
  if (!read) return <Text>{t("planEditor.map.noMap")}</Text>;
  return <PlacesEditor plan={plan} reload={reload} read={read} onSaved={() => setRevision((value) => value + 1)} />;
}

function PlacesEditor({ plan, reload, read, onSaved }: Pick<PlanTabProps, "plan" | "reload"> & { read: ReadMap; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const { chart, boxes, candidates, markup } = read;
  const [state, dispatch] = useReducer(markingReducer, EMPTY_MARKING);
  const [mode, setMode] = useState<PickMode>("click");
  const modeLabel = useId();
  const [preview, setPreview] = useState<ReadonlySet<number> | null>(null);
  const [located, setLocated] = useState<{ element: number } | null>(null);
  const [outdated, setOutdated] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [capacityMistakes, setCapacityMistakes] = useState<ReadonlySet<number>>(EMPTY_SET);
  const capacityMistake = useCallback(
    (element: number, mistaken: boolean) =>
      setCapacityMistakes((current) => {
        if (current.has(element) === mistaken) return current;
        const next = new Set(current);
        if (mistaken) next.add(element);
        else next.delete(element);
        return next;
      }),
    [],
  );
  const [markPlaces, { loading: saving }] = useMarkPlanPlacesMutation(quiet);

  const marking = useMemo(() => toPlaceMarking(state), [state]);
  const selectedList = useMemo(() => selectPlaceElements(chart, marking), [chart, marking]);
  const selected = useMemo(() => new Set(selectedList), [selectedList]);
  // Deriving 20,000 places takes a moment: the map and the form answer first, the table follows.
  const derivedFrom = useDeferredValue(marking);
  const derivation = useMemo(
    () => derivePlaces(chart, derivedFrom, plan.namePattern ?? null, boxes, isReservedId),
    [chart, derivedFrom, plan.namePattern, boxes],
  );
  const problems = useMemo(() => new Set(derivation.places.filter(isBlocking).map((place) => place.element)), [derivation]);
  // A place that has a space keeps the space's capacity (set in the spaces tab, perhaps) unless one is given here.
  const shownPlaces = useMemo(() => {
    const capacityOf = new Map(plan.spaces.map((space) => [space.name, space.maxTickets]));
    const given = new Set(derivedFrom.capacities.map((capacity) => capacity.element));
    return derivation.places.map((place) => {
      const capacity = place.name === null || given.has(place.element) ? undefined : capacityOf.get(place.name);
      return capacity === undefined ? place : { ...place, maxTickets: capacity };
    });
  }, [derivation, derivedFrom, plan.spaces]);
  const toFix = problems.size;
  const stale = derivedFrom !== marking;

  const toggle = useCallback(
    (element: number) => dispatch({ type: "pick", elements: [element], remove: selected.has(element) }),
    [selected],
  );
  const parentOf = useCallback((element: number) => chart.elements[element]?.parent ?? null, [chart]);
  const pick = useCallback((elements: number[], remove: boolean) => dispatch({ type: "pick", elements, remove }), []);

  const save = async () => {
    setMessage(null);
    try {
      const result = await markPlaces({ variables: { planId: plan.id, version: plan.updatedAt, marking } });
      const done = result.data?.markPlanPlaces;
      toast.success(
        t("planEditor.places.saved", {
          created: t("planEditor.places.savedCreated", { count: done?.created ?? 0 }),
          removed: t("planEditor.places.savedRemoved", { count: done?.removed ?? 0 }),
          resized: t("planEditor.places.savedResized", { count: done?.resized ?? 0 }),
        }),
      );
      // The marks are in the served map now: the tab reads it again and starts from them.
      await reload();
      onSaved();
    } catch (failure) {
      if (reportFailure(failure, i18n, t("planEditor.notSaved"))) setOutdated(true);
      else {
        const { general, fields } = formErrorsOf(failure);
        setMessage([general, ...Object.values(fields)].filter(Boolean).join("\n") || null);
      }
    }
  };

  const reloadSaved = async () => {
    await reload();
    setOutdated(false);
    setMessage(null);
    onSaved();
  };

  return (
    <Stack>
      {outdated && <OutdatedNotice onReload={reloadSaved} />}
      {message && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {message}
        </Alert>
      )}
      <Text size="sm">{t("planEditor.places.intro")}</Text>
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id={modeLabel}>
          {t("planEditor.places.pick.title")}
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabel}
          value={mode}
          onChange={(value) => setMode(value as PickMode)}
          data={MODES.map((value) => ({ value, label: t(`planEditor.places.pick.${value}`) }))}
        />
        <Text size="sm">{t(`planEditor.places.pick.${mode}Help`)}</Text>
      </Group>
      <PlacesMap
        markup={markup}
        styles={plan.styles}
        boxes={boxes}
        candidates={candidates}
        parentOf={parentOf}
        selected={selected}
        preview={preview ?? EMPTY_SET}
        problems={problems}
        mode={mode}
        onToggle={toggle}
        onPick={pick}
        located={located}
        label={t("planEditor.places.mapLabel", { name: plan.name })}
      />
      <Group gap="md" aria-hidden>
        {(["selected", "preview", "problem"] as const).map((kind) => (
          <Text key={kind} size="xs">
            <span className={`${mapClasses.swatch} ${mapClasses[`swatch-${kind}`]}`} />
            {t(`planEditor.places.legend.${kind}`)}
          </Text>
        ))}
      </Group>
      <RulesPanel
        chart={chart}
        candidates={candidates}
        rules={state.rules}
        onAdd={(rule) => dispatch({ type: "addRule", rule })}
        onRemove={(at) => dispatch({ type: "removeRule", at })}
        onPreview={setPreview}
      />
      <Checkbox
        label={t("planEditor.places.labelsLetClicksThrough")}
        checked={state.labelsLetClicksThrough}
        onChange={(event) => dispatch({ type: "labelsLetClicksThrough", value: event.currentTarget.checked })}
      />
      <Group>
        <Button onClick={() => void save()} loading={saving} disabled={derivation.blocked || stale || capacityMistakes.size > 0}>
          {t("planEditor.places.save")}
        </Button>
        {derivation.blocked && (
          <Text size="sm" c="red.9">
            {t("planEditor.places.fixFirst", { count: toFix })}
          </Text>
        )}
        {capacityMistakes.size > 0 && (
          <Text size="sm" c="red.9">
            {t("planEditor.places.fixCapacities", { count: capacityMistakes.size })}
          </Text>
        )}
      </Group>
      <Title order={3}>{t("planEditor.places.tableTitle")}</Title>
      <PlacesTable
        places={shownPlaces}
        onName={(element, name) => dispatch({ type: "name", element, name })}
        onCapacity={(elements, maxTickets) => dispatch({ type: "capacity", elements, maxTickets })}
        onCapacityMistake={capacityMistake}
        onLocate={(element) => setLocated({ element })}
        onRemove={(elements) => dispatch({ type: "pick", elements, remove: true })}
      />
    </Stack>
  );
}

const EMPTY_SET: ReadonlySet<number> = new Set();

/** A name the server's sanitizer keeps out of ids (a `document` or form property: `title`, `forms`), as the browser says. */
function isReservedId(name: string): boolean {
  return name in document || name in document.createElement("form");
}
