import type { EntityManager } from "typeorm";

/** What other systems are told of (issue 40): the webhook event types, in the names integrators subscribe to. */
export const DOMAIN_EVENT_TYPES = [
  "booking.booked",
  "booking.changed",
  "booking.cancelled",
  "booking.refunded",
  "occasion.changed",
  "occasion.cancelled",
  "check_in.admitted",
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** One happening: its type, the row it is about (a booking, an occasion, a ticket), and what only the moment knows. */
export interface DomainEvent {
  type: DomainEventType;
  /** The booking's id (booking.*), the occasion's (occasion.*), the ticket's (check_in.admitted). */
  subjectId: string;
  /** Merged into the event's data (the status a booking came from, why it changed). */
  detail?: Record<string, unknown>;
}

/**
 * Where modules record what happened, in the transaction of the change itself (an outbox): an event is written with its
 * change or not at all, and delivered after commit, off the request path. Implemented by the webhook module; a module
 * that records events is handed this port by the composition root.
 */
export interface DomainEvents {
  record(manager: EntityManager, events: DomainEvent[], now: Date): Promise<void>;
}

export const NO_DOMAIN_EVENTS: DomainEvents = { record: () => Promise.resolve() };
