import { Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AppForm, useAppForm } from "../../../../shared/form";
import { PlanMap, type MapSpace } from "../../../../shared/plan/PlanMap";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import { TranslationTabs } from "../../components/TranslationTabs";
import { languagesWithErrors, toTranslationFields, toTranslationInputs, type TranslationFields } from "../../components/translations";
import type { PlanTabProps } from "../PlanEditorPage";
import { formatLabel, type LabelLanguage } from "../planLogic";
import { labelLanguageOf, usePlanSvg } from "../planShared";
import { usePlanUpdate } from "./usePlanUpdate";

type LabelValues = {
  mapLabelMasks: TranslationFields;
  spaceLabelMasks: TranslationFields;
  /** Each section's name per language, in the plan's order of sections. */
  sections: Array<{ code: string; names: TranslationFields }>;
};

const STATES = ["free"] as const;

/** A text of `fields` in `language`, else the default (first) language's, else null. */
function inLanguage(fields: TranslationFields, language: string, defaultLanguage: string): string | null {
  return fields[language]?.trim() || fields[defaultLanguage]?.trim() || null;
}

/**
 * The map's and the spaces' label masks and the sections' names, per language, previewed as they are typed in the
 * admin's language as the server labels places (the first ten spaces in a table, and the map, where each place's
 * accessible name is its space label and hovering or focusing it shows its map label).
 */
export function LabelsTab({ plan, languages, reload }: PlanTabProps) {
  const { t, i18n } = useTranslation();
  const { update, outdated, setOutdated } = usePlanUpdate(plan);
  const valuesOf = (saved: PlanTabProps["plan"]): LabelValues => ({
    mapLabelMasks: toTranslationFields(saved.mapLabelMasks, languages),
    spaceLabelMasks: toTranslationFields(saved.spaceLabelMasks, languages),
    sections: saved.sections.map((section) => ({ code: section.code, names: toTranslationFields(section.names, languages) })),
  });
  const editor = useAppForm<LabelValues>({
    initialValues: valuesOf(plan),
    onSubmit: async (values) =>
      update({
        mapLabelMasks: toTranslationInputs(values.mapLabelMasks, languages),
        spaceLabelMasks: toTranslationInputs(values.spaceLabelMasks, languages),
        sections: values.sections.map((section) => ({ code: section.code, names: toTranslationInputs(section.names, languages) })),
      }),
  });
  const values = editor.form.values;
  // The preview is in the admin's language: its mask and section names, else the default language's.
  const defaultLanguage = languages[0]?.id ?? "";
  const previewLanguage = languages.some((language) => language.id === i18n.language) ? i18n.language : defaultLanguage;
  const mapLabelMask = inLanguage(values.mapLabelMasks, previewLanguage, defaultLanguage);
  const spaceLabelMask = inLanguage(values.spaceLabelMasks, previewLanguage, defaultLanguage);
  // The sections' names as a key: the form gives a new array on every keystroke, the labels change only with the names.
  const namedKey = JSON.stringify(
    values.sections.flatMap((section) => {
      const name = inLanguage(section.names, previewLanguage, defaultLanguage);
      return name ? [[section.code, name]] : [];
    }),
  );
  const labelLanguage = useMemo<LabelLanguage>(
    () => ({ defaults: labelLanguageOf(plan).defaults, sectionNames: new Map(JSON.parse(namedKey) as Array<[string, string]>) }),
    [plan, namedKey],
  );
  const { svg } = usePlanSvg(plan.id, 0);
  const spaces = useMemo<MapSpace<"free">[]>(
    () =>
      plan.spaces.map((space) => ({
        id: space.id,
        name: space.name,
        state: "free",
        label: formatLabel(spaceLabelMask, space, labelLanguage),
      })),
    [plan.spaces, spaceLabelMask, labelLanguage],
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
        <TranslationTabs
          languages={languages}
          errorLanguages={languagesWithErrors(editor.form.errors, ["mapLabelMasks", "spaceLabelMasks"])}
          label={t("adminEvents.translations.label")}
        >
          {(language) => (
            <Stack>
              <TextInput
                label={t("planEditor.labels.mapLabelMask")}
                description={t("planEditor.labels.help")}
                {...editor.form.getInputProps(`mapLabelMasks.${language.id}`)}
              />
              <TextInput
                label={t("planEditor.labels.spaceLabelMask")}
                description={t("planEditor.labels.help")}
                {...editor.form.getInputProps(`spaceLabelMasks.${language.id}`)}
              />
              {values.sections.length > 0 && (
                <Table>
                  <Table.Caption>{t("planEditor.labels.sections")}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("planEditor.labels.sectionCode")}</Table.Th>
                      <Table.Th>{t("planEditor.labels.sectionName")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {values.sections.map((section, index) => (
                      <Table.Tr key={section.code}>
                        <Table.Td>{section.code}</Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={t("planEditor.labels.sectionNameOf", { code: section.code, language: language.name })}
                            {...editor.form.getInputProps(`sections.${index}.names.${language.id}`)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </TranslationTabs>
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
                <Table.Td>{formatLabel(mapLabelMask, space, labelLanguage)}</Table.Td>
                <Table.Td>{formatLabel(spaceLabelMask, space, labelLanguage)}</Table.Td>
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
            return space ? formatLabel(mapLabelMask, space, labelLanguage) : null;
          }}
        />
      ) : (
        <Text>{t("planEditor.map.noMap")}</Text>
      )}
    </Stack>
  );
}
