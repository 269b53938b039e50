export { AppForm } from "./AppForm";
export { checkField, toValidators, type FieldRules, type FormRules } from "./rules";
export { useAppForm, type AppFormOptions } from "./useAppForm";
export { useUnsavedChangesWarning } from "./useUnsavedChangesWarning";
