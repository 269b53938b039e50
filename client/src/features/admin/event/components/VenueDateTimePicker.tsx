import { TypedDateField, type TypedDateFieldProps } from "./TypedDateField";

/**
 * A date and time in the venue's wall-clock time ('YYYY-MM-DD HH:mm:ss', see venueTime.ts): typed as people
 * write it ('24.12.2026 19:00', '24.12.2026 klo 19.00', '2026-12-24 19:00') or chosen from the calendar behind
 * the field's button, in the interface language with weeks from Monday (AppLayout's DatesProvider), 1900-2099.
 */
export function VenueDateTimePicker(props: TypedDateFieldProps) {
  return <TypedDateField withTime {...props} />;
}
