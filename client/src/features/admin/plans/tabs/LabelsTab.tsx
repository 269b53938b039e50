import { Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AppForm, useAppForm } from "../../../../shared/form";
import { PlanMap, type MapSpace } from "../../../../shared/plan/PlanMap";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import type { PlanTabProps } from "../PlanEditorPage";
import { formatLabel } from "../planLogic";
import { usePlanSvg } from "../planShared";
import { usePlanUpdate } from "./usePlanUpdate";

type LabelValues = { mapLabelMask: string; spaceLabelMask: string };

const STATES = ["free"] as const;

/**
 * The map's and the spaces' label masks, previewed as they are typed: the first ten spaces in a table, and
 * the map, where each place's accessible name is its space label and hovering or focusing it shows its map label.
 */
export function LabelsTab({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const { update, outdated, setOutdated } = usePlanUpdate(plan);
  const valuesOf = (saved: PlanTabProps["plan"]): LabelValues => ({
    mapLabelMask: saved.mapLabelMask ?? "",
    spaceLabelMask: saved.spaceLabelMask ?? "",
  });
  const editor = useAppForm<LabelValues>({ initialValues: valuesOf(plan), onSubmit: async (values) => update(values) });
  const { mapLabelMask, spaceLabelMask } = editor.form.values;
  const { svg } = usePlanSvg(plan.id, 0);
  const spaces = useMemo<MapSpace<"free">[]>(
    () => plan.spaces.map((space) => ({ id: space.id, name: space.name, state: "free", label: formatLabel(spaceLabelMask, space) })),
    [plan.spaces, spaceLabelMask],
  );
  const byId = useMemo(() => new Map(plan.spaces.map((space) => [space.id, space])), [plan.spaces]);
  return (
    <Stack>
      <AppForm form={editor} label={t("planEditor.tabs.labels")} maw={900}>
        {outdated && (
          <OutdatedNotice
            onReload={async () => {
              const saved = await reload();
              if (saved) editor.load(valuesOf(saved));
              setOutdated(false);
            }}
          />
        )}
        <TextInput
          label={t("planEditor.labels.mapLabelMask")}
          description={t("planEditor.labels.help")}
          {...editor.form.getInputProps("mapLabelMask")}
        />
        <TextInput
          label={t("planEditor.labels.spaceLabelMask")}
          description={t("planEditor.labels.help")}
          {...editor.form.getInputProps("spaceLabelMask")}
        />
        <Table striped>
          <Table.Caption>{t("planEditor.labels.preview")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("planEditor.name")}</Table.Th>
              <Table.Th>{t("planEditor.labels.mapLabel")}</Table.Th>
              <Table.Th>{t("planEditor.labels.spaceLabel")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.spaces.slice(0, 10).map((space) => (
              <Table.Tr key={space.id}>
                <Table.Td>{space.name}</Table.Td>
                <Table.Td>{formatLabel(mapLabelMask, space)}</Table.Td>
                <Table.Td>{formatLabel(spaceLabelMask, space)}</Table.Td>
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
      <Title order={3}>{t("planEditor.labels.mapPreview")}</Title>
      {svg ? (
        <PlanMap
          svg={svg}
          label={plan.name}
          styles={plan.styles}
          spaces={spaces}
          states={STATES}
          onActivate={() => undefined}
          describe={(spaceId) => {
            const space = byId.get(spaceId);
            return space ? formatLabel(mapLabelMask, space) : null;
          }}
        />
      ) : (
        <Text>{t("planEditor.map.noMap")}</Text>
      )}
    </Stack>
  );
}
