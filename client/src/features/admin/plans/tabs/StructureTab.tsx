import { compilePattern, patternProblem } from "@seatbooking/core";
import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSavePriceZonesMutation } from "../../../../generated/admin";
import { AppForm, useAppForm } from "../../../../shared/form";
import { toast } from "../../../../shared/toast/toast";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import { toTranslationFields, toTranslationInputs, type TranslationFields } from "../../components/translations";
import type { PlanTabProps } from "../PlanEditorPage";
import { quiet, reportFailure, spaceInput } from "../planShared";
import { usePlanSpacesSave } from "./usePlanSave";
import { usePlanUpdate } from "./usePlanUpdate";

/** The name pattern with a live example, the price zones, and companion seats of wheelchair places. */
export function StructureTab(props: PlanTabProps) {
  return (
    <Stack gap="xl">
      <NamePatternForm {...props} />
      <PriceZonesEditor {...props} />
      <Companions {...props} />
    </Stack>
  );
}

function NamePatternForm({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const { update, outdated, setOutdated } = usePlanUpdate(plan);
  const editor = useAppForm<{ namePattern: string }>({
    initialValues: { namePattern: plan.namePattern ?? "" },
    validate: ({ namePattern }) => {
      const problem = namePattern.trim() ? patternProblem(namePattern) : null;
      return { namePattern: problem ? t(`planEditor.structure.problems.${problem}`) : null };
    },
    onSubmit: async ({ namePattern }) => update({ namePattern }),
  });
  const pattern = editor.form.values.namePattern;
  const compiled = pattern.trim() ? compilePattern(pattern) : null;
  const examples = plan.spaces.slice(0, 5).map((space) => ({ name: space.name, parts: compiled?.ok ? compiled.match(space.name) : null }));
  return (
    <AppForm form={editor} label={t("planEditor.structure.namePattern")} maw={640}>
      <Title order={3}>{t("planEditor.structure.namePattern")}</Title>
      {outdated && (
        <OutdatedNotice
          onReload={async () => {
            const saved = await reload();
            if (saved) editor.load({ namePattern: saved.namePattern ?? "" });
            setOutdated(false);
          }}
        />
      )}
      <TextInput
        label={t("planEditor.structure.namePattern")}
        description={t("planEditor.structure.namePatternHelp")}
        {...editor.form.getInputProps("namePattern")}
      />
      <Table>
        <Table.Caption>{t("planEditor.structure.example")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("planEditor.name")}</Table.Th>
            <Table.Th>{t("planEditor.parts.section")}</Table.Th>
            <Table.Th>{t("planEditor.parts.row")}</Table.Th>
            <Table.Th>{t("planEditor.parts.seat")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-live="polite">
          {examples.map(({ name, parts }) => (
            <Table.Tr key={name}>
              <Table.Td>{name}</Table.Td>
              {parts ? (
                <>
                  <Table.Td>{parts.section ?? "-"}</Table.Td>
                  <Table.Td>{parts.row ?? "-"}</Table.Td>
                  <Table.Td>{parts.seat ?? "-"}</Table.Td>
                </>
              ) : (
                <Table.Td colSpan={3}>{t("planEditor.structure.noMatch")}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button type="submit" loading={editor.submitting}>
          {t("admin.save")}
        </Button>
      </Group>
    </AppForm>
  );
}

interface ZoneRow {
  key: string;
  id: string | null;
  names: TranslationFields;
}

function PriceZonesEditor({ plan, languages, reload }: PlanTabProps) {
  const { t, i18n } = useTranslation();
  const [savePriceZones, { loading }] = useSavePriceZonesMutation(quiet);
  const toRows = (zones: PlanTabProps["plan"]["priceZones"]): ZoneRow[] =>
    zones.map((zone) => ({ key: zone.id, id: zone.id, names: toTranslationFields(zone.names, languages) }));
  const [rows, setRows] = useState<ZoneRow[]>(() => toRows(plan.priceZones));
  const [outdated, setOutdated] = useState(false);
  const [missing, setMissing] = useState(false);

  const setName = (index: number, language: string, text: string) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, names: { ...row.names, [language]: text } } : row)));
  const move = (index: number, by: number) =>
    setRows((previous) => {
      const next = [...previous];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  const save = async () => {
    const defaultLanguage = languages[0]?.id ?? "";
    if (rows.some((row) => !(row.names[defaultLanguage] ?? "").trim())) return setMissing(true);
    setMissing(false);
    try {
      const result = await savePriceZones({
        variables: {
          planId: plan.id,
          version: plan.updatedAt,
          zones: rows.map((row) => ({ id: row.id, names: toTranslationInputs(row.names, languages) })),
        },
      });
      if (result.data) setRows(toRows(result.data.savePriceZones.priceZones));
      toast.success(t("admin.saved"));
    } catch (failure) {
      if (reportFailure(failure, i18n, t("planEditor.notSaved"))) setOutdated(true);
    }
  };

  return (
    <Stack maw={900}>
      <Title order={3}>{t("planEditor.structure.priceZones")}</Title>
      {outdated && (
        <OutdatedNotice
          onReload={async () => {
            const saved = await reload();
            if (saved) setRows(toRows(saved.priceZones));
            setOutdated(false);
          }}
        />
      )}
      {missing && (
        <Alert color="red" role="alert">
          {t("planEditor.structure.zoneNameRequired")}
        </Alert>
      )}
      {rows.length === 0 && <Text>{t("planEditor.structure.noZones")}</Text>}
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-end" gap="xs" role="group" aria-label={t("planEditor.structure.zone", { number: index + 1 })}>
          {languages.map((language, languageIndex) => (
            <TextInput
              key={language.id}
              required={languageIndex === 0}
              label={t("planEditor.structure.zoneName", { number: index + 1, language: language.name })}
              value={row.names[language.id] ?? ""}
              onChange={(event) => setName(index, language.id, event.currentTarget.value)}
            />
          ))}
          <ActionIcon
            variant="default"
            size="lg"
            disabled={index === 0}
            aria-label={t("planEditor.structure.moveUp", { number: index + 1 })}
            onClick={() => move(index, -1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={index === rows.length - 1}
            aria-label={t("planEditor.structure.moveDown", { number: index + 1 })}
            onClick={() => move(index, 1)}
          >
            ↓
          </ActionIcon>
          <Button variant="outline" color="red.9" onClick={() => setRows((previous) => previous.filter((_, i) => i !== index))}>
            {t("planEditor.structure.removeZone")}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setRows((previous) => [...previous, { key: `new-${Date.now()}`, id: null, names: toTranslationFields([], languages) }])
          }
        >
          {t("planEditor.structure.addZone")}
        </Button>
        <Button onClick={() => void save()} loading={loading}>
          {t("planEditor.structure.saveZones")}
        </Button>
      </Group>
    </Stack>
  );
}

function Companions({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const { save, saving, outdated, message, reloadSaved } = usePlanSpacesSave(plan, reload);
  const accessible = plan.spaces.filter((space) => space.spaceType?.accessible);
  const companionOf = useMemo(() => {
    const byPlace = new Map<string, PlanTabProps["plan"]["spaces"][number]>();
    for (const space of plan.spaces) if (space.companionOfId) byPlace.set(space.companionOfId, space);
    return byPlace;
  }, [plan.spaces]);
  const options = useMemo(
    () => plan.spaces.filter((space) => !space.spaceType?.accessible).map((space) => ({ value: space.id, label: space.name })),
    [plan.spaces],
  );

  const choose = (placeId: string, companionId: string | null) => {
    const previous = companionOf.get(placeId);
    const changes = [];
    if (previous && previous.id !== companionId) changes.push(spaceInput(previous, { companionOfId: null }));
    const next = plan.spaces.find((space) => space.id === companionId);
    if (next) changes.push(spaceInput(next, { companionOfId: placeId }));
    if (changes.length > 0) void save({ save: changes });
  };

  return (
    <Stack maw={640}>
      <Title order={3}>{t("planEditor.structure.companions")}</Title>
      {outdated && <OutdatedNotice onReload={reloadSaved} />}
      {message && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {message}
        </Alert>
      )}
      {accessible.length === 0 ? (
        <Text>{t("planEditor.structure.noAccessible")}</Text>
      ) : (
        <Table>
          <Table.Caption>{t("planEditor.structure.companionsCaption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("planEditor.structure.wheelchairPlace")}</Table.Th>
              <Table.Th>{t("planEditor.structure.companionSeat")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accessible.map((place) => (
              <Table.Tr key={place.id}>
                <Table.Td>{place.name}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t("planEditor.structure.companionOf", { name: place.name })}
                    data={options}
                    searchable
                    clearable
                    limit={50}
                    disabled={saving}
                    value={companionOf.get(place.id)?.id ?? null}
                    onChange={(value) => choose(place.id, value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
