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
  { path: "embedding", permission: "administer_settings", labelKey: "admin.embedding" },
  { path: "dictionaries", permission: "administer_dictionaries", labelKey: "admin.dictionaries" },
  { path: "personal-data", permission: "administer_personal_data", labelKey: "admin.personalData" },
  { path: "vouchers", permission: "administer_vouchers", labelKey: "admin.vouchers" },
  // The webhooks send bookings with their customers' details elsewhere: settings and bookings together, as the API asks.
  { path: "webhooks", permission: "administer_settings", alsoNeeds: "administer_bookings", labelKey: "admin.webhooks" },
] as const;

/** Whether a user with these permissions may open the settings entry. */
export function mayOpen(entry: (typeof SETTINGS_ENTRIES)[number], permissions: readonly string[]): boolean {
  return permissions.includes(entry.permission) && (!("alsoNeeds" in entry) || permissions.includes(entry.alsoNeeds));
}

/**
 * Where /admin/settings leads (SPEC section 2: the index redirects to plans; the issue: or to the first
 * entry the user may open): plans first, else the first permitted entry; null = none.
 */
export function settingsIndexTarget(permissions: readonly string[]): string | null {
  return SETTINGS_ENTRIES.find((entry) => mayOpen(entry, permissions))?.path ?? null;
}

/** 'from - to of count' for a page (SPEC section 9); an empty list is '0 - 0 of 0'. */
export function pageRange(offset: number, itemCount: number, total: number): { from: number; to: number; count: number } {
  return itemCount === 0 ? { from: 0, to: 0, count: total } : { from: offset + 1, to: offset + itemCount, count: total };
}

/**
 * The permissions the screens ask, as the API does (issue 34, item 8): beside SPEC's nine, sell_tickets (the box
 * office: sell, house seats, the occasion page's map and tickets), check_in (the door), refund_bookings (money back)
 * and administer_personal_data (a customer's data on request).
 */
export const PERMISSION = {
  bookings: "administer_bookings",
  events: "administer_events",
  sell: "sell_tickets",
  checkIn: "check_in",
  refund: "refund_bookings",
  personalData: "administer_personal_data",
} as const;

/** Who opens the events list, an event's page and an occasion's page: the events administrator, and the seller on the way to the box office. */
export const VENUE_PAGE_PERMISSIONS: readonly string[] = [PERMISSION.events, PERMISSION.sell];

export function hasAnyOf(permissions: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((permission) => permissions.includes(permission));
}

/** What a user may do on the events pages and an occasion's page; each control shows only with its permission. */
export function venueAbilities(permissions: readonly string[]) {
  return {
    /** The events list, an event's page and an occasion's page. */
    open: hasAnyOf(permissions, VENUE_PAGE_PERMISSIONS),
    /** Create, edit, cancel and delete events and occasions; the waiting room; the renewal console. */
    manageEvents: permissions.includes(PERMISSION.events),
    /** The live map, the tickets table, house seats and box-office sales. */
    sell: permissions.includes(PERMISSION.sell),
    /** Bookings: their pages, the waiting list. */
    bookings: permissions.includes(PERMISSION.bookings),
    /** Refund a booking, and remove or retype a ticket of a paid one (money goes back). */
    refund: permissions.includes(PERMISSION.bookings) && permissions.includes(PERMISSION.refund),
  };
}
