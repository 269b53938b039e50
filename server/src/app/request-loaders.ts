import type { SeriesView } from "../modules/series/series.results.js";
import { describeMissing, eventsMissingTranslations, type MissingTranslationText } from "../modules/occasion/content-completeness.js";
import type { EventView } from "../modules/event/event.results.js";
import { eventOffers, type EventOfferView } from "../modules/event/event-offer.js";
import type { OccasionView } from "../modules/occasion/occasion.results.js";
import type { MoneyFigures } from "../modules/payment/money-movements.js";
import type { PlanView } from "../modules/plan/plan.results.js";
import type { Services } from "./services.js";

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads memoized for one request (DESIGN section 7.1): a query that names the same plan, event or
 * occasion many times (aliases, or every occasion of an event asking for its plan) loads each once.
 * A failure is memoized too, so every alias gets the same answer.
 */
export class RequestLoaders {
  private readonly loaded = new Map<string, Promise<unknown>>();

  constructor(
    private readonly services: Services,
    private readonly language: string,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.loaded.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.loaded.set(key, promise);
    }
    return promise;
  }

  /** A plan with its spaces. */
  plan(id: string): Promise<PlanView> {
    return this.once(`plan:${id}`, () => this.services.plans.get(id, this.language));
  }

  /**
   * A space's label (its plan's spaceLabelMask): the spaces asked for in the same tick (every ticket of a
   * booking) are read in one query.
   */
  spaceLabel(spaceId: string): Promise<string> {
    return this.batched("space-label", spaceId, "", (ids) => this.services.plans.spaceLabels(ids, this.language));
  }

  /**
   * An event's missing translations (the completeness guard), as the administrator reads them: the events
   * asked for in the same tick (every row of the events list) are checked in one query.
   */
  missingTranslations(eventId: string): Promise<MissingTranslationText[]> {
    return this.batched("missing-translations", eventId, [], async (ids) => {
      const missing = await eventsMissingTranslations(this.services.dataSource, ids, await this.services.settings.languageIds());
      return new Map([...missing].map(([id, items]) => [id, items.map((item) => describeMissing(item, this.language))]));
    });
  }

  /**
   * A booking's money from the ledger: the bookings asked for in the same tick (a list of them, a booking's
   * paid, received, refunded, owed and balance) are summed in one query. Not kept past the tick: a later
   * mutation of the same request may move the money.
   */
  moneyFigures(bookingId: string): Promise<MoneyFigures> {
    let batch = this.moneyBatch;
    if (!batch) {
      const ids = new Map<string, Promise<MoneyFigures>>();
      const loaded = new Promise<Map<string, MoneyFigures>>((resolve, reject) =>
        queueMicrotask(() => {
          this.moneyBatch = null;
          this.services.moneyLedger.figuresOf(this.services.dataSource, [...ids.keys()]).then(resolve, reject);
        }),
      );
      batch = this.moneyBatch = { ids, loaded };
    }
    const { ids, loaded } = batch;
    let figures = ids.get(bookingId);
    if (!figures) {
      figures = loaded.then((all) => all.get(bookingId)!);
      ids.set(bookingId, figures);
    }
    return figures;
  }

  private moneyBatch: { ids: Map<string, Promise<MoneyFigures>>; loaded: Promise<Map<string, MoneyFigures>> } | null = null;

  /** The ids of each kind waiting for the current tick's batch, with their callers. */
  private readonly pending = new Map<string, Map<string, Waiting>>();

  /** One value of `kind` by id; the ids asked for in the same tick are loaded together by `loadAll` (`absent` for one it lacks). */
  private batched<T>(kind: string, id: string, absent: T, loadAll: (ids: string[]) => Promise<Map<string, T>>): Promise<T> {
    return this.once(`${kind}:${id}`, () => {
      let batch = this.pending.get(kind);
      if (!batch) {
        const ids = new Map<string, Waiting>();
        this.pending.set(kind, ids);
        queueMicrotask(() => {
          this.pending.delete(kind);
          loadAll([...ids.keys()]).then(
            (values) => ids.forEach((waiting, key) => waiting.resolve(values.has(key) ? values.get(key) : absent)),
            (error: unknown) => ids.forEach((waiting) => waiting.reject(error)),
          );
        });
        batch = ids;
      }
      const ids = batch;
      return new Promise<T>((resolve, reject) => ids.set(id, { resolve: resolve as (value: unknown) => void, reject }));
    });
  }

  /** An event's upcoming dates and prices: the events asked for in the same tick (the events list) are read in one query. */
  eventOffer(eventId: string): Promise<EventOfferView> {
    const none: EventOfferView = { firstStart: null, lastStart: null, priceRange: null };
    return this.batched("event-offer", eventId, none, (ids) => eventOffers(this.services.dataSource, ids, this.services.clock.now()));
  }

  /** A published event with its published occasions. */
  publishedEvent(id: string): Promise<EventView> {
    return this.once(`event:${id}`, () => this.services.events.getPublished(id, this.language));
  }

  /** The published series (season ticket) an occasion is a date of: the occasions asked for in the same tick in one query. */
  occasionSeriesId(occasionId: string): Promise<string | null> {
    return this.batched("occasion-series", occasionId, null, (ids) => this.services.series.publishedSeriesIdsOf(ids));
  }

  /** A published series of a published event. */
  publishedSeries(id: string): Promise<SeriesView> {
    return this.once(`series:${id}`, () => this.services.series.getPublished(id, this.language));
  }

  /** A published occasion of a published event. */
  publishedOccasion(id: string): Promise<OccasionView> {
    return this.once(`occasion:${id}`, () => this.services.occasions.getPublished(id, this.language));
  }
}
