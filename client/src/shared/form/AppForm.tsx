import { Alert, List, Stack, type StackProps } from "@mantine/core";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TypedFieldsContext } from "./typedFields";
import type { AppForm as AppFormState } from "./useAppForm";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

/** The frame of every admin form: the <form> (no browser validation bubbles), its general message, and the unsaved-changes dialog. */
export function AppForm<Values extends Record<string, unknown>>({
  form,
  children,
  label,
  ...stack
}: { form: AppFormState<Values>; children: ReactNode; label?: string } & StackProps) {
  const { t } = useTranslation();
  // The form's message stands above its fields, out of sight after a save at the bottom of a long form.
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    message.current?.scrollIntoView?.({ block: "nearest" });
  }, [form.general, form.missingTranslations]);
  return (
    <form onSubmit={form.submit} noValidate aria-label={label}>
      <Stack {...stack}>
        {form.missingTranslations.length > 0 ? (
          <Alert ref={message} color="red" role="alert" title={t("form.missingTranslations")}>
            <List size="sm">
              {form.missingTranslations.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          form.general && (
            <Alert ref={message} color="red" role="alert">
              {form.general}
            </Alert>
          )
        )}
        <TypedFieldsContext.Provider value={form.typedFields}>{children}</TypedFieldsContext.Provider>
      </Stack>
      <UnsavedChangesDialog blocker={form.blocker} />
    </form>
  );
}
