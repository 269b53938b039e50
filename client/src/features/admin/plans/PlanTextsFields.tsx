import { PLAN_DESCRIPTION_MAX_LENGTH, PLAN_NAME_MAX_LENGTH } from "@seatbooking/core";
import { Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { TranslationTabs, type TabLanguage } from "../components/TranslationTabs";
import { languagesWithErrors, validateTranslationFields, type Translate, type TranslationFields } from "../components/translations";

export type PlanTextsValues = { names: TranslationFields; descriptions: TranslationFields };

/** A name in the default language, and each text within @seatbooking/core's limits (the server's). */
export function validatePlanTexts(values: PlanTextsValues, languages: readonly TabLanguage[], t: Translate) {
  return {
    ...validateTranslationFields(values.names, languages, "names", t, { required: true, maxLength: PLAN_NAME_MAX_LENGTH }),
    ...validateTranslationFields(values.descriptions, languages, "descriptions", t, {
      required: false,
      maxLength: PLAN_DESCRIPTION_MAX_LENGTH,
    }),
  };
}

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
