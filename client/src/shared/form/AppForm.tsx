import { Alert, Stack, type StackProps } from "@mantine/core";
import type { ReactNode } from "react";
import type { AppForm as AppFormState } from "./useAppForm";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

/** The frame of every admin form: the <form> (no browser validation bubbles), its general message, and the unsaved-changes dialog. */
export function AppForm<Values extends Record<string, unknown>>({
  form,
  children,
  label,
  ...stack
}: { form: AppFormState<Values>; children: ReactNode; label?: string } & StackProps) {
  return (
    <form onSubmit={form.submit} noValidate aria-label={label}>
      <Stack {...stack}>
        {form.general && (
          <Alert color="red" role="alert">
            {form.general}
          </Alert>
        )}
        {children}
      </Stack>
      <UnsavedChangesDialog blocker={form.blocker} />
    </form>
  );
}
