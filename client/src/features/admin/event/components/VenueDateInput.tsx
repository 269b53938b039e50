import { TypedDateField, type TypedDateFieldProps } from "./TypedDateField";

export { parseTypedDate } from "../../../../shared/form/typedDate";

/**
 * The app's date field (VenueDateTimePicker's sibling without a time): typed as dd.mm.yyyy (or yyyy-mm-dd) or
 * chosen from the calendar behind the field's button. The value is 'YYYY-MM-DD'.
 */
export function VenueDateInput(props: TypedDateFieldProps) {
  return <TypedDateField withTime={false} {...props} />;
}
