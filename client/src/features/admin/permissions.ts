/** The settings side menu (SPEC section 2): each entry shows only with its permission. Only built screens are listed. */
export const SETTINGS_ENTRIES = [
  { path: "plans", permission: "administer_plans", labelKey: "admin.plans" },
  { path: "users", permission: "administer_users", labelKey: "admin.users" },
  { path: "roles", permission: "administer_roles", labelKey: "admin.roles" },
  { path: "ticket-types", permission: "administer_ticket_types", labelKey: "admin.ticketTypes" },
  { path: "space-types", permission: "administer_space_types", labelKey: "admin.spaceTypes" },
  { path: "addons", permission: "administer_events", labelKey: "admin.addons" },
  { path: "theme", permission: "administer_settings", labelKey: "admin.theme" },
  { path: "languages", permission: "administer_settings", labelKey: "admin.languages" },
  { path: "dictionaries", permission: "administer_dictionaries", labelKey: "admin.dictionaries" },
  { path: "personal-data", permission: "administer_bookings", labelKey: "admin.personalData" },
] as const;

/**
 * Where /admin/settings leads (SPEC section 2: the index redirects to plans; the issue: or to the first
 * entry the user may open): plans first, else the first permitted entry; null = none.
 */
export function settingsIndexTarget(permissions: readonly string[]): string | null {
  return SETTINGS_ENTRIES.find((entry) => permissions.includes(entry.permission))?.path ?? null;
}

/** 'from - to of count' for a page (SPEC section 9); an empty list is '0 - 0 of 0'. */
export function pageRange(offset: number, itemCount: number, total: number): { from: number; to: number; count: number } {
  return itemCount === 0 ? { from: 0, to: 0, count: total } : { from: offset + 1, to: offset + itemCount, count: total };
}
