import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/** dd.MM.yyyy HH:mm (SPEC section 9) in Mantine's dayjs tokens. */
export const DATE_TIME_INPUT_FORMAT = "DD.MM.YYYY HH:mm";
/** The pickers' range (SPEC section 5). */
const EARLIEST = "1900-01-01 00:00:00";
const LATEST = "2099-12-31 23:59:59";

/**
 * A date and time in the venue's wall-clock time ('YYYY-MM-DD HH:mm:ss', see venueTime.ts), in the interface
 * language with weeks from Monday (AppLayout's DatesProvider), limited to 1900-2099, every control labelled.
 */
export function VenueDateTimePicker(
  props: Omit<DateTimePickerProps, "valueFormat" | "minDate" | "maxDate" | "type" | "dropdownType" | "modalProps"> & { label: string },
) {
  const { t } = useTranslation();
  return (
    <DateTimePicker
      valueFormat={DATE_TIME_INPUT_FORMAT}
      minDate={EARLIEST}
      maxDate={LATEST}
      // A modal, titled with the field's label: Mantine's popover dropdown is a dialog without a name.
      dropdownType="modal"
      modalProps={{ title: props.label, centered: true }}
      hideOutsideDates
      ariaLabels={{
        nextMonth: t("adminOccasions.picker.nextMonth"),
        previousMonth: t("adminOccasions.picker.previousMonth"),
        nextYear: t("adminOccasions.picker.nextYear"),
        previousYear: t("adminOccasions.picker.previousYear"),
        nextDecade: t("adminOccasions.picker.nextDecade"),
        previousDecade: t("adminOccasions.picker.previousDecade"),
      }}
      timePickerProps={{ hoursInputLabel: t("adminOccasions.picker.hours"), minutesInputLabel: t("adminOccasions.picker.minutes") }}
      submitButtonProps={{ "aria-label": t("adminOccasions.picker.done") }}
      clearButtonProps={{ "aria-label": t("adminOccasions.picker.clear") }}
      {...props}
    />
  );
}
