import { CATALOG_NAME_MAX_LENGTH, CATALOG_POSITION_MAX, PRODUCT_CODE_MAX_LENGTH, PRODUCT_CODE_PATTERN } from "@seatbooking/core";
import { Button, Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AppForm } from "../../../shared/form";
import type { AppForm as AppFormState } from "../../../shared/form/useAppForm";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { toast } from "../../../shared/toast/toast";
import { ConfirmDeleteButton } from "../components/ConfirmDeleteButton";
import { showFailureToast } from "../components/failureToast";
import { TranslationTabs, type TabLanguage } from "../components/TranslationTabs";
import { languagesWithErrors } from "../components/translations";
import { formatDecimal } from "../../../shared/form/decimal";
import { ConfirmDialog } from "../bookings/components/ConfirmDialog";
import { FINNISH_VAT_RATES, unusualVat, vatError } from "./catalogValues";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The rules of the fields every priced catalogue record has (the server's bounds). */
export const pricedRules = (t: Translate) => ({
  // Typed with a comma or a point in every language (shared/form/decimal.ts); 0-100, two decimals.
  vat: { required: true, custom: (value: unknown) => vatError(value as string, t) },
  productCode: {
    required: true,
    maxLength: PRODUCT_CODE_MAX_LENGTH,
    pattern: { value: PRODUCT_CODE_PATTERN, message: "catalogAdmin.productCodePattern" },
  },
});

export const positionRule = { min: 0, max: CATALOG_POSITION_MAX };

/** Back to the list; a save or delete navigates there. */
export function useBackToList(basePath: string) {
  const navigate = useNavigate();
  const lng = useLng();
  return () => navigate(localizedPath(lng, basePath));
}

/**
 * The frame of a catalogue form: title, the form (with its general message and unsaved-changes dialog),
 * Save, and for a saved record a Delete that asks first; a refused delete (in use) is told in a toast
 * naming what uses it.
 */
export function CatalogFormFrame<Values extends Record<string, unknown>>({
  title,
  editor,
  children,
  onDelete,
  deleteTitle,
  deleteText,
  basePath,
}: {
  title: string;
  editor: AppFormState<Values>;
  children: ReactNode;
  /** Absent for a new record. */
  onDelete?: () => Promise<unknown>;
  deleteTitle: string;
  deleteText: string;
  basePath: string;
}) {
  const { t, i18n } = useTranslation();
  const back = useBackToList(basePath);
  const remove = async () => {
    if (!onDelete) return;
    try {
      await onDelete();
    } catch (failure) {
      showFailureToast(failure, i18n, t("catalogAdmin.notDeleted"));
      return;
    }
    toast.success(t("admin.deleted"));
    editor.allowLeaving();
    await back();
  };
  return (
    <Stack maw={640}>
      <Title order={2}>{title}</Title>
      <AppForm form={editor} label={title}>
        {children}
        <Group>
          <Button type="submit" loading={editor.submitting}>
            {t("admin.save")}
          </Button>
        </Group>
      </AppForm>
      {onDelete && (
        <Group mt="lg">
          <ConfirmDeleteButton title={deleteTitle} text={deleteText} onConfirm={remove} />
        </Group>
      )}
    </Stack>
  );
}

/** Name (and optionally description) per language, one tab each. */
export function CatalogTexts<Values extends { names: Record<string, string> }>({
  form,
  languages,
  withDescriptions = false,
}: {
  form: UseFormReturnType<Values>;
  languages: readonly TabLanguage[];
  withDescriptions?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TranslationTabs
      languages={languages}
      errorLanguages={languagesWithErrors(form.errors, ["names", "descriptions"])}
      label={t("adminEvents.translations.label")}
    >
      {(language, isDefault) => (
        <Stack>
          <TextInput
            label={t("catalogAdmin.name")}
            required={isDefault}
            maxLength={CATALOG_NAME_MAX_LENGTH}
            {...form.getInputProps(`names.${language.id}`)}
          />
          {withDescriptions && (
            <Textarea
              label={t("catalogAdmin.description")}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps(`descriptions.${language.id}`)}
            />
          )}
        </Stack>
      )}
    </TranslationTabs>
  );
}

/** VAT % (decimals allowed, typed '25,5' or '25.5' in every language) and product code. */
export function PricedFields<Values extends { vat: string; productCode: string }>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" grow>
      <TextInput
        label={t("catalogAdmin.vatPercent")}
        required
        inputMode="decimal"
        autoComplete="off"
        rightSection="%"
        {...form.getInputProps("vat")}
      />
      <TextInput
        label={t("catalogAdmin.productCode")}
        description={t("catalogAdmin.productCodeHelp")}
        required
        autoComplete="off"
        {...form.getInputProps("productCode")}
      />
    </Group>
  );
}

/**
 * Before saving a VAT rate Finland does not use today (0, 10, 14, 25.5 %): a dialog that asks. `confirmVat`
 * resolves true at once for a current rate, else with the administrator's answer; render `dialog` in the form.
 */
export function useVatConfirmation() {
  const { t } = useTranslation();
  const lng = useLng();
  const [asking, setAsking] = useState<{ vat: number; answer: (yes: boolean) => void } | null>(null);
  const confirmVat = (typed: string): Promise<boolean> => {
    const vat = unusualVat(typed);
    if (vat === null) return Promise.resolve(true);
    return new Promise((resolve) =>
      setAsking({
        vat,
        answer: (yes) => {
          setAsking(null);
          resolve(yes);
        },
      }),
    );
  };
  const rates = new Intl.ListFormat(lng === "en" ? "en-GB" : `${lng}-FI`, { type: "conjunction" }).format(
    FINNISH_VAT_RATES.map((rate) => formatDecimal(rate, lng)),
  );
  const dialog = (
    <ConfirmDialog
      opened={asking !== null}
      tone="primary"
      title={t("catalogAdmin.unusualVat.title")}
      text={asking ? t("catalogAdmin.unusualVat.text", { vat: formatDecimal(asking.vat, lng), rates }) : ""}
      confirmLabel={t("catalogAdmin.unusualVat.confirm")}
      onConfirm={() => asking?.answer(true)}
      onClose={() => asking?.answer(false)}
    />
  );
  return { confirmVat, dialog };
}
