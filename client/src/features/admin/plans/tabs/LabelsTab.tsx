import { Button, Group, Table, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AppForm, useAppForm } from "../../../../shared/form";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import type { PlanTabProps } from "../PlanEditorPage";
import { formatLabel } from "../planLogic";
import { usePlanUpdate } from "./usePlanUpdate";

type LabelValues = { mapLabelMask: string; spaceLabelMask: string };

/** The map's and the spaces' label masks, with the first ten spaces formatted as they are typed. */
export function LabelsTab({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const { update, outdated, setOutdated } = usePlanUpdate(plan);
  const valuesOf = (saved: PlanTabProps["plan"]): LabelValues => ({
    mapLabelMask: saved.mapLabelMask ?? "",
    spaceLabelMask: saved.spaceLabelMask ?? "",
  });
  const editor = useAppForm<LabelValues>({ initialValues: valuesOf(plan), onSubmit: async (values) => update(values) });
  const { mapLabelMask, spaceLabelMask } = editor.form.values;
  return (
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
  );
}
