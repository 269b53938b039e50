import { Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { TranslationTabs, type TabLanguage } from "../components/TranslationTabs";
import { languagesWithErrors, type TranslationFields } from "../components/translations";

export type PlanTextsValues = { names: TranslationFields; descriptions: TranslationFields };

/** A plan's name and description per language. */
export function PlanTextsFields({ form, languages }: { form: UseFormReturnType<PlanTextsValues>; languages: readonly TabLanguage[] }) {
  const { t } = useTranslation();
  return (
    <TranslationTabs
      languages={languages}
      errorLanguages={languagesWithErrors(form.errors, ["names", "descriptions"])}
      label={t("adminEvents.translations.label")}
    >
      {(language, isDefault) => (
        <Stack>
          <TextInput label={t("planEditor.name")} required={isDefault} {...form.getInputProps(`names.${language.id}`)} />
          <Textarea
            label={t("planEditor.description")}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps(`descriptions.${language.id}`)}
          />
        </Stack>
      )}
    </TranslationTabs>
  );
}
