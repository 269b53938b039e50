import { ruleMatches, ruleProblem, type Chart, type PlaceRule } from "@seatbooking/core";
import { Autocomplete, Button, Checkbox, Group, List, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ruleOptions } from "./ruleOptions";
import editorClasses from "../planEditor.module.css";

interface RulesPanelProps {
  chart: Chart;
  candidates: readonly number[];
  rules: readonly PlaceRule[];
  onAdd: (rule: PlaceRule) => void;
  onRemove: (at: number) => void;
  /** What the rule being written matches (null: nothing to show). */
  onPreview: (matches: ReadonlySet<number> | null) => void;
}

interface Draft {
  tag: string | null;
  className: string | null;
  idPattern: string;
  inGroup: string;
  withId: boolean;
}

const EMPTY: Draft = { tag: null, className: null, idPattern: "", inGroup: "", withId: false };

/** The rule the form says: only the conditions given. */
export function draftRule(draft: Draft): PlaceRule {
  const rule: PlaceRule = {};
  if (draft.tag) rule.tag = draft.tag;
  if (draft.className) rule.className = draft.className;
  if (draft.idPattern.trim()) rule.idPattern = draft.idPattern.trim();
  if (draft.inGroup.trim()) rule.inGroup = draft.inGroup.trim();
  if (draft.withId) rule.withId = true;
  return rule;
}

/** Rules that choose places ("every circle inside group Balcony"), previewed on the map as they are written. */
export function RulesPanel({ chart, candidates, rules, onAdd, onRemove, onPreview }: RulesPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const options = useMemo(() => ruleOptions(chart, candidates), [chart, candidates]);
  const rule = useMemo(() => draftRule(draft), [draft]);
  const deferredRule = useDeferredValue(rule);
  const problem = ruleProblem(deferredRule);
  const matches = useMemo(() => (problem ? null : ruleMatches(chart, deferredRule)), [chart, deferredRule, problem]);
  const counts = useMemo(() => rules.map((each) => ruleMatches(chart, each).length), [chart, rules]);

  useEffect(() => onPreview(matches ? new Set(matches) : null), [matches, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const add = () => {
    if (ruleProblem(rule)) return;
    onAdd(rule);
    setDraft(EMPTY);
  };

  return (
    <fieldset className={editorClasses.fieldset}>
      <legend>{t("planEditor.places.rules.title")}</legend>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs">
          <Select
            w={140}
            clearable
            searchable
            label={t("planEditor.places.rules.tag")}
            data={options.tags}
            value={draft.tag}
            onChange={(value) => set("tag", value)}
          />
          <Select
            w={160}
            clearable
            searchable
            label={t("planEditor.places.rules.className")}
            data={options.classes}
            value={draft.className}
            onChange={(value) => set("className", value)}
          />
          <TextInput
            w={180}
            label={t("planEditor.places.rules.idPattern")}
            description={t("planEditor.places.rules.idPatternHelp")}
            error={problem === "badPattern" ? t("planEditor.places.rules.badPattern") : undefined}
            value={draft.idPattern}
            onChange={(event) => set("idPattern", event.currentTarget.value)}
          />
          <Autocomplete
            w={180}
            label={t("planEditor.places.rules.inGroup")}
            data={options.groups}
            limit={50}
            value={draft.inGroup}
            onChange={(value) => set("inGroup", value)}
          />
        </Group>
        <Checkbox
          label={t("planEditor.places.rules.withId")}
          checked={draft.withId}
          onChange={(event) => set("withId", event.currentTarget.checked)}
        />
        <Group>
          <Text size="sm" aria-live="polite" c={problem === "badPattern" ? "red.9" : undefined}>
            {problem === "empty"
              ? t("planEditor.places.rules.empty")
              : problem === "badPattern"
                ? t("planEditor.places.rules.badPattern")
                : t("planEditor.places.rules.matches", { count: matches?.length ?? 0 })}
          </Text>
          <Button size="xs" onClick={add} disabled={ruleProblem(rule) !== null}>
            {t("planEditor.places.rules.add")}
          </Button>
        </Group>
        {rules.length > 0 && (
          <List aria-label={t("planEditor.places.rules.list")} listStyleType="none" spacing={4}>
            {rules.map((each, at) => (
              <List.Item key={at}>
                <Group gap="xs">
                  <Text size="sm">
                    {describeRule(each, t)}: {t("planEditor.places.rules.matches", { count: counts[at] ?? 0 })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={t("planEditor.places.rules.removeLabel", { number: at + 1 })}
                    onClick={() => onRemove(at)}
                  >
                    {t("planEditor.places.rules.remove")}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </fieldset>
  );
}

/** A rule in words: "tag circle, inside Balcony, id A*". */
export function describeRule(rule: PlaceRule, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (rule.tag) parts.push(t("planEditor.places.rules.says.tag", { value: rule.tag }));
  if (rule.className) parts.push(t("planEditor.places.rules.says.className", { value: rule.className }));
  if (rule.idPattern) parts.push(t("planEditor.places.rules.says.idPattern", { value: rule.idPattern }));
  if (rule.inGroup) parts.push(t("planEditor.places.rules.says.inGroup", { value: rule.inGroup }));
  if (rule.withId) parts.push(t("planEditor.places.rules.says.withId"));
  return parts.join(", ");
}
