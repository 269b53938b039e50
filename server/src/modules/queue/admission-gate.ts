import type { DataSource, EntityManager } from "typeorm";
import { CACHE_LIMITS, createCache } from "../../common/caches.js";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";
import { queryRows } from "../../db/query-rows.js";
import type { AdmissionCredentials, AdmissionPort, CheckedAdmission } from "../booking/process/admission-port.js";
import type { AdmissionTokens } from "./admission-token.js";

/**
 * The sale's doors while a waiting room is on (issue 39): `book`, `holdBestAvailable`, `holdSeries` and `addSpace`
 * ask it through the booking process's AdmissionPort. A hold costs it no query in steady state: whether the room is on
 * is cached for two seconds, a token is checked by its MAC, and which admission opened a draft never changes once set.
 */
export class AdmissionGate implements AdmissionPort {
  private readonly rooms = createCache<string, Promise<boolean>>(CACHE_LIMITS.admissionRooms);
  /** Draft id -> the entry whose admission opened it ("" for a draft the room did not open). */
  private readonly openedBy = createCache<string, string>(CACHE_LIMITS.draftAdmissions);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly tokens: AdmissionTokens,
  ) {}

  /** Whether a waiting room stands in front of the date's sale now. */
  isOn(occasionId: string): Promise<boolean> {
    const cached = this.rooms.get(occasionId);
    if (cached) return cached;
    const on = queryRows<{ on: boolean }>(this.dataSource, `SELECT enabled OR high_demand AS on FROM queue_rooms WHERE occasion_id = $1`, [
      occasionId,
    ]).then((rows) => rows[0]?.on ?? false);
    this.rooms.set(occasionId, on);
    on.catch(() => this.rooms.delete(occasionId));
    return on;
  }

  /** An operator's change, seen at once in this process. */
  forget(occasionId: string): void {
    this.rooms.delete(occasionId);
  }

  /** The admission the browser's cookies carry for the date, or null (none, forged, another browser's, lapsed). */
  admissionOf(occasionId: string, credentials: AdmissionCredentials | undefined) {
    if (!credentials) return null;
    return this.tokens.verify(credentials.tokenFor(occasionId), occasionId, credentials.visitor, this.clock.now());
  }

  async forNewDraft(occasionId: string, credentials: AdmissionCredentials | undefined): Promise<CheckedAdmission | null> {
    if (credentials?.staff || !(await this.isOn(occasionId))) return null;
    const admission = this.admissionOf(occasionId, credentials);
    if (!admission) throw admissionRequired();
    const [entry] = await queryRows<{ booking_id: string | null }>(
      this.dataSource,
      `SELECT booking_id FROM queue_entries WHERE id = $1 AND occasion_id = $2`,
      [admission.entryId, occasionId],
    );
    if (!entry) throw admissionRequired();
    if (entry.booking_id) throw new DomainError("QUEUE_ADMISSION_REQUIRED", "queue.admissionUsed");
    return { occasionId, entryId: admission.entryId };
  }

  async bind(runner: EntityManager | undefined, admission: CheckedAdmission, bookingId: string): Promise<void> {
    const bound = await queryRows<{ id: string }>(
      runner ?? this.dataSource,
      `UPDATE queue_entries SET booking_id = $2 WHERE id = $1 AND booking_id IS NULL RETURNING id`,
      [admission.entryId, bookingId],
    );
    if (bound.length === 0) throw new DomainError("QUEUE_ADMISSION_REQUIRED", "queue.admissionUsed");
    this.openedBy.set(bookingId, admission.entryId);
  }

  async forDraft(occasionId: string, bookingId: string, credentials: AdmissionCredentials | undefined): Promise<void> {
    if (credentials?.staff || !(await this.isOn(occasionId))) return;
    const entryId = await this.entryThatOpened(bookingId);
    if (!entryId) return;
    if (this.admissionOf(occasionId, credentials)?.entryId !== entryId) throw admissionRequired();
  }

  private async entryThatOpened(bookingId: string): Promise<string> {
    const known = this.openedBy.get(bookingId);
    if (known !== undefined) return known;
    const [row] = await queryRows<{ id: string }>(this.dataSource, `SELECT id FROM queue_entries WHERE booking_id = $1`, [bookingId]);
    // A draft is bound before its id is first answered, so "none" read now stays true.
    this.openedBy.set(bookingId, row?.id ?? "");
    return row?.id ?? "";
  }
}

function admissionRequired(): DomainError {
  return new DomainError("QUEUE_ADMISSION_REQUIRED", "queue.admissionRequired");
}
