import { Button, Group, List, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AppForm, useAppForm } from "../../../../shared/form";
import { PlanMap, type MapSpace } from "../../../../shared/plan/PlanMap";
import { OutdatedNotice } from "../../components/OutdatedNotice";
import type { PlanTabProps } from "../PlanEditorPage";
import { usePlanSvg } from "../planShared";
import { scopeCss } from "../scopeCss";
import classes from "../planEditor.module.css";
import { usePlanUpdate } from "./usePlanUpdate";

const STATES = ["free"] as const;
const SCOPE = "[data-plan-styles-preview]";

/** The plan's CSS with a live preview on its map (kept inside the preview), and what the server dropped. */
export function StylesTab({ plan, reload }: PlanTabProps) {
  const { t } = useTranslation();
  const { svg } = usePlanSvg(plan.id, 0);
  const { update, outdated, setOutdated, stylesRemoved } = usePlanUpdate(plan);
  const editor = useAppForm<{ styles: string }>({
    initialValues: { styles: plan.styles ?? "" },
    onSubmit: async ({ styles }) => update({ styles }),
  });
  const edited = editor.form.values.styles;
  const preview = useMemo(() => scopeCss(edited, SCOPE), [edited]);
  const spaces = useMemo<MapSpace<"free">[]>(
    () => plan.spaces.map((space) => ({ id: space.id, name: space.name, state: "free", label: space.label })),
    [plan.spaces],
  );
  return (
    <Stack>
      <AppForm form={editor} label={t("planEditor.styles.label")} maw={760}>
        {outdated && (
          <OutdatedNotice
            onReload={async () => {
              const saved = await reload();
              if (saved) editor.load({ styles: saved.styles ?? "" });
              setOutdated(false);
            }}
          />
        )}
        <Textarea
          label={t("planEditor.styles.label")}
          description={t("planEditor.styles.help")}
          autosize
          minRows={8}
          maxRows={24}
          styles={{ input: { fontFamily: "monospace" } }}
          {...editor.form.getInputProps("styles")}
        />
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      {stylesRemoved && (
        <Stack gap="xs" aria-live="polite">
          <Title order={3}>{t("planEditor.styles.removedTitle")}</Title>
          {stylesRemoved.length === 0 ? (
            <Text>{t("planEditor.styles.nothingRemoved")}</Text>
          ) : (
            <List>
              {stylesRemoved.map((entry) => (
                <List.Item key={entry}>{entry}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      <Title order={3}>{t("planEditor.styles.preview")}</Title>
      {svg ? (
        <div className={classes.stylesPreview} data-plan-styles-preview="">
          <PlanMap svg={svg} label={plan.name} styles={preview} spaces={spaces} states={STATES} onActivate={() => undefined} />
        </div>
      ) : (
        <Text>{t("planEditor.map.noMap")}</Text>
      )}
    </Stack>
  );
}
