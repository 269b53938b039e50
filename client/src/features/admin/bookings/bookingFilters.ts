import { PAYMENT_STATUSES, type BookingStatus } from "@seatbooking/core";
import type { BookingFilter } from "../../../generated/admin";
import { apiUrl } from "../../../shared/config";

/** Every booking status (@seatbooking/core's BOOKING_STATUSES), in the order the status filter offers them. */
export const BOOKING_STATUSES = [
  "booked",
  "payment",
  "renewable",
  "locked",
  "draft",
  "cancelled",
  "expired",
  "refunded",
] as const satisfies readonly BookingStatus[];

/** What a box office looks after: the server's export default, and the overview's (issue 13). */
export const DEFAULT_STATUSES: readonly string[] = ["booked", "payment", "renewable", "locked"] satisfies readonly BookingStatus[];

/** The orders the bookings query supports (BookingFilter.sort); the first is the server's default. */
export const BOOKING_SORTS = ["number_desc", "number_asc", "created_desc", "created_asc", "name_asc", "name_desc"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

export const PAGE_SIZE = 25;

/** The overview's filters, as kept in the URL's search string. */
export interface BookingFilters {
  search: string;
  eventId: string | null;
  occasionId: string | null;
  /** Never empty: no statuses in the URL means the default set. */
  statuses: string[];
  paymentStatuses: string[];
  sort: BookingSort;
  offset: number;
}

const PARAM = {
  search: "q",
  eventId: "eventId",
  occasionId: "occasionId",
  status: "status",
  paymentStatus: "paymentStatus",
  sort: "sort",
  offset: "offset",
} as const;

function known(values: string[], allowed: readonly string[]): string[] {
  return [...new Set(values.filter((value) => allowed.includes(value)))];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** Reads the filters from a search string; unknown values (an old or edited link) fall back to the defaults. */
export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const statuses = known(params.getAll(PARAM.status), BOOKING_STATUSES);
  const sort = params.get(PARAM.sort) ?? "";
  const offset = Number.parseInt(params.get(PARAM.offset) ?? "", 10);
  return {
    search: params.get(PARAM.search)?.trim() ?? "",
    eventId: params.get(PARAM.eventId) || null,
    occasionId: params.get(PARAM.occasionId) || null,
    statuses: statuses.length > 0 ? statuses : [...DEFAULT_STATUSES],
    paymentStatuses: known(params.getAll(PARAM.paymentStatus), PAYMENT_STATUSES),
    sort: (BOOKING_SORTS as readonly string[]).includes(sort) ? (sort as BookingSort) : BOOKING_SORTS[0],
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The search string for the filters; defaults are left out so a plain /admin stays plain. */
export function bookingFiltersToParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(PARAM.search, filters.search.trim());
  if (filters.eventId) params.set(PARAM.eventId, filters.eventId);
  if (filters.occasionId) params.set(PARAM.occasionId, filters.occasionId);
  if (filters.statuses.length > 0 && !sameSet(filters.statuses, DEFAULT_STATUSES))
    for (const status of filters.statuses) params.append(PARAM.status, status);
  for (const status of filters.paymentStatuses) params.append(PARAM.paymentStatus, status);
  if (filters.sort !== BOOKING_SORTS[0]) params.set(PARAM.sort, filters.sort);
  if (filters.offset > 0) params.set(PARAM.offset, String(filters.offset));
  return params;
}

/** A change of any filter but the page starts again from the first page. */
export function changeBookingFilters(filters: BookingFilters, change: Partial<Omit<BookingFilters, "offset">>): BookingFilters {
  const next = { ...filters, ...change, offset: 0 };
  // An occasion belongs to one event: another event clears it.
  if (change.eventId !== undefined && change.eventId !== filters.eventId && change.occasionId === undefined) next.occasionId = null;
  return next;
}

/** The bookings query's filter; the statuses are always sent (the query itself has no default set). */
export function toBookingFilter(filters: BookingFilters): BookingFilter {
  return {
    search: filters.search || null,
    eventId: filters.eventId,
    occasionId: filters.occasionId,
    status: filters.statuses.length > 0 ? filters.statuses : [...DEFAULT_STATUSES],
    paymentStatus: filters.paymentStatuses.length > 0 ? filters.paymentStatuses : null,
    sort: filters.sort,
  };
}

/**
 * The plain GET URL of the export (DESIGN section 7.3): event, occasion, each status and the interface
 * language. The export knows no search, payment status or order: those narrow the list on screen only.
 */
export function bookingExportUrl(
  format: "csv" | "xlsx",
  filters: Pick<BookingFilters, "eventId" | "occasionId" | "statuses">,
  lng: string,
) {
  const params = new URLSearchParams();
  if (filters.eventId) params.set("eventId", filters.eventId);
  if (filters.occasionId) params.set("occasionId", filters.occasionId);
  for (const status of filters.statuses) params.append("status", status);
  params.set("lng", lng);
  return `${apiUrl(`/admin/bookings/export.${format}`)}?${params.toString()}`;
}
