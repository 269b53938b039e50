/**
 * What the customer chooses on the renewal page: which seats to keep and as which ticket type, and what
 * that costs (the summary the server will charge: each kept seat at next season's price for its type,
 * included VAT per rate rounded once per rate, as the server's summary). Pure, so it is tested without a DOM.
 */

export interface RenewalTicketLike {
  id: string;
  spaceLabel: string;
  ticketTypeId: string;
  ticketTypeName: string;
  price: number;
  vat: number;
  options: ReadonlyArray<{ ticketTypeId: string; name: string; price: number; vat: number }>;
}

export interface RenewalChoice {
  keep: boolean;
  ticketTypeId: string;
}

/** Every seat kept, as its current type (the page's starting point). */
export function initialChoices(tickets: ReadonlyArray<RenewalTicketLike>): Record<string, RenewalChoice> {
  return Object.fromEntries(tickets.map((ticket) => [ticket.id, { keep: true, ticketTypeId: ticket.ticketTypeId }]));
}

export interface KeptTicket {
  id: string;
  spaceLabel: string;
  ticketTypeId: string;
  ticketTypeName: string;
  price: number;
  vat: number;
}

/** The kept seats with the price of their chosen type (their current one when the choice is not offered). */
export function keptTickets(tickets: ReadonlyArray<RenewalTicketLike>, choices: Record<string, RenewalChoice>): KeptTicket[] {
  return tickets.flatMap((ticket) => {
    const choice = choices[ticket.id] ?? { keep: true, ticketTypeId: ticket.ticketTypeId };
    if (!choice.keep) return [];
    const option = ticket.options.find((entry) => entry.ticketTypeId === choice.ticketTypeId);
    return [
      option
        ? {
            id: ticket.id,
            spaceLabel: ticket.spaceLabel,
            ticketTypeId: option.ticketTypeId,
            ticketTypeName: option.name,
            price: option.price,
            vat: option.vat,
          }
        : {
            id: ticket.id,
            spaceLabel: ticket.spaceLabel,
            ticketTypeId: ticket.ticketTypeId,
            ticketTypeName: ticket.ticketTypeName,
            price: ticket.price,
            vat: ticket.vat,
          },
    ];
  });
}

export interface RenewalSummary {
  total: number;
  requirePayment: boolean;
  byTicketType: Array<{ ticketTypeId: string; name: string; amount: number; total: number }>;
  byVat: Array<{ rate: number; amount: number; vat: number }>;
}

/** Included VAT of `gross` cents at `rate` %: gross * rate / (100 + rate), rounded half up to cents. */
export function includedVat(gross: number, rate: number): number {
  const hundredths = Math.round(rate * 100);
  return Math.round((gross * hundredths) / (10_000 + hundredths));
}

/** Totals of the kept seats: per ticket type in order of appearance, per VAT rate by rate. */
export function renewalSummary(kept: ReadonlyArray<KeptTicket>): RenewalSummary {
  const byType = new Map<string, { ticketTypeId: string; name: string; amount: number; total: number }>();
  const byRate = new Map<number, number>();
  for (const ticket of kept) {
    const entry = byType.get(ticket.ticketTypeId) ?? {
      ticketTypeId: ticket.ticketTypeId,
      name: ticket.ticketTypeName,
      amount: 0,
      total: 0,
    };
    entry.amount += 1;
    entry.total += ticket.price;
    byType.set(ticket.ticketTypeId, entry);
    byRate.set(ticket.vat, (byRate.get(ticket.vat) ?? 0) + ticket.price);
  }
  const total = kept.reduce((sum, ticket) => sum + ticket.price, 0);
  return {
    total,
    requirePayment: kept.some((ticket) => ticket.price > 0),
    byTicketType: [...byType.values()],
    byVat: [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, amount]) => ({ rate, amount, vat: includedVat(amount, rate) })),
  };
}
