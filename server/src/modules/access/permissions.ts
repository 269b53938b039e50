/** The nine permissions of SPEC section 6. */
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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
