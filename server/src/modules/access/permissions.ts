/**
 * The nine permissions of SPEC section 6 and four narrower duties a venue can give on their own (issue 34, the
 * README's DESIGN notes): selling at the box office (and house seats, the occasion page), the door, refunds, and
 * a customer's personal data on request.
 */
export const PERMISSIONS = [
  "administer_bookings",
  "administer_events",
  "administer_settings",
  "administer_plans",
  "administer_users",
  "administer_roles",
  "administer_ticket_types",
  "administer_space_types",
  "administer_dictionaries",
  "sell_tickets",
  "check_in",
  "refund_bookings",
  "administer_personal_data",
  "administer_vouchers",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
