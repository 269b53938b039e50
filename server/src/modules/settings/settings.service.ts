import type { DataSource, EntityManager } from "typeorm";
import { setFallbackLanguage, translate } from "../../common/translations.js";
import { LanguageEntity } from "./language.entity.js";
import { SettingsEntity } from "./settings.entity.js";
import type { LanguageView, SellerView, SettingsView } from "./settings.results.js";

const LANGUAGE_CACHE_MS = 5_000;

/** The site's name while the settings give none in any language. */
export const DEFAULT_SITENAME = "Seat booking";

/** Languages and site settings. */
export class SettingsService {
  private languageCache: { at: number; value: Promise<LanguageView[]> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The enabled languages in menu order, the first being the fallback; cached briefly because every request
   * resolves its language (another process sees an administrator's change within LANGUAGE_CACHE_MS).
   */
  languages(): Promise<LanguageView[]> {
    const now = Date.now();
    if (!this.languageCache || now - this.languageCache.at > LANGUAGE_CACHE_MS) {
      const value = this.dataSource
        .getRepository(LanguageEntity)
        .find({ where: { enabled: true }, order: { position: "ASC", id: "ASC" } })
        .then((rows) => {
          if (rows[0]) setFallbackLanguage(rows[0].id);
          return rows.map(({ id, name }) => ({ id, name }));
        });
      value.catch(() => (this.languageCache = undefined));
      this.languageCache = { at: now, value };
    }
    return this.languageCache.value;
  }

  /** Drops the cached languages after this process changed them. */
  forgetLanguages(): void {
    this.languageCache = undefined;
  }

  /**
   * Every language content may be written in, for the admin saves: the enabled ones in menu order (the first,
   * the fallback, is the one a required text needs), then the disabled ones, whose texts are kept and editable.
   */
  async contentLanguageIds(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(LanguageEntity).find({ order: { position: "ASC", id: "ASC" } });
    return [...rows.filter((row) => row.enabled), ...rows.filter((row) => !row.enabled)].map((row) => row.id);
  }

  /** Every language of the languages table, enabled or not, in menu order (the dictionary editor's list). */
  async allLanguages(): Promise<LanguageView[]> {
    const rows = await this.dataSource.getRepository(LanguageEntity).find({ order: { position: "ASC", id: "ASC" } });
    return rows.map(({ id, name }) => ({ id, name }));
  }

  /** The supported languages' codes in menu order (the first is the fallback). */
  async languageIds(): Promise<string[]> {
    return (await this.languages()).map((language) => language.id);
  }

  /** The requested language when supported, else the fallback (the first language). */
  async resolveLanguage(requested: string | null | undefined): Promise<string> {
    const languages = await this.languages();
    const code = requested?.trim().toLowerCase();
    if (code && languages.some((language) => language.id === code)) return code;
    return languages[0]?.id ?? "en";
  }

  /**
   * A REST request's language: `?lng=` when it names a supported language (SPEC section 7), else the
   * browser's Accept-Language, else the default.
   */
  async requestLanguage(lng: unknown, acceptLanguage: string | undefined): Promise<string> {
    if (typeof lng === "string") {
      const code = lng.trim().toLowerCase();
      if ((await this.languages()).some((language) => language.id === code)) return code;
    }
    return this.resolveAcceptLanguage(acceptLanguage);
  }

  /** Picks the best supported language from an Accept-Language header. */
  async resolveAcceptLanguage(header: string | undefined): Promise<string> {
    const languages = await this.languages();
    const supported = new Set(languages.map((language) => language.id));
    const ranked = (header ?? "")
      .split(",")
      .map((part, index) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return { code: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q) : 1, index };
      })
      .filter((entry) => entry.code && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    return ranked.find((entry) => supported.has(entry.code))?.code ?? languages[0]?.id ?? "en";
  }

  /** The settings row; through `manager` to read it inside the caller's transaction. */
  async settingsEntity(manager: EntityManager = this.dataSource.manager): Promise<SettingsEntity> {
    const row = await manager.getRepository(SettingsEntity).findOneBy({ id: 1 });
    // The migration-free default: a database without seeded settings still answers sensibly.
    return (
      row ??
      Object.assign(new SettingsEntity(), {
        id: 1,
        sitename: {},
        primaryColor: "#0085d2",
        secondaryColor: null,
        bookingNotice: {},
        bookingTerms: {},
        footerText: {},
        requireAddress: false,
        requireIdentityNumber: false,
        timeZone: "Europe/Helsinki",
        retentionDays: null,
        customerCancellationHours: null,
        waitingListOfferMinutes: 120,
        sellerName: null,
        sellerBusinessId: null,
        sellerAddress: null,
        imageUrl: null,
        embedOrigins: [],
      })
    );
  }

  async settings(language: string): Promise<SettingsView> {
    const row = await this.settingsEntity();
    return {
      sitename: translate(row.sitename, language) ?? DEFAULT_SITENAME,
      primaryColor: row.primaryColor,
      secondaryColor: row.secondaryColor,
      bookingNotice: translate(row.bookingNotice, language),
      bookingTerms: translate(row.bookingTerms, language),
      footerText: translate(row.footerText, language),
      requireAddress: row.requireAddress,
      requireIdentityNumber: row.requireIdentityNumber,
      timeZone: row.timeZone,
      seller: sellerView(row),
    };
  }
}

/** The seller's legal details as receipts print them; null when none is set, so nothing is printed. */
export function sellerView(row: SettingsEntity): SellerView | null {
  const { sellerName: name, sellerBusinessId: businessId, sellerAddress: address } = row;
  return name || businessId || address ? { name, businessId, address } : null;
}
