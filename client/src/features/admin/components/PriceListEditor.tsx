import { Button, CloseButton, Fieldset, Input, Select, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLng } from "../../../shared/hooks/useLng";
import { formatPercentage } from "../../../shared/i18n/money";
import { priceSlot, type PriceRow } from "./priceList";

export interface PriceTicketType {
  id: string;
  name: string;
  /** VAT percentage, e.g. 10 or 25.5. */
  vat: number;
}

export interface PriceZoneOption {
  id: string;
  name: string;
}

/** The zone choice's value for the plain price (Select values are strings). */
const ALL_ZONES = "all-zones";

/**
 * A price list: one row per ticket type offered, its price typed in euros ('25,50' or '25.50'), the ticket
 * type's VAT beside it (read-only). When the plan has price zones, a row also chooses its zone ('All zones':
 * the plain price, for every zone without its own). A ticket type has one price per zone: one chosen on
 * another row of the same zone is not offered.
 */
export function PriceListEditor({
  rows,
  ticketTypes,
  zones = [],
  fieldProps,
  onAdd,
  onRemove,
  error,
  legend,
}: {
  rows: readonly PriceRow[];
  ticketTypes: readonly PriceTicketType[];
  /** The plan's price zones; without any, no zone is chosen (every price is plain). */
  zones?: readonly PriceZoneOption[];
  /** The props of one row's field, e.g. (2, 'price') => form.getInputProps('prices.2.price'). */
  fieldProps: (index: number, field: "ticketTypeId" | "price" | "priceZoneId") => GetInputPropsReturnType;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** A message about the whole list (e.g. publishing needs a price). */
  error?: ReactNode;
  legend?: string;
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const vatOf = (ticketTypeId: string | null) => ticketTypes.find((type) => type.id === ticketTypeId)?.vat;
  const errorId = useId();
  const withZones = zones.length > 0;

  return (
    <Fieldset legend={legend ?? t("adminEvents.prices.legend")} aria-describedby={error ? errorId : undefined}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("adminEvents.prices.empty")}
        </Text>
      ) : (
        <Table verticalSpacing="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("adminEvents.prices.ticketType")}</Table.Th>
              {withZones && <Table.Th>{t("catalogAdmin.zonePrices.zone")}</Table.Th>}
              <Table.Th>{t("adminEvents.prices.price")}</Table.Th>
              <Table.Th>{t("adminEvents.prices.vat")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("adminEvents.prices.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const takenElsewhere = new Set(
                rows.filter((other) => other.key !== row.key).map((other) => priceSlot(other.ticketTypeId, other.priceZoneId)),
              );
              const vat = vatOf(row.ticketTypeId);
              const rowNumber = index + 1;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td miw={180} style={{ verticalAlign: "top" }}>
                    <Select
                      {...fieldProps(index, "ticketTypeId")}
                      aria-label={t("adminEvents.prices.ticketTypeOfRow", { row: rowNumber })}
                      placeholder={t("adminEvents.prices.chooseTicketType")}
                      data={ticketTypes.map((type) => ({
                        value: type.id,
                        label: type.name,
                        disabled: takenElsewhere.has(priceSlot(type.id, row.priceZoneId)),
                      }))}
                      allowDeselect={false}
                    />
                  </Table.Td>
                  {withZones && (
                    <Table.Td miw={160} style={{ verticalAlign: "top" }}>
                      <ZoneSelect {...fieldProps(index, "priceZoneId")} rowNumber={rowNumber} zones={zones} />
                    </Table.Td>
                  )}
                  <Table.Td miw={120} style={{ verticalAlign: "top" }}>
                    <TextInput
                      {...fieldProps(index, "price")}
                      aria-label={t("adminEvents.prices.priceOfRow", { row: rowNumber })}
                      inputMode="decimal"
                      autoComplete="off"
                      rightSection="€"
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Text size="sm" pt={6}>
                      {vat === undefined ? "–" : `${formatPercentage(vat, lng)} %`}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <CloseButton
                      mt={4}
                      aria-label={t("adminEvents.prices.removeRow", { row: rowNumber })}
                      onClick={() => onRemove(index)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {withZones && (
        <Text size="sm" c="dimmed" mt="xs">
          {t("catalogAdmin.zonePrices.help")}
        </Text>
      )}
      {error && (
        <Input.Error id={errorId} mt="xs">
          {error}
        </Input.Error>
      )}
      <Button variant="default" size="xs" mt="sm" onClick={onAdd} disabled={rows.length >= ticketTypes.length * (1 + zones.length)}>
        {t("adminEvents.prices.add")}
      </Button>
    </Fieldset>
  );
}

/** A row's zone: 'All zones' (null, the plain price) or one of the plan's zones. */
function ZoneSelect({
  value,
  onChange,
  error,
  rowNumber,
  zones,
  ...rest
}: GetInputPropsReturnType & { rowNumber: number; zones: readonly PriceZoneOption[] }) {
  const { t } = useTranslation();
  const current = typeof value === "string" ? value : ALL_ZONES;
  const known = current === ALL_ZONES || zones.some((zone) => zone.id === current);
  return (
    <Select
      {...rest}
      error={error}
      aria-label={t("catalogAdmin.zonePrices.zoneOfRow", { row: rowNumber })}
      value={current}
      onChange={(next) => onChange(next === ALL_ZONES || next === null ? null : next)}
      data={[
        { value: ALL_ZONES, label: t("catalogAdmin.zonePrices.allZones") },
        ...zones.map((zone) => ({ value: zone.id, label: zone.name })),
        // A zone of the previous plan stays visible (and marked by validation) until changed.
        ...(known ? [] : [{ value: current, label: current }]),
      ]}
      allowDeselect={false}
    />
  );
}
