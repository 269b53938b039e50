import { saleState } from "@seatbooking/core";
import { CACHE_LIMITS, LoadingCache } from "../common/caches.js";
import type { Translations } from "../common/translations.js";
import { currentFallbackLanguage } from "../common/translations.js";
import type { Services } from "./services.js";

/** What the pages' heads say of the venue (the settings' theme part). */
export interface VenueFacts {
  name: Translations;
  /** The seller's postal address (the only address the settings hold), possibly on several lines. */
  address: string | null;
  timeZone: string;
  image: string | null;
}

/** A published occasion as its page's head describes it. */
export interface OccasionFacts {
  id: string;
  title: Translations;
  startTime: Date;
  endTime: Date | null;
  /** Its start before an administrator last moved it, when it was moved. */
  previousStartTime: Date | null;
  cancelled: boolean;
  availability: "InStock" | "SoldOut" | "PreOrder";
  /** The lowest and highest ticket price in cents, null when it has no prices. */
  prices: { low: number; high: number } | null;
  updatedAt: Date;
}

/** A published event with its published occasions (by start time). */
export interface EventFacts {
  id: string;
  name: Translations;
  description: Translations;
  cancelled: boolean;
  image: string | null;
  updatedAt: Date;
  occasions: OccasionFacts[];
}

type Row = Record<string, unknown>;

/**
 * The facts the server writes into pages' heads, read from the database at most once per CACHE_LIMITS.pageFacts.ttl per
 * event (every process on its own: an administrator's change shows within seconds, without a message between processes).
 */
export function createPageFacts(services: Pick<Services, "dataSource" | "settings" | "pricing" | "clock">) {
  const loads = new LoadingCache<unknown>(CACHE_LIMITS.pageFacts);

  const loadVenue = async (): Promise<VenueFacts> => {
    const settings = await services.settings.settingsEntity();
    return {
      name: settings.sitename,
      address: settings.sellerAddress?.trim() || null,
      timeZone: settings.timeZone,
      image: settings.imageUrl ?? null,
    };
  };

  const priceRange = async (occasion: { id: string; eventId: string; customPricing: boolean }) => {
    const prices = await services.pricing.occasionPrices(occasion, currentFallbackLanguage());
    if (prices.length === 0) return null;
    const cents = prices.map((price) => price.price);
    return { low: Math.min(...cents), high: Math.max(...cents) };
  };

  const loadEvent = async (eventId: string): Promise<EventFacts | null> => {
    const [event]: Row[] = await services.dataSource.query(
      `SELECT id, name, description, status, image_url, updated_at FROM events WHERE id = $1 AND published AND status <> 'archived'`,
      [eventId],
    );
    if (!event) return null;
    const now = services.clock.now();
    const occasions: Row[] = await services.dataSource.query(
      `SELECT o.id, o.title, o.start_time, o.end_time, o.previous_start_time, o.status, o.bookable, o.bookable_start_time,
              o.bookable_end_time, o.custom_pricing, o.updated_at,
              (SELECT coalesce(sum(s.max_tickets - s.held), 0) FROM occasion_spaces s WHERE s.occasion_id = o.id)::int AS remaining
         FROM occasions o
        WHERE o.event_id = $1 AND o.published AND coalesce(o.end_time, o.start_time) >= $2
        ORDER BY o.start_time, o.id`,
      // Dates still to come (or under way) only: a long-running event's past dates would each cost a price read.
      [eventId, now],
    );
    return {
      id: eventId,
      name: event.name as Translations,
      description: (event.description as Translations | null) ?? {},
      cancelled: event.status === "cancelled",
      image: (event.image_url as string | null) ?? null,
      updatedAt: event.updated_at as Date,
      occasions: await Promise.all(
        occasions.map(async (row) => {
          const sale = saleState(
            {
              bookable: row.bookable as boolean,
              status: row.status as string,
              startTime: row.start_time as Date,
              bookableStartTime: row.bookable_start_time as Date | null,
              bookableEndTime: row.bookable_end_time as Date | null,
            },
            now,
          );
          const availability: OccasionFacts["availability"] =
            !sale.onSale && sale.reason === "notYet" ? "PreOrder" : sale.onSale && (row.remaining as number) > 0 ? "InStock" : "SoldOut";
          return {
            id: row.id as string,
            title: (row.title as Translations | null) ?? {},
            startTime: row.start_time as Date,
            endTime: row.end_time as Date | null,
            previousStartTime: row.previous_start_time as Date | null,
            cancelled: row.status === "cancelled",
            availability,
            prices: await priceRange({ id: row.id as string, eventId, customPricing: row.custom_pricing as boolean }),
            updatedAt: row.updated_at as Date,
          };
        }),
      ),
    };
  };

  const loadOccasionEvent = async (occasionId: string): Promise<string | null> => {
    const [row]: Row[] = await services.dataSource.query(`SELECT event_id FROM occasions WHERE id = $1 AND published`, [occasionId]);
    return (row?.event_id as string | undefined) ?? null;
  };

  return {
    venue: () => loads.get("venue", loadVenue) as Promise<VenueFacts>,
    event: (eventId: string) => loads.get(`event ${eventId}`, () => loadEvent(eventId)) as Promise<EventFacts | null>,
    /** A published occasion of a published event, with its event. */
    async occasion(occasionId: string): Promise<{ event: EventFacts; occasion: OccasionFacts } | null> {
      const eventId = (await loads.get(`occasion ${occasionId}`, () => loadOccasionEvent(occasionId))) as string | null;
      const event = eventId ? await this.event(eventId) : null;
      const occasion = event?.occasions.find((candidate) => candidate.id === occasionId);
      return event && occasion ? { event, occasion } : null;
    },
    /** After this process changed events, occasions or settings: the next page reads them again. */
    forget: () => loads.clear(),
  };
}

export type PageFacts = ReturnType<typeof createPageFacts>;
