/** The statuses the API takes (server event.entity.ts and occasion.entity.ts); labels under adminEvents.statuses. */
export const EVENT_STATUSES = ["active", "cancelled", "archived"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const OCCASION_STATUSES = ["scheduled", "cancelled", "completed"] as const;
export type OccasionStatus = (typeof OCCASION_STATUSES)[number];
