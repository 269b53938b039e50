import { SETTINGS_LIMITS } from "@seatbooking/core";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { changedMeanwhile, validationFailed } from "../../common/errors.js";
import { collectInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { TranslationInput, TranslationView, translationList, validateTranslations } from "../i18n/translation.types.js";
import { settingsSchema } from "./settings-admin.input.js";
import type { SettingsService } from "./settings.service.js";

@InputType("SettingsInput", { description: "The site's settings as administrators edit them (administer_settings)." })
export class SettingsInput {
  @Field(() => [TranslationInput], { description: "The site's name per language; the default language is required." })
  sitenames!: TranslationInput[];

  @Field({ description: "Theme primary colour, #rrggbb." })
  primaryColor!: string;

  @Field(() => String, { nullable: true, description: "Theme secondary colour, #rrggbb, or none." })
  secondaryColor?: string | null;

  @Field(() => [TranslationInput], { description: "The notice shown at checkout, per language." })
  bookingNotices!: TranslationInput[];

  @Field(() => [TranslationInput], { description: "The booking terms in Markdown, per language." })
  bookingTerms!: TranslationInput[];

  @Field(() => [TranslationInput], { description: "The footer text, per language." })
  footerTexts!: TranslationInput[];

  @Field({ description: "Whether checkout asks for the client's address." })
  requireAddress!: boolean;

  @Field({ description: "Whether checkout asks for the client's Finnish personal identity code." })
  requireIdentityNumber!: boolean;

  @Field({ description: "The venue's IANA time zone, e.g. Europe/Helsinki." })
  timeZone!: string;

  @Field(() => Int, { nullable: true, description: "Days after an occasion ends that its clients' details are kept (1-3650); none: kept." })
  retentionDays?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Customers may cancel their booking from their 'my booking' link until this many hours before the start (0-8760); none: they may not.",
  })
  customerCancellationHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Minutes the places offered to a waiting-list entry are held for them before they pass to the next entry (5-10080); none: unchanged.",
  })
  waitingListOfferMinutes?: number | null;

  @Field(() => String, { nullable: true, description: "The seller's legal name for receipts (at most 200 characters); none: not printed." })
  sellerName?: string | null;

  @Field(() => String, { nullable: true, description: "The seller's Finnish business ID (Y-tunnus, 1234567-8 with a valid check digit)." })
  sellerBusinessId?: string | null;

  @Field(() => String, { nullable: true, description: "The seller's postal address for receipts (at most 300 characters)." })
  sellerAddress?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An https image shown when the site's pages are shared (Open Graph, Twitter cards), unless an event has its own; empty: none; left out: unchanged.",
  })
  imageUrl?: string | null;
}

@ObjectType("AdminSettings", { description: "The site's settings with every language's texts, for the settings screen." })
export class AdminSettingsView {
  @Field(() => [TranslationView])
  sitenames!: TranslationView[];

  @Field()
  primaryColor!: string;

  @Field(() => String, { nullable: true })
  secondaryColor!: string | null;

  @Field(() => [TranslationView])
  bookingNotices!: TranslationView[];

  @Field(() => [TranslationView])
  bookingTerms!: TranslationView[];

  @Field(() => [TranslationView])
  footerTexts!: TranslationView[];

  @Field()
  requireAddress!: boolean;

  @Field()
  requireIdentityNumber!: boolean;

  @Field()
  timeZone!: string;

  @Field(() => Int, { nullable: true })
  retentionDays!: number | null;

  @Field(() => Int, { nullable: true, description: "Hours before the start until which customers may cancel online; none: they may not." })
  customerCancellationHours!: number | null;

  @Field(() => Int, { description: "Minutes the places offered to a waiting-list entry are held for them." })
  waitingListOfferMinutes!: number;

  @Field(() => String, { nullable: true })
  sellerName!: string | null;

  @Field(() => String, { nullable: true })
  sellerBusinessId!: string | null;

  @Field(() => String, { nullable: true })
  sellerAddress!: string | null;

  @Field(() => String, { nullable: true, description: "The image shown when the site's pages are shared." })
  imageUrl!: string | null;

  @Field({ description: "When they were last changed: the version a save is based on." })
  updatedAt!: Date;
}

/** The site's settings as administrators read and save them (administer_settings; issue 15, theme part). */
export class SettingsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  async get(): Promise<AdminSettingsView> {
    const languages = await this.settings.languageIds();
    const row = await this.settings.settingsEntity();
    return {
      sitenames: translationList(row.sitename, languages),
      primaryColor: row.primaryColor,
      secondaryColor: row.secondaryColor,
      bookingNotices: translationList(row.bookingNotice, languages),
      bookingTerms: translationList(row.bookingTerms, languages),
      footerTexts: translationList(row.footerText, languages),
      requireAddress: row.requireAddress,
      requireIdentityNumber: row.requireIdentityNumber,
      timeZone: row.timeZone,
      retentionDays: row.retentionDays,
      customerCancellationHours: row.customerCancellationHours,
      waitingListOfferMinutes: row.waitingListOfferMinutes,
      sellerName: row.sellerName,
      sellerBusinessId: row.sellerBusinessId,
      sellerAddress: row.sellerAddress,
      imageUrl: row.imageUrl,
      updatedAt: row.updatedAt ?? new Date(0),
    };
  }

  /** Saves every setting at once over `version` (409 when someone else saved meanwhile); all problems answered together. */
  async update(input: SettingsInput, version: Date): Promise<void> {
    const languages = await this.settings.contentLanguageIds();
    const sitenames = validateTranslations(input.sitenames, languages, "sitenames", {
      required: true,
      maxLength: SETTINGS_LIMITS.sitename,
    });
    const notices = validateTranslations(input.bookingNotices, languages, "bookingNotices", { required: false, maxLength: 2_000 });
    const terms = validateTranslations(input.bookingTerms, languages, "bookingTerms", { required: false, maxLength: 20_000 });
    const footers = validateTranslations(input.footerTexts, languages, "footerTexts", {
      required: false,
      maxLength: SETTINGS_LIMITS.footerText,
    });
    const errors: Record<string, MessageKey> = { ...sitenames.errors, ...notices.errors, ...terms.errors, ...footers.errors };
    const settings = collectInput(settingsSchema, input, errors);
    if (!settings || Object.keys(errors).length > 0) throw validationFailed(errors);
    await inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows<{ current: boolean }>(
        manager,
        `SELECT date_trunc('milliseconds', updated_at) = $1 AS current FROM settings WHERE id = 1 FOR UPDATE`,
        [version],
      );
      if (rows[0] && !rows[0].current) throw changedMeanwhile();
      const values = [
        JSON.stringify(sitenames.value),
        settings.primaryColor,
        settings.secondaryColor,
        JSON.stringify(notices.value),
        JSON.stringify(terms.value),
        JSON.stringify(footers.value),
        Boolean(input.requireAddress),
        Boolean(input.requireIdentityNumber),
        settings.timeZone,
        settings.retentionDays,
        settings.sellerName,
        settings.sellerBusinessId,
        settings.sellerAddress,
        this.clock.now(),
        settings.customerCancellationHours,
        settings.waitingListOfferMinutes,
        settings.imageUrl,
        // Left out (an older client): the image is kept.
        input.imageUrl !== undefined,
      ];
      await manager.query(
        `INSERT INTO settings (id, sitename, primary_color, secondary_color, booking_notice, booking_terms, footer_text, require_address,
                               require_identity_number, time_zone, retention_days, seller_name, seller_business_id, seller_address, updated_at,
                               customer_cancellation_hours, waiting_list_offer_minutes, image_url)
         VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, COALESCE($16::int, 120), $17)
         ON CONFLICT (id) DO UPDATE SET sitename = $1, primary_color = $2, secondary_color = $3, booking_notice = $4, booking_terms = $5,
           footer_text = $6, require_address = $7, require_identity_number = $8, time_zone = $9, retention_days = $10,
           seller_name = $11, seller_business_id = $12, seller_address = $13, updated_at = $14, customer_cancellation_hours = $15,
           waiting_list_offer_minutes = COALESCE($16::int, settings.waiting_list_offer_minutes),
           image_url = CASE WHEN $18::boolean THEN $17 ELSE settings.image_url END`,
        values,
      );
    });
  }
}
