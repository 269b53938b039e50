import { DateInput, type DateInputProps } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/** dd.MM.yyyy (SPEC section 9) in Mantine's dayjs tokens. */
export const DATE_INPUT_FORMAT = "DD.MM.YYYY";
const EARLIEST = "1900-01-01";
const LATEST = "2099-12-31";

/**
 * A date typed as d.m.yyyy ('5.3.2027', '05.03.2027') or yyyy-mm-dd: 'YYYY-MM-DD', or null when it is not a
 * real day (31.2.2027) or not in that shape.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(typed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const [year, month, day] = finnish
    ? [Number(finnish[3]), Number(finnish[2]), Number(finnish[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The app's date field (VenueDateTimePicker's sibling without a time): typed as dd.mm.yyyy or chosen from the
 * calendar, in the interface language with weeks from Monday (AppLayout's DatesProvider), 1900-2099, every
 * control labelled. The value is 'YYYY-MM-DD'.
 */
export function VenueDateInput(props: Omit<DateInputProps, "valueFormat" | "minDate" | "maxDate" | "dateParser"> & { label: string }) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseTypedDate}
      minDate={EARLIEST}
      maxDate={LATEST}
      placeholder={t("adminOccasions.picker.datePlaceholder")}
      hideOutsideDates
      ariaLabels={{
        nextMonth: t("adminOccasions.picker.nextMonth"),
        previousMonth: t("adminOccasions.picker.previousMonth"),
        nextYear: t("adminOccasions.picker.nextYear"),
        previousYear: t("adminOccasions.picker.previousYear"),
        nextDecade: t("adminOccasions.picker.nextDecade"),
        previousDecade: t("adminOccasions.picker.previousDecade"),
      }}
      {...props}
    />
  );
}
