/** Every booking status (DESIGN section 3). */
export const BOOKING_STATUSES = ["draft", "payment", "locked", "booked", "renewable", "cancelled", "expired", "refunded"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose tickets count against a space's capacity. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["draft", "payment", "locked", "booked", "renewable"];

/** The SQL list used by CHECK constraints and queries. */
export const bookingStatusSqlList = BOOKING_STATUSES.map((status) => `'${status}'`).join(", ");
