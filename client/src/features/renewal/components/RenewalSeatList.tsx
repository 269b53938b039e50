import { Checkbox, NativeSelect, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/i18n/money";
import type { RenewalChoice, RenewalTicketLike } from "../renewalChoices";

export interface RenewalSeatListProps {
  tickets: ReadonlyArray<RenewalTicketLike>;
  choices: Record<string, RenewalChoice>;
  onChange: (ticketId: string, choice: RenewalChoice) => void;
  lng: string;
  disabled: boolean;
  error?: string;
}

/** The customer's seats with a box to keep each and the ticket type it is renewed as, at next season's price. */
export function RenewalSeatList({ tickets, choices, onChange, lng, disabled, error }: RenewalSeatListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table data-testid="renewal-seats" aria-describedby={error ? "renewal-seats-error" : undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("checkout.space")}</Table.Th>
            <Table.Th scope="col">{t("checkout.ticketType")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => {
            const choice = choices[ticket.id] ?? { keep: true, ticketTypeId: ticket.ticketTypeId };
            return (
              <Table.Tr key={ticket.id} data-testid="renewal-seat">
                <Table.Td>
                  <Checkbox
                    label={t("renewal.keepSeat", { seat: ticket.spaceLabel })}
                    checked={choice.keep}
                    disabled={disabled}
                    onChange={(event) => onChange(ticket.id, { ...choice, keep: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t("renewal.ticketTypeFor", { seat: ticket.spaceLabel })}
                    value={choice.ticketTypeId}
                    disabled={disabled || !choice.keep}
                    onChange={(event) => onChange(ticket.id, { ...choice, ticketTypeId: event.currentTarget.value })}
                    data={ticket.options.map((option) => ({
                      value: option.ticketTypeId,
                      label: `${option.name} ${formatCents(option.price, lng)}`,
                    }))}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
