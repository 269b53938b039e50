import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ApolloCache } from "@apollo/client";
import { EDITABLE_NAMESPACES, NAMESPACES, type Namespace } from "@seatbooking/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import {
  DictionaryEntriesDocument,
  DictionaryLanguagesDocument,
  useDictionaryEntriesQuery,
  useDictionaryLanguagesQuery,
  useImportDictionaryMutation,
  useRemoveDictionaryOverrideMutation,
  useSetDictionaryOverrideMutation,
  type DictionaryEntriesQuery,
  type DictionaryEntryFieldsFragment,
  type DictionaryLanguagesQuery,
} from "../../../generated/admin";
import { errorMessages } from "../../../shared/errors/errorMessages";
import { useLng } from "../../../shared/hooks/useLng";
import { translateStatus } from "../../../shared/i18n/i18n";
import { toast } from "../../../shared/toast/toast";
import { Pager } from "../components/Pager";
import { PageLoader } from "../event/components/PageLoader";
import {
  countByFilter,
  exportDictionary,
  exportFileName,
  filterEntries,
  isMissing,
  type EntryFilter,
  type ExportKind,
} from "./dictionaryEntries";

type DictionaryLanguage = DictionaryLanguagesQuery["dictionaryLanguages"][number];

const PAGE = 25;

/** The server's translated messages of a failed call, as one text. */
function useFailureText(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return (error) => errorMessages(error, (status) => translateStatus(i18n, status)).join(" ");
}

/**
 * /admin/settings/dictionaries (administer_dictionaries): every text of every language of the site, in each
 * namespace (the visitors' pages, the administration, and the server's e-mails, PDFs and error messages), with
 * the app's own text and the venue's override, searchable and filtered (missing, overridden), a missing-text
 * report per language, and import and export as i18next JSON.
 */
export function DictionariesPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [namespace, setNamespace] = useState<Namespace>(NAMESPACES.visitor);
  const { data, previousData } = useDictionaryLanguagesQuery({ variables: { namespace }, fetchPolicy: "cache-and-network" });
  // While another namespace's counts load, the languages (the same in every namespace) stay on the page.
  const languages = (data ?? previousData)?.dictionaryLanguages;
  const [chosen, setChosen] = useState<string | null>(null);
  const [filter, setFilter] = useState<EntryFilter>("all");
  if (!languages) return <PageLoader />;
  const language = languages.find((entry) => entry.id === chosen) ?? languages.find((entry) => entry.id === lng) ?? languages[0];

  return (
    <Stack>
      <Title order={2}>{t("dictionaryAdmin.title")}</Title>
      <Text>{t("dictionaryAdmin.intro")}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="dictionary-namespace">
          {t("dictionaryAdmin.namespace")}
        </Text>
        <SegmentedControl
          aria-labelledby="dictionary-namespace"
          value={namespace}
          onChange={(value) => setNamespace(value as Namespace)}
          data={EDITABLE_NAMESPACES.map((value) => ({ value, label: t(`dictionaryAdmin.namespaces.${value}`) }))}
          w="fit-content"
        />
      </Stack>
      <LanguageReport
        languages={languages}
        onShowMissing={(id) => {
          setChosen(id);
          setFilter("missing");
        }}
      />
      {language && (
        <>
          <Select
            label={t("dictionaryAdmin.language")}
            data={languages.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.id})` }))}
            value={language.id}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            maw={320}
          />
          <LanguageEditor
            key={`${namespace}:${language.id}`}
            namespace={namespace}
            language={language}
            filter={filter}
            onFilterChange={setFilter}
          />
        </>
      )}
    </Stack>
  );
}

/** The missing-text report: per language, the texts it lacks and the ones the venue overrode. */
function LanguageReport({ languages, onShowMissing }: { languages: readonly DictionaryLanguage[]; onShowMissing: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table captionSide="top" withTableBorder>
      <Table.Caption>{t("dictionaryAdmin.report")}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("dictionaryAdmin.language")}</Table.Th>
          <Table.Th scope="col">{t("dictionaryAdmin.missingCount")}</Table.Th>
          <Table.Th scope="col">{t("dictionaryAdmin.overriddenCount")}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{t("dictionaryAdmin.actions")}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {languages.map((language) => (
          <Table.Tr key={language.id}>
            <Table.Th scope="row">
              {language.name} ({language.id})
              {!language.bundled && (
                <Text size="sm" c="dimmed">
                  {t("dictionaryAdmin.notBundled")}
                </Text>
              )}
            </Table.Th>
            <Table.Td>{t("dictionaryAdmin.ofKeys", { missing: language.missing, keys: language.keys })}</Table.Td>
            <Table.Td>{language.overridden}</Table.Td>
            <Table.Td>
              {language.missing > 0 && (
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t("dictionaryAdmin.showMissingIn", { language: language.name })}
                  onClick={() => onShowMissing(language.id)}
                >
                  {t("dictionaryAdmin.showMissing")}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One language's texts: search, filter, a page of rows to edit, import and export. */
function LanguageEditor({
  namespace,
  language,
  filter,
  onFilterChange,
}: {
  namespace: Namespace;
  language: DictionaryLanguage;
  filter: EntryFilter;
  onFilterChange: (filter: EntryFilter) => void;
}) {
  const { t } = useTranslation();
  const { data } = useDictionaryEntriesQuery({ variables: { language: language.id, namespace }, fetchPolicy: "cache-and-network" });
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [offset, setOffset] = useState(0);
  const entries = data?.dictionaryEntries;
  const shown = useMemo(() => filterEntries(entries ?? [], filter, deferredSearch), [entries, filter, deferredSearch]);
  const counts = useMemo(() => countByFilter(entries ?? []), [entries]);
  useEffect(() => setOffset(0), [filter, deferredSearch]);
  if (!entries) return <PageLoader />;
  const page = shown.slice(offset, offset + PAGE);

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t("dictionaryAdmin.search")}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          miw={280}
        />
        <Radio.Group label={t("dictionaryAdmin.filter")} value={filter} onChange={(value) => onFilterChange(value as EntryFilter)}>
          <Group gap="md" mt={6}>
            <Radio value="all" label={t("dictionaryAdmin.filterAll", { n: counts.all })} />
            <Radio value="missing" label={t("dictionaryAdmin.filterMissing", { n: counts.missing })} />
            <Radio value="overridden" label={t("dictionaryAdmin.filterOverridden", { n: counts.overridden })} />
          </Group>
        </Radio.Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t("dictionaryAdmin.placeholdersHint")}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("dictionaryAdmin.key")}</Table.Th>
              <Table.Th scope="col">{language.bundled ? t("dictionaryAdmin.bundledText") : t("dictionaryAdmin.fallbackText")}</Table.Th>
              <Table.Th scope="col">{t("dictionaryAdmin.override")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.map((entry) => (
              <EntryRow key={entry.key} namespace={namespace} language={language.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && <Text>{t("dictionaryAdmin.nothingFound")}</Text>}
      <Pager offset={offset} limit={PAGE} itemCount={page.length} total={shown.length} onChange={setOffset} />
      <ImportExport namespace={namespace} language={language} entries={entries} />
    </Stack>
  );
}

/** Puts a saved entry into the language's cached list (entries have no id of their own to be normalized by). */
function putEntry(cache: ApolloCache, namespace: Namespace, language: string, saved: DictionaryEntryFieldsFragment | undefined): void {
  if (!saved) return;
  cache.updateQuery<DictionaryEntriesQuery>({ query: DictionaryEntriesDocument, variables: { language, namespace } }, (data) =>
    data ? { ...data, dictionaryEntries: data.dictionaryEntries.map((entry) => (entry.key === saved.key ? saved : entry)) } : undefined,
  );
}

/** A key with its app text and an override to save or reset. */
function EntryRow({ namespace, language, entry }: { namespace: Namespace; language: string; entry: DictionaryEntryFieldsFragment }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(entry.override ?? "");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(entry.override ?? ""), [entry.override]);
  const [setOverride, saving] = useSetDictionaryOverrideMutation({
    context: { skipErrorToast: true },
    refetchQueries: [DictionaryLanguagesDocument],
    update: (cache, { data }) => putEntry(cache, namespace, language, data?.setDictionaryOverride),
  });
  const [removeOverride, resetting] = useRemoveDictionaryOverrideMutation({
    context: { skipErrorToast: true },
    refetchQueries: [DictionaryLanguagesDocument],
    update: (cache, { data }) => putEntry(cache, namespace, language, data?.removeDictionaryOverride),
  });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
      // The app's own texts follow at once when the administrator edited the language they are using.
      void revalidator.revalidate();
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  const dirty = value !== (entry.override ?? "");

  return (
    <Table.Tr>
      <Table.Td>
        <Code>{entry.key}</Code>
      </Table.Td>
      <Table.Td>
        {isMissing(entry) && (
          <Badge color="orange" variant="light" mb={4}>
            {t("dictionaryAdmin.missingBadge")}
          </Badge>
        )}
        <Text size="sm">{entry.bundled ?? entry.fallback ?? t("dictionaryAdmin.noText")}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <Textarea
            aria-label={t("dictionaryAdmin.overrideOf", { key: entry.key })}
            autosize
            minRows={1}
            maxRows={6}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
          />
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!dirty}
              loading={saving.loading}
              aria-label={t("dictionaryAdmin.saveKey", { key: entry.key })}
              onClick={() => run(() => setOverride({ variables: { language, key: entry.key, value, namespace } }), t("admin.saved"))}
            >
              {t("admin.save")}
            </Button>
            {entry.override !== null && (
              <Button
                size="xs"
                variant="default"
                loading={resetting.loading}
                aria-label={t("dictionaryAdmin.resetKey", { key: entry.key })}
                onClick={() =>
                  run(() => removeOverride({ variables: { language, key: entry.key, namespace } }), t("dictionaryAdmin.reverted"))
                }
              >
                {t("dictionaryAdmin.reset")}
              </Button>
            )}
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Saves a dictionary as a JSON file the browser downloads. */
function download(fileName: string, json: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Import (a file or pasted JSON) into the language, and export of its texts or overrides. */
function ImportExport({
  namespace,
  language,
  entries,
}: {
  namespace: Namespace;
  language: DictionaryLanguage;
  entries: readonly DictionaryEntryFieldsFragment[];
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const revalidator = useRevalidator();
  const [json, setJson] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importDictionary, importing] = useImportDictionaryMutation({
    context: { skipErrorToast: true },
    refetchQueries: [DictionaryLanguagesDocument, { query: DictionaryEntriesDocument, variables: { language: language.id, namespace } }],
    awaitRefetchQueries: true,
  });

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    if (chosen) setJson(await chosen.text());
  };
  const submit = async () => {
    setFailure(null);
    try {
      const result = await importDictionary({ variables: { language: language.id, json, namespace } });
      const imported = result.data?.importDictionary;
      if (imported) toast.success(t("dictionaryAdmin.imported", { texts: imported.texts, overridden: imported.overridden }));
      setJson("");
      setFile(null);
      void revalidator.revalidate();
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  const exportAs = (kind: ExportKind) => download(exportFileName(language.id, kind, namespace), exportDictionary(entries, kind));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="dictionary-import-export">
      <Stack>
        <Title order={3} id="dictionary-import-export">
          {t("dictionaryAdmin.importExport")}
        </Title>
        <Group>
          <Button variant="default" onClick={() => exportAs("texts")}>
            {t("dictionaryAdmin.exportTexts")}
          </Button>
          <Button variant="default" onClick={() => exportAs("overrides")}>
            {t("dictionaryAdmin.exportOverrides")}
          </Button>
        </Group>
        <Text size="sm">{t("dictionaryAdmin.importHelp", { language: language.name })}</Text>
        <FileInput
          label={t("dictionaryAdmin.importFile")}
          accept="application/json,.json"
          value={file}
          onChange={chooseFile}
          clearable
          maw={420}
        />
        <Textarea
          label={t("dictionaryAdmin.importText")}
          autosize
          minRows={3}
          maxRows={12}
          value={json}
          onChange={(event) => setJson(event.currentTarget.value)}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        />
        {failure && (
          <Alert color="red" role="alert" title={t("dictionaryAdmin.importFailed")}>
            {failure}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={importing.loading} disabled={json.trim() === ""}>
            {t("dictionaryAdmin.importButton", { language: language.name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
