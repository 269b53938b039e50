import { LANGUAGE_NAME_MAX_LENGTH } from "@seatbooking/core";
import { ActionIcon, Alert, Badge, Button, Group, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguagesDocument } from "../../../generated/graphql";
import {
  useAddLanguageMutation,
  useAdminLanguagesQuery,
  useSaveLanguagesMutation,
  type AdminLanguageFieldsFragment,
} from "../../../generated/admin";
import { formErrorsOf } from "../../../shared/errors/fieldErrors";
import { AppForm, useAppForm } from "../../../shared/form";
import { toast } from "../../../shared/toast/toast";
import { PageLoader } from "../event/components/PageLoader";
import { moveItem } from "./languageOrder";

interface LanguageValues extends Record<string, unknown> {
  /** Language codes in menu order. */
  order: string[];
  names: Record<string, string>;
  enabled: Record<string, boolean>;
}

function valuesOf(languages: readonly AdminLanguageFieldsFragment[]): LanguageValues {
  return {
    order: languages.map((language) => language.id),
    names: Object.fromEntries(languages.map((language) => [language.id, language.name])),
    enabled: Object.fromEntries(languages.map((language) => [language.id, language.enabled])),
  };
}

/** /admin/settings/languages (administer_settings): order, names, which are offered, and adding one by its code. */
export function LanguagesPage() {
  const { data } = useAdminLanguagesQuery({ fetchPolicy: "network-only" });
  if (!data) return <PageLoader />;
  return <LanguagesEditor saved={data.adminLanguages} />;
}

function LanguagesEditor({ saved }: { saved: readonly AdminLanguageFieldsFragment[] }) {
  const { t } = useTranslation();
  // Routing, the language switcher and the translation tabs read the Languages query: they follow the save at once.
  const refetch = { refetchQueries: [{ query: LanguagesDocument, context: { withoutLanguage: true } }], awaitRefetchQueries: true };
  const [saveLanguages] = useSaveLanguagesMutation({ context: { skipErrorToast: true }, ...refetch });
  const editor = useAppForm<LanguageValues>({
    initialValues: valuesOf(saved),
    validate: (values) => ({
      ...Object.fromEntries(values.order.map((id) => [`names.${id}`, values.names[id]?.trim() ? null : t("validation.required")])),
      enabled: values.order.some((id) => values.enabled[id]) ? null : t("languagesAdmin.lastLanguage"),
    }),
    onSubmit: async (values) => {
      const result = await saveLanguages({
        variables: { languages: values.order.map((id) => ({ id, name: values.names[id] ?? "", enabled: values.enabled[id] ?? false })) },
      });
      if (result.data) editor.load(valuesOf(result.data.saveLanguages));
      toast.success(t("admin.saved"));
    },
  });
  const { form } = editor;
  const { order, names, enabled } = form.values;
  const fallback = order.find((id) => enabled[id]);

  /** A language added on the server joins the list as saved, keeping the other rows' unsaved edits. */
  const appendAdded = (language: AdminLanguageFieldsFragment) => {
    const append = (values: LanguageValues): LanguageValues => ({
      order: [...values.order, language.id],
      names: { ...values.names, [language.id]: language.name },
      enabled: { ...values.enabled, [language.id]: language.enabled },
    });
    form.setInitialValues(append(form.getInitialValues()));
    form.resetDirty(append(form.getInitialValues()));
    form.setValues(append(form.getValues()));
  };

  const move = (from: number, to: number) => {
    form.setFieldValue("order", moveItem(order, from, to));
  };

  return (
    <Stack maw={760}>
      <Title order={2}>{t("languagesAdmin.title")}</Title>
      <Text size="sm">{t("languagesAdmin.help")}</Text>
      <AppForm form={editor} label={t("languagesAdmin.title")}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("languagesAdmin.code")}</Table.Th>
              <Table.Th>{t("languagesAdmin.name")}</Table.Th>
              <Table.Th>{t("languagesAdmin.enabled")}</Table.Th>
              <Table.Th>{t("languagesAdmin.order")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.map((id, index) => {
              const name = names[id] || id;
              return (
                <Table.Tr key={id} data-testid={`language-${id}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text ff="monospace">{id}</Text>
                      {id === fallback && <Badge variant="light">{t("languagesAdmin.fallback")}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t("languagesAdmin.nameOf", { code: id })}
                      required
                      maxLength={LANGUAGE_NAME_MAX_LENGTH}
                      {...form.getInputProps(`names.${id}`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t("languagesAdmin.enabledOf", { name })}
                      {...form.getInputProps(`enabled.${id}`, { type: "checkbox" })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("languagesAdmin.moveUp", { name })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("languagesAdmin.moveDown", { name })}
                        disabled={index === order.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {typeof form.errors.enabled === "string" && (
          <Alert color="red" role="alert">
            {form.errors.enabled}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      <AddLanguageForm onAdded={appendAdded} refetch={refetch} known={order} />
    </Stack>
  );
}

/** Adds a language by its ISO 639 code; it starts disabled, its interface falling back to the fallback language key by key. */
function AddLanguageForm({
  onAdded,
  refetch,
  known,
}: {
  onAdded: (language: AdminLanguageFieldsFragment) => void;
  refetch: object;
  known: readonly string[];
}) {
  const { t } = useTranslation();
  const [addLanguage, { loading }] = useAddLanguageMutation({ context: { skipErrorToast: true }, ...refetch });
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim().toLowerCase();
    if (!trimmed) return setErrors({ id: t("validation.required") });
    try {
      const result = await addLanguage({ variables: { id: trimmed, name: name.trim() || null } });
      const added = result.data?.addLanguage.find((language) => language.id === trimmed && !known.includes(language.id));
      if (added) onAdded(added);
      setCode("");
      setName("");
      setErrors({});
      toast.success(t("languagesAdmin.added", { name: added?.name ?? trimmed }));
    } catch (failure) {
      const { fields, general } = formErrorsOf(failure);
      setErrors(general ? { ...fields, id: fields.id ?? general } : fields);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("languagesAdmin.addTitle")}>
      <Stack gap="xs">
        <Title order={3}>{t("languagesAdmin.addTitle")}</Title>
        <Text size="sm">{t("languagesAdmin.addHelp")}</Text>
        <Group align="flex-start">
          <TextInput
            label={t("languagesAdmin.code")}
            description={t("languagesAdmin.codeHelp")}
            required
            maxLength={8}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.id}
          />
          <TextInput
            label={t("languagesAdmin.name")}
            description={t("languagesAdmin.nameHelp")}
            maxLength={LANGUAGE_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
        </Group>
        <Group>
          <Button type="submit" variant="light" loading={loading}>
            {t("languagesAdmin.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
