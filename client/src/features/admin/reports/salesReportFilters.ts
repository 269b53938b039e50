/** The sales report's filter as the page's URL carries it: /admin/reports/sales?from=2027-03-01&to=2027-03-31&eventId=… */
export interface SalesReportFilters {
  from: string;
  to: string;
  eventId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `date` as yyyy-mm-dd in `timeZone` (the venue's): the report's days are the venue's. */
export function dayIn(date: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * The filter from the URL; without one (or with a malformed day), this month so far in the venue's time zone.
 * The server checks the range itself (real days, at most 366) and says what is wrong.
 */
export function parseSalesReportFilters(params: URLSearchParams, now: Date, timeZone: string): SalesReportFilters {
  const today = dayIn(now, timeZone);
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    from: DAY.test(from) ? from : monthStart(today),
    to: DAY.test(to) ? to : today,
    eventId: params.get("eventId") || null,
  };
}

export function salesReportFiltersToParams(filters: SalesReportFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.eventId) params.set("eventId", filters.eventId);
  return params;
}

/** The CSV or XLSX of the same report, headers in `lng`. */
export function salesReportExportUrl(format: "csv" | "xlsx", filters: SalesReportFilters, lng: string): string {
  const params = salesReportFiltersToParams(filters);
  params.set("lng", lng);
  return `/api/admin/reports/sales.${format}?${params.toString()}`;
}
