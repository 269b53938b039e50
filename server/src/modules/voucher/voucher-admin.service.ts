import { randomBytes } from "node:crypto";
import type { Writable } from "node:stream";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { csvWriter } from "../../common/csv.js";
import { changedMeanwhile, DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { serverMessage, type MessageKey } from "../i18n/server-messages.js";
import { normalizeCode } from "./voucher.service.js";
import type { VoucherKind } from "./voucher.entity.js";

/** The most codes one generateVoucherCodes call makes (one statement per 1,000). */
export const MAX_GENERATED_CODES = 10_000;

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not mistaken. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Ten characters of base32: 50 random bits, far beyond guessing at the rate limit's pace. */
const GENERATED_LENGTH = 10;

const CODE_FORMAT = /^[A-Z0-9-]{3,32}$/;
const PREFIX_FORMAT = /^[A-Z0-9-]{0,12}$/;

export interface CampaignInput {
  name: string;
  kind: VoucherKind;
  value: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
  eventIds?: string[] | null;
  occasionIds?: string[] | null;
  ticketTypeIds?: string[] | null;
  priceZoneIds?: string[] | null;
  usesPerCode?: number | null;
  usesPerEmail?: number | null;
}

export interface CampaignRow {
  id: string;
  name: string;
  kind: VoucherKind;
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  eventIds: string[];
  occasionIds: string[];
  ticketTypeIds: string[];
  priceZoneIds: string[];
  usesPerCode: number | null;
  usesPerEmail: number | null;
  updatedAt: Date;
  codeCount: number;
  used: number;
}

/** The places a campaign holds back on one date (a presale). */
export interface CampaignPlacesRow {
  occasionId: string;
  spaceIds: string[];
}

/** The most places one campaign holds back on one date (a hall's worth). */
export const MAX_PRESALE_PLACES = 5_000;

export interface CodeRow {
  id: string;
  code: string;
  maxUses: number | null;
  used: number;
  createdAt: Date;
}

const CAMPAIGN_COLUMNS = `c.id, c.name, c.kind, c.value, c.valid_from AS "validFrom", c.valid_until AS "validUntil", c.event_ids AS "eventIds",
  c.occasion_ids AS "occasionIds", c.ticket_type_ids AS "ticketTypeIds", c.price_zone_ids AS "priceZoneIds", c.uses_per_code AS "usesPerCode",
  c.uses_per_email AS "usesPerEmail", c.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM voucher_codes vc WHERE vc.campaign_id = c.id) AS "codeCount",
  (SELECT COALESCE(sum(vc.used), 0)::int FROM voucher_codes vc WHERE vc.campaign_id = c.id) AS "used"`;

/** `count` random codes of Crockford base32 after `prefix`. */
export function generateCodes(count: number, prefix = ""): string[] {
  const bytes = randomBytes(count * GENERATED_LENGTH);
  return Array.from({ length: count }, (_, index) => {
    let code = prefix;
    for (let at = 0; at < GENERATED_LENGTH; at++) code += CROCKFORD[bytes[index * GENERATED_LENGTH + at]! & 31];
    return code;
  });
}

/**
 * The administrators' side of vouchers (issue 38, administer_vouchers): campaigns (kind, value, validity, scope, uses),
 * their single codes and generated batches, and a batch's CSV. Codes' use counters are the voucher service's.
 */
export class VoucherAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** Told after commit which date's places held back changed (the sale info cache). */
    private readonly placesChanged: (occasionId: string) => void = () => {},
  ) {}

  /** The places the campaign holds back for its codes, per date (dates by start time). */
  async places(campaignId: string): Promise<CampaignPlacesRow[]> {
    const campaign = await this.campaign(campaignId);
    return queryRows<CampaignPlacesRow>(
      this.dataSource,
      `SELECT p.occasion_id AS "occasionId", array_agg(p.space_id ORDER BY p.space_id) AS "spaceIds"
         FROM voucher_campaign_places p JOIN occasions o ON o.id = p.occasion_id
        WHERE p.campaign_id = $1 GROUP BY p.occasion_id, o.start_time ORDER BY o.start_time, p.occasion_id`,
      [campaign.id],
    );
  }

  /**
   * Sets the places the campaign holds back on a date (none: it holds none there any more). Only a date the campaign
   * covers (its dates or events, when it names any) and that date's own places; a place already booked stays booked
   * and is held back if it comes free. Calls for one campaign wait for each other (its row is locked): the last one
   * saved is what holds. Answers the places now held back there.
   */
  async setPlaces(campaignIdInput: string, occasionIdInput: string, spaceIdInputs: string[]): Promise<CampaignPlacesRow> {
    if (spaceIdInputs.length > MAX_PRESALE_PLACES) throw validationFailed({ spaceIds: "voucher.tooManyPlaces" });
    const campaignId = parseUuid(campaignIdInput);
    const occasionId = parseUuid(occasionIdInput);
    const spaceIds = [...new Set(spaceIdInputs.map((id) => parseUuid(id)))].sort();
    await inTransaction(this.dataSource, async (manager) => {
      const [campaign] = await queryRows<{ event_ids: string[]; occasion_ids: string[] }>(
        manager,
        `SELECT event_ids, occasion_ids FROM voucher_campaigns WHERE id = $1 FOR UPDATE`,
        [campaignId],
      );
      if (!campaign) throw new DomainError("NOT_FOUND", "voucher.campaignNotFound");
      const [occasion] = await queryRows<{ event_id: string }>(manager, `SELECT event_id FROM occasions WHERE id = $1`, [occasionId]);
      if (!occasion) throw new DomainError("NOT_FOUND", "errors.notFound");
      const covered =
        (campaign.occasion_ids.length === 0 || campaign.occasion_ids.includes(occasionId)) &&
        (campaign.event_ids.length === 0 || campaign.event_ids.includes(occasion.event_id));
      if (!covered && spaceIds.length > 0) throw validationFailed({ occasionId: "voucher.dateOutOfScope" });
      const [known] = await queryRows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM occasion_spaces WHERE occasion_id = $1 AND space_id = ANY($2::uuid[])`,
        [occasionId, spaceIds],
      );
      if (known!.count !== spaceIds.length) throw validationFailed({ spaceIds: "voucher.placesNotFound" });
      await manager.query(
        `DELETE FROM voucher_campaign_places WHERE campaign_id = $1 AND occasion_id = $2 AND NOT (space_id = ANY($3::uuid[]))`,
        [campaignId, occasionId, spaceIds],
      );
      await manager.query(
        `INSERT INTO voucher_campaign_places (campaign_id, occasion_id, space_id) SELECT $1, $2, s FROM unnest($3::uuid[]) AS s
         ON CONFLICT DO NOTHING`,
        [campaignId, occasionId, spaceIds],
      );
    });
    this.placesChanged(occasionId);
    return { occasionId, spaceIds };
  }

  campaigns(): Promise<CampaignRow[]> {
    return queryRows<CampaignRow>(this.dataSource, `SELECT ${CAMPAIGN_COLUMNS} FROM voucher_campaigns c ORDER BY c.created_at DESC, c.id`);
  }

  async campaign(idInput: string, manager: EntityManager = this.dataSource.manager): Promise<CampaignRow> {
    const [row] = await queryRows<CampaignRow>(manager, `SELECT ${CAMPAIGN_COLUMNS} FROM voucher_campaigns c WHERE c.id = $1`, [
      parseUuid(idInput),
    ]);
    if (!row) throw new DomainError("NOT_FOUND", "voucher.campaignNotFound");
    return row;
  }

  codes(campaignId: string, limit = 500): Promise<CodeRow[]> {
    return queryRows<CodeRow>(
      this.dataSource,
      `SELECT id, code, max_uses AS "maxUses", used, created_at AS "createdAt" FROM voucher_codes WHERE campaign_id = $1
        ORDER BY created_at, code LIMIT $2`,
      [parseUuid(campaignId), limit],
    );
  }

  async create(input: CampaignInput): Promise<CampaignRow> {
    const campaign = checkCampaign(input);
    const now = this.clock.now();
    const [row] = await queryRows<{ id: string }>(
      this.dataSource,
      `INSERT INTO voucher_campaigns (name, kind, value, valid_from, valid_until, event_ids, occasion_ids, ticket_type_ids, price_zone_ids,
                                      uses_per_code, uses_per_email, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [...campaignValues(campaign), now],
    );
    return this.campaign(row!.id);
  }

  /** Changes a campaign as of `version` (its updatedAt when the form was loaded): CONFLICT when it changed since. */
  async update(idInput: string, input: CampaignInput, version: Date): Promise<CampaignRow> {
    const id = parseUuid(idInput);
    const campaign = checkCampaign(input);
    const now = this.clock.now();
    const saved = await inTransaction(this.dataSource, async (manager) => {
      const [current] = await queryRows<{ updated_at: Date; uses_per_code: number | null }>(
        manager,
        `SELECT updated_at, uses_per_code FROM voucher_campaigns WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current) throw new DomainError("NOT_FOUND", "voucher.campaignNotFound");
      if (Math.abs(current.updated_at.getTime() - version.getTime()) >= 1) throw changedMeanwhile();
      await manager.query(
        `UPDATE voucher_campaigns SET name = $2, kind = $3, value = $4, valid_from = $5, valid_until = $6, event_ids = $7, occasion_ids = $8,
                ticket_type_ids = $9, price_zone_ids = $10, uses_per_code = $11, uses_per_email = $12, updated_at = $13 WHERE id = $1`,
        [id, ...campaignValues(campaign), now],
      );
      // Uses per e-mail are read from the campaign whenever they are counted, so a new limit reaches every code already.
      if (campaign.usesPerCode !== current.uses_per_code)
        await usesPerCodeChanged(manager, id, current.uses_per_code, campaign.usesPerCode);
      return this.campaign(id, manager);
    });
    // Its validity is when its held places go on general sale: the dates holding them are read again.
    for (const dates of await this.places(id)) this.placesChanged(dates.occasionId);
    return saved;
  }

  /**
   * `count` new unguessable codes (1 to MAX_GENERATED_CODES) of the campaign, each with the campaign's uses per code;
   * a code that happens to exist already is drawn again. Answers the new codes.
   */
  async generate(campaignId: string, count: number, prefixInput?: string | null): Promise<string[]> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_CODES) throw validationFailed({ count: "voucher.tooManyCodes" });
    const prefix = normalizeCode(prefixInput ?? "");
    if (!PREFIX_FORMAT.test(prefix)) throw validationFailed({ prefix: "voucher.codeFormat" });
    const campaign = await this.campaign(campaignId);
    const made: string[] = [];
    for (let round = 0; made.length < count && round < 5; round++) {
      for (let start = made.length; start < count; start += 1000) {
        const batch = generateCodes(Math.min(1000, count - start), prefix);
        const inserted = await queryRows<{ code: string }>(
          this.dataSource,
          `INSERT INTO voucher_codes (campaign_id, code, max_uses) SELECT $1, c, $3 FROM unnest($2::varchar[]) AS c
           ON CONFLICT (code) DO NOTHING RETURNING code`,
          [campaign.id, batch, campaign.usesPerCode],
        );
        made.push(...inserted.map((row) => row.code));
      }
    }
    return made;
  }

  /** A single code typed by the administrator (any case; letters, digits and dashes): CONFLICT when it exists. */
  async createCode(campaignId: string, codeInput: string, maxUses?: number | null): Promise<CodeRow> {
    const code = normalizeCode(codeInput);
    if (!CODE_FORMAT.test(code)) throw validationFailed({ code: "voucher.codeFormat" });
    if (maxUses != null && (!Number.isInteger(maxUses) || maxUses < 1)) throw validationFailed({ maxUses: "voucher.uses" });
    const campaign = await this.campaign(campaignId);
    const [row] = await queryRows<CodeRow>(
      this.dataSource,
      `INSERT INTO voucher_codes (campaign_id, code, max_uses) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING
       RETURNING id, code, max_uses AS "maxUses", used, created_at AS "createdAt"`,
      [campaign.id, code, maxUses ?? campaign.usesPerCode],
    );
    if (!row) throw new DomainError("CONFLICT", "voucher.codeTaken");
    return row;
  }

  /** The campaign's codes as CSV (the app's one formula-safe writer): code, uses, max uses. */
  async codesCsv(campaignId: string, language: string, out: Writable): Promise<void> {
    const campaign = await this.campaign(campaignId);
    const rows = await queryRows<{ code: string; used: number; max_uses: number | null }>(
      this.dataSource,
      `SELECT code, used, max_uses FROM voucher_codes WHERE campaign_id = $1 ORDER BY created_at, code`,
      [campaign.id],
    );
    const csv = csvWriter(out);
    const header = (key: string) => serverMessage(`voucher.csv.${key}` as MessageKey, language);
    await csv.row([header("code"), header("used"), header("maxUses")]);
    for (const row of rows) await csv.row([row.code, row.used, row.max_uses]);
    await csv.end();
  }
}

/**
 * A campaign's uses per code changed: its codes issued already follow. A code that had the old number takes the new one;
 * a lower number also caps every code with more (or unlimited) uses of its own, so the campaign's number is the most any
 * of its codes allows. Never below a code's uses already taken: it is clamped there (used up), not refused, because a venue
 * lowering the uses wants the code stopped, and a code already past the new number (a leaked code, say) is the one it most
 * needs to stop; the uses taken are bookings sold and are not undone. The codes are locked in id order first, the order
 * the voucher service takes them in, and a use being reserved meanwhile is waited for, so the clamp sees it.
 */
async function usesPerCodeChanged(manager: EntityManager, campaignId: string, before: number | null, after: number | null): Promise<void> {
  await manager.query(`SELECT id FROM voucher_codes WHERE campaign_id = $1 ORDER BY id FOR UPDATE`, [campaignId]);
  await manager.query(
    `UPDATE voucher_codes SET max_uses = CASE WHEN $3::int IS NULL THEN NULL ELSE GREATEST($3::int, used) END
      WHERE campaign_id = $1 AND (max_uses IS NOT DISTINCT FROM $2::int OR ($3::int IS NOT NULL AND (max_uses IS NULL OR max_uses > $3::int)))`,
    [campaignId, before, after],
  );
}

/** A campaign's input checked as a whole: every problem on its field. */
function checkCampaign(input: CampaignInput): Required<CampaignInput> {
  const errors: Record<string, MessageKey> = {};
  const name = input.name?.trim() ?? "";
  if (name.length === 0 || name.length > 200) errors.name = "voucher.name";
  if (!["amount", "percent", "fixed"].includes(input.kind)) errors.kind = "voucher.value";
  if (!Number.isInteger(input.value) || input.value < 0 || input.value > 100_000_000 || (input.kind === "percent" && input.value > 10000))
    errors.value = "voucher.value";
  if (input.validFrom && input.validUntil && input.validUntil <= input.validFrom) errors.validUntil = "voucher.validity";
  for (const field of ["usesPerCode", "usesPerEmail"] as const) {
    const uses = input[field];
    if (uses != null && (!Number.isInteger(uses) || uses < 1)) errors[field] = "voucher.uses";
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const ids = (list: string[] | null | undefined) => [...new Set((list ?? []).map((id) => parseUuid(id)))];
  return {
    name,
    kind: input.kind,
    value: input.value,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    eventIds: ids(input.eventIds),
    occasionIds: ids(input.occasionIds),
    ticketTypeIds: ids(input.ticketTypeIds),
    priceZoneIds: ids(input.priceZoneIds),
    usesPerCode: input.usesPerCode ?? null,
    usesPerEmail: input.usesPerEmail ?? null,
  };
}

function campaignValues(campaign: Required<CampaignInput>): unknown[] {
  return [
    campaign.name,
    campaign.kind,
    campaign.value,
    campaign.validFrom,
    campaign.validUntil,
    campaign.eventIds,
    campaign.occasionIds,
    campaign.ticketTypeIds,
    campaign.priceZoneIds,
    campaign.usesPerCode,
    campaign.usesPerEmail,
  ];
}
