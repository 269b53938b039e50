import "@mantine/dates/styles.css";
import { ActionIcon, CloseButton, Group, Modal, TextInput } from "@mantine/core";
import { DatePicker, InlineDateTimePicker } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatFieldDate, readTypedDate, readTypedDateTime, type TypedDateProblem } from "../../../../shared/form/typedDate";
import { useUnreadableField } from "../../../../shared/form/typedFields";

/** The pickers' range (SPEC section 5). */
const EARLIEST = { date: "1900-01-01", dateTime: "1900-01-01 00:00:00" };
const LATEST = { date: "2099-12-31", dateTime: "2099-12-31 23:59:59" };

export interface TypedDateFieldProps {
  label: string;
  description?: ReactNode;
  /** The form's message for the field (required, before the start...). A typed text that is not a date has its own. */
  error?: ReactNode;
  required?: boolean;
  /** Shows a button that empties the field (emptying the text does the same). */
  clearable?: boolean;
  /** 'YYYY-MM-DD' (a date field) or 'YYYY-MM-DD HH:mm:ss' (a date-time field); null when empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The month the calendar opens on while the field is empty (the show's, for an end). */
  defaultDate?: string;
  disabled?: boolean;
}

/** Values to the minute ('2026-12-24 19:00' is '2026-12-24 19:00:00'). */
const sameValue = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").slice(0, 16) === (b ?? "").slice(0, 16);

/**
 * A date, or a venue wall-clock date and time, typed ('24.12.2026 19.00', see typedDate.ts) or chosen from a
 * calendar opened by the field's button (a modal titled with the field's label). A text that is not a date
 * keeps the field's last good value, says why in the field, and stops the surrounding AppForm from saving.
 */
export function TypedDateField({
  withTime,
  label,
  description,
  error,
  required,
  clearable,
  value,
  onChange,
  onFocus,
  onBlur,
  defaultDate,
  disabled,
}: TypedDateFieldProps & { withTime: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatFieldDate(value, withTime));
  const [problem, setProblem] = useState<TypedDateProblem | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [calendarOpened, calendar] = useDisclosure(false);
  const input = useRef<HTMLInputElement>(null);
  // The value the text stands for: a new value from elsewhere (the calendar, a loaded record) rewrites the text.
  const typedValue = useRef(value ?? null);
  useEffect(() => {
    if (sameValue(value, typedValue.current)) return;
    typedValue.current = value ?? null;
    setText(formatFieldDate(value, withTime));
    setProblem(null);
  }, [value, withTime]);

  const type = (next: string) => {
    setText(next);
    if (next.trim() === "") {
      setProblem(null);
      typedValue.current = null;
      if (value) onChange?.(null);
      return;
    }
    const read = withTime ? readTypedDateTime(next) : readTypedDate(next);
    if ("problem" in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    setRevealed(false);
    typedValue.current = read.value;
    if (!sameValue(read.value, value)) onChange?.(read.value);
  };

  const unreadable = useMemo(() => (problem ? { reveal: () => setRevealed(true), focus: () => input.current?.focus() } : null), [problem]);
  useUnreadableField(unreadable);

  const choose = (chosen: string | null) => {
    typedValue.current = chosen;
    setText(formatFieldDate(chosen, withTime));
    setProblem(null);
    onChange?.(chosen);
  };

  const messages: Record<TypedDateProblem, string> = {
    format: withTime ? t("adminOccasions.picker.typedDateTime") : t("adminOccasions.picker.typedDate"),
    noSuchDay: t("adminOccasions.picker.noSuchDay"),
    time: t("adminOccasions.picker.badTime"),
    range: t("adminOccasions.picker.outOfRange"),
  };
  const ariaLabels = {
    nextMonth: t("adminOccasions.picker.nextMonth"),
    previousMonth: t("adminOccasions.picker.previousMonth"),
    nextYear: t("adminOccasions.picker.nextYear"),
    previousYear: t("adminOccasions.picker.previousYear"),
    nextDecade: t("adminOccasions.picker.nextDecade"),
    previousDecade: t("adminOccasions.picker.previousDecade"),
  };
  const range = withTime ? { minDate: EARLIEST.dateTime, maxDate: LATEST.dateTime } : { minDate: EARLIEST.date, maxDate: LATEST.date };
  const shownValue = problem ? null : (value ?? null);

  return (
    <>
      <TextInput
        ref={input}
        label={label}
        description={description}
        required={required}
        disabled={disabled}
        placeholder={withTime ? t("adminOccasions.picker.dateTimePlaceholder") : t("adminOccasions.picker.datePlaceholder")}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={onFocus}
        onBlur={(event) => {
          if (problem) setRevealed(true);
          else setText(formatFieldDate(value, withTime));
          onBlur?.(event);
        }}
        error={problem && revealed ? messages[problem] : error}
        autoComplete="off"
        rightSectionWidth={clearable && text ? 64 : 36}
        rightSectionPointerEvents="all"
        rightSection={
          <Group gap={2} wrap="nowrap">
            {clearable && text && !disabled ? (
              <CloseButton size="sm" aria-label={t("adminOccasions.picker.clearField", { field: label })} onClick={() => type("")} />
            ) : null}
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={t("adminOccasions.picker.openCalendar", { field: label })}
              onClick={calendar.open}
            >
              <CalendarIcon />
            </ActionIcon>
          </Group>
        }
      />
      <Modal
        opened={calendarOpened}
        onClose={calendar.close}
        title={label}
        centered
        size="auto"
        closeButtonProps={{ "aria-label": t("adminEvents.close") }}
      >
        {withTime ? (
          <InlineDateTimePicker
            value={shownValue}
            onChange={choose}
            defaultDate={shownValue ?? defaultDate}
            {...range}
            hideOutsideDates
            ariaLabels={ariaLabels}
            timePickerProps={{ hoursInputLabel: t("adminOccasions.picker.hours"), minutesInputLabel: t("adminOccasions.picker.minutes") }}
            submitButtonProps={{ "aria-label": t("adminOccasions.picker.done") }}
            onSubmit={calendar.close}
            __onEnter={calendar.close}
          />
        ) : (
          <DatePicker
            value={shownValue}
            onChange={(day) => {
              choose(day);
              calendar.close();
            }}
            defaultDate={shownValue ?? defaultDate}
            {...range}
            hideOutsideDates
            ariaLabels={ariaLabels}
          />
        )}
      </Modal>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
