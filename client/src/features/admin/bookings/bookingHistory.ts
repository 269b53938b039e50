import type { BookingNames } from "./bookingLookups";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface HistoryEntry {
  kind: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  detail?: string | null;
}

function parseDetail(detail: string | null | undefined): Record<string, unknown> {
  if (!detail) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One line of a booking's history in the interface language: a status transition ('Draft → Booked'), or an
 * edit with what it touched (the client's fields, a ticket's spaces or type). Unknown kinds show their name.
 */
export function describeHistoryEntry(entry: HistoryEntry, names: BookingNames, t: Translate, money: (cents: number) => string): string {
  const status = (value: string | null | undefined) => (value ? t(`bookingStatus.${value}`, { defaultValue: value }) : "");
  const detail = parseDetail(entry.detail);
  switch (entry.kind) {
    case "status":
      return entry.fromStatus
        ? t("adminBookings.history.transition", { from: status(entry.fromStatus), to: status(entry.toStatus) })
        : t("adminBookings.history.created", { status: status(entry.toStatus) });
    case "client": {
      const fields = Array.isArray(detail["fields"]) ? detail["fields"].map((field) => t(`checkout.fields.${text(field)}`)) : [];
      return t("adminBookings.history.client", { fields: fields.join(", ") });
    }
    case "ticket_moved":
      return t("adminBookings.history.ticketMoved", {
        from: names.space(text(detail["fromSpaceId"])),
        to: names.space(text(detail["toSpaceId"])),
      });
    case "ticket_removed":
      return t("adminBookings.history.ticketRemoved", { space: names.space(text(detail["spaceId"])) });
    case "ticket_retyped":
      return t("adminBookings.history.ticketRetyped", {
        from: names.ticketType(text(detail["fromTicketTypeId"])),
        to: names.ticketType(text(detail["toTicketTypeId"])),
      });
    case "anonymized":
      return t("adminBookings.history.anonymized", {
        reason: t(`adminBookings.history.anonymizedReasons.${text(detail["reason"])}`, { defaultValue: text(detail["reason"]) }),
      });
    case "balance_collected":
      return t("adminBookings.history.balanceCollected", {
        amount: typeof detail["amount"] === "number" ? money(detail["amount"]) : "",
      });
    default:
      return t(`adminBookings.history.kinds.${entry.kind}`, { defaultValue: entry.kind });
  }
}
