import { useForm, type UseFormReturnType } from "@mantine/form";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Blocker } from "react-router";
import { useTranslation } from "react-i18next";
import { formErrorsOf } from "../errors/fieldErrors";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { toValidators, type FormRules } from "./rules";
import { createTypedFieldRegistry, type TypedFieldRegistry } from "./typedFields";
import { useUnsavedChangesWarning } from "./useUnsavedChangesWarning";

export interface AppFormOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  rules?: FormRules<Values>;
  /**
   * Checks the per-field rules cannot state: paths inside lists and records ('prices.0.price', 'names.fi')
   * and checks across fields. Returns path -> message; null or a missing path means fine.
   */
  validate?: (values: Values) => Record<string, string | null>;
  /**
   * Saves the values (usually a mutation with `context: { skipErrorToast: true }`). What it throws lands on
   * the form: the server's field messages on their fields, anything else as the form's general message.
   * Resolving `false` means nothing was saved (the administrator said no to a confirmation): the form stays unsaved.
   */
  onSubmit: (values: Values) => Promise<void | false>;
  /** Server field names that differ from the form's paths (e.g. 'names.fi' -> 'name.fi'). */
  serverField?: (field: string) => string;
  /**
   * After a submit refused by the form's checks or by the server's field messages, the first field in error (in
   * the form's order) takes the focus, as the checkout's forms do (focusFirstInvalid).
   */
  focusFirstError?: boolean;
}

export interface AppForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  /** The form's onSubmit handler (validates first). */
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** A message for the whole form (not about one field), or null. */
  general: string | null;
  /** A refused publish's missing texts, one line each (shown under `general`'s place as a list). */
  missingTranslations: string[];
  /** Loads saved values (after a query): they become the form's clean state, without messages. */
  load: (values: Values) => void;
  /** Lets the next navigation through without the unsaved-changes question (after a save or a delete). */
  allowLeaving: () => void;
  /** The router's hold on leaving with unsaved changes (AppForm shows the dialog). */
  blocker: Blocker;
  /** The typed date fields holding text that is not a date (AppForm hands it to its fields). */
  typedFields: TypedFieldRegistry;
}

/**
 * The one form facility of the admin screens (issue 13): @mantine/form with the SPEC section 5 rules,
 * server field errors on their fields, and a warning before leaving with unsaved changes.
 */
export function useAppForm<Values extends Record<string, unknown>>(options: AppFormOptions<Values>): AppForm<Values> {
  const { t } = useTranslation();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: options.initialValues,
    validate: (values: Values) => {
      const { rules = {}, validate } = optionsRef.current;
      const byField = Object.entries(toValidators(rules, t)).map(([field, check]) => [field, check(values[field], values)]);
      return { ...Object.fromEntries(byField), ...validate?.(values) };
    },
  });
  const [submitting, setSubmitting] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [missingTranslations, setMissingTranslations] = useState<string[]>([]);
  const leaving = useRef(false);

  const dirty = form.isDirty();
  // Navigation while a save runs is the save's own (to the saved record): never asked about.
  const saving = useRef(false);
  const blocker = useUnsavedChangesWarning(() => dirty && !leaving.current && !saving.current);

  const load = useCallback(
    (values: Values) => {
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setGeneral(null);
      setMissingTranslations([]);
    },
    // `form` is a new object each render; its methods are stable.
    [],
  );

  const [typedFields] = useState(createTypedFieldRegistry);
  // The <form> of the submit in progress, for focusFirstError: its first field in error takes the focus once the
  // render with the messages is committed (and a closed translation tab with one has opened).
  const formElement = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formElement.current);
  }, [focusRequest]);
  const focusError = () => {
    if (optionsRef.current.focusFirstError) setFocusRequest((count) => count + 1);
  };

  const validateAndSave = form.onSubmit(async (values) => {
    setGeneral(null);
    setMissingTranslations([]);
    setSubmitting(true);
    saving.current = true;
    try {
      const outcome = await optionsRef.current.onSubmit(values);
      if (outcome !== false) form.resetDirty(values);
    } catch (failure) {
      const { fields, general: message, missingTranslations: missing } = formErrorsOf(failure);
      const rename = optionsRef.current.serverField ?? ((field: string) => field);
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([field, text]) => [rename(field), text])));
      setGeneral(message);
      setMissingTranslations(missing);
      if (Object.keys(fields).length > 0) focusError();
    } finally {
      saving.current = false;
      setSubmitting(false);
    }
  }, focusError);

  // A field with unreadable text keeps its last good value: saving that would lose what was typed without a word.
  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    formElement.current = event?.currentTarget ?? null;
    const unreadable = typedFields.unreadable();
    if (unreadable.length === 0) return validateAndSave(event);
    event?.preventDefault();
    form.validate();
    unreadable.forEach((field) => field.reveal());
    unreadable[0]!.focus();
  };

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { form, submit, submitting, general, missingTranslations, load, allowLeaving, blocker, typedFields };
}
