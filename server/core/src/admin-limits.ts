/**
 * The bounds of what administrators type: the server refuses past them (`validation.tooLong` and the like) and
 * the admin forms say so before the round trip, so a bound changes here once. Lengths are of the trimmed text,
 * per language for translated texts.
 */

/** An event's name and description, per language. */
export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5_000;

/** An occasion's own name and title, per language. */
export const OCCASION_NAME_MAX_LENGTH = 200;
export const OCCASION_TITLE_MAX_LENGTH = 200;

/** Days before an occasion its seasonal renewal's customers are told (0: not ahead). */
export const HEADS_UP_DAYS_MAX = 365;

/** The longest accessible-seating holdback, in whole hours before the start: 30 days. */
export const HOLDBACK_HOURS_MAX = 720;

/** A plan's name and description, per language. */
export const PLAN_NAME_MAX_LENGTH = 200;
export const PLAN_DESCRIPTION_MAX_LENGTH = 5_000;
/** A plan section's name ('Stalls'), per language. */
export const SECTION_NAME_MAX_LENGTH = 100;

/** The catalogue (ticket types, addons, space types): a name per language. */
export const CATALOG_NAME_MAX_LENGTH = 100;
/** An addon's description, per language. */
export const ADDON_DESCRIPTION_MAX_LENGTH = 1_000;
/** A ticket type's place in the lists (0 first). */
export const CATALOG_POSITION_MAX = 10_000;
/** A product code as the accounts know it: letters, digits, '.', '_' and '-', 1 to PRODUCT_CODE_MAX_LENGTH of them. */
export const PRODUCT_CODE_MAX_LENGTH = 64;
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The highest price a ticket or addon takes (cents, 100 000 €): a typo's extra zeros are refused, not sold. */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * The site's settings: its name and footer text per language, the seller's name and address; the days after an
 * occasion ends that its clients' details are kept, the hours before the start until which customers may cancel
 * online (for both, none: no limit, no cancelling) and the minutes a waiting list's offer stays open.
 */
export const SETTINGS_LIMITS = {
  sitename: 100,
  footerText: 500,
  sellerName: 200,
  sellerAddress: 300,
  retentionDays: { min: 1, max: 3_650 },
  customerCancellationHours: { min: 0, max: 8_760 },
  waitingListOfferMinutes: { min: 5, max: 10_080 },
} as const;

/** A language's name as the language menu shows it. */
export const LANGUAGE_NAME_MAX_LENGTH = 64;
