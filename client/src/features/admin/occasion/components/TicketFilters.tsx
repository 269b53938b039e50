import { Group, Select, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from "../ticketFilter";

export interface TicketFiltersProps {
  text: string;
  onTextChange: (text: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

/** The tickets table's text and status filters. */
export function TicketFilters({ text, onTextChange, status, onStatusChange }: TicketFiltersProps) {
  const { t } = useTranslation();
  const options = STATUS_FILTERS.map((value) => ({
    value,
    label: value === "holding" ? t("adminOccasion.tickets.holding") : t(`bookingStatus.${value}`),
  }));
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t("adminOccasion.tickets.filters")}>
      <TextInput
        label={t("adminOccasion.tickets.search")}
        placeholder={t("adminOccasion.tickets.searchPlaceholder")}
        type="search"
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        w={{ base: "100%", sm: 320 }}
      />
      <Select
        label={t("adminOccasion.tickets.status")}
        data={options}
        value={status}
        allowDeselect={false}
        onChange={(value) => {
          if (isStatusFilter(value)) onStatusChange(value);
        }}
        w={{ base: "100%", sm: 220 }}
      />
    </Group>
  );
}
