import type { EntityManager } from "typeorm";

/** The cookie carrying a date's admission: one per date, so waiting for one date never takes another's from the browser. */
export function admissionCookieName(occasionId: string): string {
  return `queue_admission_${occasionId.replace(/-/g, "")}`;
}

/** The cookie naming the browser in every line it waits in (a random secret; its hash is what the line keeps). */
export const QUEUE_VISITOR_COOKIE = "queue_visitor";

/**
 * What a caller brings to a sale behind a waiting room (issue 39): the cookies of its browser, and whether it is the
 * venue's staff (the box office is never queued).
 */
export interface AdmissionCredentials {
  /** The admission cookie's value for a date, if the browser has one. */
  tokenFor(occasionId: string): string | undefined;
  /** The browser's queue_visitor cookie. */
  visitor: string | undefined;
  staff: boolean;
}

/** The credentials a request's cookies carry (`staff`: the caller sells tickets at the box office). */
export function admissionCredentialsFrom(cookies: Readonly<Record<string, string | undefined>>, staff: boolean): AdmissionCredentials {
  return { tokenFor: (occasionId) => cookies[admissionCookieName(occasionId)], visitor: cookies[QUEUE_VISITOR_COOKIE], staff };
}

/** An admission checked for a new draft, to be bound to it. */
export interface CheckedAdmission {
  occasionId: string;
  entryId: string;
}

/**
 * The waiting room as the booking process asks it (issue 39): the queue module implements it. While a date's room is
 * on, a new draft needs an admission (one draft per admission), and places are added to a draft opened through the room
 * only with that same admission. Each refusal is QUEUE_ADMISSION_REQUIRED (403). Drafts the room did not open (a
 * waiting-list offer, a renewal, one from before the room was turned on) are not its business.
 */
export interface AdmissionPort {
  /** Whether a waiting room stands in front of the date's sale now (cached briefly). */
  isOn(occasionId: string): Promise<boolean>;
  /** Before a new draft on the date: null when no room stands in front of it (or for staff); else the admission to bind. */
  forNewDraft(occasionId: string, credentials: AdmissionCredentials | undefined): Promise<CheckedAdmission | null>;
  /** Binds the admission to the draft it opened, in the caller's transaction or on its own: a second draft is refused. */
  bind(runner: EntityManager | undefined, admission: CheckedAdmission, bookingId: string): Promise<void>;
  /** Before places are added to draft `bookingId` of the date: refuses unless its own admission comes with them. */
  forDraft(occasionId: string, bookingId: string, credentials: AdmissionCredentials | undefined): Promise<void>;
}

/** No waiting rooms (tests of the booking process alone). */
export const NO_WAITING_ROOMS: AdmissionPort = {
  isOn: async () => false,
  forNewDraft: async () => null,
  bind: async () => undefined,
  forDraft: async () => undefined,
};
