import type { VoucherCampaignFieldsFragment, VoucherCampaignInput, VoucherKind } from "../../../generated/admin";
import { formatDecimal } from "../../../shared/form/decimal";

/** The campaign form's fields as typed: euros or a percentage as text, dates as the browser's local date-time. */
export interface CampaignFormValues {
  name: string;
  kind: VoucherKind;
  value: string;
  validFrom: string;
  validUntil: string;
  eventIds: string[];
  ticketTypeIds: string[];
  usesPerCode: string;
  usesPerEmail: string;
}

/** A timestamp as a datetime-local input shows it (the browser's time zone), '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A saved campaign as its form shows it in the interface language: its value with the language's decimal separator
 * (12,50 in fi and sv, 12.50 in en), whole numbers without decimals.
 */
export function toCampaignFormValues(saved: VoucherCampaignFieldsFragment | null, lng: string): CampaignFormValues {
  const value = saved ? formatDecimal(saved.value / 100, lng).replace(/[.,]\d$/, (tenths) => `${tenths}0`) : "";
  return {
    name: saved?.name ?? "",
    kind: saved?.kind ?? "PERCENT",
    value,
    validFrom: toLocalInput(saved?.validFrom),
    validUntil: toLocalInput(saved?.validUntil),
    eventIds: [...(saved?.eventIds ?? [])],
    ticketTypeIds: [...(saved?.ticketTypeIds ?? [])],
    usesPerCode: saved?.usesPerCode?.toString() ?? "",
    usesPerEmail: saved?.usesPerEmail?.toString() ?? "",
  };
}

/**
 * The input the server takes: euros and percentages both in hundredths (cents, or hundredths of a percent); the
 * server checks the rest and answers on the fields. A value that is no number is sent as -1, refused on its field.
 */
export function toCampaignInput(values: CampaignFormValues, saved: VoucherCampaignFieldsFragment | null): VoucherCampaignInput {
  const number = Number(values.value.trim().replace(",", "."));
  const whole = (text: string) => (text.trim() === "" ? null : Number(text));
  return {
    name: values.name,
    kind: values.kind,
    value: values.value.trim() === "" || !Number.isFinite(number) ? -1 : Math.round(number * 100),
    validFrom: values.validFrom ? new Date(values.validFrom).toISOString() : null,
    validUntil: values.validUntil ? new Date(values.validUntil).toISOString() : null,
    eventIds: values.eventIds,
    occasionIds: [...(saved?.occasionIds ?? [])],
    ticketTypeIds: values.ticketTypeIds,
    priceZoneIds: [...(saved?.priceZoneIds ?? [])],
    usesPerCode: whole(values.usesPerCode),
    usesPerEmail: whole(values.usesPerEmail),
  };
}
