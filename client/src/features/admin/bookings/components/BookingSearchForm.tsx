import { Button, Group, TextInput } from "@mantine/core";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

/** Search by booking number, name, e-mail or phone; applied on submit, so the URL changes once per search. */
export function BookingSearchForm({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // Back/forward or a shared link changes the applied search: show it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t("adminBookings.filters.searchLabel")}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t("adminBookings.filters.search")}
          description={t("adminBookings.filters.searchHelp")}
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t("adminBookings.filters.searchButton")}
        </Button>
      </Group>
    </form>
  );
}
